/**
 * `svc research manuscript-links [--claim-id ID] [--include-retracted]`: the links as
 * `research-manuscript-links-local/1` JSON; reads no manuscript.
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { listManuscriptLinks } from "../../../research/api/manuscript_links.ts";
import { printJson, researchRoot } from "./common.ts";

/** Runs the command; returns the exit code. */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  return printJson(
    ctx,
    await listManuscriptLinks(root, {
      claimId: ctx.options.claimId,
      includeRetracted: ctx.options.includeRetracted === true,
    }),
  );
}
