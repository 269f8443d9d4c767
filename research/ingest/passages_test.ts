import assert from "node:assert/strict";
import { sha256Hex } from "../../src/codec/hash.ts";
import { mulberry32 } from "../../src/codec/prng.ts";
import { joinPages, joinParagraphs, splitPassages } from "./passages.ts";
import type { PassageSpan } from "../types.ts";

/** Cuts a passage out by code points, as a non-JavaScript client would. */
const cut = (text: string, p: PassageSpan) => Array.from(text).slice(p.start, p.end).join("");

Deno.test("splitPassages() gives code-point offsets and the SHA-256 of each paragraph", () => {
  const text = "Łódź.\n\n  Second one. \n\n\n😀 smile";
  const ps = splitPassages(text);
  // "Łódź." = 5 code points; "\n\n  " = 4; "Second one." = 11 (end 20); then " \n\n\n" = 4;
  // "😀 smile" = 7 code points although "😀" is two UTF-16 units.
  assert.deepEqual(ps, [
    {
      start: 0,
      end: 5,
      page: null,
      sha256: "31a4183c38a62131b0d79e9008a438a3c76e573277045e4b3fca9573353565cc",
    },
    {
      start: 9,
      end: 20,
      page: null,
      sha256: "272a35ab199f92b4c61040c0f9761800c139d6d0380250349a310104364564cb",
    },
    {
      start: 24,
      end: 31,
      page: null,
      sha256: "5f46918018b4252a1c3fdd649480ce8aa39e5f223ab1619e9a88440ded8c60bf",
    },
  ]);
  assert.deepEqual(ps.map((p) => cut(text, p)), ["Łódź.", "Second one.", "😀 smile"]);
});

Deno.test("splitPassages() splits on lines of only white space and skips empty paragraphs", () => {
  const text = "\n\n a\nb \n \t \nc\n\u00a0\n\n\n";
  assert.deepEqual(splitPassages(text).map((p) => cut(text, p)), ["a\nb", "c"]);
  assert.deepEqual(splitPassages(""), []);
  assert.deepEqual(splitPassages(" \n\n\t\n"), []);
});

Deno.test("splitPassages() cuts a long paragraph at the last sentence end before the limit", () => {
  const sentence = "Aaaa bbbb cccc. "; // 16 code points
  const text = sentence.repeat(10).trim(); // 159 code points
  const ps = splitPassages(text, { maxCodePoints: 40 });
  // Sentence ends after 15, 31, 47, …: the last one within 40 is at 31.
  assert.deepEqual(ps.map((p) => [p.start, p.end]), [
    [0, 31],
    [32, 63],
    [64, 95],
    [96, 127],
    [128, 159],
  ]);
  for (const p of ps) assert.equal(p.sha256, sha256Hex(cut(text, p)));
});

Deno.test("splitPassages() keeps closing quotes with the sentence they end", () => {
  const text = "„Er kam.“ Sie ging. " + "x".repeat(30);
  const ps = splitPassages(text, { maxCodePoints: 25 });
  assert.equal(cut(text, ps[0]), "„Er kam.“ Sie ging.");
});

Deno.test("splitPassages() falls back to white space, then to a hard cut on a code point", () => {
  const words = "word ".repeat(20).trim(); // no sentence end
  const ps = splitPassages(words, { maxCodePoints: 12 });
  assert.ok(ps.every((p) => p.end - p.start <= 12));
  assert.deepEqual(ps.map((p) => cut(words, p))[0], "word word");
  const astral = "😀".repeat(25);
  const hard = splitPassages(astral, { maxCodePoints: 10 });
  assert.deepEqual(hard.map((p) => [p.start, p.end]), [[0, 10], [10, 20], [20, 25]]);
  assert.deepEqual(hard.map((p) => cut(astral, p)), [
    "😀".repeat(10),
    "😀".repeat(10),
    "😀".repeat(5),
  ]);
});

Deno.test("splitPassages() never makes a passage longer than the limit (random text)", () => {
  const rnd = mulberry32(7);
  const alphabet = ["a", "b", " ", ".", "!", "\n", "😀", "é", "”", "\n\n", "   "];
  for (let round = 0; round < 200; round++) {
    let text = "";
    const n = Math.floor(rnd() * 400);
    for (let i = 0; i < n; i++) text += alphabet[Math.floor(rnd() * alphabet.length)];
    const max = 5 + Math.floor(rnd() * 40);
    const ps = splitPassages(text, { maxCodePoints: max });
    let last = 0;
    for (const p of ps) {
      assert.ok(p.end - p.start <= max && p.end > p.start && p.start >= last, JSON.stringify(text));
      const t = cut(text, p);
      assert.equal(t, t.trim());
      assert.equal(p.sha256, sha256Hex(t));
      last = p.end;
    }
    // Nothing but white space is left out.
    const covered = ps.map((p) => cut(text, p)).join("");
    assert.equal(covered.replace(/\s/g, ""), text.replace(/\s/g, ""));
  }
});

Deno.test("joinPages() numbers passages by page and never lets one span two pages", () => {
  const { text, passages } = joinPages([
    "Page one ends mid",
    "sentence on page two.\n\nSecond.",
    "",
    "Last 😀.",
  ]);
  assert.equal(text, "Page one ends mid\n\nsentence on page two.\n\nSecond.\n\n\n\nLast 😀.");
  assert.deepEqual(passages.map((p) => [cut(text, p), p.page]), [
    ["Page one ends mid", 1],
    ["sentence on page two.", 2],
    ["Second.", 2],
    ["Last 😀.", 4],
  ]);
});

Deno.test("joinParagraphs() gives a passage over a page break its first and last page", () => {
  const { text, passages } = joinParagraphs([
    { text: "Page one.", pages: [{ at: 0, page: 1 }] },
    { text: "Starts on 1\nends on 2.", pages: [{ at: 0, page: 1 }, { at: 12, page: 2 }] },
    { text: "Łódź on 2.", pages: [{ at: 0, page: 2 }] },
  ]);
  assert.equal(text, "Page one.\n\nStarts on 1\nends on 2.\n\nŁódź on 2.");
  assert.deepEqual(passages.map((p) => [cut(text, p), p.page, p.page_end]), [
    ["Page one.", 1, undefined],
    ["Starts on 1\nends on 2.", 1, 2],
    ["Łódź on 2.", 2, undefined],
  ]);
  assert.equal(passages[1].sha256, sha256Hex("Starts on 1\nends on 2."));
});

Deno.test("joinParagraphs() cuts a long paragraph and gives each piece its own pages", () => {
  const first = "One two three. ".repeat(10).trim();
  const second = "Four five six. ".repeat(10).trim();
  const para = first + "\n" + second;
  const { text, passages } = joinParagraphs(
    [{ text: para, pages: [{ at: 0, page: 7 }, { at: first.length + 1, page: 8 }] }],
    { maxCodePoints: 160 },
  );
  assert.ok(passages.length >= 2);
  assert.equal(passages[0].page, 7);
  assert.equal(passages[passages.length - 1].page, 8);
  assert.equal(passages[passages.length - 1].page_end, undefined);
  for (const p of passages) {
    const t = cut(text, p);
    const spans = t.includes("One") && t.includes("Four");
    assert.equal(p.page_end === 8 && p.page === 7, spans, t);
  }
});
