/**
 * The markup of the research area's view tabs: Timeline (`research-timeline`: a dossier
 * filter, the chart and the unplaced claims) and Review (`research-review`: the editorial
 * review and the claim/decision matrix with its Markdown and CSV downloads). The page script
 * (`client_timeline.ts`, `client_review.ts`) fills them from the view routes.
 *
 * @module
 */

import { html } from "../../../src/report/html.ts";
import type { HostPanel } from "../../../src/report/dashboard/page.ts";
import type { Translate } from "../../../src/report/labels/packs.ts";
import { dayNumber, timelineClient, timelineTicks } from "./client_timeline.ts";
import { reviewClient } from "./client_review.ts";

/**
 * The view tabs, in the order they follow the record tabs.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * viewPanels(labelsFor("en")).map((p) => p.id); // ["research-timeline", "research-review"]
 * ```
 */
export function viewPanels(t: Translate): HostPanel[] {
  const timeline = html`
    <div class="research" id="research-timeline-area">
      <p class="guide">${t("rs_tl_guide")}</p>
      <p class="tools"><label>${t("rs_tl_dossier")} <select id="research-timeline-dossier"
            data-empty="${t("rs_tl_all_dossiers")}"><option value="">${t(
              "rs_tl_all_dossiers",
            )}</option></select></label></p>
      <div id="research-timeline-chart" aria-live="polite"></div>
      <h3>${t("rs_tl_unplaced")}</h3>
      <div id="research-timeline-unplaced"></div>
    </div>
  `;
  const review = html`
    <div class="research" id="research-review-area">
      <section aria-labelledby="rs-review-heading">
        <h3 id="rs-review-heading">${t("rs_rv_heading")}</h3>
        <p class="guide">${t("rs_rv_guide")}</p>
        <div id="research-review-items" aria-live="polite"></div>
      </section>
      <section aria-labelledby="rs-matrix-heading">
        <h3 id="rs-matrix-heading">${t("rs_mx_heading")}</h3>
        <p class="tools"><a class="download" id="research-matrix-md"
            href="/api/research/matrix?format=md" download="claim-matrix.md">${t(
              "rs_mx_download_md",
            )}</a><a class="download" id="research-matrix-csv" href="/api/research/matrix?format=csv"
            download="claim-matrix.csv">${t("rs_mx_download_csv")}</a></p>
        <div id="research-matrix"></div>
      </section>
    </div>
  `;
  return [
    { id: "research-timeline", label: t("rs_tab_timeline"), group: "research", body: timeline },
    { id: "research-review", label: t("rs_tab_review"), group: "research", body: review },
  ];
}

/**
 * The page-script parts of the view tabs (each runs with the kit `svcResearch`).
 *
 * @example
 * ```ts
 * viewScripts().length; // 2
 * ```
 */
export function viewScripts(): string[] {
  return [
    `(${timelineClient.toString()})(svcResearch, ${dayNumber.toString()}, ${timelineTicks.toString()});`,
    `(${reviewClient.toString()})(svcResearch);`,
  ];
}
