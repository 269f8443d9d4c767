/**
 * `svc research status [--project DIR]`: the archive's identity, its current snapshot (the
 * whole digest every `--expected-snapshot` needs), counts and index state as JSON
 * (`research-status-local/1`, the body `GET /api/research/status` serves). Read-only.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { projectOverview } from "../api/project.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0; "snapshot": 64 hex digits
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(ctx, await projectOverview(await researchRoot(ctx)));
}
