/**
 * The authored record kinds (SPEC 2.7): their fields, which of them a revision may change, and
 * how a request becomes a stored record. A stored record always carries every field of its
 * kind (absent optional values are `null`), so a revision is the full record, never a delta.
 *
 * Choices where SPEC is silent, written down here:
 * - Evidence-link relations are `supports` (default), `contradicts`, `qualifies` and
 *   `mentions`.
 * - Evidence links and claim relations carry `state` (`active` or `retracted`); retracting is a
 *   revision that sets `state` to `retracted`, so history keeps the earlier one.
 * - Immutable (never changed by a revision): a link's `claim_id` and `passage_id`, a relation's
 *   endpoints, and a dossier's `images` (only the dossier-image command adds images). Changing
 *   what a link is about means a new link, not a rewritten one.
 * - `review_needed` on decisions and relations is computed when read (a pinned revision is
 *   behind the current one, or a decision's latest acknowledgement reopened it), never
 *   stored, so it cannot go stale.
 *
 * @module
 */

import type { IdPrefix } from "../store/id_format.ts";
import type { AuthoredKind } from "../types.ts";
import * as f from "./fields.ts";
import { usageError } from "../keyed_errors.ts";

/** Claim confidence values, as stored (display labels never rename them). */
export const CONFIDENCES = ["hypothetical", "evidenced", "disputed"] as const;
/** Evidence-link relations; `supports` is the default. */
export const EVIDENCE_RELATIONS = ["supports", "contradicts", "qualifies", "mentions"] as const;
/** Claim-relation values accepted as input; `results_in` is stored as `causes`. */
export const RELATION_INPUTS = ["causes", "results_in"] as const;
/** States of links and relations. */
export const LINK_STATES = ["active", "retracted"] as const;
/** Every authored kind. */
export const AUTHORED_KINDS: readonly AuthoredKind[] = [
  "dossier",
  "claim",
  "evidence_link",
  "decision",
  "claim_relation",
  "manuscript_claim_link",
];

/** Id prefix of each authored kind. */
export const ID_PREFIX: Readonly<Record<AuthoredKind, IdPrefix>> = {
  dossier: "dos",
  claim: "clm",
  evidence_link: "evl",
  decision: "dec",
  claim_relation: "rel",
  manuscript_claim_link: "mcl",
};

interface Field {
  /** Parses one input value (already known to be present and not `undefined`). */
  readonly parse: (value: unknown, field: string) => unknown;
  /** Value when the field is absent at creation; `undefined` means required. */
  readonly default?: () => unknown;
  /** Never changed by a revision. */
  readonly immutable?: boolean;
}

const nullable = (parse: Field["parse"]): Field["parse"] => (v, field) =>
  v === null ? null : parse(v, field);

const revisionMap: Field["parse"] = (v, field) => {
  const o = f.plainObject(v, field);
  const out: Record<string, number> = {};
  for (const [id, rev] of Object.entries(o)) {
    f.recordId(id, `${field} key`, "dos");
    out[id] = f.revisionNumber(rev, `${field}.${id}`);
  }
  return out;
};

const FIELDS: Readonly<Record<AuthoredKind, Readonly<Record<string, Field>>>> = {
  dossier: {
    title: { parse: f.title },
    body: { parse: (v, k) => f.text(v, k, { max: f.MAX_BODY_CHARS }), default: () => "" },
    evidence_ids: { parse: (v, k) => f.idList(v, k, "psg"), default: () => [] },
    images: { parse: imagesField, default: () => [], immutable: true },
  },
  claim: {
    title: { parse: f.title },
    statement: { parse: (v, k) => f.text(v, k, { required: true }) },
    confidence: { parse: (v, k) => f.oneOf(v, k, CONFIDENCES), default: () => "hypothetical" },
    dossier_id: { parse: nullable((v, k) => f.recordId(v, k, "dos")), default: () => null },
    dossier_revision: { parse: nullable(f.revisionNumber), default: () => null },
    time_period: {
      parse: nullable((v, k) => f.text(v, k, { max: f.MAX_TITLE_CHARS })),
      default: () => null,
    },
  },
  evidence_link: {
    claim_id: { parse: (v, k) => f.recordId(v, k, "clm"), immutable: true },
    passage_id: { parse: (v, k) => f.recordId(v, k, "psg"), immutable: true },
    relation: {
      parse: (v, k) => f.oneOf(v, k, EVIDENCE_RELATIONS),
      default: () => "supports",
    },
    rationale: { parse: nullable((v, k) => f.text(v, k)), default: () => null },
    reviewer: { parse: nullable(f.title), default: () => null },
    actor: { parse: f.title, default: () => "local-author" },
    claim_revision: { parse: nullable(f.revisionNumber), default: () => null },
    state: { parse: (v, k) => f.oneOf(v, k, LINK_STATES), default: () => "active" },
  },
  decision: {
    title: { parse: f.title },
    rationale: { parse: (v, k) => f.text(v, k), default: () => "" },
    claim_id: { parse: nullable((v, k) => f.recordId(v, k, "clm")), default: () => null },
    claim_revision: { parse: nullable(f.revisionNumber), default: () => null },
    dossier_ids: { parse: (v, k) => f.idList(v, k, "dos"), default: () => [] },
    dossier_revisions: { parse: revisionMap, default: () => ({}) },
    deviation_from_fact: { parse: f.bool, default: () => false },
  },
  claim_relation: {
    from_claim_id: { parse: (v, k) => f.recordId(v, k, "clm"), immutable: true },
    to_claim_id: { parse: (v, k) => f.recordId(v, k, "clm"), immutable: true },
    from_claim_revision: { parse: nullable(f.revisionNumber), default: () => null },
    to_claim_revision: { parse: nullable(f.revisionNumber), default: () => null },
    relation: {
      parse: (v, k) => (f.oneOf(v, k, RELATION_INPUTS), "causes"),
      default: () => "causes",
    },
    rationale: { parse: nullable((v, k) => f.text(v, k)), default: () => null },
    actor: { parse: f.title, default: () => "local-author" },
    state: { parse: (v, k) => f.oneOf(v, k, LINK_STATES), default: () => "active" },
  },
  // Created only by linking a manuscript selection (its anchor is checked there) and
  // re-anchored only by reconciliation; a plain revision changes `state` or `note`.
  manuscript_claim_link: {
    claim_ref: { parse: claimRef, immutable: true },
    anchor: { parse: f.plainObject, immutable: true },
    state: { parse: (v, k) => f.oneOf(v, k, LINK_STATES), default: () => "active" },
    note: { parse: nullable((v, k) => f.text(v, k, { max: 2000 })), default: () => null },
    actor: { parse: f.title, default: () => "local-author" },
  },
};

function claimRef(value: unknown, field: string): { claim_id: string; claim_revision: number } {
  const o = f.plainObject(value, field);
  return {
    claim_id: f.recordId(o.claim_id, `${field}.claim_id`, "clm"),
    claim_revision: f.revisionNumber(o.claim_revision, `${field}.claim_revision`),
  };
}

function imagesField(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw usageError("field.list", { field });
  return value.map((v) => f.plainObject(v, field));
}

/**
 * Checks a kind name from a request.
 *
 * @example
 * ```ts
 * authoredKind("claim"); // "claim"
 * ```
 */
export function authoredKind(value: unknown): AuthoredKind {
  return f.oneOf(value, "kind", AUTHORED_KINDS);
}

/**
 * The field names of a kind, in stored order.
 *
 * @example
 * ```ts
 * fieldNames("claim").includes("statement"); // true
 * ```
 */
export function fieldNames(kind: AuthoredKind): string[] {
  return Object.keys(FIELDS[kind]);
}

/**
 * Builds revision 1 of a record from request fields: unknown fields are refused, required
 * ones must be present, absent optional ones take their defaults. References are not checked
 * here (see `references.ts`).
 *
 * @example
 * ```ts
 * createRecord("claim", { title: "T", statement: "S" }).confidence; // "hypothetical"
 * ```
 */
export function createRecord(
  kind: AuthoredKind,
  input: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const spec = FIELDS[kind];
  refuseUnknown(kind, input);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) {
    const v = input[name];
    if (v === undefined) {
      if (!field.default) throw usageError("field.required", { kind: { term: kind }, name });
      out[name] = field.default();
    } else {
      out[name] = field.parse(v, name);
    }
  }
  return out;
}

/**
 * Applies a revision's `changes` to the current record: unknown fields and immutable ones are
 * refused, the rest are parsed. When an association id changes and its pin is not given, the
 * pin becomes `null` so that `resolvePins` pins it or asks for it.
 *
 * @example
 * ```ts
 * const current = createRecord("claim", { title: "Mill fire", statement: "It burned in 1893." });
 * applyChanges("claim", current, { confidence: "evidenced" }).confidence; // "evidenced"
 * applyChanges("claim", current, { colour: "red" }); // throws UsageError: unknown field
 * ```
 */
export function applyChanges(
  kind: AuthoredKind,
  current: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const spec = FIELDS[kind];
  refuseUnknown(kind, changes);
  const out: Record<string, unknown> = { ...current };
  for (const [name, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    if (spec[name].immutable) {
      throw usageError("field.immutable", { name, kind: { term: kind } });
    }
    out[name] = spec[name].parse(v, name);
  }
  unpinChangedAssociations(kind, current, changes, out);
  return out;
}

function unpinChangedAssociations(
  kind: AuthoredKind,
  current: Readonly<Record<string, unknown>>,
  changes: Readonly<Record<string, unknown>>,
  out: Record<string, unknown>,
): void {
  const pairs: [string, string][] = kind === "claim"
    ? [["dossier_id", "dossier_revision"]]
    : kind === "decision"
    ? [["claim_id", "claim_revision"]]
    : [];
  for (const [id, pin] of pairs) {
    if (out[id] !== current[id] && changes[pin] === undefined) out[pin] = null;
    if (out[id] === null) out[pin] = null;
  }
  if (kind === "decision") {
    const given = (changes.dossier_revisions ?? {}) as Record<string, number>;
    const old = current.dossier_revisions as Record<string, number>;
    const next: Record<string, number> = {};
    for (const id of out.dossier_ids as string[]) {
      const pin = given[id] ?? (changes.dossier_revisions === undefined ? old[id] : undefined);
      if (pin !== undefined) next[id] = pin;
    }
    out.dossier_revisions = next;
  }
}

function refuseUnknown(kind: AuthoredKind, input: Readonly<Record<string, unknown>>): void {
  const spec = FIELDS[kind];
  for (const name of Object.keys(input)) {
    if (!Object.hasOwn(spec, name)) {
      throw usageError("field.unknown", {
        name,
        kind: { term: kind },
        fields: Object.keys(spec).join(", "),
      });
    }
  }
}

/**
 * A kind's name for messages (`evidence link`).
 *
 * @example
 * ```ts
 * label("claim_relation"); // "claim relation"
 * ```
 */
export function label(kind: AuthoredKind): string {
  return kind.replace("_", " ");
}
