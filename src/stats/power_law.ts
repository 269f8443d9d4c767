/**
 * Discrete power-law fit of a degree (or any count) distribution after Clauset, Shalizi &
 * Newman (2009, "Power-law distributions in empirical data", SIAM Review 51(4), "CSN"):
 * x_min by minimising the Kolmogorov–Smirnov distance, α by maximum likelihood, and a
 * goodness-of-fit p-value from a semi-parametric bootstrap.
 *
 * @module
 */

import { scaledHurwitzZeta } from "./hurwitz_zeta.ts";
import { mulberry32 } from "../codec/prng.ts";

/** Options of {@link fitPowerLaw}. */
export interface PowerLawOptions {
  /** Bootstrap replicates for the p-value; integer ≥ 1. Default 100 (p to ±0.05 or so). */
  readonly bootstrap?: number;
  /** Seed of the mulberry32 generator (reduced to uint32). Default 20240917. */
  readonly seed?: number;
}

/** Result of {@link fitPowerLaw}. */
export interface PowerLawFit {
  /** α of p(x) ∝ x^−α for x ≥ x_min. */
  readonly exponent: number;
  readonly xmin: number;
  /** KS distance between the empirical tail CDF and the fitted power-law CDF. */
  readonly ks_distance: number;
  /** Share of synthetic power-law data sets fitting at least as badly; small → reject. */
  readonly p_value: number;
  /** Values ≥ x_min. */
  readonly n_tail: number;
}

/** Fewest tail values a candidate x_min must leave. */
const MIN_TAIL = 10;
/** Candidates evaluated first to seed the pruning bound. */
const PROBES = 16;
/** Bootstrap replicates of the goodness-of-fit p-value. */
export const DEFAULT_BOOTSTRAP = 100;
/** Seed of the bootstrap PRNG (mulberry32): same input, same p-value. */
export const DEFAULT_SEED = 20240917;
/** Synthetic draws are capped where doubles stop being integers (α barely above 1). */
const MAX_DRAW = 2 ** 53;

interface Histogram {
  /** Distinct values, ascending. */
  readonly values: Float64Array;
  readonly counts: Float64Array;
}

interface TailFit {
  readonly alpha: number;
  /** Index of x_min in the histogram. */
  readonly index: number;
  readonly ks: number;
  readonly nTail: number;
}

/**
 * Fits p(x) = x^−α / ζ(α, x_min), x ≥ x_min, to the positive values (rounded to the nearest
 * integer, at least 1). Every distinct value leaving ≥ 10 tail values is tried as x_min; α
 * is CSN's discrete MLE approximation α = 1 + n / Σ ln(x / (x_min − ½)) (eq. 3.7), and the
 * x_min with the smallest KS distance wins (ties: the smaller x_min). The KS distance is the
 * supremum over all integers, i.e. it also checks the fitted CDF just below each observed
 * value, as Clauset's `plfit.m` does on the integer grid.
 *
 * p-value (CSN §4.1): `bootstrap` synthetic data sets of the same size, each value drawn with
 * probability n_tail/n from the fitted power law (CSN Appendix D approximation
 * ⌊(x_min − ½)(1 − u)^(−1/(α−1)) + ½⌋) and otherwise resampled from the observed values below
 * x_min; each is refitted (x_min included) and p is the share whose KS distance is ≥ the
 * observed one. Seeded (mulberry32), so the output is deterministic. Each replicate repeats
 * the x_min scan, whose cost grows with the square of the number of distinct values: about
 * 0.1 s for 20 000 values drawn with α = 2.5, 0.25 s with α = 1.5 (~1 000 distinct values).
 *
 * Null when fewer than 10 positive finite values remain. Throws RangeError when bootstrap is
 * not an integer ≥ 1.
 *
 * @example
 * ```ts
 * const degrees = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5, 7, 9, 14, 30];
 * const fit = fitPowerLaw(degrees);
 * // { exponent: ≈1.90, xmin: 2, ks_distance: ≈0.068, p_value: 0.98, n_tail: 12 }; CSN read
 * // p ≥ 0.1 as "a power law is plausible"
 * ```
 */
export function fitPowerLaw(
  values: readonly number[],
  options: PowerLawOptions = {},
): PowerLawFit | null {
  const bootstrap = options.bootstrap ?? DEFAULT_BOOTSTRAP;
  if (!Number.isInteger(bootstrap) || bootstrap < 1) {
    throw new RangeError(`bootstrap must be an integer >= 1, got ${bootstrap}`);
  }
  const data = Float64Array.from(
    values.filter((v) => v > 0 && Number.isFinite(v)),
    (v) => Math.max(1, Math.round(v)),
  ).sort();
  if (data.length < MIN_TAIL) return null;
  const histogram = histogramOf(data, data.length);
  const fit = fitTail(histogram);
  const xmin = histogram.values[fit.index];
  const p = bootstrapP(data, histogram, fit, bootstrap, options.seed ?? DEFAULT_SEED);
  return { exponent: fit.alpha, xmin, ks_distance: fit.ks, p_value: p, n_tail: fit.nTail };
}

/**
 * Scans every admissible x_min; the histogram holds ≥ MIN_TAIL values. A few evenly spaced
 * probe candidates are evaluated first so that their best distance can prune the scan from
 * the start; a candidate is abandoned only once it is strictly worse than a distance already
 * reached, so the result (ties included) is that of the full scan.
 */
function fitTail(h: Histogram): TailFit {
  const d = h.values.length;
  const lnV = h.values.map(Math.log);
  const lnNext = h.values.map((v) => Math.log(v + 1));
  const tailCount = new Float64Array(d + 1);
  const tailLog = new Float64Array(d + 1); // Σ_{j≥i} c_j ln v_j
  for (let j = d - 1; j >= 0; j--) {
    tailCount[j] = tailCount[j + 1] + h.counts[j];
    tailLog[j] = tailLog[j + 1] + h.counts[j] * lnV[j];
  }
  let candidates = 0;
  while (candidates < d && tailCount[candidates] >= MIN_TAIL) candidates++;
  const alphaAt = (i: number) =>
    1 + tailCount[i] / (tailLog[i] - tailCount[i] * Math.log(h.values[i] - 0.5));
  const ksAt = (i: number, bound: number) =>
    ksDistance(h, lnV, lnNext, i, tailCount[i], alphaAt(i), bound);

  let bound = Infinity;
  const step = Math.max(1, Math.floor(candidates / PROBES));
  for (let i = 0; i < candidates; i += step) bound = Math.min(bound, ksAt(i, bound));
  let best: TailFit | null = null;
  for (let i = 0; i < candidates; i++) {
    const ks = ksAt(i, bound);
    if (ks <= bound && (best === null || ks < best.ks)) {
      best = { alpha: alphaAt(i), index: i, ks, nTail: tailCount[i] };
      bound = ks;
    }
  }
  return best!;
}

/**
 * sup_x |S(x) − P(x)| of the tail from index i against p(x) = x^−α / ζ(α, x_min). Stops
 * early once the distance reaches `bound` (the best so far): the candidate has lost then,
 * and this pruning is what keeps the O(distinct²) scan affordable.
 */
function ksDistance(
  h: Histogram,
  lnV: Float64Array,
  lnNext: Float64Array,
  i: number,
  nTail: number,
  alpha: number,
  bound: number,
): number {
  // Scaled zetas keep ζ(α, x)/ζ(α, x_min) finite where ζ itself underflows (large α, x).
  const norm = zetaScaled(alpha, h.values[i]);
  const lnXmin = lnV[i];
  let seen = 0;
  let ks = 0;
  let above = 1; // P(X > previous value); P(X ≥ x_min) = 1
  for (let j = i; j < h.values.length; j++) {
    const mass = Math.exp(-alpha * (lnV[j] - lnXmin)) / norm; // P(X = v)
    if (j === i || h.values[j] === h.values[j - 1] + 1) {
      // Consecutive integers (the dense bulk): one subtraction instead of a zeta; the
      // absolute error this accumulates stays ~1e-16 per step, harmless for a KS distance.
      above -= mass;
    } else {
      above = zetaScaled(alpha, h.values[j] + 1) * Math.exp(-alpha * (lnNext[j] - lnXmin)) / norm;
    }
    ks = Math.max(ks, Math.abs(seen / nTail - (1 - above - mass))); // just below v
    seen += h.counts[j];
    ks = Math.max(ks, Math.abs(seen / nTail - (1 - above))); // at v
    if (ks > bound) return ks;
  }
  return ks;
}

function zetaScaled(s: number, q: number): number {
  // s > 1 and q ≥ 1 always hold here, so the helper never returns null.
  return scaledHurwitzZeta(s, q) ?? Number.NaN;
}

/** CSN §4.1 semi-parametric bootstrap p-value. `data` is sorted ascending. */
function bootstrapP(
  data: Float64Array,
  h: Histogram,
  fit: TailFit,
  replicates: number,
  seed: number,
): number {
  const rand = mulberry32(seed);
  const n = data.length;
  const xmin = h.values[fit.index];
  const nBelow = n - fit.nTail;
  const pTail = fit.nTail / n;
  const exponent = -1 / (fit.alpha - 1);
  // Distinct-value index of every observation below x_min, for O(1) resampling into counts.
  const belowIndex = new Int32Array(nBelow);
  for (let k = 0, idx = 0; k < nBelow; k++) {
    while (h.values[idx] !== data[k]) idx++;
    belowIndex[k] = idx;
  }
  const belowCounts = new Float64Array(fit.index);
  const tail = new Float64Array(n);
  let atLeast = 0;
  for (let r = 0; r < replicates; r++) {
    belowCounts.fill(0);
    let nt = 0;
    for (let k = 0; k < n; k++) {
      if (rand() < pTail) {
        const x = Math.floor((xmin - 0.5) * Math.pow(1 - rand(), exponent) + 0.5);
        tail[nt++] = Math.min(x, MAX_DRAW);
      } else {
        belowCounts[belowIndex[Math.floor(rand() * nBelow)]]++;
      }
    }
    const synthetic = histogramOf(tail.subarray(0, nt).sort(), nt, h.values, belowCounts);
    if (fitTail(synthetic).ks >= fit.ks) atLeast++;
  }
  return atLeast / replicates;
}

/**
 * Run-length histogram of `sorted[0..len)`, after the optional (value, count) pairs given by
 * `prefixValues`/`prefixCounts` (all smaller than the sorted values; zero counts dropped).
 */
function histogramOf(
  sorted: Float64Array,
  len: number,
  prefixValues?: Float64Array,
  prefixCounts?: Float64Array,
): Histogram {
  const values: number[] = [];
  const counts: number[] = [];
  for (let k = 0; prefixValues && prefixCounts && k < prefixCounts.length; k++) {
    if (prefixCounts[k] > 0) {
      values.push(prefixValues[k]);
      counts.push(prefixCounts[k]);
    }
  }
  for (let k = 0; k < len; k++) {
    if (k > 0 && sorted[k] === sorted[k - 1]) counts[counts.length - 1]++;
    else {
      values.push(sorted[k]);
      counts.push(1);
    }
  }
  return { values: Float64Array.from(values), counts: Float64Array.from(counts) };
}
