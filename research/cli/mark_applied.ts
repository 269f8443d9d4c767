/**
 * `svc research mark-applied --decision-id ID --dossier-id ID --expected-snapshot DIGEST
 * --expected-decision-revision N --expected-dossier-revision N [--note TEXT]`: records that a
 * decision has been applied to a dossier (status `applied`).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { runAcknowledge } from "./acknowledge.ts";

/**
 * Runs the command; returns the exit code.
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
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  return runAcknowledge(ctx, "applied");
}
