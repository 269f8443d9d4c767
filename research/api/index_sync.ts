/**
 * Keeping the derived search index (`index/search.sqlite`) in step with the log. The index is
 * never the truth: it records the commit it reflects, a read compares that with the log's
 * head (read from the tail, without parsing the log), and only when it is behind are the
 * missing commits replayed and applied in one transaction. `--strict` refuses a stale index
 * instead of refreshing it. A missing, foreign or damaged index is rebuilt from the log.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import { CodePointText } from "../code_points.ts";
import {
  buildIndexFile,
  type IndexBatch,
  type IndexedPassage,
  type IndexedRecord,
  type IndexState,
  openIndex,
  type SearchIndex,
  StaleIndexError,
} from "../search/index.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { readHead, readHeadHash } from "../store/log.ts";
import { readManifest } from "../store/manifest.ts";
import { getObject } from "../store/objects.ts";
import type { ArchivePaths } from "../store/paths.ts";
import type { RevisionState } from "../store/state.ts";

/**
 * The index's state, or null when it is missing or unusable. Never writes.
 *
 * @example
 * ```ts
 * // (await indexState(paths))?.commit
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
 * // const { index, snapshot } = await currentIndex(paths, { strict: false });
 * ```
 */
export async function currentIndex(
  paths: ArchivePaths,
  options: { strict?: boolean } = {},
): Promise<CurrentIndex> {
  const found = await currentIndexUncached(paths, options);
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

async function currentIndexUncached(
  paths: ArchivePaths,
  options: { strict?: boolean },
): Promise<Omit<CurrentIndex, "release">> {
  const manifest = await readManifest(paths);
  const headHash = await readHeadHash(paths.log);
  if (!headHash) {
    throw new ProcessingError(
      `The archive in "${paths.root}" has an empty log (run: svc research audit)`,
    );
  }
  let index: SearchIndex | null = null;
  if (!options.strict && !OPEN.has(paths.index)) {
    await Deno.mkdir(paths.indexDir, { recursive: true });
  }
  try {
    index = (options.strict ? undefined : OPEN.get(paths.index)) ??
      openIndex(paths.index, { projectId: manifest.project_id, readonly: options.strict });
    const st = index.state();
    // The hash commits to the commit number: equal hashes mean the index is current.
    if (st && st.sha256 === headHash) {
      return { index, project_id: manifest.project_id, snapshot: headHash, commit: st.commit };
    }
    if (options.strict) {
      const head = await readHead(paths.log);
      throw new ProcessingError(
        `The search index is behind the archive (commit ${
          st?.commit ?? "none"
        } of ${head?.commit}); ` +
          "run: svc research reindex, or search without --strict",
      );
    }
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
      throw new ProcessingError(
        `The search index cannot be used (${e.reason}); run: svc research reindex`,
      );
    }
    throw e;
  }
}

/**
 * Rebuilds the index from the log into a fresh file renamed into place.
 *
 * @example
 * ```ts
 * // await rebuild(await loadArchive(paths));
 * ```
 */
export async function rebuild(archive: LoadedArchive): Promise<IndexState | null> {
  const batches = await batchesSince(archive, 0);
  return await buildIndexFile(archive.paths.index, batches, {
    projectId: archive.manifest.project_id,
  });
}

/**
 * One batch per commit after `commit` (the index refuses gaps), each with the passages that
 * commit added and the versions its tombstones withdrew or purged (`removeVersions`). Images
 * have no text and no passages and are never indexed; nor is a version that is withdrawn or
 * purged by now (tombstones are final, and a purged text can no longer be read).
 *
 * @example
 * ```ts
 * // index.apply(await batchesSince(archive, 3));
 * ```
 */
export async function batchesSince(archive: LoadedArchive, commit: number): Promise<IndexBatch[]> {
  const byCommit = new Map<number, IndexedPassage[]>();
  const removed = new Map<number, string[]>();
  for (const [versionId, list] of archive.state.tombstones) {
    for (const t of list) {
      if (t.commit <= commit) continue;
      removed.set(t.commit, [...(removed.get(t.commit) ?? []), versionId]);
    }
  }
  for (const v of archive.state.versions.values()) {
    if (v.commit <= commit || !v.text || archive.state.tombstones.has(v.version_id)) continue;
    const text = new CodePointText(
      new TextDecoder().decode(await getObject(archive.paths, v.text)),
    );
    const list = byCommit.get(v.commit) ?? [];
    byCommit.set(v.commit, list);
    for (const id of v.passage_ids) {
      const p = archive.state.passages.get(id)!;
      list.push({
        passage_id: p.passage_id,
        source_id: p.source_id,
        version_id: p.version_id,
        version: v.version,
        title: v.title,
        page: p.page,
        ordinal: p.ordinal,
        start: p.start,
        end: p.end,
        sha256: p.sha256,
        text: text.slice(p.start, p.end),
      });
    }
  }
  const records = new Map<number, IndexedRecord[]>();
  for (const r of archive.state.records.values()) {
    if (r.kind !== "dossier" && r.kind !== "claim" && r.kind !== "decision") continue;
    for (const rev of r.revisions) {
      if (rev.commit <= commit) continue;
      const list = records.get(rev.commit) ?? [];
      records.set(rev.commit, list);
      list.push(indexedRecord(r.kind, rev));
    }
  }
  const batches: IndexBatch[] = [];
  for (let n = commit + 1; n <= archive.state.commit; n++) {
    batches.push({
      commit: n,
      sha256: archive.state.hashes[n - 1],
      passages: byCommit.get(n) ?? [],
      records: records.get(n) ?? [],
      ...(removed.has(n) ? { removeVersions: removed.get(n) } : {}),
    });
  }
  return batches;
}

/** What search indexes of an authored revision: its title and its main text. */
function indexedRecord(kind: IndexedRecord["kind"], rev: RevisionState): IndexedRecord {
  const r = rev.record;
  const body = kind === "dossier"
    ? String(r.body)
    : kind === "claim"
    ? [r.statement, r.time_period].filter((x) => x != null).join("\n")
    : String(r.rationale);
  return { kind, record_id: rev.record_id, revision: rev.revision, title: String(r.title), body };
}
