/**
 * `svc research timeline [--format json|text|md] [--dossier-id ID]`: the claims placed by
 * their time period labels (`research-timeline-local/1`, JSON by default). Read-only.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { timeline } from "../api/views.ts";
import { renderTimeline } from "../views/timeline_render.ts";
import { timelineJson } from "../api/list_json.ts";
import { printChunks, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code. It reads no messages, so the start-up fast path
 * (`read_fast.ts`) runs it too.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const options = { project: "/tmp/archive", format: "md" };
 * await run({ args: [], options, io }); // 0
 * ```
 */
export async function run(
  ctx: Pick<CommandContext, "args" | "options" | "io"> & Partial<Pick<CommandContext, "messages">>,
): Promise<number> {
  const root = await researchRoot(ctx);
  const format = (ctx.options.format as string | undefined) ?? "json";
  const dossierId = ctx.options.dossierId as string | undefined;
  if (format === "json") return printChunks(ctx, await timelineJson(root, { dossierId }));
  const envelope = await timeline(root, { dossierId });
  ctx.io.stdout(renderTimeline(envelope, format as "text" | "md", {
    text: ctx.messages?.researchText,
  }));
  return 0;
}
