/**
 * `svc pacing FILE [--json]` (SPEC 2.5).
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { renderPacingText } from "../report/modules_text.ts";
import { pacingView } from "../views/pacing.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the pacing JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { analysis } = await loadAnalysis(ctx);
  const result = pacingView(analysis);
  return printResult(ctx, result, () => renderPacingText(result, ctx.messages));
}
