/**
 * The claim-link panel of the served dashboard (tab id `claim-links`): the selected
 * manuscript's links as the review sees them now. Resolved (exact) anchors are shown inline:
 * the paragraph's displayed text around the quote with the quote in `<mark>`; every other
 * link is listed with its anchor state, its recorded and candidate lines and its flags, and
 * is never marked (SPEC 3: inline marking only for exact anchors). Every value from the
 * manuscript or the archive enters the page escaped. There is no panel without a selected
 * manuscript, without an archive at the research root, or when no link anchors the
 * manuscript; a review that fails (for example a manuscript outside the research project)
 * shows nothing rather than taking the dashboard down.
 *
 * The review is cached per server until the manuscript file, the archive's log or the
 * corpus settings change. Labels are English and German here (other interface languages
 * fall back to English) so that this panel adds no keys to the shared label packs.
 *
 * @module
 */

import { CodePointText } from "../../research/code_points.ts";
import { html, type SafeHtml } from "../../src/report/html.ts";
import { projectSettings, projectViews } from "../project.ts";
import { researchFacade, validArchive } from "../research_facade.ts";
import { researchContext } from "../research_root.ts";
import type { ServerState } from "../state.ts";
import type { PanelRenderer, WorkspacePart } from "./index.ts";

/** Code points of paragraph text shown on each side of a marked quote. */
export const CONTEXT_CODE_POINTS = 160;

const LABELS = {
  en: {
    tab: "Claim links",
    intro:
      "Sentences of this manuscript linked to research claims. Only exact anchors are marked in their paragraph; the others need a look.",
    exact: "Exact anchors",
    others: "Links to review",
    state: "State",
    lines: "Lines",
    now: "Now at",
    quote: "Quote",
    claim: "Claim",
    flags: "Flags",
    none: "None.",
    resolved: "resolved",
    moved: "moved",
    adjusted: "adjusted",
    ambiguous: "ambiguous",
    changed: "changed",
    unavailable: "unavailable",
  },
  de: {
    tab: "Aussagen-Verknüpfungen",
    intro:
      "Sätze dieses Manuskripts, die mit Recherchebehauptungen verknüpft sind. Nur exakte Anker sind im Absatz markiert; die übrigen sollten geprüft werden.",
    exact: "Exakte Anker",
    others: "Zu prüfende Verknüpfungen",
    state: "Zustand",
    lines: "Zeilen",
    now: "Jetzt bei",
    quote: "Zitat",
    claim: "Aussage",
    flags: "Hinweise",
    none: "Keine.",
    resolved: "aufgelöst",
    moved: "verschoben",
    adjusted: "angepasst",
    ambiguous: "mehrdeutig",
    changed: "geändert",
    unavailable: "nicht verfügbar",
  },
} as const;
type Labels = typeof LABELS.en | typeof LABELS.de;

/** The review-row fields the panel shows. */
interface Row {
  readonly link_id: string;
  readonly manuscript: string;
  readonly note: string | null;
  readonly claim_id: string;
  readonly claim_revision: number;
  readonly claim_current_revision: number | null;
  readonly claim_title: string | null;
  readonly anchor: {
    readonly selection: { start_line: number; end_line: number; quote: string };
  };
  readonly flags: string[];
  readonly anchor_state: string;
  readonly candidate_lines: { start_line: number; end_line: number }[];
  readonly resolved_start_line: number | null;
  readonly resolved_end_line: number | null;
  readonly resolved_start: number | null;
  readonly resolved_end: number | null;
}

/**
 * The paragraph text around `[start, end)` (code points) with the quote marked.
 *
 * @example
 * ```ts
 * // markedExcerpt("A b c.", 2, 3, "mcl_…").value; // 'A <mark …>b</mark> c.'
 * ```
 */
export function markedExcerpt(text: string, start: number, end: number, linkId: string): SafeHtml {
  const t = new CodePointText(text);
  const from = Math.max(0, start - CONTEXT_CODE_POINTS);
  const to = Math.min(t.length, end + CONTEXT_CODE_POINTS);
  return html`<p class="excerpt">${from > 0 ? "…" : ""}${t.slice(from, start)}<mark
    class="claim-anchor" data-link-id="${linkId}">${t.slice(start, end)}</mark>${t.slice(end, to)}${
    to < t.length ? "…" : ""
  }</p>`;
}

function claimCell(r: Row): SafeHtml {
  const behind = r.claim_current_revision !== r.claim_revision;
  return html`${r.claim_title ?? ""} <span class="meta">${r.claim_id} r${r.claim_revision}${
    behind ? ` → r${r.claim_current_revision ?? "–"}` : ""
  }</span>`;
}

function selectionOf(r: Row): Row["anchor"]["selection"] {
  return r.anchor.selection;
}

function exactItem(r: Row, text: string | null, l: Labels): SafeHtml {
  const s = selectionOf(r);
  const body = text === null
    ? html`<p class="excerpt"><mark class="claim-anchor">${s.quote}</mark></p>`
    : markedExcerpt(text, r.resolved_start!, r.resolved_end!, r.link_id);
  return html`<li data-link-id="${r.link_id}" data-start-line="${r.resolved_start_line}">
    <p class="meta">${l.lines} ${r.resolved_start_line}–${r.resolved_end_line} · ${claimCell(r)}${
    (r.flags as string[]).length
      ? html`
        · ${(r.flags as string[]).join(", ")}
      `
      : ""
  }</p>
    ${body}${r.note ? html`<p class="meta">${r.note}</p>` : ""}
  </li>`;
}

function otherRow(r: Row, l: Labels): SafeHtml {
  const s = selectionOf(r);
  const now = r.candidate_lines.map((c) => `${c.start_line}–${c.end_line}`);
  return html`
    <tr data-link-id="${r.link_id}" data-anchor-state="${r.anchor_state}">
      <td><span class="chip">${(l as Labeled)[r.anchor_state] ?? r.anchor_state}</span></td>
      <td class="num">${s.start_line}–${s.end_line}</td>
      <td class="num">${now.length ? now.join(", ") : "–"}</td>
      <td>${s.quote}</td>
      <td>${claimCell(r)}</td>
      <td class="meta">${r.flags.join(", ")}</td>
    </tr>
  `;
}

/**
 * The panel body for a review (pure: testable without a server).
 *
 * @example
 * ```ts
 * // claimLinksBody(review, paragraphText, LABELS.en)
 * ```
 */
export function claimLinksBody(
  review: Readonly<Record<string, unknown>>,
  paragraphText: (file: string, a: number, b: number) => string | null,
  language: string,
): SafeHtml {
  const l: Labels = language === "de" ? LABELS.de : LABELS.en;
  const rows = review.rows as Row[];
  const exact = rows.filter((r) => r.anchor_state === "resolved");
  const others = rows.filter((r) => r.anchor_state !== "resolved");
  const counts = Object.entries(review.counts as Record<string, number>)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => html`<span class="chip">${(l as Labeled)[s] ?? s}<b>${n}</b></span>`);
  return html`<section id="claim-links">
    <p class="meta">${l.intro}</p>
    <p>${counts}</p>
    <h3>${l.exact}</h3>
    ${
    exact.length
      ? html`<ul class="claim-anchors">${
        exact.map((r) =>
          exactItem(
            r,
            paragraphText(r.manuscript, r.resolved_start_line!, r.resolved_end_line!),
            l,
          )
        )
      }</ul>`
      : html`<p class="empty">${l.none}</p>`
  }
    <h3>${l.others}</h3>
    ${
    others.length
      ? html`
        <table id="claim-link-review">
          <thead>
            <tr>
              <th>${l.state}</th>
              <th class="num">${l.lines}</th>
              <th class="num">${l.now}</th>
              <th>${l.quote}</th>
              <th>${l.claim}</th>
              <th>${l.flags}</th>
            </tr>
          </thead>
          <tbody>${others.map((r) => otherRow(r, l))}</tbody>
        </table>
      `
      : html`<p class="empty">${l.none}</p>`
  }
  </section>`;
}

type Labeled = Readonly<Record<string, string>>;

const CACHE = new WeakMap<ServerState, { key: string; part: WorkspacePart }>();

async function statKey(path: string): Promise<unknown> {
  const info = await Deno.stat(path).catch(() => null);
  return info ? [info.size, info.mtime?.getTime() ?? null] : null;
}

/**
 * Renders the claim-link tab (see the module doc).
 *
 * @example
 * ```ts
 * // (await claimLinksPart({ state, t, projectToken })).panel?.id === "claim-links"
 * ```
 */
export const claimLinksPart: PanelRenderer = async ({ state }) => {
  const manuscript = state.selection?.manuscript;
  if (!manuscript) return {};
  const { root } = await researchContext(state);
  if (root === null || !await validArchive(root)) return {};
  const { corpus } = await projectSettings(state);
  const { views } = await projectViews(state);
  const language = views.analyze.meta.language;
  const facade = await researchFacade();
  const log = `${root}/svc-research/log/commits.jsonl`;
  const key = JSON.stringify([
    root,
    manuscript,
    await statKey(manuscript),
    await statKey(log),
    corpus.chapterMarker,
    corpus.appendixMarker,
    language,
  ]);
  const cached = CACHE.get(state);
  if (cached?.key === key) return cached.part;
  let part: WorkspacePart = {};
  try {
    const { review, paragraphText } = await facade.reviewWithParagraphs(root, {
      manuscript,
      parseOptions: { chapterMarker: corpus.chapterMarker, appendixMarker: corpus.appendixMarker },
    });
    if ((review.rows as unknown[]).length > 0) {
      const l = language === "de" ? LABELS.de : LABELS.en;
      part = {
        panel: {
          id: "claim-links",
          label: l.tab,
          body: claimLinksBody(review, paragraphText, language),
        },
      };
    }
  } catch {
    part = {};
  }
  CACHE.set(state, { key, part });
  return part;
};
