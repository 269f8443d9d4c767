/**
 * Robust scale estimators of Rousseeuw & Croux (1993, "Alternatives to the median absolute
 * deviation", JASA 88(424)): Sn and Qn. Both have a 50 % breakdown point like the MAD but,
 * unlike it, do not presume a symmetric distribution and are more efficient under normality.
 *
 * Both use the asymptotic consistency constants for the normal distribution and no
 * finite-sample correction (as robustbase's `Sn(x, finite.corr = FALSE)` /
 * `Qn(x, finite.corr = FALSE)`). The naive O(n² log n) computation is fine for n ≤ a few
 * hundred (chapter sequences); no O(n log n) Croux–Rousseeuw algorithm is needed.
 *
 * @module
 */

/** Consistency constant of Sn for the normal distribution. */
const SN_CONSTANT = 1.1926;
/** Consistency constant of Qn for the normal distribution (1 / (√2 · Φ⁻¹(5/8))). */
const QN_CONSTANT = 2.21914;

/**
 * Sn = 1.1926 · lomed_i himed_j |x_i − x_j|. The inner median runs over all j including i
 * (so over n values, one of them 0) and is the high median (element ⌊n/2⌋ + 1 in ascending
 * order); the outer is the low median (element ⌈n/2⌉). Null when n < 2 or a value is not
 * finite.
 *
 * @example
 * ```ts
 * snScale([1, 2, 3, 4, 100]); // 1.1926 · 2 = 2.3852
 * ```
 */
export function snScale(xs: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || !xs.every(Number.isFinite)) return null;
  const inner = new Float64Array(n);
  const row = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) row[j] = Math.abs(xs[i] - xs[j]);
    row.sort();
    inner[i] = row[n >> 1];
  }
  inner.sort();
  return SN_CONSTANT * inner[(n - 1) >> 1];
}

/**
 * Qn = 2.21914 · the k-th smallest of the C(n, 2) distances |x_i − x_j| (i < j), with
 * h = ⌊n/2⌋ + 1 and k = C(h, 2): roughly the first quartile of the pairwise distances. Null
 * when n < 2 or a value is not finite.
 *
 * @example
 * ```ts
 * qnScale([1, 2, 3, 4, 100]); // h = 3, k = 3, distances 1,1,1,2,… → 2.21914 · 1
 * ```
 */
export function qnScale(xs: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || !xs.every(Number.isFinite)) return null;
  const distances = new Float64Array((n * (n - 1)) / 2);
  let p = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) distances[p++] = Math.abs(xs[i] - xs[j]);
  }
  distances.sort();
  const h = (n >> 1) + 1;
  const k = (h * (h - 1)) / 2;
  return QN_CONSTANT * distances[k - 1];
}
