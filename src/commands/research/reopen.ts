/**
 * `svc research reopen --decision-id ID --dossier-id ID --expected-snapshot DIGEST
 * --expected-decision-revision N --expected-dossier-revision N [--note TEXT]`: reopens a
 * decision for a dossier (status `review_needed`).
 *
 * @module
 */

import type { CommandContext } from "../../cli/io.ts";
import { runAcknowledge } from "./acknowledge.ts";

/** Runs the command; returns the exit code. */
export function run(ctx: CommandContext): Promise<number> {
  return runAcknowledge(ctx, "review_needed");
}
