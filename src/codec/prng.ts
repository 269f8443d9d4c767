/**
 * Seeded pseudo-random numbers for the statistics that need resampling (bootstrap p-values).
 * Results must be reproducible run to run, so nothing here touches `Math.random`.
 *
 * @module
 */

/**
 * mulberry32 (Tommy Ettinger, 2017; reference JavaScript in bryc's "PRNGs.md"): a 32-bit
 * state generator that is fast, passes gjrand/PractRand to moderate sizes, and is easy to
 * reproduce in other languages. Each call returns a float in [0, 1) with 32 random bits.
 *
 * The seed is reduced to an unsigned 32-bit integer (`seed >>> 0`), so 1.9 and 1 give the
 * same stream.
 *
 * @example
 * ```ts
 * const rand = mulberry32(42);
 * rand(); // 0.6011037519201636
 * ```
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
