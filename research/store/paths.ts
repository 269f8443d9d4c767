/**
 * Where an archive's files live: `<root>/svc-research/` (ARCHIVE.md "Where things live").
 * Paths are built by `src/project/plain_path.ts` rather than `node:path`, because this module is on
 * the start-up path of a fresh `svc research search` (see that module).
 *
 * @module
 */

import { joinPath as join, resolvePath as resolve } from "../../src/project/plain_path.ts";

/** The archive folder's fixed name inside a project root. */
export const ARCHIVE_DIR = "svc-research";

/** Absolute paths of one archive's parts. */
export interface ArchivePaths {
  readonly root: string;
  readonly dir: string;
  readonly manifest: string;
  /** `HEAD.json`: the acknowledged head, the log's verified-through mark (`head_mark.ts`). */
  readonly head: string;
  readonly lock: string;
  readonly logDir: string;
  readonly log: string;
  readonly objects: string;
  readonly tmp: string;
  readonly quarantine: string;
  readonly checkpoints: string;
  readonly indexDir: string;
  /** `index/search.sqlite`: the derived search index. */
  readonly index: string;
  /** `index/state.sqlite`: the derived materialised state (`research/state/`). */
  readonly state: string;
}

/**
 * The paths of the archive of project `root`.
 *
 * @example
 * ```ts
 * archivePaths("/books/ledger").log; // "/books/ledger/svc-research/log/commits.jsonl"
 * ```
 */
export function archivePaths(root: string): ArchivePaths {
  const abs = resolve(root);
  const dir = join(abs, ARCHIVE_DIR);
  return {
    root: abs,
    dir,
    manifest: join(dir, "MANIFEST.json"),
    head: join(dir, "HEAD.json"),
    lock: join(dir, "LOCK"),
    logDir: join(dir, "log"),
    log: join(dir, "log", "commits.jsonl"),
    objects: join(dir, "objects", "sha256"),
    tmp: join(dir, "tmp"),
    quarantine: join(dir, "quarantine"),
    checkpoints: join(dir, "checkpoints"),
    indexDir: join(dir, "index"),
    index: join(dir, "index", "search.sqlite"),
    state: join(dir, "index", "state.sqlite"),
  };
}

/**
 * Path of the object with hex digest `sha256`: `objects/sha256/ab/abcdef…`.
 *
 * @example
 * ```ts
 * objectPath(archivePaths("/p"), "ab12…"); // "/p/svc-research/objects/sha256/ab/ab12…"
 * ```
 */
export function objectPath(paths: ArchivePaths, sha256: string): string {
  return join(paths.objects, sha256.slice(0, 2), sha256);
}
