import assert from "node:assert/strict";
import { agreementBlocks, isHeading } from "./blocks.ts";

Deno.test("isHeading() recognises clause headings of the seven languages", () => {
  for (
    const line of [
      "§ 1 Gegenstand",
      "1. Subject matter",
      "Article 1 – Objet",
      "1. Objeto",
      "Art. 1 – Oggetto",
      "Cláusula 1.ª – Objeto",
      "Artikel 1 – Onderwerp",
      "IV. Term",
      "CLÁUSULAS",
    ]
  ) assert.ok(isHeading(line), line);
});

Deno.test("isHeading() rejects sentences, list items, places and dates", () => {
  for (
    const line of [
      "1.1 The Discloser intends to make the manuscript available to the Recipient.",
      "Signed at Berlin on 1 May 2026.",
      "Berlin, 21.11.2026",
      "10115 Berlin, 21.11.2026",
      "BERLIN, 21.11.2026",
      "zwischen",
      "2.2 Confidential Information does not include information that:",
      "Y",
    ]
  ) assert.ok(!isHeading(line), line);
});

Deno.test("agreementBlocks() splits title, subtitle, headings, paragraphs and closing signatures", () => {
  const b = agreementBlocks(
    "NDA\nfor Engines\n\n1. Purpose\n\nReading   only.\nSecond line.\n\n" +
      "______\nName\n\nLondon, 1 May\n\n______\nDiscloser\n\n______\nRecipient",
  );
  assert.equal(b.title, "NDA");
  assert.deepEqual(b.subtitle, ["for Engines"]);
  assert.deepEqual(b.body.map((x) => x.kind), [
    "heading",
    "paragraph",
    "paragraph",
    "paragraph",
    "signature",
    "signature",
  ]);
  assert.deepEqual(b.body[1].lines, ["Reading only.", "Second line."]);
  // An underscore line in the middle (a blank party name) is not a signature block.
  assert.equal(b.body[2].kind, "paragraph");
  // Kept together from the place-and-date paragraph on.
  assert.equal(b.keepFrom, 3);
});

Deno.test("agreementBlocks() keeps a long first paragraph as body text", () => {
  const b = agreementBlocks("Title\na\nb\nc\n\nd");
  assert.equal(b.title, "Title");
  assert.deepEqual(b.subtitle, []);
  assert.deepEqual(b.body.map((x) => x.lines), [["a", "b", "c"], ["d"]]);
  assert.equal(b.keepFrom, 2);
});
