/**
 * Bounded text of the editorial review and of decision impact (SPEC 4.1: `review` and
 * `decision-impact` default to bounded text on the CLI). Each prints a heading line and at
 * most `limit` lines under it (one per review item; one per fact of the impact), then
 * `… and K more …` when there is more; `--format json` gives the whole envelope instead.
 * Values are shortened for the terminal only.
 *
 * @module
 */

import type { DecisionImpact } from "./impact.ts";
import type { EditorialReview, ReviewItem } from "./review.ts";
import {
  boundLinesIn,
  countIn,
  DEFAULT_TEXT_LIMIT,
  oneLine,
  type RenderTextOptions,
  type Say,
  sayIn,
  snapshotIn,
  TEXT_EN,
} from "./text.ts";

/** Longest value shown for a changed field before it is cut with `…`. */
const MAX_VALUE_CHARS = 80;

function short(value: unknown): string {
  const text = oneLine(typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value));
  const points = [...text];
  return points.length > MAX_VALUE_CHARS
    ? points.slice(0, MAX_VALUE_CHARS - 1).join("") + "…"
    : text;
}

function itemDetails(item: ReviewItem, say: Say): string[] {
  const d = item.details;
  const out: string[] = [];
  for (const u of d.reference_updates ?? []) {
    out.push(`${u.kind} ${u.record_id} r${u.pinned_revision}→r${u.latest_revision}`);
  }
  for (const a of d.acknowledgements ?? []) {
    out.push(say("review_acknowledgement", {
      status: a.status,
      dossier: a.dossier_id,
      decision_revision: a.decision_revision,
      dossier_revision: a.dossier_revision,
      current_decision_revision: a.current_decision_revision,
      current_dossier_revision: a.current_dossier_revision,
    }));
  }
  if (d.evidence) {
    out.push(Object.entries(d.evidence).map(([k, v]) => `${k} ${v}`).join(", "));
  }
  if (d.evidence_conflict) {
    const c = d.evidence_conflict;
    out.push(
      say("review_conflict", { supports: c.supports, contradicts: c.contradicts }) +
        c.passage_ids.map((p) => say("review_both_ways", { passage: p })).join(""),
    );
  }
  for (const s of d.source_updates ?? []) {
    out.push(`${s.source_id} v${s.cited_version}→v${s.latest_version}`);
  }
  return out;
}

/**
 * The review as bounded text: at most `limit` item lines.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * import { editorialReviewView } from "./review.ts";
 * declare const archive: LoadedArchive;
 * renderReview(editorialReviewView(archive), 50);
 * // "Editorial review · 0 items · snapshot 872382c6…" (all 64 digits), then "Nothing to
 * // review: …" when no pin is behind, no acknowledgement outdated and no cited source newer
 * renderReview(editorialReviewView(archive), 50, { text: messages("de").researchText });
 * // "Redaktionelle Prüfung · 0 Einträge · Snapshot 872382c6…", then "Nichts zu prüfen: …"
 * ```
 */
export function renderReview(
  review: EditorialReview,
  limit = DEFAULT_TEXT_LIMIT,
  options: RenderTextOptions = {},
): string {
  const t = options.text ?? TEXT_EN;
  const say = sayIn(t);
  const head = say("review_heading", {
    items: countIn(t, "item", review.counts.items),
    snapshot: snapshotIn(t, review.snapshot),
  });
  if (review.counts.items === 0) return `${head}\n${t.review_empty}\n`;
  // `items` may hold only the first ones (at least `limit`): `counts.items` says how many.
  const lines = review.items.slice(0, limit).map((item) =>
    `${item.kind} ${item.record_id} r${item.revision} ${short(item.title)}: ${
      item.flags.join(", ")
    } — ${itemDetails(item, say).join("; ")}`
  );
  return [
    head,
    ...boundLinesIn(t, lines, limit, "more_items", review.counts.items),
    t.review_flags_note,
  ].join("\n") + "\n";
}

/**
 * Decision impact as bounded text: at most `limit` lines under the heading.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * import { decisionImpactView } from "./impact.ts";
 * declare const archive: LoadedArchive;
 * renderDecisionImpact(decisionImpactView(archive, "dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T"), 50);
 * // e.g. 'Decision dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T r1 "Keep the fire" · pins current · …'
 * ```
 */
export function renderDecisionImpact(
  impact: DecisionImpact,
  limit = DEFAULT_TEXT_LIMIT,
  options: RenderTextOptions = {},
): string {
  const t = options.text ?? TEXT_EN;
  const say = sayIn(t);
  const d = impact.decision;
  // A pin behind the current revision with no review needed was settled by `mark-applied`.
  const moved = (impact.claim?.changed ?? false) || impact.dossiers.some((x) => x.changed);
  const state = impact.review_needed
    ? t.impact_review_needed
    : moved
    ? t.impact_marked_applied
    : t.impact_pins_current;
  const head = say("impact_heading", {
    id: d.decision_id,
    revision: d.revision,
    title: short(d.title),
    deviation: d.deviation_from_fact ? t.impact_deviation : "",
    state,
    snapshot: snapshotIn(t, impact.snapshot),
  });
  const lines: string[] = [];
  const c = impact.claim;
  if (c === null) lines.push(t.impact_no_claim);
  else {
    lines.push(say("impact_claim", {
      id: c.claim_id,
      title: short(c.title),
      pinned: c.pinned_revision,
      current: c.current_revision,
      unchanged: c.changed ? "" : t.impact_unchanged,
    }));
    for (const ch of c.field_changes) {
      lines.push(`  ${ch.field}: ${short(ch.old)} → ${short(ch.new)}`);
    }
  }
  for (const dos of impact.dossiers) {
    lines.push(say("impact_dossier", {
      id: dos.dossier_id,
      title: short(dos.title),
      pinned: dos.pinned_revision,
      current: dos.current_revision,
      unchanged: dos.changed ? "" : t.impact_unchanged,
    }));
    for (const ch of dos.field_changes) {
      lines.push(`  ${ch.field}: ${short(ch.old)} → ${short(ch.new)}`);
    }
    for (const s of dos.section_changes) {
      lines.push(say("impact_section", {
        name: s.heading === "" ? t.impact_before_first_heading : short(s.heading),
        occurrence: s.occurrence > 1 ? ` #${s.occurrence}` : "",
        change: s.change,
      }));
    }
  }
  const e = impact.evidence;
  if (e !== null) {
    lines.push(say("impact_evidence", {
      commit: e.baseline_commit,
      now: e.current.length,
      then: e.at_decision.length,
      added: e.added.length,
      retracted: e.retracted.length,
      revised: e.revised.length,
    }));
    const byId = new Map([...e.at_decision, ...e.current].map((l) => [l.evidence_link_id, l]));
    const describe = (id: string) => {
      const l = byId.get(id)!;
      return say("impact_link", {
        id,
        relation: l.relation,
        passage: l.passage_id,
        revision: l.claim_revision,
      });
    };
    for (const id of e.added) lines.push(say("impact_added", { link: describe(id) }));
    for (const id of e.retracted) lines.push(say("impact_retracted", { link: describe(id) }));
    for (const r of e.revised) {
      lines.push(say("impact_revised", {
        id: r.evidence_link_id,
        from: r.from_revision,
        to: r.to_revision,
      }));
    }
  }
  for (const a of impact.acknowledgements) {
    const l = a.latest;
    lines.push(
      l === null
        ? say("impact_no_acknowledgement", { dossier: a.dossier_id })
        : say("impact_acknowledgement", {
          dossier: a.dossier_id,
          status: l.status,
          decision_revision: l.decision_revision,
          dossier_revision: l.dossier_revision,
          stale: a.stale ? t.impact_stale : "",
        }),
    );
  }
  return [head, ...boundLinesIn(t, lines, limit, "more_lines")].join("\n") + "\n";
}
