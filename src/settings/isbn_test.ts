/**
 * ISBN check digits against the rules of the ISBN Users' Manual (International ISBN Agency,
 * 7th edition, 2017): ISBN-13 = digits weighted 1, 3, 1, 3, … sum to a multiple of 10;
 * ISBN-10 = digits weighted 10, 9, …, 1 sum to a multiple of 11 (check value 10 written X);
 * an ISBN-10 converts to 978 + its first nine digits + a new ISBN-13 check digit.
 * Reference values recomputed by hand in Python 3 with those sums, e.g.
 * `(10 - sum(d*(1,3)[i%2] for i,d in enumerate(map(int,"978030640615"))) % 10) % 10 -> 7`.
 */
import assert from "node:assert/strict";
import { parseIsbn } from "./isbn.ts";

const VALID: readonly [string, string, 10 | 13][] = [
  // The Users' Manual's and Wikipedia's example ISBN-13.
  ["978-3-16-148410-0", "9783161484100", 13],
  // ISBN-10 example: 0*10+3*9+0*8+6*7+4*6+0*5+6*4+1*3+5*2 = 130; (11 - 130 % 11) % 11 = 2.
  ["0-306-40615-2", "9780306406157", 10],
  ["978-0-306-40615-7", "9780306406157", 13],
  // Check value 10 is written X (and x is read as X).
  ["0-8044-2957-X", "9780804429573", 10],
  ["0-8044-2957-x", "9780804429573", 10],
  // A 979 ISBN-13 (French registration group 10).
  ["979-10-90636-07-1", "9791090636071", 13],
  // Prefixes, spaces and no separators.
  ["ISBN 978 0 262 03384 8", "9780262033848", 13],
  ["ISBN-13: 978-0-262-03384-8", "9780262033848", 13],
  ["isbn-10: 0262033844", "9780262033848", 10],
  ["ISBN:0141036141", "9780141036144", 10],
  ["  9780199535569  ", "9780199535569", 13],
];

for (const [text, canonical, kind] of VALID) {
  Deno.test(`parseIsbn() accepts "${text}" as ${canonical} (ISBN-${kind})`, () => {
    assert.deepEqual(parseIsbn(text), { ok: true, canonical, kind });
  });
}

const INVALID: readonly [string, string, RegExp][] = [
  ["a wrong ISBN-13 check digit", "978-3-16-148410-1", /check digit is 1 but should be 0/],
  ["a wrong ISBN-10 check digit", "0-306-40615-3", /check digit is 3 but should be 2/],
  ["a digit where X belongs", "0-8044-2957-0", /check digit is 0 but should be X/],
  // Two adjacent digits swapped (1 and 0; ISBN-13 misses only swaps of digits 5 apart).
  ["a transposition", "978-3-16-148401-0", /check digit is 0 but should be 8/],
  ["12 digits", "978-3-16-148410", /10 or 13 digits, this one has 12/],
  ["14 digits", "978-3-16-148410-00", /10 or 13 digits, this one has 14/],
  ["9 digits", "0-306-40615", /this one has 9/],
  ["a letter O for a zero", "978-3-16-14841O-0", /only digits/],
  ["X in the middle of an ISBN-10", "0-30X-40615-2", /X may only be the last/],
  ["X in an ISBN-13", "978-0-8044-2957-X", /X is a check digit of ISBN-10 only/],
  // 977 is the GS1 prefix of serials (ISSN); the check digit 8 is right for that prefix.
  ["the 977 prefix", "977-0-306-40615-8", /starts with 978 or 979, not 977/],
  ["double hyphens", "978--3-16-148410-0", /only digits/],
  ["a leading hyphen", "-9783161484100", /only digits/],
  ["an ISBN-13 labelled ISBN-10", "ISBN-10 978-3-16-148410-0", /labelled ISBN-10 but has 13/],
  ["only a prefix", "ISBN", /no digits/],
  ["an empty string", "", /no digits/],
  ["a line break", "978-3-16\n-148410-0", /only digits/],
];

for (const [what, text, message] of INVALID) {
  Deno.test(`parseIsbn() rejects ${what}`, () => {
    const r = parseIsbn(text);
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.message, message);
  });
}
