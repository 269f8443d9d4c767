/**
 * HD-D (McCarthy & Jarvis 2007): the exact expected type-token ratio of a random draw of
 * 42 tokens without replacement, i.e. the mean over draws of the hypergeometric
 * probability that each type appears at least once. Computed in closed form, no sampling.
 *
 * @module
 */

import { countTypes } from "./token_types.ts";

/** Tokens per hypothetical draw (McCarthy & Jarvis 2007). */
export const HD_D_SAMPLE_SIZE = 42;

/** Local floor: HD-D is null below this many tokens (a policy, not a reliability bound). */
export const HD_D_MIN_TOKENS = 100;

/**
 * Options kept for compatibility. Both are deprecated and ignored since the estimator
 * became exact (SPEC §7.5); {@link hdDStats} reports which ones were passed.
 */
export interface HdDOptions {
  /** @deprecated Ignored: the exact estimator draws no random samples. */
  readonly seed?: number;
  /** @deprecated Ignored: the exact estimator draws no random samples. */
  readonly minSamples?: number;
}

/** HD-D plus the names of deprecated options the caller passed (so it can warn). */
export interface HdDStats {
  /** HD-D, or null below {@link HD_D_MIN_TOKENS} tokens. */
  readonly value: number | null;
  /** Option names that were set but ignored, e.g. `["seed"]`; empty when none. */
  readonly deprecated: readonly string[];
}

/**
 * Probability that a type with frequency `f` appears at least once in `draws` tokens drawn
 * without replacement from `n`: 1 − C(n−f, draws)/C(n, draws).
 *
 * The ratio of binomials is evaluated as the product ∏_{i<draws} (1 − f/(n−i)) in log space
 * with log1p/expm1. That is the same closed form as a log-gamma evaluation, but it avoids
 * subtracting log-gammas of size ~10⁷ (which would lose about seven digits on a long novel)
 * and keeps full relative precision for rare types, where the result is tiny.
 */
function probabilityPresent(n: number, f: number, draws: number): number {
  if (n - f < draws) return 1; // every draw must contain the type
  let logMiss = 0;
  for (let i = 0; i < draws; i++) logMiss += Math.log1p(-f / (n - i));
  return -Math.expm1(logMiss);
}

/**
 * HD-D = (1/42) Σ_types (1 − C(N−f, 42)/C(N, 42)), a value in 0..1. Null when N < 100.
 * The deprecated `seed`/`minSamples` options are accepted and ignored.
 *
 * @example
 * ```ts
 * hdD(Array.from({ length: 100 }, (_, i) => `w${i % 50}`)); // ≈ 0.7929
 * ```
 */
export function hdD(tokens: readonly string[], _options?: HdDOptions): number | null {
  if (tokens.length < HD_D_MIN_TOKENS) return null;
  return hdDFromFrequencies(countTypes(tokens).values());
}

/**
 * {@link hdD} from type frequencies (e.g. `countTypes(tokens).values()`), for callers that
 * already hold the counts; N is their sum. Non-positive frequencies are ignored. Types are
 * grouped by frequency so each distinct frequency is evaluated once, and the groups are
 * summed in ascending frequency order, so the result does not depend on token order.
 *
 * @example
 * ```ts
 * hdDFromFrequencies(Array(50).fill(2)); // ≈ 0.7929 (N = 100)
 * ```
 */
export function hdDFromFrequencies(frequencies: Iterable<number>): number | null {
  const typesPerFrequency = new Map<number, number>();
  let n = 0;
  for (const f of frequencies) {
    if (!(f > 0)) continue;
    n += f;
    typesPerFrequency.set(f, (typesPerFrequency.get(f) ?? 0) + 1);
  }
  if (n < HD_D_MIN_TOKENS) return null;
  const ascending = [...typesPerFrequency.keys()].sort((a, b) => a - b);
  let sum = 0;
  for (const f of ascending) {
    sum += typesPerFrequency.get(f)! * probabilityPresent(n, f, HD_D_SAMPLE_SIZE);
  }
  return sum / HD_D_SAMPLE_SIZE;
}

/**
 * {@link hdD} together with the deprecated options that were passed and ignored, so the
 * caller (which owns stderr) can emit the deprecation warning SPEC §7.5 asks for.
 *
 * @example
 * ```ts
 * const tokens = Array.from({ length: 100 }, (_, i) => `w${i % 50}`);
 * hdDStats(tokens, { seed: 7 }); // { value: ≈ 0.7929, deprecated: ["seed"] }
 * ```
 */
export function hdDStats(tokens: readonly string[], options: HdDOptions = {}): HdDStats {
  const deprecated: string[] = [];
  if (options.seed !== undefined) deprecated.push("seed");
  if (options.minSamples !== undefined) deprecated.push("minSamples");
  return { value: hdD(tokens), deprecated };
}
