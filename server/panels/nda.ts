/**
 * The confidentiality-agreement panel (tab id `nda`): a form that posts to `/api/nda-draft`
 * through the dashboard's generic `form[data-action]` poster (every field is a string; the
 * answer is an attachment, which the poster downloads). It is shown in every workspace,
 * including an empty one, because drafting an agreement needs no project (SPEC 4.3: the
 * server advertises the `nda-draft` action even then). The form starts with the manuscript
 * title, prefilled with the title the dashboard shows: the project's `title`, else the
 * manuscript's own level-one heading; the date with today's date. Nothing about the recipient
 * is kept.
 *
 * @module
 */

import { html } from "../../src/report/html.ts";
import { projectSettings, projectViews } from "../project.ts";
import type { PanelRenderer } from "./index.ts";

/**
 * Renders the NDA tab.
 *
 * @example
 * ```ts
 * import type { PanelContext } from "./index.ts";
 * declare const ctx: PanelContext; // { state, t: labelsFor("en"), projectToken }
 * const part = await ndaPart(ctx);
 * part.panel?.id; // "nda"
 * ```
 */
export const ndaPart: PanelRenderer = async ({ state, t }) => {
  let title = "";
  try {
    title = (await projectSettings(state)).project.title ?? "";
    if (!title && state.selection?.manuscript) {
      title = (await projectViews(state)).views.documentTitle ?? "";
    }
  } catch {
    // Invalid session thresholds do not stop the form; the title just stays empty.
  }
  const today = new Date().toISOString().slice(0, 10);
  const body = html`
    <form id="nda-draft-form" data-action="/api/nda-draft">
      <p class="meta">${t("nda_intro")}</p>
      <p
        class="tools"><label>${t(
          "nda_project_name",
        )} <input name="project_name" required maxlength="500" value="${title}"></label>
        <label>${t("nda_name")} <input name="name" required maxlength="500"></label></p>
      <p
        class="tools"><label>${t(
          "nda_address",
        )} <textarea name="address" rows="3" maxlength="2000"></textarea></label></p>
      <p class="tools"><label>${t(
        "nda_place",
      )} <input name="place" required maxlength="500"></label>
        <label>${t("nda_date")} <input type="date" name="date" required value="${today}"></label>
        <label>${t("nda_format")} <select name="format"><option value="pdf">${t(
          "nda_format_pdf",
        )}</option><option value="text">${t("nda_format_text")}</option></select></label></p>
      <p class="tools"><button type="submit" class="primary">${t("nda_submit")}</button>
        <span role="status" class="meta"></span></p>
    </form>
  `;
  return { panel: { id: "nda", label: t("nda_tab"), body } };
};
