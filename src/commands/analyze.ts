/**
 * `svc analyze FILE [--json]`: corpus metrics and per-chapter features (schema 2).
 *
 * @module
 */

import type { CommandContext } from "../cli/io.ts";
import { analyzeDocument } from "../pipeline.ts";
import { renderAnalyzeText } from "../report/analyze_text.ts";
import { analyzeView } from "../views/analyze.ts";
import { readManuscript } from "./read_manuscript.ts";
import { resolveSettings } from "./settings.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * // await run({ args: ["book.md"], options: { json: true }, io, messages });
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const path = ctx.args[0];
  const text = await readManuscript(path, ctx.messages);
  const { corpus } = await resolveSettings(path, ctx.options, ctx.io, ctx.messages);
  const result = analyzeView(analyzeDocument(text, corpus));
  ctx.io.stdout(
    ctx.options.json
      ? JSON.stringify(result, null, 2) + "\n"
      : renderAnalyzeText(result, ctx.messages),
  );
  return 0;
}
