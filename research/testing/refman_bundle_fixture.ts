/**
 * Test fixtures for the reference-manager bundles: a small closed Zotero data directory (a
 * valid `zotero.sqlite` with a few of Zotero's tables, stored attachments under
 * `storage/<key>/`, and the things a backup must leave out), a child process that holds the
 * database locked the way a running Zotero does, and a recursive folder copy.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { dirname, join } from "node:path";
import { walkTree } from "../refman/bundle_files.ts";

/** What {@linkcode zoteroDataDir} made. */
export interface ZoteroFixture {
  /** The data directory. */
  readonly dir: string;
  /** A file outside the data directory that a link in `storage/` points at. */
  readonly outside: string;
  /** Paths (relative to `dir`) a backup must copy: the database and storage's regular files. */
  readonly included: readonly string[];
  /** Paths (relative to `dir`) a backup must leave out. */
  readonly excluded: readonly string[];
}

/**
 * Creates `<parent>/Zotero` as a closed Zotero data directory.
 *
 * @example
 * ```ts
 * const zotero = await zoteroDataDir(await Deno.makeTempDir());
 * zotero.included.includes("zotero.sqlite"); // true; `zotero.dir` ends in "/Zotero"
 * ```
 */
export async function zoteroDataDir(parent: string, rows = 3): Promise<ZoteroFixture> {
  const dir = join(parent, "Zotero");
  await Deno.mkdir(join(dir, "storage", "ABCD2345"), { recursive: true });
  const db = new DatabaseSync(join(dir, "zotero.sqlite"));
  db.exec(`
    CREATE TABLE libraries (libraryID INTEGER PRIMARY KEY, type TEXT NOT NULL, editable INT NOT NULL,
      filesEditable INT NOT NULL, version INT NOT NULL DEFAULT 0, storageVersion INT NOT NULL DEFAULT 0,
      lastSync INT NOT NULL DEFAULT 0, archived INT NOT NULL DEFAULT 0);
    CREATE TABLE items (itemID INTEGER PRIMARY KEY, itemTypeID INT NOT NULL,
      dateAdded TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, dateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
      clientDateModified TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, libraryID INT NOT NULL,
      key TEXT NOT NULL, version INT NOT NULL DEFAULT 0, synced INT NOT NULL DEFAULT 0,
      UNIQUE (libraryID, key));
    CREATE TABLE itemAttachments (itemID INTEGER PRIMARY KEY, parentItemID INT, linkMode INT,
      contentType TEXT, charsetID INT, path TEXT, syncState INT DEFAULT 0, storageModTime INT,
      storageHash TEXT, lastProcessedModificationTime INT);
    CREATE TABLE settings (setting TEXT, key TEXT, value, PRIMARY KEY (setting, key));
    INSERT INTO libraries VALUES (1, 'user', 1, 1, 0, 0, 0, 0);
    INSERT INTO settings VALUES ('account', 'localUserKey', 'Ab3dE5gH');
  `);
  const insertItem = db.prepare(
    "INSERT INTO items (itemID, itemTypeID, libraryID, key, version) VALUES (?, ?, 1, ?, ?)",
  );
  db.exec("BEGIN");
  for (let i = 0; i < rows; i++) insertItem.run(100 + i, 2, `ITEM${String(2345 + i)}`, i);
  insertItem.run(1, 3, "ABCD2345", 7);
  insertItem.run(2, 3, "EFGH6789", 8);
  insertItem.run(3, 3, "LINK2345", 9);
  db.exec("COMMIT");
  db.exec(`
    INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path)
      VALUES (1, 100, 0, 'application/pdf', 'storage:file.pdf'),
             (2, 101, 1, 'text/html', 'storage:page.html'),
             (3, 102, 2, 'application/pdf', '/home/anna/outside.pdf');
  `);
  db.close();
  await Deno.writeFile(
    join(dir, "storage", "ABCD2345", "file.pdf"),
    new TextEncoder().encode("%PDF-1.4\n% Łódź ledger scan\n%%EOF\n"),
  );
  await Deno.writeTextFile(join(dir, "storage", "ABCD2345", ".zotero-ft-cache"), "ledger scan\n");
  await Deno.mkdir(join(dir, "storage", "EFGH6789"));
  await Deno.writeTextFile(
    join(dir, "storage", "EFGH6789", "page.html"),
    "<html><body><p>Fire report</p></body></html>\n",
  );
  await Deno.mkdir(join(dir, "storage", "EMPTY234"));
  const outside = join(parent, "outside.pdf");
  await Deno.writeTextFile(outside, "%PDF-1.4\n% a linked file outside the library\n");
  await Deno.mkdir(join(dir, "storage", "LINK2345"));
  await Deno.symlink(outside, join(dir, "storage", "LINK2345", "outside.pdf"));
  await Deno.copyFile(join(dir, "zotero.sqlite"), join(dir, "zotero.sqlite.bak"));
  await Deno.mkdir(join(dir, "translators"));
  await Deno.writeTextFile(join(dir, "translators", "RIS.js"), "// translator\n");
  await Deno.mkdir(join(dir, "styles"));
  await Deno.writeTextFile(join(dir, "styles", "apa.csl"), "<style/>\n");
  await Deno.writeTextFile(join(dir, "manuscript.md"), "# A manuscript kept by mistake\n");
  return {
    dir,
    outside,
    included: [
      "storage/ABCD2345/.zotero-ft-cache",
      "storage/ABCD2345/file.pdf",
      "storage/EFGH6789/page.html",
      "zotero.sqlite",
    ],
    excluded: [
      "manuscript.md",
      "storage/LINK2345/outside.pdf",
      "styles/apa.csl",
      "translators/RIS.js",
      "zotero.sqlite.bak",
    ],
  };
}

/** A child process holding a database locked; `stop()` ends it. */
export interface LockHolder {
  stop(): Promise<void>;
}

/**
 * Starts a process that opens `database` like a running Zotero: `shared` takes SQLite's
 * exclusive locking mode and reads (a shared lock it never gives back), `exclusive` holds an
 * open `BEGIN EXCLUSIVE`. Resolves once the lock is held.
 *
 * @example
 * ```ts
 * import { assertClosed } from "../refman/backup.ts";
 * const { dir } = await zoteroDataDir(await Deno.makeTempDir());
 * const holder = await holdDatabase(`${dir}/zotero.sqlite`, "shared");
 * await assertClosed(`${dir}/zotero.sqlite`); // throws ProcessingError: the database is locked
 * await holder.stop();
 * ```
 */
export async function holdDatabase(
  database: string,
  mode: "shared" | "exclusive",
): Promise<LockHolder> {
  const code = `
    import { DatabaseSync } from "node:sqlite";
    const db = new DatabaseSync(${JSON.stringify(database)});
    if (${JSON.stringify(mode)} === "shared") {
      db.exec("PRAGMA locking_mode=EXCLUSIVE");
      db.prepare("SELECT count(*) FROM items").get();
    } else {
      db.exec("BEGIN EXCLUSIVE");
    }
    console.log("held");
    setTimeout(() => {}, 600000);
  `;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", code],
    stdout: "piped",
    stderr: "inherit",
    stdin: "null",
  }).spawn();
  const reader = child.stdout.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  if (!new TextDecoder().decode(value).includes("held")) {
    child.kill();
    throw new Error("The lock-holding process did not start");
  }
  return {
    async stop() {
      child.kill("SIGKILL");
      await child.status;
      await child.stdout.cancel();
    },
  };
}

/**
 * Copies the folder `from` to the new folder `to` (files and folders; links are recreated).
 *
 * @example
 * ```ts
 * const parent = await Deno.makeTempDir();
 * const { dir } = await zoteroDataDir(parent);
 * await copyTree(dir, `${parent}/Zotero-copy`); // `to` must not exist yet
 * ```
 */
export async function copyTree(from: string, to: string): Promise<void> {
  const tree = await walkTree(from);
  await Deno.mkdir(to);
  for (const d of tree.folders) await Deno.mkdir(join(to, d));
  for (const f of tree.files) await Deno.copyFile(join(from, f), join(to, f));
  for (const l of tree.links) {
    await Deno.mkdir(dirname(join(to, l)), { recursive: true });
    await Deno.symlink(await Deno.readLink(join(from, l)), join(to, l));
  }
}

/**
 * SHA-256 of each regular file under `dir`, by relative path (links and folders ignored).
 *
 * @example
 * ```ts
 * const { dir } = await zoteroDataDir(await Deno.makeTempDir());
 * Object.keys(await fileDigests(dir)).includes("storage/ABCD2345/file.pdf"); // true
 * (await fileDigests(dir))["zotero.sqlite"].length; // 64 (hex SHA-256)
 * ```
 */
export async function fileDigests(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const f of (await walkTree(dir)).files) {
    const digest = await crypto.subtle.digest("SHA-256", await Deno.readFile(join(dir, f)));
    out[f] = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  }
  return out;
}
