/**
 * Picks the way to read Zotero, in the order ARCHIVE.md gives: its local API when it answers,
 * else its data directory when `zotero.sqlite` is there. Neither is an error that says what
 * was tried and how to point svc at the library.
 *
 * @module
 */

import { join } from "node:path";
import type { RefmanConfig } from "./config.ts";
import { DataDirSource } from "./data_dir.ts";
import { type ApiProbe, LocalApiSource, probeLocalApi } from "./local_api.ts";
import { DATABASE_FILE } from "./sqlite_open.ts";
import type { RefmanSource } from "./types.ts";
import { messageOf, processingError } from "../keyed_errors.ts";

/** Whether the data directory holds a Zotero database, and a sentence saying so. */
export interface DataDirProbe {
  readonly state: "ready" | "missing" | "unset";
  readonly path: string | null;
  readonly message: string;
}

/**
 * Looks for `zotero.sqlite` in the configured data directory (reads nothing else).
 *
 * @example
 * ```ts
 * import { refmanConfig } from "./config.ts";
 * (await probeDataDir(refmanConfig({ env: {} }))).state; // "unset": no home folder is known
 * (await probeDataDir(refmanConfig({ dataDir: "/tmp/Zotero" }))).state;
 * // "ready" when /tmp/Zotero/zotero.sqlite exists, else "missing"
 * ```
 */
export async function probeDataDir(config: RefmanConfig): Promise<DataDirProbe> {
  const dir = config.dataDir;
  if (dir === null) {
    return {
      state: "unset",
      path: null,
      message: "No Zotero data directory: no home folder is known; set SVC_REFMAN_DATA_DIR",
    };
  }
  try {
    const info = await Deno.stat(join(dir, DATABASE_FILE));
    if (info.isFile) {
      return { state: "ready", path: dir, message: `A Zotero database is in ${dir}` };
    }
  } catch {
    // Reported below.
  }
  return {
    state: "missing",
    path: dir,
    message: `No ${DATABASE_FILE} in ${dir} (set SVC_REFMAN_DATA_DIR or --data-dir to ` +
      "Zotero's data directory: Settings → Advanced → Files and Folders)",
  };
}

/**
 * Opens the first way that is ready; the caller closes it.
 *
 * @example
 * ```ts
 * import { refmanConfig } from "./config.ts";
 * import { parseLibrary } from "./keys.ts";
 * const source = await openRefman(refmanConfig({ dataDir: "/tmp/Zotero" }));
 * try {
 *   (await source.items(parseLibrary("users/0"))).length; // items of "My Library"
 * } finally {
 *   await source.close();
 * }
 * ```
 */
export async function openRefman(config: RefmanConfig): Promise<RefmanSource> {
  const api: ApiProbe = await probeLocalApi(config);
  if (api.state === "ready") return new LocalApiSource(config);
  const dir = await probeDataDir(config);
  if (dir.state === "ready") return new DataDirSource(dir.path!);
  throw processingError("refman.zotero_read", { why: messageOf(api), why2: messageOf(dir) });
}
