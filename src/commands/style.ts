/**
 * `svc style FILE --json`: the style reference, schema 4. Without `--json` a short text
 * summary of the FDR-selected cells is printed. `--explain-chapter N` prints instead the
 * words behind chapter N's signals (`signal_words.ts`; as JSON with `--json`).
 *
 * @module
 */

import type { StyleThresholds } from "../config/thresholds.ts";
import type { CommandContext } from "../cli/io.ts";
import { UsageError } from "../errors.ts";
import { renderSignalWordsText } from "../report/signal_words_text.ts";
import { renderStyleText } from "../report/style_text.ts";
import { signalWordsView } from "../views/signal_words.ts";
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
  const explain = explainChapter(ctx.options.explainChapter);
  const { analysis } = await loadAnalysis(ctx, (settings) => {
    thresholds = thresholdsFor(ctx.options, settings, ctx.messages);
  });
  const result = fingerprintView(analysis, thresholds!);
  if (explain !== null) {
    const words = signalWordsView(analysis, explain, result);
    return printResult(ctx, words, () => renderSignalWordsText(words, ctx.messages));
  }
  return printResult(ctx, result, () => renderStyleText(result, ctx.messages));
}

/** The `--explain-chapter` value as a chapter number, null when absent. */
function explainChapter(value: unknown): number | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  if (!/^[1-9]\d*$/.test(text)) {
    throw new UsageError(`--explain-chapter needs a chapter number (1, 2, …), not "${text}"`);
  }
  return Number(text);
}
