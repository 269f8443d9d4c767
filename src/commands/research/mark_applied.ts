/**
 * `svc research mark-applied --decision-id ID --dossier-id ID --expected-snapshot DIGEST
 * --expected-decision-revision N --expected-dossier-revision N [--note TEXT]`: records that a
 * decision has been applied to a dossier (status `applied`).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { runAcknowledge } from "./acknowledge.ts";

/** Runs the command; returns the exit code. */
export function run(ctx: CommandContext): Promise<number> {
  return runAcknowledge(ctx, "applied");
}
