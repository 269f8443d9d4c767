/**
 * `svc research find-anchor MANUSCRIPT --quote TEXT`: where a quote stands in the manuscript
 * now (`research-manuscript-find-local/1`), with a ready `selection` and the guards that
 * `link-manuscript` needs when it stands exactly once. Exit 1 when it is not found or not
 * unique (the JSON still lists every match).
 *
 * @module
 */

import { resolve } from "node:path";
import type { CommandContext } from "../../src/console/spec.ts";
import { fillMessage } from "../../src/i18n/keyed_message.ts";
import { findAnchor } from "../api/manuscript_links.ts";
import { printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", quote: "The mill burned all night." };
 * await run({ args: ["book.md"], options, io, messages: messages("en") });
 * // 0 when the quote stands exactly once in book.md, else 1
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const quote = requireOption(ctx, "quote", "--quote");
  const root = await researchRoot(ctx);
  const found = await findAnchor(root, { manuscript: resolve(ctx.args[0]), quote });
  printJson(ctx, found);
  if (found.unique) return 0;
  const t = ctx.messages.researchText;
  const quoted = { quote: JSON.stringify(found.quote), n: Number(found.count) };
  const line = fillMessage(found.count === 0 ? t.anchor_missing : t.anchor_repeated, quoted);
  ctx.io.stderr(`[error] ${line}\n`);
  return 1;
}
