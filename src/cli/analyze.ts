/**
 * `svc analyze FILE [--json]`: corpus metrics and per-chapter features (schema 2).
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { renderAnalyzeText } from "../report/analyze_text.ts";
import { analyzeView } from "../views/analyze.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the analysis JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { analysis } = await loadAnalysis(ctx);
  const result = analyzeView(analysis);
  return printResult(ctx, result, () => renderAnalyzeText(result, ctx.messages));
}
