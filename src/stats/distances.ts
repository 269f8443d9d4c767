/**
 * Distances between two empirical distributions (e.g. a feature's values in the first and
 * the second half of a manuscript): the 1-Wasserstein (earth mover's) distance and the
 * two-sample Kolmogorov–Smirnov statistic with an asymptotic p-value.
 *
 * @module
 */

/** Result of {@link ksTwoSample}. */
export interface KsResult {
  /** D = sup_x |F_a(x) − F_b(x)|, in [0, 1]. */
  readonly d: number;
  /** Asymptotic p-value of D (Kolmogorov distribution, Stephens' correction), in [0, 1]. */
  readonly p: number;
}

/**
 * 1-Wasserstein distance ∫ |F_a(x) − F_b(x)| dx between the empirical CDFs of a and b, as
 * `scipy.stats.wasserstein_distance(a, b)` (unweighted). In the units of the data. Null when
 * either sample is empty or holds a non-finite value.
 *
 * @example
 * ```ts
 * wasserstein1([0, 1, 3], [5, 6, 8]); // 5
 * ```
 */
export function wasserstein1(a: readonly number[], b: readonly number[]): number | null {
  const merged = mergeCdfs(a, b);
  if (merged === null) return null;
  const { points, cdfA, cdfB } = merged;
  let total = 0;
  for (let k = 0; k + 1 < points.length; k++) {
    total += Math.abs(cdfA[k] - cdfB[k]) * (points[k + 1] - points[k]);
  }
  return total;
}

/**
 * Two-sample Kolmogorov–Smirnov test. D = sup |F_a − F_b| over the empirical CDFs (the
 * statistic of `scipy.stats.ks_2samp`). The p-value is asymptotic, with Stephens' (1970)
 * small-sample correction as in Numerical Recipes 3rd ed. §14.3.3:
 * en = √(nm/(n+m)), λ = (en + 0.12 + 0.11/en) · D, p = Q_KS(λ) =
 * 2 Σ_{j≥1} (−1)^(j−1) exp(−2j²λ²), clipped to [0, 1]. It is not scipy's exact small-sample
 * p-value. Null when either sample is empty or holds a non-finite value.
 *
 * @example
 * ```ts
 * ksTwoSample([1, 2, 3, 4], [5, 6, 7, 8]); // { d: 1, p: ≈ 0.01107 }
 * ```
 */
export function ksTwoSample(a: readonly number[], b: readonly number[]): KsResult | null {
  const merged = mergeCdfs(a, b);
  if (merged === null) return null;
  let d = 0;
  for (let k = 0; k < merged.points.length; k++) {
    d = Math.max(d, Math.abs(merged.cdfA[k] - merged.cdfB[k]));
  }
  const en = Math.sqrt((a.length * b.length) / (a.length + b.length));
  return { d, p: kolmogorovQ((en + 0.12 + 0.11 / en) * d) };
}

/**
 * Q_KS(λ) = 1 − P_KS(λ), the Kolmogorov survival function. The alternating series converges
 * slowly for small λ, so below 1.18 the equivalent theta-function form
 * P_KS(λ) = √(2π)/λ · Σ_{j≥1} exp(−(2j−1)²π²/(8λ²)) is summed instead (Numerical Recipes 3rd ed. §6.14).
 */
function kolmogorovQ(lambda: number): number {
  if (!(lambda > 0)) return 1;
  let q: number;
  if (lambda < 1.18) {
    const y = Math.exp((-Math.PI * Math.PI) / (8 * lambda * lambda));
    let sum = 0;
    for (let j = 1; j <= 8; j++) sum += Math.pow(y, (2 * j - 1) * (2 * j - 1));
    q = 1 - (Math.sqrt(2 * Math.PI) / lambda) * sum;
  } else {
    const x = Math.exp(-2 * lambda * lambda);
    let sum = 0;
    for (let j = 1; j <= 8; j++) sum += (j % 2 === 1 ? 1 : -1) * Math.pow(x, j * j);
    q = 2 * sum;
  }
  return Math.min(1, Math.max(0, q));
}

interface MergedCdfs {
  /** All values of a and b, ascending. */
  readonly points: Float64Array;
  /** F_a and F_b evaluated at each point (right-continuous: share of values ≤ point). */
  readonly cdfA: Float64Array;
  readonly cdfB: Float64Array;
}

function mergeCdfs(a: readonly number[], b: readonly number[]): MergedCdfs | null {
  if (a.length === 0 || b.length === 0) return null;
  if (!a.every(Number.isFinite) || !b.every(Number.isFinite)) return null;
  const sa = Float64Array.from(a).sort();
  const sb = Float64Array.from(b).sort();
  const points = new Float64Array(sa.length + sb.length);
  points.set(sa);
  points.set(sb, sa.length);
  points.sort();
  const cdfA = new Float64Array(points.length);
  const cdfB = new Float64Array(points.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < points.length; k++) {
    while (i < sa.length && sa[i] <= points[k]) i++;
    while (j < sb.length && sb[j] <= points[k]) j++;
    cdfA[k] = i / sa.length;
    cdfB[k] = j / sb.length;
  }
  return { points, cdfA, cdfB };
}
