/**
 * `svc research image-ingest FILE --allow-retention [--title] [--context JSON-or-file]
 * [--origin-url URL] [--source-id ID] [--expected-snapshot D] [--expected-project-id ID]
 * [--actor]`: retains one PNG or JPEG image as a source version (no text, no passages) and
 * prints the `research-ingest-local/1` receipt with its `ref`. Without `--allow-retention`
 * nothing is read or written (exit 2); an image that fails its checks exits 1.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { ingestImage } from "../api/images.ts";
import { readContextArgument } from "../api/context.ts";
import { requireRetention } from "../api/ingest.ts";
import { cliLock, printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", allowRetention: true, title: "Town map" };
 * await run({ args: ["/tmp/map.png"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  requireRetention(o.allowRetention === true);
  const context = typeof o.context === "string" ? await readContextArgument(o.context) : undefined;
  const root = await researchRoot(ctx);
  const receipt = await ingestImage(root, {
    file: ctx.args[0],
    allowRetention: true,
    title: o.title as string | undefined,
    context,
    originUrl: o.originUrl as string | undefined,
    sourceId: o.sourceId as string | undefined,
    expectedSnapshot: o.expectedSnapshot as string | undefined,
    expectedProjectId: o.expectedProjectId as string | undefined,
    actor: o.actor as string | undefined,
    lock: cliLock(ctx),
  });
  return printJson(ctx, receipt);
}
