/**
 * Lexical-diversity indices, one file each:
 * - `ttr.ts`: {@link ttr} (V/N) and {@link guiraudR} (V/√N), length-dependent;
 * - `hd_d.ts`: {@link hdD} / {@link hdDStats} / {@link hdDFromFrequencies}, exact HD-D (McCarthy & Jarvis 2007);
 * - `mtld.ts`: {@link mtld} / {@link mtldFactors} (McCarthy & Jarvis 2010);
 * - `mattr.ts`: {@link mattr} (Covington & McFall 2010);
 * - `maas.ts`: {@link maasA2} (Maas 1972);
 * - `token_types.ts`: shared type counting.
 *
 * Inputs are case-folded word tokens. HD-D, MTLD and Maas are null below 100 tokens and
 * MATTR below one full window (local policy, not a reliability guarantee).
 *
 * @example
 * ```ts
 * import { hdD, mtld } from "./lexical.ts";
 * ```
 *
 * @module
 */

export { guiraudR, ttr } from "./ttr.ts";
export {
  HD_D_MIN_TOKENS,
  HD_D_SAMPLE_SIZE,
  hdD,
  hdDFromFrequencies,
  type HdDOptions,
  type HdDStats,
  hdDStats,
} from "./hd_d.ts";
export { mtld, MTLD_MIN_TOKENS, MTLD_THRESHOLD, mtldFactors, type MtldOptions } from "./mtld.ts";
export { mattr, MATTR_WINDOW } from "./mattr.ts";
export { MAAS_MIN_TOKENS, maasA2 } from "./maas.ts";
export { countTypes, type TypeIds, typeIds } from "./token_types.ts";
