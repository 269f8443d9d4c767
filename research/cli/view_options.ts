/**
 * Options of the views that default to bounded text (`review`, `decision-impact`):
 * `--format text|json` with `--json` as its alias, and `--limit N` for the text.
 *
 * @module
 */

import { DEFAULT_TEXT_LIMIT } from "../views/text.ts";
import { intOption, type OptionsAndIO } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

/** Largest `--limit`. */
const MAX_TEXT_LIMIT = 1_000_000;

/**
 * The output format: `text` unless `--format json` or `--json`.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * textFormat({ options: {}, io }); // "text"
 * textFormat({ options: { json: true }, io }); // "json"
 * ```
 */
export function textFormat(ctx: OptionsAndIO): "text" | "json" {
  const format = (ctx.options.format as string | undefined) ?? "text";
  if (ctx.options.json === true) {
    if (format !== "json" && ctx.options.format !== undefined) {
      throw usageError("cli.json_contradicts_format", { format });
    }
    return "json";
  }
  return format as "text" | "json";
}

/**
 * The number of text lines to print; `--limit` only goes with text.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * textLimit({ options: {}, io }, "text"); // 50
 * textLimit({ options: { limit: "5" }, io }, "text"); // 5
 * ```
 */
export function textLimit(ctx: OptionsAndIO, format: "text" | "json"): number {
  const limit = intOption(ctx.options.limit, "--limit", 1, MAX_TEXT_LIMIT);
  if (limit !== undefined && format === "json") {
    throw usageError("cli.limit_with_json");
  }
  return limit ?? DEFAULT_TEXT_LIMIT;
}
