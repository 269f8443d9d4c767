/**
 * The markup of the research search tab (id `research-search`): the query form (scope `all`
 * by default, SPEC 4.3 "Search scopes"), the empty hit list the page script fills from
 * `POST /api/research-search`, and the "More results" button that brings the next page
 * (hidden until there is one).
 *
 * @module
 */

import { html, type SafeHtml } from "../../../src/report/html.ts";
import type { Translate } from "../../../src/report/labels/packs.ts";

/** The scopes in the order the form offers them; `all` first (the dashboard's default). */
const SEARCH_SCOPES = ["all", "sources", "dossiers", "claims", "decisions"] as const;

/**
 * Renders the search tab.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * searchPanel(labelsFor("en")).value.includes('id="research-search-form"'); // true
 * ```
 */
export function searchPanel(t: Translate): SafeHtml {
  return html`
    <div class="research" id="research-search">
      <form id="research-search-form" class="card" role="search">
        <div class="fields search-fields">
          <label class="grow">${t("rs_search_query")} <input type="search" name="query"
              required maxlength="500" autocomplete="off"></label>
          <label>${t("rs_search_scope")} <select name="scope">${SEARCH_SCOPES.map((s) =>
            html`<option value="${s}" ${s === "all" ? " selected" : ""}>${
              t(`rs_scope_${s}`)
            }</option>`
          )}</select></label>
        </div>
        <p class="tools"><button type="submit" class="primary">${t("rs_search_submit")}</button>
          <span role="status" class="meta"></span></p>
      </form>
      <p class="meta" id="research-search-summary" aria-live="polite"></p>
      <ol class="list hits" id="research-hits"></ol>
      <p class="tools"><button type="button" id="research-search-more" hidden>${t(
        "rs_search_more",
      )}</button></p>
    </div>
  `;
}
