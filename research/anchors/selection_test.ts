import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import {
  checkAnchor,
  checkNote,
  checkSelection,
  codePointLength,
  isProjectRelative,
  MAX_QUOTE_CODE_POINTS,
} from "./selection.ts";

const OK = {
  start_line: 5,
  end_line: 6,
  paragraph_sha256: "a".repeat(64),
  start: 3,
  end: 8,
  quote: "Hello",
};

Deno.test("checkSelection keeps exactly the six fields of a valid selection", () => {
  assert.deepEqual(checkSelection(OK), OK);
  assert.equal(codePointLength("a😀b"), 3);
  const astral = { ...OK, end: 4, quote: "😀" };
  assert.deepEqual(checkSelection(astral), astral);
});

Deno.test("checkSelection refuses every malformed selection with a 400", () => {
  const bad: [string, unknown, RegExp][] = [
    ["not an object", [OK], /JSON object/],
    ["null", null, /JSON object/],
    ["unknown field", { ...OK, context: "x" }, /Unknown field "selection.context"/],
    ["missing field", { ...OK, quote: undefined }, /needs "quote"/],
    ["line 0", { ...OK, start_line: 0 }, /start_line/],
    ["fractional line", { ...OK, end_line: 6.5 }, /end_line/],
    ["string line", { ...OK, start_line: "5" }, /start_line/],
    ["end before start line", { ...OK, start_line: 7 }, /comes before/],
    ["upper-case digest", { ...OK, paragraph_sha256: "A".repeat(64) }, /hex/],
    ["short digest", { ...OK, paragraph_sha256: "a".repeat(63) }, /hex/],
    ["negative start", { ...OK, start: -1 }, /start/],
    ["empty span", { ...OK, end: 3 }, /greater than/],
    ["blank quote", { ...OK, quote: "     " }, /blank/],
    ["quote of another length", { ...OK, quote: "Hell" }, /spans 5/],
    ["quote not a string", { ...OK, quote: 5 }, /string/],
  ];
  for (const [name, value, pattern] of bad) {
    assert.throws(() => checkSelection(value), (e: Error) => {
      assert.ok(e instanceof UsageError, name);
      assert.match(e.message, pattern, name);
      return true;
    });
  }
});

Deno.test("a quote may hold 10,000 code points but not one more", () => {
  const max = "😀".repeat(MAX_QUOTE_CODE_POINTS);
  assert.equal(
    checkSelection({ ...OK, start: 0, end: MAX_QUOTE_CODE_POINTS, quote: max }).end,
    10_000,
  );
  assert.throws(
    () => checkSelection({ ...OK, start: 0, end: 10_001, quote: max + "x" }),
    /longer than 10000 code points/,
  );
});

Deno.test("a note may hold 2,000 characters; null and absent are no note", () => {
  assert.equal(checkNote(undefined), null);
  assert.equal(checkNote(null), null);
  assert.equal(checkNote("é".repeat(2000))?.length, 2000);
  assert.throws(() => checkNote("x".repeat(2001)), /longer than 2000/);
  assert.throws(() => checkNote(7), /string/);
});

Deno.test("an anchor names a project-relative manuscript, a digest and a selection", () => {
  const anchor = { manuscript: "drafts/book.md", source_sha256: "b".repeat(64), selection: OK };
  assert.deepEqual(checkAnchor(anchor), anchor);
  for (const m of ["", "/abs.md", "../up.md", "a/../b.md", "a//b.md", "a\\b.md", "./a.md"]) {
    assert.equal(isProjectRelative(m), false, m);
    assert.throws(() => checkAnchor({ ...anchor, manuscript: m }), /project-relative/);
  }
  assert.throws(() => checkAnchor({ ...anchor, extra: 1 }), /Unknown field "anchor.extra"/);
});
