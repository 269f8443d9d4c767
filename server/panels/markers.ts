/**
 * The work-marker panel (tab id `markers`): the one list of the selected manuscript's markers
 * (the served page drops the standalone file's read-only Notes tab, which would list them a
 * second time), each with its chapter (a click opens the chapter's details) and a Resolve
 * button (`POST /api/marker-resolve`, through the dashboard's generic
 * `form[data-action]` poster: its one field, `id`, is a string), and a form that adds a marker
 * (`POST /api/marker-add`, through `typed_form_client.ts` because `line` must be a JSON
 * number). Without a selected manuscript there is no panel.
 *
 * @module
 */

import type { Marker } from "../../src/document/markers.ts";
import { MAX_NOTE_LENGTH } from "../../src/document/markers.ts";
import { html, type SafeHtml } from "../../src/report/html.ts";
import type { Translate } from "../../src/report/labels/packs.ts";
import { dashboardModel } from "../../src/report/dashboard/model.ts";
import { projectViews } from "../project.ts";
import type { PanelRenderer } from "./index.ts";
import { typedFormScript } from "./typed_form_client.ts";

/** On a phone the note wraps, so that Resolve (before the id) stays near the screen. */
const MARKER_CSS = `#marker-list form{margin:0}
@media (max-width:760px){#marker-list td.note{white-space:normal;min-width:7rem}}
`;

function resolveForm(id: string, t: Translate): SafeHtml {
  const label = t("resolve_marker");
  return html`
    <form data-action="/api/marker-resolve">
      <input type="hidden" name="id" value="${id}">
      <button type="submit">${label}</button>
      <span role="status" class="meta"></span>
    </form>
  `;
}

function markerTable(
  markers: readonly Marker[],
  owners: ReadonlyMap<string, number>,
  t: Translate,
): SafeHtml {
  if (markers.length === 0) return html`<p class="empty">${t("no_markers")}</p>`;
  const rows = markers.map((m) => {
    const chapter = owners.get(m.id);
    return html`
      <tr data-marker-id="${m.id}" ${chapter === undefined ? "" : html`
        class="row" data-chapter="${chapter}" tabindex="0"
      `}>
        <td><span class="chip">${m.kind}</span></td>
        <td class="num">${m.line}</td>
        <td>${chapter === undefined ? "–" : chapter}</td>
        <td class="note">${m.note}</td>
        <td>${resolveForm(m.id, t)}</td>
        <td class="meta">${m.id}</td>
      </tr>
    `;
  });
  const id = t("marker_id");
  return html`
    <table id="marker-list">
      <thead>
        <tr>
          <th>${t("kind")}</th>
          <th class="num">${t("line")}</th>
          <th>${t("chapter")}</th>
          <th>${t("note")}</th>
          <th>${t("marker_action")}</th>
          <th>${id}</th>
        </tr>
      </thead>
      <tbody>${rows}</tbody>
    </table>
  `;
}

function addForm(t: Translate): SafeHtml {
  return html`
    <form id="marker-add-form" data-post="/api/marker-add">
      <h3>${t("add_marker")}</h3>
      <p class="tools"><label>${t("kind")} <input name="kind" value="todo" required maxlength="40">
          </label><label>${t("line")} <input type="number" name="line" min="1" step="1" required>
          </label><label>${t("note")} <input name="note" maxlength="${MAX_NOTE_LENGTH}"></label></p>
      <p class="meta">${t("marker_add_hint")}</p>
      <p class="tools"><button type="submit" class="primary">${t("add_marker")}</button>
          <span role="status" class="meta"></span></p>
    </form>
  `;
}

/**
 * Renders the marker tab and its script; nothing without a selected manuscript.
 *
 * @example
 * ```ts
 * import type { PanelContext } from "./index.ts";
 * declare const ctx: PanelContext; // { state, t: labelsFor("en"), projectToken }
 * const part = await markersPart(ctx);
 * part.panel?.id; // "markers" (no panel without a selected manuscript)
 * ```
 */
export const markersPart: PanelRenderer = async ({ state, t }) => {
  if (!state.selection?.manuscript) return {};
  const { views } = await projectViews(state);
  const owners = new Map<string, number>();
  for (const c of dashboardModel(views).chapters) {
    for (const m of c.markers) owners.set(m.id, c.number);
  }
  const body = html`${markerTable(views.markers, owners, t)}${addForm(t)}`;
  return {
    panel: { id: "markers", label: t("marker_tab"), body },
    styles: MARKER_CSS,
    script: typedFormScript("marker-add-form"),
  };
};
