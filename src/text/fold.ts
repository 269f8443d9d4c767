/**
 * Accent folding for matching names as a reader would: `Natásha`, `Natasha` and `NATASHA`
 * are one name. Letters are decomposed (NFD) and their combining marks dropped; a few letters
 * that Unicode does not decompose (ø, ł, đ, ħ, ı) map to their base letter.
 *
 * @module
 */

const MARKS = /\p{M}+/gu;
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  "ø": "o",
  "Ø": "O",
  "ł": "l",
  "Ł": "L",
  "đ": "d",
  "Đ": "D",
  "ħ": "h",
  "Ħ": "H",
  "ı": "i",
};
const UNDECOMPOSED_RE = /[øØłŁđĐħĦı]/g;
// Fast path: pure ASCII text has nothing to fold.
const NON_ASCII = /[^\x20-\x7e]/;

/**
 * Removes accents and other combining marks; case is kept.
 *
 * @example
 * ```ts
 * foldAccents("Natásha Rostóva"); // "Natasha Rostova"
 * foldAccents("Søren"); // "Soren"
 * ```
 */
export function foldAccents(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text.normalize("NFD").replace(MARKS, "").replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c])
    .normalize("NFC");
}

/**
 * Folded and lower-cased: the key under which two spellings count as one.
 *
 * @example
 * ```ts
 * foldKey("Natásha"); // "natasha"
 * ```
 */
export function foldKey(text: string): string {
  return foldAccents(text).toLowerCase();
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
