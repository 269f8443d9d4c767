/**
 * The fields of a revision as every view serves them, before anything derived from other
 * records: identity, the stored fields in the kind's order, revision and timestamps. Pure, so
 * that the materialised state (`research/state/claim_rows.ts`) renders list rows with the very
 * code the views use (`recordFields` of `view.ts`).
 *
 * @module
 */

import type { RevisionState } from "../store/state.ts";
import { fieldNames } from "./kinds.ts";

/**
 * `record_id`, `kind`, the stored fields (the log keeps keys sorted; they are served in the
 * kind's field order, any other after them), `revision`, `created_at` (the record's first
 * revision's `at`, given) and `revised_at`.
 *
 * @example
 * ```ts
 * import type { RevisionState } from "../store/state.ts";
 * declare const rev: RevisionState;
 * servedFields(rev, "2026-01-01T00:00:00Z").created_at; // "2026-01-01T00:00:00Z"
 * ```
 */
export function servedFields(rev: RevisionState, createdAt: string): Record<string, unknown> {
  const out: Record<string, unknown> = { record_id: rev.record_id, kind: rev.kind };
  for (const name of fieldNames(rev.kind)) {
    if (Object.hasOwn(rev.record, name)) out[name] = rev.record[name];
  }
  return Object.assign(out, {
    ...rev.record,
    revision: rev.revision,
    created_at: createdAt,
    revised_at: rev.at,
  });
}
