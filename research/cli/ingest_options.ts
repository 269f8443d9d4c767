/**
 * The command-line options `ingest` and `batch-ingest` share. Kept apart from `common.ts`
 * because it reaches the ingest code (PDF text, HTML, OCR and their npm packages), which the
 * search fast path must not load: every module on that path costs a fresh `svc research
 * search` its start-up time.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { readContextArgument } from "../api/context.ts";
import { type IngestOptions, requireRetention } from "../api/ingest.ts";
import { cliLock, envRecord } from "./common.ts";
import { metadataFlags } from "./metadata_flags.ts";

/**
 * The options `ingest` and `batch-ingest` share, read from the command line: permission
 * (required), the `--context` object, origin URL, the source's metadata flags (`--author`,
 * `--date`, …), guards, actor, OCR environment and the CLI's lock wait.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { allowRetention: true, originUrl: "https://example.org/chronicle.pdf" };
 * const ingest = await ingestCliOptions({ args: [], options, io, messages: messages("en") });
 * ingest.originUrl; // "https://example.org/chronicle.pdf"
 * ```
 */
export async function ingestCliOptions(ctx: CommandContext): Promise<IngestOptions> {
  requireRetention(ctx.options.allowRetention === true);
  return {
    allowRetention: true,
    context: typeof ctx.options.context === "string"
      ? await readContextArgument(ctx.options.context)
      : undefined,
    originUrl: ctx.options.originUrl as string | undefined,
    metadata: metadataFlags(ctx),
    expectedSnapshot: ctx.options.expectedSnapshot as string | undefined,
    actor: ctx.options.actor as string | undefined,
    env: envRecord(ctx),
    ocrFallbackNative: ctx.options.ocrFallbackNative === true,
    lock: cliLock(ctx),
  };
}
