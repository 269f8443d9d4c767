/**
 * Chapter results kept between analyses of the same manuscript, so that a long-running process
 * (the server) re-analyses only the chapters an edit touched.
 *
 * Everything the pipeline derives from one chapter's prose — tokens, sentences, dialogue, tense
 * and passive marks, punctuation — depends only on that prose and on the settings that shape
 * tokenising (the resolved language and `word_regex`); none of it depends on line numbers or on
 * the other chapters, except the type ids, which number the manuscript's types in the order
 * they first occur in the whole book. So an entry is keyed by the chapter's displayed prose
 * itself (the texts and list-dash marks of its paragraphs: a hash table keyed by the text, so
 * equal keys are equal texts, never a collision) and holds the chapter's tokens with
 * chapter-local form numbers; the pipeline renumbers them into the new analysis' vocabulary by
 * interning the chapter's distinct forms in first-occurrence order, which assigns exactly the
 * ids a fresh pass assigns. Per-type word classes and syllables are kept by folded word.
 * Whole-book figures are then computed from the assembled chapters as in a fresh analysis.
 *
 * Chapter entries live for one analysis: those the latest analysis did not use are dropped, so
 * the memo holds at most the chapters of the current text. Kept words are dropped once they far
 * outnumber the current vocabulary. Other tokenising settings clear both.
 *
 * @module
 */

import type { Chapter } from "../document/types.ts";
import type { ChapterText } from "./pipeline.ts";

/** One chapter's results without its type ids, with its tokens as chapter-local forms. */
export interface MemoChapter {
  /** The chapter's results; `chapter` and `ids` are replaced when reused. */
  readonly text: Omit<ChapterText, "chapter" | "ids" | "syllables" | "nominalizations">;
  /** The chapter's distinct written forms, in order of first occurrence. */
  readonly forms: readonly string[];
  /** Index into `forms` of each token. */
  readonly formOfToken: Int32Array;
}

/**
 * The memo (see the module doc). Pass one to `analyzeDocument` for every analysis of the same
 * manuscript; the results are byte-identical to analyses without it.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const memo = new ChapterMemo();
 * analyzeDocument("## One\n\nIt rained.\n\n## Two\n\nWe stayed in.", { language: "en" }, memo);
 * const again = analyzeDocument(
 *   "## One\n\nIt rained hard.\n\n## Two\n\nWe stayed in.",
 *   { language: "en" },
 *   memo,
 * );
 * memo.reused; // 1: chapter two came from the memo
 * ```
 */
export class ChapterMemo {
  #settingsKey: string | null = null;
  #chapters = new Map<string, MemoChapter>();
  #next = new Map<string, MemoChapter>();
  #lexicon = new Map<string, number>();
  #wordsAsked = 0;
  #reused = 0;

  /** Chapters the latest analysis took from the memo. */
  get reused(): number {
    return this.#reused;
  }

  /**
   * Starts one analysis whose tokenising settings are `settingsKey`; a key other than the
   * previous one forgets every entry.
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin(JSON.stringify(["en", null]));
   * ```
   */
  begin(settingsKey: string): void {
    if (settingsKey !== this.#settingsKey) {
      this.#chapters.clear();
      this.#lexicon.clear();
      this.#settingsKey = settingsKey;
    }
    this.#next = new Map();
    this.#wordsAsked = 0;
    this.#reused = 0;
  }

  /**
   * The entry of a chapter with the prose of `key`, if the previous analysis had one; it is
   * kept for the next analysis.
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin("en");
   * memo.take(chapterKey({ number: 1, title: "", headingLine: 1, endLine: 1, paragraphs: [],
   *   sceneBreaks: 0 })); // undefined: nothing analysed yet
   * ```
   */
  take(key: string): MemoChapter | undefined {
    const entry = this.#chapters.get(key) ?? this.#next.get(key);
    if (entry !== undefined) {
      this.#next.set(key, entry);
      this.#reused++;
    }
    return entry;
  }

  /**
   * Keeps a freshly computed chapter for the next analysis.
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin("en");
   * // memo.put(key, entry) after the pipeline has measured a chapter
   * ```
   */
  put(key: string, entry: MemoChapter): void {
    this.#next.set(key, entry);
  }

  /**
   * The packed lexicon entry of a folded word from an earlier analysis (word-class flags in
   * the low 8 bits, syllables above).
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin("en");
   * memo.word("rain"); // undefined until an analysis has seen "rain"
   * ```
   */
  word(folded: string): number | undefined {
    this.#wordsAsked++;
    return this.#lexicon.get(folded);
  }

  /**
   * Keeps the packed lexicon entry of a folded word for the next analysis.
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin("en");
   * memo.keepWord("rain", 1 << 8); // no flags, one syllable
   * ```
   */
  keepWord(folded: string, packed: number): void {
    this.#lexicon.set(folded, packed);
  }

  /**
   * Ends an analysis: the chapters it did not use are dropped, and so are the kept words once
   * they outnumber the latest vocabulary by far (words typed and deleted again).
   *
   * @example
   * ```ts
   * const memo = new ChapterMemo();
   * memo.begin("en");
   * memo.end();
   * ```
   */
  end(): void {
    this.#chapters = this.#next;
    this.#next = new Map();
    if (this.#lexicon.size > 2 * this.#wordsAsked + 10_000) this.#lexicon.clear();
  }

  /**
   * Forgets every entry.
   *
   * @example
   * ```ts
   * new ChapterMemo().clear();
   * ```
   */
  clear(): void {
    this.#settingsKey = null;
    this.#chapters.clear();
    this.#lexicon.clear();
  }
}

/**
 * The memo key of a chapter: what the pipeline reads of it (each paragraph's displayed text
 * and list-dash mark). Displayed text holds no line break, so the key is unambiguous.
 *
 * @example
 * ```ts
 * chapterKey({ number: 1, title: "One", headingLine: 1, endLine: 3, sceneBreaks: 0,
 *   paragraphs: [{ text: "It rained.", startLine: 3, endLine: 3, scene: 0 }] });
 * // "\u0000It rained."
 * ```
 */
export function chapterKey(chapter: Chapter): string {
  let key = "";
  for (let k = 0; k < chapter.paragraphs.length; k++) {
    const p = chapter.paragraphs[k];
    key += (k > 0 ? "\n" : "") + (p.listDash ? "\u0001" : "\u0000") + p.text;
  }
  return key;
}
