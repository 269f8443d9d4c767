/**
 * Options of the views that default to bounded text (`review`, `decision-impact`):
 * `--format text|json` with `--json` as its alias, and `--limit N` for the text.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { UsageError } from "../../src/errors.ts";
import { DEFAULT_TEXT_LIMIT } from "../views/text.ts";
import { intOption } from "./common.ts";

/** Largest `--limit`. */
const MAX_TEXT_LIMIT = 1_000_000;

/**
 * The output format: `text` unless `--format json` or `--json`.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * textFormat({ args: [], options: {}, io, messages: messages("en") }); // "text"
 * textFormat({ args: [], options: { json: true }, io, messages: messages("en") }); // "json"
 * ```
 */
export function textFormat(ctx: CommandContext): "text" | "json" {
  const format = (ctx.options.format as string | undefined) ?? "text";
  if (ctx.options.json === true) {
    if (format !== "json" && ctx.options.format !== undefined) {
      throw new UsageError(`--json contradicts --format ${format}`);
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
 * import { messages } from "../../src/i18n/messages.ts";
 * textLimit({ args: [], options: {}, io, messages: messages("en") }, "text"); // 50
 * textLimit({ args: [], options: { limit: "5" }, io, messages: messages("en") }, "text"); // 5
 * ```
 */
export function textLimit(ctx: CommandContext, format: "text" | "json"): number {
  const limit = intOption(ctx.options.limit, "--limit", 1, MAX_TEXT_LIMIT);
  if (limit !== undefined && format === "json") {
    throw new UsageError("--limit bounds the text output; JSON is always whole");
  }
  return limit ?? DEFAULT_TEXT_LIMIT;
}
