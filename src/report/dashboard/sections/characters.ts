/**
 * The characters section: the presence matrix of the character names (`--names`, the config's
 * `names`, or the served workspace's names field).
 *
 * @module
 */

import { presenceMatrix } from "../../charts/presence.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterLabel, type SectionContext } from "./context.ts";

/**
 * Renders the characters section (a hint when no names were given).
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * const markup = charactersSection(ctx).value; // '<p class="empty">…' without --names
 * ```
 */
export function charactersSection(ctx: SectionContext): SafeHtml {
  const { t, num, share } = ctx;
  const result = ctx.model.views.characters;
  if (!result) {
    const field = ctx.host.namesField;
    if (!field) return html`<p class="empty">${t("no_names")}</p>`;
    return html`
      <p class="empty">${t("no_names_workspace")}</p>
      <p><button type="button" data-open-tab="settings" data-focus="${field}">${t(
        "open_names_setting",
      )}</button></p>
    `;
  }
  const chapters = ctx.model.chapters;
  const warnings = (result.unmatched ?? []).map((u) => {
    const list = u.suggestions.map((x) => `${x.spelling} (${num(x.count, 0)})`).join(", ");
    return html`<p class="warning" role="status">${t("unmatched_name", { name: u.name })} ${
      list ? t("unmatched_suggest", { list }) : t("unmatched_none")
    }</p>`;
  });
  const chart = presenceMatrix({
    id: "chart-presence",
    names: result.characters.map((c) => c.name),
    chapters: chapters.map((c) => ({ number: c.number, label: chapterLabel(ctx, c) })),
    counts: result.characters.map((c) =>
      chapters.map((ch) => c.per_chapter[String(ch.number)] ?? 0)
    ),
    labels: {
      title: t("section_presence"),
      description: t("guide_presence"),
      mentions: (n: number) => `${t("mentions")}: ${num(n, 0)}`,
      emptyText: t("none_found"),
    },
  });
  const rows = result.characters.map((c) =>
    html`
      <tr>
        <td>${c.name}</td>
        <td class="num">${num(c.mentions, 0)}</td>
        <td class="num">${num(c.chapters_present, 0)}</td>
        <td class="num">${c.first_chapter === null
          ? "–"
          : `${c.first_chapter}–${c.last_chapter}`}</td>
        <td class="num">${num(c.longest_gap, 0)}</td>
        <td class="num">${share(c.presence_ratio)}</td>
      </tr>
    `
  );
  return html`
    ${warnings}
    <p class="guide">${t("guide_presence")}</p>
    <div class="chart">${chart}</div>
    <table>
      <thead>
        <tr>
          <th>${t("name")}</th>
          <th class="num">${t("mentions")}</th>
          <th class="num">${t("chapters")}</th>
          <th class="num">${t("span")}</th>
          <th class="num">${t("longest_gap")}</th>
          <th class="num">${t("presence")}</th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>
  `;
}
