/**
 * What the `svc research refman…` commands share: where Zotero is (`--data-dir` over
 * `SVC_REFMAN_DATA_DIR` over `~/Zotero`; `SVC_REFMAN_API_URL` for the local API), read from
 * the process environment through the CLI's I/O, and the archive's own project id (the CLI
 * names the archive by its folder, so the route's `project_id` guard is the archive's id).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import type { RefmanOptions } from "../../../research/refman/config.ts";
import { readManifest } from "../../../research/store/manifest.ts";
import { archivePaths } from "../../../research/store/paths.ts";
import { envRecord } from "./common.ts";

/**
 * The bridge's options from the command line and the environment.
 *
 * @example
 * ```ts
 * // await refmanStatus(refmanCliOptions(ctx));
 * ```
 */
export function refmanCliOptions(ctx: CommandContext): RefmanOptions {
  const env: Record<string, string | undefined> = { ...envRecord(ctx) };
  for (const name of ["SVC_REFMAN_API_URL", "SVC_REFMAN_DATA_DIR", "HOME", "USERPROFILE"]) {
    env[name] = ctx.io.env(name);
  }
  const dataDir = ctx.options.dataDir;
  return { env, ...(typeof dataDir === "string" ? { dataDir } : {}) };
}

/**
 * The project id of the archive at `root`.
 *
 * @example
 * ```ts
 * // const projectId = await archiveProjectIdOf(root);
 * ```
 */
export async function archiveProjectIdOf(root: string): Promise<string> {
  return (await readManifest(archivePaths(root))).project_id;
}
