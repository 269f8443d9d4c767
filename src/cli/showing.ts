/**
 * `svc showing FILE [--json]` (SPEC 2.5).
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { renderShowingText } from "../report/modules_text.ts";
import { showingView } from "../views/showing.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the showing/telling JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { analysis } = await loadAnalysis(ctx);
  const result = showingView(analysis, analysis.settings.signalKeywords ?? {});
  return printResult(ctx, result, () => renderShowingText(result, ctx.messages));
}
