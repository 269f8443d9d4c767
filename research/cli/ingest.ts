/**
 * `svc research ingest FILE --allow-retention [--title] [--context JSON-or-file]
 * [--origin-url URL] [--source-id ID] [--expected-snapshot D] [--ocr-fallback-native]`:
 * prints the `research-ingest-local/1` receipt. Without `--allow-retention` nothing is read
 * or written (exit 2).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { ingest } from "../api/ingest.ts";
import { printJson, researchRoot } from "./common.ts";
import { ingestCliOptions } from "./ingest_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", allowRetention: true, title: "Town chronicle" };
 * await run({ args: ["/tmp/chronicle.pdf"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const options = await ingestCliOptions(ctx);
  const root = await researchRoot(ctx);
  const receipt = await ingest(root, {
    ...options,
    file: ctx.args[0],
    title: ctx.options.title as string | undefined,
    sourceId: ctx.options.sourceId as string | undefined,
  });
  return printJson(ctx, receipt);
}
