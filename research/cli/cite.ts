/**
 * `svc research cite --query WORDS [--pick N --expected-snapshot D] | --passage ID`: one hit
 * prints `research-citation-local/1`; zero or several hits print the unchanged
 * `research-search-local/1` JSON, numbered choices on stderr, and exit 1. With `--style` the
 * citation is also styled in the CSL locale of the run's interface language (`SVC_LANG`, then
 * `ui_language` of the project's and the user's config). The choices end with
 * the command that picks one: it names the archive (`--project`, absolute) whenever this
 * command was given one, so it works from any folder, and quotes every value for a POSIX shell.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { fillMessage } from "../../src/i18n/keyed_message.ts";
import { cite, type CiteOptions, MAX_PICK } from "../api/cite.ts";
import { interfaceLanguage } from "../../src/project/settings.ts";
import { intOption, printJson, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", query: "mill fire" };
 * await run({ args: [], options, io, messages: messages("en") });
 * // 0 with one matching passage (its citation JSON), else 1 with numbered choices
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  const query = ctx.options.query as string | undefined;
  const result = await cite(root, {
    query,
    pick: intOption(ctx.options.pick, "--pick", 1, MAX_PICK),
    expectedSnapshot: ctx.options.expectedSnapshot as string | undefined,
    passageId: ctx.options.passage as string | undefined,
    style: ctx.options.style as CiteOptions["style"],
    // A styled citation speaks the run's interface language (its CSL locale).
    ...(ctx.options.style
      ? { language: await interfaceLanguage({ projectDir: root }, ctx.io) }
      : {}),
    strict: ctx.options.strict === true,
  });
  printJson(ctx, result);
  if (result.schema === "research-citation-local/1") return 0;
  const hits = result.hits as {
    title: string;
    page: number | null;
    page_end?: number;
    excerpt_marked: string;
  }[];
  const t = ctx.messages.researchText;
  const say = (template: string, values: Readonly<Record<string, string | number>>) =>
    fillMessage(template, values);
  if (hits.length === 0) {
    ctx.io.stderr(`[error] ${say(t.cite_no_match, { query: query ?? "" })}\n`);
    return 1;
  }
  ctx.io.stderr(`[error] ${say(t.cite_choose, { n: hits.length, query: query ?? "" })}\n`);
  hits.forEach((h, i) => {
    const where = h.page === null
      ? ""
      : h.page_end !== undefined
      ? say(t.cite_pages, { page: h.page, page_end: h.page_end })
      : say(t.cite_page, { page: h.page });
    ctx.io.stderr(`  ${i + 1}. ${h.title}${where}: ${h.excerpt_marked.replace(/\s+/g, " ")}\n`);
  });
  const project = typeof ctx.options.project === "string" ? ` --project ${shellWord(root)}` : "";
  const command = `svc research cite --query ${shellWord(query ?? "")} --pick N ` +
    `--expected-snapshot ${result.snapshot}${project}`;
  ctx.io.stderr(`${say(t.cite_then, { command })}\n`);
  return 1;
}

/**
 * A value as one word of a POSIX shell command line: as it is when it holds only characters no
 * shell treats specially (`/home/ana/book`), else in single quotes, a quote inside written
 * `'\''` (`Ana's $HOME` becomes `'Ana'\''s $HOME'`).
 */
function shellWord(value: string): string {
  return /^[\p{L}\p{N}_\/.,:@%+=-]+$/u.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
