/**
 * Upper tail of Snedecor's F distribution: P(X ≥ x) for X ~ F(d1, d2) is the regularized
 * incomplete beta function I_{d2/(d2 + d1 x)}(d2/2, d1/2) (Abramowitz & Stegun 1964, 26.6.2),
 * computed by `@stdlib/math-base-special-betainc`.
 *
 * @module
 */

import betainc from "npm:@stdlib/math-base-special-betainc@0.2.3";

/**
 * P(X ≥ x) for X ~ F(d1, d2); 1 for x ≤ 0, NaN for non-positive degrees of freedom or a
 * non-finite argument (d2 = Infinity is not accepted: use χ²(d1) / d1 then).
 *
 * @example
 * ```ts
 * fSf(3, 2, 10); // 0.09548… (scipy.stats.f.sf(3, 2, 10) = 0.0954798)
 * fSf(0, 4, 7); // 1
 * ```
 */
export function fSf(x: number, d1: number, d2: number): number {
  if (![x, d1, d2].every(Number.isFinite) || d1 <= 0 || d2 <= 0) return NaN;
  if (x <= 0) return 1;
  return betainc(d2 / (d2 + d1 * x), d2 / 2, d1 / 2, true, false);
}
