/**
 * `svc research decision-impact ID [--format text|json] [--json] [--limit N]`: what changed
 * under one decision's pinned claim and dossier revisions — bounded text by default (at most
 * N lines, default 50), `research-decision-impact-local/1` with `--format json`. Read-only.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { decisionImpact } from "../api/decision_impact.ts";
import { renderDecisionImpact } from "../views/review_render.ts";
import { printJson, researchRoot } from "./common.ts";
import { textFormat, textLimit } from "./view_options.ts";

/**
 * Runs the command; returns the exit code. Without messages (the start-up fast path,
 * `read_fast.ts`, which answers only where the interface language is English) the text is
 * English.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const options = { project: "/tmp/archive", limit: "20" };
 * const args = ["dec_01ARZ3NDEKTSV4RRFFQ69G5FAV"];
 * await run({ args, options, io }); // 0; at most 20 lines of text
 * ```
 */
export async function run(
  ctx: Pick<CommandContext, "args" | "options" | "io"> & Partial<Pick<CommandContext, "messages">>,
): Promise<number> {
  const format = textFormat(ctx);
  const limit = textLimit(ctx, format);
  const impact = await decisionImpact(await researchRoot(ctx), ctx.args[0], {
    strict: ctx.options.strict === true,
  });
  if (format === "json") return printJson(ctx, impact);
  ctx.io.stdout(renderDecisionImpact(impact, limit, { text: ctx.messages?.researchText }));
  return 0;
}
