/**
 * The simulated null of the chapter evidence model (issue 26): how its calibrated distance
 * d² / λ is distributed when a book's chapters differ by chance alone, so that a chapter's
 * p-value accounts for everything the model estimates from the same few chapters (medians,
 * MAD scales, the rank correlation matrix, λ).
 *
 * χ²(k) is the large-sample law of d² with known centre, scales and correlation; with a book's
 * 10 to 60 chapters and k ≈ 14 features the estimates are noisy and the tail of d² is much
 * heavier: on Gaussian chapters, p < 0.001 under χ²(k) happens to 7.9 % of chapters when a book
 * has 10 and 1.2 % when it has 26 (`evidence_null_test.ts`). The model therefore reads d² / λ
 * against k·F(k, ν), the law of a quadratic form whose scale is estimated with ν degrees of
 * freedom (Hotelling's T², Hotelling 1931; the F reference of a Mahalanobis distance with an
 * estimated covariance), and fits ν by simulation (a parametric bootstrap, Efron & Tibshirani
 * 1993, ch. 6): B books of n Gaussian chapters with the book's own shrunk correlation matrix
 * go through the same steps (robust z, Spearman-based R shrunk to definite, d², genomic
 * control), and ν is the one whose k·F(k, ν) puts the simulated 99th percentile at p = 0.01.
 * When χ²(k) already does (a long book), ν is infinite and χ²(k) is kept.
 *
 * The simulation draws from a fixed seed, so a book always gets the same ν.
 *
 * @module
 */

import { mulberry32 } from "../codec/prng.ts";
import { chiSquareMedian, chiSquareSf } from "../stats/chi_square.ts";
import { MAD_TO_SIGMA } from "../stats/descriptive.ts";
import { fSf } from "../stats/f_distribution.ts";
import { cholesky, shrinkToDefinite, spearmanToPearson } from "../stats/mahalanobis.ts";

/** Null chapters simulated per book (B = ⌈NULL_CHAPTERS / n⌉ books of n chapters). */
export const NULL_CHAPTERS = 10000;
/** Tail probability at which the F reference is matched to the simulation. */
export const NULL_FIT_P = 0.01;
/** Seed of the simulation. */
export const NULL_SEED = 26;

/** Standard normal draws by the Box–Muller transform (Box & Muller 1958). */
function normals(rand: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    const u = 1 - rand();
    const r = Math.sqrt(-2 * Math.log(u));
    const t = 2 * Math.PI * rand();
    spare = r * Math.sin(t);
    return r * Math.cos(t);
  };
}

/** Pearson correlation of two centred vectors given with their sums of squares. */
function centredCorrelation(x: Float64Array, y: Float64Array, sx: number, sy: number) {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i] * y[i];
  return sx > 0 && sy > 0 ? s / Math.sqrt(sx * sy) : 0;
}

/**
 * The calibrated distances d² / λ of one book given as k complete columns of values: the steps
 * of `chapterEvidence` on complete data (robust z, Spearman-based R shrunk to definite, d²,
 * genomic control). Spearman's ρ is computed as the Pearson correlation of midranks, which it
 * is by definition, once per column.
 *
 * @example
 * ```ts
 * calibratedDistances([[1, 2, 3, 4, 5], [2, 1, 4, 3, 6]]).length; // 5
 * ```
 */
export function calibratedDistances(columns: readonly (ArrayLike<number>)[]): number[] {
  const k = columns.length;
  const n = columns[0]?.length ?? 0;
  const scratch = new Float64Array(n);
  const z = columns.map((col) => {
    scratch.set(col);
    scratch.sort();
    const med = middle(scratch);
    for (let i = 0; i < n; i++) scratch[i] = Math.abs(col[i] - med);
    scratch.sort();
    const s = MAD_TO_SIGMA * middle(scratch);
    const out = new Float64Array(n);
    for (let i = 0; i < n; i++) out[i] = s > 0 ? (col[i] - med) / s : 0;
    return out;
  });
  const ranks = z.map((col) => centredMidranks(col, scratch));
  const ss = ranks.map((r) => {
    let sum = 0;
    for (let i = 0; i < r.length; i++) sum += r[i] * r[i];
    return sum;
  });
  const r: number[][] = z.map((_, a) => z.map((_, b) => (a === b ? 1 : 0)));
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const rho = centredCorrelation(ranks[a], ranks[b], ss[a], ss[b]);
      r[a][b] = r[b][a] = spearmanToPearson(rho);
    }
  }
  const { factor } = shrinkToDefinite(r);
  const d2 = new Array<number>(n);
  const y = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    // Forward substitution L y = z_i; d² = |y|².
    let sum = 0;
    for (let a = 0; a < k; a++) {
      let v = z[a][i];
      for (let c = 0; c < a; c++) v -= factor[a][c] * y[c];
      y[a] = v / factor[a][a];
      sum += y[a] * y[a];
    }
    d2[i] = sum;
  }
  if (!CHI_MEDIANS.has(k)) CHI_MEDIANS.set(k, chiSquareMedian(k));
  scratch.set(d2);
  scratch.sort();
  const lambda = Math.max(1, middle(scratch) / CHI_MEDIANS.get(k)!);
  return d2.map((d) => d / lambda);
}

/** χ²(k) medians already computed (a bisection each). */
const CHI_MEDIANS = new Map<number, number>();

/** The median of a sorted array. */
function middle(sorted: Float64Array): number {
  const n = sorted.length;
  return n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

/**
 * Midranks (ties share their mean rank) minus their mean (n + 1) / 2: a value's midrank is the
 * mean of the 1-based positions its equals take in the sorted values, found by two binary
 * searches in a natively sorted copy (`scratch`, of the same length).
 */
function centredMidranks(xs: Float64Array, scratch: Float64Array): Float64Array {
  const n = xs.length;
  scratch.set(xs);
  scratch.sort();
  const out = new Float64Array(n);
  const centre = (n + 1) / 2;
  for (let i = 0; i < n; i++) {
    const x = xs[i];
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (scratch[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    const first = lo;
    hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (scratch[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    out[i] = (first + lo - 1) / 2 + 1 - centre;
  }
  return out;
}

/**
 * The ν of the F reference for a book of `n` chapters whose features have the (positive
 * definite) correlation `matrix`: Infinity when χ²(k) already holds the simulated 99th
 * percentile at p ≤ 0.01.
 *
 * @example
 * ```ts
 * const identity = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
 * nullDegrees(identity, 12); // a finite ν: with 12 chapters χ²(3) is too light-tailed
 * ```
 */
export function nullDegrees(matrix: readonly (readonly number[])[], n: number): number {
  const k = matrix.length;
  const factor = cholesky(matrix);
  if (!factor || n < 3 || k === 0) return Infinity;
  const gauss = normals(mulberry32(NULL_SEED));
  const books = Math.ceil(NULL_CHAPTERS / n);
  const t: number[] = [];
  for (let b = 0; b < books; b++) {
    const columns = matrix.map(() => new Float64Array(n));
    const g = new Float64Array(k);
    for (let i = 0; i < n; i++) {
      for (let a = 0; a < k; a++) g[a] = gauss();
      for (let a = 0; a < k; a++) {
        let x = 0;
        for (let c = 0; c <= a; c++) x += factor[a][c] * g[c];
        columns[a][i] = x;
      }
    }
    t.push(...calibratedDistances(columns));
  }
  t.sort((a, b) => a - b);
  const q = t[Math.min(t.length - 1, Math.ceil((1 - NULL_FIT_P) * t.length) - 1)];
  if (chiSquareSf(q, k) >= NULL_FIT_P) return Infinity;
  // fSf(q / k, k, ν) falls as ν grows (lighter tails); bisection on ln ν.
  let lo = Math.log(0.5);
  let hi = Math.log(1e6);
  if (fSf(q / k, k, Math.exp(lo)) <= NULL_FIT_P) return Math.exp(lo);
  if (fSf(q / k, k, Math.exp(hi)) > NULL_FIT_P) return Infinity;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (fSf(q / k, k, Math.exp(mid)) > NULL_FIT_P) lo = mid;
    else hi = mid;
  }
  return Math.exp(hi);
}

/**
 * The p-value of a calibrated distance on `df` features against k·F(k, ν), or χ²(k) when ν is
 * infinite.
 *
 * @example
 * ```ts
 * nullP(23.2, 10, Infinity); // 0.0100… (χ²(10))
 * nullP(23.2, 10, 30) > nullP(23.2, 10, Infinity); // true: the F tail is heavier
 * ```
 */
export function nullP(distance: number, df: number, nu: number): number {
  return Number.isFinite(nu) ? fSf(distance / df, df, nu) : chiSquareSf(distance, df);
}
