/**
 * The `svc` entry point and the composition root of the command line: each area owns its verbs
 * (`src/cli` the analysis verbs, `research/cli` the `svc research` verbs, `server/cli` serve and
 * service) and this file composes them into one tree, in the help order of
 * {@linkcode COMMAND_NAMES}, runs it and exits with its code.
 *
 * `svc research search` takes a fast path that loads no npm package when its arguments are plain
 * (`research/cli/search_fast.ts`), and so do the plain reads of {@linkcode FAST_READS} (one
 * record, decision impact, the claim list, timeline, matrix and review:
 * `research/cli/read_fast.ts`), and so do the plain analysis runs (`svc analyze|style|profile
 * FILE [--json]`, `svc dashboard FILE`, `svc check FILE [--format F]`: `src/cli/fast_analysis.ts`); everything else goes
 * through the full parser, which is loaded
 * only then (and is kept out of the start-up module graph).
 *
 * @module
 */

import { COMMAND_NAMES } from "./src/command_names.ts";
import type { CommandSpec } from "./src/console/spec.ts";
import { type CliIO, ignoreFileSizeSignal, PROCESS_IO } from "./src/project/io.ts";

/** `runCli` of `src/console/program.ts`. */
type RunCli = (tree: readonly CommandSpec[], args: readonly string[], io: CliIO) => Promise<number>;

// The command tree and its runner are loaded through `import()` of `new URL(…)` on purpose:
// Deno builds the start-up graph from every literal `import()`, resolving each npm package it
// reaches, even when the import never runs. A compiled binary holds these four modules through
// `--include` (scripts/compile.ts COMPILE_INCLUDES; the readiness test checks it).

/**
 * Orders the verbs of every area by {@linkcode COMMAND_NAMES}, and refuses a tree that misses a
 * name or holds one twice or one the list does not know.
 *
 * @example
 * ```ts
 * import type { CommandSpec } from "./src/console/spec.ts";
 * declare const analysis: readonly CommandSpec[];
 * declare const research: CommandSpec;
 * declare const server: readonly CommandSpec[];
 * composeTree([...analysis, research, ...server]).map((c) => c.name)[0]; // "analyze"
 * ```
 */
export function composeTree(parts: readonly CommandSpec[]): CommandSpec[] {
  const byName = new Map(parts.map((c) => [c.name, c]));
  const names = parts.map((c) => c.name).sort();
  if (byName.size !== parts.length || names.join() !== [...COMMAND_NAMES].sort().join()) {
    throw new Error(
      `the command tree [${names.join(", ")}] differs from COMMAND_NAMES [${COMMAND_NAMES}]`,
    );
  }
  return COMMAND_NAMES.map((name) => byName.get(name)!);
}

/**
 * The whole `svc` command tree: the analysis, research and server verbs.
 *
 * @example
 * ```ts
 * (await commandTree()).length; // 17
 * ```
 */
export async function commandTree(): Promise<CommandSpec[]> {
  const [analysis, research, server]: [
    { COMMANDS: readonly CommandSpec[] },
    { RESEARCH_GROUP: CommandSpec },
    { SERVER_COMMANDS: readonly CommandSpec[] },
  ] = await Promise.all([
    import(new URL("./src/cli/registry.ts", import.meta.url).href),
    import(new URL("./research/cli/registry.ts", import.meta.url).href),
    import(new URL("./server/cli/registry.ts", import.meta.url).href),
  ]);
  return composeTree([...analysis.COMMANDS, research.RESEARCH_GROUP, ...server.SERVER_COMMANDS]);
}

/** `svc research` verbs whose plain reads take `research/cli/read_fast.ts`. */
const FAST_READS = [
  "claim",
  "dossier",
  "decision",
  "decision-impact",
  "review",
  "timeline",
  "matrix",
];

/** Analysis verbs whose plain invocations take `src/cli/fast_analysis.ts`. */
const FAST_ANALYSIS = ["analyze", "style", "profile", "dashboard", "check"];

/** `tryFastAnalysis` of `src/cli/fast_analysis.ts`. */
type TryFast = (args: readonly string[], io: typeof PROCESS_IO) => Promise<number | null>;

if (import.meta.main) {
  // A file-size limit then fails a write with a clear error instead of killing the process.
  ignoreFileSizeSignal();
  const args = Deno.args;
  let code: number | null = null;
  if (args[0] === "research" && args[1] === "search") {
    const { tryFastSearch } = await import("./research/cli/search_fast.ts");
    code = await tryFastSearch(args.slice(2), PROCESS_IO);
  } else if (args[0] === "research" && FAST_READS.includes(args[1])) {
    const { tryFastRead } = await import("./research/cli/read_fast.ts");
    code = await tryFastRead(args.slice(1), PROCESS_IO);
  } else if (FAST_ANALYSIS.includes(args[0])) {
    const { tryFastAnalysis }: { tryFastAnalysis: TryFast } = await import(
      new URL("./src/cli/fast_analysis.ts", import.meta.url).href
    );
    code = await tryFastAnalysis(args, PROCESS_IO);
  }
  if (code === null) {
    const [{ runCli }, tree]: [{ runCli: RunCli }, CommandSpec[]] = await Promise.all([
      import(new URL("./src/console/program.ts", import.meta.url).href),
      commandTree(),
    ]);
    code = await runCli(tree, args, PROCESS_IO);
  }
  Deno.exit(code);
}
