/**
 * The structure section: trends, changepoints, shifts between the halves, keyness words and
 * the baseline diagnostics, as the style reference reports them.
 *
 * Changepoints are reported by the segmentation as start positions in the sequence of
 * chapters measured for that feature; the page names the chapter at that position. p-values
 * print as "< 0.0001" below four decimals; the baseline captions follow the value and
 * significance of the lag-1 ρ and the runs tests (`caption_text.ts`).
 *
 * @module
 */

import { STYLE_FEATURES } from "../../../features/feature_ids.ts";
import {
  type KeynessWords,
  type StructuralDiagnostics,
  structuralOf,
} from "../../structural_view.ts";
import { lagCaption, runsCaption } from "../../caption_text.ts";
import { html, type SafeHtml } from "../../html.ts";
import { formatPValue } from "../../p_value.ts";
import type { SectionContext } from "./context.ts";
import { runtimeLabel } from "../../labels/packs.ts";

function measuredChapters(ctx: SectionContext, feature: string): number[] {
  const deviations = ctx.model.views.style.deviations;
  return Object.keys(deviations).map(Number).filter((n) =>
    deviations[String(n)][feature] !== undefined
  )
    .sort((a, b) => a - b);
}

function chapterChip(ctx: SectionContext, n: number): SafeHtml {
  return html`<button type="button" class="chip svc-hit" data-chapter="${n}">${
    ctx.t("chapter_n", { n })
  }</button>`;
}

function trends(ctx: SectionContext, s: StructuralDiagnostics): SafeHtml {
  const { t, num } = ctx;
  const trending = new Set(s.trending_features ?? []);
  const rows = STYLE_FEATURES.filter((f) => s.trends?.[f]).map((f) => {
    const tr = s.trends![f]!;
    const direction = !trending.has(f)
      ? t("trend_none")
      : tr.tau > 0
      ? t("trend_increasing")
      : t("trend_decreasing");
    return html`
      <tr>
        <td>${trending.has(f) ? html`<span class="mark">▲▼ </span>` : ""}${t(`feature_${f}`)}</td>
        <td class="num">${num(tr.tau, 3)}</td>
        <td class="num">${formatPValue(tr.p, ctx.ui)}</td>
        <td>${direction}</td>
      </tr>
    `;
  });
  if (rows.length === 0) return html`<p class="empty">${t("none_found")}</p>`;
  return html`
    <table>
      <thead>
        <tr>
          <th>${t("feature")}</th>
          <th class="num">${t("tau")}</th>
          <th class="num">${t("p_value")}</th>
          <th></th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>
  `;
}

function changepoints(ctx: SectionContext, s: StructuralDiagnostics): SafeHtml {
  const { t } = ctx;
  const items = (s.segmented_features ?? []).map((f) => {
    const measured = measuredChapters(ctx, f);
    const at = (s.changepoints?.[f] ?? []).map((i) => measured[i]).filter((n) => n !== undefined);
    return html`<li><b>${runtimeLabel(t, `feature_${f}`)}</b>: ${
      at.map((n) => chapterChip(ctx, n))
    }</li>`;
  });
  if (items.length === 0) return html`<p class="empty">${t("none_found")}</p>`;
  return html`
    <p class="meta">${t("guide_changepoints")}</p>
    <ul class="list">${items}</ul>
  `;
}

function shifts(ctx: SectionContext, s: StructuralDiagnostics): SafeHtml {
  const { t, num } = ctx;
  const items = (s.shifted_features ?? []).map((f) => {
    const d = s.distribution_shift?.[f];
    return html`<li><b>${runtimeLabel(t, `feature_${f}`)}</b> <span class="meta">Wasserstein ${
      num(d?.wasserstein, 3)
    } · KS D ${num(d?.ks_d, 3)} · ${t("p_value")} ${formatPValue(d?.ks_p, ctx.ui)}</span></li>`;
  });
  if (items.length === 0) return html`<p class="empty">${t("none_found")}</p>`;
  return html`<ul class="list">${items}</ul>`;
}

function keyness(ctx: SectionContext, s: StructuralDiagnostics): SafeHtml {
  const { t, num } = ctx;
  const k = s.keyness;
  if (!k) return html`<p class="empty">${t("unavailable")}</p>`;
  const words = (list: KeynessWords) =>
    list.length === 0
      ? html`<span class="empty">${t("none")}</span>`
      : html`${
        list.map((w) => html`<span class="chip">${w.word}<b>G² ${num(w.g2, 1)}</b></span>`)
      }`;
  return html`
    <div class="two">
      <div>
        <h4>${t("early_over")}</h4>
        <p>${words(k.early_over)}</p>
      </div>
      <div>
        <h4>${t("late_over")}</h4>
        <p>${words(k.late_over)}</p>
      </div>
    </div>
  `;
}

/**
 * Renders the structure section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * const markup = structureSection(ctx).value;
 * // the guide, then cards for trends, change points, shifts, keyness and the baseline
 * ```
 */
export function structureSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { style } = ctx.model.views;
  const s = structuralOf(style);
  const b = style.baseline_diagnostics as {
    low_power?: boolean;
    runs_flagged?: string[];
    mean_lag1_rho?: number | null;
    acf_critical?: number | null;
  };
  const redundant = style.redundant_features;
  return html`
    <p class="guide">${t("guide_structure")}</p>
    <div class="two">
      <div class="card"><h3>${t("section_trends")}</h3>${trends(ctx, s)}</div>
      <div class="card"><h3>${t("section_changepoints")}</h3>${changepoints(ctx, s)}</div>
    </div>
    <div class="card"><h3>${t("section_shifts")}</h3>${shifts(ctx, s)}</div>
    <div class="card"><h3>${t("section_keyness")}</h3>${keyness(ctx, s)}</div>
    <div
      class="card"><h3>${t("section_baseline")}</h3><p class="meta">${lagCaption(
        b,
        t,
        ctx.ui,
      )} ${runsCaption(b, t)} ${b.low_power
        ? t("baseline_low_power")
        : ""}</p>${redundant.length > 0
        ? html`<p class="meta">${t("redundant_features")}: ${
          redundant.map((r) =>
            html`<span class="chip">${runtimeLabel(t, `feature_${r.a}`)} ~ ${
              runtimeLabel(t, `feature_${r.b}`)
            }<b>ρ ${num(r.rho, 2)}</b></span>`
          )
        }</p>`
        : ""}</div>
  `;
}
