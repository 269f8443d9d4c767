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
import { boundLines, counted, DEFAULT_TEXT_LIMIT, oneLine, snapshotLabel } from "./text.ts";

/** Longest value shown for a changed field before it is cut with `…`. */
const MAX_VALUE_CHARS = 80;

function short(value: unknown): string {
  const text = oneLine(typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value));
  const points = [...text];
  return points.length > MAX_VALUE_CHARS
    ? points.slice(0, MAX_VALUE_CHARS - 1).join("") + "…"
    : text;
}

function itemDetails(item: ReviewItem): string[] {
  const d = item.details;
  const out: string[] = [];
  for (const u of d.reference_updates ?? []) {
    out.push(`${u.kind} ${u.record_id} r${u.pinned_revision}→r${u.latest_revision}`);
  }
  for (const a of d.acknowledgements ?? []) {
    out.push(
      `${a.status} for ${a.dossier_id} at decision r${a.decision_revision}/dossier ` +
        `r${a.dossier_revision} (now r${a.current_decision_revision}/r${a.current_dossier_revision})`,
    );
  }
  if (d.evidence) {
    out.push(Object.entries(d.evidence).map(([k, v]) => `${k} ${v}`).join(", "));
  }
  if (d.evidence_conflict) {
    const c = d.evidence_conflict;
    out.push(
      `supports ${c.supports}, contradicts ${c.contradicts}` +
        c.passage_ids.map((p) => `; ${p} both ways`).join(""),
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
 * import { editorialReviewView } from "./review.ts";
 * declare const archive: LoadedArchive;
 * renderReview(editorialReviewView(archive), 50);
 * // "Editorial review · 0 items · snapshot 872382c6…" (all 64 digits), then "Nothing to
 * // review: …" when no pin is behind, no acknowledgement outdated and no cited source newer
 * ```
 */
export function renderReview(review: EditorialReview, limit = DEFAULT_TEXT_LIMIT): string {
  const head = `Editorial review · ${counted(review.counts.items, "item")} · snapshot ${
    snapshotLabel(review.snapshot)
  }`;
  if (review.items.length === 0) {
    return `${head}\nNothing to review: no pin is behind, no acknowledgement is outdated, ` +
      "no evidenced claim lacks support, no claim has conflicting evidence and no cited " +
      "source has a newer version.\n";
  }
  const lines = review.items.map((item) =>
    `${item.kind} ${item.record_id} r${item.revision} ${short(item.title)}: ${
      item.flags.join(", ")
    } — ${itemDetails(item).join("; ")}`
  );
  return [
    head,
    ...boundLines(lines, limit, "item"),
    "Flags are structural review signals, not judgements of the content.",
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
): string {
  const d = impact.decision;
  // A pin behind the current revision with no review needed was settled by `mark-applied`.
  const moved = (impact.claim?.changed ?? false) || impact.dossiers.some((x) => x.changed);
  const state = impact.review_needed ? "review needed" : moved ? "marked applied" : "pins current";
  const head = `Decision ${d.decision_id} r${d.revision} ${short(d.title)}` +
    (d.deviation_from_fact ? " (deviation from fact)" : "") +
    ` · ${state} · snapshot ${snapshotLabel(impact.snapshot)}`;
  const lines: string[] = [];
  const c = impact.claim;
  if (c === null) lines.push("Claim: none pinned");
  else {
    lines.push(
      `Claim ${c.claim_id} ${short(c.title)}: pinned r${c.pinned_revision}, current ` +
        `r${c.current_revision}${c.changed ? "" : " (unchanged)"}`,
    );
    for (const ch of c.field_changes) {
      lines.push(`  ${ch.field}: ${short(ch.old)} → ${short(ch.new)}`);
    }
  }
  for (const dos of impact.dossiers) {
    lines.push(
      `Dossier ${dos.dossier_id} ${short(dos.title)}: pinned r${dos.pinned_revision}, current ` +
        `r${dos.current_revision}${dos.changed ? "" : " (unchanged)"}`,
    );
    for (const ch of dos.field_changes) {
      lines.push(`  ${ch.field}: ${short(ch.old)} → ${short(ch.new)}`);
    }
    for (const s of dos.section_changes) {
      const name = s.heading === "" ? "(before the first heading)" : short(s.heading);
      lines.push(`  section ${name}${s.occurrence > 1 ? ` #${s.occurrence}` : ""}: ${s.change}`);
    }
  }
  const e = impact.evidence;
  if (e !== null) {
    lines.push(
      `Evidence since commit ${e.baseline_commit}: ${e.current.length} active now ` +
        `(${e.at_decision.length} then), ${e.added.length} added, ${e.retracted.length} ` +
        `retracted, ${e.revised.length} revised`,
    );
    const byId = new Map([...e.at_decision, ...e.current].map((l) => [l.evidence_link_id, l]));
    const describe = (id: string) => {
      const l = byId.get(id)!;
      return `${id} (${l.relation} ${l.passage_id}, claim r${l.claim_revision})`;
    };
    for (const id of e.added) lines.push(`  added ${describe(id)}`);
    for (const id of e.retracted) lines.push(`  retracted ${describe(id)}`);
    for (const r of e.revised) {
      lines.push(`  revised ${r.evidence_link_id} r${r.from_revision}→r${r.to_revision}`);
    }
  }
  for (const a of impact.acknowledgements) {
    const l = a.latest;
    lines.push(
      l === null
        ? `Acknowledgement for ${a.dossier_id}: none`
        : `Acknowledgement for ${a.dossier_id}: ${l.status} at decision r${l.decision_revision}, ` +
          `dossier r${l.dossier_revision}${a.stale ? " — stale" : ""}`,
    );
  }
  return [head, ...boundLines(lines, limit, "line")].join("\n") + "\n";
}
