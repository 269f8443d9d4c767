/**
 * Catching the derived search index up with the log, and rebuilding it: the batches of every
 * commit after the one the index holds, read from the log and the text objects. Imported
 * lazily by `index_sync.ts` (only when the index is behind) and by `reindex`.
 *
 * @module
 */

import { CodePointText } from "../code_points.ts";
import { buildIndexFile } from "../search/build.ts";
import type { IndexBatch, IndexedPassage, IndexedRecord, IndexState } from "../search/index.ts";
import { keyedValue } from "../keyed_errors.ts";
import { refuseWriteFault } from "../store/fs_errors.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { getObject } from "../store/objects.ts";
import { archivePaths } from "../store/paths.ts";
import { rebuildState } from "../state/current.ts";
import type { RevisionState } from "../store/state.ts";

export { loadArchive };

/**
 * Rebuilds the index from the log into a fresh file renamed into place.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const state = await rebuild(await loadArchive(archivePaths("/tmp/ledger")));
 * state?.commit; // the log's last commit
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
 * import { archivePaths } from "../store/paths.ts";
 * const archive = await loadArchive(archivePaths("/tmp/ledger"));
 * const batches = await batchesSince(archive, 3);
 * batches.map((b) => b.commit); // [4, 5, …] up to archive.state.commit
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
        ...(p.page_end !== undefined ? { page_end: p.page_end } : {}),
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

/**
 * Rebuilds the search index and the materialised state (`research/state/`) from the log (each
 * a fresh file renamed into place).
 *
 * @example
 * ```ts
 * const receipt = await reindex("/tmp/ledger");
 * receipt.schema; // "research-reindex-local/1"
 * ```
 */
export async function reindex(root: string): Promise<Record<string, unknown>> {
  const archive = await loadArchive(archivePaths(root));
  const t0 = performance.now();
  const state = await refuseWriteFault(
    archive.paths,
    () => rebuild(archive),
    keyedValue("fault.index_not_rebuilt"),
  );
  // The materialised state is derived from the log too: reindex rebuilds both.
  await refuseWriteFault(
    archive.paths,
    () => rebuildState(archive.paths),
    keyedValue("fault.state_not_rebuilt"),
  );
  let passages = 0;
  for (const v of archive.state.versions.values()) passages += v.passage_ids.length;
  return {
    schema: "research-reindex-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    commit: state?.commit ?? null,
    passages,
    ms: Math.round(performance.now() - t0),
  };
}
