/**
 * Types of the vendored `@stdlib/math-base-special-gammainc` bundle (`gammainc.js`, written by
 * `scripts/vendor_bundles.ts`), as the package's own `docs/types/index.d.ts` declares them.
 *
 * @module
 */

/**
 * The incomplete gamma function of `x` and shape `s`: lower (default) or upper, regularized
 * (default) or not.
 *
 * @example
 * ```ts
 * import gammainc from "./gammainc.js";
 * gammainc(2, 1, true, true); // 0.1353352832366127 (= e^-2, the upper tail of shape 1)
 * ```
 */
declare function gammainc(x: number, s: number, regularized?: boolean, upper?: boolean): number;

export default gammainc;
