/**
 * `svc research dossier [list]`: the dossiers (default); `--inspect ID [--revision N]`,
 * `--history ID`, `--sections ID [--revision N]`; `--create --title T [--body TEXT |
 * --body-file F] [--evidence PSG,…]`; `--update ID` with the revision controls and any of
 * `--title`, `--body`/`--body-file`, `--evidence`, or `--section HEADING` with a new body for
 * that one section; `--diff` shows the change instead of writing it.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { createDossier } from "../api/records.ts";
import { listDossiers } from "../api/record_lists.ts";
import { dossierSections, updateDossierSection } from "../api/revisions.ts";
import { updateSection } from "../records/sections.ts";
import { cliLock, printJson, requireOption, researchRoot } from "./common.ts";
import {
  bodyOption,
  chooseMode,
  CREATE_GUARDS,
  defined,
  idListOption,
  onlyOptions,
  recordIdOption,
  revisionOption,
  str,
  UPDATE_CONTROLS,
  wantsList,
} from "./record_options.ts";
import { inspectRecord, printHistory, requireChanges, runUpdate } from "./record_modes.ts";
import { usageError } from "../keyed_errors.ts";

const FIELDS = ["title", "body", "bodyFile", "evidence"];
const MODES = {
  inspect: ["inspect", "revision", "strict"],
  history: ["history", "strict"],
  sections: ["sections", "revision"],
  create: ["create", ...FIELDS, ...CREATE_GUARDS],
  update: ["update", ...FIELDS, "section", ...UPDATE_CONTROLS],
} as const;

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { project: "/tmp/archive", create: true, title: "Streets", body: "# Streets\n" };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const mode = chooseMode(ctx, Object.keys(MODES) as (keyof typeof MODES)[]);
  if (wantsList(ctx, mode, [], MODES) || mode === null) {
    return printJson(ctx, await listDossiers(await researchRoot(ctx)));
  }
  onlyOptions(ctx, `with --${mode}`, MODES[mode]);
  const root = await researchRoot(ctx);
  switch (mode) {
    case "inspect":
      return inspectRecord(ctx, root, "dossier", recordIdOption(ctx, "inspect", "dossier"));
    case "history":
      return printHistory(ctx, root, "dossier", recordIdOption(ctx, "history", "dossier"));
    case "sections":
      return printJson(
        ctx,
        await dossierSections(root, {
          id: recordIdOption(ctx, "sections", "dossier"),
          revision: revisionOption(ctx, "revision"),
        }),
      );
    case "create":
      return printJson(
        ctx,
        await createDossier(
          root,
          defined({
            title: requireOption(ctx, "title", "--title"),
            body: await bodyOption(ctx),
            evidence_ids: idListOption(ctx, "evidence"),
          }),
          {
            expectedSnapshot: str(ctx, "expectedSnapshot"),
            expectedProjectId: str(ctx, "expectedProjectId"),
            actor: str(ctx, "actor"),
            lock: cliLock(ctx),
          },
        ),
      );
    case "update":
      return update(ctx, root, recordIdOption(ctx, "update", "dossier"));
  }
}

async function update(ctx: CommandContext, root: string, id: string): Promise<number> {
  const body = await bodyOption(ctx);
  const section = str(ctx, "section");
  if (section === undefined) {
    const changes = defined({
      title: str(ctx, "title"),
      body,
      evidence_ids: idListOption(ctx, "evidence"),
    });
    requireChanges(changes, FIELDS);
    return runUpdate(ctx, root, "dossier", id, () => changes);
  }
  for (const key of ["title", "evidence"]) {
    if (ctx.options[key] !== undefined) {
      throw usageError("cli.not_with_section", { flag: key });
    }
  }
  if (body === undefined) {
    throw usageError("cli.section_needs_body");
  }
  return runUpdate(
    ctx,
    root,
    "dossier",
    id,
    (current) => ({ body: updateSection(String(current.body ?? ""), section, body) }),
    (c) => updateDossierSection(root, { id, section, body, ...c, lock: cliLock(ctx) }),
  );
}
