/**
 * Keyness: which words are over-used in one part of a manuscript relative to another, by the
 * log-likelihood statistic G² of Dunning (1993, "Accurate methods for the statistics of
 * surprise and coincidence", Computational Linguistics 19(1)) in the two-cell form of Rayson
 * & Garside (2000, "Comparing corpora using frequency profiling", WCC workshop) that the
 * Lancaster UCREL log-likelihood calculator uses.
 *
 * @module
 */

/** Options of {@link keyWords}. */
export interface KeyWordOptions {
  /** Most words kept per side. Default 15. */
  readonly limit?: number;
  /** Smallest G² kept. Default 10.83, the χ²(1) critical value for p < 0.001. */
  readonly minG2?: number;
  /** Smallest combined frequency a + b kept. Default 5. */
  readonly minFreq?: number;
}

/** One key word and its G² (full precision). */
export interface KeyWord {
  readonly word: string;
  readonly g2: number;
}

/** Result of {@link keyWords}. */
export interface KeyWords {
  /** Relatively more frequent in the early part, strongest first. */
  readonly early_over: KeyWord[];
  /** Relatively more frequent in the late part, strongest first. */
  readonly late_over: KeyWord[];
}

const DEFAULT_LIMIT = 15;
const DEFAULT_MIN_G2 = 10.83;
const DEFAULT_MIN_FREQ = 5;

/**
 * G² = 2 (a ln(a/E1) + b ln(b/E2)) with E1 = c(a+b)/(c+d), E2 = d(a+b)/(c+d), where a, b are
 * a word's frequencies in corpus 1 and 2 and c, d the corpus sizes; 0 ln 0 = 0. Throws
 * RangeError unless all four are finite, non-negative, a ≤ c and b ≤ d.
 *
 * @example
 * ```ts
 * logLikelihoodG2(50, 10, 10000, 10000); // ≈ 29.1103
 * ```
 */
export function logLikelihoodG2(a: number, b: number, c: number, d: number): number {
  if (![a, b, c, d].every((v) => Number.isFinite(v) && v >= 0) || a > c || b > d) {
    throw new RangeError(`need finite 0 <= a <= c and 0 <= b <= d, got ${a}, ${b}, ${c}, ${d}`);
  }
  if (a + b === 0) return 0;
  const e1 = (c * (a + b)) / (c + d);
  const e2 = (d * (a + b)) / (c + d);
  const g2 = 2 * ((a > 0 ? a * Math.log(a / e1) : 0) + (b > 0 ? b * Math.log(b / e2) : 0));
  // Equal relative frequencies give 0 up to rounding; never report a negative statistic.
  return Math.max(0, g2);
}

/**
 * Key words of an early vs a late part from two word → frequency tables. Corpus sizes are
 * the totals of the tables. A word is `early_over` when its relative frequency is higher in
 * early (a/c > b/d), `late_over` when lower; equal relative frequencies go nowhere. Kept are
 * words with G² ≥ minG2 and a + b ≥ minFreq, sorted by G² descending then
 * word ascending (code-unit order, locale-independent), at most `limit` per side. Both lists
 * are empty when either table totals 0. Throws RangeError for a negative or non-finite count.
 *
 * @example
 * ```ts
 * const early = new Map([["storm", 40], ["the", 500], ["sea", 460]]);
 * const late = new Map([["storm", 2], ["the", 510], ["sea", 488]]);
 * keyWords(early, late).early_over; // [{ word: "storm", g2: 42.14306028258715 }]
 * ```
 */
export function keyWords(
  early: ReadonlyMap<string, number>,
  late: ReadonlyMap<string, number>,
  options: KeyWordOptions = {},
): KeyWords {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const minG2 = options.minG2 ?? DEFAULT_MIN_G2;
  const minFreq = options.minFreq ?? DEFAULT_MIN_FREQ;
  const c = total(early);
  const d = total(late);
  const earlyOver: KeyWord[] = [];
  const lateOver: KeyWord[] = [];
  if (c === 0 || d === 0) return { early_over: earlyOver, late_over: lateOver };
  for (const word of new Set([...early.keys(), ...late.keys()])) {
    const a = early.get(word) ?? 0;
    const b = late.get(word) ?? 0;
    if (a + b < minFreq) continue;
    const g2 = logLikelihoodG2(a, b, c, d);
    if (g2 < minG2) continue;
    const entry = { word, g2 };
    // Cross-multiplied to compare a/c with b/d without division rounding.
    if (a * d > b * c) earlyOver.push(entry);
    else if (a * d < b * c) lateOver.push(entry);
  }
  return { early_over: strongest(earlyOver, limit), late_over: strongest(lateOver, limit) };
}

function total(counts: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const [word, n] of counts) {
    if (!(Number.isFinite(n) && n >= 0)) throw new RangeError(`bad count ${n} for "${word}"`);
    sum += n;
  }
  return sum;
}

function strongest(words: KeyWord[], limit: number): KeyWord[] {
  words.sort((x, y) => y.g2 - x.g2 || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
  return words.slice(0, Math.max(0, limit));
}
