/**
 * The research area's Manuscript tab (id `research-manuscript`): the selected manuscript's
 * paragraphs exactly as the anchors see them (the analysis Document's displayed text and line
 * spans, parsed with the corpus settings the link routes use), a form that links a selected
 * sentence to a claim (`POST /api/research-manuscript-link`), and the review of the links
 * (`GET /api/research/manuscript-review`) that the page script draws and marks inline.
 *
 * The page carries what a link's guards need: the raw file's SHA-256 (`expected_source_sha256`)
 * and the project token on the area, each paragraph's lines and displayed-text SHA-256 on the
 * paragraph. Paragraph text enters the page escaped, as a single text node, so offsets counted
 * in the browser are offsets in the displayed text.
 *
 * No tab without a selected manuscript; a manuscript outside the research project (a separate
 * `--research-project`) or unreadable gets the tab with a sentence saying why.
 *
 * @module
 */

import { parseManuscript } from "../../../src/document/parse.ts";
import type { HostPanel } from "../../../src/report/dashboard/page.ts";
import { html, type SafeHtml } from "../../../src/report/html.ts";
import type { LabelKey, Translate } from "../../../src/report/labels/packs.ts";
import { projectSettings } from "../../project.ts";
import { researchFacade } from "../../research_facade.ts";
import type { ServerState } from "../../state.ts";

function unavailable(t: Translate, why: LabelKey): HostPanel {
  return {
    id: "research-manuscript",
    label: t("rs_tab_manuscript"),
    group: "research",
    body: html`
      <div class="research" id="research-manuscript-area">
        <p class="notice">${t(why)}</p>
      </div>
    `,
  };
}

function linkForm(t: Translate, chapters: readonly { number: number; title: string }[]): SafeHtml {
  return html`
    <form id="research-mlink-form" class="card" novalidate>
      <h3>${t("rs_ml_link_heading")}</h3>
      <p class="guide">${t("rs_ml_link_guide")}</p>
      <div class="fields">
        <label>${t("rs_ml_chapter")} <select name="chapter">${chapters.map((c) =>
          html`<option value="${c.number}">${
            c.title
              ? t("rs_ml_chapter_named", { n: c.number, title: c.title })
              : t("rs_ml_chapter_n", { n: c.number })
          }</option>`
        )}</select></label>
        <label>${t("rs_ml_paragraph")} <select name="paragraph"></select></label>
        <label class="grow">${t("rs_ml_sentence")} <select name="sentence"></select></label>
      </div>
      <p class="quote-preview" aria-live="polite"></p>
      <div class="fields">
        <label>${t("rs_claim")} <select name="claim" data-pick="claims"></select></label>
        <label class="grow">${t("rs_ml_note")} <input name="note" maxlength="2000"></label>
      </div>
      <p class="check"><label><input type="checkbox" name="allow_retention"> ${t(
        "rs_ml_retention",
      )}</label></p>
      <p class="field-error" data-for="allow_retention"></p>
      <p class="tools"><button type="submit" class="primary">${t("rs_ml_link_submit")}</button>
        <span role="status" class="meta"></span></p>
    </form>
  `;
}

/**
 * Renders the Manuscript tab, or null when no manuscript is selected.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * import type { ServerState } from "../../state.ts";
 * declare const state: ServerState;
 * const options = { state, root: "/home/me/novel", projectToken: "tok" };
 * (await manuscriptPanel(labelsFor("en"), options))?.id; // "research-manuscript"
 * ```
 */
export async function manuscriptPanel(
  t: Translate,
  options: { state: ServerState; root: string; projectToken: string },
): Promise<HostPanel | null> {
  const manuscript = options.state.selection?.manuscript;
  if (!manuscript) return null;
  const research = await researchFacade();
  let key: string;
  try {
    key = await research.manuscriptKey(options.root, manuscript);
  } catch {
    return unavailable(t, "rs_ml_outside");
  }
  const read = await research.readAnchoredManuscript(options.root, key);
  if (read.status !== "ok") return unavailable(t, "rs_ml_unreadable");
  const { corpus } = await projectSettings(options.state);
  const doc = parseManuscript(read.text, {
    chapterMarker: corpus.chapterMarker,
    appendixMarker: corpus.appendixMarker,
  });
  const chapters = doc.chapters.filter((c) => c.paragraphs.length > 0);
  let n = 0;
  const text = chapters.map((c) =>
    html`
      <section class="ms-chapter" data-chapter="${c.number}">
        <h3>${c.title ? t("rs_ml_chapter_named", { n: c.number, title: c.title }) : t(
          "rs_ml_chapter_n",
          { n: c.number },
        )}</h3>
        ${c.paragraphs.map((p) =>
          html`
            <p class="ms-para" id="ms-p-${n}" data-para="${n++}" data-start-line="${p
              .startLine}"
              data-end-line="${p.endLine}" data-sha256="${research.textSha256(p.text)}">${p
                .text}</p>
          `
        )}
      </section>
    `
  );
  const body = html`
    <div class="research" id="research-manuscript-area" data-source-sha256="${read.sha256}"
      data-manuscript="${key}" data-project-token="${options.projectToken}">
      <p class="guide">${t("rs_ml_guide", { file: key })}</p>
      ${linkForm(t, chapters)}
      <section class="card" aria-labelledby="rs-ml-review-heading">
        <h3 id="rs-ml-review-heading">${t("rs_ml_review_heading")}</h3>
        <div id="research-ml-review" aria-live="polite"></div>
      </section>
      <h3 id="rs-ml-text-heading">${t("rs_ml_text_heading")}</h3>
      <div class="manuscript-text" id="research-manuscript-text" tabindex="0"
        aria-labelledby="rs-ml-text-heading">${text}</div>
    </div>
  `;
  return { id: "research-manuscript", label: t("rs_tab_manuscript"), group: "research", body };
}
