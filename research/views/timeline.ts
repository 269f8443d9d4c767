/**
 * The timeline of claims (`research-timeline-local/1`, SPEC 2.7): every claim's current
 * revision, placed by its `time_period` label alone (`placePeriod`), never by a creation or
 * revision timestamp. Placed claims are `dated`, in chronological order (`comparePlaced`;
 * claims with the same period keep creation order); the rest are `unplaced`, in creation
 * order, each with the reason and a message. Labels are kept exactly as written.
 *
 * @module
 */

import { requireRecord } from "../records/references.ts";
import * as f from "../records/fields.ts";
import type { LoadedArchive } from "../store/load.ts";
import { latestRevision, type RevisionState } from "../store/state.ts";
import { comparePlaced, type PlacedPeriod, placePeriod, type UnplacedReason } from "./period.ts";

/** What every timeline entry says about its claim. */
export interface TimelineClaim {
  readonly claim_id: string;
  readonly revision: number;
  readonly title: string;
  readonly confidence: string;
  readonly dossier_id: string | null;
  readonly dossier_revision: number | null;
}

/** A claim placed on the timeline. */
export interface DatedEntry extends TimelineClaim {
  /** The label exactly as written. */
  readonly time_period: string;
  readonly precision: PlacedPeriod["precision"];
  readonly start: string;
  readonly end: string;
  readonly sort_key: string;
}

/** A claim that could not be placed. */
export interface UnplacedEntry extends TimelineClaim {
  /** The label exactly as written; null when the claim has none. */
  readonly time_period: string | null;
  readonly reason: UnplacedReason;
  readonly message: string;
}

/** `research-timeline-local/1`. */
export interface Timeline {
  readonly schema: "research-timeline-local/1";
  readonly project_id: string;
  readonly snapshot: string | null;
  /** The dossier the timeline is limited to, or null for every claim. */
  readonly dossier_id: string | null;
  readonly dated: DatedEntry[];
  readonly unplaced: UnplacedEntry[];
}

function claimOf(rev: RevisionState): TimelineClaim {
  const r = rev.record;
  return {
    claim_id: rev.record_id,
    revision: rev.revision,
    title: r.title as string,
    confidence: r.confidence as string,
    dossier_id: (r.dossier_id ?? null) as string | null,
    dossier_revision: (r.dossier_revision ?? null) as number | null,
  };
}

/** A claim's timeline entry: placed with its period (the sort order), or unplaced. */
export type TimelineEntry =
  | { readonly placed: true; readonly entry: DatedEntry; readonly period: PlacedPeriod }
  | { readonly placed: false; readonly entry: UnplacedEntry };

/**
 * The timeline entry of a claim's current revision `rev`: the same whatever else the archive
 * holds, so the materialised state keeps it per claim (`research/state/claim_rows.ts`).
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const claim: RevisionState;
 * const e = timelineEntry(claim);
 * e.placed ? e.entry.sort_key : e.entry.reason; // where it sorts, or why it is unplaced
 * ```
 */
export function timelineEntry(rev: RevisionState): TimelineEntry {
  const label = (rev.record.time_period ?? null) as string | null;
  const p = placePeriod(label);
  if (!p.placed) {
    return {
      placed: false,
      entry: { ...claimOf(rev), time_period: label, reason: p.reason, message: p.message },
    };
  }
  return {
    placed: true,
    period: p,
    entry: {
      ...claimOf(rev),
      time_period: p.label,
      precision: p.precision,
      start: p.start,
      end: p.end,
      sort_key: p.sort_key,
    },
  };
}

/**
 * The timeline of a loaded archive, optionally of the claims whose current revision belongs
 * to one dossier (an unknown dossier is a `UsageError`).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * timelineView(archive, { dossierId: null }).dated.map((e) => e.time_period);
 * // e.g. ["1848-03", "1849"]: every placed period, earliest first
 * ```
 */
export function timelineView(
  archive: LoadedArchive,
  options: { dossierId?: string | null } = {},
): Timeline {
  const dossierId = options.dossierId == null ? null : requireRecord(
    archive.state,
    "dossier",
    f.recordId(options.dossierId, "dossier_id", "dos"),
    "dossier_id",
  ).record_id;
  const placed: { entry: DatedEntry; period: PlacedPeriod }[] = [];
  const unplaced: UnplacedEntry[] = [];
  for (const record of archive.state.records.values()) {
    if (record.kind !== "claim") continue;
    const rev = latestRevision(record);
    if (dossierId !== null && rev.record.dossier_id !== dossierId) continue;
    const e = timelineEntry(rev);
    if (e.placed) placed.push(e);
    else unplaced.push(e.entry);
  }
  // Array.prototype.sort is stable, so equal periods keep creation order.
  placed.sort((a, b) => comparePlaced(a.period, b.period));
  return {
    schema: "research-timeline-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    dossier_id: dossierId,
    dated: placed.map((p) => p.entry),
    unplaced,
  };
}
