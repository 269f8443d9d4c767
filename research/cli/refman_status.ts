/**
 * `svc research refman-status [--project DIR] [--data-dir DIR]`: prints
 * `research-refman-status-local/1` — which way of reading Zotero is ready, its server id, and
 * each library's counts. Exit 0 even when Zotero is absent (the JSON says so with `ready:
 * false`). It needs no project; with one (`--project`, or the current folder when it is an
 * archive) the project config's `[refman]` settings apply.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { refmanStatus } from "../refman/status.ts";
import { printJson } from "./common.ts";
import { optionalResearchRoot, refmanCliOptions } from "./refman_common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { dataDir: "/tmp/Zotero" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0, even without Zotero
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const options = await refmanCliOptions(ctx, await optionalResearchRoot(ctx));
  return printJson(ctx, await refmanStatus(options));
}
