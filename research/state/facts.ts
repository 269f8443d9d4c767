/**
 * The archive-wide facts the status overview shows — identity, head, counts of sources,
 * versions, passages and records of each kind, the torn tail — from the materialised state
 * (`current.ts`) or from a replay, counted alike: sources, versions and passages as a replay
 * holds them (`meta`'s counters follow `applyCommits`), each record once whatever its
 * revisions.
 *
 * @module
 */

import type { LoadedArchive } from "../store/load.ts";
import type { Manifest } from "../store/manifest.ts";
import type { ArchivePaths } from "../store/paths.ts";
import type { AuthoredKind } from "../types.ts";
import { readCurrentState, type StateReadOptions } from "./current.ts";

/** What the status overview says about an archive, from one read. */
export interface ArchiveFacts {
  readonly manifest: Manifest;
  readonly snapshot: string | null;
  readonly title: string;
  readonly language: string;
  readonly commits: number;
  readonly sources: number;
  readonly versions: number;
  readonly passages: number;
  /** Records of each kind (kinds without records are absent). */
  readonly records: Readonly<Partial<Record<AuthoredKind, number>>>;
  readonly tornBytes: number;
}

/**
 * The facts of a replayed archive.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * factsOfReplay(archive).commits === archive.state.commit; // true
 * ```
 */
export function factsOfReplay(a: LoadedArchive): ArchiveFacts {
  let passages = 0;
  for (const v of a.state.versions.values()) passages += v.passage_ids.length;
  const records: Partial<Record<AuthoredKind, number>> = {};
  for (const r of a.state.records.values()) records[r.kind] = (records[r.kind] ?? 0) + 1;
  return {
    manifest: a.manifest,
    snapshot: a.state.head,
    title: a.state.init.title,
    language: a.state.init.language,
    commits: a.state.commit,
    sources: a.state.sources.size,
    versions: a.state.versions.size,
    passages,
    records,
    tornBytes: a.tornBytes,
  };
}

/**
 * The facts from the materialised state, or null when the state cannot answer (then replay:
 * {@linkcode factsOfReplay}).
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * (await stateFacts(archivePaths("/tmp/ledger")))?.commits; // the log's last commit
 * ```
 */
export function stateFacts(
  paths: ArchivePaths,
  options: StateReadOptions = {},
): Promise<ArchiveFacts | null> {
  return readCurrentState(paths, ({ db, manifest, meta, tornBytes }) => {
    const init = JSON.parse(meta.init) as { title: string; language: string };
    const records: Partial<Record<AuthoredKind, number>> = {};
    const rows = db.prepare("SELECT kind, count(*) AS n FROM records GROUP BY kind").all() as {
      kind: AuthoredKind;
      n: number;
    }[];
    for (const row of rows) records[row.kind] = row.n;
    return {
      manifest,
      snapshot: meta.sha256,
      title: init.title,
      language: init.language,
      commits: meta.commit_no,
      sources: meta.sources,
      versions: meta.versions,
      passages: meta.passages,
      records,
      tornBytes,
    };
  }, options);
}
