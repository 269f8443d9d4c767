/**
 * The research area of the served page (SPEC 4.3 "Embedding", 5.2): the hidden
 * `#research-manager` element whose `data-research-token` carries the research token while
 * the server has a research root (the selected project's, or `--research-project`), whether
 * or not that root holds an archive yet, and the research tabs — their own navigation group,
 * apart from the analysis tabs.
 *
 * Without an archive there is one tab, "Archive", with the form that creates one. With an
 * archive: Archive (status, add a source, sources), Search, Dossiers (with images), Claims,
 * Decisions (impact, mark applied, reopen), Timeline, Review (editorial review, matrix) and,
 * while a manuscript is selected, Manuscript (links to claims, their review, re-anchoring).
 * The panels are markup rendered here; the page script (`research/client_*.ts`, one function
 * each, embedded by `toString()`) reads the archive through the research GET routes and
 * writes through the POST routes, sending the token and the guards the page shows. Without a
 * research root there is no element and no tab.
 *
 * @module
 */

import { basename } from "node:path";
import { formatCitation } from "../../research/mod.ts";
import { html, jsonForScript } from "../../src/report/html.ts";
import { projectSettings, projectViews } from "../project.ts";
import { researchContext, researchToken } from "../research_root.ts";
import type { PanelRenderer } from "./index.ts";
import { archivePanel, initForm } from "./research/archive_panel.ts";
import { archiveClient, checkSource } from "./research/client_archive.ts";
import { researchCore } from "./research/client_core.ts";
import { manuscriptClient, sentenceRanges } from "./research/client_manuscript.ts";
import { searchClient } from "./research/client_search.ts";
import { manuscriptPanel } from "./research/manuscript_panel.ts";
import { researchLabels } from "./research/labels.ts";
import { projectSourceFiles } from "./research/project_files.ts";
import { recordPanels, recordScripts } from "./research/record_panels.ts";
import { searchPanel } from "./research/search_panel.ts";
import { viewPanels, viewScripts } from "./research/view_panels.ts";
import { RESEARCH_CSS } from "./research/styles.ts";

async function projectTitle(
  state: Parameters<PanelRenderer>[0]["state"],
  root: string,
): Promise<{ title: string; language: string }> {
  try {
    const s = await projectSettings(state);
    const language = s.project.language && s.project.language !== "auto"
      ? s.project.language
      : "en";
    const own = state.selection?.manuscript
      ? (await projectViews(state)).views.documentTitle
      : null;
    return { title: s.project.title ?? own ?? basename(root), language };
  } catch {
    return { title: basename(root), language: "en" };
  }
}

/**
 * Renders the research-manager element and the research tabs.
 *
 * @example
 * ```ts
 * import type { PanelContext } from "./index.ts";
 * declare const ctx: PanelContext; // { state, t: labelsFor("en"), projectToken }
 * const part = await researchManagerPart(ctx);
 * part.controls?.value.includes('id="research-manager"'); // true with a research root
 * ```
 */
export const researchManagerPart: PanelRenderer = async ({ state, t, projectToken }) => {
  const token = await researchToken(state);
  const { root, projectId } = await researchContext(state);
  if (token === null || root === null) return {};
  const archive = projectId !== null;
  const controls = html`
    <span id="research-manager" hidden data-research-token="${token}"
      data-archive="${archive ? "true" : "false"}"></span>
  `;
  const labels = researchLabels(t);
  const core = `const svcResearch = (${researchCore.toString()})(window, ${
    jsonForScript(labels)
  });`;
  const archiveScript = `(${archiveClient.toString()})(svcResearch, ${checkSource.toString()});`;
  if (!archive) {
    const { title, language } = await projectTitle(state, root);
    return {
      controls,
      panels: [{
        id: "research",
        label: t("rs_tab_archive"),
        group: "research",
        body: initForm(t, { root, title, language }),
      }],
      styles: RESEARCH_CSS,
      script: `{${core}\n${archiveScript}}`,
    };
  }
  const files = await projectSourceFiles(root);
  const manuscript = await manuscriptPanel(t, { state, root, projectToken });
  return {
    controls,
    panels: [
      {
        id: "research",
        label: t("rs_tab_archive"),
        group: "research",
        body: archivePanel(t, { files }),
      },
      { id: "research-search", label: t("rs_tab_search"), group: "research", body: searchPanel(t) },
      ...recordPanels(t),
      ...viewPanels(t),
      ...(manuscript ? [manuscript] : []),
    ],
    styles: RESEARCH_CSS,
    script: [
      `{${core}`,
      archiveScript,
      `(${searchClient.toString()})(svcResearch, ${formatCitation.toString()});`,
      ...recordScripts(),
      ...viewScripts(),
      `(${manuscriptClient.toString()})(svcResearch, ${sentenceRanges.toString()});`,
      "}",
    ].join("\n"),
  };
};
