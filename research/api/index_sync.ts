/**
 * Keeping the derived search index (`index/search.sqlite`) in step with the log. The index is
 * never the truth: it records the commit it reflects, a read compares that with the log's
 * head (read from the tail, without parsing the log), and only when it is behind are the
 * missing commits replayed and applied in one transaction. `--strict` refuses a stale index
 * instead of refreshing it. A missing, foreign or damaged index is rebuilt from the log. What
 * a search verifies is what every read verifies (`store/head_mark.ts`): the log must still
 * hold the acknowledged head; lines up to it are trusted, lines after it are verified before
 * the index answers. The first open in a process sweeps temp files of killed index builds
 * (`search/build_temps.ts`).
 *
 * This module is on the start-up path of a fresh `svc research search`, so it holds only the
 * check that the index is current; catching up and rebuilding live in `index_rebuild.ts`,
 * imported when needed.
 *
 * @module
 */

import { type IndexState, openIndex, type SearchIndex, StaleIndexError } from "../search/index.ts";
import { sweepBuildTemps } from "../search/build_temps.ts";
import { refuseWriteFault } from "../store/fs_errors.ts";
import { checkHeadMark } from "../store/head_mark.ts";
import { readHead, readHeadHash } from "../store/log.ts";
import { readManifest } from "../store/manifest.ts";
import type { ArchivePaths } from "../store/paths.ts";
import { keyedValue, processingError } from "../keyed_errors.ts";

/**
 * The index's state, or null when it is missing or unusable. Never writes.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * indexState(archivePaths("/tmp/ledger"))?.commit; // the commit the index reflects
 * ```
 */
export function indexState(paths: ArchivePaths): IndexState | null {
  try {
    const index = openIndex(paths.index, { readonly: true });
    try {
      return index.state();
    } finally {
      index.close();
    }
  } catch (e) {
    if (e instanceof StaleIndexError) return null;
    throw e;
  }
}

/** An index that reflects the log's head. */
export interface CurrentIndex {
  readonly index: SearchIndex;
  /** Done with the index: closes a read-only (`strict`) handle, keeps a cached one open. */
  release(): void;
  readonly project_id: string;
  readonly snapshot: string;
  readonly commit: number;
}

/**
 * Opens the index and brings it up to the log's head (or refuses, with `strict`).
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const current = await currentIndex(archivePaths("/tmp/ledger"), { strict: false });
 * current.snapshot.length; // 64 (the log's head)
 * current.release();
 * ```
 */
export async function currentIndex(
  paths: ArchivePaths,
  options: { strict?: boolean } = {},
): Promise<CurrentIndex> {
  const found = await refuseWriteFault(
    paths,
    () => currentIndexUncached(paths, options),
    keyedValue("fault.index_not_current"),
  );
  if (options.strict) return { ...found, release: () => found.index.close() };
  const cached = OPEN.get(paths.index);
  if (cached !== found.index) {
    cached?.close();
    OPEN.set(paths.index, found.index);
  }
  return { ...found, release: () => {} };
}

/**
 * Writable index handles kept open per index path: opening SQLite and reading its schema is
 * most of an in-process search's time. A handle notices a file renamed over it (`reindex`
 * from another process) and reopens by itself.
 */
const OPEN = new Map<string, SearchIndex>();

/** The index file's name in `index/` (`ArchivePaths.index`). */
const INDEX_NAME = "search.sqlite";

async function currentIndexUncached(
  paths: ArchivePaths,
  options: { strict?: boolean },
): Promise<Omit<CurrentIndex, "release">> {
  const manifest = await readManifest(paths);
  // Like every read: refuse a log that lost acknowledged commits, trust it up to the mark.
  const mark = await checkHeadMark(paths);
  const headHash = await readHeadHash(paths.log);
  if (!headHash) {
    throw processingError("api.archive_has_empty", { root: paths.root });
  }
  let index: SearchIndex | null = null;
  if (!options.strict && !OPEN.has(paths.index)) {
    await Deno.mkdir(paths.indexDir, { recursive: true });
    // The first open in a process also removes what killed index builds left behind.
    sweepBuildTemps(paths.indexDir, INDEX_NAME);
  }
  try {
    index = (options.strict ? undefined : OPEN.get(paths.index)) ??
      openIndex(paths.index, { projectId: manifest.project_id, readonly: options.strict });
    const st = index.state();
    // The hash commits to the commit number: equal hashes mean the index is current.
    if (st && st.sha256 === headHash) {
      if (headHash !== mark?.sha256) {
        // Lines after the verified-through mark (a writer killed before it moved the mark, or
        // an archive without one): verify them as every other read does before answering.
        const { loadArchive } = await import("./index_rebuild.ts");
        await loadArchive(paths);
      }
      return { index, project_id: manifest.project_id, snapshot: headHash, commit: st.commit };
    }
    if (options.strict) {
      const head = await readHead(paths.log);
      throw processingError("api.search_index_behind", {
        commit: st?.commit ?? "none",
        commit2: String(head?.commit),
      });
    }
    // The index is behind: only now load the log reader and the index writer (the write
    // side pulls in node:path, whose Node compatibility layer costs a fresh search ~15 ms).
    const { loadArchive, rebuild, batchesSince } = await import("./index_rebuild.ts");
    const archive = await loadArchive(paths);
    if (
      st && (st.commit > archive.state.commit || archive.state.hashes[st.commit - 1] !== st.sha256)
    ) {
      index.close();
      OPEN.delete(paths.index);
      index = null;
      await rebuild(archive);
    } else {
      index.apply(await batchesSince(archive, st?.commit ?? 0));
    }
    index ??= openIndex(paths.index, { projectId: manifest.project_id });
    return {
      index,
      project_id: manifest.project_id,
      snapshot: archive.state.head!,
      commit: archive.state.commit,
    };
  } catch (e) {
    index?.close();
    OPEN.delete(paths.index);
    if (e instanceof StaleIndexError && !options.strict) {
      const { loadArchive, rebuild } = await import("./index_rebuild.ts");
      const archive = await loadArchive(paths);
      await rebuild(archive);
      return {
        index: openIndex(paths.index, { projectId: manifest.project_id }),
        project_id: manifest.project_id,
        snapshot: archive.state.head!,
        commit: archive.state.commit,
      };
    }
    if (e instanceof StaleIndexError) {
      throw processingError("api.search_index_used", { reason: e.reason });
    }
    throw e;
  }
}
