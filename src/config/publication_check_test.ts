/**
 * Publication settings validation: field rules and bounds, whole tables, merged edits and the
 * config reader. ISBN reference values follow the ISBN Users' Manual (International ISBN
 * Agency): 0-306-40615-2 is the ISBN-10 of 978-0-306-40615-7 (see isbn_test.ts).
 */
import assert from "node:assert/strict";
import { NO_PUBLICATION, PUBLICATION_TEXT_FIELDS } from "./publication.ts";
import {
  checkMergedPublication,
  checkPublication,
  checkPublicationEdits,
  checkPublicationField,
  lineProblem,
  MAX_ADDRESS_LENGTH,
  MAX_LINE_LENGTH,
  MAX_LONG_TEXT_LENGTH,
  multilineProblem,
  PUBLICATION_LINE_FIELDS,
  PUBLICATION_MULTILINE_LIMITS,
  publicationFromConfig,
} from "./publication_check.ts";

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

Deno.test("checkPublication() gives the defaults for an absent or empty table", () => {
  assert.deepEqual(checkPublication(undefined), { ok: true, value: NO_PUBLICATION });
  assert.deepEqual(checkPublication({}), { ok: true, value: { enabled: false } });
  // An empty string is the same as an absent field.
  assert.deepEqual(checkPublication({ enabled: true, edition: "" }), {
    ok: true,
    value: { enabled: true },
  });
});

Deno.test("checkPublication() keeps every valid field as written", () => {
  const table = {
    enabled: true,
    publisher_name: "Nachtzug Verlag",
    publisher_address: "Hauptstr. 1\n10115 Berlin",
    printer_name: "Druckerei K.",
    printer_address: "Ring 2\n04109 Leipzig",
    edition: "Second edition",
    year: "2024",
    isbn_print: "ISBN 978-3-16-148410-0",
    isbn_digital: "0-306-40615-2",
    rights_notice: "All rights reserved.",
    credits: "Cover: K.\nEditing: L.",
    extra_info: "Printed on recycled paper.",
  };
  assert.deepEqual(checkPublication(table), { ok: true, value: table });
});

Deno.test("checkPublication() refuses the same ISBN in print and digital, in any spelling", () => {
  const r = checkPublication({ isbn_print: "0-306-40615-2", isbn_digital: "978-0-306-40615-7" });
  assert.deepEqual(r, {
    ok: false,
    messages: [
      '"publication.isbn_print" and "publication.isbn_digital" are the same ISBN ' +
      "(9780306406157); the print and digital editions need different ISBNs",
    ],
  });
  const same = checkPublication({
    isbn_print: "9783161484100",
    isbn_digital: "ISBN 978 3 16 148410 0",
  });
  assert.equal(same.ok, false);
});

Deno.test("checkPublication() reports every problem: types, unknown keys and values", () => {
  const r = checkPublication({
    enabled: "yes",
    year: 2024,
    isbn: "978-3-16-148410-0",
    edition: ["1"],
    isbn_print: "978-3-16-148410-1",
  });
  assert.equal(r.ok, false);
  if (r.ok) return;
  assert.deepEqual(r.messages, [
    '"publication.enabled" must be true or false (got "yes")',
    '"publication.year" must be text (got 2024)',
    'Unknown field "publication.isbn"',
    '"publication.edition" must be text (got a list)',
    '"publication.isbn_print" is not a valid ISBN: the check digit is 1 but should be 0',
  ]);
  assert.deepEqual(checkPublication("yes"), {
    ok: false,
    messages: ['"publication" must be a table'],
  });
  assert.equal(checkPublication([]).ok, false);
});

Deno.test("checkPublication() takes a null-prototype table (as smol-toml parses it)", () => {
  const table = Object.assign(Object.create(null), { enabled: true, year: "2024" });
  assert.deepEqual(checkPublication(table), { ok: true, value: { enabled: true, year: "2024" } });
});

Deno.test("checkPublicationEdits() checks posted values one by one and allows clearing", () => {
  assert.deepEqual(checkPublicationEdits({ enabled: true, year: "", isbn_print: "" }), []);
  assert.deepEqual(checkPublicationEdits({ year: "99", colour: "red" }), [
    '"publication.year" must be a year from 1450 to 2999 (four digits)',
    'Unknown field "publication.colour"',
  ]);
  // Same ISBN twice is a cross-field rule: only the merged check sees it.
  assert.deepEqual(
    checkPublicationEdits({ isbn_print: "0-306-40615-2", isbn_digital: "9780306406157" }),
    [],
  );
});

Deno.test("checkMergedPublication() applies edits, clears on empty and checks the result", () => {
  const current = { enabled: true, edition: "1", year: "2020", isbn_print: "0-306-40615-2" };
  const r = checkMergedPublication(current, { edition: "2", year: "", credits: "K." });
  assert.deepEqual(r, {
    ok: true,
    value: { enabled: true, edition: "2", isbn_print: "0-306-40615-2", credits: "K." },
    table: { enabled: true, edition: "2", isbn_print: "0-306-40615-2", credits: "K." },
  });
  // The input is not changed.
  assert.equal(current.year, "2020");
  assert.deepEqual(checkMergedPublication(undefined, {}), {
    ok: true,
    value: { enabled: false },
    table: {},
  });
});

Deno.test("checkMergedPublication() refuses a digital ISBN equal to the stored print ISBN", () => {
  const r = checkMergedPublication({ isbn_print: "0-306-40615-2" }, {
    isbn_digital: "978-0-306-40615-7",
  });
  assert.equal(r.ok, false);
  if (!r.ok) assert.match(r.messages[0], /are the same ISBN \(9780306406157\)/);
  // Replacing the print ISBN in the same edit makes the pair distinct again.
  const fixed = checkMergedPublication({ isbn_print: "0-306-40615-2" }, {
    isbn_print: "978-3-16-148410-0",
    isbn_digital: "978-0-306-40615-7",
  });
  assert.equal(fixed.ok, true);
});

Deno.test("checkMergedPublication() reports stored faults the edits leave in place", () => {
  const r = checkMergedPublication({ year: "20xx", extra: 1 }, { enabled: true });
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.deepEqual(r.messages, [
      '"publication.year" must be a year from 1450 to 2999 (four digits)',
      'Unknown field "publication.extra"',
    ]);
  }
  assert.deepEqual(checkMergedPublication("yes", { enabled: true }), {
    ok: false,
    messages: ['"publication" must be a table'],
  });
});

Deno.test("publicationFromConfig() is silent without a table and reads a valid one", () => {
  const problems: string[] = [];
  assert.deepEqual(publicationFromConfig({ title: "T" }, problems), NO_PUBLICATION);
  assert.deepEqual(
    publicationFromConfig(
      { publication: { enabled: true, isbn_print: "0-8044-2957-X" } },
      problems,
    ),
    { enabled: true, isbn_print: "0-8044-2957-X" },
  );
  assert.deepEqual(problems, []);
});

Deno.test("publicationFromConfig() reports an invalid table by key and ignores all of it", () => {
  const problems: string[] = [];
  const p = publicationFromConfig(
    { publication: { enabled: true, publisher_name: "Verlag", year: "1066" } },
    problems,
  );
  assert.deepEqual(p, NO_PUBLICATION);
  assert.deepEqual(problems, [
    '"publication.year" must be a year from 1450 to 2999 (four digits); ' +
    "the [publication] table is ignored",
  ]);
  const other: string[] = [];
  assert.deepEqual(publicationFromConfig({ publication: "yes" }, other), NO_PUBLICATION);
  assert.deepEqual(other, ['"publication" must be a table; the [publication] table is ignored']);
});
