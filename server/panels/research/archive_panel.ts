/**
 * The markup of the research area's first tab (id `research`): without an archive the form
 * that creates one (`POST /api/research-init`); with one, the status list that the page script
 * fills from `GET /api/research/status`, the "Add a source" form (`POST /api/research-ingest`)
 * and the source list (`GET /api/research/sources`). Markup only: no inline handlers, no
 * `style=`; every value from the project enters escaped.
 *
 * @module
 */

import { html, type SafeHtml } from "../../../src/report/html.ts";
import { LANGUAGE_CHOICES } from "../../../src/language/types.ts";
import { type LabelKey, runtimeLabel, type Translate } from "../../../src/report/labels/packs.ts";
import type { ProjectFiles } from "./project_files.ts";

/** Longest title, context value and URL the form accepts (the archive's own limits). */
const FIELD_LIMITS = { title: 500, note: 2000 } as const;

/**
 * The "create an archive" form for a research root without an archive.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * const options = { root: "/home/me/novel", title: "Ledger", language: "en" };
 * const form = initForm(labelsFor("en"), options);
 * form.value.includes('id="research-init-form"'); // true (title "Ledger", "en" selected)
 * ```
 */
export function initForm(
  t: Translate,
  options: { root: string; title: string; language: string },
): SafeHtml {
  const language = (code: string) =>
    code === "auto" ? t("switcher_language_auto") : runtimeLabel(t, `language_${code}`);
  return html`
    <div class="research" id="research-archive">
      <p class="guide">${t("rs_no_archive")}</p>
      <form id="research-init-form" class="card" novalidate>
        <h3>${t("rs_init_heading")}</h3>
        <div class="fields">
          <label>${t("rs_archive_title")} <input name="title" maxlength="${FIELD_LIMITS
            .title}" value="${options.title}"></label>
          <label>${t("rs_archive_language")} <select name="language">${LANGUAGE_CHOICES.filter((
            c,
          ) => c !== "auto").map((code) =>
            html`
              <option value="${code}" ${code === options.language ? " selected" : ""}>${language(
                code,
              )}</option>
            `
          )}</select></label>
        </div>
        <p class="meta">${t("rs_init_where", { path: options.root })}</p>
        <p class="tools"><button type="submit" class="primary">${t("rs_init_submit")}</button>
          <span role="status" class="meta"></span></p>
      </form>
    </div>
  `;
}

function fileField(t: Translate, files: ProjectFiles): SafeHtml {
  return html`
    <label>${t("rs_source_file")} <select name="file" aria-describedby="rs-file-error">
        <option value="">${t("rs_source_file_choose")}</option>
        ${files.files.map((f) => html`<option value="${f}">${f}</option>`)}
      </select></label>
    <label>${t("rs_source_path")} <input name="path" autocomplete="off"
        placeholder="${t("rs_source_path_example")}" aria-describedby="rs-file-error"></label>
    ${files.truncated
      ? html`<p class="meta">${
        t("rs_source_files_truncated", {
          n: files.files.length,
        })
      }</p>`
      : ""}
    <p class="field-error" id="rs-file-error" data-for="file"></p>
  `;
}

function textField(
  t: Translate,
  name: string,
  label: LabelKey,
  max: number,
  type = "text",
): SafeHtml {
  const error = `rs-${name.replace(/_/g, "-")}-error`;
  return html`
    <label>${t(label)} <input name="${name}" type="${type}" maxlength="${max}"
        aria-describedby="${error}"></label>
    <p class="field-error" id="${error}" data-for="${name}"></p>
  `;
}

/**
 * The archive tab of a project with an archive: status, "Add a source", sources.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * const files = { files: ["novel.md"], truncated: false };
 * const panel = archivePanel(labelsFor("en"), { files });
 * panel.value.includes('id="research-archive"'); // true
 * ```
 */
export function archivePanel(t: Translate, options: { files: ProjectFiles }): SafeHtml {
  return html`
    <div class="research" id="research-archive">
      <section class="card" aria-labelledby="rs-status-heading">
        <h3 id="rs-status-heading">${t("rs_status_heading")}</h3>
        <dl id="research-status" class="facts-list"></dl>
        <p id="research-status-note" role="status" class="meta"></p>
      </section>
      <form id="research-ingest-form" class="card" novalidate>
        <h3>${t("rs_add_source")}</h3>
        <p class="guide">${t("rs_add_source_guide")}</p>
        <div class="fields">
          ${fileField(t, options.files)} ${textField(
            t,
            "title",
            "rs_source_title",
            FIELD_LIMITS.title,
          )} ${textField(t, "origin_url", "rs_source_origin", FIELD_LIMITS.note, "url")}
        </div>
        <fieldset class="fields">
          <legend>${t("rs_source_context")}</legend>
          ${textField(t, "genre", "rs_source_genre", FIELD_LIMITS.note)} ${textField(
            t,
            "created_period",
            "rs_source_period",
            FIELD_LIMITS.note,
          )} ${textField(t, "place", "rs_source_place", FIELD_LIMITS.note)}
        </fieldset>
        <p class="check"><label><input type="checkbox" name="allow_retention"
              aria-describedby="rs-allow-retention-error"> ${t("rs_source_retention")}</label></p>
        <p class="field-error" id="rs-allow-retention-error" data-for="allow_retention"></p>
        <p class="tools"><button type="submit" class="primary">${t("rs_add_source_submit")}</button>
          <span role="status" class="meta"></span></p>
        <div class="ingest-result" aria-live="polite"></div>
      </form>
      <section aria-labelledby="rs-sources-heading">
        <h3 id="rs-sources-heading">${t("rs_sources")}</h3>
        <div class="table-scroll">
          <table id="research-sources">
            <thead>
              <tr>
                <th>${t("rs_col_title")}</th>
                <th>${t("rs_col_file")}</th>
                <th class="num">${t("rs_col_version")}</th>
                <th class="num">${t("rs_col_passages")}</th>
                <th>${t("rs_col_context")}</th>
                <th>${t("rs_col_added")}</th>
              </tr>
            </thead>
            <tbody></tbody>
          </table>
        </div>
      </section>
    </div>
  `;
}
