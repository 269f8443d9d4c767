import assert from "node:assert/strict";
import { type Excerpt, EXCERPT_LENGTH, makeExcerpt, matchRanges } from "./excerpt.ts";
import { parseQuery } from "./query.ts";

/** The marked words of an excerpt, cut by code points. */
function marked(x: Excerpt): string[] {
  const cps = Array.from(x.excerpt);
  return x.highlights.map((h) => cps.slice(h.start, h.end).join(""));
}

function excerpt(text: string, query: string): Excerpt {
  return makeExcerpt(text, parseQuery(query).terms);
}

Deno.test("makeExcerpt() marks a ß word in the original text for an ss query", () => {
  const x = excerpt("Die Straße war leer.", "strasse ");
  assert.equal(x.excerpt, "Die Straße war leer.");
  assert.deepEqual(x.highlights, [{ start: 4, end: 10 }]);
  assert.deepEqual(marked(x), ["Straße"]);
});

Deno.test("makeExcerpt() marks a word written with a ligature", () => {
  const x = excerpt("Ein ﬁnaler Satz, ﬁnal.", "final");
  assert.deepEqual(marked(x), ["ﬁnaler", "ﬁnal"]);
  assert.deepEqual(x.highlights, [{ start: 4, end: 10 }, { start: 17, end: 21 }]);
});

Deno.test("makeExcerpt() marks Łódź for lodz and accents both ways", () => {
  assert.deepEqual(marked(excerpt("Z Łodzi do Łódź.", "lodz ")), ["Łódź"]);
  assert.deepEqual(marked(excerpt("un café noir", "cafe ")), ["café"]);
  assert.deepEqual(marked(excerpt("a cafe au lait", "café ")), ["cafe"]);
  assert.deepEqual(marked(excerpt("ÆSIR and æsir", "aesir ")), ["ÆSIR", "æsir"]);
});

Deno.test("makeExcerpt() counts code points after astral characters", () => {
  const x = excerpt("😀😀 Straße", "strasse ");
  assert.deepEqual(x.highlights, [{ start: 3, end: 9 }]);
  assert.deepEqual(marked(x), ["Straße"]);
});

Deno.test("makeExcerpt() cuts about 240 code points around the first match, at spaces", () => {
  const before = Array.from({ length: 60 }, (_, i) => `w${i}`).join(" ");
  const after = Array.from({ length: 60 }, (_, i) => `v${i}`).join(" ");
  const text = `${before} Straße ${after}`;
  const x = excerpt(text, "strasse ");
  assert.ok(x.excerpt.startsWith("…w"), x.excerpt);
  assert.ok(x.excerpt.endsWith("…"), x.excerpt);
  const inner = Array.from(x.excerpt).length - 2;
  assert.ok(inner <= EXCERPT_LENGTH && inner > EXCERPT_LENGTH - 10, String(inner));
  // The match sits about a third into the window, whole words at both ends.
  const at = x.highlights[0].start;
  assert.ok(at > 60 && at < 100, String(at));
  assert.deepEqual(marked(x), ["Straße"]);
  assert.match(x.excerpt, /^…w\d+ .* v\d+…$/);
});

Deno.test("makeExcerpt() shows white space runs as one space and keeps marks aligned", () => {
  const x = excerpt("  Die\n\n  Straße\t war  leer.  ", "strasse ");
  assert.equal(x.excerpt, "Die Straße war leer.");
  assert.deepEqual(marked(x), ["Straße"]);
});

Deno.test("makeExcerpt() without a match shows the start of the text", () => {
  const long = "Anfang " + "x ".repeat(300);
  const x = excerpt(long, "nirgends ");
  assert.ok(x.excerpt.startsWith("Anfang x"));
  assert.ok(x.excerpt.endsWith("…"));
  assert.deepEqual(x.highlights, []);
});

Deno.test("matchRanges() matches whole words, and the prefix term by its start", () => {
  const terms = parseQuery("lod stras").terms; // "lod" exact, "stras" prefix
  assert.deepEqual(matchRanges("lod lodz Straße strassen", terms), [[0, 3], [9, 15], [16, 24]]);
});
