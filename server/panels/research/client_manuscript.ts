// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Manuscript tab. The author picks a quote by selecting text inside one
 * paragraph with the mouse, or by keyboard with the chapter, paragraph and sentence pickers;
 * either way the form holds the paragraph's lines and SHA-256 and the quote's code-point
 * offsets in the displayed text (SPEC 2.7 `selection`), and "Link" sends them with the claim
 * revision shown, the snapshot, the file's SHA-256 and both tokens
 * (`POST /api/research-manuscript-link`).
 *
 * The review (`GET /api/research/manuscript-review`) is drawn as a list: each link's anchor
 * state and flags in plain words, and a Re-anchor button only for `moved` and `adjusted`
 * (SPEC 3: never for ambiguous or changed quotes). Exact (`resolved`) anchors are marked
 * inline in their paragraph; no other state is marked.
 *
 * @module
 */

import type { ResearchKit, ResearchLineStem } from "./client_core.ts";

/**
 * The sentences of a paragraph as UTF-16 ranges (end exclusive, trailing space left out):
 * text up to `.`, `!`, `?` or `…` and any closing quotes or brackets after them.
 *
 * @example
 * ```ts
 * sentenceRanges("One. Two!"); // [[0, 4], [5, 9]]
 * ```
 */
export function sentenceRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  const re = /[^.!?…]+(?:[.!?…]+["'”’»«)\]]*|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0] === "") {
      re.lastIndex++;
      continue;
    }
    let start = m.index;
    let end = m.index + m[0].length;
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (end > start) out.push([start, end]);
  }
  return out;
}

/**
 * Wires the Manuscript tab.
 *
 * @example
 * ```ts
 * const script = `(${manuscriptClient.toString()})(svcResearch, ${sentenceRanges.toString()});`;
 * // the Manuscript tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function manuscriptClient(
  given: ResearchKit | null,
  sentences: (text: string) => [number, number][],
): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, P, V, win } = kit;
  const area = doc.getElementById("research-manuscript-area");
  const form = doc.getElementById("research-mlink-form");
  if (!area || !form) return;
  const sha = area.getAttribute("data-source-sha256");
  const projectToken = area.getAttribute("data-project-token");
  const text = doc.getElementById("research-manuscript-text");
  const reviewBox = doc.getElementById("research-ml-review");
  const chapterPick = form.elements.namedItem("chapter");
  const paraPick = form.elements.namedItem("paragraph");
  const sentencePick = form.elements.namedItem("sentence");
  const claimPick = form.elements.namedItem("claim");
  const preview = form.querySelector(".quote-preview");
  const cps = (s: string) => Array.from(s).length;

  /** The chosen quote: paragraph element and UTF-16 range in its displayed text. */
  let chosen: { para: any; from: number; to: number } | null = null;

  /** "lines a–b", or "line a" when the span is one line (`key` + `_line`). */
  function lines(
    key: ResearchLineStem,
    from: unknown,
    to: unknown,
    values: Record<string, string> = {},
  ) {
    return L(String(from) === String(to) ? `${key}_line` : key, {
      ...values,
      from: String(from),
      to: String(to),
    });
  }
  function paraText(p: any): string {
    return String(p.textContent);
  }
  function paragraphs(chapter: string): any[] {
    const section = text.querySelector(`section.ms-chapter[data-chapter="${chapter}"]`);
    return section ? Array.from(section.querySelectorAll("p.ms-para")) : [];
  }
  function fillParagraphs() {
    paraPick.replaceChildren();
    for (const p of paragraphs(chapterPick.value)) {
      const t = paraText(p);
      const o = el(
        "option",
        lines(
          "rs_ml_paragraph_option",
          p.getAttribute("data-start-line"),
          p.getAttribute("data-end-line"),
          {
            text: t.length > 60 ? t.slice(0, 60) + "…" : t,
          },
        ),
      );
      o.value = p.getAttribute("data-para");
      paraPick.append(o);
    }
  }
  function fillSentences(custom?: { from: number; to: number }) {
    sentencePick.replaceChildren();
    const p = doc.getElementById("ms-p-" + paraPick.value);
    if (!p) return;
    const t = paraText(p);
    if (custom) {
      const o = el("option", L("rs_ml_your_selection", { text: t.slice(custom.from, custom.to) }));
      o.value = custom.from + ":" + custom.to;
      sentencePick.append(o);
    }
    for (const [a, b] of sentences(t)) {
      const o = el("option", t.slice(a, b));
      o.value = a + ":" + b;
      sentencePick.append(o);
    }
    choose();
  }
  function choose() {
    const p = doc.getElementById("ms-p-" + paraPick.value);
    const v = String(sentencePick.value || "");
    if (!p || !/^\d+:\d+$/.test(v)) {
      chosen = null;
      preview.textContent = "";
      return;
    }
    const [from, to] = v.split(":").map(Number);
    chosen = { para: p, from, to };
    preview.replaceChildren(
      el("span", L("rs_ml_quote") + " ", "meta"),
      el("q", paraText(p).slice(from, to)),
      " ",
      el(
        "span",
        lines("rs_ml_lines", p.getAttribute("data-start-line"), p.getAttribute("data-end-line")),
        "meta",
      ),
    );
  }
  chapterPick.addEventListener("change", () => {
    fillParagraphs();
    fillSentences();
  });
  paraPick.addEventListener("change", () => fillSentences());
  sentencePick.addEventListener("change", choose);
  fillParagraphs();
  fillSentences();

  // A mouse selection inside one paragraph becomes the quote (surrounding space trimmed).
  function fromSelection() {
    const sel = win.getSelection();
    if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return;
    const range = sel.getRangeAt(0);
    const start = range.startContainer.nodeType === 1
      ? range.startContainer
      : range.startContainer.parentElement;
    const p = start && start.closest ? start.closest("p.ms-para") : null;
    if (!p || !p.contains(range.endContainer)) return;
    const before = doc.createRange();
    before.selectNodeContents(p);
    before.setEnd(range.startContainer, range.startOffset);
    const t = paraText(p);
    let from = String(before.toString()).length;
    let to = from + String(range.toString()).length;
    while (from < to && /\s/.test(t[from])) from++;
    while (to > from && /\s/.test(t[to - 1])) to--;
    if (to <= from) return;
    const chapter = p.closest("section.ms-chapter").getAttribute("data-chapter");
    if (chapterPick.value !== chapter) {
      chapterPick.value = chapter;
      fillParagraphs();
    }
    paraPick.value = p.getAttribute("data-para");
    fillSentences({ from, to });
    // The form follows the selection: after selecting far down the text, the form that took
    // the quote comes on screen (only when it is off screen), ready for the claim.
    const box = form.getBoundingClientRect();
    if (box.top < 0 || box.top > win.innerHeight - 80) {
      form.scrollIntoView({ block: "start" });
    }
    claimPick.focus({ preventScroll: true });
  }
  text.addEventListener("mouseup", () => win.setTimeout(fromSelection, 0));
  text.addEventListener("keyup", (e: any) => {
    if (e.shiftKey) fromSelection();
  });

  kit.onRefresh((view) => kit.fillRecords(claimPick, view.claims));

  // The review, drawn as a list; exact anchors are marked in their paragraph.
  let review: any = null;
  function unmark() {
    for (const p of text.querySelectorAll("p.ms-para.linked")) {
      p.textContent = paraText(p);
      p.classList.remove("linked");
    }
  }
  function mark(rows: any[]) {
    unmark();
    const byPara = new Map<any, any[]>();
    for (const r of rows) {
      if (r.anchor_state !== "resolved" || r.link_state !== "active") continue;
      const p = text.querySelector(
        `p.ms-para[data-start-line="${Number(r.resolved_start_line)}"][data-end-line="${
          Number(r.resolved_end_line)
        }"]`,
      );
      if (!p) continue;
      const list = byPara.get(p) || [];
      list.push(r);
      byPara.set(p, list);
    }
    for (const [p, list] of byPara) {
      const cp = Array.from(paraText(p));
      list.sort((a: any, b: any) => a.resolved_start - b.resolved_start);
      const parts: any[] = [];
      let at = 0;
      for (const r of list) {
        if (r.resolved_start < at || r.resolved_end > cp.length) continue;
        parts.push(doc.createTextNode(cp.slice(at, r.resolved_start).join("")));
        const m = el("mark", cp.slice(r.resolved_start, r.resolved_end).join(""), "ms-anchor");
        m.setAttribute("data-link-id", r.link_id);
        m.setAttribute("data-claim-id", r.claim_id);
        // Marked and a control: a click or Enter opens the claim it is linked to.
        m.setAttribute("role", "link");
        m.tabIndex = 0;
        m.title = L("rs_ml_mark_title", { title: r.claim_title || r.claim_id });
        m.setAttribute("aria-label", m.title + ": " + m.textContent);
        parts.push(m);
        at = r.resolved_end;
      }
      parts.push(doc.createTextNode(cp.slice(at).join("")));
      p.replaceChildren(...parts);
      p.classList.add("linked");
    }
  }

  function openMarked(e: any) {
    const m = e.target && e.target.closest ? e.target.closest("mark.ms-anchor") : null;
    if (!m) return;
    if (e.type === "keydown" && e.key !== "Enter") return;
    // A selection that starts or ends in a mark is a new quote, not a click on the link.
    const sel = win.getSelection();
    if (e.type === "click" && sel && !sel.isCollapsed) return;
    e.preventDefault();
    win.dispatchEvent(
      new win.CustomEvent("svc-research-open", {
        detail: { kind: "claim", id: m.getAttribute("data-claim-id") },
      }),
    );
  }
  text.addEventListener("click", openMarked);
  text.addEventListener("keydown", openMarked);

  function row(r: any): any {
    const li = el("li", null, "ml-row state-" + r.anchor_state);
    li.setAttribute("data-link-id", r.link_id);
    li.setAttribute("data-state", r.anchor_state);
    const head = el("p", null, "record-head");
    head.append(
      el("span", V("rs_ml_state_", r.anchor_state, undefined, "_short"), "chip state"),
      " ",
      el("strong", r.claim_title || r.claim_id),
      " ",
      el("span", L("rs_revision_n", { n: r.claim_revision }), "meta"),
    );
    li.append(head);
    const sel = r.anchor.selection;
    li.append(el("p", sel.quote, "excerpt"));
    li.append(el("p", lines("rs_ml_lines", sel.start_line, sel.end_line), "meta"));
    const candidate = r.candidate_lines && r.candidate_lines[0];
    li.append(
      el(
        "p",
        V("rs_ml_state_", r.anchor_state, {
          from: candidate ? candidate.start_line : "–",
          to: candidate ? candidate.end_line : "–",
          n: (r.candidate_lines || []).length,
        }),
        "state-text",
      ),
    );
    if (r.flags.length > 0) {
      const ul = el("ul", null, "flags");
      for (const f of r.flags) {
        ul.append(
          el(
            "li",
            V("rs_ml_flag_", f, { n: r.claim_revision, now: r.claim_current_revision ?? "–" }),
          ),
        );
      }
      li.append(ul);
    }
    if (r.note) li.append(el("p", L("rs_ml_note_value", { text: r.note }), "rationale"));
    if (r.anchor_state === "moved" || r.anchor_state === "adjusted") {
      const s = el("span", null, "meta");
      s.setAttribute("role", "status");
      const b = kit.button(L("rs_ml_reanchor"), async () => {
        kit.say(s, L("rs_saving"));
        b.disabled = true;
        try {
          await kit.post("/api/research-manuscript-reanchor", {
            project_id: review.project_id,
            project_token: projectToken,
            expected_snapshot: review.snapshot,
            expected_revision: r.link_revision,
            expected_source_sha256: r.current_source_sha256,
            link_id: r.link_id,
          });
          await kit.refresh();
          await loadReview(L("rs_ml_reanchored"));
        } catch (err) {
          b.disabled = false;
          kit.fail(s, err, "page");
        }
      }, "primary");
      b.setAttribute(
        "aria-label",
        L("rs_ml_reanchor_named", { title: r.claim_title || r.claim_id }),
      );
      const tools = el("p", null, "tools");
      tools.append(b, s);
      li.append(tools);
    }
    return li;
  }

  // One action for every link whose quote stands once in an unchanged paragraph (`moved`):
  // one commit, a link revision each; adjusted links keep their own button.
  function reanchorAll(moved: number, sha256: string): any {
    const s = el("span", null, "meta");
    s.setAttribute("role", "status");
    const b = kit.button(P("rs_ml_reanchor_all", moved), async () => {
      kit.say(s, L("rs_saving"));
      b.disabled = true;
      try {
        const done = await kit.post("/api/research-manuscript-reconcile", {
          project_id: review.project_id,
          project_token: projectToken,
          expected_snapshot: review.snapshot,
          expected_source_sha256: sha256,
        });
        await kit.refresh();
        await loadReview(L("rs_ml_reanchored_all", { n: done.repinned.length }));
      } catch (err) {
        b.disabled = false;
        kit.fail(s, err, "page");
      }
    }, "primary");
    b.id = "ml-reanchor-all";
    const tools = el("p", null, "tools");
    tools.append(b, s);
    return tools;
  }

  async function loadReview(message?: string) {
    try {
      review = await kit.get("/api/research/manuscript-review", { project_token: projectToken });
    } catch (err) {
      const s = el("p", null, "meta");
      s.setAttribute("role", "status");
      reviewBox.replaceChildren(s);
      kit.fail(s, err, () => loadReview());
      return;
    }
    reviewBox.replaceChildren();
    if (message) {
      const done = el("p", message, "notice ok");
      done.setAttribute("role", "status");
      reviewBox.append(done);
    }
    const rows = review.rows || [];
    if (rows.length === 0) reviewBox.append(el("p", L("rs_ml_no_links"), "empty"));
    const moved = rows.filter((r: any) => r.anchor_state === "moved");
    if (moved.length >= 2) {
      reviewBox.append(reanchorAll(moved.length, moved[0].current_source_sha256));
    }
    const ul = el("ul", null, "list records ml-review");
    for (const r of rows) ul.append(row(r));
    reviewBox.append(ul);
    mark(rows);
  }
  kit.onRefresh(() => {
    if (!review) loadReview();
  });

  form.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const s = form.querySelector("[role=status]");
    const retention = form.elements.namedItem("allow_retention");
    const err = form.querySelector('.field-error[data-for="allow_retention"]');
    err.textContent = "";
    retention.removeAttribute("aria-invalid");
    const option = claimPick.options[claimPick.selectedIndex];
    if (!chosen) return kit.say(s, L("rs_ml_choose_quote"), "error");
    if (!option) return kit.say(s, L("rs_check_claim"), "error");
    if (!retention.checked) {
      err.textContent = L("rs_ml_check_retention");
      retention.setAttribute("aria-invalid", "true");
      retention.focus();
      return kit.say(s, L("rs_check_failed"), "error");
    }
    const t = paraText(chosen.para);
    const body: Record<string, unknown> = {
      project_id: kit.view.projectId,
      project_token: projectToken,
      expected_snapshot: kit.view.snapshot,
      expected_source_sha256: sha,
      claim_id: option.value,
      claim_revision: Number(option.getAttribute("data-revision")),
      selection: {
        start_line: Number(chosen.para.getAttribute("data-start-line")),
        end_line: Number(chosen.para.getAttribute("data-end-line")),
        paragraph_sha256: chosen.para.getAttribute("data-sha256"),
        start: cps(t.slice(0, chosen.from)),
        end: cps(t.slice(0, chosen.to)),
        quote: t.slice(chosen.from, chosen.to),
      },
      allow_retention: true,
    };
    const note = String(form.elements.namedItem("note").value).trim();
    if (note !== "") body.note = note;
    kit.say(s, L("rs_saving"));
    try {
      await kit.post("/api/research-manuscript-link", body);
      form.elements.namedItem("note").value = "";
      retention.checked = false;
      kit.say(s, L("rs_ml_linked", { title: option.textContent }), "ok");
      await kit.refresh();
      await loadReview();
    } catch (error) {
      // A 409 may mean the file changed on disk: only a page reload shows its new text.
      kit.fail(s, error, "page");
    }
  });
}
