// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Decisions tab: record a decision (`POST /api/research-decision-add`)
 * that pins exactly the claim and dossier revisions the form shows (`claim_revision`,
 * `dossier_revisions`), and list the decisions with their pins in plain words: which claim
 * and dossiers at which revision, whether those moved on since, whether the decision departs
 * from the documented facts.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/**
 * Wires the Decisions tab.
 *
 * @example
 * ```ts
 * // `(${decisionsClient.toString()})(svcResearch);`
 * ```
 */
export function decisionsClient(given: ResearchKit | null): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L } = kit;
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

  function pin(kind: "claim" | "dossier", id: string, pinned: number): any {
    const now = kit.find(kind, id);
    const title = now ? now.title : id;
    const p = el("p", null, "pin");
    p.append(
      el("span", L(kind === "claim" ? "rs_pin_claim" : "rs_pin_dossier", { title, n: pinned })),
    );
    if (now && now.revision !== pinned) {
      p.append(" ", el("span", L("rs_pin_moved", { n: now.revision }), "chip warn"));
    }
    return p;
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
    if (d.review_needed) li.append(el("p", L("rs_decision_review"), "notice"));
    if (d.deviation_from_fact) li.append(el("p", L("rs_decision_deviates"), "chip"));
    if (d.rationale) li.append(el("div", d.rationale, "prose"));
    if (d.claim_id) li.append(pin("claim", d.claim_id, d.claim_revision));
    for (const id of d.dossier_ids) li.append(pin("dossier", id, d.dossier_revisions[id]));
    if (!d.claim_id && d.dossier_ids.length === 0) {
      li.append(el("p", L("rs_decision_no_pins"), "meta"));
    }
    li.append(el("p", kit.date(d.revised_at), "meta"));
    return li;
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
