/**
 * One publication value: line structure, bounds, the year range and ISBN validity. ISBN
 * reference values follow the ISBN Users' Manual (International ISBN Agency); see isbn_test.ts.
 */
import assert from "node:assert/strict";
import { PUBLICATION_TEXT_FIELDS } from "./publication.ts";
import {
  checkPublicationField,
  lineProblem,
  MAX_ADDRESS_LENGTH,
  MAX_LINE_LENGTH,
  MAX_LONG_TEXT_LENGTH,
  multilineProblem,
  PUBLICATION_LINE_FIELDS,
  PUBLICATION_MULTILINE_LIMITS,
} from "./publication_fields.ts";

Deno.test("every publication text field is either single-line or multi-line, once", () => {
  const all = [...PUBLICATION_LINE_FIELDS, ...Object.keys(PUBLICATION_MULTILINE_LIMITS)];
  assert.deepEqual([...all].sort(), [...PUBLICATION_TEXT_FIELDS].sort());
});

const FIELD_ROWS: readonly [string, string, string, RegExp | null][] = [
  ["a cleared field", "isbn_print", "", null],
  ["a publisher", "publisher_name", "Nachtzug Verlag", null],
  ["a two-line publisher", "publisher_name", "A\nB", /single line/],
  ["a tab in an edition", "edition", "2.\tAuflage", /single line/],
  ["a line separator in a printer", "printer_name", "A\u2028B", /single line/],
  ["a blank edition", "edition", "  ", /must not be blank/],
  ["a 500-character printer", "printer_name", "é".repeat(MAX_LINE_LENGTH), null],
  ["a 501-character printer", "printer_name", "p".repeat(MAX_LINE_LENGTH + 1), /at most 500/],
  ["a three-line address", "publisher_address", "Hauptstr. 1\r\n10115 Berlin\nDE", null],
  ["a bell in an address", "printer_address", "A\u0007B", /control characters/],
  ["a blank address", "printer_address", "\n\n", /must not be blank/],
  ["a 2,000-character address", "printer_address", "a".repeat(MAX_ADDRESS_LENGTH), null],
  ["a 2,001-character address", "printer_address", "a".repeat(2001), /at most 2000/],
  ["5,000-character credits", "credits", "c\n".repeat(MAX_LONG_TEXT_LENGTH / 2), null],
  ["5,001-character rights", "rights_notice", "r".repeat(5001), /at most 5000/],
  ["the year 2024", "year", "2024", null],
  ["the year 1450", "year", "1450", null],
  ["the year 2999", "year", "2999", null],
  ["the year 1449", "year", "1449", /year from 1450 to 2999/],
  ["the year 3000", "year", "3000", /year from 1450 to 2999/],
  ["a two-digit year", "year", "24", /four digits/],
  ["a year with a space", "year", " 2024", /four digits/],
  ["a year in Arabic-Indic digits", "year", "٢٠٢٤", /four digits/],
  ["a valid ISBN-13", "isbn_print", "978-3-16-148410-0", null],
  ["a valid ISBN-10", "isbn_digital", "0-8044-2957-X", null],
  ["a wrong check digit", "isbn_print", "978-3-16-148410-1", /not a valid ISBN: the check/],
  ["a 977 prefix", "isbn_digital", "977-0-306-40615-8", /not a valid ISBN: .*978 or 979/],
];

for (const [what, field, value, message] of FIELD_ROWS) {
  Deno.test(`checkPublicationField() ${message ? "rejects" : "accepts"} ${what}`, () => {
    const problem = checkPublicationField(field as "year", value);
    if (message === null) assert.equal(problem, null);
    else {
      assert.match(String(problem), message);
      assert.match(String(problem), new RegExp(`^"publication\\.${field}" `));
    }
  });
}

Deno.test("lineProblem() and multilineProblem() count code points, not UTF-16 units", () => {
  assert.equal(lineProblem("title", "😀".repeat(500), 500), null);
  assert.match(String(lineProblem("title", "😀".repeat(501), 500)), /at most 500/);
  assert.equal(multilineProblem("x", "😀\n".repeat(5), 10), null);
  assert.match(String(multilineProblem("x", "😀\n".repeat(6), 10)), /at most 10/);
});
