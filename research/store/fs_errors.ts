/**
 * Writes the file system refuses. A read-only archive (a write-protected copy, a read-only
 * mount, a folder of another user) refuses with EACCES, EPERM or EROFS — or, for the search
 * index, SQLite's "readonly database"; a full disk with ENOSPC (SQLite: "database or disk is
 * full"), a used-up quota with EDQUOT, a file-size limit (`ulimit -f`; the CLI turns its
 * SIGXFSZ into this error) with EFBIG, a failing device with EIO (SQLite: "disk I/O error",
 * which is also what it makes of EFBIG). Raw, those read "Unexpected failure: File too large
 * (os error 27)"; the write steps of the store run through {@linkcode refuseWriteFault}, which
 * turns them into one line that says what is wrong and what to do. Anything else passes
 * unchanged. {@linkcode describeWriteFault} gives the same words to writes outside the
 * archive (an export's bundle).
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import type { ArchivePaths } from "./paths.ts";
import type { MessageRef } from "../../src/errors.ts";
import { keyedArgs, keyedValue } from "../keyed_errors.ts";

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
  consequence: string | FaultText = keyedValue("fault.nothing_written"),
): ProcessingError {
  const why = (e instanceof Error ? e.message : String(e)).split("\n")[0];
  return new ProcessingError(
    ...keyedArgs(
      "store.archive_read_only",
      { root: paths.root, why, consequence, dir: paths.dir },
      { cause: e },
    ),
  );
}

/** How a write was refused: {@linkcode writeFaultKind}. */
export type WriteFaultKind = "read-only" | "file-size-limit" | "disk-full" | "quota" | "io";

/**
 * How the file system (or SQLite) refused a write, or null when `e` is no such refusal.
 * `folder` is passed on to {@linkcode isReadOnlyError}.
 *
 * @example
 * ```ts
 * writeFaultKind(new Error("File too large (os error 27)")); // "file-size-limit"
 * writeFaultKind(new Error("database or disk is full")); // "disk-full"
 * writeFaultKind(new Deno.errors.NotFound("gone")); // null
 * ```
 */
export function writeFaultKind(e: unknown, folder?: string): WriteFaultKind | null {
  if (isReadOnlyError(e, folder)) return "read-only";
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : "";
  if (code === "EFBIG" || /^File too large|\(os error 27\)/.test(message)) {
    return "file-size-limit";
  }
  if (
    code === "ENOSPC" || /^No space left on device|^database or disk is full/.test(message)
  ) return "disk-full";
  if (code === "EDQUOT" || /^Disk quota exceeded/.test(message)) return "quota";
  if (code === "EIO" || /^Input\/output error|^disk I\/O error/.test(message)) return "io";
  return null;
}

/**
 * The soft file-size limit of this process in bytes (`ulimit -f`, from `/proc/self/limits`),
 * or null when there is none or it cannot be read.
 */
function fileSizeLimit(): number | null {
  try {
    const m = /^Max file size\s+(\d+)\s/m.exec(Deno.readTextFileSync("/proc/self/limits"));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** A reason, an advice or a consequence: its English text and its catalogue key. */
export type FaultText = { readonly text: string; readonly ref: MessageRef };

/**
 * What was wrong with a refused write and what to do about it, in words, or null when `e` is
 * no refusal ({@linkcode writeFaultKind}). A file-size limit names its size when the system
 * tells it; SQLite reports a refused write as "disk I/O error" whatever the cause, so that
 * reason names the limit when one is set.
 *
 * @example
 * ```ts
 * describeWriteFault(new Error("No space left on device (os error 28)"));
 * // { kind: "disk-full", reason: "the disk is full", advice: "free some space, then try again" }
 * ```
 */
export function describeWriteFault(
  e: unknown,
  folder?: string,
): { kind: WriteFaultKind; reason: string; advice: string } | null {
  const fault = keyedWriteFault(e, folder);
  if (fault === null) return null;
  return { kind: fault.kind, reason: fault.reason.text, advice: fault.advice.text };
}

/**
 * {@linkcode describeWriteFault} with the catalogue key of the reason and the advice (the
 * `fault.*` keys), so an error made of them is worded in the interface language.
 *
 * @example
 * ```ts
 * keyedWriteFault(new Error("No space left on device (os error 28)"))?.reason.ref.key;
 * // "fault.full_reason"
 * ```
 */
export function keyedWriteFault(
  e: unknown,
  folder?: string,
): { kind: WriteFaultKind; reason: FaultText; advice: FaultText } | null {
  const kind = writeFaultKind(e, folder);
  if (kind === null) return null;
  const limit = kind === "file-size-limit" || kind === "io" ? fileSizeLimit() : null;
  const fault = (reason: FaultText, advice: FaultText) => ({ kind, reason, advice });
  switch (kind) {
    case "read-only":
      return fault(keyedValue("fault.read_only_reason"), keyedValue("fault.read_only_advice"));
    case "file-size-limit":
      return fault(
        limit === null
          ? keyedValue("fault.size_reason")
          : keyedValue("fault.size_reason_limit", { limit }),
        keyedValue("fault.size_advice"),
      );
    case "disk-full":
      return fault(keyedValue("fault.full_reason"), keyedValue("fault.full_advice"));
    case "quota":
      return fault(keyedValue("fault.quota_reason"), keyedValue("fault.quota_advice"));
    case "io":
      return fault(
        limit === null
          ? keyedValue("fault.io_reason")
          : keyedValue("fault.io_reason_limit", { limit }),
        keyedValue("fault.io_advice"),
      );
  }
}

/**
 * The one-line error for a write to the archive that the file system refused or failed to
 * make ({@linkcode describeWriteFault}): {@linkcode readOnlyArchiveError} for a read-only
 * archive, else what stopped it and what to do. Null for any other error.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * archiveWriteFaultError(archivePaths("/tmp/ledger"), new Error("File too large (os error 27)"))
 *   ?.message; // 'The archive in "/tmp/ledger" could not be written: a file would grow past …'
 * ```
 */
export function archiveWriteFaultError(
  paths: ArchivePaths,
  e: unknown,
  consequence: string | FaultText = keyedValue("fault.nothing_written"),
): ProcessingError | null {
  const fault = keyedWriteFault(e, paths.indexDir);
  if (fault === null) return null;
  if (fault.kind === "read-only") return readOnlyArchiveError(paths, e, consequence);
  const why = (e instanceof Error ? e.message : String(e)).split("\n")[0];
  return new ProcessingError(
    ...keyedArgs("store.archive_could", {
      root: paths.root,
      reason: fault.reason,
      why,
      consequence,
      advice: fault.advice,
    }, { cause: e }),
  );
}

/**
 * Runs one write step of the store (or of the search index); a refused write (read-only, no
 * space, a file-size limit, a failing disk) becomes {@linkcode archiveWriteFaultError} with
 * `consequence` (default "nothing was written"; a keyed one is worded in the interface
 * language), anything else propagates unchanged.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * await refuseWriteFault(paths, () => Deno.writeTextFile(`${paths.tmp}/probe`, "x"));
 * ```
 */
export async function refuseWriteFault<T>(
  paths: ArchivePaths,
  step: () => Promise<T>,
  consequence?: string | FaultText,
): Promise<T> {
  try {
    return await step();
  } catch (e) {
    throw archiveWriteFaultError(paths, e, consequence) ?? e;
  }
}
