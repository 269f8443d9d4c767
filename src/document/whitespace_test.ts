import assert from "node:assert/strict";
import { firstNonWhitespace, hasMessySpace, isWhitespaceCode } from "./whitespace.ts";

Deno.test("isWhitespaceCode() agrees with /\\s/ on every UTF-16 code unit", () => {
  const re = /\s/;
  for (let c = 0; c < 0x10000; c++) {
    assert.equal(isWhitespaceCode(c), re.test(String.fromCharCode(c)), `U+${c.toString(16)}`);
  }
});

Deno.test("hasMessySpace() agrees with /\\s\\s|[^\\S ]/ on spaces, tabs, breaks and letters", () => {
  const re = /\s\s|[^\S ]/;
  const alphabet = ["a", " ", "\t", "\n", "\u00a0", "\u2009", "é", "\ud83d\ude00"];
  // Every string of up to four characters of the alphabet (8^4 = 4096 of length four).
  const strings = [""];
  for (let length = 1; length <= 4; length++) {
    for (const s of strings.filter((x) => [...x].length === length - 1)) {
      for (const ch of alphabet) strings.push(s + ch);
    }
  }
  for (const s of strings) assert.equal(hasMessySpace(s), re.test(s), JSON.stringify(s));
});

Deno.test("firstNonWhitespace() skips what trim() removes at the start", () => {
  for (const s of ["", "   ", "\u3000* * *", "abc", " \t\u00a0x "]) {
    assert.equal(firstNonWhitespace(s), s.length - s.trimStart().length);
  }
});
