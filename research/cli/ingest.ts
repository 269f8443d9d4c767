/**
 * `svc research ingest FILE --allow-retention [--title] [--context JSON-or-file]
 * [--origin-url URL] [--new-version-of ID | --as-new-source] [--expected-snapshot D]
 * [--ocr-fallback-native]`: prints the `research-ingest-local/1` receipt. Without
 * `--allow-retention` nothing is read or written (exit 2). Bytes the archive already holds as
 * a source are refused (exit 1, naming that source's id and title, nothing written) unless
 * `--new-version-of ID` (`--source-id ID`, the older spelling) or `--as-new-source` says what
 * is meant.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { ingest } from "../api/ingest.ts";
import { DuplicateSourceError } from "../errors.ts";
import { printJson, researchRoot } from "./common.ts";
import { ingestCliOptions } from "./ingest_options.ts";
import { keyed, messageOf, usageError } from "../keyed_errors.ts";

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
  const newVersionOf = ctx.options.newVersionOf as string | undefined;
  const sourceId = ctx.options.sourceId as string | undefined;
  if (newVersionOf !== undefined && sourceId !== undefined && newVersionOf !== sourceId) {
    throw usageError("cli.new_version_source");
  }
  try {
    const receipt = await ingest(root, {
      ...options,
      file: ctx.args[0],
      title: ctx.options.title as string | undefined,
      sourceId: newVersionOf ?? sourceId,
      asNewSource: ctx.options.asNewSource === true,
    });
    return printJson(ctx, receipt);
  } catch (e) {
    if (!(e instanceof DuplicateSourceError)) throw e;
    const id = e.existing.source_id;
    const k = keyed("cli.new_version_new", { why: messageOf(e), id });
    throw new DuplicateSourceError(k.message, e.existing, k.options);
  }
}
