/**
 * A start-up fast path for `svc research search`, the research command people and scripts run most
 * often in a fresh process: a well-formed invocation is parsed here and handed to the very same
 * command as through the full command tree (`runSearch`; only a failure loads the message packs),
 * so the process loads no npm package at all (the first npm import costs a fresh Deno process
 * about 80 ms: half the budget) and no `node:` module but `node:sqlite` (the first one sets up
 * Deno's Node compatibility layer, 12–25 ms; that is why this is not `node:util`'s `parseArgs`).
 * The parser accepts only the plainest form: `--name value` or `--name=value` for `--project`,
 * `--query`, `--scope`, `--limit` and `--offset`, and `--strict`, each at most once. Anything else — `--help`,
 * `--language`, an unknown or repeated option, a value that is empty or starts with "-", a
 * positional, a missing `--query`, a scope outside the list — returns null, and the caller runs
 * the full command line, so every message and exit code stays the full parser's.
 *
 * @module
 */

import { type CliIO, reportFailure } from "../../src/project/io.ts";
import { plainInvocation } from "../../src/console/plain_args.ts";
import { runSearch } from "./search.ts";

/** The part of `src/project/settings.ts` a failure needs (typed here: no graph edge to it). */
interface SettingsModule {
  interfaceLanguage(place: { projectDir: string } | null, io: CliIO): Promise<string>;
}

const SCOPES = new Set(["sources", "dossiers", "claims", "decisions", "all"]);
const STRING_OPTIONS = new Set(["project", "query", "scope", "limit", "offset"]);
const STRICT_FLAG = new Set(["strict"]);

/**
 * The options of a plain invocation (see the module doc), or null for anything else.
 *
 * @example
 * ```ts
 * plainOptions(["--query", "lodz", "--strict"]); // { query: "lodz", strict: true }
 * plainOptions(["--query", "-x"]); // null: the full parser decides
 * ```
 */
export function plainOptions(
  args: readonly string[],
): Record<string, string | boolean> | null {
  const plain = plainInvocation(args, STRING_OPTIONS, STRICT_FLAG);
  return plain !== null && plain.positionals.length === 0 ? plain.options : null;
}

/**
 * Runs `svc research search ARGS` when `args` (after `research search`) is a plain, valid
 * invocation; returns its exit code, or null to let the full command line handle it.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "../../src/project/io.ts";
 * await tryFastSearch(["--query", "lodz", "--project", "/tmp/archive"], PROCESS_IO); // 0
 * await tryFastSearch(["--help"], PROCESS_IO); // null: the full command line handles it
 * ```
 */
export async function tryFastSearch(args: readonly string[], io: CliIO): Promise<number | null> {
  const values = plainOptions(args);
  if (
    values === null || typeof values.query !== "string" ||
    (values.scope !== undefined && !SCOPES.has(values.scope as string))
  ) {
    return null;
  }
  try {
    return await runSearch({ options: values, io });
  } catch (e) {
    // The message packs and the settings layering only when something went wrong: the line is
    // worded in the interface language the full command line would use (SVC_LANG, then
    // `ui_language` of the project's and the user's config files).
    // The settings module reaches the TOML parser (npm): it is imported by URL, as cli.ts
    // imports the command registries, so the start-up graph stays free of npm packages.
    const { messages } = await import("../../src/i18n/messages.ts");
    const { interfaceLanguage }: SettingsModule = await import(
      new URL("../../src/project/settings.ts", import.meta.url).href
    );
    const place = typeof values.project === "string" ? { projectDir: values.project } : null;
    return reportFailure(e, messages(await interfaceLanguage(place, io)), io);
  }
}
