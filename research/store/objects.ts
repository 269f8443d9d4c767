/**
 * Content-addressed, immutable objects under `objects/sha256/ab/<hex>`. A new object is
 * written to `tmp/` with `createNew`, fully written and synced, then hard-linked into place
 * — never renamed over, never overwritten. An existing name is a dedupe when its bytes hash
 * the same, and an error otherwise (a damaged object is never replaced silently).
 *
 * @module
 */

import { syncDirectory } from "../../src/project/atomic_write.ts";
import { writeNewSynced } from "./files.ts";
import type { ObjectRef } from "../types.ts";
import { sha256 } from "./digest.ts";
import { type ArchivePaths, objectPath } from "./paths.ts";
import { processingError } from "../keyed_errors.ts";

/**
 * Stores bytes as an object and returns its reference.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const ref = await putObject(archivePaths("/tmp/ledger"), new TextEncoder().encode("abc"));
 * ref.size; // 3
 * ```
 */
export async function putObject(paths: ArchivePaths, bytes: Uint8Array): Promise<ObjectRef> {
  const hash = await sha256(bytes);
  const target = objectPath(paths, hash);
  const ref = { sha256: hash, size: bytes.length };
  if (await existingMatches(target, hash)) return ref;
  // `node:path` loads only when writing: importing it sets up Deno's Node compatibility layer,
  // 12–25 ms of every fresh read otherwise (`src/project/plain_path.ts`).
  const { dirname, join } = await import("node:path");
  const temp = join(paths.tmp, `obj-${hash.slice(0, 16)}-${crypto.randomUUID()}`);
  // Scratch space: a copy made by a tool that keeps no empty folder (git, some sync tools)
  // has no tmp/, and that must not stop the next write.
  await Deno.mkdir(paths.tmp, { recursive: true });
  try {
    await writeNewSynced(temp, bytes, 0o444);
    await Deno.mkdir(dirname(target), { recursive: true });
    try {
      await Deno.link(temp, target);
    } catch (e) {
      if (!(e instanceof Deno.errors.AlreadyExists)) throw e;
      if (!(await existingMatches(target, hash))) {
        throw processingError("store.archive_object_exists", { target });
      }
    }
    await syncDirectory(dirname(target));
  } finally {
    await Deno.remove(temp).catch(() => {});
  }
  return ref;
}

async function existingMatches(target: string, hash: string): Promise<boolean> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(target);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
  if ((await sha256(bytes)) === hash) return true;
  throw processingError("store.archive_object_damaged", { target });
}

/**
 * Reads an object and checks its hash and size; a missing or damaged object is an error.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const paths = archivePaths("/tmp/ledger");
 * const ref = await putObject(paths, new TextEncoder().encode("abc"));
 * new TextDecoder().decode(await getObject(paths, ref)); // "abc"
 * ```
 */
export async function getObject(paths: ArchivePaths, ref: ObjectRef): Promise<Uint8Array> {
  const path = objectPath(paths, ref.sha256);
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("store.archive_object_missing", { sha256: ref.sha256 });
    }
    throw e;
  }
  if (bytes.length !== ref.size || (await sha256(bytes)) !== ref.sha256) {
    throw processingError("store.archive_object_damaged_2", { sha256: ref.sha256 });
  }
  return bytes;
}

/**
 * Reads an object like {@linkcode getObject}, but answers null when it is not on disk (a
 * purged or missing object); a damaged object is still an error.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const absent = { sha256: "0".repeat(64), size: 0 };
 * await getObjectIfPresent(archivePaths("/tmp/ledger"), absent); // null
 * ```
 */
export async function getObjectIfPresent(
  paths: ArchivePaths,
  ref: ObjectRef,
): Promise<Uint8Array | null> {
  try {
    return await Deno.lstat(objectPath(paths, ref.sha256)).then(() => getObject(paths, ref));
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}
