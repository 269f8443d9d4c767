/**
 * `POST /api/settings` (SPEC 4.3): the settings form's save. The analysis language
 * (`language`), the interface language (`ui_language`, one of the label-pack languages) and the
 * seven style thresholds go into the UI session layer (never to disk); title, author, the
 * character names (`names`, the `--names` form `A, B, Pattern=Display`, saved as a TOML list;
 * checked as `--names` is) and publication are saved together in the selected root's config
 * file (see `../config_write.ts`).
 *
 * Rules and choices:
 * - The body is a strict object: unknown fields give 400. Thresholds are checked with the same
 *   rules as CLI flags and config files (`checkThreshold`); `dim_threshold` and its config
 *   alias `dim_score_threshold` are both accepted (posting both gives 400, they would compete).
 * - Unposted thresholds keep their session value; z_strong >= z_mild is checked on the
 *   effective settings after the change (CLI flag, new session, project config, user config,
 *   defaults), so a partial post that crosses an active value is refused.
 * - `publication` needs a matching `project_token` (409 when missing or stale); a token that is
 *   supplied with any request must match too. Title, author and publication need an open
 *   project (400 without one); an empty string clears a key; title and author are single
 *   lines of at most 500 characters and not blank.
 * - Publication is checked twice with the rules of `src/settings/publication.ts` (SPEC 2.8):
 *   each posted field on its own (`enabled` boolean; lines, bounds, year 1450–2999, ISBN
 *   checksums; 400 naming `publication.<field>`), then the table that results from merging
 *   the edits into the config's current `[publication]` (cross-field rules such as different
 *   print and digital ISBNs, and faults already in the file; 400) while the write is prepared.
 * - Order: body shape and values (400), token (409), project (400), effective thresholds (400),
 *   config read and preparation including the merged publication check (400), config write
 *   (400). Any failure applies nothing: the session is replaced only after the config write
 *   succeeded. Requests are handled one at a time; a selection change before the write gives
 *   409 and writes nothing.
 * - Answer: `{ok, message, reload: true, project_token}` with the token after the change.
 *
 * @module
 */

import { basename } from "node:path";
import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import type { MessageRef } from "../../src/errors.ts";
import { publicationEditIssues } from "../../src/settings/publication.ts";
import { lineIssue, MAX_LINE_LENGTH } from "../../src/settings/publication_fields.ts";
import { joinedProblems, type SettingProblem } from "../../src/settings/setting_problem.ts";
import {
  checkThreshold,
  type StyleThresholds,
  type ThresholdKey,
} from "../../src/settings/thresholds.ts";
import { LANGUAGE_CHOICES, type LanguageChoice } from "../../src/language/types.ts";
import { INTERFACE_LANGUAGES } from "../../src/settings/languages.ts";
import { MAX_NAMES_LENGTH, splitNames } from "../../src/settings/names.ts";
import { parseNames } from "../../src/views/characters.ts";
import { commitConfigWrite, type ConfigEdits, planConfigWrite } from "../config_write.ts";
import { HttpError, httpError, ok, readJson } from "../http.ts";
import { invalidateViews, projectSettings, projectToken, requireProjectToken } from "../project.ts";
import { ServerState, type SessionSettings } from "../state.ts";
import { serial } from "../serial.ts";
import { pageLanguage, serverText } from "../worded.ts";
import { messageOf } from "../../src/i18n/keyed_message.ts";

/** Posted threshold names and the key each one sets. */
const THRESHOLD_FIELDS: Readonly<Record<string, ThresholdKey>> = {
  z_mild: "z_mild",
  z_strong: "z_strong",
  fdr_q: "fdr_q",
  fdr_method: "fdr_method",
  dim_threshold: "dim_score_threshold",
  dim_score_threshold: "dim_score_threshold",
  flag_min_severity: "flag_min_severity",
  min_chapters: "min_chapters",
};

const text = z.string().optional();
const PUBLICATION_BODY = z.strictObject({
  enabled: z.boolean().optional(),
  publisher_name: text,
  publisher_address: text,
  printer_name: text,
  printer_address: text,
  edition: text,
  year: text,
  isbn_print: text,
  isbn_digital: text,
  rights_notice: text,
  credits: text,
  extra_info: text,
});

// Thresholds are z.unknown() here and checked by checkThreshold: one rule set for CLI flags,
// config files and requests, with the same messages.
const SETTINGS_BODY = z.strictObject({
  language: z.enum(LANGUAGE_CHOICES as [LanguageChoice, ...LanguageChoice[]]).optional(),
  ui_language: z.enum(INTERFACE_LANGUAGES).optional(),
  z_mild: z.unknown().optional(),
  z_strong: z.unknown().optional(),
  fdr_q: z.unknown().optional(),
  fdr_method: z.unknown().optional(),
  dim_threshold: z.unknown().optional(),
  dim_score_threshold: z.unknown().optional(),
  flag_min_severity: z.unknown().optional(),
  min_chapters: z.unknown().optional(),
  title: text,
  author_name: text,
  names: text,
  publication: PUBLICATION_BODY.optional(),
  project_token: text,
});

type SettingsBody = z.infer<typeof SETTINGS_BODY>;

/** A 400 that words a settings check's refusal in the page's language. */
function refused(problem: SettingProblem): HttpError {
  return new HttpError(400, problem.message, {}, { ref: problem.ref });
}

function checkLine(name: string, value: string): void {
  const problem = lineIssue(name, value, MAX_LINE_LENGTH);
  if (problem !== null) throw refused(problem);
}

/** The posted thresholds, checked one by one (400 on the first invalid value). */
function postedThresholds(body: SettingsBody): Partial<StyleThresholds> {
  if (body.dim_threshold !== undefined && body.dim_score_threshold !== undefined) {
    throw httpError(400, "routes.send_dim_threshold");
  }
  const out: Record<string, unknown> = {};
  for (const [field, key] of Object.entries(THRESHOLD_FIELDS)) {
    const value = (body as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const checked = checkThreshold(key, value);
    if (!checked.ok) throw refused(checked);
    out[key] = checked.value;
  }
  return out as Partial<StyleThresholds>;
}

/**
 * The posted character names (`A, B, Pattern=Display`, as `--names`), checked as the analysis
 * commands check them (400); an empty field clears the project's list.
 */
function postedNames(text: string): string[] {
  const problem = lineIssue("names", text, MAX_NAMES_LENGTH);
  if (problem !== null) throw refused(problem);
  const entries = splitNames(text);
  if (entries.length === 0) return [];
  try {
    parseNames(entries);
  } catch (e) {
    const error = e as Error & { ref?: MessageRef };
    throw new HttpError(400, error.message, {}, error.ref ? { ref: error.ref } : {});
  }
  return entries;
}

/** The metadata edits, checked (400), or null when the request has none. */
function metadataEdits(body: SettingsBody): ConfigEdits | null {
  const { title, author_name: author, publication } = body;
  const names = body.names === undefined ? undefined : postedNames(body.names);
  if (
    title === undefined && author === undefined && names === undefined && publication === undefined
  ) return null;
  if (title !== undefined) checkLine("title", title);
  if (author !== undefined) checkLine("author_name", author);
  if (publication !== undefined) {
    // Field by field here; the merged table is checked when the write is prepared.
    const problems = publicationEditIssues(publication);
    if (problems.length > 0) throw refused(joinedProblems(problems));
  }
  return {
    ...(title !== undefined ? { title } : {}),
    ...(author !== undefined ? { author_name: author } : {}),
    ...(names !== undefined ? { names } : {}),
    ...(publication !== undefined ? { publication } : {}),
  };
}

/**
 * The settings route.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ z_mild: 2 });
 * const res = await settingsRoutes(state).request("/settings", { method: "POST", body });
 * await res.json(); // {ok: true, message, reload: true, project_token}
 * ```
 */
export function settingsRoutes(state: ServerState): Hono {
  const app = new Hono();
  const queue = serial();
  app.post("/settings", async (c) => {
    const body = await readJson(c, SETTINGS_BODY);
    return await queue(async () => {
      const thresholds = postedThresholds(body);
      const edits = metadataEdits(body);
      if (body.publication !== undefined || body.project_token !== undefined) {
        await requireProjectToken(state, body.project_token);
      }
      const generation = state.generation;
      const selection = state.selection;
      if (edits && !selection) {
        throw httpError(400, "routes.title_author_names");
      }
      // Two separate settings: the analysis language and the interface language; posting one
      // keeps the other.
      const language = body.language ?? state.session.language;
      const uiLanguage = body.ui_language ?? state.session.ui_language;
      const session: SessionSettings = {
        ...(language !== undefined ? { language } : {}),
        ...(uiLanguage !== undefined ? { ui_language: uiLanguage } : {}),
        thresholds: { ...state.session.thresholds, ...thresholds },
      };
      // The effective settings after the change must be valid (z_strong >= z_mild over all
      // layers); projectSettings throws a UsageError (400) otherwise.
      await projectSettings(withSession(state, session));
      const plan = edits && selection ? await planConfigWrite(selection.root, edits) : null;
      if (state.generation !== generation) {
        throw httpError(409, "routes.selected_project_changed");
      }
      if (plan) {
        try {
          await commitConfigWrite(plan);
        } catch (e) {
          throw httpError(400, "routes.write_saved", { path: plan.path, why: messageOf(e) });
        }
      }
      // A selection change during the write has reset the session: this one belongs to the
      // project that is no longer selected.
      if (state.generation === generation) state.session = session;
      invalidateViews(state);
      // The answer in the language the page is about to show.
      const ui = await pageLanguage(state);
      return ok(c, {
        message: plan?.text
          ? serverText(ui, "settings.applied_saved", { file: basename(plan.path) })
          : serverText(ui, "settings.applied"),
        reload: true,
        project_token: await projectToken(state),
      });
    });
  });
  return app;
}

/** A read-only copy of the state with another session layer (for the validity check). */
function withSession(state: ServerState, session: SessionSettings): ServerState {
  return Object.assign(Object.create(ServerState.prototype), state, { session });
}
