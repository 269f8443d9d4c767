/**
 * A read-only archive (a write-protected copy, a read-only mount, a folder of another user)
 * refuses writes with EACCES, EPERM or EROFS — or, for the search index, SQLite's "readonly
 * database". Raw, those read "Unexpected failure: Permission denied (os error 13): open
 * '…/LOCK'"; the write steps of the store run through {@linkcode refuseReadOnly}, which turns
 * them into one line that says what is wrong and what to do. Anything else passes unchanged.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import type { ArchivePaths } from "./paths.ts";

/** SQLite's result codes for a write to a read-only database and a file it cannot open. */
const SQLITE_READONLY = 8;
const SQLITE_CANTOPEN = 14;

/**
 * True when `e` is the file system (or SQLite) refusing a write for lack of permission or
 * because the file system is mounted read-only. SQLite cannot say why it could not open or
 * create a database file ("unable to open database file"); with `folder` (where it tried), a
 * folder this process cannot write to decides.
 *
 * @example
 * ```ts
 * isReadOnlyError(Object.assign(new Error("Read-only file system (os error 30)"), { code: "EROFS" }));
 * // true
 * isReadOnlyError(new Deno.errors.NotFound("gone")); // false
 * ```
 */
export function isReadOnlyError(e: unknown, folder?: string): boolean {
  if (e instanceof Deno.errors.PermissionDenied) return true;
  const code = (e as { code?: unknown } | null)?.code;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") return true;
  const sqlite = (e as { errcode?: unknown } | null)?.errcode;
  if (sqlite === SQLITE_READONLY) return true;
  const cantOpen = sqlite === SQLITE_CANTOPEN ||
    (e instanceof Error && /^unable to open database file/.test(e.message));
  return cantOpen && folder !== undefined && !folderWritable(folder);
}

/** Whether a new file can be made in `folder` (made and removed again). */
function folderWritable(folder: string): boolean {
  const probe = `${folder}/.svc-write-probe-${crypto.randomUUID()}`;
  try {
    Deno.openSync(probe, { write: true, createNew: true }).close();
  } catch {
    return false;
  }
  Deno.removeSync(probe);
  return true;
}

/**
 * The one-line error for a write the archive's file system refused.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * readOnlyArchiveError(archivePaths("/mnt/backup/ledger"), new Deno.errors.PermissionDenied("…"))
 *   .message; // 'The archive in "/mnt/backup/ledger" is read-only (…); nothing was written; …'
 * ```
 */
export function readOnlyArchiveError(
  paths: ArchivePaths,
  e: unknown,
  consequence = "nothing was written",
): ProcessingError {
  const why = (e instanceof Error ? e.message : String(e)).split("\n")[0];
  return new ProcessingError(
    `The archive in "${paths.root}" is read-only (${why}); ${consequence}; make ` +
      `"${paths.dir}" writable for you, or copy it elsewhere (svc research export, then ` +
      "svc research restore --from BUNDLE --to NEW_DIR) and work on the copy",
    { cause: e },
  );
}

/**
 * Runs one write step of the store (or of the search index); a read-only refusal becomes
 * {@linkcode readOnlyArchiveError} with `consequence` (default "nothing was written"), anything
 * else propagates unchanged.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * await refuseReadOnly(paths, () => Deno.writeTextFile(`${paths.tmp}/probe`, "x"));
 * ```
 */
export async function refuseReadOnly<T>(
  paths: ArchivePaths,
  step: () => Promise<T>,
  consequence?: string,
): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (isReadOnlyError(e, paths.indexDir)) throw readOnlyArchiveError(paths, e, consequence);
    throw e;
  }
}
