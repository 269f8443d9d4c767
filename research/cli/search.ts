/**
 * `svc research search --query TEXT [--scope sources|dossiers|claims|decisions|all]
 * [--limit N] [--offset N] [--strict]`: one page of ranked hits as JSON (`research-search-local/1` for sources,
 * `/2` for the other scopes).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { MAX_OFFSET, type SearchScope } from "../search/index.ts";
import { search } from "../api/search.ts";
import { intOption, type OptionsAndIO, printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", query: "mill fire", limit: "5" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  return await runSearch(ctx);
}

/**
 * The command itself, on the options and streams alone: the start-up fast path
 * (search_fast.ts) calls it without loading the message packs.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const options = { project: "/tmp/archive", query: "mill fire", scope: "claims" };
 * await runSearch({ options, io }); // 0, after printing the ranked hits as JSON
 * ```
 */
export async function runSearch(ctx: OptionsAndIO): Promise<number> {
  const query = requireOption(ctx, "query", "--query");
  const root = await researchRoot(ctx);
  return printJson(
    ctx,
    await search(root, {
      query,
      scope: ctx.options.scope as SearchScope | undefined,
      limit: intOption(ctx.options.limit, "--limit", 1, 100),
      offset: intOption(ctx.options.offset, "--offset", 0, MAX_OFFSET),
      strict: ctx.options.strict === true,
    }),
  );
}
