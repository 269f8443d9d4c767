/**
 * `svc research review-manuscript [MANUSCRIPT] [--format json|text]`: every active link
 * reviewed against its manuscript as it is now (`research-manuscript-review-local/1`). JSON
 * by default, as every research command unless SPEC states otherwise; `--format text` is a
 * bounded listing. Never writes.
 *
 * @module
 */

import { resolve } from "node:path";
import type { CommandContext } from "../../src/console/spec.ts";
import { reviewManuscriptLinks } from "../api/manuscript_links.ts";
import { renderReviewText } from "../anchors/review_text.ts";
import { printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", format: "text" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  const review = await reviewManuscriptLinks(root, {
    manuscript: ctx.args[0] === undefined ? undefined : resolve(ctx.args[0]),
    expectedProjectId: ctx.options.expectedProjectId,
    includeRetracted: ctx.options.includeRetracted === true,
  });
  if (ctx.options.format === "text") {
    ctx.io.stdout(renderReviewText(review, { text: ctx.messages.researchText }));
    return 0;
  }
  return printJson(ctx, review);
}
