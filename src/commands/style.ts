/**
 * `svc style FILE --json`: the style reference, schema 4. Without `--json` a short text
 * summary of the FDR-selected cells is printed.
 *
 * @module
 */

import type { StyleThresholds } from "../config/thresholds.ts";
import type { CommandContext } from "../cli/io.ts";
import { renderStyleText } from "../report/style_text.ts";
import { fingerprintView } from "../views/style.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";
import { thresholdsFor } from "./thresholds.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * // await run({ args: ["book.md"], options: { json: true, zMild: "3" }, io, messages });
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let thresholds: StyleThresholds | undefined;
  const { analysis } = await loadAnalysis(ctx, (settings) => {
    thresholds = thresholdsFor(ctx.options, settings, ctx.messages);
  });
  const result = fingerprintView(analysis, thresholds!);
  return printResult(ctx, result, () => renderStyleText(result, ctx.messages));
}
