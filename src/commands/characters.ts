/**
 * `svc characters FILE --names A,B [--json]` (SPEC 2.5). Names are comma-separated; the alias
 * form `Pattern=Display` takes a regular expression. An empty list is a usage error (exit 2).
 *
 * @module
 */

import type { CommandContext } from "../cli/io.ts";
import { renderCharactersText } from "../report/modules_text.ts";
import { charactersView, type NameEntry, parseNames } from "../views/characters.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * // await run({ args: ["book.md"], options: { names: "Anna,Bob" }, io, messages });
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let names: NameEntry[] = [];
  const { analysis } = await loadAnalysis(ctx, () => {
    names = parseNames(String(ctx.options.names ?? "").split(","));
  });
  const result = charactersView(analysis, names);
  return printResult(ctx, result, () => renderCharactersText(result, ctx.messages));
}
