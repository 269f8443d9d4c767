/**
 * `svc profile FILE`: the paragraph tense profile as JSON (SPEC 2.4; `--json` is accepted and
 * changes nothing). `--flag-min-severity` sets the severity counted as flagged per chapter.
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { profileView } from "../views/profile.ts";
import { loadAnalysis } from "./load_analysis.ts";
import { thresholdsFor } from "../console/threshold_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: {}, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the tense profile JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let severity = 2;
  const { analysis } = await loadAnalysis(ctx, (settings) => {
    severity = thresholdsFor(ctx.options, settings, ctx.messages).flag_min_severity;
  });
  ctx.io.stdout(JSON.stringify(profileView(analysis, severity), null, 2) + "\n");
  return 0;
}
