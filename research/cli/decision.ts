/**
 * `svc research decision [list]`: the decisions (default); `--inspect ID [--revision N]`,
 * `--history ID`; `--create --title T [--rationale TEXT] [--claim-id ID [--claim-revision N]]
 * [--dossier-ids A,B] [--dossier-revisions JSON] [--deviation-from-fact [true|false]]`;
 * `--update ID` with the revision controls and any of those fields; `--diff` shows the change
 * instead of writing it. New links pin the current revisions unless pinned explicitly (and
 * on an `--update` without `--expected-snapshot` they must be pinned explicitly).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { recordDecision } from "../api/records.ts";
import { listDecisions } from "../api/record_lists.ts";
import { cliLock, printJson, requireOption, researchRoot } from "./common.ts";
import {
  boolOption,
  chooseMode,
  CREATE_GUARDS,
  defined,
  idListOption,
  jsonObjectOption,
  onlyOptions,
  orNull,
  recordIdOption,
  revisionOption,
  str,
  UPDATE_CONTROLS,
  wantsList,
} from "./record_options.ts";
import { inspectRecord, printHistory, requireChanges, runUpdate } from "./record_modes.ts";

const FIELDS = [
  "title",
  "rationale",
  "claimId",
  "claimRevision",
  "dossierIds",
  "dossierRevisions",
  "deviationFromFact",
];
const MODES = {
  inspect: ["inspect", "revision", "strict"],
  history: ["history", "strict"],
  create: ["create", ...FIELDS, ...CREATE_GUARDS],
  update: ["update", ...FIELDS, ...UPDATE_CONTROLS],
} as const;

function fields(ctx: CommandContext): Record<string, unknown> {
  return defined({
    title: str(ctx, "title"),
    rationale: str(ctx, "rationale"),
    claim_id: orNull(ctx, "claimId"),
    claim_revision: revisionOption(ctx, "claimRevision"),
    dossier_ids: idListOption(ctx, "dossierIds"),
    dossier_revisions: jsonObjectOption(ctx, "dossierRevisions"),
    deviation_from_fact: boolOption(ctx, "deviationFromFact"),
  });
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", create: true, title: "Move the fire to 1912" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const mode = chooseMode(ctx, Object.keys(MODES) as (keyof typeof MODES)[]);
  if (wantsList(ctx, mode, [], MODES) || mode === null) {
    return printJson(ctx, await listDecisions(await researchRoot(ctx)));
  }
  onlyOptions(ctx, `with --${mode}`, MODES[mode]);
  const root = await researchRoot(ctx);
  switch (mode) {
    case "inspect":
      return inspectRecord(ctx, root, "decision", recordIdOption(ctx, "inspect", "decision"));
    case "history":
      return printHistory(ctx, root, "decision", recordIdOption(ctx, "history", "decision"));
    case "create":
      requireOption(ctx, "title", "--title");
      return printJson(
        ctx,
        await recordDecision(root, fields(ctx), {
          expectedSnapshot: str(ctx, "expectedSnapshot"),
          expectedProjectId: str(ctx, "expectedProjectId"),
          actor: str(ctx, "actor"),
          lock: cliLock(ctx),
        }),
      );
    case "update": {
      const changes = fields(ctx);
      requireChanges(changes, FIELDS);
      return runUpdate(
        ctx,
        root,
        "decision",
        recordIdOption(ctx, "update", "decision"),
        () => changes,
      );
    }
  }
}
