/**
 * Accent folding for matching names as a reader would: `Natásha`, `Natasha` and `NATASHA`
 * are one name. Letters are decomposed (NFD) and their combining marks dropped; the letters
 * that Unicode does not decompose into a base letter and a mark fold by
 * {@linkcode LETTER_FOLDS}, the one letter table that analysis and the archive search share.
 *
 * @module
 */

/**
 * The letters that are letters of their own rather than a base letter plus a diacritic (so
 * neither NFD nor SQLite's `unicode61 remove_diacritics 2` reduces them), and what they fold
 * to: ł→l, ø→o, æ→ae, œ→oe, ß→ss, đ→d, ð→d, þ→th, ħ→h, ı→i, and final sigma ς→σ (so that a
 * word folds the same wherever it ends: lower-casing writes a word-final Σ as ς by context).
 * An upper-case letter folds to the upper case of its lower case's fold (Æ→AE, ẞ→SS), so
 * case-keeping folding ({@linkcode foldAccents}) keeps case, and lower-casing before or after
 * folding gives one result.
 *
 * @example
 * ```ts
 * LETTER_FOLDS["ß"]; // "ss"
 * ```
 */
export const LETTER_FOLDS: Readonly<Record<string, string>> = {
  "ł": "l",
  "Ł": "L",
  "ø": "o",
  "Ø": "O",
  "æ": "ae",
  "Æ": "AE",
  "œ": "oe",
  "Œ": "OE",
  "ß": "ss",
  "ẞ": "SS",
  "đ": "d",
  "Đ": "D",
  "ð": "d",
  "Ð": "D",
  "þ": "th",
  "Þ": "TH",
  "ħ": "h",
  "Ħ": "H",
  "ı": "i",
  "ς": "σ",
};

/** The keys of {@linkcode LETTER_FOLDS}, spelled out (fold_test.ts checks they agree). */
const LETTER_RE = /[łŁøØæÆœŒßẞđĐðÐþÞħĦıς]/g;
const MARKS = /\p{M}+/gu;
// Fast path: pure ASCII text has nothing to fold.
const NON_ASCII = /[^\x20-\x7e]/;

/**
 * Replaces every letter of {@linkcode LETTER_FOLDS} by its fold; nothing else changes.
 *
 * @example
 * ```ts
 * foldLetters("Straße, Ærø, Łódź"); // "Strasse, AEro, Lódź"
 * foldLetters("ΟΔΟΣ οδος"); // "ΟΔΟΣ οδοσ"
 * ```
 */
export function foldLetters(text: string): string {
  return text.replace(LETTER_RE, (c) => LETTER_FOLDS[c]);
}

/**
 * Removes accents and other combining marks and folds the letters of
 * {@linkcode LETTER_FOLDS}; case is kept.
 *
 * @example
 * ```ts
 * foldAccents("Natásha Rostóva"); // "Natasha Rostova"
 * foldAccents("Søren Straße"); // "Soren Strasse"
 * ```
 */
export function foldAccents(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return foldLetters(text.normalize("NFD").replace(MARKS, "")).normalize("NFC");
}

/**
 * Folded and lower-cased: the key under which two spellings count as one. The letters are
 * folded once more after lower-casing, which writes a word-final Σ as ς.
 *
 * @example
 * ```ts
 * foldKey("Natásha"); // "natasha"
 * foldKey("ΟΔΟΣ") === foldKey("οδος"); // true (both "οδοσ")
 * ```
 */
export function foldKey(text: string): string {
  return foldLetters(foldAccents(text).toLowerCase());
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): the fewest
 * insertions, deletions, substitutions and swaps of neighbours that turn `a` into `b`.
 * Stops early and returns `max + 1` once the distance must exceed `max`.
 *
 * @example
 * ```ts
 * editDistance("andrew", "andrey"); // 1
 * editDistance("natsaha", "natasha"); // 1 (one swap)
 * ```
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = [...a], y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  let current = new Array<number>(y.length + 1).fill(0);
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[y.length];
}
