/**
 * `svc research source-meta SOURCE`: without change flags, prints the source's metadata and
 * its revision history; with `--title`, `--author`, `--date`, … or `--clear FIELD`, writes a
 * guarded correction (`--expected-revision N` and `--reason TEXT` required; `--change-kind`,
 * `--expected-snapshot`, `--actor` optional) and prints `research-source-metadata-local/1`.
 * A stale revision or snapshot writes nothing (exit 1).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { reviseSourceMetadata, sourceMetadata } from "../api/source_metadata.ts";
import { cliLock, printJson, researchRoot } from "./common.ts";
import { metadataFlags } from "./metadata_flags.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = {
 *   project: "/tmp/archive",
 *   date: "1888",
 *   expectedRevision: "0",
 *   reason: "Title page",
 * };
 * await run({ args: ["src_01JD5ZQ8XK4V0G3N6M7P8R9S2T"], options, io, messages: messages("en") });
 * // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const root = await researchRoot(ctx);
  const sourceId = ctx.args[0];
  const changes: Record<string, unknown> = { ...metadataFlags(ctx) };
  if (typeof ctx.options.title === "string") changes.title = ctx.options.title;
  const clear = Array.isArray(ctx.options.clear) ? ctx.options.clear as string[] : [];
  for (const field of clear) {
    if (field in changes) throw usageError("cli.clear_value_together", { field });
    changes[field] = null;
  }
  const writes = Object.keys(changes).length > 0;
  const guards = ["expectedRevision", "reason", "changeKind", "expectedSnapshot"]
    .filter((k) => ctx.options[k] !== undefined);
  if (!writes) {
    if (guards.length) {
      throw usageError("cli.source_meta_revision");
    }
    return printJson(ctx, await sourceMetadata(root, sourceId));
  }
  const expected = ctx.options.expectedRevision;
  if (typeof expected !== "string" || !/^\d+$/.test(expected)) {
    throw usageError("cli.source_meta_change");
  }
  return printJson(
    ctx,
    await reviseSourceMetadata(root, {
      sourceId,
      expectedRevision: Number(expected),
      changes,
      reason: ctx.options.reason,
      changeKind: ctx.options.changeKind,
      expectedSnapshot: ctx.options.expectedSnapshot as string | undefined,
      actor: ctx.options.actor as string | undefined,
      lock: cliLock(ctx),
    }),
  );
}
