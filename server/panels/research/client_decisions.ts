// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Decisions tab: record a decision (`POST /api/research-decision-add`)
 * that pins exactly the claim and dossier revisions the form shows (`claim_revision`,
 * `dossier_revisions`), and list the decisions with their pins in plain words: which claim
 * and dossiers at which revision, whether those moved on since, whether the decision departs
 * from the documented facts.
 *
 * Corrections, as in the CLI, each a guarded `POST /api/research-record-revise` with a reason:
 * "Re-pin" moves a claim or dossier pin that fell behind to the current revision; "Correct"
 * edits title and rationale as a correction or a supersession. "Mark applied" and "Reopen"
 * record an acknowledgement per dossier; the review state they leave is the archive's one
 * rule (`review_needed`), the same in page, CLI, HTTP, matrix and decision impact.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/**
 * Wires the Decisions tab.
 *
 * @example
 * ```ts
 * const script = `(${decisionsClient.toString()})(svcResearch);`;
 * // the Decisions tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function decisionsClient(given: ResearchKit | null): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V } = kit;
  const area = doc.getElementById("research-decisions-area");
  if (!area) return;
  const form = doc.getElementById("research-decision-form");
  const claimPick = form.elements.namedItem("claim_id");
  const picks = form.querySelector(".dossier-picks");
  const list = doc.getElementById("research-decision-list");

  function fillDossiers(dossiers: any[]) {
    const checked = new Set(
      Array.from(picks.querySelectorAll("input:checked")).map((i: any) => i.value),
    );
    for (const label of picks.querySelectorAll("label, p")) label.remove();
    if (dossiers.length === 0) picks.append(el("p", L("rs_no_dossiers_yet"), "empty"));
    for (const d of dossiers) {
      const box = el("input");
      box.type = "checkbox";
      box.name = "dossier";
      box.value = d.record_id;
      box.setAttribute("data-revision", String(d.revision));
      box.checked = checked.has(d.record_id);
      const label = el("label", null, "check");
      label.append(box, " ", el("span", kit.recordLabel(d)));
      picks.append(label);
    }
  }

  form.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const s = form.querySelector("[role=status]");
    const title = form.elements.namedItem("title");
    if (String(title.value).trim() === "" || /[\r\n]/.test(title.value)) {
      title.setAttribute("aria-invalid", "true");
      title.focus();
      return kit.say(s, L("rs_check_title"), "error");
    }
    title.removeAttribute("aria-invalid");
    const dossiers = Array.from(picks.querySelectorAll("input:checked")) as any[];
    const body: Record<string, unknown> = {
      title: String(title.value).trim(),
      rationale: String(form.elements.namedItem("rationale").value),
      dossier_ids: dossiers.map((d) => d.value),
      dossier_revisions: Object.fromEntries(
        dossiers.map((d) => [d.value, Number(d.getAttribute("data-revision"))]),
      ),
      deviation_from_fact: form.elements.namedItem("deviation_from_fact").checked === true,
    };
    const option = claimPick.options[claimPick.selectedIndex];
    if (option && option.value !== "") {
      body.claim_id = option.value;
      body.claim_revision = Number(option.getAttribute("data-revision"));
    }
    kit.say(s, L("rs_saving"));
    try {
      const r = await kit.post("/api/research-decision-add", body);
      form.reset();
      for (const i of picks.querySelectorAll("input")) i.checked = false;
      kit.say(s, L("rs_decision_created", { title: r.record.title }), "ok");
      await kit.refresh();
    } catch (err) {
      kit.fail(s, err);
    }
  });

  /** One guarded revision of a listed decision, from the list's snapshot. */
  function revise(d: any, changes: Record<string, unknown>, reason: string, kind = "correction") {
    return kit.post("/api/research-record-revise", {
      kind: "decision",
      id: d.record_id,
      changes,
      expected_snapshot: kit.view.snapshot,
      expected_revision: d.revision,
      change_kind: kind,
      reason,
    });
  }
  /** A saved correction, said once on the decision's next drawing. */
  const corrected = new Map<string, number>();
  async function saved(d: any, r: any) {
    corrected.set(d.record_id, r.revision);
    await kit.refresh();
  }

  function pin(d: any, kind: "claim" | "dossier", id: string, pinned: number): any {
    const now = kit.find(kind, id);
    const title = now ? now.title : id;
    const p = el("p", null, "pin");
    p.append(
      el("span", L(kind === "claim" ? "rs_pin_claim" : "rs_pin_dossier", { title, n: pinned })),
    );
    if (now && now.revision !== pinned) {
      p.append(" ", el("span", L("rs_pin_moved", { n: now.revision }), "chip warn"));
      const changes = kind === "claim"
        ? { claim_revision: now.revision }
        : { dossier_revisions: { ...d.dossier_revisions, [id]: now.revision } };
      p.append(
        " ",
        kit.correction(
          L(kind === "claim" ? "rs_repin_claim" : "rs_repin_dossier", { n: now.revision }),
          L("rs_repin"),
          (reason) => revise(d, changes, reason),
          (r) => saved(d, r),
          () => kit.refresh(),
        ),
      );
    }
    return p;
  }

  /** Title and rationale as a form: "Correct" (a correction or a supersession). */
  function editForm(d: any): any {
    const title = el("input");
    title.name = "title";
    title.value = d.title;
    const rationale = el("textarea");
    rationale.name = "rationale";
    rationale.rows = 3;
    rationale.value = d.rationale || "";
    const fields: [string, any, string?][] = [
      [L("rs_field_title"), title, "grow"],
      [L("rs_decision_rationale"), rationale, "grow"],
    ];
    return kit.revisionForm("decision-edit", fields, async (changeKind, reason, s) => {
      const changes: Record<string, unknown> = {};
      const t = String(title.value).trim();
      if (t !== d.title) changes.title = t;
      const why = String(rationale.value).trim();
      if (why !== (d.rationale || "")) changes.rationale = why;
      if (Object.keys(changes).length === 0) return kit.say(s, L("rs_correct_nothing"), "error");
      kit.say(s, L("rs_saving"));
      try {
        await saved(d, await revise(d, changes, reason, changeKind));
      } catch (err) {
        kit.fail(s, err, () => kit.refresh());
      }
    });
  }

  function decision(d: any): any {
    const li = el("li", null, "record");
    li.setAttribute("data-record-id", d.record_id);
    const head = el("p", null, "record-head");
    head.append(
      el("strong", d.title),
      " ",
      el("span", L("rs_revision_n", { n: d.revision }), "meta"),
    );
    li.append(head);
    const revision = corrected.get(d.record_id);
    if (revision !== undefined) {
      corrected.delete(d.record_id);
      const done = el("p", L("rs_saved_revision", { n: revision }), "notice ok");
      done.setAttribute("role", "status");
      done.setAttribute("data-revision", String(revision));
      li.append(done);
    }
    if (d.review_needed) li.append(el("p", L("rs_decision_review"), "notice"));
    if (d.deviation_from_fact) li.append(el("p", L("rs_decision_deviates"), "chip"));
    if (d.rationale) li.append(el("div", d.rationale, "prose"));
    if (d.claim_id) li.append(pin(d, "claim", d.claim_id, d.claim_revision));
    for (const id of d.dossier_ids) li.append(pin(d, "dossier", id, d.dossier_revisions[id]));
    if (!d.claim_id && d.dossier_ids.length === 0) {
      li.append(el("p", L("rs_decision_no_pins"), "meta"));
    }
    li.append(el("p", kit.date(d.revised_at), "meta"));
    const edit = editForm(d);
    const tools = el("p", null, "tools");
    tools.append(
      kit.button(L("rs_correct"), () => {
        edit.hidden = !edit.hidden;
        if (!edit.hidden) edit.querySelector("input").focus();
      }),
    );
    li.append(tools, edit, impactBox(d));
    return li;
  }

  // What changed since the decision, and its acknowledgement per dossier.
  const openImpacts = new Set<string>();
  function field(name: string): string {
    return V("rs_field_", name);
  }
  function impactBox(d: any): any {
    const box = el("details", null, "impact");
    box.append(el("summary", L("rs_impact")));
    const body = el("div", null, "impact-body");
    box.append(body);
    box.addEventListener("toggle", () => {
      if (box.open) {
        openImpacts.add(d.record_id);
        if (!body.firstChild) loadImpact(d, body);
      } else openImpacts.delete(d.record_id);
    });
    // The list is drawn anew after every refresh: an impact the author had open stays open.
    if (openImpacts.has(d.record_id)) {
      box.open = true;
      loadImpact(d, body);
    }
    return box;
  }
  /** A message to show once, in the next drawing of a decision's impact. */
  const messages = new Map<string, string>();
  async function loadImpact(d: any, body: any) {
    const message = messages.get(d.record_id);
    messages.delete(d.record_id);
    body.replaceChildren(el("p", L("rs_loading"), "meta"));
    let impact: any;
    try {
      impact = await kit.get("/api/research/decision-impact", { id: d.record_id });
    } catch (err) {
      const s = el("p", null, "meta");
      s.setAttribute("role", "status");
      body.replaceChildren(s);
      return kit.fail(s, err, () => loadImpact(d, body));
    }
    body.replaceChildren();
    if (message) {
      const done = el("p", message, "notice ok");
      done.setAttribute("role", "status");
      body.append(done);
    }
    body.append(
      el(
        "p",
        impact.review_needed ? L("rs_impact_review") : L("rs_impact_current"),
        impact.review_needed ? "notice" : "meta",
      ),
    );
    const ul = el("ul", null, "impact-list");
    const c = impact.claim;
    if (c) {
      const li = el("li");
      li.append(
        el(
          "span",
          L(c.changed ? "rs_impact_claim_changed" : "rs_impact_claim_same", {
            title: c.title,
            n: c.pinned_revision,
            now: c.current_revision,
          }),
        ),
      );
      if (c.field_changes.length > 0) {
        li.append(
          el(
            "p",
            L("rs_impact_fields", {
              fields: c.field_changes.map((x: any) => field(x.field)).join(", "),
            }),
            "meta",
          ),
        );
      }
      ul.append(li);
    }
    for (const x of impact.dossiers) {
      const li = el("li");
      li.append(
        el(
          "span",
          L(x.changed ? "rs_impact_dossier_changed" : "rs_impact_dossier_same", {
            title: x.title,
            n: x.pinned_revision,
            now: x.current_revision,
          }),
        ),
      );
      for (const sc of x.section_changes) {
        li.append(
          el(
            "p",
            V("rs_impact_section_", sc.change, { heading: sc.heading || L("rs_impact_intro") }),
            "meta",
          ),
        );
      }
      if (x.field_changes.length > 0) {
        li.append(
          el(
            "p",
            L("rs_impact_fields", {
              fields: x.field_changes.map((f: any) => field(f.field)).join(", "),
            }),
            "meta",
          ),
        );
      }
      ul.append(li);
    }
    if (impact.evidence) {
      const e = impact.evidence;
      ul.append(
        el(
          "li",
          L("rs_impact_evidence", {
            added: kit.num(e.added.length),
            retracted: kit.num(e.retracted.length),
            revised: kit.num(e.revised.length),
          }),
        ),
      );
    }
    body.append(ul);
    for (const a of impact.acknowledgements) body.append(acknowledgement(d, impact, a, body));
  }
  function acknowledgement(d: any, impact: any, a: any, body: any): any {
    const dossier = impact.dossiers.find((x: any) => x.dossier_id === a.dossier_id);
    const box = el("div", null, "ack");
    box.setAttribute("data-dossier-id", a.dossier_id);
    const title = dossier ? dossier.title : a.dossier_id;
    box.append(el("h5", L("rs_ack_for", { title })));
    box.append(
      el(
        "p",
        a.latest
          ? V("rs_ack_latest_", a.latest.status, {
            date: kit.date(a.latest.at),
            n: a.latest.decision_revision,
            dossier: a.latest.dossier_revision,
          })
          : L("rs_ack_none"),
        a.stale ? "notice" : "meta",
      ),
    );
    if (a.stale) box.append(el("p", L("rs_ack_stale"), "meta"));
    if (a.latest && a.latest.note) {
      box.append(el("p", L("rs_ml_note_value", { text: a.latest.note }), "rationale"));
    }
    const note = el("input");
    note.name = "note";
    note.maxLength = 2000;
    const label = el("label", L("rs_ml_note") + " ");
    label.append(note);
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    const send = (status: string) => async () => {
      kit.say(s, L("rs_saving"));
      try {
        const body: Record<string, unknown> = {
          decision_id: d.record_id,
          dossier_id: a.dossier_id,
          expected_snapshot: impact.snapshot,
          expected_decision_revision: impact.decision.revision,
          expected_dossier_revision: a.current_dossier_revision,
          status,
        };
        if (note.value.trim() !== "") body.note = note.value.trim();
        await kit.post("/api/research-decision-acknowledge", body);
        messages.set(
          d.record_id,
          L(status === "applied" ? "rs_ack_done_applied" : "rs_ack_done_review"),
        );
        // The refresh draws the list anew, and with it this impact, message included.
        await kit.refresh();
      } catch (err) {
        kit.fail(s, err, () => loadImpact(d, body));
      }
    };
    const row = el("p", null, "tools");
    const applied = kit.button(L("rs_ack_apply"), send("applied"), "primary");
    applied.classList.add("ack-applied");
    const reopen = kit.button(L("rs_ack_reopen"), send("review_needed"));
    reopen.classList.add("ack-reopen");
    row.append(applied, reopen, s);
    const fields = el("div", null, "fields");
    fields.append(label);
    box.append(fields, row);
    return box;
  }

  kit.onRefresh((view) => {
    kit.fillRecords(claimPick, view.claims, claimPick.getAttribute("data-empty") || "");
    fillDossiers(view.dossiers);
    list.replaceChildren();
    if (view.decisions.length === 0) list.append(el("li", L("rs_no_decisions_yet"), "empty"));
    for (const d of view.decisions) list.append(decision(d));
  });

  kit.win.addEventListener("svc-research-open", (e: any) => {
    if (!e.detail || e.detail.kind !== "decision") return;
    kit.openTab("research-decisions");
    const item = Array.from(list.children).find((li: any) =>
      li.getAttribute("data-record-id") === e.detail.id
    ) as any;
    if (item) {
      item.setAttribute("tabindex", "-1");
      item.focus();
    }
  });
}
