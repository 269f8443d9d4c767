/**
 * `refman-backup` (SPEC 4.1): one folder that pairs a verified archive export with a copy of
 * the closed Zotero data directory, so that the research archive and the library it cites
 * are saved at the same moment and restored together.
 *
 * ```
 * NEW_DIR/
 *   project/        the archive export (exportArchive: manifest, log, objects, bundle.json)
 *   refman/         zotero.sqlite and storage/ copied byte for byte
 *   backup.json     SHA-256 and size of every file under project/ and refman/
 * ```
 *
 * Steps, each refusing with nothing left behind:
 * 1. `confirmRefmanClosed` must be literally `true`: the author says Zotero is closed.
 * 2. Zotero must not be evidently open: `zotero.sqlite-wal` or `zotero.sqlite-journal`
 *    present (a running Zotero, or a crash whose journal must not be left behind), or the
 *    database locked — probed by SQLite itself taking, and at once giving back, an exclusive
 *    lock with no busy wait (Zotero holds at least a shared lock while it runs). The probe
 *    writes no page; in rollback-journal mode SQLite creates no file for it.
 * 3. The archive is audited; any audit error refuses the backup.
 * 4. The new folder is claimed (non-recursive `mkdir`), marked `.incomplete`, and the archive
 *    exported into `project/`; its snapshot must be the audited one.
 * 5. `zotero.sqlite` and every regular file under `storage/` are copied and hashed as they
 *    pass. Nothing else of the data directory is taken (no `zotero.sqlite.bak`, translators,
 *    styles, other databases; the Zotero profile lives elsewhere and is never touched), and
 *    symbolic links inside `storage/` are not followed (listed under `skipped`): a link's
 *    target is a file outside the library, like a linked attachment, and linked attachments
 *    and manuscripts stay out of the backup.
 * 6. The same checks as in 2 run again and the database's size and modification time must be
 *    unchanged: a POSIX lock cannot be held across the copy (closing any descriptor of the
 *    file drops every lock this process holds on it), so a Zotero started meanwhile is caught
 *    afterwards instead.
 * 7. `PRAGMA integrity_check` runs on the COPY, opened read-only as an immutable file (it is
 *    private to the bundle and has no WAL, so SQLite reads exactly the copied bytes and leaves
 *    no `-wal`/`-shm` beside it); anything but `ok` refuses.
 * 8. `backup.json` lists every file under `project/` and `refman/` (re-read from disk) and
 *    every folder (empty ones included), then every folder is synced and the marker removed.
 * A failure after step 4 removes the folder this run created.
 *
 * @module
 */

import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { DatabaseSync } from "node:sqlite";
import { syncDirectory } from "../../src/project/atomic_write.ts";
import { VERSION } from "../../src/version.ts";
import { audit, exportArchive } from "../api/audit.ts";
import { writeNewSynced } from "../store/files.ts";
import {
  byCodeUnit,
  claimNewFolder,
  copyFileHashed,
  discardCreated,
  type FileDigest,
  hashFile,
  INCOMPLETE_MARKER,
  lexists,
  walkTree,
} from "./bundle_files.ts";
import { messageOf, processingError, usageError } from "../keyed_errors.ts";

/** Options of {@linkcode refmanBackup}. */
export interface RefmanBackupOptions {
  /** The Zotero data directory (holding `zotero.sqlite` and `storage/`). */
  readonly dataDir: string;
  /** The new folder to create. */
  readonly output: string;
  /** Must be literally `true`: the author confirms Zotero is closed. */
  readonly confirmRefmanClosed: unknown;
}

/** `backup.json`. */
export interface BackupManifest {
  readonly format: "svc-refman-backup/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly commits: number;
  readonly storage: string;
  readonly created_at: string;
  readonly created_by: string;
  readonly refman: {
    readonly system: "zotero";
    readonly data_dir: string;
    readonly database: "refman/zotero.sqlite";
    readonly integrity_check: "ok";
    readonly storage_files: number;
    readonly skipped: readonly { readonly path: string; readonly reason: string }[];
  };
  readonly files: readonly {
    readonly path: string;
    readonly size: number;
    readonly sha256: string;
  }[];
  /** Every folder under `project/` and `refman/`, so that empty ones come back too. */
  readonly folders: readonly string[];
}

/** The receipt, `research-refman-backup-local/1`. */
export interface RefmanBackupReceipt {
  readonly schema: "research-refman-backup-local/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly output: string;
  readonly files: number;
  readonly bytes: number;
  readonly refman: BackupManifest["refman"];
}

const DATABASE = "zotero.sqlite";

/**
 * Backs up the archive of `root` together with the closed Zotero data directory `dataDir`
 * into the new folder `output`.
 *
 * @example
 * ```ts
 * const receipt = await refmanBackup("/tmp/ledger", {
 *   dataDir: "/tmp/Zotero",
 *   output: "/tmp/backups/ledger-2026-11-25",
 *   confirmRefmanClosed: true,
 * });
 * receipt.refman.integrity_check; // "ok"
 * ```
 */
export async function refmanBackup(
  root: string,
  options: RefmanBackupOptions,
): Promise<RefmanBackupReceipt> {
  if (options.confirmRefmanClosed !== true) {
    throw usageError("refman.backed_up_close");
  }
  for (const [value, flag] of [[options.dataDir, "--data-dir"], [options.output, "--output"]]) {
    if (typeof value !== "string" || value === "") {
      throw usageError("refman.refman_backup_needs", { flag });
    }
  }
  const dataDir = resolve(options.dataDir);
  const database = join(dataDir, DATABASE);
  await assertDataDir(dataDir, database);
  await assertClosed(database);
  const before = await Deno.stat(database);
  const report = await audit(root);
  if (!report.ok) {
    throw processingError("refman.backed_up_archive", {
      root,
      length: report.errors.length,
      errors: report.errors[0]?.message ?? "unknown",
    });
  }
  const out = resolve(options.output);
  await claimNewFolder(out);
  try {
    await writeNewSynced(join(out, INCOMPLETE_MARKER), new Uint8Array());
    const exported = await exportArchive(root, join(out, "project"));
    if (exported.snapshot !== report.snapshot) {
      throw processingError("refman.backed_up_archive_2");
    }
    const refman = join(out, "refman");
    await Deno.mkdir(refman);
    const copied = await copyFileHashed(database, join(refman, DATABASE));
    const { files: storageFiles, skipped } = await copyStorage(dataDir, refman);
    await assertClosed(database);
    const after = await Deno.stat(database);
    if (
      after.size !== before.size || after.mtime?.getTime() !== before.mtime?.getTime() ||
      after.size !== copied.size
    ) {
      throw processingError("refman.backed_up_zotero", { database });
    }
    integrityCheck(join(refman, DATABASE));
    const { files, folders } = await listContents(out);
    const manifest: BackupManifest = {
      format: "svc-refman-backup/1",
      project_id: String(exported.project_id),
      snapshot: String(exported.snapshot),
      commits: Number(exported.commits),
      storage: String(exported.storage),
      created_at: new Date().toISOString(),
      created_by: `svc ${VERSION}`,
      refman: {
        system: "zotero",
        data_dir: dataDir,
        database: "refman/zotero.sqlite",
        integrity_check: "ok",
        storage_files: storageFiles,
        skipped,
      },
      files,
      folders,
    };
    await writeNewSynced(
      join(out, "backup.json"),
      new TextEncoder().encode(JSON.stringify(manifest, null, 2) + "\n"),
    );
    for (const folder of folders) await syncDirectory(join(out, folder));
    await syncDirectory(out);
    await Deno.remove(join(out, INCOMPLETE_MARKER));
    await syncDirectory(out);
    return {
      schema: "research-refman-backup-local/1",
      project_id: manifest.project_id,
      snapshot: manifest.snapshot,
      output: out,
      files: files.length,
      bytes: files.reduce((n, f) => n + f.size, 0),
      refman: manifest.refman,
    };
  } catch (e) {
    await discardCreated(out);
    throw e;
  }
}

async function assertDataDir(dataDir: string, database: string): Promise<void> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(dataDir);
  } catch {
    throw processingError("refman.back_up_such", { data_dir: dataDir });
  }
  if (!info.isDirectory) throw processingError("refman.back_up_folder", { data_dir: dataDir });
  let db: Deno.FileInfo;
  try {
    db = await Deno.lstat(database);
  } catch {
    throw processingError("refman.back_up_holds", { data_dir: dataDir, database: DATABASE });
  }
  if (!db.isFile) {
    throw processingError("refman.back_up_regular", { database });
  }
}

/**
 * Refuses when Zotero evidently has its database open: a `-wal` or `-journal` beside it, or
 * a lock SQLite cannot take at once.
 *
 * @example
 * ```ts
 * await assertClosed("/tmp/Zotero/zotero.sqlite");
 * // resolves when Zotero is closed; throws ProcessingError when a -wal/-journal file or a lock
 * // shows it open
 * ```
 */
export async function assertClosed(database: string): Promise<void> {
  for (const suffix of ["-wal", "-journal"]) {
    if (await lexists(database + suffix)) {
      throw processingError("refman.backed_up_zotero_2", { database, suffix });
    }
  }
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(database, { timeout: 0 });
    db.exec("BEGIN EXCLUSIVE");
    db.exec("ROLLBACK");
  } catch (e) {
    const message = (e as Error).message;
    if (/locked|busy/i.test(message)) {
      throw processingError("refman.backed_up_zotero_3", { database });
    }
    throw processingError("refman.back_up", { database, message });
  } finally {
    db?.close();
  }
}

async function copyStorage(
  dataDir: string,
  refman: string,
): Promise<{ files: number; skipped: { path: string; reason: string }[] }> {
  const from = join(dataDir, "storage");
  let info: Deno.FileInfo | null = null;
  try {
    info = await Deno.lstat(from);
  } catch {
    info = null;
  }
  if (info === null) return { files: 0, skipped: [] };
  if (!info.isDirectory) {
    return { files: 0, skipped: [{ path: "storage", reason: "not a folder (not copied)" }] };
  }
  const tree = await walkTree(from);
  const to = join(refman, "storage");
  await Deno.mkdir(to);
  for (const folder of tree.folders) await Deno.mkdir(join(to, folder));
  for (const file of tree.files) await copyFileHashed(join(from, file), join(to, file));
  const skipped = [
    ...tree.links.map((p) => ({
      path: `storage/${p}`,
      reason: "symbolic link (its target lies outside the library; not copied)",
    })),
    ...tree.others.map((p) => ({ path: `storage/${p}`, reason: "not a regular file" })),
  ];
  return { files: tree.files.length, skipped };
}

function integrityCheck(copy: string): void {
  const url = pathToFileURL(copy);
  url.search = "?immutable=1";
  let rows: Record<string, unknown>[];
  let db: DatabaseSync | null = null;
  try {
    db = new DatabaseSync(url.href, { readOnly: true });
    rows = db.prepare("PRAGMA integrity_check").all() as Record<string, unknown>[];
  } catch (e) {
    throw processingError("refman.backed_up_copy", { why: messageOf(e) });
  } finally {
    db?.close();
  }
  const results = rows.map((r) => String(Object.values(r)[0]));
  if (results.length !== 1 || results[0] !== "ok") {
    // SQLite reports one problem per line; the message stays one line, and short
    const found = results.join("; ").replace(/\s+/g, " ");
    throw processingError("refman.backed_up_sqlite", {
      length: found.length > 300 ? found.slice(0, 300) + "…" : found,
    });
  }
}

async function listContents(
  out: string,
): Promise<{ files: BackupManifest["files"][number][]; folders: string[] }> {
  const files: { path: string; size: number; sha256: string }[] = [];
  const folders: string[] = [];
  for (const top of ["project", "refman"]) {
    const tree = await walkTree(join(out, top));
    if (tree.links.length || tree.others.length) {
      throw processingError("refman.backed_up_unexpected", { top });
    }
    folders.push(top, ...tree.folders.map((f) => `${top}/${f}`));
    for (const rel of tree.files) {
      const digest: FileDigest = await hashFile(join(out, top, rel));
      files.push({ path: `${top}/${rel}`, ...digest });
    }
  }
  return {
    files: files.sort((a, b) => byCodeUnit(a.path, b.path)),
    folders: folders.sort(byCodeUnit),
  };
}
