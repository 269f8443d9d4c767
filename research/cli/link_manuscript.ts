/**
 * `svc research link-manuscript MANUSCRIPT --claim-id ID --claim-revision N --selection JSON
 * --expected-project-id P --expected-snapshot S --expected-source-sha256 D --allow-retention
 * [--note TEXT] [--actor NAME]`: saves a manuscript claim link; stdout is the complete
 * `research-manuscript-link-local/1` receipt. `find-anchor` prints every value it needs.
 *
 * @module
 */

import { resolve } from "node:path";
import type { CommandContext } from "../../src/console/spec.ts";
import { linkManuscriptClaim } from "../api/manuscript_links.ts";
import { cliLock, intOption, printJson, requireOption, researchRoot } from "./common.ts";
import { usageError } from "../keyed_errors.ts";

/** A JSON object given literally or as the path of a JSON file. */
async function jsonObjectArgument(arg: string, flag: string): Promise<unknown> {
  let text = arg;
  if (!arg.trim().startsWith("{")) {
    try {
      text = await Deno.readTextFile(arg);
    } catch (e) {
      throw usageError("json_arg.unreadable", { flag, arg, why: (e as Error).message });
    }
  }
  try {
    return JSON.parse(text);
  } catch {
    throw usageError("json_arg.not_json", { flag });
  }
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * // The selection file and the three guards are what `svc research find-anchor` printed.
 * declare const snapshot: string, projectId: string, sha256: string;
 * const options = {
 *   project: "/tmp/archive",
 *   claimId: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   claimRevision: "1",
 *   selection: "/tmp/selection.json",
 *   expectedProjectId: projectId,
 *   expectedSnapshot: snapshot,
 *   expectedSourceSha256: sha256,
 *   allowRetention: true,
 * };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  if (o.allowRetention !== true) {
    throw usageError("link.retention_flag");
  }
  const claimId = requireOption(ctx, "claimId", "--claim-id");
  const claimRevision = intOption(o.claimRevision, "--claim-revision", 1, Number.MAX_SAFE_INTEGER);
  if (claimRevision === undefined) throw usageError("cli.required", { flag: "--claim-revision" });
  const selection = await jsonObjectArgument(
    requireOption(ctx, "selection", "--selection"),
    "--selection",
  );
  const root = await researchRoot(ctx);
  return printJson(
    ctx,
    await linkManuscriptClaim(root, {
      manuscript: resolve(ctx.args[0]),
      claimId: claimId,
      claimRevision: claimRevision,
      selection,
      expectedProjectId: requireOption(ctx, "expectedProjectId", "--expected-project-id"),
      expectedSnapshot: requireOption(ctx, "expectedSnapshot", "--expected-snapshot"),
      expectedSourceSha256: requireOption(
        ctx,
        "expectedSourceSha256",
        "--expected-source-sha256",
      ),
      allowRetention: true,
      note: o.note,
      actor: o.actor,
      lock: cliLock(ctx),
    }),
  );
}
