/**
 * ISBN syntax and check digits, as described in the ISBN Users' Manual of the International
 * ISBN Agency (7th edition, 2017: structure of the ISBN, check-digit calculation) and ISO 2108.
 *
 * - ISBN-13: 13 digits, prefix element 978 or 979 (the only GS1 prefixes allotted to books),
 *   check digit so that the sum of the digits with weights 1, 3, 1, 3, … is a multiple of 10.
 * - ISBN-10 (issued before 2007): 9 digits and a check digit so that the sum of the digits with
 *   weights 10, 9, …, 1 is a multiple of 11; a check value of 10 is written X, and X is valid
 *   only in the last place.
 * - Canonical form: the 13-digit ISBN without separators. An ISBN-10 becomes "978" + its first
 *   nine digits + a recomputed ISBN-13 check digit (the Users' Manual's conversion rule), so
 *   an ISBN-10 and its ISBN-13 compare equal.
 *
 * Accepted spelling: optional prefix `ISBN`, `ISBN-10` or `ISBN-13` (any case, optional colon),
 * then digits with single hyphens or spaces between them (the hyphen positions are not checked
 * against the registration-group ranges; only the digits count).
 *
 * @module
 */

import type { MessageRef } from "../errors.ts";

/** The outcome of {@linkcode parseIsbn}. */
export type IsbnResult =
  | { readonly ok: true; readonly canonical: string; readonly kind: 10 | 13 }
  | { readonly ok: false; readonly message: string; readonly ref: MessageRef };

const PREFIX = /^ISBN(?:-?(10|13))?\s*:?\s*/i;
/** Digits (and X) with at most one hyphen or space between two of them. */
const BODY = /^[0-9X](?:[- ]?[0-9X])*$/i;

/** ISBN-13 check digit of the first twelve digits (weights 1, 3, 1, 3, …). */
function check13(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - sum % 10) % 10;
}

/** ISBN-10 check value of the first nine digits (weights 10 … 2); 10 is written X. */
function check10(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  return (11 - sum % 11) % 11;
}

/** A refusal: the English text of the server catalogue's `settings.isbn_*` key. */
function fail(key: string, message: string, values: MessageRef["values"] = {}): IsbnResult {
  return { ok: false, message, ref: { key: `settings.isbn_${key}`, values } };
}

/**
 * Checks an ISBN-10 or ISBN-13 and gives its canonical 13-digit form.
 *
 * @example
 * ```ts
 * parseIsbn("ISBN 0-306-40615-2"); // { ok: true, canonical: "9780306406157", kind: 10 }
 * parseIsbn("978-3-16-148410-1").ok; // false (the check digit should be 0)
 * ```
 */
export function parseIsbn(text: string): IsbnResult {
  const trimmed = text.trim();
  const prefix = PREFIX.exec(trimmed);
  const body = trimmed.slice(prefix ? prefix[0].length : 0);
  if (body === "") return fail("no_digits", "it has no digits");
  if (!BODY.test(body)) {
    return fail(
      "characters",
      "only digits, single hyphens or spaces between them and a final X may be used",
    );
  }
  const compact = body.replace(/[- ]/g, "").toUpperCase();
  const labelled = prefix?.[1] ? Number(prefix[1]) : null;
  if (compact.length !== 10 && compact.length !== 13) {
    return fail("length", `an ISBN has 10 or 13 digits, this one has ${compact.length}`, {
      n: compact.length,
    });
  }
  if (labelled !== null && labelled !== compact.length) {
    return fail("labelled", `it is labelled ISBN-${labelled} but has ${compact.length} digits`, {
      label: labelled,
      n: compact.length,
    });
  }
  const x = compact.indexOf("X");
  if (compact.length === 13) {
    if (x >= 0) return fail("x_13", "X is a check digit of ISBN-10 only");
    const group = compact.slice(0, 3);
    if (group !== "978" && group !== "979") {
      return fail("group", `an ISBN-13 starts with 978 or 979, not ${group}`, { group });
    }
    const expected = check13(compact);
    if (Number(compact[12]) !== expected) {
      return fail("check_digit", `the check digit is ${compact[12]} but should be ${expected}`, {
        given: compact[12],
        expected: String(expected),
      });
    }
    return { ok: true, canonical: compact, kind: 13 };
  }
  if (x >= 0 && x !== 9) return fail("x_last", "X may only be the last character of an ISBN-10");
  const expected = check10(compact);
  const given = compact[9] === "X" ? 10 : Number(compact[9]);
  if (given !== expected) {
    const show = (v: number) => v === 10 ? "X" : String(v);
    return fail(
      "check_digit",
      `the check digit is ${show(given)} but should be ${show(expected)}`,
      { given: show(given), expected: show(expected) },
    );
  }
  const twelve = "978" + compact.slice(0, 9);
  return { ok: true, canonical: twelve + check13(twelve), kind: 10 };
}
