/**
 * The modes the authored-record commands share: read one record (`--inspect`, optionally at
 * `--revision N`), its history, and `--update` — a guarded revision written through
 * `reviseRecord`, or with `--diff` shown as a unified diff and not written. The reads answer
 * from the materialised state (`research/state/`), brought up to the log first; with
 * `--strict` (dossier, claim, decision) a state behind the log is refused instead.
 *
 * SPEC 4.1: `--update` needs `--expected-revision`, `--change-kind` and `--reason`;
 * `--expected-snapshot` is optional. Without it the reviewed revision is checked and the
 * snapshot of the current read is forwarded (any write in between fails, no retry), and new or
 * changed associations need explicit revision flags; with it, it is a strict archive-wide
 * guard. `reviseRecord` implements exactly that; this module only forwards the flags.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { getRecord, recordHistory, reviseRecord } from "../api/records.ts";
import { zoteroReferenceCheck } from "../refman/reference_updates.ts";
import type { AuthoredKind } from "../types.ts";
import { cliLock, printJson, requireOption } from "./common.ts";
import { refmanCliOptions } from "./refman_common.ts";
import { flagOf, requireRevision, revisionOption, str } from "./record_options.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Prints one record (`research-record-local/1`) at its latest revision or at `--revision`.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { revision: "1" }, io, messages: messages("en") };
 * await inspectRecord(ctx, "/tmp/archive", "claim", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // 0
 * // prints research-record-local/1 with revision 1 of the claim
 * ```
 */
export async function inspectRecord(
  ctx: CommandContext,
  root: string,
  kind: AuthoredKind,
  id: string,
): Promise<number> {
  return printJson(
    ctx,
    await getRecord(root, {
      kind,
      id,
      revision: revisionOption(ctx, "revision"),
      strict: ctx.options.strict === true,
      // Zotero is asked only when a cited version is a Zotero capture (research/refman); where
      // it is comes from the same settings as the refman commands', this project's included.
      referenceCheck: zoteroReferenceCheck(await refmanCliOptions(ctx, root)),
    }),
  );
}

/**
 * Prints a record's history (`research-history-local/1`, newest first).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: {}, io, messages: messages("en") };
 * await printHistory(ctx, "/tmp/archive", "claim", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // 0
 * ```
 */
export async function printHistory(
  ctx: CommandContext,
  root: string,
  kind: AuthoredKind,
  id: string,
): Promise<number> {
  return printJson(
    ctx,
    await recordHistory(root, { kind, id, strict: ctx.options.strict === true }),
  );
}

/** The revision controls of an `--update`, read from the command line. */
export interface UpdateControls {
  readonly expectedRevision: number;
  readonly changeKind: string;
  readonly reason: string;
  readonly expectedSnapshot?: string;
  readonly actor?: string;
}

/** The revision controls, the three SPEC requires first. */
function updateControls(ctx: CommandContext): UpdateControls {
  return {
    expectedRevision: requireRevision(ctx, "expectedRevision"),
    changeKind: requireOption(ctx, "changeKind", "--change-kind"),
    reason: requireOption(ctx, "reason", "--reason"),
    expectedSnapshot: str(ctx, "expectedSnapshot"),
    actor: str(ctx, "actor"),
  };
}

/**
 * Checks that an `--update` changes at least one field; `fieldKeys` are the option keys that
 * would.
 *
 * @example
 * ```ts
 * requireChanges({ title: "Mill fire" }, ["title"]); // passes
 * requireChanges({}, ["title"]); // throws "--update needs at least one field to change: --title"
 * ```
 */
export function requireChanges(
  changes: Readonly<Record<string, unknown>>,
  fieldKeys: readonly string[],
): void {
  if (Object.keys(changes).length === 0) {
    throw usageError("cli.update_needs_field", { flags: fieldKeys.map(flagOf).join(", ") });
  }
}

/**
 * Runs an `--update`: prints the new revision (`research-record-local/1`), or with `--diff`
 * the unified diff of the revision it would write, writing nothing. `changes` may depend on
 * the current record (a dossier section is replaced inside the current body); `write`
 * overrides the facade call that performs the revision.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { expectedRevision: "1", changeKind: "correction", reason: "r", diff: true };
 * const ctx = { args: [], options, io, messages: messages("en") };
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * await runUpdate(ctx, "/tmp/archive", "claim", id, () => ({ confidence: "evidenced" })); // 0
 * ```
 */
export async function runUpdate(
  ctx: CommandContext,
  root: string,
  kind: AuthoredKind,
  id: string,
  changes: (current: Readonly<Record<string, unknown>>) => Record<string, unknown>,
  write?: (controls: UpdateControls) => Promise<Record<string, unknown>>,
): Promise<number> {
  const controls = updateControls(ctx);
  if (ctx.options.diff === true) {
    const { revisionDiff } = await import("./record_diff.ts");
    ctx.io.stdout(
      await revisionDiff(root, { kind, id, ...controls, changes }, controls.expectedSnapshot),
    );
    return 0;
  }
  const envelope = write ? await write(controls) : await reviseRecord(root, {
    kind,
    id,
    ...controls,
    changes: changes({}),
    lock: cliLock(ctx),
  });
  return printJson(ctx, envelope);
}
