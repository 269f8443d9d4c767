// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Review tab: the editorial review (`GET /api/research/review`) as a
 * readable list — each record to look at again with its flags in plain words (structural
 * signals, never a verdict) — and the claim/decision matrix (`GET /api/research/matrix`) as a
 * table that scrolls in its own box, with Markdown and CSV downloads that are plain links to
 * the route's attachments.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";
import type { ResearchLabelKey } from "../../../src/report/labels/research/en.ts";

/**
 * Wires the Review tab.
 *
 * @example
 * ```ts
 * const script = `(${reviewClient.toString()})(svcResearch);`;
 * // the Review tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function reviewClient(given: ResearchKit | null): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V, P, win } = kit;
  const area = doc.getElementById("research-review-area");
  if (!area) return;
  const itemsBox = doc.getElementById("research-review-items");
  const matrixBox = doc.getElementById("research-matrix");

  function open(kind: string, id: string) {
    win.dispatchEvent(new win.CustomEvent("svc-research-open", { detail: { kind, id } }));
  }

  function item(it: any): any {
    const li = el("li", null, "record review-item");
    li.setAttribute("data-record-id", it.record_id);
    const head = el("p", null, "record-head");
    // A link or relation is corrected on its claim (re-pin, retract): its title opens that one.
    const claimRef = ((it.details || {}).reference_updates || []).find((u: any) =>
      u.kind === "claim"
    );
    const title = ["dossier", "claim", "decision"].includes(it.kind)
      ? kit.button(it.title, () => open(it.kind, it.record_id), "link")
      : claimRef
      ? kit.button(it.title, () => open("claim", claimRef.record_id), "link")
      : el("strong", it.title);
    head.append(
      el("span", V("rs_kind_", it.kind), "chip"),
      " ",
      title,
      " ",
      el("span", L("rs_revision_n", { n: it.revision }), "meta"),
    );
    li.append(head);
    const ul = el("ul", null, "flags");
    for (const f of it.flags) ul.append(el("li", V("rs_rv_flag_", f)));
    li.append(ul);
    const d = it.details || {};
    for (const u of d.reference_updates || []) {
      const now = kit.find(u.kind, u.record_id);
      li.append(
        el(
          "p",
          L("rs_rv_pin", {
            kind: V("rs_kind_", u.kind),
            title: now ? now.title : u.record_id,
            n: u.pinned_revision,
            now: u.latest_revision,
          }),
          "meta",
        ),
      );
    }
    for (const a of d.acknowledgements || []) {
      const dossier = kit.find("dossier", a.dossier_id);
      li.append(
        el(
          "p",
          V("rs_rv_ack_", a.status, {
            title: dossier ? dossier.title : a.dossier_id,
            date: kit.date(a.at),
          }),
          "meta",
        ),
      );
    }
    for (const s of d.source_updates || []) {
      li.append(
        el("p", L("rs_source_update", { n: s.cited_version, latest: s.latest_version }), "meta"),
      );
    }
    return li;
  }

  function matrix(m: any): any {
    const table = el("table");
    table.id = "research-matrix-table";
    const head = el("tr");
    for (
      const [key, cls] of [
        ["rs_col_title", ""],
        ["rs_claim_confidence", ""],
        ["rs_claim_period", ""],
        ["rs_relation_supports", "num"],
        ["rs_relation_contradicts", "num"],
        ["rs_relation_qualifies", "num"],
        ["rs_relation_mentions", "num"],
        ["rs_tab_decisions", ""],
      ] satisfies [ResearchLabelKey, string][]
    ) head.append(el("th", L(key), cls));
    const thead = el("thead");
    thead.append(head);
    const body = el("tbody");
    for (const c of m.claims) {
      const tr = el("tr");
      tr.setAttribute("data-claim-id", c.claim_id);
      const name = el("td");
      name.append(kit.button(c.title, () => open("claim", c.claim_id), "link"));
      const decisions = el("td");
      for (const d of c.decisions) {
        const p = el("p", null, "pin");
        p.append(el("span", d.title));
        if (d.review_needed) p.append(" ", el("span", L("rs_mx_review"), "chip warn"));
        if (d.deviation_from_fact) p.append(" ", el("span", L("rs_decision_deviates"), "chip"));
        decisions.append(p);
      }
      if (c.decisions.length === 0) decisions.textContent = "–";
      tr.append(
        name,
        el("td", V("rs_confidence_", c.confidence)),
        el("td", c.time_period || "–"),
        el("td", kit.num(c.evidence.supports), "num"),
        el("td", kit.num(c.evidence.contradicts), "num"),
        el("td", kit.num(c.evidence.qualifies), "num"),
        el("td", kit.num(c.evidence.mentions), "num"),
        decisions,
      );
      body.append(tr);
    }
    table.append(thead, body);
    const scroll = el("div", null, "table-scroll");
    scroll.append(table);
    return scroll;
  }

  async function load() {
    try {
      const [review, m] = await Promise.all([
        kit.get("/api/research/review"),
        kit.get("/api/research/matrix", { format: "json" }),
      ]);
      itemsBox.replaceChildren();
      itemsBox.append(el("p", P("rs_rv_count", review.counts.items), "meta"));
      if (review.items.length === 0) itemsBox.append(el("p", L("rs_rv_nothing"), "empty"));
      const ul = el("ul", null, "list records");
      for (const it of review.items) ul.append(item(it));
      itemsBox.append(ul);
      matrixBox.replaceChildren();
      if (m.claims.length === 0) matrixBox.append(el("p", L("rs_no_claims_yet"), "empty"));
      else matrixBox.append(matrix(m));
      if (m.unlinked_decisions && m.unlinked_decisions.length > 0) {
        matrixBox.append(
          el("p", P("rs_mx_unlinked", m.unlinked_decisions.length), "meta"),
        );
      }
    } catch (err) {
      const s = el("p", null, "meta");
      s.setAttribute("role", "status");
      itemsBox.replaceChildren(s);
      kit.fail(s, err, load);
    }
  }

  // The page may open on this tab (its hash): then the first refresh loads it.
  const panel = area.closest("[role=tabpanel]");
  let visible = !!panel && !panel.hidden;
  win.addEventListener("svc-tab", (e: any) => {
    visible = e.detail === "research-review";
    if (visible) load();
  });
  kit.onRefresh(() => {
    if (visible) load();
  });
}
