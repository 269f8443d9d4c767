/**
 * Scales and axis ticks of the charts: clamping, linear maps, nice tick values and the thinning
 * of chapter labels.
 *
 * @module
 */

import { isNum } from "./svg.ts";

/**
 * Clamps `v` into `[lo, hi]`.
 *
 * @example
 * ```ts
 * clamp(880 / 10, 2, 44); // 44
 * ```
 */
export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/**
 * A linear map from the domain `[d0, d1]` to the range `[r0, r1]`; a zero-width domain maps
 * everything to the middle of the range instead of dividing by zero.
 *
 * @example
 * ```ts
 * linearScale(0, 10, 100, 0)(2.5); // 75
 * ```
 */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

/** Axis ticks from {@linkcode niceTicks}: the extended domain and the tick values. */
export interface Ticks {
  /** Lower end of the axis (the first tick). */
  readonly min: number;
  /** Upper end of the axis (the last tick). */
  readonly max: number;
  /** Distance between ticks. */
  readonly step: number;
  /** The tick values, ascending. */
  readonly values: readonly number[];
}

const NICE_MANTISSAS = [1, 2, 2.5, 5];
const MIN_SPAN = 0.05;

/**
 * Nice axis ticks (steps of 1, 2, 2.5 or 5 × 10^k) that cover `[lo, hi]` with 4 to 6 ticks:
 * the smallest such step wins. A degenerate range is widened around its value first, and a
 * range narrower than 0.05 is widened to 0.05 (tick labels print two decimals).
 *
 * @example
 * ```ts
 * niceTicks(3.2, 17.8).values; // [0, 5, 10, 15, 20]
 * ```
 */
export function niceTicks(lo: number, hi: number): Ticks {
  let a = isNum(lo) ? lo : 0;
  let b = isNum(hi) ? hi : 1;
  if (a > b) [a, b] = [b, a];
  if (a === b) {
    const pad = a === 0 ? 1 : Math.abs(a) / 10;
    a -= pad;
    b += pad;
  }
  // Labels print two decimals, so a step below 0.01 would repeat labels: widen tiny ranges.
  if (b - a < MIN_SPAN) {
    const mid = (a + b) / 2;
    a = mid - MIN_SPAN / 2;
    b = mid + MIN_SPAN / 2;
  }
  const base = Math.floor(Math.log10(b - a));
  let best: Ticks | null = null;
  for (let e = base - 2; e <= base + 1 && best === null; e++) {
    for (const m of NICE_MANTISSAS) {
      const step = m * 10 ** e;
      const min = Math.floor(a / step + 1e-9) * step;
      const max = Math.ceil(b / step - 1e-9) * step;
      const count = Math.round((max - min) / step) + 1;
      if (count >= 4 && count <= 6) {
        const values = Array.from({ length: count }, (_, i) => roundTick(min + i * step));
        best = { min: values[0], max: values[count - 1], step, values };
        break;
      }
    }
  }
  // Unreachable for finite input (a 2× step change never skips the 4–6 window twice), kept so
  // the function is total.
  return best ?? { min: a, max: b, step: b - a, values: [a, b] };
}

/** Removes float noise such as 0.30000000000000004 from tick values. */
function roundTick(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

const THIN_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/**
 * Which of `n` positions get a label so that at most `max` do: the first position and every
 * `step`-th (positions `step−1`, `2·step−1`, … i.e. chapters 1, 20, 40 … in a book numbered
 * from 1), with `step` the smallest of 1, 2, 5, 10, 20, 25, 50, … that fits.
 *
 * @example
 * ```ts
 * thinnedIndices(5, 20); // [0, 1, 2, 3, 4]
 * thinnedIndices(100, 20).length; // 11 (step 10: 1, 10, 20 … 100)
 * ```
 */
export function thinnedIndices(n: number, max: number): number[] {
  if (n <= 0 || max <= 0) return [];
  const step = THIN_STEPS.find((s) => 1 + Math.floor(n / s) - (s === 1 ? 1 : 0) <= max) ??
    Math.ceil(n / Math.max(1, max - 1));
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (i === 0 || (i + 1) % step === 0) out.push(i);
  return out.length <= max ? out : out.slice(0, max);
}
