// deno-lint-ignore-file no-explicit-any
/**
 * The dashboard's page script. It is written as one function so that Deno type-checks and
 * lints it; the page embeds `clientMain.toString()` in a nonce'd `<script>`. It runs in the
 * browser only, with no framework.
 *
 * Security: it never builds markup from strings of its own. Chapter details are made with
 * `createElement` and `textContent` from the JSON data block, so manuscript text stays text;
 * the one markup it parses is a deferred tab's body as the server's renderer escaped it.
 *
 * @module
 */

import type { ScriptLabelKey } from "./client_data.ts";

/** Data the script reads from `<script type="application/json" id="svc-data">`. */
export interface ClientData {
  /** Labels the script needs, in the interface language; keys from the English packs. */
  readonly labels: Readonly<Record<ScriptLabelKey, string>>;
  /** Feature labels in table order. */
  readonly features: readonly string[];
  /** Feature identifiers (`data-feature` of heatmap cells) in the same order. */
  readonly featureIds: readonly string[];
  readonly chapters: readonly ClientChapter[];
  /** Count features with counted words (`words` entries point here): ids and labels. */
  readonly signalIds?: readonly string[];
  readonly signals?: readonly string[];
  /** The route that adds work markers (`/api/marker-add`) when the host has one. */
  readonly markerAdd?: string | null;
}

/** Marked text: plain strings and `[text, kind]` pairs (see `views/dashboard_signals.ts`). */
export type ClientSegment = string | readonly [string, number];

/** One chapter's details (numbers already formatted). */
export interface ClientChapter {
  readonly n: number;
  readonly title: string;
  /** Label/value pairs of the headline numbers. */
  readonly facts: readonly (readonly [string, string])[];
  /** Per feature: value, z*, level (0–2), FDR-selected, effect label. */
  readonly cells: readonly (readonly [string, string, number, boolean, string])[];
  /**
   * Flagged paragraphs: severity, line label, tense label, excerpt, then (when known) the
   * excerpt with its tense markers marked (the plain excerpt is then ""), the words read as
   * present and as past, and the paragraph's first line.
   */
  readonly paras: readonly (readonly [
    number,
    string,
    string,
    string,
    (readonly ClientSegment[])?,
    string?,
    string?,
    number?,
  ])[];
  readonly moreParas: number;
  /** Markers: kind, line, note. */
  readonly markers: readonly (readonly [string, number, string])[];
  /** Count features: index into `signals`, words counted, top words, example or null. */
  readonly words?: readonly (readonly [
    number,
    number,
    readonly (readonly [string, number])[],
    readonly ClientSegment[] | null,
  ])[];
  /** First line of the chapter's text (where a work marker for the chapter goes). */
  readonly line?: number | null;
}

/**
 * The page script. `win` is the browser `window`.
 *
 * @example
 * ```ts
 * // Embedded in the page's nonce'd <script>:
 * const script = `(${clientMain.toString()})(window);`;
 * // "(function clientMain(win) {…})(window);"
 * ```
 */
export function clientMain(win: any): void {
  const doc = win.document;
  // Read before the first tab is selected (selecting one writes its name into the address).
  const startHash: string = win.location.hash || "";
  doc.documentElement.classList.add("js");
  const dataNode = doc.getElementById("svc-data");
  // A served page leaves the chapter details out (`data-src`) and fetches them when first
  // needed; a file carries them inline.
  const dataSrc = dataNode ? dataNode.getAttribute("data-src") : null;
  let data: ClientData = dataNode && !dataSrc
    ? JSON.parse(dataNode.textContent)
    : { labels: {} as ClientData["labels"], features: [], featureIds: [], chapters: [] };
  const byNumber = new Map<number, ClientChapter>();
  for (const c of data.chapters) byNumber.set(c.n, c);
  const L = (key: ScriptLabelKey) => data.labels[key] ?? key;
  let dataLoad: Promise<void> | null = dataSrc ? null : Promise.resolve();

  /** Fetches a deferred part (the URL the page names): `{ok, html}` or `{ok, data}`. */
  async function fetchPart(url: string): Promise<any> {
    const res = await win.fetch(url, { headers: { Accept: "application/json" } });
    const json = await res.json();
    if (!json.ok) throw new Error(json.message || String(res.status));
    return json;
  }
  function needData(): Promise<void> {
    if (!dataLoad) {
      dataLoad = fetchPart(String(dataSrc)).then((json) => {
        data = json.data;
        for (const c of data.chapters) byNumber.set(c.n, c);
      }, (err) => {
        dataLoad = null;
        throw err;
      });
    }
    return dataLoad;
  }
  /**
   * Fills a deferred tab (`.lazy-part[data-src]`) with the body its URL returns: markup the
   * server rendered with the page's own escaping renderer, parsed inert by DOMParser (no
   * script in it runs, and the CSP allows none). Then the tab's controls are wired
   * (`svc-panel` for the other page scripts).
   */
  function loadPanel(panel: any) {
    const slot = panel ? panel.querySelector(".lazy-part[data-src]") : null;
    if (!slot || slot.getAttribute("data-loading")) return;
    slot.setAttribute("data-loading", "1");
    fetchPart(slot.getAttribute("data-src")).then((json) => {
      const parsed = new win.DOMParser().parseFromString(String(json.html), "text/html");
      slot.replaceWith(...Array.from(parsed.body.childNodes));
      wireTable();
      win.dispatchEvent(new win.CustomEvent("svc-panel", { detail: panel }));
    }, () => {
      slot.removeAttribute("data-loading");
      const status = slot.querySelector("[role=status]");
      if (status) status.textContent = slot.getAttribute("data-failed");
    });
  }

  // Tabs (WAI-ARIA tabs pattern: arrows move, Home/End jump, activation on focus). A served
  // page has two navigation groups (analysis, research): one panel shows at a time, arrows
  // stay inside a group, and each group keeps one tab in the Tab order (its selected tab, or
  // the one last used).
  const tabs: any[] = Array.from(doc.querySelectorAll("[role=tab]"));
  const groupOf = (tab: any) => tabs.filter((t) => t.parentNode === tab.parentNode);
  function selectTab(tab: any, focus: boolean) {
    for (const other of tabs) {
      const on = other === tab;
      other.setAttribute("aria-selected", on ? "true" : "false");
      if (other.parentNode === tab.parentNode) other.tabIndex = on ? 0 : -1;
      const panel = doc.getElementById(other.getAttribute("aria-controls"));
      if (panel) panel.hidden = !on;
    }
    const shown = doc.getElementById(tab.getAttribute("aria-controls"));
    doc.body.setAttribute(
      "data-area",
      shown && shown.getAttribute("data-group") ? shown.getAttribute("data-group") : "analysis",
    );
    if (shown) loadPanel(shown);
    if (focus) tab.focus();
    if (win.history && win.history.replaceState) {
      win.history.replaceState(null, "", "#" + tab.id.replace(/^tab-/, ""));
    }
    win.dispatchEvent(new win.CustomEvent("svc-tab", { detail: tab.id.replace(/^tab-/, "") }));
  }
  for (const tab of tabs) {
    tab.addEventListener("click", () => selectTab(tab, false));
    tab.addEventListener("keydown", (e: any) => {
      const group = groupOf(tab);
      const i = group.indexOf(tab);
      let next = -1;
      if (e.key === "ArrowRight") next = (i + 1) % group.length;
      else if (e.key === "ArrowLeft") next = (i - 1 + group.length) % group.length;
      else if (e.key === "Home") next = 0;
      else if (e.key === "End") next = group.length - 1;
      if (next >= 0) {
        e.preventDefault();
        selectTab(group[next], true);
      }
    });
  }
  // A control that leads to another tab (`data-open-tab`) and a field there (`data-focus`).
  doc.addEventListener("click", (e: any) => {
    const control = e.target && e.target.closest ? e.target.closest("[data-open-tab]") : null;
    const tab = control && doc.getElementById("tab-" + control.getAttribute("data-open-tab"));
    if (!tab || !tabs.includes(tab)) return;
    selectTab(tab, false);
    const field = doc.getElementById(control.getAttribute("data-focus") || "");
    if (field) {
      field.scrollIntoView({ block: "center" });
      field.focus();
    } else tab.focus();
  });
  const initial = doc.getElementById("tab-" + (win.location.hash || "").slice(1));
  if (tabs.length > 0) selectTab(initial && tabs.includes(initial) ? initial : tabs[0], false);

  // Chapter details.
  const detail = doc.getElementById("detail-body");
  function el(tag: string, text?: string | number | null, cls?: string): any {
    const node = doc.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }
  /** Marked text as text nodes and <mark> elements (kind k gets class classes[k]). */
  function marked(segments: readonly ClientSegment[], cls: string, classes: string[]): any {
    const p = el("p", null, cls);
    for (const s of segments) {
      if (typeof s === "string") p.append(doc.createTextNode(s));
      else p.append(el("mark", s[0], classes[s[1]] || "w-mark"));
    }
    return p;
  }
  function wordLine(label: ScriptLabelKey, words: string, cls: string): any {
    const p = el("p", null, "tense-words " + cls);
    p.append(el("span", L(label) + ": ", "meta"), el("span", words || "–"));
    return p;
  }
  /** The words behind the count features (the selected feature first and open). */
  function wordsBlock(c: ClientChapter, feature: string | null): any {
    const box = el("div", null, "words");
    box.append(el("h4", L("words_title")), el("p", L("words_guide"), "meta"));
    const ul = el("ul", null, "list words-list");
    const ids = data.signalIds || [];
    for (const w of c.words || []) {
      const li = el("li");
      const id = ids[w[0]];
      if (feature !== null && id === feature) li.className = "sel";
      li.setAttribute("data-signal", id);
      li.append(
        el("span", (data.signals || [])[w[0]] + " ", "w-name"),
        el("span", L("words_counted").replace("{n}", String(w[1])), "meta"),
      );
      const chips = el("p", null, "w-top");
      if (w[1] === 0) chips.append(el("span", L("words_none"), "empty"));
      for (const t of w[2]) {
        const chip = el("span", t[0], "chip");
        chip.append(el("b", t[1]));
        chips.append(chip);
      }
      li.append(chips);
      if (w[3]) {
        const ex = marked(w[3], "excerpt", ["", "w-mark"]);
        ex.prepend(el("span", L("words_in_place") + " ", "meta"));
        li.append(ex);
      }
      if (li.className === "sel") ul.prepend(li);
      else ul.append(li);
    }
    box.append(ul);
    return box;
  }
  /** A small form that adds a work marker before `line` (handled by the tense script). */
  function markerForm(line: number): any {
    const box = el("details", null, "marker-here");
    box.append(el("summary", L("marker_here")));
    const form = el("form", null, "marker-here-form");
    form.setAttribute("data-line", String(line));
    form.setAttribute("data-post", String(data.markerAdd));
    const kind = el("input");
    kind.name = "kind";
    kind.value = "todo";
    kind.required = true;
    kind.maxLength = 40;
    const note = el("input");
    note.name = "note";
    note.maxLength = 500;
    const kindLabel = el("label", L("kind") + " ");
    kindLabel.append(kind);
    const noteLabel = el("label", L("note") + " ");
    noteLabel.append(note);
    const button = el("button", L("add_marker"), "primary");
    button.type = "submit";
    const status = el("span", null, "meta");
    status.setAttribute("role", "status");
    form.append(kindLabel, noteLabel, button, status);
    box.append(form, el("p", L("marker_here_hint").replace("{line}", String(line)), "meta"));
    return box;
  }
  function showChapter(n: number, feature: string | null) {
    if (!dataSrc) return renderChapter(n, feature);
    needData().then(() => renderChapter(n, feature), () => {
      if (detail) detail.replaceChildren(el("p", L("none_found"), "empty"));
    });
  }
  function renderChapter(n: number, feature: string | null) {
    const c = byNumber.get(n);
    if (!c || !detail) return;
    detail.replaceChildren();
    detail.append(
      el("h3", c.title ? L("chapter") + " " + c.n + " · " + c.title : L("chapter") + " " + c.n),
    );
    const facts = el("p", null, "meta");
    facts.textContent = c.facts.map((f) => f[0] + ": " + f[1]).join(" · ");
    detail.append(facts);
    const table = el("table");
    const head = el("tr");
    for (const h of [L("feature"), L("value"), L("z_score"), ""]) head.append(el("th", h));
    const thead = el("thead");
    thead.append(head);
    table.append(thead);
    const body = el("tbody");
    c.cells.forEach((cell, j) => {
      const tr = el("tr");
      if (feature !== null && data.featureIds[j] === feature) tr.className = "sel";
      tr.append(el("td", data.features[j]), el("td", cell[0], "num"), el("td", cell[1], "num"));
      const marks: string[] = [];
      if (cell[2] === 2) marks.push(L("strong"));
      else if (cell[2] === 1) marks.push(L("mild"));
      if (cell[3]) marks.push(L("fdr_selected") + (cell[4] ? " (" + cell[4] + ")" : ""));
      const td = el(
        "td",
        marks.join(" · "),
        cell[3] ? "mark mark-fdr" : cell[2] === 2 ? "mark mark-strong" : "",
      );
      if (marks.length === 0) td.className = "";
      tr.append(td);
      body.append(tr);
    });
    table.append(body);
    const scroll = el("div", null, "table-scroll");
    scroll.append(table);
    detail.append(scroll);
    if (c.words && c.words.length > 0) detail.append(wordsBlock(c, feature));
    detail.append(
      el("h4", L("section_flagged_paragraphs") + " (" + (c.paras.length + c.moreParas) + ")"),
    );
    if (c.paras.length === 0) detail.append(el("p", L("none_found"), "empty"));
    const list = el("ul", null, "list");
    for (const p of c.paras) {
      const li = el("li");
      li.append(el("span", L("severity") + " " + p[0], "sev sev-" + p[0]));
      li.append(el("span", " " + p[1] + " · " + p[2], "meta"));
      if (p[4]) {
        li.append(wordLine("tense_present_words", p[5] || "", "t-present"));
        li.append(wordLine("tense_past_words", p[6] || "", "t-past"));
        li.append(marked(p[4], "excerpt", ["", "t1", "t2"]));
      } else {
        li.append(el("p", p[3], "excerpt"));
      }
      if (data.markerAdd && p[7]) li.append(markerForm(p[7]));
      list.append(li);
    }
    detail.append(list);
    if (c.moreParas > 0) {
      detail.append(el("p", L("more_hidden").replace("{n}", String(c.moreParas)), "meta"));
    }
    if (c.markers.length > 0) {
      detail.append(el("h4", L("section_markers")));
      const ml = el("ul", null, "list");
      for (const m of c.markers) {
        const li = el("li");
        li.append(
          el("span", m[0], "chip"),
          el("span", " " + L("line") + " " + m[1] + " ", "meta"),
          el("span", m[2]),
        );
        ml.append(li);
      }
      detail.append(ml);
    }
    if (data.markerAdd && c.line) detail.append(markerForm(c.line));
    for (const row of doc.querySelectorAll("#chapter-table tr.row")) {
      row.setAttribute(
        "aria-current",
        row.getAttribute("data-chapter") === String(n) ? "true" : "false",
      );
    }
    const aside = doc.getElementById("detail");
    if (aside && aside.getBoundingClientRect().top > win.innerHeight) {
      aside.scrollIntoView({ block: "start" });
    }
  }
  doc.addEventListener("click", (e: any) => {
    const target = e.target && e.target.closest ? e.target.closest("[data-chapter]") : null;
    if (!target || target.closest("nav")) return;
    const n = Number(target.getAttribute("data-chapter"));
    if (Number.isInteger(n)) showChapter(n, target.getAttribute("data-feature"));
  });
  doc.addEventListener("keydown", (e: any) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    const row = e.target;
    if (!row || !row.matches || !row.matches("tr.row[data-chapter], li.svc-hit[data-chapter]")) {
      return;
    }
    e.preventDefault();
    showChapter(Number(row.getAttribute("data-chapter")), null);
  });

  // Chapter table: filter and sort (rows are moved, never rebuilt). Wired when it is in the
  // page: at start, or after a served page fetched its tab.
  function wireTable() {
    const tbody = doc.querySelector("#chapter-table tbody");
    if (!tbody || tbody.getAttribute("data-wired")) return;
    tbody.setAttribute("data-wired", "1");
    const filter = doc.getElementById("chapter-filter");
    const sort = doc.getElementById("chapter-sort");
    const flagged = doc.getElementById("chapter-flagged");
    const count = doc.getElementById("chapter-count");
    function applyTable() {
      const rows: any[] = Array.from(tbody.querySelectorAll("tr.row"));
      const key = sort ? sort.value : "number";
      const attr = key === "number" ? "data-chapter" : "data-" + key;
      rows.sort((a, b) => {
        const d = Number(b.getAttribute(attr)) - Number(a.getAttribute(attr));
        const byNum = Number(a.getAttribute("data-chapter")) -
          Number(b.getAttribute("data-chapter"));
        return key === "number" ? byNum : d || byNum;
      });
      const q = filter ? String(filter.value).trim().toLowerCase() : "";
      let shown = 0;
      for (const row of rows) {
        const hide = (q !== "" && !row.textContent.toLowerCase().includes(q)) ||
          (flagged && flagged.checked && row.getAttribute("data-look-at") !== "1");
        row.hidden = !!hide;
        if (!hide) shown++;
        tbody.append(row);
      }
      if (count) count.textContent = shown + " / " + rows.length;
    }
    for (const control of [filter, sort, flagged]) {
      if (control) control.addEventListener(control === filter ? "input" : "change", applyTable);
    }
    applyTable();
  }
  wireTable();

  // Host actions (only present when a server renders them).
  for (const form of doc.querySelectorAll("form[data-action]")) {
    form.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      const body: Record<string, string> = {};
      for (const [k, v] of new win.FormData(form).entries()) body[k] = String(v);
      const status = form.querySelector("[role=status]");
      if (status) status.textContent = "…";
      try {
        const res = await win.fetch(form.getAttribute("data-action"), {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        const type = res.headers.get("Content-Type") || "";
        if (res.ok && !type.includes("json")) {
          const url = win.URL.createObjectURL(await res.blob());
          const a = doc.createElement("a");
          const name = /filename="?([^";]+)"?/.exec(res.headers.get("Content-Disposition") || "");
          a.href = url;
          a.download = name ? name[1] : "download";
          doc.body.append(a);
          a.click();
          a.remove();
          win.URL.revokeObjectURL(url);
          if (status) status.textContent = "";
          return;
        }
        const json = await res.json();
        if (status) status.textContent = json.message || (json.ok ? "" : "error");
        if (json.ok && json.reload) win.location.reload();
      } catch (err) {
        if (status) status.textContent = String(err);
      }
    });
  }

  // Last, when every helper above is defined: an address ending in `#chapter-N` (svc lsp's "Open the dashboard at this chapter") opens
  // the chapters tab with that chapter's details.
  const anchored = /^#chapter-(\d+)$/.exec(startHash);
  if (anchored) {
    const tab = doc.getElementById("tab-chapters");
    if (tab && tabs.includes(tab)) selectTab(tab, false);
    showChapter(Number(anchored[1]), null);
  }
}
