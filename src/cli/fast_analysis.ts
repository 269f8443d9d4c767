/**
 * A start-up fast path for the analysis verbs a fresh process runs most — `svc analyze|style|
 * profile FILE [--json]`, `svc dashboard FILE [--output OUT]` and `svc check FILE [--format F]`
 * (a valid format only) — like the research fast paths:
 * a plain invocation is parsed here and run by the very same command module, with the same
 * context, interface language and error mapping as through the full command line, but without
 * loading the command parser (npm:commander and the node modules it pulls in) or the command
 * trees of the other areas (whose literal `import()`s make Deno resolve jsPDF, Hono and the
 * archive's packages). On War and Peace that is about a third of `analyze --json`'s start-up.
 *
 * It answers only what the full command line would answer the same way: exactly one positional
 * argument (the manuscript) and at most the plain options below, each once, written
 * `--name value` or `--name=value`. Anything else (help, another option, a second file) returns
 * null and the full command line runs; nothing has been printed or read by then.
 *
 * @module
 */

import { plainInvocation } from "../console/plain_args.ts";
import { CHECK_FORMATS } from "../report/check/choices.ts";
import type { CommandContext, CommandModule } from "../console/spec.ts";
import { messages } from "../i18n/messages.ts";
import { type CliIO, reportFailure } from "../project/io.ts";
import { interfaceLanguage } from "../project/settings.ts";

/** The verbs taken here, their loaders and the options each takes (valued or not). */
const FAST_VERBS: Readonly<
  Record<string, {
    load: () => Promise<CommandModule>;
    flags: string[];
    valued: string[];
    /** Values a valued option may take here (others go to the full command line). */
    choices?: Readonly<Record<string, readonly string[]>>;
  }>
> = {
  analyze: { load: () => import("./analyze.ts"), flags: ["json"], valued: [] },
  style: { load: () => import("./style.ts"), flags: ["json"], valued: [] },
  profile: { load: () => import("./profile.ts"), flags: ["json"], valued: [] },
  dashboard: { load: () => import("./dashboard.ts"), flags: [], valued: ["output"] },
  check: {
    load: () => import("./check.ts"),
    flags: [],
    valued: ["format"],
    choices: { format: CHECK_FORMATS },
  },
};

/**
 * The options and the manuscript of a plain invocation of `verb`, or null for anything the
 * full command line must decide.
 *
 * @example
 * ```ts
 * plainAnalysisInvocation("analyze", ["book.md", "--json"]);
 * // { file: "book.md", options: { json: true } }
 * plainAnalysisInvocation("analyze", ["book.md", "--help"]); // null
 * ```
 */
export function plainAnalysisInvocation(
  verb: string,
  args: readonly string[],
): { file: string; options: Record<string, string | boolean> } | null {
  const spec = Object.hasOwn(FAST_VERBS, verb) ? FAST_VERBS[verb] : undefined;
  if (!spec) return null;
  const plain = plainInvocation(args, new Set(spec.valued), new Set(spec.flags));
  if (plain === null || plain.positionals.length !== 1) return null;
  const { options, positionals } = plain;
  for (const [name, allowed] of Object.entries(spec.choices ?? {})) {
    const value = options[name];
    if (typeof value === "string" && !allowed.includes(value)) return null;
  }
  return { file: positionals[0], options };
}

/**
 * Runs `svc ARGS` when it is a plain analysis invocation (see the module doc) and returns its
 * exit code, or null to let the full command line run.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "../project/io.ts";
 * await tryFastAnalysis(["analyze", "book.md", "--json"], PROCESS_IO); // 0, after the JSON
 * await tryFastAnalysis(["analyze", "--help"], PROCESS_IO); // null: the full command line runs
 * ```
 */
export async function tryFastAnalysis(args: readonly string[], io: CliIO): Promise<number | null> {
  const plain = plainAnalysisInvocation(args[0] ?? "", args.slice(1));
  if (plain === null) return null;
  // The same interface language as the full command line: the config beside the manuscript.
  const m = messages(await interfaceLanguage({ manuscript: plain.file }, io));
  const ctx: CommandContext = { args: [plain.file], options: plain.options, io, messages: m };
  try {
    const module = await FAST_VERBS[args[0]].load();
    return await module.run(ctx);
  } catch (e) {
    return reportFailure(e, m, io);
  }
}
