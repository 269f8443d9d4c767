/**
 * `svc research relate FROM_CLAIM TO_CLAIM [--relation causes|results_in] [--rationale T]
 * [--from-revision N] [--to-revision N] [--expected-snapshot S] [--expected-project-id P]
 * [--actor NAME]`: an explicit causal assertion (`research-claim-relation-local/1`).
 * Without claims (or with `list`): the relations (`research-claim-relations-local/1`,
 * `--claim-id`, `--include-retracted`). `--relation-id ID` with `--inspect [--revision N]`,
 * `--history` or `--update` (revision controls, `--relation`, `--rationale`,
 * `--from-revision`, `--to-revision`, `--state active|retracted`, `--diff`) reads, corrects
 * or retracts one relation.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { createClaimRelation } from "../api/records.ts";
import { listClaimRelations } from "../api/record_lists.ts";
import { cliLock, printJson, researchRoot } from "./common.ts";
import {
  checkListing,
  chooseMode,
  CREATE_GUARDS,
  defined,
  modeHomes,
  onlyOptions,
  orNull,
  recordIdOption,
  revisionOption,
  str,
  UPDATE_CONTROLS,
} from "./record_options.ts";
import { inspectRecord, printHistory, requireChanges, runUpdate } from "./record_modes.ts";
import { usageError } from "../keyed_errors.ts";

const FIELDS = ["relation", "rationale", "fromRevision", "toRevision"];
const MODES = {
  inspect: ["relationId", "inspect", "revision"],
  history: ["relationId", "history"],
  update: ["relationId", "update", ...FIELDS, "state", ...UPDATE_CONTROLS],
} as const;

function fields(ctx: CommandContext): Record<string, unknown> {
  return defined({
    relation: str(ctx, "relation"),
    rationale: orNull(ctx, "rationale"),
    from_claim_revision: revisionOption(ctx, "fromRevision"),
    to_claim_revision: revisionOption(ctx, "toRevision"),
  });
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", relation: "causes" };
 * const args = ["clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "clm_01JBBBBBBBBBBBBBBBBBBBBBBB"];
 * await run({ args, options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const mode = chooseMode(ctx, Object.keys(MODES) as (keyof typeof MODES)[]);
  const args = ctx.args;
  if (mode !== null) {
    if (args.length > 0) {
      throw usageError("cli.mode_takes_no_ids", { mode });
    }
    onlyOptions(ctx, `with --${mode}`, MODES[mode]);
    return byId(ctx, mode, recordIdOption(ctx, "relationId", "claim_relation"));
  }
  if (ctx.options.relationId !== undefined) {
    throw usageError("cli.relation_id_needs_mode");
  }
  if (args.length === 0 || (args.length === 1 && args[0] === "list")) {
    checkListing(ctx, args.length === 1, ["claimId", "includeRetracted"], {
      "relate FROM_CLAIM TO_CLAIM": [...FIELDS, ...CREATE_GUARDS],
      ...modeHomes(MODES),
    });
    return printJson(
      ctx,
      await listClaimRelations(await researchRoot(ctx), {
        claimId: str(ctx, "claimId"),
        includeRetracted: ctx.options.includeRetracted === true,
      }),
    );
  }
  if (args.length !== 2) {
    throw usageError("cli.relate_arguments");
  }
  onlyOptions(ctx, "when creating a relation", [...FIELDS, ...CREATE_GUARDS]);
  return printJson(
    ctx,
    await createClaimRelation(
      await researchRoot(ctx),
      { from_claim_id: args[0], to_claim_id: args[1], ...fields(ctx) },
      {
        expectedSnapshot: str(ctx, "expectedSnapshot"),
        expectedProjectId: str(ctx, "expectedProjectId"),
        actor: str(ctx, "actor"),
        lock: cliLock(ctx),
      },
    ),
  );
}

async function byId(
  ctx: CommandContext,
  mode: keyof typeof MODES,
  id: string,
): Promise<number> {
  const root = await researchRoot(ctx);
  switch (mode) {
    case "inspect":
      return inspectRecord(ctx, root, "claim_relation", id);
    case "history":
      return printHistory(ctx, root, "claim_relation", id);
    case "update": {
      const changes = defined({ ...fields(ctx), state: str(ctx, "state") });
      requireChanges(changes, [...FIELDS, "state"]);
      return runUpdate(ctx, root, "claim_relation", id, () => changes);
    }
  }
}
