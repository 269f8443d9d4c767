/**
 * What the long lists print of one claim, rendered once when the claim is revised and kept in
 * the materialised state (`claim_rows` of `schema.ts`): each text is exactly what
 * `prettyJsonChunks` (`src/codec/pretty_json_chunks.ts`) writes for the claim as an element of
 * a top-level list — `JSON.stringify(element, null, 2)` with every line break indented by four
 * spaces — built by the views' own functions (`servedFields`, `timelineEntry`, `matrixClaim`),
 * so a list joined from these texts is the list a replay prints, byte for byte.
 *
 * What depends on other records is left open and added on read (`list_text.ts`): the claim
 * list's `evidence_links` count, the matrix row's evidence counts and decision cells.
 *
 * @module
 */

import { servedFields } from "../records/served_fields.ts";
import type { RevisionState } from "../store/state.ts";
import { matrixClaim } from "../views/matrix.ts";
import { timelineEntry } from "../views/timeline.ts";

/** One claim's `claim_rows` columns. */
export interface ClaimRow {
  /** The dossier its current revision belongs to (the lists of one dossier filter on it). */
  readonly dossier_id: string | null;
  /** The claim list element without its `evidence_links` and closing brace. */
  readonly list_head: string;
  /** Where a placed claim sorts (`comparePlaced`: key, then label); null when unplaced. */
  readonly timeline_key: string | null;
  readonly timeline_label: string | null;
  /** The whole timeline entry (dated or unplaced). */
  readonly timeline_row: string;
  /** The matrix row without its `evidence`, `decisions` and closing brace. */
  readonly matrix_head: string;
}

/** The end of an element's text that {@linkcode openElement} takes off. */
const CLOSE = "\n    }";

/**
 * `value` as an element of a top-level list in `prettyJsonChunks`' output (without the line
 * break and indent before it).
 *
 * @example
 * ```ts
 * elementText({ a: 1 }); // '{\n      "a": 1\n    }'
 * ```
 */
export function elementText(value: unknown): string {
  return (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", "\n    ");
}

/** {@linkcode elementText} of a non-empty object, open for more members. */
function openElement(value: Record<string, unknown>): string {
  const text = elementText(value);
  if (!text.endsWith(CLOSE)) throw new TypeError("Not a non-empty object");
  return text.slice(0, -CLOSE.length);
}

/**
 * The `claim_rows` columns of a claim whose current revision is `rev` and whose first
 * revision was made at `createdAt`.
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const claim: RevisionState;
 * claimRow(claim, claim.at).list_head.startsWith('{\n      "record_id": '); // true
 * ```
 */
export function claimRow(rev: RevisionState, createdAt: string): ClaimRow {
  const timeline = timelineEntry(rev);
  const zero = { supports: 0, contradicts: 0, qualifies: 0, mentions: 0, total: 0 };
  const { evidence: _e, decisions: _d, ...head } = matrixClaim(
    rev,
    { ...zero, on_older_revision: 0 },
    [],
  );
  const dossier = rev.record.dossier_id;
  return {
    dossier_id: typeof dossier === "string" ? dossier : null,
    list_head: openElement(servedFields(rev, createdAt)),
    timeline_key: timeline.placed ? timeline.period.sort_key : null,
    timeline_label: timeline.placed ? timeline.period.label : null,
    timeline_row: elementText(timeline.entry),
    matrix_head: openElement(head),
  };
}
