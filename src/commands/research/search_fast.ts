/**
 * A start-up fast path for `svc research search`, the research command people and scripts run
 * most often in a fresh process: a well-formed invocation is parsed with `node:util`'s
 * `parseArgs` and handed to the very same `run` as through the full command tree, so the
 * process loads no npm package at all (the first npm import costs a fresh Deno process about
 * 80 ms: a third of the budget). Anything the fast path does not recognise — `--help`, an
 * unknown or repeated option, a missing `--query`, a scope outside the list — returns null,
 * and the caller runs the full command line, so every message and exit code stays the full
 * parser's.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { type CliIO, reportFailure } from "../../cli/io.ts";
import { messages } from "../../i18n/messages.ts";
import { run } from "./search.ts";

const SCOPES = new Set(["sources", "dossiers", "claims", "decisions", "all"]);

/**
 * Runs `svc research search ARGS` when `args` (after `research search`) is a plain, valid
 * invocation; returns its exit code, or null to let the full command line handle it.
 *
 * @example
 * ```ts
 * // const code = await tryFastSearch(["--query", "lodz", "--project", "book"], PROCESS_IO);
 * ```
 */
export async function tryFastSearch(args: readonly string[], io: CliIO): Promise<number | null> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        project: { type: "string" },
        query: { type: "string" },
        scope: { type: "string" },
        limit: { type: "string" },
        strict: { type: "boolean" },
        language: { type: "string" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    return null;
  }
  if (
    typeof values.query !== "string" ||
    (values.scope !== undefined && !SCOPES.has(values.scope as string))
  ) {
    return null;
  }
  const m = messages(io.env("SVC_LANG"));
  try {
    return await run({ args: [], options: values, io, messages: m });
  } catch (e) {
    return reportFailure(e, m, io);
  }
}
