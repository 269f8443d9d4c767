/**
 * `svc research reindex`: rebuilds the derived search index from the log.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { reindex } from "../../../research/api/index_rebuild.ts";
import { printJson, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  return printJson(ctx, await reindex(await researchRoot(ctx)));
}
