/**
 * Upper tail of the chi-square distribution, P(X ≥ x) for X ~ χ²(df): the regularized upper
 * incomplete gamma function Q(df/2, x/2) (Abramowitz & Stegun 1964, 26.4.2), computed by
 * `@stdlib/math-base-special-gammainc`, so tiny tail probabilities keep their precision
 * instead of rounding 1 − CDF to 0. The package is read from its vendored one-module bundle
 * (`src/vendor/gammainc.js`, see `scripts/vendor_bundles.ts`): the same code, loaded without
 * resolving its 287 CommonJS modules in every process.
 *
 * @module
 */

// @ts-types="../vendor/gammainc.d.ts"
import gammainc from "../vendor/gammainc.js";

/**
 * P(X ≥ x) for X ~ χ²(df); 1 for x ≤ 0, NaN for df ≤ 0 or a non-finite argument.
 *
 * @example
 * ```ts
 * chiSquareSf(2, 2); // 0.36787944117144233 (= e^-1: with 2 degrees of freedom P = e^(-x/2))
 * chiSquareSf(0, 5); // 1
 * ```
 */
export function chiSquareSf(x: number, df: number): number {
  if (!Number.isFinite(x) || !Number.isFinite(df) || df <= 0) return NaN;
  if (x <= 0) return 1;
  return gammainc(x / 2, df / 2, true, true);
}

/**
 * The median of χ²(df), by bisection on {@linkcode chiSquareSf} (to 1e-12 relative); NaN for
 * df ≤ 0. Genomic control divides by it (Devlin & Roeder 1999).
 *
 * @example
 * ```ts
 * chiSquareMedian(1); // ≈ 0.454936 (scipy.stats.chi2.median(1) = 0.454936423119572)
 * ```
 */
export function chiSquareMedian(df: number): number {
  if (!Number.isFinite(df) || df <= 0) return NaN;
  let lo = 0;
  let hi = Math.max(1, df);
  while (chiSquareSf(hi, df) > 0.5) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (chiSquareSf(mid, df) > 0.5) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
