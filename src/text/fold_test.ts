import assert from "node:assert/strict";
import { editDistance, foldAccents, foldKey, foldLetters, LETTER_FOLDS } from "./fold.ts";

Deno.test("foldAccents() drops accents in composed and decomposed form and keeps case", () => {
  assert.equal(foldAccents("Natásha"), "Natasha");
  assert.equal(foldAccents("Nata\u0301sha"), "Natasha");
  assert.equal(
    foldAccents("Bolkónski, Ñandú, Žižek, Łódź, Søren"),
    "Bolkonski, Nandu, Zizek, Lodz, Soren",
  );
  assert.equal(foldAccents("plain ASCII"), "plain ASCII");
  assert.equal(foldKey("ÉLODIE"), "elodie");
});

/**
 * Every code point that either of the two letter tables before LETTER_FOLDS touched, frozen
 * from them: the analysis table (ø Ø ł Ł đ Đ ħ Ħ ı, and Ǿ ǿ through NFD) and the search
 * table (ł ø æ œ ß đ ð þ ı ς, their upper-case forms through lower-casing, and the
 * compatibility characters that NFKC turns into one of them). With what foldAccents and
 * foldKey give now. Analysis decomposes by NFD, not NFKC, so it leaves the compatibility
 * characters (ϲ … 𝞻) alone; research/search/fold_test.ts checks search's fold on this list.
 */
const TOUCHED: readonly [string, string, string][] = [
  ["\u00C6", "AE", "ae"], // Æ
  ["\u00D0", "D", "d"], // Ð
  ["\u00D8", "O", "o"], // Ø
  ["\u00DE", "TH", "th"], // Þ
  ["\u00DF", "ss", "ss"], // ß
  ["\u00E6", "ae", "ae"], // æ
  ["\u00F0", "d", "d"], // ð
  ["\u00F8", "o", "o"], // ø
  ["\u00FE", "th", "th"], // þ
  ["\u0110", "D", "d"], // Đ
  ["\u0111", "d", "d"], // đ
  ["\u0126", "H", "h"], // Ħ
  ["\u0127", "h", "h"], // ħ
  ["\u0131", "i", "i"], // ı
  ["\u0141", "L", "l"], // Ł
  ["\u0142", "l", "l"], // ł
  ["\u0152", "OE", "oe"], // Œ
  ["\u0153", "oe", "oe"], // œ
  ["\u01FE", "O", "o"], // Ǿ
  ["\u01FF", "o", "o"], // ǿ
  ["\u03C2", "σ", "σ"], // ς
  ["\u03F2", "\u03F2", "\u03F2"], // ϲ
  ["\u1D2D", "\u1D2D", "\u1D2D"], // ᴭ
  ["\u1D9E", "\u1D9E", "\u1D9E"], // ᶞ
  ["\u1E9E", "SS", "ss"], // ẞ
  ["\uA7F9", "\uA7F9", "\uA7F9"], // ꟹ
  ["\u{10783}", "\u{10783}", "\u{10783}"], // 𐞃
  ["\u{107A2}", "\u{107A2}", "\u{107A2}"], // 𐞢
  ["\u{1D6A4}", "\u{1D6A4}", "\u{1D6A4}"], // 𝚤
  ["\u{1D6D3}", "\u{1D6D3}", "\u{1D6D3}"], // 𝛓
  ["\u{1D70D}", "\u{1D70D}", "\u{1D70D}"], // 𝜍
  ["\u{1D747}", "\u{1D747}", "\u{1D747}"], // 𝝇
  ["\u{1D781}", "\u{1D781}", "\u{1D781}"], // 𝞁
  ["\u{1D7BB}", "\u{1D7BB}", "\u{1D7BB}"], // 𝞻
];

Deno.test("foldAccents() and foldKey() on every code point either old letter table touched", () => {
  assert.equal(TOUCHED.length, 34);
  for (const [ch, accents, key] of TOUCHED) {
    const at = `U+${ch.codePointAt(0)!.toString(16)}`;
    assert.equal(foldAccents(ch), accents, at);
    assert.equal(foldKey(ch), key, at);
  }
  // Letters with a mark on top of a table letter fold through NFD too (Ǽ is Æ + acute).
  assert.equal(foldAccents("\u01E2\u01E3\u01FC\u01FD"), "AEaeAEae"); // Ǣ ǣ Ǽ ǽ
});

Deno.test("LETTER_FOLDS: foldLetters() changes exactly its letters, upper case as lower case", () => {
  const changed: string[] = [];
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const ch = String.fromCodePoint(c);
    const folded = foldLetters(ch);
    if (folded !== ch) {
      changed.push(ch);
      assert.equal(folded, LETTER_FOLDS[ch], `U+${c.toString(16)}`);
    }
  }
  assert.deepEqual(changed, Object.keys(LETTER_FOLDS).sort());
  for (const [letter, folded] of Object.entries(LETTER_FOLDS)) {
    // An upper-case letter folds to the upper case of its lower case's fold; a fold is never
    // folded again.
    assert.equal(folded.toLowerCase(), LETTER_FOLDS[letter.toLowerCase()], letter);
    assert.equal(foldLetters(folded), folded, letter);
  }
});

Deno.test("LETTER_FOLDS: the letters whose fold changes the length", () => {
  const longer = Object.keys(LETTER_FOLDS).filter((k) => LETTER_FOLDS[k].length !== 1).sort();
  assert.deepEqual(longer, ["Æ", "Þ", "ß", "æ", "þ", "Œ", "œ", "ẞ"]);
  assert.equal(foldAccents("Straße STRAẞE Æsir Œuvre Þórr"), "Strasse STRASSE AEsir OEuvre THorr");
  assert.equal(foldKey("Cœur"), "coeur");
  assert.equal(foldKey("STRAẞE"), foldKey("Straße"));
  // Lower-casing may write a final sigma; foldKey folds it after lower-casing too.
  assert.equal(foldKey("ΟΔΟΣ"), "οδοσ");
  assert.equal(foldKey("Οδός"), "οδοσ");
});

Deno.test("editDistance() counts edits and adjacent swaps (by hand)", () => {
  assert.equal(editDistance("kitten", "sitting"), 3); // k->s, e->i, +g
  assert.equal(editDistance("andrew", "andrey"), 1);
  assert.equal(editDistance("natsaha", "natasha"), 1); // one swap "sa" -> "as"
  assert.equal(editDistance("", "abc"), 3);
  assert.equal(editDistance("same", "same"), 0);
  assert.equal(editDistance("abcdef", "uvwxyz", 2), 3); // gives up past max
  assert.equal(editDistance("a", "abcd", 1), 2);
});
