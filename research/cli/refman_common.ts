/**
 * What the `svc research refman…` commands and the record reads share: where Zotero is
 * (research/refman/config.ts: `--data-dir`, then `SVC_REFMAN_*` read through the CLI's I/O,
 * then `[refman]` of the project's and the user's config files, then the defaults), with the
 * config files' warnings on stderr, and the archive's own project id (the CLI names the
 * archive by its folder, so the route's `project_id` guard is the archive's id).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { warn } from "../../src/project/io.ts";
import { readRefmanConfigFiles, type RefmanOptions } from "../refman/config.ts";
import { isArchiveRoot, readManifest } from "../store/manifest.ts";
import { archivePaths } from "../store/paths.ts";
import { envRecord, type OptionsAndIO, researchRoot } from "./common.ts";

/**
 * The bridge's options for the project at `root` (null: no project, user config only): the
 * command line, the environment and the config files. Prints the files' warnings.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { dataDir: "/tmp/Zotero" }, io, messages: messages("en") };
 * (await refmanCliOptions(ctx, "/tmp/archive")).dataDir; // "/tmp/Zotero"
 * ```
 */
export async function refmanCliOptions(
  ctx: OptionsAndIO,
  root: string | null,
): Promise<RefmanOptions> {
  const env: Record<string, string | undefined> = { ...envRecord(ctx) };
  for (const name of ["SVC_REFMAN_API_URL", "SVC_REFMAN_DATA_DIR", "HOME", "USERPROFILE"]) {
    env[name] = ctx.io.env(name);
  }
  const files = await readRefmanConfigFiles(root, env.HOME ?? env.USERPROFILE ?? null);
  for (const w of files.warnings) warn(ctx.io, w);
  const dataDir = ctx.options.dataDir;
  return {
    env,
    projectConfig: files.projectConfig,
    userConfig: files.userConfig,
    ...(typeof dataDir === "string" ? { dataDir } : {}),
  };
}

/**
 * The project whose config a command that needs no archive reads: `--project` (which must be
 * an archive, as for every research command), else the current folder when it is one, else
 * none.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: {}, io, messages: messages("en") };
 * await optionalResearchRoot(ctx); // Deno.cwd() when it is an archive, else null
 * ```
 */
export async function optionalResearchRoot(ctx: CommandContext): Promise<string | null> {
  if (typeof ctx.options.project === "string") return await researchRoot(ctx);
  const cwd = Deno.cwd();
  return await isArchiveRoot(cwd) ? cwd : null;
}

/**
 * The project id of the archive at `root`.
 *
 * @example
 * ```ts
 * await archiveProjectIdOf("/tmp/archive"); // "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", say
 * ```
 */
export async function archiveProjectIdOf(root: string): Promise<string> {
  return (await readManifest(archivePaths(root))).project_id;
}
