// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Dossiers tab: create a dossier (`POST /api/research-dossier`), list
 * them, read one (`GET /api/research/dossiers?id=`, any past revision with `revision=N`), its
 * evidence with citations and its history (`GET /api/research/history`), and edit one section
 * at a time:
 *
 * 1. "Edit" reads that section as it is now (`section=<Heading>`): its text, revision and
 *    snapshot are what the author is shown and edits from.
 * 2. "Preview" asks `POST /api/research-record-prepare` with `section` (never writes). When the
 *    dossier moved on and the same section changed, the preview shows both texts and the
 *    author chooses `current` or `mine`; the preview is asked again with that resolution.
 * 3. "Save" sends `POST /api/research-record-revise` with the preview's merged body, its
 *    `expected_revision` and `expected_snapshot`, the change kind and the reason. A 409 (the
 *    archive changed between preview and save) is told in plain words; Reload asks for a new
 *    preview from the same base, so the author's text is kept and any conflict is shown.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/**
 * Wires the Dossiers tab.
 *
 * @example
 * ```ts
 * const script = `(${dossiersClient.toString()})(svcResearch);`;
 * // the Dossiers tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function dossiersClient(given: ResearchKit | null): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V, P, button } = kit;
  const area = doc.getElementById("research-dossiers-area");
  if (!area) return;
  const rows = doc.querySelector("#research-dossier-list tbody");
  const detail = doc.getElementById("research-dossier-detail");
  let shown: any = null;
  let editing = false;

  function status(): any {
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    return s;
  }
  function labelled(text: string, control: any, cls?: string): any {
    const label = el("label", text + " ", cls);
    label.append(control);
    return label;
  }
  function pre(text: string, cls?: string): any {
    return el("div", text, "prose" + (cls ? " " + cls : ""));
  }

  // Sections for display only (an edit reads its section exactly from the server): ATX
  // headings outside fenced code.
  function splitSections(body: string): { heading: string; level: number; text: string }[] {
    const out: { heading: string; level: number; text: string }[] = [];
    let current = { heading: "", level: 0, lines: [] as string[] };
    let fence: string | null = null;
    for (const line of body.split("\n")) {
      const f = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length) fence = null;
        current.lines.push(line);
        continue;
      }
      if (f) {
        fence = f[1];
        current.lines.push(line);
        continue;
      }
      const h = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*\r?$/.exec(line);
      if (h) {
        if (current.level > 0 || current.lines.join("\n").trim() !== "") {
          out.push({
            heading: current.heading,
            level: current.level,
            text: current.lines.join("\n"),
          });
        }
        current = { heading: (h[2] || "").trim(), level: h[1].length, lines: [] };
      } else current.lines.push(line);
    }
    if (current.level > 0 || current.lines.join("\n").trim() !== "") {
      out.push({ heading: current.heading, level: current.level, text: current.lines.join("\n") });
    }
    return out;
  }

  // Create.
  const create = doc.getElementById("research-dossier-form");
  create.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const s = create.querySelector("[role=status]");
    const title = String(create.elements.namedItem("title").value);
    if (title.trim() === "" || /[\r\n]/.test(title)) {
      create.elements.namedItem("title").setAttribute("aria-invalid", "true");
      create.elements.namedItem("title").focus();
      return kit.say(s, L("rs_check_title"), "error");
    }
    create.elements.namedItem("title").removeAttribute("aria-invalid");
    kit.say(s, L("rs_saving"));
    try {
      const r = await kit.post("/api/research-dossier", {
        title: title.trim(),
        body: String(create.elements.namedItem("body").value),
        evidence_ids: [],
      });
      create.reset();
      kit.say(s, L("rs_dossier_created", { title: r.record.title }), "ok");
      // The new dossier opens below; the form folds away until the next one.
      const fold = doc.getElementById("research-dossier-create");
      if (fold) fold.open = false;
      await kit.refresh();
      await open(r.record_id);
    } catch (err) {
      kit.fail(s, err);
    }
  });

  // List.
  kit.onRefresh((view) => {
    kit.recordRows(rows, view.dossiers, {
      empty: L("rs_no_dossiers_yet"),
      columns: 5,
      currentId: shown ? shown.record_id : null,
      open,
      cells: (d) => [
        el("td", kit.num(d.revision), "num"),
        el("td", kit.num(d.editable_sections.length), "num"),
        el("td", kit.num(d.evidence_count), "num"),
        el("td", kit.date(d.revised_at)),
      ],
    });
    // A dossier on screen that someone else revised is shown anew, unless an edit is open.
    if (shown && shown.is_latest && !editing) {
      const now = view.dossiers.find((d: any) => d.record_id === shown.record_id);
      if (now && now.revision !== shown.revision) open(shown.record_id, undefined, true);
    }
  });

  // Reads race (a refresh re-reads the dossier on screen while the author opens another or
  // starts an edit): only the newest read may draw, and a background read never replaces an
  // open editor.
  let reads = 0;
  async function open(id: string, revision?: number, background = false) {
    const mine = ++reads;
    try {
      const env = await kit.get(
        "/api/research/dossiers",
        revision === undefined ? { id } : { id, revision },
      );
      if (mine !== reads || (background && editing)) return;
      // The same revision is already on screen with an editor open: keep what is typed.
      const same = shown && shown.record_id === env.record_id && shown.revision === env.revision;
      if (editing && same) return;
      render(env);
    } catch (err) {
      detail.hidden = false;
      detail.replaceChildren();
      const s = status();
      detail.append(s);
      kit.fail(s, err);
    }
  }

  function render(env: any) {
    shown = env;
    editing = false;
    const d = env.record;
    detail.hidden = false;
    detail.replaceChildren();
    detail.setAttribute("data-record-id", env.record_id);
    detail.setAttribute("data-revision", String(env.revision));
    for (const tr of rows.querySelectorAll("tr")) {
      tr.setAttribute(
        "aria-current",
        tr.getAttribute("data-record-id") === env.record_id ? "true" : "false",
      );
    }
    detail.append(el("h3", d.title));
    detail.append(
      el(
        "p",
        L("rs_revision_of", { n: env.revision, latest: env.latest_revision }) + " · " +
          kit.date(d.revised_at),
        "meta",
      ),
    );
    if (!env.is_latest) {
      const note = el("p", null, "notice past");
      note.append(
        el("span", L("rs_past_revision", { n: env.revision, latest: env.latest_revision }) + " "),
        button(L("rs_show_current"), () => open(env.record_id)),
      );
      detail.append(note);
    }
    const editable = new Set(env.editable_sections || d.editable_sections || []);
    const body = el("div", null, "dossier-body");
    const parts = splitSections(String(d.body || ""));
    if (parts.length === 0) body.append(el("p", L("rs_dossier_empty"), "empty"));
    for (const part of parts) {
      const section = el("section", null, "dossier-section");
      if (part.level > 0) {
        const h = el("h4", part.heading);
        section.append(h);
        section.setAttribute("data-section", part.heading);
      }
      const text = pre(part.text.replace(/^\n+|\n+$/g, ""));
      section.append(text);
      if (env.is_latest && part.level > 0 && editable.has(part.heading)) {
        const edit = button(L("rs_edit_section"), () => editSection(section, part.heading, text));
        edit.setAttribute("aria-label", L("rs_edit_section_named", { heading: part.heading }));
        edit.classList.add("edit-section");
        section.append(edit);
      }
      body.append(section);
    }
    detail.append(body);
    const images = el("section", null, "dossier-images");
    detail.append(images);
    evidence(env);
    history(env);
    kit.win.dispatchEvent(
      new kit.win.CustomEvent("svc-research-dossier", { detail: { env, slot: images } }),
    );
  }

  function evidence(env: any) {
    const cites = env.citations || [];
    detail.append(el("h4", P("rs_evidence_count", cites.length)));
    if (cites.length === 0) {
      detail.append(el("p", L("rs_evidence_none"), "empty"));
      return;
    }
    const ul = el("ul", null, "list evidence");
    for (const c of cites) {
      const li = el("li");
      li.setAttribute("data-passage-id", c.passage_id);
      if (c.text !== undefined && c.text !== null) li.append(el("p", c.text, "excerpt"));
      li.append(el("p", c.citation || c.passage_id, "meta citation"));
      ul.append(li);
    }
    detail.append(ul);
    for (const u of env.source_updates || []) {
      detail.append(
        el("p", L("rs_source_update", { n: u.cited_version, latest: u.latest_version }), "notice"),
      );
    }
  }

  function history(env: any) {
    const box = el("details", null, "history");
    box.append(el("summary", L("rs_history")));
    const list = el("ol", null, "list");
    box.append(list);
    box.addEventListener("toggle", async () => {
      if (!box.open || list.firstChild) return;
      try {
        const h = await kit.get("/api/research/history", { kind: "dossier", id: env.record_id });
        for (const r of h.revisions) {
          const li = el("li");
          li.setAttribute("data-revision", String(r.revision));
          const what = [
            L("rs_revision_n", { n: r.revision }),
            kit.date(r.at),
            V("rs_change_", r.change_kind),
          ].join(" · ");
          li.append(el("span", what));
          if (r.reason) li.append(" ", el("span", "– " + r.reason, "meta"));
          if (r.revision !== env.revision) {
            li.append(" ", button(L("rs_read_revision"), () => open(env.record_id, r.revision)));
          } else li.append(" ", el("span", L("rs_shown"), "chip"));
          list.append(li);
        }
      } catch (err) {
        const s = status();
        box.append(s);
        kit.fail(s, err);
      }
    });
    detail.append(box);
  }

  // Edit one section.
  async function editSection(section: any, heading: string, display: any) {
    if (editing) return;
    editing = true;
    const id = shown.record_id;
    const s = status();
    section.append(s);
    let read: any;
    try {
      read = await kit.get("/api/research/dossiers", { id, section: heading });
    } catch (err) {
      editing = false;
      return kit.fail(s, err);
    }
    s.remove();
    if (!section.isConnected) {
      editing = false;
      return;
    }
    const original = String(read.sections[0].body);
    const lead = (/^\s*/.exec(original) || [""])[0];
    const trail = (/\s*$/.exec(original.slice(lead.length)) || [""])[0];
    const base = read.revision;
    display.hidden = true;
    for (const b of section.querySelectorAll(".edit-section")) b.hidden = true;

    const form = el("form", null, "section-editor");
    form.id = "research-section-editor";
    const text = el("textarea");
    text.name = "section_text";
    text.rows = Math.min(20, Math.max(5, original.split("\n").length + 2));
    text.value = original.trim();
    const kinds = el("fieldset", null, "fields change-kind");
    kinds.append(el("legend", L("rs_change_kind")));
    for (const k of ["correction", "supersession"]) {
      const r = el("input");
      r.type = "radio";
      r.name = "change_kind";
      r.value = k;
      if (k === "correction") r.checked = true;
      const label = el("label", null, "radio");
      label.append(
        r,
        " ",
        el("span", V("rs_change_", k)),
        " ",
        el("span", V("rs_change_", k, undefined, "_help"), "meta"),
      );
      kinds.append(label);
    }
    const reason = el("input");
    reason.name = "reason";
    reason.maxLength = 2000;
    const fields = el("div", null, "fields");
    fields.append(labelled(L("rs_reason"), reason, "grow"));
    const actions = el("p", null, "tools");
    const previewButton = el("button", L("rs_preview"), "primary");
    previewButton.type = "submit";
    const cancel = button(L("rs_cancel"), () => {
      form.remove();
      display.hidden = false;
      for (const b of section.querySelectorAll(".edit-section")) b.hidden = false;
      editing = false;
    });
    const st = status();
    actions.append(previewButton, cancel, st);
    const preview = el("div", null, "preview");
    preview.setAttribute("aria-live", "polite");
    form.append(
      labelled(L("rs_section_text", { heading }), text, "block"),
      el("p", L("rs_editing_from", { n: base }), "meta"),
      kinds,
      fields,
      actions,
      preview,
    );
    section.append(form);
    text.focus();

    const changeKind = () => String(form.querySelector("input[name=change_kind]:checked").value);
    async function runPreview(resolution?: string) {
      if (reason.value.trim() === "") {
        reason.setAttribute("aria-invalid", "true");
        reason.focus();
        return kit.say(st, L("rs_check_reason"), "error");
      }
      reason.removeAttribute("aria-invalid");
      kit.say(st, L("rs_loading"));
      try {
        const p = await kit.post("/api/research-record-prepare", {
          kind: "dossier",
          id,
          base_revision: base,
          section: heading,
          changes: { body: lead + text.value.trim() + trail },
          ...(resolution ? { resolutions: { body: resolution } } : {}),
        });
        kit.say(st, "");
        showPreview(p);
      } catch (err) {
        kit.fail(st, err, () => runPreview(resolution));
      }
    }

    function showPreview(p: any) {
      preview.replaceChildren();
      if (p.conflicts.length > 0) {
        const c = p.conflicts[0];
        const box = el("fieldset", null, "conflict");
        box.append(
          el("legend", L("rs_conflict_title")),
          el("p", L("rs_conflict_text", { n: p.current_revision, base: p.base_revision })),
        );
        for (const choice of ["current", "mine"]) {
          const r = el("input");
          r.type = "radio";
          r.name = "resolution";
          r.value = choice;
          const label = el("label", null, "choice");
          const head = el("span", null, "choice-head");
          head.append(
            r,
            " ",
            el(
              "strong",
              choice === "current"
                ? L("rs_conflict_current", { n: p.current_revision })
                : L("rs_conflict_mine"),
            ),
          );
          // The section's own heading line repeats what the legend says; the text is the point.
          const text = String(choice === "current" ? c.current : c.mine)
            .replace(/^ {0,3}#{1,6}[ \t][^\n]*\n/, "").replace(/^\n+|\s+$/g, "");
          label.append(head, pre(text, "quoted"));
          box.append(label);
        }
        const use = el("button", L("rs_conflict_use"), "primary");
        use.type = "button";
        const cs = status();
        use.addEventListener("click", () => {
          const chosen = box.querySelector("input[name=resolution]:checked");
          if (!chosen) return kit.say(cs, L("rs_conflict_choose"), "error");
          runPreview(chosen.value);
        });
        const row = el("p", null, "tools");
        row.append(use, cs);
        box.append(row);
        preview.append(box);
        return;
      }
      if (!p.changes || !Object.prototype.hasOwnProperty.call(p.changes, "body")) {
        preview.append(el("p", L("rs_nothing_to_save"), "notice"));
        return;
      }
      preview.append(
        el(
          "p",
          L("rs_ready_to_save", { n: p.expected_revision + 1, current: p.current_revision }),
          "notice ok",
        ),
      );
      const save = el("button", L("rs_save_revision"), "primary");
      save.type = "button";
      const ss = status();
      save.addEventListener("click", async () => {
        kit.say(ss, L("rs_saving"));
        save.disabled = true;
        try {
          const r = await kit.post("/api/research-record-revise", {
            kind: "dossier",
            id,
            changes: p.changes,
            expected_snapshot: p.expected_snapshot,
            expected_revision: p.expected_revision,
            change_kind: changeKind(),
            reason: reason.value.trim(),
          });
          // Read and drawn before the refresh, so the refresh sees this revision on screen
          // and keeps it.
          editing = false;
          await open(id);
          await kit.refresh();
          const done = el("p", L("rs_saved_revision", { n: r.revision }), "notice ok");
          done.setAttribute("data-revision", String(r.revision));
          done.setAttribute("role", "status");
          detail.insertBefore(done, detail.children[2] || null);
          detail.focus();
        } catch (err: any) {
          // After a 409 this preview is stale: only a new one (Reload) may be saved.
          save.disabled = err && err.status === 409;
          if (save.disabled) {
            for (const n of preview.querySelectorAll(".notice.ok")) n.remove();
          }
          kit.fail(ss, err, () => runPreview());
        }
      });
      const row = el("p", null, "tools");
      row.append(save, ss);
      preview.append(row);
    }

    form.addEventListener("submit", (e: any) => {
      e.preventDefault();
      runPreview();
    });
  }

  kit.win.addEventListener("svc-research-open", (e: any) => {
    if (!e.detail || e.detail.kind !== "dossier") return;
    kit.openTab("research-dossiers");
    open(e.detail.id).then(() => detail.focus());
  });
}
