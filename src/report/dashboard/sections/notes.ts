/**
 * The notes section: work markers (`<!-- svc:KIND m-xxxxxxxx NOTE -->`) as notes with kind
 * and line.
 *
 * @module
 */

import { html, type SafeHtml } from "../../html.ts";
import type { SectionContext } from "./context.ts";

/**
 * Renders the notes section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * const markup = notesSection(ctx).value;
 * // a <table id="markers-table">, or <p class="empty"> when there are no markers
 * ```
 */
export function notesSection(ctx: SectionContext): SafeHtml {
  const { t } = ctx;
  const markers = ctx.model.views.markers;
  if (markers.length === 0) return html`<p class="empty">${t("no_markers")}</p>`;
  const owner = new Map<string, number>();
  for (const c of ctx.model.chapters) for (const m of c.markers) owner.set(m.id, c.number);
  const rows = markers.map((m) => {
    const chapter = owner.get(m.id);
    return html`
      <tr${chapter === undefined ? "" : html`
        class="row" data-chapter="${chapter}" tabindex="0"
      `} data-marker="${m.id}">
        <td><span class="chip">${m.kind}</span></td>
        <td class="num">${m.line}</td>
        <td>${chapter === undefined ? "–" : chapter}</td>
        <td>${m.note || html`<span class="empty">${t("none")}</span>`}</td>
        <td class="meta">${m.id}</td>
        </tr>
    `;
  });
  return html`
    <table id="markers-table">
      <thead>
        <tr>
          <th>${t("kind")}</th>
          <th class="num">${t("line")}</th>
          <th>${t("chapter")}</th>
          <th>${t("note")}</th>
          <th>ID</th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>
  `;
}
