/**
 * The settings panel (tab id `settings`): one form, `#settings-form`, with the analysis
 * language and the interface language (two separate fields: one never changes the other),
 * the seven style thresholds showing their ACTIVE values, and — with a project —
 * title, author and the publication settings (SPEC 2.8: `enabled` and the eleven text fields
 * of the book imprint, posted as `publication: {…}`). It carries the project token twice: as `data-project-token` (SPEC 5.2)
 * and as a hidden `project_token` field, so every save is guarded against a stale page.
 *
 * Choices:
 * - The form posts through `typed_form_client.ts`: numbers go as JSON numbers, and only fields
 *   the user changed are sent (each carries its rendered value in `data-active`), so saving
 *   the form never copies a config-file value into the session layer.
 * - A threshold or the analysis language fixed by a command-line flag, or the interface
 *   language fixed by `SVC_LANG` (highest priority), is shown disabled with a note: a session
 *   value could not take effect.
 * - Each statistical control carries one sentence that says what it does
 *   (`settings_help_<name>`, in every interface language), tied to it by `aria-describedby`.
 * - Config warnings (a malformed config file, an ignored value) are listed in the panel; so
 *   are the faults of an invalid `[publication]` table, whose fields still show the file's
 *   text values so they can be corrected (a non-text value shows as empty).
 * - Publication fields are named `publication.<field>` (the client nests them); addresses and
 *   the long fields are textareas; `maxlength` mirrors the server bounds, which the server
 *   checks again with every other rule (year range, ISBN checksums, distinct ISBNs).
 *
 * @module
 */

import { basename } from "node:path";
import {
  PUBLICATION_TEXT_FIELDS,
  publicationFromConfig,
  type PublicationTextField,
} from "../../src/settings/publication.ts";
import {
  MAX_LINE_LENGTH,
  MAX_YEAR,
  MIN_YEAR,
  PUBLICATION_LINE_FIELDS,
  PUBLICATION_MULTILINE_LIMITS,
} from "../../src/settings/publication_fields.ts";
import type { StyleThresholds, ThresholdKey } from "../../src/settings/thresholds.ts";
import { LANGUAGE_CHOICES } from "../../src/language/types.ts";
import { INTERFACE_LANGUAGES } from "../../src/settings/languages.ts";
import { MAX_NAMES_LENGTH } from "../../src/settings/names.ts";
import { html, raw, type SafeHtml } from "../../src/report/html.ts";
import { type LabelKey, runtimeLabel, type Translate } from "../../src/report/labels/packs.ts";
import { projectSettings } from "../project.ts";
import type { ServerState } from "../state.ts";
import type { PanelRenderer } from "./index.ts";
import { typedFormScript } from "./typed_form_client.ts";

/** One number input: posted name, threshold key, label key and input attributes. */
interface NumberField {
  readonly name: string;
  readonly key: ThresholdKey;
  readonly label: LabelKey;
  readonly min: number;
  readonly max?: number;
  readonly integer: boolean;
}

/** The numeric thresholds in form order (fdr_method is a select after fdr_q). */
const NUMBER_FIELDS: readonly NumberField[] = [
  { name: "z_mild", key: "z_mild", label: "settings_z_mild", min: 0, integer: false },
  { name: "z_strong", key: "z_strong", label: "settings_z_strong", min: 0, integer: false },
  { name: "fdr_q", key: "fdr_q", label: "settings_fdr_q", min: 0, max: 1, integer: false },
  {
    name: "dim_threshold",
    key: "dim_score_threshold",
    label: "settings_dim_threshold",
    min: 0,
    integer: false,
  },
  {
    name: "flag_min_severity",
    key: "flag_min_severity",
    label: "settings_flag_min_severity",
    min: 1,
    max: 3,
    integer: true,
  },
  {
    name: "min_chapters",
    key: "min_chapters",
    label: "settings_min_chapters",
    min: 2,
    integer: true,
  },
];

function fixedNote(fixed: boolean, t: Translate): SafeHtml | "" {
  return fixed
    ? html`
      <span class="meta">(${t("settings_cli_fixed")})</span>
    `
    : "";
}

/** Attributes from trusted constants (numbers and fixed words only). */
function attributes(list: readonly (string | false)[]): SafeHtml {
  return raw(list.filter((a) => a !== false).join(" "));
}

function numberInput(
  f: NumberField,
  active: StyleThresholds,
  fixed: boolean,
  t: Translate,
): SafeHtml {
  const value = String(active[f.key]);
  const attrs = attributes([
    `min="${f.min}"`,
    f.max !== undefined && `max="${f.max}"`,
    `step="${f.integer ? "1" : "any"}"`,
    fixed && "disabled",
  ]);
  const input = html`
    <input type="number" name="${f.name}" value="${value}" data-active="${value}"
      aria-describedby="help-${f.name}" ${attrs}>
  `;
  return explained(f.name, html`<label>${t(f.label)} ${input}${fixedNote(fixed, t)}</label>`, t);
}

/** A control with its one-sentence explanation below it (read out with the control). */
function explained(name: string, control: SafeHtml, t: Translate): SafeHtml {
  return html`
    <span
      class="setting">${control}<span class="meta settings-help" id="help-${name}">${runtimeLabel(
        t,
        `settings_help_${name}`,
      )}</span></span>
  `;
}

function options(values: readonly string[], active: string, label: (v: string) => string) {
  return values.map((v) => {
    const selected = attributes([v === active && "selected"]);
    return html`<option value="${v}" ${selected}>${label(v)}</option>`;
  });
}

function methodSelect(active: StyleThresholds, fixed: boolean, t: Translate): SafeHtml {
  const method = active.fdr_method;
  const list = options(["bh", "by"], method, (m) => runtimeLabel(t, `settings_fdr_${m}`));
  const disabled = attributes([fixed && "disabled"]);
  const select = html`
    <select name="fdr_method" data-active="${method}"
      aria-describedby="help-fdr_method" ${disabled}>${list}</select>
  `;
  return explained(
    "fdr_method",
    html`<label>${t("settings_fdr_method")} ${select}${fixedNote(fixed, t)}</label>`,
    t,
  );
}

/** The analysis language: the rules the manuscript is analysed with. */
function languageSelect(state: ServerState, active: string, t: Translate): SafeHtml {
  const fixed = state.launch.cliLanguage !== undefined;
  const list = options(
    LANGUAGE_CHOICES,
    active,
    (code) => code === "auto" ? t("settings_language_auto") : runtimeLabel(t, `language_${code}`),
  );
  const disabled = attributes([fixed && "disabled"]);
  const select = html`<select name="language" data-active="${active}" ${disabled}>${list}</select>`;
  return html`<label>${t("settings_language")} ${select}${fixedNote(fixed, t)}</label>`;
}

/** The interface language: the page's labels; it never changes the analysis. */
function uiLanguageSelect(state: ServerState, active: string, t: Translate): SafeHtml {
  const fixed = state.launch.uiLanguage !== undefined;
  const list = options(INTERFACE_LANGUAGES, active, (code) => runtimeLabel(t, `language_${code}`));
  const disabled = attributes([fixed && "disabled"]);
  const select = html`
    <select name="ui_language" data-active="${active}" ${disabled}>${list}</select>
  `;
  const note = fixed
    ? html`
      <span class="meta">(${t("settings_env_fixed")})</span>
    `
    : "";
  return html`<label>${t("settings_ui_language")} ${select}${note}</label>`;
}

function projectFields(
  title: string,
  author: string,
  file: string,
  t: Translate,
): SafeHtml {
  return html`
    <h3>${t("settings_project_details")}</h3>
    <p class="tools"><label>${t("settings_title")} <input name="title" value="${title}"
          data-active="${title}" maxlength="500"></label><label>${t("settings_author")} <input
          name="author_name" value="${author}" data-active="${author}" maxlength="500"></label></p>
    <p class="meta">${t("settings_saved_in", { file })}</p>
  `;
}

/**
 * The character names of the Characters tab, in the `--names` form; saved in the project's
 * config. Fixed (disabled) when `svc serve --names` gave them.
 */
function namesField(state: ServerState, names: readonly string[], t: Translate): SafeHtml {
  const value = names.join(", ");
  const fixed = state.launch.cliNames !== undefined;
  const input = html`
    <input name="names" id="settings-names" value="${value}" data-active="${value}"
      maxlength="${MAX_NAMES_LENGTH}" aria-describedby="help-names" ${attributes([
        fixed && "disabled",
      ])}>
  `;
  return html`
    <p class="tools">${explained(
      "names",
      html`<label>${t("settings_names")} ${input}${fixedNote(fixed, t)}</label>`,
      t,
    )}</p>
  `;
}

/** One publication text field: an input, or a textarea for the fields that span lines. */
function publicationField(field: PublicationTextField, value: string, t: Translate): SafeHtml {
  const name = `publication.${field}`;
  const label = t(`settings_publication_${field}`);
  const limit = PUBLICATION_MULTILINE_LIMITS[field];
  if (limit === undefined) {
    const input = html`
      <input name="${name}" value="${value}" data-active="${value}" maxlength="${MAX_LINE_LENGTH}">
    `;
    return html`<label>${label} ${input}</label>`;
  }
  // The HTML parser drops one newline right after <textarea>: the leading "\n" keeps a value
  // that starts with a line break intact, so an untouched field equals its data-active.
  const area = html`
    <textarea name="${name}" data-active="${value}" rows="3" cols="36"
      maxlength="${limit}">${"\n" + value}</textarea>
  `;
  return html`<label>${label} ${area}</label>`;
}

function publicationFields(raw: Record<string, unknown>, file: string, t: Translate): SafeHtml {
  const problems: string[] = [];
  publicationFromConfig(raw, problems);
  const table = raw.publication !== null && typeof raw.publication === "object"
    ? raw.publication as Record<string, unknown>
    : {};
  const text = (field: string) => typeof table[field] === "string" ? table[field] as string : "";
  const enabled = table.enabled === true;
  const checkbox = html`
    <input type="checkbox" name="publication.enabled" data-active="${String(enabled)}"
      ${attributes([enabled && "checked"])}>
  `;
  // Inputs first, then textareas; each group in imprint order.
  const areas = PUBLICATION_TEXT_FIELDS.filter((f) => f in PUBLICATION_MULTILINE_LIMITS);
  const faults = problems.length === 0
    ? ""
    : html`<ul class="list" id="publication-problems">${
      problems.map((p) => html`<li class="meta">${t("settings_publication_invalid")} ${p}</li>`)
    }</ul>`;
  return html`
    <h3>${t("settings_publication_heading")}</h3>
    <p class="meta">${t("settings_publication_note", { file, from: MIN_YEAR, to: MAX_YEAR })}</p>
    ${faults}
    <p class="tools"><label>${checkbox} ${t("settings_publication_enabled")}</label></p>
    <p class="tools">${PUBLICATION_LINE_FIELDS.map((f) => publicationField(f, text(f), t))}</p>
    <p class="tools">${areas.map((f) => publicationField(f, text(f), t))}</p>
  `;
}

/**
 * Renders the settings tab and its script.
 *
 * @example
 * ```ts
 * import type { PanelContext } from "./index.ts";
 * declare const ctx: PanelContext; // { state, t: labelsFor("en"), projectToken }
 * const part = await settingsPart(ctx);
 * part.panel?.id; // "settings"
 * ```
 */
export const settingsPart: PanelRenderer = async ({ state, t, projectToken }) => {
  const settings = await projectSettings(state);
  const active = settings.thresholds;
  const cli = state.launch.cliThresholds;
  const thresholds = NUMBER_FIELDS.map((f) => numberInput(f, active, f.key in cli, t));
  // fdr_method sits after fdr_q, like the CLI flags.
  thresholds.splice(3, 0, methodSelect(active, "fdr_method" in cli, t));
  const file = settings.projectFile ? basename(settings.projectFile) : "svc.toml";
  const project = state.selection
    ? html`${
      projectFields(settings.project.title ?? "", settings.project.author_name ?? "", file, t)
    }${namesField(state, settings.names, t)}${publicationFields(settings.project.raw, file, t)}`
    : "";
  const warnings = settings.warnings.length === 0
    ? ""
    : html`<ul class="list">${settings.warnings.map((w) => html`<li class="meta">${w}</li>`)}</ul>`;
  // Two fields: the analysis language (rules) and the interface language (labels).
  const languages = html`${languageSelect(state, settings.corpus.language ?? "en", t)}${
    uiLanguageSelect(state, settings.uiLanguage, t)
  }`;
  const body = html`
    <form id="settings-form" data-post="/api/settings" data-project-token="${projectToken}">
      <input type="hidden" name="project_token" value="${projectToken}">
      <p class="meta">${t("settings_scope")}</p>
      ${warnings}
      <p class="tools">${languages}</p>
      <h3>${t("settings_thresholds")}</h3>
      <p class="tools">${thresholds}</p>
      ${project}
      <p class="tools"><button type="submit" class="primary">${t("save")}</button>
        <span role="status" class="meta"></span></p>
    </form>
  `;
  return {
    panel: { id: "settings", label: t("settings"), body },
    script: typedFormScript("settings-form"),
  };
};
