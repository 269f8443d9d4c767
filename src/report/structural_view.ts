/**
 * The shape of `structural_diagnostics` (SPEC 2.3) as the renderers read it — the dashboard's
 * Structure tab and the PDF report's structure section. The style view keeps the object as a
 * JSON-ready record; this names the keys both renderers use, in one place.
 *
 * @module
 */

import type { StyleResult } from "../views/style.ts";

/** Mann–Kendall trend of one feature, or null below n = 3. */
export type StructuralTrend = { tau: number; S: number; p: number } | null;
/** Distribution shift between the halves of the book. */
export type StructuralShift = { wasserstein: number; ks_d: number; ks_p: number };
/** Keyness words with their G² score. */
export type KeynessWords = { word: string; g2: number }[];

/** The structural diagnostics keys the renderers read. */
export interface StructuralDiagnostics {
  changepoints?: Record<string, number[]>;
  trends?: Record<string, StructuralTrend>;
  distribution_shift?: Record<string, StructuralShift>;
  trending_features?: string[];
  segmented_features?: string[];
  shifted_features?: string[];
  keyness?: { early_over: KeynessWords; late_over: KeynessWords } | null;
}

/**
 * The structural diagnostics of a style result, typed for rendering.
 *
 * @example
 * ```ts
 * import type { StyleResult } from "../views/style.ts";
 * declare const style: StyleResult;
 * const trending = structuralOf(style).trending_features ?? []; // e.g. ["asl", "ttr"]
 * ```
 */
export function structuralOf(style: StyleResult): StructuralDiagnostics {
  return style.structural_diagnostics as StructuralDiagnostics;
}
