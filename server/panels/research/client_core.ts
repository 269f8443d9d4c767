// deno-lint-ignore-file no-explicit-any
/**
 * The research area's shared browser code: one kit that the feature scripts (archive, search,
 * dossiers, claims, decisions) receive. Each script is one self-contained function embedded
 * by `toString()` in the page's one nonce'd script, so none of them may use anything outside
 * its own body; what they share travels in the kit.
 *
 * - Requests: `get` and `post` send the page's `research_token` (from `#research-manager`)
 *   and turn an `{ok: false}` answer into a thrown {@linkcode ResearchFailure}.
 * - Guards: `kit.view` holds the archive as the author last saw it (snapshot, project id,
 *   dossiers, claims and decisions with their revisions), refreshed after every write, so a
 *   guarded write sends exactly what the page showed.
 * - A 409 is told in plain words with a Reload button. A stale archive reloads the lists in
 *   place (forms keep what was typed); a stale research context reloads the page, and the
 *   research forms' fields are kept in `sessionStorage` and put back after the reload.
 * - Archive text (titles, passages, notes) is hostile: it enters the page through
 *   `textContent` only; the kit builds no markup from strings.
 *
 * @module
 */

import type { ResearchLabelKey } from "../../../src/report/labels/research/en.ts";

/** A counted label's stem: a key `K` whose `K_other` form is in the English research table. */
export type ResearchPluralStem = {
  [K in ResearchLabelKey]: K extends `${infer S}_other` ? S : never;
}[ResearchLabelKey];

/** A stem `S` whose `S_line` form is in the English research table ("line a" against "lines a–b"). */
export type ResearchLineStem = {
  [K in ResearchLabelKey]: `${K}_line` extends ResearchLabelKey ? K : never;
}[ResearchLabelKey];

/**
 * The families of labels named by a stored value (`rs_confidence_` + `evidenced`): the table has
 * a label for every value the archive writes today; {@linkcode ResearchKit.V} shows the value
 * itself for one it does not know (a newer archive), never a key.
 */
export type ResearchLabelFamily =
  | "rs_ack_latest_"
  | "rs_causal_"
  | "rs_change_"
  | "rs_confidence_"
  | "rs_field_"
  | "rs_go_"
  | "rs_image_"
  | "rs_impact_section_"
  | "rs_kind_"
  | "rs_ml_flag_"
  | "rs_ml_state_"
  | "rs_relation_"
  | "rs_rv_ack_"
  | "rs_rv_flag_"
  | "rs_tl_reason_";

/** The error a failed research request throws in the page. */
interface ResearchFailure {
  readonly status: number;
  readonly code: string | null;
  readonly message: string;
  /** The archived source a refused duplicate names (`code` `duplicate-source`), else null. */
  readonly existing: any;
}

/** Archive records as the page last read them (lists of plain record objects). */
export interface ResearchView {
  snapshot: string | null;
  projectId: string | null;
  status: any;
  dossiers: any[];
  claims: any[];
  decisions: any[];
}

/** What {@linkcode ResearchKit.recordRows} shows. */
export interface RecordTable {
  /** The text of the one row shown when there is no record. */
  readonly empty: string;
  /** How many columns the table has (the empty row spans them). */
  readonly columns: number;
  readonly currentId: string | null;
  open(id: string): void;
  /** The cells after the title. */
  cells(record: any): any[];
}

/** What the feature scripts get from {@linkcode researchCore}. */
export interface ResearchKit {
  readonly win: any;
  readonly doc: any;
  /** The element that carries the research token (`#research-manager`). */
  readonly root: any;
  /** Label lookup with `{name}` placeholders; a key missing from the English table is a type error. */
  L(key: ResearchLabelKey, values?: Record<string, string | number>): string;
  /**
   * A counted label: `key_one`, `key_other` … by the interface language's plural rules
   * (`key_other` when a form is missing), with `{n}` set to the formatted count.
   */
  P(key: ResearchPluralStem, n: number, values?: Record<string, string | number>): string;
  /**
   * The label of a stored value: `family + value + suffix` from the table (with `{name}`
   * placeholders), or the value itself when the table has no such label.
   */
  V(
    family: ResearchLabelFamily,
    value: unknown,
    values?: Record<string, string | number>,
    suffix?: string,
  ): string;
  el(tag: string, text?: string | number | null, cls?: string): any;
  button(text: string, onClick: (e: any) => void, cls?: string): any;
  /** Number in the interface language (German: 1.234). */
  num(n: number): string;
  /** ISO time in the interface language. */
  date(iso: string): string;
  get(path: string, params?: Record<string, string | number | boolean>): Promise<any>;
  post(path: string, body: Record<string, unknown>): Promise<any>;
  /**
   * Shows a failure in `status`: plain words for a 409 with a Reload button (`onReload` runs
   * after the in-place reload of a stale archive; `"page"` reloads the page instead), the
   * server's message otherwise.
   */
  fail(status: any, error: any, onReload?: (() => void) | "page"): void;
  /** Sets a status element's text and kind (`ok`, `error` or none). */
  say(status: any, text: string, kind?: string): void;
  readonly view: ResearchView;
  /** Reads status, dossiers, claims and decisions again; then runs every listener. */
  refresh(): Promise<void>;
  /** Runs `fn` after every refresh (and once the first refresh is done). */
  onRefresh(fn: (view: ResearchView) => void): void;
  /** Selects a research tab by its id (without `tab-`). */
  openTab(id: string): void;
  /** Fills a `<select>` with records, keeping its chosen value when it still exists. */
  fillRecords(select: any, records: any[], empty?: string): void;
  /**
   * Fills a record table's `<tbody>`: a row per record (`data-record-id`, `aria-current` on
   * `currentId`) whose first cell opens it, then `cells(record)`; one `empty` row without any.
   */
  recordRows(tbody: any, records: any[], table: RecordTable): void;
  /** A record's short label: title and revision. */
  recordLabel(record: any): string;
  /** Finds a listed record by id. */
  find(kind: "dossier" | "claim" | "decision", id: string): any;
  /** A `<label>` holding its text and `control`. */
  labelled(text: string, control: any, cls?: string): any;
  /** A `<select>` of stored `values`, each named through its label `family`; `chosen` selected. */
  choice(
    name: string,
    family: ResearchLabelFamily,
    values: readonly string[],
    chosen?: string,
  ): any;
  /**
   * A record's correction form, hidden until shown: `fields` (label, control, class), then the
   * change kind (correction or supersession) and the reason, which must not be empty; on submit
   * `save(changeKind, reason, status)` makes the guarded revision and tells its outcome.
   */
  revisionForm(
    cls: string,
    fields: readonly [string, any, string?][],
    save: (changeKind: string, reason: string, status: any) => Promise<void>,
  ): any;
  /**
   * A correction control (re-pin, retract): a button that opens, in place, a reason field and
   * a `confirm` button. `send(reason)` makes the guarded revision; then `done(result)` runs
   * (reads the record again); a failure is told in place, Reload running `reload`.
   */
  correction(
    label: string,
    confirm: string,
    send: (reason: string) => Promise<any>,
    done: (result: any) => Promise<void>,
    reload: () => Promise<void>,
  ): any;
}

/**
 * Builds the kit. `win` is the browser `window`; `labels` the research labels in the interface
 * language. Returns null when the page has no research area.
 *
 * @example
 * ```ts
 * import { jsonForScript } from "../../../src/report/html.ts";
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * import { researchLabels } from "./labels.ts";
 * const labels = jsonForScript(researchLabels(labelsFor("en")));
 * const core = `const svcResearch = (${researchCore.toString()})(window, ${labels});`;
 * ```
 */
export function researchCore(win: any, labels: Record<string, string>): ResearchKit | null {
  const doc = win.document;
  const root = doc.getElementById("research-manager");
  if (!root) return null;
  const token = root.getAttribute("data-research-token") || "";
  const lang = doc.documentElement.lang || "en";
  const numbers = new win.Intl.NumberFormat(lang);
  const dates = new win.Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const plurals = new win.Intl.PluralRules(lang);
  const DRAFTS = "svc-research-drafts";

  function L(key: ResearchLabelKey, values?: Record<string, string | number>): string {
    const text = Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : key;
    if (!values) return text;
    return text.replace(
      /\{(\w+)\}/g,
      (whole: string, name: string) =>
        Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
    );
  }
  function P(
    key: ResearchPluralStem,
    n: number,
    values: Record<string, string | number> = {},
  ): string {
    const form = key + "_" + plurals.select(n);
    const chosen =
      (Object.prototype.hasOwnProperty.call(labels, form)
        ? form
        : key + "_other") as ResearchLabelKey;
    return L(chosen, { ...values, n: numbers.format(n) });
  }
  function V(
    family: ResearchLabelFamily,
    value: unknown,
    values?: Record<string, string | number>,
    suffix = "",
  ): string {
    const key = family + String(value) + suffix;
    return Object.prototype.hasOwnProperty.call(labels, key)
      ? L(key as ResearchLabelKey, values)
      : String(value);
  }
  function el(tag: string, text?: string | number | null, cls?: string): any {
    const node = doc.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }
  function button(text: string, onClick: (e: any) => void, cls?: string): any {
    const b = el("button", text, cls);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }
  function labelled(text: string, control: any, cls?: string): any {
    const label = el("label", text + " ", cls);
    label.append(control);
    return label;
  }
  function choice(
    name: string,
    family: ResearchLabelFamily,
    values: readonly string[],
    chosen?: string,
  ): any {
    const select = el("select");
    select.name = name;
    for (const v of values) {
      const o = el("option", V(family, v));
      o.value = v;
      o.selected = v === chosen;
      select.append(o);
    }
    return select;
  }
  function revisionForm(
    cls: string,
    fields: readonly [string, any, string?][],
    save: (changeKind: string, reason: string, status: any) => Promise<void>,
  ): any {
    const form = el("form", null, cls);
    form.hidden = true;
    const kind = choice("change_kind", "rs_change_", ["correction", "supersession"]);
    const reason = el("input");
    reason.name = "reason";
    reason.maxLength = 2000;
    const box = el("div", null, "fields");
    for (const [text, control, c] of fields) box.append(labelled(text, control, c));
    box.append(labelled(L("rs_change_kind"), kind), labelled(L("rs_reason"), reason, "grow"));
    const send = el("button", L("rs_correct_save"), "primary");
    send.type = "submit";
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    const row = el("p", null, "tools");
    row.append(send, s);
    form.append(box, row);
    form.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      reason.removeAttribute("aria-invalid");
      if (String(reason.value).trim() === "") {
        reason.setAttribute("aria-invalid", "true");
        reason.focus();
        return say(s, L("rs_reason_needed"), "error");
      }
      await save(kind.value, String(reason.value).trim(), s);
    });
    return form;
  }
  function correction(
    label: string,
    confirm: string,
    send: (reason: string) => Promise<any>,
    done: (result: any) => Promise<void>,
    reload: () => Promise<void>,
  ): any {
    const box = el("span", null, "correction");
    box.setAttribute("data-action", label);
    const open = button(label, () => {
      open.hidden = true;
      const reason = el("input");
      reason.type = "text";
      reason.maxLength = 2000;
      reason.setAttribute("aria-label", L("rs_reason"));
      reason.placeholder = L("rs_reason");
      const s = el("span", null, "meta");
      s.setAttribute("role", "status");
      const go = button(confirm, async () => {
        if (reason.value.trim() === "") {
          reason.setAttribute("aria-invalid", "true");
          reason.focus();
          return say(s, L("rs_reason_needed"), "error");
        }
        go.disabled = true;
        say(s, L("rs_saving"));
        try {
          await done(await send(reason.value.trim()));
        } catch (err) {
          go.disabled = false;
          fail(s, err, reload);
        }
      }, "primary");
      box.append(reason, go, s);
      reason.focus();
    });
    box.append(open);
    return box;
  }
  function failure(status: number, json: any): ResearchFailure {
    return {
      status,
      code: json && typeof json.code === "string" ? json.code : null,
      message: json && typeof json.message === "string" ? json.message : L("rs_error"),
      existing: json && json.existing && typeof json.existing === "object" ? json.existing : null,
    };
  }
  async function answer(res: any): Promise<any> {
    let json: any = null;
    try {
      json = await res.json();
    } catch {
      json = null;
    }
    if (!res.ok || !json || json.ok !== true) throw failure(res.status, json);
    return json;
  }
  async function get(path: string, params: Record<string, string | number | boolean> = {}) {
    const query = new win.URLSearchParams();
    for (const [k, v] of Object.entries(params)) query.set(k, String(v));
    if (token) query.set("research_token", token);
    const res = await win.fetch(path + "?" + query.toString(), {
      headers: { Accept: "application/json" },
    });
    return answer(res);
  }
  async function post(path: string, body: Record<string, unknown>) {
    const res = await win.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(token ? { ...body, research_token: token } : body),
    });
    return answer(res);
  }
  function say(status: any, text: string, kind?: string) {
    if (!status) return;
    status.replaceChildren();
    status.classList.remove("stale");
    status.textContent = text;
    if (kind) status.setAttribute("data-kind", kind);
    else status.removeAttribute("data-kind");
  }

  // Drafts survive a page reload that a stale research context needs.
  function saveDrafts() {
    const drafts: Record<string, Record<string, string | boolean>> = {};
    for (const form of doc.querySelectorAll(".research form[id]")) {
      const fields: Record<string, string | boolean> = {};
      for (const f of form.elements) {
        if (!f.name || f.type === "hidden" || f.type === "file") continue;
        fields[f.name] = f.type === "checkbox" ? f.checked : f.value;
      }
      drafts[form.id] = fields;
    }
    try {
      win.sessionStorage.setItem(DRAFTS, JSON.stringify(drafts));
    } catch {
      // Storage may be off; the reload still happens.
    }
  }
  function restoreDrafts() {
    let drafts: any = null;
    try {
      drafts = JSON.parse(win.sessionStorage.getItem(DRAFTS) || "null");
      win.sessionStorage.removeItem(DRAFTS);
    } catch {
      drafts = null;
    }
    if (!drafts || typeof drafts !== "object") return;
    for (const [id, fields] of Object.entries(drafts)) {
      const form = doc.getElementById(id);
      if (!form || !form.closest(".research") || !fields || typeof fields !== "object") continue;
      for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
        const f = form.elements.namedItem(name);
        if (!f || f.type === "hidden") continue;
        if (f.type === "checkbox") f.checked = value === true;
        else if (typeof value === "string") f.value = value;
      }
    }
  }

  const view: ResearchView = {
    snapshot: null,
    projectId: null,
    status: null,
    dossiers: [],
    claims: [],
    decisions: [],
  };
  const listeners: ((v: ResearchView) => void)[] = [];
  const archive = root.getAttribute("data-archive") === "true";

  async function readAll() {
    return await Promise.all([
      get("/api/research/status"),
      get("/api/research/dossiers"),
      get("/api/research/claims"),
      get("/api/research/decisions"),
    ]);
  }
  async function refresh() {
    if (!archive) return;
    // Four reads; a write by someone else between them gives two snapshots, and a guard must
    // name the one state the page shows, so read again until they agree.
    let reads = await readAll();
    for (let i = 0; i < 3 && new Set(reads.map((r: any) => r.snapshot)).size > 1; i++) {
      reads = await readAll();
    }
    const [status, dossiers, claims, decisions] = reads;
    view.status = status;
    view.snapshot = status.snapshot || null;
    view.projectId = status.project_id || null;
    view.dossiers = dossiers.dossiers || [];
    view.claims = claims.claims || [];
    view.decisions = decisions.decisions || [];
    for (const fn of listeners) fn(view);
  }

  function fail(status: any, error: any, onReload?: (() => void) | "page") {
    if (!status) return;
    const e: ResearchFailure = error && typeof error.status === "number"
      ? error
      : { status: 0, code: null, message: String(error) };
    status.replaceChildren();
    status.classList.remove("stale");
    status.setAttribute("data-kind", "error");
    if (e.status === 409) {
      status.classList.add("stale");
      // "page": what changed is rendered by the server (the manuscript's text), so only a
      // page reload shows it; the research forms' fields are kept as for a stale context.
      const context = e.code === "stale-context" || onReload === "page";
      status.append(el("span", context ? L("rs_stale_context") : L("rs_stale_archive") + " "));
      status.append(
        button(L("rs_reload"), async () => {
          if (context) {
            saveDrafts();
            win.location.reload();
            return;
          }
          say(status, L("rs_loading"));
          try {
            await refresh();
            say(status, L("rs_reloaded"), "ok");
            if (typeof onReload === "function") onReload();
          } catch (err) {
            fail(status, err);
          }
        }),
      );
      return;
    }
    if (e.status === 503) {
      status.textContent = L("rs_busy");
      return;
    }
    status.textContent = e.status === 0 ? L("rs_offline") : L("rs_refused", { message: e.message });
  }

  function recordLabel(r: any): string {
    return L("rs_record_label", { title: r.title, revision: r.revision });
  }
  function fillRecords(select: any, records: any[], empty?: string) {
    const chosen = select.value;
    select.replaceChildren();
    if (empty !== undefined) {
      const none = el("option", empty);
      none.value = "";
      select.append(none);
    }
    for (const r of records) {
      const o = el("option", recordLabel(r));
      o.value = r.record_id;
      o.setAttribute("data-revision", String(r.revision));
      select.append(o);
    }
    if (Array.from(select.options).some((o: any) => o.value === chosen)) select.value = chosen;
  }
  function recordRows(tbody: any, records: any[], table: RecordTable) {
    tbody.replaceChildren();
    if (records.length === 0) {
      const td = el("td", table.empty, "empty");
      td.colSpan = table.columns;
      const tr = el("tr");
      tr.append(td);
      tbody.append(tr);
    }
    for (const r of records) {
      const tr = el("tr");
      tr.setAttribute("data-record-id", r.record_id);
      if (table.currentId === r.record_id) tr.setAttribute("aria-current", "true");
      const name = el("td");
      name.append(button(r.title, () => table.open(r.record_id), "link"));
      tr.append(name, ...table.cells(r));
      tbody.append(tr);
    }
  }
  function find(kind: "dossier" | "claim" | "decision", id: string) {
    const list = kind === "dossier"
      ? view.dossiers
      : kind === "claim"
      ? view.claims
      : view.decisions;
    return list.find((r: any) => r.record_id === id) || null;
  }
  function openTab(id: string) {
    const tab = doc.getElementById("tab-" + id);
    if (tab) tab.click();
  }

  const kit: ResearchKit = {
    win,
    doc,
    root,
    L,
    P,
    V,
    el,
    button,
    num: (n: number) => numbers.format(n),
    date: (iso: string) => {
      const d = new win.Date(iso);
      return Number.isNaN(d.getTime()) ? iso : dates.format(d);
    },
    get,
    post,
    fail,
    say,
    view,
    refresh,
    onRefresh: (fn) => {
      listeners.push(fn);
    },
    openTab,
    fillRecords,
    recordRows,
    recordLabel,
    find,
    labelled,
    choice,
    revisionForm,
    correction,
  };
  // After the feature scripts have registered their listeners (they run synchronously after
  // this one in the same script), read the archive once and put back any saved drafts.
  win.setTimeout(() => {
    restoreDrafts();
    refresh().catch((err: any) => fail(doc.getElementById("research-status-note"), err));
  }, 0);
  return kit;
}
