/**
 * `svc motifs FILE --motif NAME=REGEX [--motif …] [--json]` (SPEC 2.5). Without a motif the
 * report still lists top content words and repeated phrases. An invalid pattern or a
 * malformed `--motif` value is a usage error naming it.
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { UsageError } from "../errors.ts";
import { renderMotifsText } from "../report/modules_text.ts";
import { compileMotifs, motifsView } from "../views/motifs.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const options = { motif: ["sea=sea|ocean"] };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let motifs = new Map<string, RegExp>();
  const { analysis } = await loadAnalysis(ctx, () => {
    const patterns: Record<string, string> = {};
    for (const entry of (ctx.options.motif as string[] | undefined) ?? []) {
      const eq = entry.indexOf("=");
      if (eq <= 0 || eq === entry.length - 1) {
        throw new UsageError(`Invalid --motif "${entry}": use NAME=REGEX`);
      }
      patterns[entry.slice(0, eq)] = entry.slice(eq + 1);
    }
    motifs = compileMotifs(patterns);
  });
  const result = motifsView(analysis, motifs);
  return printResult(ctx, result, () => renderMotifsText(result, ctx.messages));
}
