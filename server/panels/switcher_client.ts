// deno-lint-ignore-file no-explicit-any
/**
 * The project switcher's browser script (see `server/panels/switcher.ts`). Written as one
 * self-contained function so Deno type-checks and lints it; the page embeds
 * `switcherClient.toString()` in its nonce'd script, so it must not use anything outside its
 * own body.
 *
 * Security: the listing holds file names chosen by whoever wrote the folder; they are put on
 * the page with `textContent` only, never as markup.
 *
 * @module
 */

/** The labels the script shows, already in the interface language. */
export interface SwitcherLabels {
  readonly open: string;
  readonly project: string;
  readonly empty: string;
  readonly truncated: string;
  readonly loading: string;
  readonly error: string;
  readonly chooseFile: string;
  readonly readError: string;
}

/**
 * The switcher script. `win` is the browser `window`.
 *
 * @example
 * ```ts
 * import { jsonForScript } from "../../src/report/html.ts";
 * declare const labels: SwitcherLabels;
 * const script = `(${switcherClient.toString()})(window, ${jsonForScript(labels)});`;
 * // the page embeds `script` in its nonce'd <script>; it wires #switcher
 * ```
 */
export function switcherClient(win: any, L: SwitcherLabels): void {
  const doc = win.document;
  const root = doc.getElementById("switcher");
  if (!root) return;

  function el(tag: string, text?: string | null, cls?: string): any {
    const node = doc.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function button(text: string, onClick: () => void, cls?: string): any {
    const b = el("button", text, cls);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }

  // Header control: show the workspace tab (dashboard) or scroll to the panel (welcome page).
  const show = doc.getElementById("switcher-show");
  if (show) {
    show.addEventListener("click", () => {
      const tab = doc.getElementById("tab-workspace");
      if (tab) tab.click();
      const panel = doc.getElementById("panel-workspace");
      if (panel) panel.scrollIntoView({ block: "start" });
      const first = doc.getElementById(tab ? "tab-workspace" : "switcher-up");
      if (first) first.focus();
    });
  }

  // A POST whose `{ok: true, reload: true}` answer loads the page again without the tab hash,
  // so the newly selected project opens on its first tab.
  async function post(url: string, body: unknown, status: any): Promise<void> {
    status.textContent = L.loading;
    try {
      const res = await win.fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      status.textContent = json.message || (json.ok ? "" : L.error);
      if (json.ok && json.reload) win.location.assign(win.location.pathname);
    } catch (err) {
      status.textContent = L.error + ": " + String(err);
    }
  }

  // Folder browser.
  const list = doc.getElementById("switcher-entries");
  const pathText = doc.getElementById("switcher-path");
  const up = doc.getElementById("switcher-up");
  const openHere = doc.getElementById("switcher-open-here");
  const status = doc.getElementById("switcher-status");
  let listing: any = null;

  function render(data: any) {
    listing = data;
    pathText.textContent = data.path;
    up.disabled = !data.parent;
    openHere.disabled = false;
    list.replaceChildren();
    if (data.entries.length === 0) list.append(el("li", L.empty, "empty"));
    for (const entry of data.entries) {
      const li = el("li");
      li.setAttribute("data-kind", entry.kind);
      if (entry.kind === "directory") {
        li.append(button(entry.name + "/", () => browse(entry.path)));
        if (entry.project) {
          const what = entry.project.title ? L.project + ": " + entry.project.title : L.project;
          li.append(" ", el("span", what, "chip"));
          li.append(
            " ",
            button(L.open, () => post("/api/project-open", { path: entry.path }, status)),
          );
        }
      } else {
        li.append(el("span", entry.name), " ");
        li.append(button(L.open, () => post("/api/project-open", { path: entry.path }, status)));
      }
      list.append(li);
    }
  }

  async function browse(path: string | null) {
    status.textContent = L.loading;
    try {
      const query = path ? "?path=" + encodeURIComponent(path) : "";
      const res = await win.fetch("/api/project-paths" + query, {
        headers: { Accept: "application/json" },
      });
      const json = await res.json();
      if (!json.ok) {
        status.textContent = json.message || L.error;
        return;
      }
      render(json);
      status.textContent = json.truncated ? L.truncated : "";
    } catch (err) {
      status.textContent = L.error + ": " + String(err);
    }
  }

  if (list && pathText && up && openHere && status) {
    up.addEventListener("click", () => {
      if (listing && listing.parent) browse(listing.parent);
    });
    openHere.addEventListener("click", () => {
      if (listing) post("/api/project-open", { path: listing.path }, status);
    });
    browse(root.getAttribute("data-start"));
  }

  // New project: the form's fields plus `init_research: false` (the archive comes later).
  const create = doc.getElementById("switcher-create");
  if (create) {
    create.addEventListener("submit", (e: any) => {
      e.preventDefault();
      const form = new win.FormData(create);
      const body: Record<string, unknown> = {
        title: String(form.get("title") || ""),
        language: String(form.get("language") || ""),
        template: String(form.get("template") || ""),
        init_research: false,
      };
      const author = String(form.get("author_name") || "");
      if (author.trim() !== "") body.author_name = author;
      post("/api/project-create", body, create.querySelector("[role=status]"));
    });
  }

  // Load a manuscript: the chosen file is read here and posted as `{name, content}`.
  const load = doc.getElementById("switcher-load");
  if (load) {
    load.addEventListener("submit", (e: any) => {
      e.preventDefault();
      const loadStatus = load.querySelector("[role=status]");
      const input = load.querySelector("input[type=file]");
      const file = input && input.files ? input.files[0] : null;
      if (!file) {
        loadStatus.textContent = L.chooseFile;
        return;
      }
      const reader = new win.FileReader();
      reader.addEventListener("load", () => {
        post("/api/load", { name: file.name, content: String(reader.result) }, loadStatus);
      });
      reader.addEventListener("error", () => {
        loadStatus.textContent = L.readError;
      });
      reader.readAsText(file, "utf-8");
    });
  }
}
