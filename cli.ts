/**
 * The `svc` entry point: runs the command line and exits with its code.
 *
 * @module
 */

import { PROCESS_IO } from "./src/cli/io.ts";
import { runCli } from "./src/cli/program.ts";

if (import.meta.main) {
  Deno.exit(await runCli(Deno.args, PROCESS_IO));
}
