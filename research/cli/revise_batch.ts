/**
 * `svc research revise-batch --file OPS.json --expected-snapshot S [--actor NAME]`: applies a
 * batch of revisions as one commit, all or none (`research-revision-batch-local/1`).
 * `--dry-run` validates it against the current archive without writing (and without needing
 * the snapshot; when one is given it is checked): a batch that would fail prints its report,
 * the error on stderr, and exits 1. The file holds the operations `[{kind, id,
 * expected_revision, changes, change_kind, reason}, …]`, or an object with that list under
 * `operations`.
 *
 * A batch is guarded only by an explicit snapshot (no implicit read-and-forward as for a
 * single `--update`): it may touch many records, and the `--dry-run` report shows the
 * snapshot to pass.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { SvcError } from "../../src/errors.ts";
import { keyedMessage } from "../../src/i18n/keyed_message.ts";
import { applyRecordRevisions, batchRefusal, prepareRecordRevisions } from "../api/revisions.ts";
import { cliLock, printJson, requireOption, researchRoot } from "./common.ts";
import { str } from "./record_options.ts";
import { processingError, staleError, usageError } from "../keyed_errors.ts";

async function readOperations(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await Deno.readTextFile(file);
  } catch (e) {
    throw processingError("cli.batch_unreadable", {
      file,
      why: e instanceof Error ? e.message : String(e),
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw usageError("cli.batch_not_json", {
      file,
      why: e instanceof Error ? e.message : String(e),
    });
  }
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed === "object" && parsed !== null && "operations" in parsed) {
    return (parsed as { operations: unknown }).operations;
  }
  throw usageError("cli.batch_shape", { file });
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", file: "/tmp/ops.json", dryRun: true };
 * await run({ args: [], options, io, messages: messages("en") });
 * // 0 when the batch would apply; writes nothing
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const operations = await readOperations(requireOption(ctx, "file", "--file"));
  const root = await researchRoot(ctx);
  const expected = str(ctx, "expectedSnapshot");
  if (ctx.options.dryRun === true) {
    if (ctx.options.actor !== undefined) {
      throw usageError("cli.actor_with_dry_run");
    }
    const report = await prepareRecordRevisions(root, operations);
    if (expected !== undefined && expected !== report.snapshot) {
      throw staleError("guard.snapshot_changed_dry_run", {
        expected: expected.slice(0, 12),
        now: String(report.snapshot).slice(0, 12),
      });
    }
    printJson(ctx, report);
    if (report.valid === true) return 0;
    const refusal = batchRefusal(report);
    const worded = refusal instanceof SvcError ? keyedMessage(refusal, ctx.messages) : undefined;
    ctx.io.stderr(`[error] ${worded ?? report.error}\n`);
    return 1;
  }
  if (expected === undefined) {
    throw usageError("cli.batch_needs_snapshot");
  }
  return printJson(
    ctx,
    await applyRecordRevisions(root, operations, expected, {
      actor: str(ctx, "actor"),
      lock: cliLock(ctx),
    }),
  );
}
