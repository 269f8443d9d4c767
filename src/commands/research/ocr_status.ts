/**
 * `svc research ocr-status [--probe]`: the configured OCR worker's state as JSON; exit 0 even
 * when the probe fails (the JSON says so).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { ocrStatus } from "../../../research/ingest/ocr_status.ts";
import { envRecord, printJson } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(
    ctx,
    await ocrStatus({ env: envRecord(ctx), probe: ctx.options.probe === true }),
  );
}
