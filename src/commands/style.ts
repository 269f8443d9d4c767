/**
 * `svc style FILE --json`: the style reference, schema 4. Without `--json` a short text
 * summary of the FDR-selected cells is printed.
 *
 * @module
 */

import type { CommandContext } from "../cli/io.ts";
import { analyzeDocument } from "../pipeline.ts";
import { renderStyleText } from "../report/style_text.ts";
import { fingerprintView } from "../views/style.ts";
import { readManuscript } from "./read_manuscript.ts";
import { resolveSettings } from "./settings.ts";
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
  const path = ctx.args[0];
  const settings = await resolveSettings(path, ctx.options, ctx.io, ctx.messages);
  const thresholds = thresholdsFor(ctx.options, settings, ctx.messages);
  const text = await readManuscript(path, ctx.messages);
  const result = fingerprintView(analyzeDocument(text, settings.corpus), thresholds);
  ctx.io.stdout(
    ctx.options.json
      ? JSON.stringify(result, null, 2) + "\n"
      : renderStyleText(result, ctx.messages),
  );
  return 0;
}
