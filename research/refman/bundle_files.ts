/**
 * File operations the reference-manager bundles share (`refman-export`, `refman-backup`,
 * `refman-restore`): claiming a new folder, copying a file while hashing it, hashing a file,
 * walking a tree without following links, and removing what a failed run created.
 *
 * Files are streamed in 1 MiB chunks through `node:crypto`'s incremental SHA-256, because a
 * Zotero `storage/` folder may hold attachments of any size and Web Crypto only hashes a
 * whole buffer.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { join } from "node:path";
import { writeAll } from "../../src/project/atomic_write.ts";
import { processingError } from "../keyed_errors.ts";

/** Size and SHA-256 of one file. */
export interface FileDigest {
  readonly size: number;
  readonly sha256: string;
}

/** Marker present in a bundle folder until everything in it is written and synced. */
export const INCOMPLETE_MARKER = ".incomplete";

const CHUNK = 1 << 20;

/**
 * Creates the folder `path`, refusing one that exists (a non-recursive `mkdir`, never a
 * rename, which would silently replace an empty folder).
 *
 * @example
 * ```ts
 * await claimNewFolder("/tmp/backups/ledger-refman-1");
 * // a second call throws ProcessingError: the folder already exists
 * ```
 */
export async function claimNewFolder(path: string): Promise<void> {
  try {
    await Deno.mkdir(path);
  } catch (e) {
    if (e instanceof Deno.errors.AlreadyExists) {
      throw processingError("refman.already_exists_reference", { path });
    }
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("refman.create_parent_folder", { path });
    }
    throw e;
  }
}

/**
 * Refuses when `path` exists or its parent folder does not: what {@linkcode claimNewFolder}
 * would refuse, checked without creating anything (dry runs).
 *
 * @example
 * ```ts
 * await assertClaimable("/tmp/backups/ledger-refman-1", "/tmp/backups");
 * // resolves when the folder is new and /tmp/backups exists; else throws ProcessingError
 * ```
 */
export async function assertClaimable(path: string, parent: string): Promise<void> {
  if (await lexists(path)) {
    throw processingError("refman.already_exists_reference", { path });
  }
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(parent);
  } catch {
    throw processingError("refman.create_parent_folder", { path });
  }
  if (!info.isDirectory) {
    throw processingError("refman.create_folder", { path, parent });
  }
}

/**
 * True when anything (file, folder, link) is at `path`, without following a link.
 *
 * @example
 * ```ts
 * await lexists("/tmp/Zotero/zotero.sqlite-wal"); // false when Zotero is closed
 * ```
 */
export async function lexists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}

/**
 * Copies `from` into the new file `to` (refusing an existing one), hashing the bytes as they
 * pass, then syncs the copy's data.
 *
 * @example
 * ```ts
 * const from = "/tmp/Zotero/storage/ABCD2345/a.pdf";
 * const { size, sha256 } = await copyFileHashed(from, "/tmp/a.pdf");
 * sha256.length; // 64; `size` is the byte count copied
 * ```
 */
export async function copyFileHashed(from: string, to: string): Promise<FileDigest> {
  const source = await Deno.open(from, { read: true });
  try {
    const target = await Deno.open(to, { write: true, createNew: true });
    try {
      const hash = createHash("sha256");
      const buffer = new Uint8Array(CHUNK);
      let size = 0;
      for (;;) {
        const n = await source.read(buffer);
        if (n === null) break;
        const chunk = buffer.subarray(0, n);
        hash.update(chunk);
        await writeAll(target, chunk);
        size += n;
      }
      await target.syncData();
      return { size, sha256: hash.digest("hex") };
    } finally {
      target.close();
    }
  } finally {
    source.close();
  }
}

/**
 * Size and SHA-256 of a file, read in chunks.
 *
 * @example
 * ```ts
 * const digest = await hashFile("/tmp/Zotero/zotero.sqlite");
 * digest.sha256.length; // 64; digest.size is the file's size in bytes
 * ```
 */
export async function hashFile(path: string): Promise<FileDigest> {
  const file = await Deno.open(path, { read: true });
  try {
    const hash = createHash("sha256");
    const buffer = new Uint8Array(CHUNK);
    let size = 0;
    for (;;) {
      const n = await file.read(buffer);
      if (n === null) break;
      hash.update(buffer.subarray(0, n));
      size += n;
    }
    return { size, sha256: hash.digest("hex") };
  } finally {
    file.close();
  }
}

/** What a walk found, as `/`-separated paths relative to its root, sorted. */
export interface TreeListing {
  readonly files: string[];
  readonly folders: string[];
  /** Symbolic links (never followed). */
  readonly links: string[];
  /** Sockets, pipes, devices. */
  readonly others: string[];
}

/**
 * Lists everything under `root` without following symbolic links.
 *
 * @example
 * ```ts
 * const tree = await walkTree("/tmp/Zotero/storage");
 * tree.files; // ["ABCD2345/a.pdf"] for one attachment; `folders` is ["ABCD2345"]
 * ```
 */
export async function walkTree(root: string): Promise<TreeListing> {
  const out: TreeListing = { files: [], folders: [], links: [], others: [] };
  const visit = async (rel: string) => {
    for await (const entry of Deno.readDir(rel === "" ? root : join(root, rel))) {
      const child = rel === "" ? entry.name : `${rel}/${entry.name}`;
      const info = await Deno.lstat(join(root, child));
      if (info.isSymlink) out.links.push(child);
      else if (info.isDirectory) {
        out.folders.push(child);
        await visit(child);
      } else if (info.isFile) out.files.push(child);
      else out.others.push(child);
    }
  };
  await visit("");
  for (const list of [out.files, out.folders, out.links, out.others]) list.sort(byCodeUnit);
  return out;
}

/**
 * Orders strings by UTF-16 code units (locale-independent, stable across machines).
 *
 * @example
 * ```ts
 * ["b", "B", "a"].sort(byCodeUnit); // ["B", "a", "b"]
 * ```
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Removes a folder this run created, after a failure; a removal error is swallowed so that
 * the original error reaches the caller.
 *
 * @example
 * ```ts
 * await claimNewFolder("/tmp/backups/ledger-refman-1");
 * await discardCreated("/tmp/backups/ledger-refman-1"); // gone again; never throws
 * ```
 */
export async function discardCreated(path: string): Promise<void> {
  await Deno.remove(path, { recursive: true }).catch(() => {});
}
