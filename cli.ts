/**
 * The `svc` entry point: runs the command line and exits with its code. `svc research search`
 * takes a fast path that loads no npm package when its arguments are plain
 * (`src/commands/research/search_fast.ts`); everything else goes through the full parser,
 * which is loaded only then (and is kept out of the start-up module graph).
 *
 * @module
 */

import { PROCESS_IO } from "./src/cli/io.ts";

if (import.meta.main) {
  const args = Deno.args;
  let code: number | null = null;
  if (args[0] === "research" && args[1] === "search") {
    const { tryFastSearch } = await import("./src/commands/research/search_fast.ts");
    code = await tryFastSearch(args.slice(2), PROCESS_IO);
  }
  if (code === null) {
    // Not a string literal on purpose: Deno builds the start-up graph from every literal
    // import(), resolving each npm package it reaches, even when the import never runs. The
    // full command tree is loaded only here, and a compiled binary holds it through
    // --include (scripts/compile.ts COMPILE_INCLUDES; the readiness test checks it).
    const { runCli } = await import(new URL("./src/cli/program.ts", import.meta.url).href);
    code = (await runCli(args, PROCESS_IO)) as number;
  }
  Deno.exit(code);
}
