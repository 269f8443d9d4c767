/**
 * `svc research batch-ingest FOLDER-or-LIST --allow-retention [--progress] …`: ingests every
 * file, resumable (running the same batch again continues where it stopped). Exit 1 when any
 * file failed; the envelope lists each file's outcome.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { batchIngest } from "../../../research/api/batch.ts";
import { readContextArgument } from "../../../research/api/context.ts";
import { requireRetention } from "../../../research/api/ingest.ts";
import { cliLock, envRecord, printJson, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  requireRetention(ctx.options.allowRetention === true);
  const root = await researchRoot(ctx);
  const context = typeof ctx.options.context === "string"
    ? await readContextArgument(ctx.options.context)
    : undefined;
  const result = await batchIngest(root, ctx.args[0], {
    allowRetention: true,
    context,
    originUrl: ctx.options.originUrl as string | undefined,
    expectedSnapshot: ctx.options.expectedSnapshot as string | undefined,
    actor: ctx.options.actor as string | undefined,
    env: envRecord(ctx),
    ocrFallbackNative: ctx.options.ocrFallbackNative === true,
    lock: cliLock(ctx),
    onProgress: ctx.options.progress === true
      ? (msg) => ctx.io.stderr(`[progress] ${msg}\n`)
      : undefined,
  });
  printJson(ctx, result);
  return (result.counts as { failed: number }).failed > 0 ? 1 : 0;
}
