/**
 * The tense section: paragraph severity along the book and the flagged paragraphs (a
 * result set of its own, apart from the style cells).
 *
 * @module
 */

import { tenseStrip } from "../../charts/tense_strip.ts";
import { html, type SafeHtml } from "../../html.ts";
import type { ProfileParagraph } from "../../../views/profile.ts";
import { excerpt } from "../format.ts";
import type { SectionContext } from "./context.ts";

/** Longest list rendered in full; the rest is counted. */
const MAX_ROWS = 200;

/**
 * One flagged paragraph as a list item (also used by the chapter details).
 *
 * @example
 * ```ts
 * // paragraphItem(ctx, p).value.includes('class="excerpt"')
 * ```
 */
export function paragraphItem(ctx: SectionContext, p: ProfileParagraph): SafeHtml {
  const { t } = ctx;
  const lines = p.start_line === p.end_line
    ? t("line_n", { n: p.start_line })
    : t("line_n", { n: `${p.start_line}–${p.end_line}` });
  return html`
    <li class="svc-hit"
      data-chapter="${p.chapter}"><span class="sev sev-${p.severity}">${t("severity")} ${p
        .severity} · ${t(`severity_${p.severity}`)}</span> <span class="meta">${t("chapter_n", {
          n: p.chapter,
        })} · ${lines} · ${t(`tense_${p.dominant}`)} (${t("tense_present")} ${p.present}, ${t(
          "tense_past",
        )} ${p.past})</span><p class="excerpt">${excerpt(p.text)}</p></li>
  `;
}

/**
 * Renders the tense section.
 *
 * @example
 * ```ts
 * // tenseSection(ctx).value.includes("svc-chart-tense")
 * ```
 */
export function tenseSection(ctx: SectionContext): SafeHtml {
  const { t } = ctx;
  const { profile } = ctx.model.views;
  const strip = tenseStrip({
    id: "chart-tense",
    paragraphs: profile.paragraphs.map((p) => ({
      chapter: p.chapter,
      severity: p.severity as 0 | 1 | 2 | 3,
      dominant: p.dominant,
    })),
    labels: {
      title: t("section_tense"),
      description: t("guide_tense"),
      severity: (s: number) => `${t("severity")} ${s}`,
      tense: (d: string) => t(`tense_${d}`),
      emptyText: t("none_found"),
    },
  });
  const flagged = ctx.model.flaggedParagraphs;
  return html`<p class="guide">${t("guide_tense")} ${t("help_tense")}</p>
<div class="chart">${strip}</div>
<h3>${t("section_flagged_paragraphs")} <span class="badge">${flagged.length}</span></h3>${
    flagged.length === 0
      ? html`<p class="empty">${t("none_found")}</p>`
      : html`<ul class="list">${flagged.slice(0, MAX_ROWS).map((p) => paragraphItem(ctx, p))}</ul>`
  }${
    flagged.length > MAX_ROWS
      ? html`<p class="meta">${t("more_hidden", { n: flagged.length - MAX_ROWS })}</p>`
      : ""
  }`;
}
