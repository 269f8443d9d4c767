/**
 * The archive one read of records needs, from the materialised state when it can answer
 * (`current.ts`): a `LoadedArchive` whose state is a slice (`slice.ts`) of the records asked
 * for, with the manifest, snapshot and torn-tail length of the same read. When the state
 * cannot answer, the log is replayed (`loadArchive`) and the whole state is returned: the views
 * run on either and answer alike.
 *
 * @module
 */

import { loadArchive, type LoadedArchive } from "../store/load.ts";
import type { ArchivePaths } from "../store/paths.ts";
import { readCurrentState, type StateReadOptions } from "./current.ts";
import { readSlice, type SliceOptions } from "./slice.ts";

/** Options of {@linkcode recordsArchive}. */
export interface RecordsArchiveOptions extends SliceOptions, StateReadOptions {}

/**
 * The archive for a read of the records `ids` (see the module doc).
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const archive = await recordsArchive(archivePaths("/tmp/ledger"), [id], { related: true });
 * archive.state.records.get(id)?.kind; // "claim" when the archive holds it
 * ```
 */
export async function recordsArchive(
  paths: ArchivePaths,
  ids: readonly string[],
  options: RecordsArchiveOptions,
): Promise<LoadedArchive> {
  const fromState = await readCurrentState(paths, (s) => ({
    paths,
    manifest: s.manifest,
    state: readSlice(s.db, s.meta, ids, options),
    validBytes: s.meta.log_bytes,
    tornBytes: s.tornBytes,
  }), options);
  return fromState ?? await loadArchive(paths);
}
