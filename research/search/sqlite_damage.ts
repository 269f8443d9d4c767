/**
 * Telling a damaged SQLite file from other failures: the derived files (the search index, the
 * materialised state) are rebuilt when SQLite finds them corrupt or not a database at all,
 * while any other error is reported as it is.
 *
 * @module
 */

const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;

/**
 * SQLite's "corrupt" or "not a database"; `exec` errors carry no code, only the message.
 *
 * @example
 * ```ts
 * isSqliteDamage(new Error("file is not a database")); // true
 * isSqliteDamage(new Error("database is locked")); // false
 * ```
 */
export function isSqliteDamage(e: unknown): boolean {
  const code = (e as { errcode?: unknown } | null)?.errcode;
  if (typeof code === "number") return [SQLITE_CORRUPT, SQLITE_NOTADB].includes(code & 0xff);
  return e instanceof Error &&
    /^(file is not a database|database disk image is malformed)/.test(e.message);
}
