/**
 * Types of the vendored `syllable` bundle (`syllable.js`, written by
 * `scripts/vendor_bundles.ts`), as the package's own `index.d.ts` declares them.
 *
 * @module
 */

/**
 * Syllables in `value` (English rules plus the package's exception lists).
 *
 * @example
 * ```ts
 * import { syllable } from "./syllable.js";
 * syllable("syllable"); // 3
 * ```
 */
export declare function syllable(value: string): number;
