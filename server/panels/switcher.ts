/**
 * The project switcher panel (tab id `workspace`): the current project, a folder browser fed
 * by `GET /api/project-paths`, a "New project" form (`POST /api/project-create`) and a "Load
 * manuscript" form (`POST /api/load`), plus a "Switch project" header button. The page is the
 * user's own, so it shows real folder paths; the API index never does. The behaviour lives in
 * `switcher_client.ts`; this module renders markup only (no inline handlers, no `style=`).
 *
 * @module
 */

import { basename, dirname, join } from "node:path";
import { html, jsonForScript } from "../../src/report/html.ts";
import { LANGUAGE_CHOICES } from "../../src/language/types.ts";
import { runtimeLabel, type Translate } from "../../src/report/labels/packs.ts";
import { probeProject } from "../probe.ts";
import { MAX_PATH_ENTRIES } from "../project_limits.ts";
import type { ServerState } from "../state.ts";
import { TEMPLATE_NAMES } from "../templates.ts";
import type { PanelRenderer } from "./index.ts";
import { switcherClient, type SwitcherLabels } from "./switcher_client.ts";

function current(state: ServerState, t: Translate, title: string | null) {
  const sel = state.selection;
  if (!sel) return html`<p class="empty">${t("switcher_none")}</p>`;
  return html`
    <table class="facts">
      <tbody>
        <tr>
          <th scope="row">${t("project")}</th>
          <td>${title ?? basename(sel.root)}</td>
        </tr>
        <tr>
          <th scope="row">${t("switcher_folder")}</th>
          <td><code>${sel.root}</code></td>
        </tr>
        <tr>
          <th scope="row">${t("switcher_manuscript")}</th>
          <td>${sel.manuscript ? basename(sel.manuscript) : t("switcher_no_manuscript")}</td>
        </tr>
      </tbody>
    </table>
  `;
}

function createForm(state: ServerState, t: Translate) {
  const where = state.selection ? dirname(state.selection.root) : state.launch.home;
  const language = (code: string) =>
    code === "auto" ? t("switcher_language_auto") : runtimeLabel(t, `language_${code}`);
  return html`
    <form id="switcher-create" class="card">
      <h3>${t("switcher_new_project")}</h3>
      <p class="tools"><label>${t("switcher_title")} <input name="title" required maxlength="500">
        </label><label>${t("switcher_language")} <select name="language">${LANGUAGE_CHOICES.map((
          code,
        ) =>
          html`
            <option value="${code}" ${code === "en" ? " selected" : ""}>${language(code)}</option>
          `
        )}</select></label></p>
      <p class="tools"><label>${t("switcher_author")} <input name="author_name" maxlength="500">
        </label><label>${t("switcher_template")} <select name="template">${TEMPLATE_NAMES.map((
          name,
        ) => html`<option value="${name}">${t(`switcher_template_${name}`)}</option>`)}</select>
        </label></p>
      <p class="meta">${t("switcher_create_where", { path: where })}</p>
      <p class="tools"><button type="submit" class="primary">${t("switcher_create")}</button>
        <span role="status" class="meta"></span></p>
    </form>
  `;
}

function loadForm(state: ServerState, t: Translate) {
  const where = join(state.selection?.root ?? state.launch.home, "exports", "manuscripts");
  return html`
    <form id="switcher-load" class="card">
      <h3>${t("switcher_load")}</h3>
      <p class="tools"><label>${t("switcher_load_file")} <input type="file" name="file"
            accept=".md,.markdown,text/markdown" required></label></p>
      <p class="meta">${t("switcher_load_where", { path: where })}</p>
      <p class="tools"><button type="submit">${t("switcher_load_submit")}</button>
        <span role="status" class="meta"></span></p>
    </form>
  `;
}

/**
 * Renders the switcher's tab, header button and script.
 *
 * @example
 * ```ts
 * import type { PanelContext } from "./index.ts";
 * declare const ctx: PanelContext; // { state, t: labelsFor("en"), projectToken }
 * const part = await switcherPart(ctx);
 * part.panel?.id; // "workspace"
 * ```
 */
export const switcherPart: PanelRenderer = async ({ state, t }) => {
  const sel = state.selection;
  const probe = sel ? await probeProject(sel.root).catch(() => null) : null;
  const body = html`
    <div id="switcher" data-start="${sel?.root ?? state.launch.home}">
      ${current(state, t, probe?.title ?? null)}
      <h3>${t("switcher_browse")}</h3>
      <div class="card">
        <p class="tools"><button type="button" id="switcher-up" disabled>${t(
          "switcher_up",
        )}</button>
          <code id="switcher-path"></code><button type="button" id="switcher-open-here"
            class="primary" disabled>${t("switcher_open_folder")}</button></p>
        <ul class="list" id="switcher-entries"></ul>
        <p role="status" class="meta" id="switcher-status"></p>
      </div>
      <div class="two">${createForm(state, t)}${loadForm(state, t)}</div>
    </div>
  `;
  const labels: SwitcherLabels = {
    open: t("switcher_open"),
    project: t("switcher_is_project"),
    empty: t("switcher_empty_folder"),
    truncated: t("switcher_truncated", { n: MAX_PATH_ENTRIES }),
    loading: t("switcher_loading"),
    error: t("switcher_error"),
    chooseFile: t("switcher_choose_file"),
    readError: t("switcher_read_error"),
  };
  return {
    panel: { id: "workspace", label: t("switcher_tab"), body },
    controls: html`<button type="button" id="switcher-show">${t("switch_project")}</button>`,
    script: `(${switcherClient.toString()})(window, ${jsonForScript(labels)});`,
  };
};
