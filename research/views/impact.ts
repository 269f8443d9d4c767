/**
 * Decision impact (`research-decision-impact-local/1`, SPEC 4.2 `decision_impact`): what
 * changed under one decision since it pinned its claim and dossier revisions. All of it is
 * structure — which fields and sections differ between the pinned and the current revision,
 * which evidence links came or went, whether the latest acknowledgement still matches —
 * never a judgement of whether the decision still holds.
 *
 * Rules SPEC leaves open:
 * - The decision is read at its current revision; its pins are compared with the current
 *   revisions of the pinned records, field by field (`deepEqual`); a dossier's `body` is
 *   compared section by section (`extractSections`), sections matched by heading and, for a
 *   repeated heading, by its occurrence; a changed level counts as a change.
 * - Evidence is compared in commit order, never by timestamp: the baseline is the commit of
 *   the decision's current revision. A link is `added` when it is active now and was not
 *   then (new or re-activated), `retracted` when it was active then and is not now, `revised`
 *   when it was active both times at different revisions.
 * - Acknowledgements are listed for every dossier associated with the decision (its
 *   `dossier_ids` and the dossier of the claim revision it pins); one is `stale` when the
 *   decision or the dossier has a newer revision than the one acknowledged.
 *
 * @module
 */

import * as f from "../records/fields.ts";
import { fieldNames } from "../records/kinds.ts";
import { deepEqual } from "../records/merge.ts";
import { requireRecord } from "../records/references.ts";
import { extractSections } from "../records/sections.ts";
import { reviewNeeded } from "../records/view.ts";
import type { LoadedArchive } from "../store/load.ts";
import {
  latestAcknowledgements,
  latestRevision,
  type RecordState,
  type RevisionState,
} from "../store/state.ts";
import type { AuthoredKind } from "../types.ts";

/** A field whose value differs between two revisions. */
export interface FieldChange {
  readonly field: string;
  readonly old: unknown;
  readonly new: unknown;
}

/** A dossier body section that differs between two revisions. */
export interface SectionChange {
  /** Heading text; "" for the text before the first heading. */
  readonly heading: string;
  /** 1 for the first section with this heading, 2 for the second, … */
  readonly occurrence: number;
  readonly change: "added" | "removed" | "changed";
  readonly old_level: number | null;
  readonly new_level: number | null;
  readonly old: string | null;
  readonly new: string | null;
}

/** An evidence link as the impact lists it. */
export interface LinkSummary {
  readonly evidence_link_id: string;
  readonly revision: number;
  readonly passage_id: string;
  readonly relation: string;
  readonly claim_revision: number;
}

/** The latest acknowledgement for one associated dossier. */
export interface ImpactAcknowledgement {
  readonly dossier_id: string;
  readonly current_dossier_revision: number;
  readonly latest: {
    readonly status: "applied" | "review_needed";
    readonly decision_revision: number;
    readonly dossier_revision: number;
    readonly commit: number;
    readonly at: string;
    readonly actor: string;
    readonly note: string | null;
  } | null;
  readonly stale: boolean;
}

/** `research-decision-impact-local/1`. */
export interface DecisionImpact {
  readonly schema: "research-decision-impact-local/1";
  readonly project_id: string;
  readonly snapshot: string | null;
  readonly decision: {
    readonly decision_id: string;
    readonly revision: number;
    readonly title: string;
    readonly deviation_from_fact: boolean;
  };
  /** A pinned claim or dossier revision is behind the current one. */
  readonly review_needed: boolean;
  readonly claim: {
    readonly claim_id: string;
    readonly title: string;
    readonly pinned_revision: number;
    readonly current_revision: number;
    readonly changed: boolean;
    readonly field_changes: FieldChange[];
  } | null;
  readonly dossiers: {
    readonly dossier_id: string;
    readonly title: string;
    readonly pinned_revision: number;
    readonly current_revision: number;
    readonly changed: boolean;
    /** Fields other than `body`. */
    readonly field_changes: FieldChange[];
    readonly section_changes: SectionChange[];
  }[];
  readonly evidence: {
    readonly baseline_commit: number;
    readonly at_decision: LinkSummary[];
    readonly current: LinkSummary[];
    readonly added: string[];
    readonly retracted: string[];
    readonly revised: { evidence_link_id: string; from_revision: number; to_revision: number }[];
  } | null;
  readonly acknowledgements: ImpactAcknowledgement[];
}

/** The fields of a kind whose values differ between two revisions' records. */
function fieldChanges(
  kind: AuthoredKind,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  skip: readonly string[] = [],
): FieldChange[] {
  return fieldNames(kind).filter((name) =>
    !skip.includes(name) && !deepEqual(before[name] ?? null, after[name] ?? null)
  ).map((name) => ({ field: name, old: before[name] ?? null, new: after[name] ?? null }));
}

/**
 * The sections of two dossier bodies that differ (see the module doc for how they match).
 *
 * @example
 * ```ts
 * sectionChanges("# A\nx\n", "# A\ny\n# B\n");
 * // [{ heading: "A", occurrence: 1, change: "changed", old_level: 1, new_level: 1,
 * //    old: "x\n", new: "y\n" },
 * //  { heading: "B", occurrence: 1, change: "added", old_level: null, new_level: 1,
 * //    old: null, new: "" }]
 * ```
 */
export function sectionChanges(before: string, after: string): SectionChange[] {
  const keyed = (body: string) => {
    const seen = new Map<string, number>();
    return extractSections(body).map((s) => {
      const n = (seen.get(s.heading) ?? 0) + 1;
      seen.set(s.heading, n);
      return { key: `${n}\u0000${s.heading}`, occurrence: n, section: s };
    });
  };
  const old = keyed(before);
  const oldByKey = new Map(old.map((s) => [s.key, s]));
  const newKeys = new Set<string>();
  const out: SectionChange[] = [];
  for (const s of keyed(after)) {
    newKeys.add(s.key);
    const o = oldByKey.get(s.key);
    if (o && o.section.body === s.section.body && o.section.level === s.section.level) continue;
    out.push({
      heading: s.section.heading,
      occurrence: s.occurrence,
      change: o ? "changed" : "added",
      old_level: o ? o.section.level : null,
      new_level: s.section.level,
      old: o ? o.section.body : null,
      new: s.section.body,
    });
  }
  for (const o of old) {
    if (newKeys.has(o.key)) continue;
    out.push({
      heading: o.section.heading,
      occurrence: o.occurrence,
      change: "removed",
      old_level: o.section.level,
      new_level: null,
      old: o.section.body,
      new: null,
    });
  }
  return out;
}

function linkSummary(rev: RevisionState): LinkSummary {
  return {
    evidence_link_id: rev.record_id,
    revision: rev.revision,
    passage_id: rev.record.passage_id as string,
    relation: rev.record.relation as string,
    claim_revision: rev.record.claim_revision as number,
  };
}

/** The revision of a record that was current right after `commit`, or null before it existed. */
function revisionAt(record: RecordState, commit: number): RevisionState | null {
  let found: RevisionState | null = null;
  for (const rev of record.revisions) {
    if (rev.commit > commit) break;
    found = rev;
  }
  return found;
}

function evidenceImpact(
  archive: LoadedArchive,
  claimId: string,
  baseline: number,
): NonNullable<DecisionImpact["evidence"]> {
  const then: RevisionState[] = [];
  const now: RevisionState[] = [];
  for (const record of archive.state.records.values()) {
    if (record.kind !== "evidence_link" || record.revisions[0].record.claim_id !== claimId) {
      continue;
    }
    const before = revisionAt(record, baseline);
    if (before?.record.state === "active") then.push(before);
    const current = latestRevision(record);
    if (current.record.state === "active") now.push(current);
  }
  const thenById = new Map(then.map((r) => [r.record_id, r]));
  const nowIds = new Set(now.map((r) => r.record_id));
  return {
    baseline_commit: baseline,
    at_decision: then.map(linkSummary),
    current: now.map(linkSummary),
    added: now.filter((r) => !thenById.has(r.record_id)).map((r) => r.record_id),
    retracted: then.filter((r) => !nowIds.has(r.record_id)).map((r) => r.record_id),
    revised: now.flatMap((r) => {
      const b = thenById.get(r.record_id);
      return b && b.revision !== r.revision
        ? [{ evidence_link_id: r.record_id, from_revision: b.revision, to_revision: r.revision }]
        : [];
    }),
  };
}

function associatedDossiers(archive: LoadedArchive, decision: RevisionState): string[] {
  const ids = [...(decision.record.dossier_ids as string[])];
  const claimId = decision.record.claim_id;
  if (typeof claimId === "string") {
    const pinned = archive.state.records.get(claimId)!
      .revisions[(decision.record.claim_revision as number) - 1];
    const dossierId = pinned.record.dossier_id;
    if (typeof dossierId === "string" && !ids.includes(dossierId)) ids.push(dossierId);
  }
  return ids;
}

/**
 * The impact view of one decision (an unknown id is a `UsageError`).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const impact = decisionImpactView(archive, "dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * impact.claim?.field_changes; // [] while the pinned claim revision is the current one
 * decisionImpactView(archive, "dec_1"); // throws UsageError: not a full dec_ id
 * ```
 */
export function decisionImpactView(archive: LoadedArchive, id: unknown): DecisionImpact {
  const decisionId = f.recordId(id, "id", "dec");
  const record = requireRecord(archive.state, "decision", decisionId, "id");
  const decision = latestRevision(record);
  const r = decision.record;
  const records = archive.state.records;
  let claim: DecisionImpact["claim"] = null;
  let evidence: DecisionImpact["evidence"] = null;
  if (typeof r.claim_id === "string") {
    const c = records.get(r.claim_id)!;
    const pinned = c.revisions[(r.claim_revision as number) - 1];
    const current = latestRevision(c);
    const changes = fieldChanges("claim", pinned.record, current.record);
    claim = {
      claim_id: c.record_id,
      title: current.record.title as string,
      pinned_revision: pinned.revision,
      current_revision: current.revision,
      changed: pinned.revision !== current.revision,
      field_changes: changes,
    };
    evidence = evidenceImpact(archive, c.record_id, decision.commit);
  }
  const dossiers = Object.entries(r.dossier_revisions as Record<string, number>).map(
    ([dossierId, pin]) => {
      const d = records.get(dossierId)!;
      const pinned = d.revisions[pin - 1];
      const current = latestRevision(d);
      return {
        dossier_id: dossierId,
        title: current.record.title as string,
        pinned_revision: pin,
        current_revision: current.revision,
        changed: pin !== current.revision,
        field_changes: fieldChanges("dossier", pinned.record, current.record, ["body"]),
        section_changes: sectionChanges(
          String(pinned.record.body ?? ""),
          String(current.record.body ?? ""),
        ),
      };
    },
  );
  const acks = latestAcknowledgements(archive.state);
  const acknowledgements = associatedDossiers(archive, decision).map((dossierId) => {
    const e = acks.get(`${decisionId} ${dossierId}`);
    const currentDossier = records.get(dossierId)!.revisions.length;
    return {
      dossier_id: dossierId,
      current_dossier_revision: currentDossier,
      latest: e
        ? {
          status: e.status,
          decision_revision: e.decision_revision,
          dossier_revision: e.dossier_revision,
          commit: e.commit,
          at: e.at,
          actor: e.actor,
          note: e.note ?? null,
        }
        : null,
      stale: e !== undefined &&
        (e.decision_revision < decision.revision || e.dossier_revision < currentDossier),
    };
  });
  return {
    schema: "research-decision-impact-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    decision: {
      decision_id: decisionId,
      revision: decision.revision,
      title: r.title as string,
      deviation_from_fact: r.deviation_from_fact as boolean,
    },
    review_needed: reviewNeeded(archive, decision),
    claim,
    dossiers,
    evidence,
    acknowledgements,
  };
}
