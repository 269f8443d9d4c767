/**
 * Publication tables: whole-table checks, posted edits, merged edits and the config reader.
 * 0-306-40615-2 is the ISBN-10 of 978-0-306-40615-7 (ISBN Users' Manual conversion rule; see
 * isbn_test.ts), so the two are the same identifier.
 */
import assert from "node:assert/strict";
import {
  checkMergedPublication,
  checkPublication,
  checkPublicationEdits,
  NO_PUBLICATION,
  publicationFromConfig,
} from "./publication.ts";

/** A check's outcome without the keyed copies of its messages (`issues`, tested in src/i18n). */
function messagesOf<T extends { ok: boolean }>(r: T): Omit<T, "issues"> {
  if (r.ok) return r;
  const { issues: _issues, ...rest } = r as T & { issues: unknown };
  return rest;
}

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
  assert.deepEqual(messagesOf(r), {
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
  assert.deepEqual(messagesOf(checkPublication("yes")), {
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
  assert.deepEqual(messagesOf(checkMergedPublication("yes", { enabled: true })), {
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
  assert.deepEqual(problems, ['"publication.year" must be a year from 1450 to 2999 (four digits)']);
  const other: string[] = [];
  assert.deepEqual(publicationFromConfig({ publication: "yes" }, other), NO_PUBLICATION);
  assert.deepEqual(other, ['"publication" must be a table']);
  // Every fault is reported, after problems already in the list.
  const several = ["an earlier problem"];
  publicationFromConfig({ publication: { enabled: 1, isbn_digital: "12345" } }, several);
  assert.deepEqual(several, [
    "an earlier problem",
    '"publication.enabled" must be true or false (got 1)',
    '"publication.isbn_digital" is not a valid ISBN: an ISBN has 10 or 13 digits, this one has 5',
  ]);
});

Deno.test("publicationFromConfig() reads a smol-toml table: big integers and dates are not text", async () => {
  const { parse } = await import("npm:smol-toml@1.9.1");
  const table = parse("[publication]\nenabled = true\nyear = 2024\nedition = 2024-05-01\n", {
    integersAsBigInt: true,
  }) as Record<string, unknown>;
  const problems: string[] = [];
  assert.deepEqual(publicationFromConfig(table, problems), NO_PUBLICATION);
  assert.deepEqual(problems, [
    '"publication.year" must be text (got 2024)',
    '"publication.edition" must be text (got a date)',
  ]);
});
