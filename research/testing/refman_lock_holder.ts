/**
 * Holds a Zotero database the way a running Zotero does, in a child process: it opens the
 * database in a journal mode (`wal`; `rollback`, whose `-journal` file stays while the lock is
 * held; `memory`, which leaves no journal file, so only the lock itself shows), sets
 * `locking_mode=EXCLUSIVE`, commits one write (which takes the lock for good and, in WAL
 * mode, leaves that write in the `-wal` file only), prints `held`, and keeps everything
 * until its stdin closes.
 *
 * As a program: `deno run -A lock_holder.ts DB (wal|rollback|memory) SQL`.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";

/** A running holder. */
export interface LockHolder {
  /** Closes the holder's stdin and waits for it to close the database and exit. */
  release(): Promise<void>;
}

/**
 * Starts a holder on `db` and waits until it holds the lock.
 *
 * @example
 * ```ts
 * import { zoteroDataDir } from "./refman_bundle_fixture.ts";
 * const { dir } = await zoteroDataDir(await Deno.makeTempDir());
 * const holder = await holdLocked(`${dir}/zotero.sqlite`, "wal", "UPDATE items SET version = 7");
 * try {
 *   await Deno.lstat(`${dir}/zotero.sqlite-wal`); // exists while the lock is held
 * } finally {
 *   await holder.release();
 * }
 * ```
 */
export async function holdLocked(
  db: string,
  mode: "wal" | "rollback" | "memory",
  sql: string,
): Promise<LockHolder> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(import.meta.url).pathname, db, mode, sql],
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.getReader();
  let seen = "";
  while (!seen.includes("held")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("The lock holder exited before it held the database");
    seen += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return {
    release: async () => {
      await child.stdin.close();
      await child.stdout.cancel();
      const status = await child.status;
      if (!status.success) throw new Error(`The lock holder failed (${status.code})`);
    },
  };
}

if (import.meta.main) {
  const [path, mode, sql] = Deno.args;
  const db = new DatabaseSync(path);
  if (mode === "wal") db.exec("PRAGMA journal_mode=WAL");
  if (mode === "memory") db.exec("PRAGMA journal_mode=MEMORY");
  db.exec("PRAGMA locking_mode=EXCLUSIVE");
  db.exec(sql);
  console.log("held");
  for await (const _ of Deno.stdin.readable) {
    // Hold until the parent closes stdin.
  }
  db.close();
}
