/**
 * `svc research ocr-status [--probe]`: the configured OCR worker's state as JSON; exit 0 even
 * when the probe fails (the JSON says so). It has no `--language` flag (SPEC 4.1): the global
 * one is refused here, since OCR languages come from `SVC_OCR_LANGUAGES`.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { ocrStatus } from "../ingest/ocr_status.ts";
import { envRecord, printJson } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { probe: true };
 * await run({ args: [], options, io, messages: messages("en") }); // 0, even when the probe fails
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  if (ctx.options.language !== undefined) {
    throw usageError("ocr.no_language");
  }
  return printJson(
    ctx,
    await ocrStatus({ env: envRecord(ctx), probe: ctx.options.probe === true }),
  );
}
