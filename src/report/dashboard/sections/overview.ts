/**
 * The overview section: headline numbers with their caveats.
 *
 * @module
 */

import { html, type SafeHtml } from "../../html.ts";
import type { SectionContext } from "./context.ts";

function stat(label: string, value: string, note?: string): SafeHtml {
  return html`<div class="stat"><div class="k">${label}</div><div class="v">${value}</div>${
    note ? html`<div class="n">${note}</div>` : ""
  }</div>`;
}

/**
 * Renders the overview.
 *
 * @example
 * ```ts
 * // overviewSection(ctx).value.includes('class="stat"')
 * ```
 */
export function overviewSection(ctx: SectionContext): SafeHtml {
  const { t, num, share } = ctx;
  const { analyze, style, pacing, dialogue } = ctx.model.views;
  const m = analyze.metrics;
  const lang = analyze.meta.language;
  const cellsNote = t("measured_cells", { n: num(style.measured_cells, 0) });
  const consistency = style.measured_cells > 0 ? num(style.consistency, 3) : t("unavailable");
  const sentences = m.chapters.reduce((s, c) => s + c.sentences, 0);
  const findings = [
    [t("section_flagged_cells"), ctx.model.flaggedCells.length],
    [t("section_flagged_paragraphs"), ctx.model.flaggedParagraphs.length],
    [t("section_markers"), ctx.model.views.markers.length],
  ] as const;
  return html`
    <div class="cards">
    ${stat(t("words"), num(m.raw_words, 0))}
    ${stat(
      t("chapters"),
      num(m.chapters.length, 0),
      t("total_scenes") + ": " + num(pacing.total_scenes, 0),
    )}
    ${stat(t("language"), t(`language_${lang}`))}
    ${stat(
      t("readability"),
      num(m.flesch_de, 1),
      t("readability_formula", { formula: t(`formula_${m.flesch_variant}`) }),
    )}
    ${stat(
      t("lexical_diversity"),
      num(m.mtld, 1),
      `MTLD · HD-D ${num(m.hd_d, 3)} · MATTR ${num(m.mattr, 3)}`,
    )}
    ${stat(t("dialogue_share"), share(m.dialog_ratio), t("turns") + ": " + num(dialogue.turns, 0))}
    ${stat(t("consistency"), consistency, cellsNote)}
    ${stat(
      t("feature_asl"),
      num(m.asl, 1),
      `${t("median_sentence")}: ${num(m.median_sl, 0)} · ${t("sentences")}: ${num(sentences, 0)}`,
    )}
    </div>
    <div class="card"><h3>${t("flags")}</h3><p>${findings.map(([label, n]) =>
      html`<span class="chip">${label}<b>${num(n, 0)}</b></span>`
    )}</p>
    ${style.meta.baselines_available
      ? ""
      : html`<p class="empty">${t("baseline_unavailable", { min: style.meta.min_chapters })}</p>`}
    <p class="meta">${t("help_consistency")}</p></div>
    <div class="card caveats" role="note">
      <h2>${t("caveat_title")}</h2>
      <ul>
        <li>${t("caveat_diagnostics")}</li>
        <li>${t("caveat_three_sets")}</li>
        <li>${t("caveat_readability")}</li>
        <li>${t("caveat_baseline")}</li>
      </ul>
    </div>
  `;
}
