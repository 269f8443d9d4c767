/**
 * Comparison of full-precision results with independently computed doubles.
 *
 * @module
 */

import assert from "node:assert/strict";

/**
 * Asserts |actual − expected| ≤ rel · max(|expected|, tiny): a relative tolerance that still
 * works at 0. `actual` must be a finite number (null or undefined fail).
 *
 * @example
 * ```ts
 * assertClose(0.1 + 0.2, 0.3); // passes at the default 1e-12
 * ```
 */
export function assertClose(
  actual: number | null | undefined,
  expected: number,
  rel = 1e-12,
  message = "",
): void {
  assert.ok(typeof actual === "number" && Number.isFinite(actual), `${message} got ${actual}`);
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  assert.ok(
    Math.abs(actual - expected) <= rel * scale,
    `${message} ${actual} differs from ${expected} by more than ${rel} relative`,
  );
}
