/**
 * `svc research link PASSAGE_ID CLAIM_ID`: links a passage to a claim as evidence (relation
 * `supports` unless `--relation` says otherwise). Full ids, in that order; every other option
 * is `link-evidence`'s and is validated by the same code.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { isId } from "../store/id_format.ts";
import { researchRoot } from "./common.ts";
import { createLink } from "./link_evidence.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", relation: "supports" };
 * const args = ["psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"];
 * await run({ args, options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const [passageId, claimId] = ctx.args;
  if (isId(passageId, "clm") && isId(claimId, "psg")) {
    throw usageError("cli.link_order", { claim: claimId, passage: passageId });
  }
  if (!isId(passageId, "psg")) {
    throw usageError("cli.passage_id_arg", { value: JSON.stringify(passageId) });
  }
  if (!isId(claimId, "clm")) {
    throw usageError("cli.claim_id_arg", { value: JSON.stringify(claimId) });
  }
  return createLink(ctx, await researchRoot(ctx), claimId, passageId);
}
