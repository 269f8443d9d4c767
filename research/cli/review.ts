/**
 * `svc research review [--format text|json] [--json] [--limit N]`: the editorial review —
 * bounded text by default (at most N item lines, default 50), the whole
 * `research-editorial-review-local/1` envelope with `--format json`. Read-only.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { editorialReview, editorialReviewText } from "../api/views.ts";
import { printJson, researchRoot } from "./common.ts";
import { textFormat, textLimit } from "./view_options.ts";

/**
 * Runs the command; returns the exit code. It reads no messages, so the start-up fast path
 * (`read_fast.ts`) runs it too.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const options = { project: "/tmp/archive", limit: "20" };
 * await run({ args: [], options, io });
 * // 0; at most 20 item lines of text
 * ```
 */
export async function run(
  ctx: Pick<CommandContext, "args" | "options" | "io"> & Partial<Pick<CommandContext, "messages">>,
): Promise<number> {
  const format = textFormat(ctx);
  const limit = textLimit(ctx, format);
  const root = await researchRoot(ctx);
  if (format === "json") return printJson(ctx, await editorialReview(root));
  ctx.io.stdout(await editorialReviewText(root, limit, { text: ctx.messages?.researchText }));
  return 0;
}
