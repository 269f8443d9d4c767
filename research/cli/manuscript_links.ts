/**
 * `svc research manuscript-links [--claim-id ID] [--include-retracted]`: the links as
 * `research-manuscript-links-local/1` JSON; reads no manuscript.
 *
 * `--link-id ID --retract --expected-revision N --reason TEXT [--change-kind K]
 * [--expected-snapshot S]` retracts one link instead: a guarded revision of its `state`
 * (SPEC 3), printed as `research-record-local/1`; the earlier revision stays in history.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { listManuscriptLinks } from "../api/manuscript_links.ts";
import { reviseRecord } from "../api/records.ts";
import { cliLock, intOption, printJson, requireOption, researchRoot } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

const RETRACT_ONLY = ["expectedRevision", "reason", "changeKind", "expectedSnapshot", "actor"];

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", claimId: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  if (o.retract !== true) {
    const stray = [...RETRACT_ONLY, "linkId"].find((k) => o[k] !== undefined);
    if (stray) throw usageError("cli.only_with_retract", { flag: kebab(stray) });
    const root = await researchRoot(ctx);
    return printJson(
      ctx,
      await listManuscriptLinks(root, {
        claimId: o.claimId,
        includeRetracted: o.includeRetracted === true,
      }),
    );
  }
  if (o.claimId !== undefined || o.includeRetracted !== undefined) {
    throw usageError("cli.retract_combined");
  }
  const id = requireOption(ctx, "linkId", "--link-id");
  const revision = intOption(o.expectedRevision, "--expected-revision", 1, Number.MAX_SAFE_INTEGER);
  if (revision === undefined) throw usageError("cli.retract_needs_revision");
  const reason = requireOption(ctx, "reason", "--reason");
  const root = await researchRoot(ctx);
  return printJson(
    ctx,
    await reviseRecord(root, {
      kind: "manuscript_claim_link",
      id,
      expectedRevision: revision,
      changes: { state: "retracted" },
      changeKind: o.changeKind ?? "correction",
      reason,
      expectedSnapshot: o.expectedSnapshot as string | undefined,
      actor: o.actor as string | undefined,
      lock: cliLock(ctx),
    }),
  );
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}
