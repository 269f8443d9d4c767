/**
 * The `svc` entry point: runs the command line and exits with its code. `svc research search`
 * takes a fast path that loads no npm package when its arguments are plain
 * (`src/commands/research/search_fast.ts`); everything else goes through the full parser,
 * which is loaded only then.
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
    const { runCli } = await import("./src/cli/program.ts");
    code = await runCli(args, PROCESS_IO);
  }
  Deno.exit(code);
}
