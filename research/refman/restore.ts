/**
 * `refman-restore` (SPEC 4.1): verifies a `refman-backup` bundle and restores it as two
 * separate folders in a new target — `project/` (a project root whose `svc-research/` archive
 * keeps its project id and snapshot, through the archive's own restore) and `refman/` (the
 * Zotero data directory: `zotero.sqlite` and `storage/`, byte for byte).
 *
 * Verification comes before any write: `backup.json` must be the bundle's manifest, with
 * safe relative paths under `project/` or `refman/` only; every file it lists must exist with
 * its size and SHA-256; a file, link or other entry in the bundle that it does not list, or a
 * listed file that is missing, is an error; an `.incomplete` marker (an interrupted backup) is
 * refused.
 *
 * Never overwriting, never half-restored: the target is claimed with a non-recursive `mkdir`
 * (refusing any existing path), everything is restored into a hidden temporary sibling
 * (`.<name>.restore-<random>.tmp`) and that is renamed over the claimed, still empty folder —
 * an atomic step on POSIX file systems that fails rather than replace a folder someone filled
 * meanwhile. A failure removes the temporary sibling and the empty claim; a crash can leave
 * both behind (the target then exists but is empty), never a half-filled target.
 *
 * @module
 */

import { basename, dirname, join, resolve } from "node:path";
import { syncDirectory } from "../../src/project/atomic_write.ts";
import { restoreArchive } from "../api/audit.ts";
import { isSha256 } from "../store/digest.ts";
import type { BackupManifest } from "./backup.ts";
import {
  byCodeUnit,
  claimNewFolder,
  copyFileHashed,
  discardCreated,
  hashFile,
  INCOMPLETE_MARKER,
  lexists,
  walkTree,
} from "./bundle_files.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** Options of {@linkcode refmanRestore}. */
export interface RefmanRestoreOptions {
  /** The backup bundle folder. */
  readonly from: string;
  /** The new folder to create. */
  readonly to: string;
}

/** The receipt, `research-refman-restore-local/1`. */
export interface RefmanRestoreReceipt {
  readonly schema: "research-refman-restore-local/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly commits: number;
  readonly to: string;
  /** The restored project root (holds `svc-research/`). */
  readonly project: string;
  /** The restored Zotero data directory. */
  readonly refman: string;
  readonly files: number;
  readonly bytes: number;
}

type ManifestFile = BackupManifest["files"][number];

/**
 * Verifies the bundle `from` and restores it into the new folder `to`.
 *
 * @example
 * ```ts
 * const options = { from: "/tmp/backups/ledger-2026-11-25", to: "/tmp/ledger-restored" };
 * const receipt = await refmanRestore(options);
 * receipt.project; // "/tmp/ledger-restored/project"; receipt.refman is the Zotero data dir
 * ```
 */
export async function refmanRestore(options: RefmanRestoreOptions): Promise<RefmanRestoreReceipt> {
  for (const [value, flag] of [[options.from, "--from"], [options.to, "--to"]]) {
    if (typeof value !== "string" || value === "") {
      throw usageError("refman.refman_restore_needs", { flag });
    }
  }
  const src = resolve(options.from);
  const manifest = await verifyBundle(src);
  const to = resolve(options.to);
  await claimNewFolder(to);
  const temp = join(
    dirname(to),
    `.${basename(to)}.restore-${crypto.randomUUID().slice(0, 8)}.tmp`,
  );
  try {
    await Deno.mkdir(temp);
    const restored = await restoreArchive(join(src, "project"), join(temp, "project"));
    if (
      restored.project_id !== manifest.project_id || restored.snapshot !== manifest.snapshot
    ) {
      throw processingError("refman.restore_archive_one", { src });
    }
    // sorted paths put every folder after its parent
    const folders = manifest.folders.filter((d) => d === "refman" || d.startsWith("refman/"))
      .sort(byCodeUnit).map((d) => join(temp, d));
    for (const d of folders) await Deno.mkdir(d);
    for (const f of manifest.files.filter((f) => f.path.startsWith("refman/"))) {
      const target = join(temp, f.path);
      const got = await copyFileHashed(join(src, f.path), target);
      if (got.size !== f.size || got.sha256 !== f.sha256) {
        throw processingError("refman.restore_changed_while", { src, path: f.path });
      }
    }
    for (const d of folders) await syncDirectory(d);
    await syncDirectory(temp);
    await Deno.rename(temp, to);
    await syncDirectory(dirname(to));
  } catch (e) {
    await discardCreated(temp);
    await Deno.remove(to).catch(() => {});
    throw e;
  }
  return {
    schema: "research-refman-restore-local/1",
    project_id: manifest.project_id,
    snapshot: manifest.snapshot,
    commits: manifest.commits,
    to,
    project: join(to, "project"),
    refman: join(to, "refman"),
    files: manifest.files.length,
    bytes: manifest.files.reduce((n, f) => n + f.size, 0),
  };
}

/**
 * Checks a backup bundle without writing anything: the manifest's shape, every listed file's
 * size and SHA-256, and that the bundle holds nothing else. Returns the manifest.
 *
 * @example
 * ```ts
 * const manifest = await verifyBundle("/tmp/backups/ledger-2026-11-25");
 * manifest.format; // "svc-refman-backup/1"; manifest.snapshot is the archive's snapshot
 * ```
 */
export async function verifyBundle(src: string): Promise<BackupManifest> {
  const fail = (why: string): never => {
    throw processingError("refman.restore", { src, why });
  };
  if (await lexists(join(src, INCOMPLETE_MARKER))) {
    fail("the bundle is incomplete (its backup was interrupted)");
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await Deno.readTextFile(join(src, "backup.json")));
  } catch (e) {
    return fail(`no readable backup.json (${(e as Error).message})`);
  }
  if (
    manifest === null || typeof manifest !== "object" ||
    manifest.format !== "svc-refman-backup/1" || !Array.isArray(manifest.files) ||
    typeof manifest.project_id !== "string" || !isSha256(manifest.snapshot)
  ) {
    fail("backup.json is not an svc reference-manager backup manifest");
  }
  const listed = new Map<string, ManifestFile>();
  for (const f of manifest.files) {
    if (!isManifestFile(f)) fail(`backup.json has an invalid file entry ${JSON.stringify(f)}`);
    if (listed.has(f.path)) fail(`backup.json lists "${f.path}" twice`);
    listed.set(f.path, f);
  }
  if (!Array.isArray(manifest.folders)) fail("backup.json lists no folders");
  const folders = new Set<string>();
  for (const d of manifest.folders) {
    if (!isSafeBundlePath(d) && d !== "project" && d !== "refman") {
      fail(`backup.json has an invalid folder entry ${JSON.stringify(d)}`);
    }
    folders.add(d);
  }
  for (const p of listed.keys()) {
    if (!folders.has(p.slice(0, p.lastIndexOf("/")))) {
      fail(`backup.json lacks the folder of "${p}"`);
    }
  }
  if (!listed.has("refman/zotero.sqlite") || !listed.has("project/bundle.json")) {
    fail("backup.json lacks refman/zotero.sqlite or project/bundle.json");
  }
  const tree = await walkTree(src);
  const unexpected = [
    ...tree.links.map((p) => `${p} (a symbolic link)`),
    ...tree.others.map((p) => `${p} (not a regular file)`),
    ...tree.files.filter((p) => p !== "backup.json" && !listed.has(p)),
    ...tree.folders.filter((p) => !folders.has(p)),
  ];
  if (unexpected.length > 0) {
    fail(`it holds what backup.json does not list: "${unexpected[0]}"`);
  }
  const presentFolders = new Set(tree.folders);
  for (const d of folders) if (!presentFolders.has(d)) fail(`the folder "${d}" is missing`);
  const present = new Set(tree.files);
  for (const f of listed.values()) {
    if (!present.has(f.path)) fail(`"${f.path}" is missing`);
    const got = await hashFile(join(src, f.path));
    if (got.size !== f.size || got.sha256 !== f.sha256) {
      fail(`"${f.path}" does not match its size and SHA-256 in backup.json`);
    }
  }
  return manifest;
}

function isManifestFile(f: unknown): f is ManifestFile {
  if (f === null || typeof f !== "object") return false;
  const { path, size, sha256 } = f as Record<string, unknown>;
  return isSafeBundlePath(path) && Number.isSafeInteger(size) && (size as number) >= 0 &&
    isSha256(sha256);
}

/**
 * True for a `/`-separated relative path under `project/` or `refman/` with no empty, `.`
 * or `..` segment, no backslash and no control character.
 *
 * @example
 * ```ts
 * isSafeBundlePath("refman/storage/ABCD2345/file.pdf"); // true
 * isSafeBundlePath("refman/../../etc/passwd"); // false
 * ```
 */
export function isSafeBundlePath(path: unknown): path is string {
  // deno-lint-ignore no-control-regex -- a control character in a path is refused
  if (typeof path !== "string" || /[\\\u0000-\u001f]/.test(path)) return false;
  const parts = path.split("/");
  return parts.length >= 2 && (parts[0] === "project" || parts[0] === "refman") &&
    parts.every((p) => p !== "" && p !== "." && p !== "..");
}
