/**
 * `svc research refman-ingest --attachment-key KEY --expected-server-id ID --allow-retention
 * [--library users/0] [--source-id SRC] [--data-dir DIR] [--ocr-fallback-native] [--actor
 * NAME]`: ingests one attachment Zotero stores itself and prints the ingest receipt (with
 * `context.external_reference` and `via`). Without `--allow-retention` nothing is read (exit
 * 2).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { requireRetention } from "../api/ingest.ts";
import { refmanIngest } from "../refman/ingest.ts";
import { cliLock, printJson, researchRoot } from "./common.ts";
import { archiveProjectIdOf, refmanCliOptions } from "./refman_common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = {
 *   project: "/tmp/archive",
 *   attachmentKey: "ABCD2345",
 *   expectedServerId: "zotero-server-id",
 *   allowRetention: true,
 * };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  requireRetention(o.allowRetention === true);
  const root = await researchRoot(ctx);
  const receipt = await refmanIngest(root, {
    projectId: await archiveProjectIdOf(root),
    library: o.library ?? "users/0",
    attachmentKey: o.attachmentKey,
    expectedServerId: o.expectedServerId,
    allowRetention: true,
    sourceId: o.sourceId,
  }, {
    ...await refmanCliOptions(ctx, root),
    actor: o.actor as string | undefined,
    ocrFallbackNative: o.ocrFallbackNative === true,
    lock: cliLock(ctx),
  });
  return printJson(ctx, receipt);
}
