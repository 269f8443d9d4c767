/**
 * Opens a Zotero data directory's `zotero.sqlite` for reading without ever writing to the
 * author's files.
 *
 * - A database in rollback-journal mode with no `-journal` beside it is opened read-only in
 *   place (a read-only connection to such a file creates nothing).
 * - Everything else is read from a private copy in a temporary folder: a database that
 *   Zotero holds locked (SQLITE_BUSY/SQLITE_LOCKED on the first read), one in WAL mode (a
 *   read-only connection to a WAL database creates `-wal` and `-shm` files beside it, which
 *   would be writes into the author's folder), and one with a `-wal` or `-journal` beside it
 *   (a hot journal must be replayed, which is a write). The copy takes `zotero.sqlite` and
 *   whichever of `-wal` and `-journal` exist, so that the copy sees every committed
 *   transaction; SQLite replays them into the copy when it opens it.
 * - `immutable=1` is never used: it makes SQLite ignore the WAL and silently miss recent
 *   items.
 *
 * A copy is only trusted when no file changed while it was taken (size and modification
 * time before and after); otherwise it is taken again, up to three times. The copy is removed
 * when the reader closes.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { ProcessingError } from "../../src/errors.ts";
import { messageOf, processingError } from "../keyed_errors.ts";

/** The database file's name inside a Zotero data directory. */
export const DATABASE_FILE = "zotero.sqlite";

/** How long a read waits for a busy database before the copy is taken instead. */
const BUSY_WAIT_MS = 250;
const COPY_ATTEMPTS = 3;
const SIDECARS = ["-wal", "-journal"] as const;

/** An open Zotero database. */
export interface OpenedDatabase {
  readonly db: DatabaseSync;
  /** Why a private copy was read, or null when the original was opened read-only. */
  readonly copyReason: string | null;
  /** The private copy's temporary folder (removed on close), or null. */
  readonly copyDir: string | null;
  /** Closes the connection and removes the private copy, if any. */
  close(): Promise<void>;
}

/**
 * Opens `<dataDir>/zotero.sqlite` (see the module doc).
 *
 * @example
 * ```ts
 * const { db, close } = await openZoteroDatabase("/tmp/Zotero");
 * try {
 *   db.prepare("SELECT count(*) AS n FROM items").get(); // { n: 42 } for 42 items
 * } finally {
 *   await close();
 * }
 * ```
 */
export async function openZoteroDatabase(dataDir: string): Promise<OpenedDatabase> {
  const path = join(dataDir, DATABASE_FILE);
  const header = await readHeader(path);
  const wal = header[18] === 2 || header[19] === 2;
  const sidecars: string[] = [];
  for (const s of SIDECARS) if (await exists(path + s)) sidecars.push(s);
  let reason: string;
  if (wal) reason = "the database is in WAL mode";
  else if (sidecars.length) reason = `a ${sidecars.join(" and ")} file is beside it`;
  else {
    const direct = tryReadOnly(path);
    if (direct.db) {
      const db = direct.db;
      return { db, copyReason: null, copyDir: null, close: () => Promise.resolve(db.close()) };
    }
    reason = direct.reason;
  }
  return await openCopy(path, reason);
}

async function readHeader(path: string): Promise<Uint8Array> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("refman.zotero_database", { path });
    }
    throw processingError("refman.read_zotero_database", { path, why: messageOf(e) });
  }
  try {
    const buf = new Uint8Array(100);
    let n = 0;
    while (n < buf.length) {
      const r = await file.read(buf.subarray(n));
      if (r === null) break;
      n += r;
    }
    if (n < 100 || new TextDecoder().decode(buf.subarray(0, 16)) !== "SQLite format 3\0") {
      throw processingError("refman.sqlite_database", { path });
    }
    return buf;
  } finally {
    file.close();
  }
}

function tryReadOnly(path: string): { db?: DatabaseSync; reason: string } {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    db.exec(`PRAGMA busy_timeout=${BUSY_WAIT_MS}`);
    db.prepare("SELECT count(*) FROM sqlite_master").get();
    return { db, reason: "" };
  } catch (e) {
    db?.close();
    const code = (e as { errcode?: number }).errcode;
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6): Zotero is running and holds the database.
    const reason = code === 5 || code === 6
      ? "Zotero holds the database locked"
      : `the database could not be opened in place (${(e as Error).message})`;
    return { reason };
  }
}

interface Stamp {
  readonly size: number;
  readonly mtime: number | null;
}

async function stamp(path: string): Promise<Stamp | null> {
  try {
    const info = await Deno.stat(path);
    return { size: info.size, mtime: info.mtime?.getTime() ?? null };
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}

async function stamps(path: string): Promise<(Stamp | null)[]> {
  return await Promise.all(["", ...SIDECARS].map((s) => stamp(path + s)));
}

const sameStamps = (a: (Stamp | null)[], b: (Stamp | null)[]) =>
  a.every((x, i) => x?.size === b[i]?.size && x?.mtime === b[i]?.mtime);

async function openCopy(path: string, reason: string): Promise<OpenedDatabase> {
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-" });
  const copy = join(dir, DATABASE_FILE);
  const cleanup = () => Deno.remove(dir, { recursive: true }).catch(() => {});
  try {
    let taken = false;
    for (let attempt = 0; attempt < COPY_ATTEMPTS && !taken; attempt++) {
      const before = await stamps(path);
      for (const [i, s] of ["", ...SIDECARS].entries()) {
        await Deno.remove(copy + s).catch(() => {});
        if (before[i] !== null) await copyFile(path + s, copy + s);
      }
      taken = sameStamps(before, await stamps(path));
    }
    if (!taken) {
      throw processingError("refman.zotero_kept_writing", { path });
    }
    // The copy is ours: SQLite may replay the WAL or journal into it.
    const db = new DatabaseSync(copy);
    try {
      db.prepare("SELECT count(*) FROM sqlite_master").get();
    } catch (e) {
      db.close();
      throw processingError("refman.read_copy_zotero", { path, why: messageOf(e) });
    }
    return {
      db,
      copyReason: reason,
      copyDir: dir,
      close: async () => {
        db.close();
        await cleanup();
      },
    };
  } catch (e) {
    await cleanup();
    if (e instanceof ProcessingError) throw e;
    throw processingError("refman.copy_zotero_database", { path, reason, why: messageOf(e) });
  }
}

/** Copies one file; the copy is made writable for SQLite's replay into it. */
async function copyFile(from: string, to: string): Promise<void> {
  await Deno.copyFile(from, to);
  if (Deno.build.os !== "windows") await Deno.chmod(to, 0o600);
}

async function exists(path: string): Promise<boolean> {
  return (await stamp(path)) !== null;
}
