import assert from "node:assert/strict";
import { fold, foldWithMap, SIMPLE_SCRIPT_RE, SIZE_CHANGING_SIMPLE_RE } from "./fold.ts";
import { mulberry32 } from "../../src/codec/prng.ts";
import { foldKey, LETTER_FOLDS } from "../../src/text/fold.ts";

Deno.test("fold() maps the letters unicode61 keeps to their base letters", () => {
  assert.equal(fold("Łódź"), "lódź");
  assert.equal(fold("Straße STRAẞE"), "strasse strasse");
  assert.equal(fold("Æsir Œuvre Ørsted"), "aesir oeuvre orsted");
  assert.equal(fold("Đakovo Ðoður Þórr ı"), "dakovo dodur thórr i");
});

/**
 * Every code point that either of the two letter tables before LETTER_FOLDS touched (frozen
 * from them, the list of src/text/fold_test.ts), with what fold() gives now; only ħ and Ħ
 * changed, which the analysis table folded and the search table did not.
 */
const TOUCHED: readonly [string, string][] = [
  ["\u00C6", "ae"], // Æ
  ["\u00D0", "d"], // Ð
  ["\u00D8", "o"], // Ø
  ["\u00DE", "th"], // Þ
  ["\u00DF", "ss"], // ß
  ["\u00E6", "ae"], // æ
  ["\u00F0", "d"], // ð
  ["\u00F8", "o"], // ø
  ["\u00FE", "th"], // þ
  ["\u0110", "d"], // Đ
  ["\u0111", "d"], // đ
  ["\u0126", "h"], // Ħ (was ħ)
  ["\u0127", "h"], // ħ (was ħ)
  ["\u0131", "i"], // ı
  ["\u0141", "l"], // Ł
  ["\u0142", "l"], // ł
  ["\u0152", "oe"], // Œ
  ["\u0153", "oe"], // œ
  ["\u01FE", "\u01FF"], // Ǿ: NFKC keeps ø + acute composed, so the table never sees the ø
  ["\u01FF", "\u01FF"], // ǿ
  ["\u03C2", "σ"], // ς
  ["\u03F2", "σ"], // ϲ
  ["\u1D2D", "ae"], // ᴭ
  ["\u1D9E", "d"], // ᶞ
  ["\u1E9E", "ss"], // ẞ
  ["\uA7F9", "oe"], // ꟹ
  ["\u{10783}", "ae"], // 𐞃
  ["\u{107A2}", "o"], // 𐞢
  ["\u{1D6A4}", "i"], // 𝚤
  ["\u{1D6D3}", "σ"], // 𝛓
  ["\u{1D70D}", "σ"], // 𝜍
  ["\u{1D747}", "σ"], // 𝝇
  ["\u{1D781}", "σ"], // 𝞁
  ["\u{1D7BB}", "σ"], // 𝞻
];

Deno.test("fold() on every code point either old letter table touched, and where ħ comes in", () => {
  assert.equal(TOUCHED.length, 34);
  for (const [ch, folded] of TOUCHED) {
    assert.equal(fold(ch), folded, `U+${ch.codePointAt(0)!.toString(16)}`);
  }
  // New with the shared table: ħ, and what NFKC turns into ħ (ℏ, U+A7F8, U+10795).
  assert.equal(fold("Ħal ℏ \uA7F8 \u{10795}"), "hal h h h");
});

Deno.test("fold() and analysis's foldKey() agree on every letter of the shared table", () => {
  for (const letter of Object.keys(LETTER_FOLDS)) {
    assert.equal(fold(letter), foldKey(letter), letter);
    assert.equal(fold(`${letter}a`), foldKey(`${letter}a`), letter);
  }
});

Deno.test("fold() applies NFKC: ligatures, full-width letters and compatibility forms", () => {
  assert.equal(fold("ﬁne ﬂow"), "fine flow");
  assert.equal(fold("ＬＯＤＺ"), "lodz");
  assert.equal(fold("㎏ ①"), "kg 1");
  assert.equal(fold("e\u0301"), "é");
});

Deno.test("fold() folds a final sigma like any sigma, wherever the word ends", () => {
  assert.equal(fold("ΟΔΟΣ"), "οδοσ");
  assert.equal(fold("οδος"), "οδοσ");
  assert.equal(fold("ΟΔΟΣ."), fold("οδοσ."));
});

/** Random strings rich in what makes folding hard. */
function randomText(next: () => number, length: number): string {
  const pools = [
    "aAzZ09 .,-'\"\n\t",
    "łŁøØæÆœŒßẞđĐðÐþÞħĦıİςΣ",
    "ﬁﬂﬃ㎏①½ǅĳŀ",
    "\u0301\u0308\u0323\u0345\u093f\u094d",
    "éÉüÜñçå",
    "가각\u1100\u1161\u11a8\u3131\u314f",
    "हिन्दीไทย中文",
    "\u{1F600}\u{1D400}\u{10400}",
    "\ud800\udfff",
  ];
  let s = "";
  for (let i = 0; i < length; i++) {
    const pool = Array.from(pools[Math.floor(next() * pools.length)]);
    s += pool[Math.floor(next() * pool.length)];
  }
  return s;
}

Deno.test("foldWithMap().text equals fold() on random text", () => {
  const next = mulberry32(7);
  for (let i = 0; i < 3000; i++) {
    const s = randomText(next, 1 + Math.floor(next() * 30));
    assert.equal(foldWithMap(s).text, fold(s), JSON.stringify(s));
  }
});

/**
 * Reference for originalRange: fold code point by code point (with following marks and
 * jamo), remembering for every folded code point the original range of its piece.
 */
function referenceRanges(original: string): [number, number][] {
  const cps = Array.from(original);
  const joins = (ch: string) =>
    /^[\p{M}\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff\uffa0-\uffdf]$/u.test(ch);
  const out: [number, number][] = [];
  let i = 0;
  while (i < cps.length) {
    let j = i + 1;
    while (j < cps.length && joins(cps[j])) j++;
    const folded = Array.from(fold(cps.slice(i, j).join("")));
    const oneToOne = folded.length === j - i;
    folded.forEach((_, k) => out.push(oneToOne ? [i + k, i + k + 1] : [i, j]));
    i = j;
  }
  return out;
}

Deno.test("foldWithMap().originalRange agrees with a code-point-by-code-point reference", () => {
  const next = mulberry32(11);
  for (let n = 0; n < 1500; n++) {
    const s = randomText(next, 1 + Math.floor(next() * 20));
    const fm = foldWithMap(s);
    const ref = referenceRanges(s);
    assert.equal(Array.from(fm.text).length, ref.length, JSON.stringify(s));
    for (let a = 0; a < ref.length; a++) {
      for (let b = a + 1; b <= ref.length; b++) {
        const want: [number, number] = [ref[a][0], ref[b - 1][1]];
        assert.deepEqual(fm.originalRange(a, b), want, `${JSON.stringify(s)} [${a}, ${b})`);
      }
    }
  }
});

Deno.test("foldWithMap() maps matches back through ß, ligatures and astral characters", () => {
  const m = foldWithMap("Maße ﬁnden 😀 Straße");
  assert.equal(m.text, "masse finden 😀 strasse");
  // "masse" = folded [0, 5) = "Maße" [0, 4)
  assert.deepEqual(m.originalRange(0, 5), [0, 4]);
  // one "s" of the "ss" stands for the whole "ß"
  assert.deepEqual(m.originalRange(3, 4), [2, 3]);
  // "finden" = folded [6, 12) = "ﬁnden" [5, 10)
  assert.deepEqual(m.originalRange(6, 12), [5, 10]);
  // after the emoji (one code point each side): "strasse" = folded [15, 22) = [13, 19)
  assert.deepEqual(m.originalRange(15, 22), [13, 19]);
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

Deno.test("SIZE_CHANGING_SIMPLE_RE holds exactly the simple characters whose fold is not one code point", () => {
  const simple = simpleCodePoints();
  assert.ok(simple.length > 900, `${simple.length} characters`);
  for (const ch of simple) {
    const changes = Array.from(fold(ch)).length !== 1;
    assert.equal(SIZE_CHANGING_SIMPLE_RE.test(ch), changes, `U+${ch.codePointAt(0)!.toString(16)}`);
  }
});

Deno.test("foldWithMap() of simple text (the native path) agrees with fold() and the reference", () => {
  const next = mulberry32(23);
  const simple = simpleCodePoints();
  const changing = simple.filter((ch) => SIZE_CHANGING_SIMPLE_RE.test(ch));
  for (let n = 0; n < 1500; n++) {
    let s = "";
    for (let i = 0, len = 1 + Math.floor(next() * 24); i < len; i++) {
      const pool = next() < 0.3 ? changing : next() < 0.5 ? [" ", "a", "Z"] : simple;
      s += pool[Math.floor(next() * pool.length)];
    }
    const fm = foldWithMap(s);
    assert.equal(fm.text, fold(s), JSON.stringify(s));
    const ref = referenceRanges(s);
    for (let a = 0; a < ref.length; a++) {
      for (let b = a + 1; b <= ref.length; b++) {
        assert.deepEqual(fm.originalRange(a, b), [ref[a][0], ref[b - 1][1]], JSON.stringify(s));
      }
    }
  }
});
