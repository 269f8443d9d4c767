/**
 * `svc dialogue FILE [--json]` (SPEC 2.5).
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { renderDialogueText } from "../report/modules_text.ts";
import { dialogueView } from "../views/dialogue.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the dialogue JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { analysis } = await loadAnalysis(ctx);
  const result = dialogueView(analysis);
  return printResult(ctx, result, () => renderDialogueText(result, ctx.messages));
}
