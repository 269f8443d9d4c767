import assert from "node:assert/strict";
import { documentParagraphs } from "./documents.ts";

const CORPUS = new URL("../../../shared/corpus/", import.meta.url);

/** Lines `from`..`to` (1-based, inclusive) of a corpus file, blank lines dropped. */
function corpusParagraphs(file: string, from: number, to: number): string[] {
  const lines = Deno.readTextFileSync(new URL(file, CORPUS)).split("\n");
  return lines.slice(from - 1, to).filter((line) => line.trim() !== "");
}

Deno.test("documentParagraphs() finds Mr. Collins's unquoted letter (pride-and-prejudice.md L909-L925)", () => {
  const paragraphs = corpusParagraphs("en/pride-and-prejudice.md", 909, 925);
  // Hunsford…, 15th October, Dear Sir, body, William Collins., three quotes, narration.
  assert.deepEqual(documentParagraphs(paragraphs), [
    false,
    false,
    true,
    true,
    true,
    false,
    false,
    false,
    false,
  ]);
});

Deno.test("documentParagraphs() finds letters opened by 'To …,' and by an address inside the line", () => {
  const murat = corpusParagraphs("en/war-and-peace.md", 3791, 3801);
  assert.deepEqual(documentParagraphs(murat), [true, true, true, true, true, false]);
  const julie = corpusParagraphs("en/war-and-peace.md", 9651, 9659);
  assert.deepEqual(documentParagraphs(julie), [true, true, true, true, true]);
  const rienaecker = corpusParagraphs("de/irrungen-wirrungen.md", 1181, 1191);
  assert.deepEqual(documentParagraphs(rienaecker), [true, true, true, true, true, false]);
});

Deno.test("documentParagraphs() needs both salutation and signature", () => {
  assert.deepEqual(documentParagraphs(["Dear Sir,", "He laughed at it.", "She said nothing."]), [
    false,
    false,
    false,
  ]);
  assert.deepEqual(documentParagraphs(["He wrote.", "William Collins."]), [false, false]);
  // A salutation right before the signature has no body: no document.
  assert.deepEqual(documentParagraphs(["Dear Sir,", "William Collins."]), [false, false]);
  // Dialogue that opens with a quotation mark is never a salutation.
  assert.deepEqual(documentParagraphs(["“My dear Lizzy,”", "It rained.", "Jane."]), [
    false,
    false,
    false,
  ]);
});

Deno.test("documentParagraphs() counts salutation and signature words at the limits, whitespace of any kind", () => {
  const body = "I write to you at last.";
  // 14 words is a salutation, 15 is not (SALUTATION_MAX_WORDS); tabs and no-break spaces split.
  const fourteen = "My dear\tfriend and\u00a0kind old companion of many long years in the town,";
  const fifteen = "My dear friend and kind old companion of many long years in the town there,";
  assert.deepEqual(documentParagraphs([fourteen, body, "Anna Pavlovna."]), [true, true, true]);
  assert.deepEqual(documentParagraphs([fifteen, body, "Anna Pavlovna."]), [false, false, false]);
  // 5 words sign a letter, 6 do not (SIGNATURE_MAX_WORDS); an opening quotation mark is no word.
  assert.deepEqual(
    documentParagraphs(["Dear Sir,", body, "“ Yours ever, my old friend"]),
    [true, true, true],
  );
  assert.deepEqual(
    documentParagraphs(["Dear Sir,", body, "Yours ever and ever, old friend"]),
    [false, false, false],
  );
  // Blank signatures and salutations are none.
  assert.deepEqual(documentParagraphs(["Dear Sir,", body, " \u00a0"]), [false, false, false]);
});

Deno.test("documentParagraphs() splits words at every white space that \\s matches, and only there", () => {
  // Each of these separates two words as \s does (ECMAScript WhiteSpace and LineTerminator):
  // a 15-word line joined by any of them is one word too long for a salutation.
  const spaces = "\t\n\v\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
  for (const space of spaces) {
    assert.match(space, /^\s$/);
    const line = `Dear${space}${Array.from({ length: 14 }, () => "friend").join(" ")},`;
    assert.deepEqual(documentParagraphs([line, "Text.", "Anna."]), [false, false, false]);
  }
  // Units next to them that \s does not match join letters into one word: 14 words, a letter.
  for (const joiner of "\u200b\u180e\u00ad\u0085") {
    assert.doesNotMatch(joiner, /^\s$/);
    const line = `Dear${joiner}${Array.from({ length: 14 }, () => "friend").join(" ")},`;
    assert.deepEqual(documentParagraphs([line, "Text.", "Anna."]), [true, true, true]);
  }
});
