/**
 * The chapters section: a sortable, filterable table; a row (or any chart element of a
 * chapter) opens the chapter's details. Sorting and filtering only reorder or hide rows;
 * without the script the table is still complete.
 *
 * The Flags column shows the triage's counts of the chapter apart (strong and mild threshold
 * hits, FDR-selected cells, tense flags); `data-flags` holds their findings total (for
 * sorting) and `data-look-at` is 1 exactly for the triage's chapters to look at, so the "only
 * chapters to look at" filter keeps exactly the Overview's list.
 *
 * @module
 */

import { html, type SafeHtml } from "../../html.ts";
import type { SectionContext } from "./context.ts";
import { countChips } from "./overview.ts";
import { runtimeLabel } from "../../labels/packs.ts";

/**
 * Renders the chapters section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * chaptersSection(ctx).value.includes('<table id="chapter-table">'); // true
 * ```
 */
export function chaptersSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const triage = ctx.model.triage.chapters;
  const lookAt = new Set(ctx.model.triage.lookAt);
  const rows = ctx.model.chapters.map((c, i) =>
    html`
      <tr class="row" tabindex="0" data-chapter="${c.number}" data-words="${c.words}"
        data-asl="${c.asl}" data-dialogue="${c.dialogPct}" data-flags="${c.flags}"
        data-look-at="${lookAt.has(c.number) ? 1 : 0}">
        <td class="num">${c.number}</td>
        <td>${c.title}</td>
        <td class="num">${num(c.words, 0)}</td>
        <td class="num">${num(c.asl, 1)}</td>
        <td class="num">${num(c.dialogPct, 1)} %</td>
        <td>${runtimeLabel(t, `tense_${c.dominance}`)}</td>
        <td class="num">${c.flags > 0 ? countChips(ctx, triage[i], false) : "0"}</td>
      </tr>
    `
  );
  const sorts = [
    ["number", t("sort_number")],
    ["words", t("sort_words")],
    ["flags", t("sort_flags")],
    ["asl", t("sort_asl")],
    ["dialogue", t("sort_dialogue")],
  ];
  return html`
    <div class="tools no-print">
      <label>${t("filter")} <input type="search" id="chapter-filter" autocomplete="off"></label>
      <label>${t("sort_by")} <select id="chapter-sort">${sorts.map(([v, l]) =>
        html`<option value="${v}">${l}</option>`
      )}</select></label>
      <label><input type="checkbox" id="chapter-flagged"> ${t("filter_look_at")}</label>
      <span class="meta" id="chapter-count" aria-live="polite"></span>
    </div>
    <table id="chapter-table">
      <thead>
        <tr>
          <th class="num">#</th>
          <th>${t("title")}</th>
          <th class="num">${t("words")}</th>
          <th class="num">${t("sort_asl")}</th>
          <th class="num">${t("dialogue_share")}</th>
          <th>${t("tense")}</th>
          <th class="num">${t("flags")}</th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>
  `;
}
