import assert from "node:assert/strict";
import {
  type Excerpt,
  EXCERPT_LENGTH,
  makeExcerpt,
  matchRanges,
  matchRangesByWord,
} from "./excerpt.ts";
import { fold, SIMPLE_SCRIPT_RE } from "./fold.ts";
import { parseQuery } from "./query.ts";
import { SIMPLE_WORD_CLASS } from "./terms.ts";
import { mulberry32 } from "../../src/codec/prng.ts";
import { vocabulary } from "../testing/synthetic_archive.ts";

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
  const x = excerpt("Ein ﬁnaler Satz, ﬁnal.", "final*");
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
  const terms = parseQuery("lod stras*").terms; // "lod" exact, "stras" prefix
  assert.deepEqual(matchRanges("lod lodz Straße strassen", terms), [[0, 3], [9, 15], [16, 24]]);
});

/** Every code point of SIMPLE_SCRIPT_RE's blocks. */
function simpleCodePoints(): string[] {
  const out: string[] = [];
  for (let c = 0; c < 0x2e40; c++) {
    const ch = String.fromCodePoint(c);
    if (SIMPLE_SCRIPT_RE.test(ch)) out.push(ch);
  }
  return out;
}

// What the native path of matchRanges() relies on, for every character it can meet.
Deno.test("removing diacritics keeps one code unit per simple character and its word class", () => {
  const word = new RegExp(`^${SIMPLE_WORD_CLASS}$`);
  let checked = 0;
  for (const ch of simpleCodePoints()) {
    const nfd = ch.normalize("NFD");
    const stripped = nfd.replace(/[\u0300-\u036f]/g, "");
    // The same as removing every nonspacing mark (what unicode61 and bare() do).
    assert.equal(stripped, nfd.replace(/\p{Mn}/gu, ""), ch);
    if (!SIMPLE_SCRIPT_RE.test(stripped)) continue; // the word-by-word path takes these
    assert.equal(stripped.length, 1, `U+${ch.codePointAt(0)!.toString(16)}`);
    assert.equal(word.test(stripped), word.test(ch), `U+${ch.codePointAt(0)!.toString(16)}`);
    checked++;
  }
  assert.ok(checked > 900, `${checked} characters checked`);
});

Deno.test("matchRanges() finds exactly what the word-by-word reference finds", () => {
  const next = mulberry32(11);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const vocab = vocabulary(1);
  const chars = simpleCodePoints();
  const gaps = [
    " ",
    " ",
    ", ",
    ". ",
    "; ",
    "-",
    "'",
    "\n\n",
    "  ",
    " — ",
    "’",
    "“",
    "” ",
    "…",
    "\u00a0",
    "«",
    "» ",
    "„",
    "\u200a",
    "‹",
    "› ",
    "⸺",
  ];
  let native = 0;
  for (let i = 0; i < 1500; i++) {
    const words: string[] = [];
    const n = 1 + Math.floor(next() * 40);
    for (let k = 0; k < n; k++) {
      words.push(
        next() < 0.02
          ? Array.from({ length: 1 + Math.floor(next() * 6) }, () => pick(chars)).join("")
          : next() < 0.5
          ? pick(vocab).toUpperCase()
          : pick(vocab),
      );
    }
    const text = words.map((w) => w + pick(gaps)).join("");
    const query = Array.from(
      { length: 1 + Math.floor(next() * 3) },
      () => {
        const w = pick(words);
        // Whole words, cut ones (prefixes), and words with their accents dropped.
        const cut = next() < 0.3 ? w.slice(0, Math.max(3, Math.floor(w.length / 2))) : w;
        return next() < 0.3 ? cut.normalize("NFD").replace(/\p{Mn}/gu, "") : cut;
      },
    ).join(" ") + (next() < 0.5 ? " " : "");
    let terms;
    try {
      terms = parseQuery(query).terms;
    } catch {
      continue; // no word in the query
    }
    if (SIMPLE_SCRIPT_RE.test(fold(text))) native++;
    assert.deepEqual(
      matchRanges(text, terms),
      matchRangesByWord(text, terms),
      JSON.stringify({ text, query }),
    );
  }
  assert.ok(native > 500, `${native} texts took the native path`);
});
