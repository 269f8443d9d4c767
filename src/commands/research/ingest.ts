/**
 * `svc research ingest FILE --allow-retention [--title] [--context JSON-or-file]
 * [--origin-url URL] [--source-id ID] [--expected-snapshot D] [--ocr-fallback-native]`:
 * prints the `research-ingest-local/1` receipt. Without `--allow-retention` nothing is read
 * or written (exit 2).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { readContextArgument } from "../../../research/api/context.ts";
import { ingest, requireRetention } from "../../../research/api/ingest.ts";
import { cliLock, envRecord, printJson, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  requireRetention(ctx.options.allowRetention === true);
  const root = await researchRoot(ctx);
  const context = typeof ctx.options.context === "string"
    ? await readContextArgument(ctx.options.context)
    : undefined;
  const receipt = await ingest(root, {
    file: ctx.args[0],
    allowRetention: true,
    title: ctx.options.title as string | undefined,
    context,
    originUrl: ctx.options.originUrl as string | undefined,
    sourceId: ctx.options.sourceId as string | undefined,
    expectedSnapshot: ctx.options.expectedSnapshot as string | undefined,
    actor: ctx.options.actor as string | undefined,
    env: envRecord(ctx),
    ocrFallbackNative: ctx.options.ocrFallbackNative === true,
    lock: cliLock(ctx),
  });
  return printJson(ctx, receipt);
}
