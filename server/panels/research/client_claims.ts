// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Claims tab: create a claim (`POST /api/research-claim-add`, pinning the
 * dossier revision the picker shows), list the claims, and open one (`GET
 * /api/research/claims?claim_id=` with its linked evidence and citations, `GET
 * /api/research/claim-relations?claim_id=`) with a form for a causal relation (`POST
 * /api/research-claim-relation`: project id, research token, the snapshot of the read the
 * author sees, both claim revisions shown). The relation form stays while the claim's data is
 * read again (after a 409's Reload), so what the author typed is kept.
 *
 * Corrections, as in the CLI, each a guarded `POST /api/research-record-revise` (the revision
 * and snapshot the author sees, a change kind, a reason): "Correct" edits the claim's fields;
 * "Re-pin" moves a pin that fell behind (the claim's dossier revision, a link's claim
 * revision) to the current revision; "Retract" takes back an evidence link or a relation.
 * Each asks for its reason in place and reads the claim again once saved.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/**
 * Wires the Claims tab.
 *
 * @example
 * ```ts
 * const script = `(${claimsClient.toString()})(svcResearch);`;
 * // the Claims tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function claimsClient(given: ResearchKit | null): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V, P } = kit;
  const area = doc.getElementById("research-claims-area");
  if (!area) return;
  const rows = doc.querySelector("#research-claim-list tbody");
  const detail = doc.getElementById("research-claim-detail");
  const create = doc.getElementById("research-claim-form");
  const dossierPick = create.elements.namedItem("dossier_id");

  function status(): any {
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    return s;
  }
  /** A correction control of the claim view: after saving, the claim is read again. */
  function correction(label: string, confirm: string, send: (reason: string) => Promise<any>) {
    return kit.correction(label, confirm, send, async (r) => {
      await kit.refresh();
      await reread();
      say(L("rs_saved_revision", { n: r.revision }));
    }, reread);
  }
  /** One guarded revision of a record the claim view shows. */
  function revise(kind: string, record: any, changes: Record<string, unknown>, reason: string) {
    return kit.post("/api/research-record-revise", {
      kind,
      id: record.record_id,
      changes,
      expected_snapshot: snapshot,
      expected_revision: record.revision,
      change_kind: "correction",
      reason,
    });
  }
  /** A saved correction, said above the claim until the next one. */
  let said: string | null = null;
  function say(text: string) {
    said = text;
    const box = info && info.querySelector(".correction-done");
    if (box) {
      box.textContent = text;
      box.hidden = false;
    }
  }
  /** The claim's own fields as a form: "Correct" (a correction or a supersession). */
  function editForm(claim: any): any {
    const title = el("input");
    title.name = "title";
    title.value = claim.title;
    const statement = el("textarea");
    statement.name = "statement";
    statement.rows = 3;
    statement.value = claim.statement;
    const levels = ["hypothetical", "evidenced", "disputed"];
    const confidence = kit.choice("confidence", "rs_confidence_", levels, claim.confidence);
    const period = el("input");
    period.name = "time_period";
    period.value = claim.time_period || "";
    const fields: [string, any, string?][] = [
      [L("rs_field_title"), title, "grow"],
      [L("rs_claim_statement"), statement, "grow"],
      [L("rs_claim_confidence"), confidence],
      [L("rs_claim_period"), period],
    ];
    return kit.revisionForm("claim-edit", fields, async (changeKind, reason, s) => {
      const changes: Record<string, unknown> = {};
      const t = String(title.value).trim();
      if (t !== claim.title) changes.title = t;
      const st = String(statement.value).trim();
      if (st !== claim.statement) changes.statement = st;
      if (confidence.value !== claim.confidence) changes.confidence = confidence.value;
      const p = String(period.value).trim();
      if (p !== (claim.time_period || "")) changes.time_period = p === "" ? null : p;
      if (Object.keys(changes).length === 0) return kit.say(s, L("rs_correct_nothing"), "error");
      kit.say(s, L("rs_saving"));
      try {
        const r = await kit.post("/api/research-record-revise", {
          kind: "claim",
          id: claim.record_id,
          changes,
          expected_snapshot: snapshot,
          expected_revision: claim.revision,
          change_kind: changeKind,
          reason,
        });
        await kit.refresh();
        await reread();
        say(L("rs_saved_revision", { n: r.revision }));
      } catch (err) {
        kit.fail(s, err, reread);
      }
    });
  }

  /** The archive's claim warnings in the author's language where we know them. */
  function warning(text: string, record: any): string {
    if (/^time_period /.test(text)) {
      return L("rs_claim_warn_period", { period: String(record.time_period) });
    }
    if (/marked evidenced/.test(text)) return L("rs_claim_warn_evidenced");
    return text;
  }

  // Create.
  create.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const s = create.querySelector("[role=status]");
    const warnings = create.querySelector(".claim-warnings");
    warnings.replaceChildren();
    const f = (name: string) => create.elements.namedItem(name);
    const title = String(f("title").value);
    const statement = String(f("statement").value);
    const bad: any[] = [];
    if (title.trim() === "" || /[\r\n]/.test(title)) bad.push(f("title"));
    if (statement.trim() === "") bad.push(f("statement"));
    for (const x of [f("title"), f("statement")]) x.removeAttribute("aria-invalid");
    if (bad.length > 0) {
      for (const x of bad) x.setAttribute("aria-invalid", "true");
      bad[0].focus();
      return kit.say(s, L("rs_check_claim_fields"), "error");
    }
    const body: Record<string, unknown> = {
      title: title.trim(),
      statement: statement.trim(),
      confidence: String(f("confidence").value),
    };
    const period = String(f("time_period").value).trim();
    if (period !== "") body.time_period = period;
    const option = dossierPick.options[dossierPick.selectedIndex];
    if (option && option.value !== "") {
      body.dossier_id = option.value;
      body.dossier_revision = Number(option.getAttribute("data-revision"));
    }
    kit.say(s, L("rs_saving"));
    try {
      const r = await kit.post("/api/research-claim-add", body);
      create.reset();
      kit.say(s, L("rs_claim_created", { title: r.record.title }), "ok");
      if (r.warnings.length > 0) {
        const box = el("div", null, "warning");
        box.append(el("p", L("rs_claim_warnings"), "warning-title"));
        const ul = el("ul");
        for (const w of r.warnings) ul.append(el("li", warning(w, r.record)));
        box.append(ul);
        warnings.append(box);
      }
      await kit.refresh();
      await open(r.record_id);
    } catch (err) {
      kit.fail(s, err);
    }
  });

  // List and pickers.
  kit.onRefresh((view) => {
    kit.fillRecords(dossierPick, view.dossiers, dossierPick.getAttribute("data-empty") || "");
    kit.recordRows(rows, view.claims, {
      empty: L("rs_no_claims_yet"),
      columns: 5,
      currentId: current ? current.record_id : null,
      open,
      cells: (c) => [
        el("td", V("rs_confidence_", c.confidence)),
        el("td", c.time_period || "–"),
        el("td", kit.num(c.evidence_links), "num"),
        el("td", kit.num(c.revision), "num"),
      ],
    });
    if (relationPick) fillOthers();
  });

  // Detail: the claim's data (read again on Reload) above a relation form that stays.
  let current: any = null;
  let snapshot: string | null = null;
  let info: any = null;
  let relationPick: any = null;
  function fillOthers() {
    if (!current || !relationPick) return;
    kit.fillRecords(
      relationPick,
      kit.view.claims.filter((c: any) => c.record_id !== current.record_id),
    );
  }

  async function read(id: string) {
    const [claims, relations] = await Promise.all([
      kit.get("/api/research/claims", { claim_id: id }),
      kit.get("/api/research/claim-relations", { claim_id: id }),
    ]);
    return { claim: claims.claims[0], snapshot: claims.snapshot, relations: relations.relations };
  }

  function renderInfo(claim: any, relations: any[]) {
    info.replaceChildren();
    info.append(el("h3", claim.title));
    const done = el("p", said, "notice ok correction-done");
    done.setAttribute("role", "status");
    done.hidden = said === null;
    info.append(done);
    said = null;
    const meta = [
      L("rs_revision_n", { n: claim.revision }),
      V("rs_confidence_", claim.confidence),
      claim.time_period ? L("rs_period_value", { period: claim.time_period }) : L("rs_no_period"),
    ];
    info.append(el("p", meta.join(" · "), "meta"));
    if (claim.dossier_id) {
      const d = kit.find("dossier", claim.dossier_id);
      const line = el(
        "p",
        L("rs_claim_in_dossier", {
          title: d ? d.title : claim.dossier_id,
          n: claim.dossier_revision ?? "–",
        }),
        "meta",
      );
      if (d && claim.dossier_revision !== null && d.revision > claim.dossier_revision) {
        line.append(
          " ",
          correction(
            L("rs_repin_dossier", { n: d.revision }),
            L("rs_repin"),
            (reason) => revise("claim", claim, { dossier_revision: d.revision }, reason),
          ),
        );
      }
      info.append(line);
    }
    info.append(el("div", claim.statement, "prose"));
    const edit = editForm(claim);
    const tools = el("p", null, "tools");
    tools.append(
      kit.button(L("rs_correct"), () => {
        edit.hidden = !edit.hidden;
        if (!edit.hidden) edit.querySelector("input").focus();
      }),
    );
    info.append(tools, edit);
    info.append(el("h4", P("rs_evidence_count", claim.evidence.length)));
    const conflict = claim.evidence_conflict;
    if (conflict) {
      const note = el("p", L("rs_rv_flag_evidence_conflict"), "notice conflict");
      note.setAttribute("role", "note");
      info.append(note);
    }
    if (claim.evidence.length === 0) info.append(el("p", L("rs_claim_no_evidence"), "empty"));
    const ul = el("ul", null, "list evidence");
    for (const ev of claim.evidence) {
      const li = el("li");
      li.setAttribute("data-passage-id", ev.passage_id);
      if (conflict && conflict.passage_ids.includes(ev.passage_id)) {
        li.classList.add("conflict");
        li.setAttribute("title", L("rs_claim_passage_both_ways"));
      }
      li.append(el("span", V("rs_relation_", ev.relation), "chip relation-" + ev.relation));
      if (ev.text !== undefined && ev.text !== null) li.append(el("p", ev.text, "excerpt"));
      if (ev.rationale) {
        li.append(el("p", L("rs_rationale_value", { text: ev.rationale }), "rationale"));
      }
      li.append(el("p", ev.citation || ev.passage_id, "meta citation"));
      const fix = el("p", null, "tools");
      if (ev.claim_revision !== null && ev.claim_revision < claim.revision) {
        fix.append(
          correction(
            L("rs_repin_claim", { n: claim.revision }),
            L("rs_repin"),
            (reason) => revise("evidence_link", ev, { claim_revision: claim.revision }, reason),
          ),
          " ",
        );
      }
      fix.append(
        correction(
          L("rs_retract_link"),
          L("rs_retract"),
          (reason) => revise("evidence_link", ev, { state: "retracted" }, reason),
        ),
      );
      li.append(fix);
      ul.append(li);
    }
    info.append(ul);
    info.append(el("h4", P("rs_relations_count", relations.length)));
    if (relations.length === 0) info.append(el("p", L("rs_relations_none"), "empty"));
    const rl = el("ul", null, "list relations");
    for (const r of relations) {
      const li = el("li");
      li.setAttribute("data-relation-id", r.record_id);
      li.append(
        el("p", L("rs_relation_causes_line", { from: r.from_claim.title, to: r.to_claim.title })),
      );
      if (r.rationale) {
        li.append(el("p", L("rs_rationale_value", { text: r.rationale }), "rationale"));
      }
      if (r.review_needed) {
        li.append(
          el(
            "p",
            L("rs_relation_review", {
              from: r.from_claim.pinned_revision,
              fromNow: r.from_claim.current_revision,
              to: r.to_claim.pinned_revision,
              toNow: r.to_claim.current_revision,
            }),
            "notice",
          ),
        );
      }
      if (r.state !== "retracted") {
        li.append(
          correction(
            L("rs_retract_relation"),
            L("rs_retract"),
            (reason) => revise("claim_relation", r, { state: "retracted" }, reason),
          ),
        );
      }
      rl.append(li);
    }
    info.append(rl);
  }

  function relationForm(): any {
    const form = el("form", null, "relation-form");
    form.id = "research-relation-form";
    form.append(el("h4", L("rs_relation_add")));
    relationPick = el("select");
    relationPick.name = "to_claim";
    const kind = kit.choice("relation", "rs_causal_", ["causes", "results_in"]);
    const rationale = el("textarea");
    rationale.name = "rationale";
    rationale.rows = 2;
    rationale.maxLength = 20000;
    const fields = el("div", null, "fields");
    fields.append(
      kit.labelled(L("rs_relation_this"), kind),
      kit.labelled(L("rs_relation_other"), relationPick),
      kit.labelled(L("rs_rationale"), rationale, "grow"),
    );
    const send = el("button", L("rs_relation_submit"), "primary");
    send.type = "submit";
    const s = status();
    const row = el("p", null, "tools");
    row.append(send, s);
    form.append(fields, row);
    fillOthers();
    form.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      const option = relationPick.options[relationPick.selectedIndex];
      if (!option) return kit.say(s, L("rs_relation_no_other"), "error");
      const body: Record<string, unknown> = {
        project_id: kit.view.projectId,
        expected_snapshot: snapshot,
        from_claim_id: current.record_id,
        to_claim_id: option.value,
        from_claim_revision: current.revision,
        to_claim_revision: Number(option.getAttribute("data-revision")),
        relation: kind.value,
      };
      if (rationale.value.trim() !== "") body.rationale = rationale.value.trim();
      kit.say(s, L("rs_saving"));
      try {
        await kit.post("/api/research-claim-relation", body);
        rationale.value = "";
        kit.say(s, L("rs_relation_done"), "ok");
        await kit.refresh();
        await reread();
      } catch (err) {
        kit.fail(s, err, reread);
      }
    });
    return form;
  }

  // Reads race (a refresh's re-read against a click that opens another claim): only the
  // newest read may draw.
  let reads = 0;
  async function reread() {
    if (!current) return;
    const mine = ++reads;
    const r = await read(current.record_id);
    if (mine !== reads) return;
    current = r.claim;
    snapshot = r.snapshot;
    renderInfo(r.claim, r.relations);
    fillOthers();
  }

  async function open(id: string) {
    detail.hidden = false;
    const mine = ++reads;
    try {
      const r = await read(id);
      if (mine !== reads) return;
      const same = current && current.record_id === id;
      current = r.claim;
      snapshot = r.snapshot;
      if (!same || !info) {
        detail.replaceChildren();
        info = el("div", null, "claim-info");
        detail.append(info, relationForm());
      }
      detail.setAttribute("data-record-id", id);
      renderInfo(r.claim, r.relations);
      fillOthers();
      for (const tr of rows.querySelectorAll("tr")) {
        tr.setAttribute(
          "aria-current",
          tr.getAttribute("data-record-id") === id ? "true" : "false",
        );
      }
    } catch (err) {
      detail.replaceChildren();
      const s = status();
      detail.append(s);
      kit.fail(s, err);
    }
  }

  // Evidence linked from Search shows here without a click.
  kit.onRefresh(() => {
    if (current && doc.activeElement && !detail.contains(doc.activeElement)) {
      reread().catch(() => {});
    }
  });

  kit.win.addEventListener("svc-research-open", (e: any) => {
    if (!e.detail || e.detail.kind !== "claim") return;
    kit.openTab("research-claims");
    open(e.detail.id).then(() => detail.focus());
  });
}
