/**
 * What a batch holds: a folder's regular, non-hidden files, sorted by path, its subfolders
 * too unless `recursive` is false; or a list file (one path per line, relative to the list's
 * folder; blank lines and `#` comments skipped). Hidden names (`.DS_Store`, `.git/`) are left
 * out silently. Everything else that is not taken is listed with its reason: a subfolder not
 * entered (`subfolder`, with `recursive: false`), an entry that is not a regular file
 * (symbolic links, devices, sockets: `not_regular_file`) and a folder that cannot be read
 * (`unreadable`). Symbolic links are never followed, so a batch cannot leave its folder or
 * loop.
 *
 * @module
 */

import { dirname, join, relative, resolve } from "node:path";
import type { ExistingSource } from "../errors.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** Why a batch left a file out. */
export type SkipReason =
  | "duplicate"
  | "unsupported"
  | "unreadable"
  | "not_regular_file"
  | "subfolder";

/** One entry a batch left out, and why. */
export interface SkippedEntry {
  readonly file: string;
  readonly reason: SkipReason;
  readonly message: string;
  /** For `duplicate`: the source that already holds the bytes. */
  readonly existing?: ExistingSource;
}

/** The files of a batch and the entries it left out while listing. */
export interface BatchListing {
  readonly files: string[];
  readonly skipped: SkippedEntry[];
}

/**
 * Lists the batch `input` (a folder or a list file).
 *
 * @example
 * ```ts
 * const { files, skipped } = await batchFiles("/tmp/sources", { recursive: true });
 * files; // every regular file under /tmp/sources, sorted; skipped: what was left out, and why
 * ```
 */
export async function batchFiles(
  input: string,
  options: { recursive: boolean },
): Promise<BatchListing> {
  const abs = resolve(input);
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(abs);
  } catch {
    throw processingError("api.read_batch_found", { input });
  }
  const files: string[] = [];
  const skipped: SkippedEntry[] = [];
  if (info.isDirectory) {
    await walk(abs, abs, options.recursive, files, skipped);
    files.sort();
    skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  } else {
    const text = await Deno.readTextFile(abs);
    for (const raw of text.split(/\r?\n/)) {
      const line = raw.trim();
      if (line && !line.startsWith("#")) files.push(resolve(dirname(abs), line));
    }
  }
  if (!files.length && !skipped.length) throw usageError("api.batch_names_files", { input });
  if (new Set(files).size !== files.length) {
    throw usageError("api.batch_names_file", { input });
  }
  return { files, skipped };
}

async function walk(
  top: string,
  dir: string,
  recursive: boolean,
  files: string[],
  skipped: SkippedEntry[],
): Promise<void> {
  let entries: Deno.DirEntry[];
  try {
    entries = await Array.fromAsync(Deno.readDir(dir));
  } catch (e) {
    skipped.push({
      file: dir,
      reason: "unreadable",
      message: `Cannot read folder "${relative(top, dir)}": ${(e as Error).message}`,
    });
    return;
  }
  for (const e of entries) {
    if (e.name.startsWith(".")) continue;
    const path = join(dir, e.name);
    if (e.isFile) files.push(path);
    else if (e.isDirectory && recursive) await walk(top, path, recursive, files, skipped);
    else if (e.isDirectory) {
      skipped.push({
        file: path,
        reason: "subfolder",
        message: `"${relative(top, path)}" is a subfolder (--no-recursive)`,
      });
    } else {
      skipped.push({
        file: path,
        reason: "not_regular_file",
        message: `"${relative(top, path)}" is not a regular file${
          e.isSymlink ? " (a symbolic link is not followed)" : ""
        }`,
      });
    }
  }
}
