/**
 * `svc research batch-ingest FOLDER-or-LIST --allow-retention [--progress] [--no-recursive]
 * [--as-new-source] …`: ingests every file, subfolders included unless `--no-recursive`,
 * resumable (running the same batch again continues where it stopped). Exit 1 when any file
 * failed; the envelope lists each file's outcome, and what was skipped and why (duplicates,
 * unsupported types, unreadable files, …) both under `skipped` and as one `[warning]` line
 * each on stderr.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { batchIngest } from "../api/batch.ts";
import type { SkippedEntry } from "../api/batch_files.ts";
import { printJson, researchRoot } from "./common.ts";
import { ingestCliOptions } from "./ingest_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", allowRetention: true, progress: true };
 * await run({ args: ["/tmp/scans"], options, io, messages: messages("en") });
 * // 0 when every file of /tmp/scans was ingested, 1 when any failed
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const options = await ingestCliOptions(ctx);
  const root = await researchRoot(ctx);
  const result = await batchIngest(root, ctx.args[0], {
    ...options,
    onProgress: ctx.options.progress === true
      ? (msg) => ctx.io.stderr(`[progress] ${msg}\n`)
      : undefined,
    recursive: ctx.options.recursive !== false,
    asNewSource: ctx.options.asNewSource === true,
  });
  printJson(ctx, result);
  // What was left out, in words (the JSON lists the same under `skipped`).
  for (const s of result.skipped as SkippedEntry[]) {
    ctx.io.stderr(`[warning] Skipped ${s.file} (${s.reason}): ${s.message}\n`);
  }
  return (result.counts as { failed: number }).failed > 0 ? 1 : 0;
}
