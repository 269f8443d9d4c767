// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the search tab: runs `POST /api/research-search` a page at a time (the
 * summary says how many hits there are in all; "More results" appends the next page from the
 * envelope's `next_offset`; with scope `all` the author's records and the source passages
 * come under two headings, records first), lists the hits with the
 * matched words in `<mark>` (from the hit's code-point `highlights`, never from markup), and
 * offers per passage: the passage in its source version with its neighbours (`GET
 * /api/research/sources?id=&version=`), a citation to copy in a chosen style (Chicago, MLA or
 * APA from the CSL engine through `GET /api/research/citation`, in the CSL locale of the page's
 * language: the note or in-text citation, then the bibliography entry; or the archive's own
 * line, `formatCitation`, passed in by `toString()`), "attach to a dossier" (a guarded revision of
 * the dossier's `evidence_ids`) and "link to a claim" (`POST /api/research-evidence-link` with
 * the project id, snapshot and claim revision the page shows). An authored hit opens its
 * record in its own tab.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";
import type { ResearchLabelKey } from "../../../src/report/labels/research/en.ts";

/** The archive's citation formatter (`formatCitation` of `research/mod.ts`). */
type FormatCitation = (
  v: { title: string; version: number; context: Record<string, unknown>; origin_url?: string },
  p: { passage_id: string; page: number | null; ordinal: number },
) => string;

/**
 * Wires the search tab.
 *
 * @example
 * ```ts
 * import { formatCitation } from "../../../research/mod.ts";
 * const script = `(${searchClient.toString()})(svcResearch, ${formatCitation.toString()});`;
 * // the search tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function searchClient(given: ResearchKit | null, formatCitation: FormatCitation): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V, button } = kit;
  const form = doc.getElementById("research-search-form");
  const list = doc.getElementById("research-hits");
  const summary = doc.getElementById("research-search-summary");
  if (!form || !list) return;
  const EVIDENCE_RELATIONS = ["supports", "contradicts", "qualifies", "mentions"];
  /** Hits per page; "More results" asks for the next page. */
  const PAGE = 25;

  // Source reads, per snapshot (a write may add versions).
  const details = new Map<string, Promise<any>>();
  let sources: Promise<any> | null = null;
  let cachedAt: string | null = null;
  function fresh() {
    if (cachedAt !== kit.view.snapshot) {
      details.clear();
      sources = null;
      cachedAt = kit.view.snapshot;
    }
  }
  /** One source's detail: its latest version, or version `version` when given. */
  function sourceDetail(id: string, version?: number): Promise<any> {
    fresh();
    const key = version === undefined ? id : `${id}@${version}`;
    let p = details.get(key);
    if (!p) {
      p = kit.get("/api/research/sources", version === undefined ? { id } : { id, version });
      p.catch(() => details.delete(key));
      details.set(key, p);
    }
    return p;
  }
  function sourceList(): Promise<any> {
    fresh();
    if (!sources) {
      sources = kit.get("/api/research/sources");
      sources.catch(() => (sources = null));
    }
    return sources;
  }

  /** Text with the highlighted code-point ranges in <mark>. */
  function marked(text: string, highlights: any[], cls: string): any {
    const p = el("p", null, cls);
    const cps = Array.from(text);
    let at = 0;
    const ranges = [...(highlights || [])].sort((a, b) => a.start - b.start);
    for (const h of ranges) {
      if (h.start < at || h.end > cps.length) continue;
      if (h.start > at) p.append(doc.createTextNode(cps.slice(at, h.start).join("")));
      p.append(el("mark", cps.slice(h.start, h.end).join("")));
      at = h.end;
    }
    if (at < cps.length) p.append(doc.createTextNode(cps.slice(at).join("")));
    return p;
  }
  function where(
    hit: { version: number; page: number | null; page_end?: number; ordinal: number },
  ): string {
    const parts = [L("rs_version_n", { n: hit.version })];
    if (hit.page !== null && hit.page !== undefined) {
      parts.push(
        hit.page_end !== undefined && hit.page_end !== null
          ? L("rs_pages_n", { from: hit.page, to: hit.page_end })
          : L("rs_page_n", { n: hit.page }),
      );
    }
    parts.push(L("rs_paragraph_n", { n: kit.num(hit.ordinal + 1) }));
    return parts.join(" · ");
  }

  // The passage among its neighbours.
  async function showContext(box: any, hit: any) {
    box.replaceChildren(el("p", L("rs_loading"), "meta"));
    try {
      // The hit's own version, which may be older than the source's latest: then say so.
      const d = await sourceDetail(hit.source_id, hit.version);
      box.replaceChildren();
      const latest = Math.max(...d.versions.map((v: any) => v.version));
      const note = (n: number) =>
        el("p", L("rs_context_other_version", { n: hit.version, latest: n }), "meta");
      if (d.version.version_id !== hit.version_id) {
        box.append(note(d.version.version), el("p", hit.excerpt, "excerpt"));
        return;
      }
      if (latest > hit.version) box.append(note(latest));
      let from = Math.max(0, hit.ordinal - 2);
      let to = Math.min(d.passages.length - 1, hit.ordinal + 2);
      const ol = el("ol", null, "context");
      const render = () => {
        ol.replaceChildren();
        ol.start = from + 1;
        for (let i = from; i <= to; i++) {
          const p = d.passages[i];
          const li = el("li", null, p.passage_id === hit.passage_id ? "this" : "");
          li.value = i + 1;
          if (p.passage_id === hit.passage_id) li.setAttribute("aria-current", "true");
          li.append(
            el(
              "span",
              where({ version: hit.version, page: p.page, page_end: p.page_end, ordinal: i }),
              "meta",
            ),
          );
          li.append(el("p", p.text, "excerpt"));
          ol.append(li);
        }
        earlier.disabled = from === 0;
        later.disabled = to >= d.passages.length - 1;
      };
      const earlier = button(L("rs_context_earlier"), () => {
        from = Math.max(0, from - 3);
        render();
      });
      const later = button(L("rs_context_later"), () => {
        to = Math.min(d.passages.length - 1, to + 3);
        render();
      });
      const head = el("p", null, "tools");
      head.append(
        el("strong", d.title || L("rs_untitled")),
        " ",
        el("span", d.version.filename, "meta"),
      );
      const foot = el("p", null, "tools");
      foot.append(earlier, later);
      box.append(head, ol, foot);
      render();
    } catch (err) {
      kit.fail(box, err);
    }
  }

  // The citation: in a CSL style from the server, or the archive's own line.
  const CITATION_STYLES = ["chicago", "mla", "apa"];
  async function citationOf(hit: any, style: string): Promise<string> {
    if (CITATION_STYLES.includes(style)) {
      const c = await kit.get("/api/research/citation", {
        passage_id: hit.passage_id,
        style,
        language: doc.documentElement.lang || "en",
      });
      return [c.styled.note, c.styled.bibliography].filter((x: string) => x).join("\n");
    }
    const all = await sourceList();
    const s = all.sources.find((x: any) => x.source_id === hit.source_id);
    let v = s && s.latest_version.version_id === hit.version_id ? s.latest_version : null;
    if (!v) {
      const d = await sourceDetail(hit.source_id);
      v = d.versions.find((x: any) => x.version_id === hit.version_id);
    }
    if (!v) throw { status: 400, code: null, message: hit.version_id };
    return formatCitation(v, hit);
  }
  async function copy(text: string): Promise<boolean> {
    try {
      await kit.win.navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }

  function relationSelect(): any {
    const s = el("select");
    s.name = "relation";
    for (const r of EVIDENCE_RELATIONS) {
      const o = el("option", V("rs_relation_", r));
      o.value = r;
      s.append(o);
    }
    return s;
  }
  function labelled(text: string, control: any): any {
    const label = el("label", text + " ");
    label.append(control);
    return label;
  }
  function submitRow(text: string): { row: any; status: any } {
    const row = el("p", null, "tools");
    const b = el("button", text, "primary");
    b.type = "submit";
    const status = el("span", null, "meta");
    status.setAttribute("role", "status");
    row.append(b, status);
    return { row, status };
  }
  function goTo(tab: string): any {
    return button(V("rs_go_", tab.replace("research-", "")), () => kit.openTab(tab), "link");
  }

  // A hit's form needs records to pick from: until there are some, it says so and offers the
  // tab where they are made; it is checked again on opening and after every refresh.
  function whenRecords(
    box: any,
    form: any,
    kind: "dossiers" | "claims",
    none: ResearchLabelKey,
    tab: string,
  ) {
    const empty = el("div", null, "none-yet");
    empty.append(el("p", L(none), "meta"), goTo(tab));
    const show = () => {
      const have = kit.view[kind].length > 0;
      if (have && !form.parentNode) {
        empty.remove();
        box.append(form);
      } else if (!have && !empty.parentNode) {
        form.remove();
        box.append(empty);
      }
    };
    box.addEventListener("toggle", show);
    box.svcShow = show;
    show();
  }

  // Attach the passage to a dossier: a revision of its evidence list, guarded by the
  // dossier revision and snapshot the picker shows.
  function attachForm(hit: any): any {
    const box = el("details", null, "hit-form");
    box.append(el("summary", L("rs_attach")));
    const f = el("form");
    const pick = el("select");
    pick.name = "dossier";
    pick.setAttribute("data-pick", "dossiers");
    kit.fillRecords(pick, kit.view.dossiers);
    const reason = el("input");
    reason.name = "reason";
    reason.maxLength = 2000;
    reason.value = L("rs_attach_reason", { paragraph: hit.ordinal + 1, title: hit.title });
    const { row, status } = submitRow(L("rs_attach_submit"));
    f.append(
      el("div", null, "fields"),
      row,
    );
    f.firstChild.append(labelled(L("rs_dossier"), pick), labelled(L("rs_reason"), reason));
    whenRecords(box, f, "dossiers", "rs_no_dossiers_yet", "research-dossiers");
    f.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      const option = pick.options[pick.selectedIndex];
      const d = option ? kit.find("dossier", option.value) : null;
      if (!d) return kit.say(status, L("rs_check_dossier"), "error");
      if (d.evidence_ids.includes(hit.passage_id)) {
        return kit.say(status, L("rs_attach_already", { title: d.title }), "ok");
      }
      if (reason.value.trim() === "") return kit.say(status, L("rs_check_reason"), "error");
      kit.say(status, L("rs_saving"));
      try {
        const r = await kit.post("/api/research-record-revise", {
          kind: "dossier",
          id: d.record_id,
          changes: { evidence_ids: [...d.evidence_ids, hit.passage_id] },
          expected_snapshot: kit.view.snapshot,
          expected_revision: Number(option.getAttribute("data-revision")),
          change_kind: "supersession",
          reason: reason.value.trim(),
        });
        kit.say(status, L("rs_attach_done", { title: d.title, revision: r.revision }), "ok");
        await kit.refresh();
      } catch (err) {
        kit.fail(status, err);
      }
    });
    return box;
  }

  // Link the passage to a claim as evidence.
  function linkForm(hit: any): any {
    const box = el("details", null, "hit-form");
    box.append(el("summary", L("rs_link")));
    const f = el("form");
    const pick = el("select");
    pick.name = "claim";
    pick.setAttribute("data-pick", "claims");
    kit.fillRecords(pick, kit.view.claims);
    const relation = relationSelect();
    const rationale = el("textarea");
    rationale.name = "rationale";
    rationale.rows = 2;
    rationale.maxLength = 20000;
    const fields = el("div", null, "fields");
    fields.append(
      labelled(L("rs_claim"), pick),
      labelled(L("rs_relation"), relation),
      labelled(L("rs_rationale"), rationale),
    );
    const { row, status } = submitRow(L("rs_link_submit"));
    f.append(fields, row);
    whenRecords(box, f, "claims", "rs_no_claims_yet", "research-claims");
    f.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      const option = pick.options[pick.selectedIndex];
      if (!option) return kit.say(status, L("rs_check_claim"), "error");
      const body: Record<string, unknown> = {
        claim_id: option.value,
        passage_id: hit.passage_id,
        relation: relation.value,
        expected_claim_revision: Number(option.getAttribute("data-revision")),
      };
      if (rationale.value.trim() !== "") body.rationale = rationale.value.trim();
      if (kit.view.snapshot) body.expected_snapshot = kit.view.snapshot;
      if (kit.view.projectId) body.project_id = kit.view.projectId;
      kit.say(status, L("rs_saving"));
      try {
        await kit.post("/api/research-evidence-link", body);
        const claim = kit.find("claim", option.value);
        kit.say(
          status,
          L("rs_link_done", {
            relation: V("rs_relation_", relation.value),
            title: claim ? claim.title : option.value,
          }),
          "ok",
        );
        rationale.value = "";
        await kit.refresh();
      } catch (err) {
        kit.fail(status, err);
      }
    });
    return box;
  }

  function passageHit(hit: any): any {
    const li = el("li", null, "hit");
    li.setAttribute("data-passage-id", hit.passage_id);
    const head = el("p", null, "hit-head");
    head.append(
      el("span", L("rs_kind_passage"), "chip"),
      " ",
      el("strong", hit.title || L("rs_untitled")),
      " ",
      el("span", where(hit), "meta"),
    );
    li.append(head, marked(hit.excerpt, hit.highlights, "excerpt"));
    const actions = el("div", null, "hit-actions");
    const context = el("details", null, "hit-form");
    context.append(el("summary", L("rs_show_in_source")));
    const contextBox = el("div", null, "context-box");
    context.append(contextBox);
    context.addEventListener("toggle", () => {
      if (context.open && !contextBox.firstChild) showContext(contextBox, hit);
    });
    const citeStatus = el("span", null, "meta cite-status");
    citeStatus.setAttribute("role", "status");
    const styleSelect = el("select", null, "cite-style");
    styleSelect.name = "citation-style";
    styleSelect.setAttribute("aria-label", L("rs_citation_style"));
    for (
      const [value, text] of [
        ["chicago", "Chicago"],
        ["mla", "MLA"],
        ["apa", "APA"],
        ["archive", L("rs_citation_style_archive")],
      ]
    ) {
      const o = el("option", text);
      o.value = value;
      styleSelect.append(o);
    }
    const cite = button(L("rs_copy_citation"), async () => {
      try {
        const text = await citationOf(hit, styleSelect.value);
        const copied = await copy(text);
        citeStatus.replaceChildren(
          el("span", copied ? L("rs_citation_copied") : L("rs_citation_select")),
          " ",
          el("q", text, "citation"),
        );
      } catch (err) {
        kit.fail(citeStatus, err);
      }
    }, "cite");
    const citeRow = el("p", null, "tools");
    citeRow.append(styleSelect, " ", cite, citeStatus);
    actions.append(citeRow, context, attachForm(hit), linkForm(hit));
    li.append(actions);
    return li;
  }

  function authoredHit(hit: any): any {
    const li = el("li", null, "hit");
    li.setAttribute("data-record-id", hit.record_id);
    const head = el("p", null, "hit-head");
    head.append(
      el("span", V("rs_kind_", hit.kind), "chip"),
      " ",
      el("strong", hit.title || L("rs_untitled")),
      " ",
      el("span", L("rs_revision_n", { n: hit.revision }), "meta"),
    );
    li.append(head, marked(hit.excerpt, hit.highlights, "excerpt"));
    const open = button(L("rs_open_record"), () => {
      kit.win.dispatchEvent(
        new kit.win.CustomEvent("svc-research-open", {
          detail: { kind: hit.kind, id: hit.record_id },
        }),
      );
    });
    const row = el("p", null, "tools");
    row.append(open);
    li.append(row);
    return li;
  }

  // Pickers in open hit forms follow the archive: a refresh brings the revisions the page now
  // shows (the chosen record stays chosen).
  kit.onRefresh((view) => {
    for (const box of list.querySelectorAll("details.hit-form")) {
      if (box.svcShow) box.svcShow();
    }
    for (const s of list.querySelectorAll("select[data-pick=dossiers]")) {
      kit.fillRecords(s, view.dossiers);
    }
    for (const s of list.querySelectorAll("select[data-pick=claims]")) {
      kit.fillRecords(s, view.claims);
    }
  });

  // One search at a time: its query and scope, the offset of its next page, how many hits
  // are shown and which group the last one was in. A newer search makes an older answer moot.
  const more = doc.getElementById("research-search-more");
  let current: any = null;
  let searches = 0;

  function groupHead(group: "records" | "passages", n: number): any {
    const li = el("li", null, "hit-group");
    li.setAttribute("data-group", group);
    li.append(el("h3", L(`rs_group_${group}`, { n: kit.num(n) })));
    return li;
  }

  function show(r: any, s: any) {
    const grouped = r.counts && r.counts.records !== undefined && r.counts.passages !== undefined;
    for (const hit of r.hits) {
      const passage = hit.kind === "passage" || hit.passage_id;
      const group = passage ? "passages" : "records";
      if (grouped && group !== s.group) {
        list.append(groupHead(group, r.counts[group]));
        s.group = group;
      }
      list.append(passage ? passageHit(hit) : authoredHit(hit));
    }
    s.shown += r.hits.length;
    s.next = r.next_offset;
    summary.textContent = r.count === 0
      ? L("rs_search_none", { query: s.query })
      : kit.P("rs_search_count", r.count, { query: s.query }) +
        (s.shown < r.count ? " " + L("rs_search_shown", { shown: kit.num(s.shown) }) : "");
    if (more) more.hidden = s.next === null || s.next === undefined;
  }

  async function run(s: any, status: any) {
    const id = ++searches;
    const r = await kit.post("/api/research-search", {
      query: s.query,
      scope: s.scope,
      limit: PAGE,
      offset: s.next,
    });
    if (id !== searches || s !== current) return;
    show(r, s);
    kit.say(status, "");
  }

  form.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const status = form.querySelector("[role=status]");
    const query = String(form.elements.namedItem("query").value);
    const scope = String(form.elements.namedItem("scope").value);
    if (query.trim() === "") return kit.say(status, L("rs_check_query"), "error");
    kit.say(status, L("rs_searching"));
    const s = { query, scope, next: 0, shown: 0, group: null };
    current = s;
    list.replaceChildren();
    summary.textContent = "";
    if (more) more.hidden = true;
    try {
      await run(s, status);
    } catch (err) {
      if (s === current) kit.fail(status, err);
    }
  });

  if (more) {
    more.addEventListener("click", async () => {
      const s = current;
      if (!s || s.next === null) return;
      const status = form.querySelector("[role=status]");
      more.disabled = true;
      kit.say(status, L("rs_searching"));
      try {
        await run(s, status);
      } catch (err) {
        kit.fail(status, err);
      } finally {
        more.disabled = false;
      }
    });
  }
}
