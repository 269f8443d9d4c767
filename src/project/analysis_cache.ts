/**
 * The Analysis cache: a long-running process (the server) keeps the Analysis of its current
 * manuscript, Document included, and every view, route and PDF of that manuscript starts from
 * it instead of reading, decoding and parsing the text again.
 *
 * The entry is keyed by the SHA-256 of the manuscript's bytes and the analysis settings
 * (`CorpusSettings`): the same text with the same settings is the same Analysis, because the
 * pipeline is deterministic. To skip even the read, the file's stat stamp (size, times,
 * inode) is remembered with the hash: while the stamp and the settings stay the same, the
 * cached Analysis is returned without a read. A changed stamp costs a read and a hash; only a
 * changed hash or changed settings cost an analysis. One entry: the current manuscript.
 *
 * That analysis is incremental: the cache keeps a `ChapterMemo`, so after an edit only the
 * chapters whose prose changed are tokenised again; the rest of the book is re-assembled from
 * the memo and the whole-book figures computed as in a fresh analysis (byte-identical to one).
 *
 * @module
 */

import { ChapterMemo } from "../features/chapter_memo.ts";
import { type Analysis, analyzeDocument, type CorpusSettings } from "../features/pipeline.ts";
import type { Messages } from "../i18n/messages.ts";
import { decodeUtf8, type ManuscriptFile, readManuscriptFile } from "./manuscript.ts";

/** What the cache calls to do its work; tests count calls through them. */
interface AnalysisCacheHooks {
  /** Reads the bytes (default {@linkcode readManuscriptFile}: `Deno.errors.*` pass through). */
  readonly read?: (path: string) => Promise<ManuscriptFile>;
  /** Analyses a text (default `analyzeDocument` with the cache's chapter memo). */
  readonly analyze?: (text: string, settings: CorpusSettings) => Analysis;
}

/** One cached analysis. */
export interface CachedAnalysis {
  readonly path: string;
  /** SHA-256 of the bytes that were analysed. */
  readonly sha256: string;
  readonly analysis: Analysis;
}

interface Entry {
  readonly stamp: string;
  readonly settingsKey: string;
  readonly result: CachedAnalysis;
}

function stampOf(path: string, info: Deno.FileInfo): string {
  return JSON.stringify([
    path,
    info.size,
    info.mtime?.getTime() ?? null,
    info.ctime?.getTime() ?? null,
    info.ino ?? null,
  ]);
}

/**
 * The cache (see the module doc). One per process or server state.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * const cache = new AnalysisCache();
 * const a = await cache.get("book.md", { language: "en" }, messages("en"));
 * const b = await cache.get("book.md", { language: "en" }, messages("en"));
 * a.analysis === b.analysis; // true while book.md and the settings stay the same
 * ```
 */
export class AnalysisCache {
  readonly #read: (path: string) => Promise<ManuscriptFile>;
  readonly #analyze: (text: string, settings: CorpusSettings) => Analysis;
  readonly #memo = new ChapterMemo();
  #entry: Entry | null = null;

  /** A cache that reads and analyses through `hooks` (the real reader and pipeline by default). */
  constructor(hooks: AnalysisCacheHooks = {}) {
    this.#read = hooks.read ?? readManuscriptFile;
    this.#analyze = hooks.analyze ??
      ((text, settings) => analyzeDocument(text, settings, this.#memo));
  }

  /**
   * The Analysis of the manuscript at `path` with `settings`: the cached one when the text
   * and settings are the same, else a fresh one that replaces it. A failed stat or read throws
   * the `Deno.errors.*` error; bytes that are not UTF-8 throw the reader's `ProcessingError`
   * (in the language of `m`).
   *
   * @example
   * ```ts
   * import { messages } from "../i18n/messages.ts";
   * const cache = new AnalysisCache();
   * const { analysis, sha256 } = await cache.get("book.md", {}, messages("en"));
   * analysis.document.chapters.length; // the chapters of book.md; sha256 of its bytes
   * ```
   */
  async get(path: string, settings: CorpusSettings, m: Messages): Promise<CachedAnalysis> {
    // The stamp is taken before the read: a change during the read makes the next stamp differ.
    const stamp = stampOf(path, await Deno.stat(path));
    const settingsKey = JSON.stringify(settings);
    const entry = this.#entry;
    const same = entry !== null && entry.settingsKey === settingsKey &&
      entry.result.path === path;
    if (same && entry.stamp === stamp) return entry.result;
    const file = await this.#read(path);
    if (same && entry.result.sha256 === file.sha256) {
      this.#entry = { ...entry, stamp };
      return entry.result;
    }
    const analysis = this.#analyze(decodeUtf8(file.bytes, path, m), settings);
    const result = { path, sha256: file.sha256, analysis };
    this.#entry = { stamp, settingsKey, result };
    return result;
  }

  /**
   * Forgets the cached Analysis (the next {@linkcode AnalysisCache.get} reads and analyses;
   * chapters whose prose and tokenising settings are unchanged still come from the memo).
   *
   * @example
   * ```ts
   * const cache = new AnalysisCache();
   * cache.clear(); // nothing cached now
   * ```
   */
  clear(): void {
    // The chapter memo stays: its entries are exact for any text, so they only save time.
    this.#entry = null;
  }
}
