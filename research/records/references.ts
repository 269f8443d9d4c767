/**
 * References between records: every id a record names must exist in the archive with the
 * right kind, every pinned revision must exist, and a missing pin is filled with the current
 * revision only when the caller's read is guarded (a creation, or a revision with an explicit
 * snapshot). SPEC 4.1: "new or changed associations need explicit revision flags (or a
 * dossier-revisions map) when the snapshot is omitted".
 *
 * A passage whose source version is withdrawn or purged is unavailable evidence: a new
 * evidence link or a passage newly added to a dossier's `evidence_ids` is refused (400). A
 * passage a record already cited before the tombstone stays citable in its later revisions
 * (retracting such a link, or editing such a dossier's body, must still work).
 *
 * @module
 */

import type { ArchiveState, RecordState } from "../store/state.ts";
import { versionAvailability } from "../store/tombstones.ts";
import type { AuthoredKind } from "../types.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * The record `id` of `kind`, or a 400 naming what is missing.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * requireRecord(emptyState(), "claim", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "claim_id");
 * // throws UsageError: "claim_id": no claim clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T in this archive
 * ```
 */
export function requireRecord(
  state: ArchiveState,
  kind: AuthoredKind,
  id: string,
  field = "id",
): RecordState {
  const r = state.records.get(id);
  if (!r || r.kind !== kind) {
    throw usageError("ref.no_record", { field, kind: { term: kind }, id });
  }
  return r;
}

function pin(
  state: ArchiveState,
  kind: AuthoredKind,
  id: string,
  given: unknown,
  field: string,
  autoPin: boolean,
): number {
  const r = requireRecord(state, kind, id, field.replace(/_revision$/, "_id"));
  const latest = r.revisions.length;
  if (given == null) {
    if (!autoPin) {
      throw usageError("ref.pin_needed", { field, id });
    }
    return latest;
  }
  if ((given as number) > latest) {
    throw usageError("ref.no_pinned_revision", {
      field,
      kind: { term: kind },
      id,
      given: String(given),
      latest,
    });
  }
  return given as number;
}

/**
 * Checks every reference of `record` against `state` and fills missing pins when `autoPin`;
 * returns the record with its pins set. Passages must exist, and those it newly cites (not
 * in `previous`, the current revision when this is a later one) must be available; a claim
 * relation may not link a claim to itself.
 *
 * @example
 * ```ts
 * import { emptyState } from "../store/state.ts";
 * import { createRecord } from "./kinds.ts";
 * const claim = createRecord("claim", { title: "Mill fire", statement: "It burned in 1893." });
 * resolvePins("claim", claim, emptyState(), true).dossier_revision; // null: it names no dossier
 * ```
 */
export function resolvePins(
  kind: AuthoredKind,
  record: Record<string, unknown>,
  state: ArchiveState,
  autoPin: boolean,
  previous?: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out = { ...record };
  switch (kind) {
    case "dossier": {
      const cited = new Set((previous?.evidence_ids ?? []) as string[]);
      for (const id of out.evidence_ids as string[]) {
        requirePassage(state, id, "evidence_ids", { available: !cited.has(id) });
      }
      break;
    }
    case "claim":
      pinOptional(out, state, "dossier", "dossier_id", "dossier_revision", autoPin);
      break;
    case "evidence_link":
      requirePassage(state, out.passage_id as string, "passage_id", {
        available: previous === undefined,
      });
      out.claim_revision = pin(
        state,
        "claim",
        out.claim_id as string,
        out.claim_revision,
        "claim_revision",
        autoPin,
      );
      break;
    case "decision": {
      pinOptional(out, state, "claim", "claim_id", "claim_revision", autoPin);
      const given = out.dossier_revisions as Record<string, number>;
      const ids = out.dossier_ids as string[];
      for (const id of Object.keys(given)) {
        if (!ids.includes(id)) {
          throw usageError("ref.pin_not_listed", { id });
        }
      }
      const pins: Record<string, number> = {};
      for (const id of ids) {
        pins[id] = pin(state, "dossier", id, given[id], `dossier_revisions.${id}`, autoPin);
      }
      out.dossier_revisions = pins;
      break;
    }
    case "manuscript_claim_link": {
      const ref = out.claim_ref as { claim_id: string; claim_revision: number };
      pin(state, "claim", ref.claim_id, ref.claim_revision, "claim_ref.claim_revision", false);
      break;
    }
    case "claim_relation":
      if (out.from_claim_id === out.to_claim_id) {
        throw usageError("ref.self_relation");
      }
      out.from_claim_revision = pin(
        state,
        "claim",
        out.from_claim_id as string,
        out.from_claim_revision,
        "from_claim_revision",
        autoPin,
      );
      out.to_claim_revision = pin(
        state,
        "claim",
        out.to_claim_id as string,
        out.to_claim_revision,
        "to_claim_revision",
        autoPin,
      );
      break;
  }
  return out;
}

/** Pins an optional association (`idField` may be null; then its pin must be null too). */
function pinOptional(
  out: Record<string, unknown>,
  state: ArchiveState,
  kind: AuthoredKind,
  idField: string,
  revisionField: string,
  autoPin: boolean,
): void {
  if (out[idField] !== null) {
    out[revisionField] = pin(
      state,
      kind,
      out[idField] as string,
      out[revisionField],
      revisionField,
      autoPin,
    );
  } else if (out[revisionField] !== null) {
    throw usageError("ref.revision_needs_id", { revisionField, idField });
  }
}

/**
 * Refuses a passage id that names no passage of this archive, and (unless `available` is
 * false) one whose source version is withdrawn or purged: invalid or unavailable evidence is
 * a 400 (SPEC 7).
 */
function requirePassage(
  state: ArchiveState,
  id: string,
  field: string,
  options: { available?: boolean } = {},
): void {
  const p = state.passages.get(id);
  if (!p) {
    throw usageError("ref.no_passage", { field, id });
  }
  if (options.available === false) return;
  const availability = versionAvailability(state, p.version_id);
  if (availability !== "available") {
    throw usageError("ref.unavailable_passage", {
      field,
      id,
      version: p.version_id,
      availability: { term: availability },
    });
  }
}
