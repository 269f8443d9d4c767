/**
 * `svc characters FILE --names A,B [--json]` (SPEC 2.5). Names are comma-separated; the alias
 * form `Pattern=Display` takes a regular expression. An empty list is a usage error (exit 2).
 * A name without any match prints a `[warning]` with the close spellings the text contains
 * (also with `--json`, where the same data is the result's `unmatched`).
 *
 * @module
 */

import { warn } from "../project/io.ts";
import type { CommandContext } from "../console/spec.ts";
import { renderCharactersText, unmatchedWarnings } from "../report/modules_text.ts";
import { charactersView, type NameEntry, parseNames } from "../views/characters.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const options = { names: "Anna,Bob" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let names: NameEntry[] = [];
  const { analysis } = await loadAnalysis(ctx, () => {
    names = parseNames(String(ctx.options.names ?? "").split(","));
  });
  const result = charactersView(analysis, names);
  for (const line of unmatchedWarnings(result, ctx.messages)) warn(ctx.io, line);
  return printResult(ctx, result, () => renderCharactersText(result, ctx.messages));
}
