/**
 * `svc research link-evidence --claim-id ID --passage-id ID [--relation R] [--rationale T]
 * [--reviewer NAME] [--actor NAME] [--claim-revision N] [--expected-claim-revision N]
 * [--expected-snapshot S] [--expected-project-id P]`: links a passage to a claim as evidence
 * (`supports` by default). `list [--claim-id] [--passage-id] [--include-retracted]` lists the
 * current links; `--link-id ID` with `--inspect [--revision N]`, `--history` or `--update`
 * (revision controls, `--relation`, `--rationale`, `--reviewer`, `--claim-revision`,
 * `--state active|retracted`, `--diff`) reads, corrects or retracts one link.
 *
 * @module
 */

import { wordedWarning } from "../../src/i18n/keyed_message.ts";
import { warn } from "../../src/project/io.ts";
import type { CommandContext } from "../../src/console/spec.ts";
import { linkEvidence } from "../api/records.ts";
import { listEvidenceLinks } from "../api/record_lists.ts";
import { cliLock, printJson, requireOption, researchRoot } from "./common.ts";
import {
  checkListing,
  chooseMode,
  CREATE_GUARDS,
  defined,
  listVerb,
  onlyOptions,
  orNull,
  recordIdOption,
  revisionOption,
  str,
  UPDATE_CONTROLS,
} from "./record_options.ts";
import { inspectRecord, printHistory, requireChanges, runUpdate } from "./record_modes.ts";
import { usageError } from "../keyed_errors.ts";

/** Options of a new link besides its claim and passage (shared with `link`). */
const LINK_OPTIONS = [
  "relation",
  "rationale",
  "reviewer",
  "claimRevision",
  "expectedClaimRevision",
  ...CREATE_GUARDS,
] as const;

const UPDATE_FIELDS = ["relation", "rationale", "reviewer", "claimRevision", "state"];
const MODES = {
  inspect: ["linkId", "inspect", "revision"],
  history: ["linkId", "history"],
  update: ["linkId", "update", ...UPDATE_FIELDS, ...UPDATE_CONTROLS],
} as const;

/**
 * Creates one evidence link from the command line's options; `link` and `link-evidence` both
 * end here, so both validate alike.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { relation: "supports" }, io, messages: messages("en") };
 * const claim = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", passage = "psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * await createLink(ctx, "/tmp/archive", claim, passage); // 0
 * ```
 */
export async function createLink(
  ctx: CommandContext,
  root: string,
  claimId: string,
  passageId: string,
): Promise<number> {
  const envelope = await linkEvidence(
    root,
    defined({
      claim_id: claimId,
      passage_id: passageId,
      relation: str(ctx, "relation"),
      rationale: orNull(ctx, "rationale"),
      reviewer: orNull(ctx, "reviewer"),
      claim_revision: revisionOption(ctx, "claimRevision"),
    }),
    {
      expectedClaimRevision: revisionOption(ctx, "expectedClaimRevision"),
      expectedSnapshot: str(ctx, "expectedSnapshot"),
      expectedProjectId: str(ctx, "expectedProjectId"),
      actor: str(ctx, "actor"),
      lock: cliLock(ctx),
    },
  );
  for (const w of envelope.warnings as string[]) warn(ctx.io, wordedWarning(w, ctx.messages));
  return printJson(ctx, envelope);
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = {
 *   project: "/tmp/archive",
 *   claimId: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   passageId: "psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 * };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const verb = ctx.args[0];
  if (verb !== undefined && verb.startsWith("evl_")) {
    throw usageError("cli.pass_link_id", { verb });
  }
  const explicitList = listVerb(ctx, "--link-id ID --inspect");
  const mode = chooseMode(ctx, Object.keys(MODES) as (keyof typeof MODES)[]);
  if (explicitList) {
    if (mode !== null) throw usageError("cli.list_combined", { flag: `--${mode}` });
    checkListing(ctx, true, ["claimId", "passageId", "includeRetracted"], {});
    return printJson(
      ctx,
      await listEvidenceLinks(await researchRoot(ctx), {
        claimId: str(ctx, "claimId"),
        passageId: str(ctx, "passageId"),
        includeRetracted: ctx.options.includeRetracted === true,
      }),
    );
  }
  if (mode === null) {
    if (ctx.options.linkId !== undefined) {
      throw usageError("cli.link_id_needs_mode");
    }
    onlyOptions(ctx, "when creating a link", ["claimId", "passageId", ...LINK_OPTIONS]);
    const claimId = requireOption(ctx, "claimId", "--claim-id");
    const passageId = requireOption(ctx, "passageId", "--passage-id");
    return createLink(ctx, await researchRoot(ctx), claimId, passageId);
  }
  onlyOptions(ctx, `with --${mode}`, MODES[mode]);
  const id = recordIdOption(ctx, "linkId", "evidence_link");
  const root = await researchRoot(ctx);
  switch (mode) {
    case "inspect":
      return inspectRecord(ctx, root, "evidence_link", id);
    case "history":
      return printHistory(ctx, root, "evidence_link", id);
    case "update": {
      const changes = defined({
        relation: str(ctx, "relation"),
        rationale: orNull(ctx, "rationale"),
        reviewer: orNull(ctx, "reviewer"),
        claim_revision: revisionOption(ctx, "claimRevision"),
        state: str(ctx, "state"),
      });
      requireChanges(changes, UPDATE_FIELDS);
      return runUpdate(ctx, root, "evidence_link", id, () => changes);
    }
  }
}
