/**
 * The showing/telling section: balance per chapter against the book's own median.
 *
 * @module
 */

import { showingChart } from "../../charts/showing.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterLabel, type SectionContext } from "./context.ts";

function chapterButtons(ctx: SectionContext, numbers: readonly number[]): SafeHtml {
  if (numbers.length === 0) return html`<span class="empty">${ctx.t("none")}</span>`;
  return html`${
    numbers.map((n) =>
      html`<button type="button" class="chip svc-hit" data-chapter="${n}">${
        ctx.t("chapter_n", { n })
      }</button>`
    )
  }`;
}

/**
 * Renders the showing section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * showingSection(ctx).value.includes("svc-chart-showing"); // true
 * ```
 */
export function showingSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { showing } = ctx.model.views;
  const titles = new Map(ctx.model.chapters.map((c) => [c.number, c]));
  const chart = showingChart({
    id: "chart-showing",
    chapters: showing.chapters.map((c) => ({
      number: c.number,
      label: chapterLabel(ctx, { number: c.number, title: titles.get(c.number)?.title ?? "" }),
      balance: c.balance,
      tell_z: c.tell_z,
      show_z: c.show_z,
    })),
    labels: {
      title: t("section_showing"),
      description: t("guide_showing"),
      showing: t("showing"),
      telling: t("telling"),
      emptyText: t("none_found"),
    },
  });
  return html`
    <p class="guide">${t("guide_showing")}</p>
    <div class="chart">${chart}</div>
    <div class="two">
      <div class="card">
        <h3>${t("most_showing")}</h3>
        <p>${chapterButtons(ctx, showing.most_showing)}</p>
      </div>
      <div class="card">
        <h3>${t("most_telling")}</h3>
        <p>${chapterButtons(ctx, showing.most_telling)}</p>
      </div>
    </div>
    <p class="meta">${t("tell_z")}: ${num(showing.means.tell_z)} · ${t("show_z")}: ${num(
      showing.means.show_z,
    )} · ${t("balance")}: ${num(showing.means.balance)}</p>
  `;
}
