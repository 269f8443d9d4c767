/**
 * `svc research audit`: verifies the whole archive; JSON; exit 1 on any error.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { audit } from "../api/audit.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: [], options, io, messages: messages("en") });
 * // 0 when the audit finds no error; 1 and an [error] line otherwise
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const report = await audit(await researchRoot(ctx, { allowMissingManifest: true }));
  printJson(ctx, report);
  if (!report.ok) {
    ctx.io.stderr(
      `[error] The archive audit found ${report.errors.length} errors: ${
        report.errors[0].message
      }\n`,
    );
    return 1;
  }
  return 0;
}
