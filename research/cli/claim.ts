/**
 * `svc research claim [list] [--dossier-id ID]`: the claims (`research-claims-local/2`,
 * default); `--inspect ID [--revision N]`, `--history ID`; `--create --title T --statement S
 * [--confidence C] [--dossier-id ID [--dossier-revision N]] [--time-period LABEL]`, which
 * prints `research-claim-local/1` and repeats its warnings on stderr; `--update ID` with the
 * revision controls and any of those fields; `--diff` shows the change instead of writing it.
 *
 * @module
 */

import { wordedWarning } from "../../src/i18n/keyed_message.ts";
import type { CommandContext } from "../../src/console/spec.ts";
import { warn } from "../../src/project/io.ts";
import { createClaim } from "../api/records.ts";
import { claimListJson } from "../api/list_json.ts";
import { cliLock, printChunks, printJson, requireOption, researchRoot } from "./common.ts";
import {
  chooseMode,
  CREATE_GUARDS,
  defined,
  onlyOptions,
  orNull,
  recordIdOption,
  revisionOption,
  str,
  UPDATE_CONTROLS,
  wantsList,
} from "./record_options.ts";
import { inspectRecord, printHistory, requireChanges, runUpdate } from "./record_modes.ts";

const FIELDS = ["title", "statement", "confidence", "dossierId", "dossierRevision", "timePeriod"];
const MODES = {
  inspect: ["inspect", "revision", "strict"],
  history: ["history", "strict"],
  create: ["create", ...FIELDS, ...CREATE_GUARDS],
  update: ["update", ...FIELDS, ...UPDATE_CONTROLS],
} as const;

function fields(ctx: CommandContext): Record<string, unknown> {
  return defined({
    title: str(ctx, "title"),
    statement: str(ctx, "statement"),
    confidence: str(ctx, "confidence"),
    dossier_id: orNull(ctx, "dossierId"),
    dossier_revision: revisionOption(ctx, "dossierRevision"),
    time_period: orNull(ctx, "timePeriod"),
  });
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const statement = "The mill burned in 1911.";
 * const options = { project: "/tmp/archive", create: true, title: "Mill fire", statement };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const mode = chooseMode(ctx, Object.keys(MODES) as (keyof typeof MODES)[]);
  if (wantsList(ctx, mode, ["dossierId"], MODES) || mode === null) {
    return printChunks(
      ctx,
      await claimListJson(await researchRoot(ctx), { dossierId: str(ctx, "dossierId") }),
    );
  }
  onlyOptions(ctx, `with --${mode}`, MODES[mode]);
  const root = await researchRoot(ctx);
  switch (mode) {
    case "inspect":
      return inspectRecord(ctx, root, "claim", recordIdOption(ctx, "inspect", "claim"));
    case "history":
      return printHistory(ctx, root, "claim", recordIdOption(ctx, "history", "claim"));
    case "create": {
      requireOption(ctx, "title", "--title");
      requireOption(ctx, "statement", "--statement");
      const envelope = await createClaim(root, fields(ctx), {
        expectedSnapshot: str(ctx, "expectedSnapshot"),
        expectedProjectId: str(ctx, "expectedProjectId"),
        actor: str(ctx, "actor"),
        lock: cliLock(ctx),
      });
      for (const w of envelope.warnings as string[]) warn(ctx.io, wordedWarning(w, ctx.messages));
      return printJson(ctx, envelope);
    }
    case "update": {
      const changes = fields(ctx);
      requireChanges(changes, FIELDS);
      return runUpdate(ctx, root, "claim", recordIdOption(ctx, "update", "claim"), () => changes);
    }
  }
}
