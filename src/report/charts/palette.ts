/**
 * Chart colours. Categories use the Okabe–Ito palette (distinguishable with the common colour
 * vision deficiencies); signed values use a seven-class blue–orange diverging scale. Colour is
 * never the only carrier of meaning: every chart adds position, shape, marks or text.
 *
 * @module
 */

/** Okabe–Ito category colours. */
export const OKABE_ITO = {
  blue: "#0072B2",
  orange: "#E69F00",
  green: "#009E73",
  purple: "#CC79A7",
  sky: "#56B4E9",
  vermillion: "#D55E00",
  yellow: "#F0E442",
  black: "#000000",
} as const;

/** Neutral greys for axes, grid lines, gaps and unmeasured cells. */
export const GREYS = {
  /** Axis and label text. */
  text: "#5B6476",
  /** Grid lines and faint ticks. */
  grid: "#DFE3EA",
  /** Missing values (ticks, gaps). */
  missing: "#9A9A9A",
  /** Background of an unmeasured heatmap cell. */
  unmeasured: "#E3E3E3",
  /** Hatch line over an unmeasured cell. */
  hatch: "#8A8A8A",
} as const;

/**
 * Tense-switch severity 0–3 as a sequential orange scale (ColorBrewer Oranges): 0 is a grey
 * tick, each level darker, so a severity-3 bar is always the darkest whatever its tense. The
 * strong levels keep at least 3:1 contrast with white (2: 3.6:1, 3: 6.9:1).
 */
export const SEVERITY_COLOURS = ["#C7CCD6", "#FDAE6B", "#E6550D", "#A63603"] as const;

/** The seven diverging classes from strongly negative (dark blue) to strongly positive. */
export const DIVERGING = [
  "#2166AC",
  "#67A9CF",
  "#D1E5F0",
  "#F7F7F7",
  "#FEE0B6",
  "#F1A340",
  "#B35806",
] as const;

/** Class edges of {@linkcode DIVERGING} in z units, from the clamp at −4 to the clamp at +4. */
export const DIVERGING_EDGES = [-4, -3, -2, -1, 1, 2, 3, 4] as const;

/**
 * The diverging class (0–6) of a z value: |z| < 1 is neutral, each further unit of |z| one
 * class darker, |z| ≥ 3 the darkest (values beyond ±4 are clamped to ±4 and stay there).
 *
 * @example
 * ```ts
 * divergingClass(-2.5); // 1
 * divergingClass(0.4); // 3
 * divergingClass(21.5); // 6
 * ```
 */
export function divergingClass(z: number): number {
  const c = Math.max(-4, Math.min(4, z));
  if (c <= -3) return 0;
  if (c <= -2) return 1;
  if (c <= -1) return 2;
  if (c < 1) return 3;
  if (c < 2) return 4;
  if (c < 3) return 5;
  return 6;
}
