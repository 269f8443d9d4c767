/**
 * The archive ids a record names (the targets of the state's `pins` rows), on their own so
 * that the reads of the state (`slice.ts`, `kinds.ts`, `review_slice.ts`) do not load the
 * writer (`apply.ts`) and the claim-row renderers it imports.
 *
 * @module
 */

/** An id some record can name: every kind prefix but the project's, then a ULID. */
const ID = /^(?:src|ver|psg|dos|clm|evl|dec|rel|mcl)_[0-9A-HJKMNP-TV-Z]{26}$/;
const ID_LENGTH = 30;

/**
 * Every archive id a record names, anywhere in its fields (values and map keys alike), once
 * each: the targets of its `pins` rows.
 *
 * @example
 * ```ts
 * const claim = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", dossier = "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2V";
 * namedIds({ claim_id: claim, dossier_revisions: { [dossier]: 2 }, title: "Fire" });
 * // ["clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2V"]
 * ```
 */
export function namedIds(record: Readonly<Record<string, unknown>>): string[] {
  const out = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (value.length === ID_LENGTH && ID.test(value)) out.add(value);
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v);
    } else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        visit(k);
        visit(v);
      }
    }
  };
  visit(record);
  return [...out];
}
