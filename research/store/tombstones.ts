/**
 * What tombstones mean for a source version and its objects (ARCHIVE.md "Purge and
 * withdraw"). A withdrawn version keeps its bytes; a purged one loses them, but only after
 * its tombstone is durable: the writer that appends a purge removes the objects under the
 * lock, and every later writer removes what a crash between the two steps left behind.
 *
 * Objects are content-addressed and shared: two versions with the same bytes (or the same
 * extracted text) name one object. An object is removed only when no version that is not
 * purged refers to it, so purging one version never takes bytes from another.
 *
 * Availability comes from the log: `purged` after any purge tombstone, else `withdrawn` after
 * a withdraw tombstone, else `available`. `missing` (no tombstone, no object) needs a look
 * at the disk and is decided by the readers that look ({@linkcode objectPresent}).
 *
 * @module
 */

import { syncDirectory } from "../../src/project/atomic_write.ts";
import type { ObjectRef, SourceVersionOp } from "../types.ts";
import { type ArchivePaths, objectPath } from "./paths.ts";
import type { ArchiveState } from "./state.ts";

/** Availability of a source version (SPEC 3 "research-image availability"). */
export type Availability = "available" | "withdrawn" | "purged" | "missing";

/**
 * The availability of a version as the log states it (`available`, `withdrawn`, `purged`).
 *
 * @example
 * ```ts
 * import { emptyState } from "./state.ts";
 * versionAvailability(emptyState(), "ver_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // "available"
 * ```
 */
export function versionAvailability(
  state: ArchiveState,
  versionId: string,
): Exclude<Availability, "missing"> {
  const list = state.tombstones.get(versionId);
  if (!list?.length) return "available";
  return list.some((t) => t.action === "purge") ? "purged" : "withdrawn";
}

/**
 * Every object a version refers to: its bytes, its extracted text (not for images) and its
 * attachments.
 *
 * @example
 * ```ts
 * import type { SourceVersionOp } from "../types.ts";
 * declare const v: SourceVersionOp; // a text source without attachments
 * versionObjects(v).length; // 2 (its bytes and its extracted text)
 * ```
 */
export function versionObjects(v: SourceVersionOp): ObjectRef[] {
  return [v.bytes, ...(v.text ? [v.text] : []), ...(v.attachments ?? [])];
}

/**
 * Hashes of the objects that versions not purged refer to (what must stay on disk).
 *
 * @example
 * ```ts
 * import { emptyState } from "./state.ts";
 * liveObjects(emptyState()).size; // 0
 * ```
 */
export function liveObjects(state: ArchiveState): Set<string> {
  const out = new Set<string>();
  for (const v of state.versions.values()) {
    if (versionAvailability(state, v.version_id) === "purged") continue;
    for (const ref of versionObjects(v)) out.add(ref.sha256);
  }
  return out;
}

/**
 * Hashes of the objects only purged versions refer to: expected absent from `objects/`.
 *
 * @example
 * ```ts
 * import { emptyState } from "./state.ts";
 * purgedObjects(emptyState()).size; // 0 (nothing purged)
 * ```
 */
export function purgedObjects(state: ArchiveState): Set<string> {
  const out = new Set<string>();
  let any = false;
  for (const list of state.tombstones.values()) {
    if (list.some((t) => t.action === "purge")) any = true;
  }
  if (!any) return out;
  const live = liveObjects(state);
  for (const [versionId, list] of state.tombstones) {
    if (!list.some((t) => t.action === "purge")) continue;
    const v = state.versions.get(versionId);
    if (!v) continue;
    for (const ref of versionObjects(v)) if (!live.has(ref.sha256)) out.add(ref.sha256);
  }
  return out;
}

/**
 * Whether the object `sha256` is on disk (a link check, no read).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * objectPresent(archivePaths("/tmp/ledger"), "0".repeat(64)); // false
 * ```
 */
export function objectPresent(paths: ArchivePaths, sha256: string): boolean {
  try {
    Deno.lstatSync(objectPath(paths, sha256));
    return true;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}

/**
 * The availability of a version as readers report it (`sources` and `cite` alike): `purged`
 * after a purge tombstone; else `missing` when any object the version refers to (its bytes,
 * its extracted text, its attachments) is not on disk — an audit error; else the log's
 * `withdrawn` or `available`.
 *
 * @example
 * ```ts
 * import { loadArchive } from "./load.ts";
 * import { archivePaths } from "./paths.ts";
 * const archive = await loadArchive(archivePaths("/tmp/ledger"));
 * const [versionId] = archive.state.versions.keys();
 * readerAvailability(archive.paths, archive.state, versionId); // "available"
 * ```
 */
export function readerAvailability(
  paths: ArchivePaths,
  state: ArchiveState,
  versionId: string,
): Availability {
  const fromLog = versionAvailability(state, versionId);
  const v = state.versions.get(versionId);
  if (!v) return "missing";
  if (fromLog === "purged") return fromLog;
  return versionObjects(v).every((ref) => objectPresent(paths, ref.sha256)) ? fromLog : "missing";
}

/**
 * Removes the objects of purged versions that are still on disk (after the purge's own
 * append, or left by a crash between a purge tombstone and its removal). Only a writer
 * holding the lock calls it. Returns the removed hashes.
 *
 * @example
 * ```ts
 * import { loadArchive } from "./load.ts";
 * import { archivePaths } from "./paths.ts";
 * const archive = await loadArchive(archivePaths("/tmp/ledger"));
 * await removePurgedObjects(archive.paths, archive.state); // [] when nothing was left
 * ```
 */
export async function removePurgedObjects(
  paths: ArchivePaths,
  state: ArchiveState,
): Promise<string[]> {
  const removed: string[] = [];
  const folders = new Set<string>();
  // `node:path` loads only when writing: importing it sets up Deno's Node compatibility layer,
  // 12–25 ms of every fresh read otherwise (`src/project/plain_path.ts`).
  const { dirname } = await import("node:path");
  for (const hash of purgedObjects(state)) {
    const path = objectPath(paths, hash);
    try {
      await Deno.remove(path);
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) continue;
      throw e;
    }
    removed.push(hash);
    folders.add(dirname(path));
  }
  for (const folder of folders) await syncDirectory(folder);
  return removed;
}
