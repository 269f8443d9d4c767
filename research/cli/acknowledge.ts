/**
 * What `svc research mark-applied` and `svc research reopen` share: both append a decision
 * acknowledgement (SPEC 3) for one decision and one associated dossier, guarded by the
 * snapshot and both revisions the author reviewed; stale input exits 1 with nothing written.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { acknowledgeDecision } from "../api/acknowledge.ts";
import { cliLock, intOption, printJson, requireOption, researchRoot } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

function revisionOption(ctx: CommandContext, key: string, flag: string): number {
  const n = intOption(ctx.options[key], flag, 1, Number.MAX_SAFE_INTEGER);
  if (n === undefined) throw usageError("cli.required", { flag });
  return n;
}

/**
 * Runs an acknowledgement with `status`; prints `research-decision-acknowledgement-local/1`.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * declare const snapshot: string; // the archive's current snapshot
 * const options = {
 *   project: "/tmp/archive",
 *   decisionId: "dec_01ARZ3NDEKTSV4RRFFQ69G5FAV",
 *   dossierId: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   expectedSnapshot: snapshot,
 *   expectedDecisionRevision: "1",
 *   expectedDossierRevision: "2",
 * };
 * await runAcknowledge({ args: [], options, io, messages: messages("en") }, "applied"); // 0
 * ```
 */
export async function runAcknowledge(
  ctx: CommandContext,
  status: "applied" | "review_needed",
): Promise<number> {
  const input = {
    decisionId: requireOption(ctx, "decisionId", "--decision-id"),
    dossierId: requireOption(ctx, "dossierId", "--dossier-id"),
    expectedSnapshot: requireOption(ctx, "expectedSnapshot", "--expected-snapshot"),
    expectedDecisionRevision: revisionOption(
      ctx,
      "expectedDecisionRevision",
      "--expected-decision-revision",
    ),
    expectedDossierRevision: revisionOption(
      ctx,
      "expectedDossierRevision",
      "--expected-dossier-revision",
    ),
    status,
    note: ctx.options.note as string | undefined,
    actor: ctx.options.actor as string | undefined,
  };
  const root = await researchRoot(ctx);
  return printJson(ctx, await acknowledgeDecision(root, { ...input, lock: cliLock(ctx) }));
}
