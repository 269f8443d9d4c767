/**
 * Robust scale estimators of Rousseeuw & Croux (1993, "Alternatives to the median absolute
 * deviation", JASA 88(424)): Sn and Qn. Both have a 50 % breakdown point like the MAD but,
 * unlike it, do not presume a symmetric distribution and are more efficient under normality.
 *
 * Both use the asymptotic consistency constants for the normal distribution and no
 * finite-sample correction (as robustbase's `Sn(x, finite.corr = FALSE)` /
 * `Qn(x, finite.corr = FALSE)`). Sn runs in O(n log n): on sorted data the distances from one
 * point form two sorted runs, so each inner high median is a k-th element of two sorted arrays.
 * Qn selects its order statistic from the C(n, 2) distances with quickselect (O(n²) expected),
 * which keeps 16 features × 364 chapters in a few milliseconds.
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
  const y = Float64Array.from(xs).sort();
  const inner = new Float64Array(n);
  const k = n >> 1; // 0-based index of the high median of n values
  for (let i = 0; i < n; i++) {
    // The n distances from y[i]: 0 (itself), then left run y[i]−y[i−1−t] and right run
    // y[i+1+t]−y[i], both ascending. 0 is the smallest, so the k-th overall is the (k−1)-th
    // of the two runs merged.
    inner[i] = k === 0 ? 0 : kthOfTwoRuns(y, i, k - 1);
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
  const h = (n >> 1) + 1;
  const k = (h * (h - 1)) / 2;
  return QN_CONSTANT * quickselect(distances, k - 1);
}

/** Left-run distance t of point i: y[i] − y[i−1−t]. */
function left(y: Float64Array, i: number, t: number): number {
  return y[i] - y[i - 1 - t];
}

/** Right-run distance t of point i: y[i+1+t] − y[i]. */
function right(y: Float64Array, i: number, t: number): number {
  return y[i + 1 + t] - y[i];
}

/**
 * The k-th smallest (0-based) of the merged left run (length i) and right run (length
 * n − 1 − i) of point i, by binary search on how many come from the left run.
 */
function kthOfTwoRuns(y: Float64Array, i: number, k: number): number {
  const m = i, r = y.length - 1 - i;
  let lo = Math.max(0, k + 1 - r), hi = Math.min(k + 1, m);
  while (lo < hi) {
    const a = (lo + hi) >> 1; // take a from the left run, k + 1 − a from the right
    const b = k + 1 - a;
    if (b > 0 && a < m && right(y, i, b - 1) > left(y, i, a)) lo = a + 1;
    else hi = a;
  }
  const a = lo, b = k + 1 - a;
  const fromLeft = a > 0 ? left(y, i, a - 1) : -Infinity;
  const fromRight = b > 0 ? right(y, i, b - 1) : -Infinity;
  return Math.max(fromLeft, fromRight);
}

/** The k-th smallest (0-based) of `a` by Hoare quickselect (reorders `a`). */
function quickselect(a: Float64Array, k: number): number {
  let lo = 0, hi = a.length - 1;
  while (hi > lo) {
    const pivot = median3(a[lo], a[(lo + hi) >> 1], a[hi]);
    let i = lo, j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

function median3(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : (a < c ? a : b < c ? c : b);
}
