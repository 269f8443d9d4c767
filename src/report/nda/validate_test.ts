import assert from "node:assert/strict";
import { UsageError } from "../../errors.ts";
import {
  MAX_ADDRESS,
  MAX_LINE_FIELD,
  multiLine,
  singleLine,
  validateNdaFields,
} from "./validate.ts";

Deno.test("validateNdaFields() trims values and leaves blank optional fields out", () => {
  const f = validateNdaFields({
    name: "  Ada ",
    projectName: "Engines",
    place: "London",
    address: " \n ",
    author: "  ",
  });
  assert.deepEqual(f, { name: "Ada", projectName: "Engines", place: "London" });
});

Deno.test("singleLine() counts code points, not UTF-16 units, against the 500 limit", () => {
  const emoji = "😀".repeat(MAX_LINE_FIELD);
  assert.equal(singleLine(emoji, "name", true), emoji);
  assert.throws(() => singleLine(emoji + "x", "name", true), /501 characters, at most 500/);
});

Deno.test("singleLine() rejects line breaks, line separators and C1 controls with the field name", () => {
  for (const value of ["a\nb", "a\rb", "a\u2028b", "a\u0085b", "a\u007fb"]) {
    assert.throws(
      () => singleLine(value, "place", true),
      (e) => e instanceof UsageError && e.message.startsWith("place must be a single line"),
    );
  }
});

Deno.test("multiLine() accepts LF and CRLF but no other control characters", () => {
  assert.equal(multiLine("a\r\nb\nc", "address"), "a\nb\nc");
  assert.throws(() => multiLine("a\rb", "address"), UsageError);
  assert.throws(() => multiLine("a\tb", "address"), /U\+0009/);
  assert.equal(multiLine("x".repeat(MAX_ADDRESS), "address")?.length, MAX_ADDRESS);
  assert.throws(() => multiLine("x".repeat(MAX_ADDRESS + 1), "address"), /too long/);
});
