/**
 * The markup of the research area's record tabs: Dossiers (`research-dossiers`), Claims
 * (`research-claims`) and Decisions (`research-decisions`) — each a creation form, a list the
 * page script fills, and a detail region for one record. The scripts that bring them to life
 * are listed by {@linkcode recordScripts}. Markup only; nothing from the archive is rendered
 * here, so nothing here needs escaping beyond the labels.
 *
 * @module
 */

import { CONFIDENCES } from "../../../research/mod.ts";
import { html, type SafeHtml } from "../../../src/report/html.ts";
import type { HostPanel } from "../../../src/report/dashboard/page.ts";
import type { LabelKey, Translate } from "../../../src/report/labels/packs.ts";
import { claimsClient } from "./client_claims.ts";
import { decisionsClient } from "./client_decisions.ts";
import { dossiersClient } from "./client_dossiers.ts";
import { checkImage, imageFacts, imagesClient } from "./client_images.ts";

function submit(t: Translate, label: LabelKey): SafeHtml {
  return html`<p class="tools"><button type="submit" class="primary">${t(label)}</button>
    <span role="status" class="meta"></span></p>`;
}

function dossiers(t: Translate): SafeHtml {
  return html`
    <div class="research" id="research-dossiers-area">
      <details class="card create" id="research-dossier-create">
        <summary>${t("rs_dossier_new")}</summary>
        <form id="research-dossier-form" novalidate>
          <div class="fields">
            <label class="grow">${t("rs_field_title")} <input name="title" required
                maxlength="500"></label>
          </div>
          <div class="fields">
            <label class="grow">${t("rs_dossier_body")} <textarea name="body" rows="8"
                aria-describedby="rs-dossier-body-help"></textarea></label>
          </div>
          <p class="meta" id="rs-dossier-body-help">${t("rs_dossier_body_help")}</p>
          ${submit(t, "rs_dossier_create")}
        </form>
      </details>
      <div class="table-scroll">
        <table id="research-dossier-list">
          <thead>
            <tr>
              <th>${t("rs_col_title")}</th>
              <th class="num">${t("rs_col_revision")}</th>
              <th class="num">${t("rs_col_sections")}</th>
              <th class="num">${t("rs_col_evidence")}</th>
              <th>${t("rs_col_revised")}</th>
            </tr>
          </thead>
          <tbody></tbody>
        </table>
      </div>
      <section id="research-dossier-detail" class="card detail" hidden tabindex="-1"
        aria-live="polite"></section>
    </div>
  `;
}

function claims(t: Translate): SafeHtml {
  return html`
    <div class="research" id="research-claims-area">
      <details class="card create" id="research-claim-create">
        <summary>${t("rs_claim_new")}</summary>
        <form id="research-claim-form" novalidate>
          <div class="fields">
            <label class="grow">${t("rs_field_title")} <input name="title" required
                maxlength="500"></label>
          </div>
          <div class="fields">
            <label class="grow">${t("rs_claim_statement")} <textarea name="statement" rows="3"
                required maxlength="20000"></textarea></label>
          </div>
          <div class="fields">
            <label>${t("rs_claim_confidence")} <select name="confidence">${CONFIDENCES.map((c) =>
              html`<option value="${c}">${t(`rs_confidence_${c}`)}</option>`
            )}</select></label>
            <label>${t("rs_claim_period")} <input name="time_period" maxlength="500"
                aria-describedby="rs-claim-period-help"></label>
            <label>${t("rs_dossier")} <select name="dossier_id" data-pick="dossiers"
                data-empty="${t("rs_none")}"></select></label>
          </div>
          <p class="meta" id="rs-claim-period-help">${t("rs_claim_period_help")}</p>
          ${submit(t, "rs_claim_create")}
          <div class="claim-warnings" aria-live="polite"></div>
        </form>
      </details>
      <div class="table-scroll">
        <table id="research-claim-list">
          <thead>
            <tr>
              <th>${t("rs_col_title")}</th>
              <th>${t("rs_claim_confidence")}</th>
              <th>${t("rs_claim_period")}</th>
              <th class="num">${t("rs_col_evidence")}</th>
              <th class="num">${t("rs_col_revision")}</th>
            </tr>
          </thead>
          <tbody></tbody>
        </table>
      </div>
      <section id="research-claim-detail" class="card detail" hidden tabindex="-1"
        aria-live="polite"></section>
    </div>
  `;
}

function decisions(t: Translate): SafeHtml {
  return html`
    <div class="research" id="research-decisions-area">
      <details class="card create" id="research-decision-create">
        <summary>${t("rs_decision_new")}</summary>
        <form id="research-decision-form" novalidate>
          <div class="fields">
            <label class="grow">${t("rs_field_title")} <input name="title" required
                maxlength="500"></label>
          </div>
          <div class="fields">
            <label class="grow">${t("rs_decision_rationale")} <textarea name="rationale" rows="3"
                maxlength="20000"></textarea></label>
          </div>
          <div class="fields">
            <label>${t("rs_claim")} <select name="claim_id" data-pick="claims"
                data-empty="${t("rs_none")}"></select></label>
          </div>
          <fieldset class="fields dossier-picks">
            <legend>${t("rs_decision_dossiers")}</legend>
          </fieldset>
          <p class="check"><label><input type="checkbox" name="deviation_from_fact"> ${t(
            "rs_decision_deviation",
          )}</label></p>
          <p class="meta">${t("rs_decision_pins")}</p>
          ${submit(t, "rs_decision_create")}
        </form>
      </details>
      <ul class="list records" id="research-decision-list"></ul>
    </div>
  `;
}

/**
 * The record tabs, in the order they follow Archive and Search.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * recordPanels(labelsFor("en")).map((p) => p.id); // ["research-dossiers", …]
 * ```
 */
export function recordPanels(t: Translate): HostPanel[] {
  return [
    { id: "research-dossiers", label: t("rs_tab_dossiers"), group: "research", body: dossiers(t) },
    { id: "research-claims", label: t("rs_tab_claims"), group: "research", body: claims(t) },
    {
      id: "research-decisions",
      label: t("rs_tab_decisions"),
      group: "research",
      body: decisions(t),
    },
  ];
}

/**
 * The page-script parts of the record tabs (each runs with the kit `svcResearch`).
 *
 * @example
 * ```ts
 * recordScripts().length; // 4
 * ```
 */
export function recordScripts(): string[] {
  return [
    `(${dossiersClient.toString()})(svcResearch);`,
    `(${imagesClient.toString()})(svcResearch, ${checkImage.toString()}, ${imageFacts.toString()});`,
    `(${claimsClient.toString()})(svcResearch);`,
    `(${decisionsClient.toString()})(svcResearch);`,
  ];
}
