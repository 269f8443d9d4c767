/**
 * `svc research reconcile-manuscript MANUSCRIPT [--accept-moved --expected-snapshot S
 * --expected-source-sha256 D] [--all | --link-id ID [--expected-revision N]]`: lists which
 * links are re-pinnable (moved or adjusted, uniquely) and which are not, and with
 * `--accept-moved` re-pins them in one guarded commit (`research-manuscript-reconcile-local/1`).
 * `--all` takes every `moved` link (its quote stands once in an unchanged paragraph: lines
 * were added above it) and leaves `adjusted` ones for `--link-id`, one by one.
 *
 * @module
 */

import { resolve } from "node:path";
import type { CommandContext } from "../../src/console/spec.ts";
import { reconcileManuscriptLinks } from "../api/manuscript_reanchor.ts";
import { cliLock, intOption, printJson, researchRoot } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") });
 * // 0; lists which links can be re-pinned, changes nothing without --accept-moved
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  const accept = o.acceptMoved === true;
  if (
    accept && (typeof o.expectedSnapshot !== "string" || typeof o.expectedSourceSha256 !== "string")
  ) {
    throw usageError("cli.accept_moved_guards");
  }
  const linkId = o.linkId as string | undefined;
  if (o.all === true && linkId !== undefined) {
    throw usageError("cli.all_or_link_id");
  }
  const revision = intOption(o.expectedRevision, "--expected-revision", 1, Number.MAX_SAFE_INTEGER);
  if (revision !== undefined && linkId === undefined) {
    throw usageError("cli.revision_needs_link_id");
  }
  const root = await researchRoot(ctx);
  return printJson(
    ctx,
    await reconcileManuscriptLinks(root, {
      manuscript: resolve(ctx.args[0]),
      acceptMoved: accept,
      expectedSnapshot: o.expectedSnapshot,
      expectedSourceSha256: o.expectedSourceSha256,
      expectedProjectId: o.expectedProjectId,
      linkIds: linkId === undefined ? undefined : [linkId],
      movedOnly: o.all === true,
      expectedRevisions: linkId !== undefined && revision !== undefined
        ? { [linkId]: revision }
        : undefined,
      actor: o.actor,
      lock: cliLock(ctx),
    }),
  );
}
