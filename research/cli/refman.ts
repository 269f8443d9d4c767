/**
 * `svc research refman [--library users/0] [--mode items|collections] [--query TEXT]
 * [--item-key KEY] [--collection-key KEY] [--limit N] [--start N] [--data-dir DIR]`: prints
 * `research-refman-local/1`, a read-only preview of the Zotero library. `--library` defaults
 * to `users/0`, the author's own library.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { refmanBrowse } from "../refman/browse.ts";
import { intOption, printJson, researchRoot } from "./common.ts";
import { archiveProjectIdOf, refmanCliOptions } from "./refman_common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", mode: "items", query: "chronicle", limit: "10" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  const limit = intOption(o.limit, "--limit", 1, 100);
  const start = intOption(o.start, "--start", 0, Number.MAX_SAFE_INTEGER);
  const root = await researchRoot(ctx);
  const page = await refmanBrowse(root, {
    projectId: await archiveProjectIdOf(root),
    library: o.library ?? "users/0",
    mode: o.mode,
    query: o.query,
    itemKey: o.itemKey,
    collectionKey: o.collectionKey,
    limit,
    start,
  }, await refmanCliOptions(ctx, root));
  return printJson(ctx, page);
}
