/**
 * The triage: which chapters an author should look at, and why. It is computed once, here,
 * from the view results (the style reference, the analyze chapters and the paragraph profile);
 * the dashboard's Overview and chapter table, the `style` text report, the PDF report and the
 * sheet all read it, so no two surfaces can count differently.
 *
 * The four result sets stay apart (SPEC 1.2):
 * - threshold hits: a measured cell with |z*| ≥ z_strong is `strong`, z_mild ≤ |z*| < z_strong
 *   is `mild` (the two never overlap);
 * - FDR-selected cells (`fdr_flagged`), counted on their own: a selected cell is usually also a
 *   threshold hit, but need not be;
 * - tense flags: paragraphs of the chapter with severity ≥ `flag_min_severity`;
 * - exploratory dimension flags: shown with the chapter, never counted as findings and never
 *   enough on their own to put a chapter on the list.
 *
 * "Usually" (the range a finding sentence quotes) is the style reference's own band,
 * median ± z_mild × σ with σ = 1.4826 × MAD, cut to the values the measure can take (no share
 * below 0 % or above 100 %). A threshold hit always lies outside it: |z*| ≥ z_mild means
 * |x − median| ≥ z_mild · √(σ² + SE²) ≥ z_mild · σ. So a sentence never contradicts a flag.
 *
 * Order of the chapters to look at: chapters with an FDR-selected or strong cell first, then
 * chapters with mild hits only, then chapters with tense flags only; inside each group the
 * largest |z*| first, then more tense flags, then book order.
 *
 * @module
 */

import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";

/** A threshold level of a cell. */
export type HitLevel = "strong" | "mild";

/** The book's usual range of one feature (see the module notes). */
export interface UsualRange {
  readonly median: number;
  readonly low: number;
  readonly high: number;
}

/** One cell an author should read about: a threshold hit, an FDR-selected cell, or both. */
export interface TriageCell {
  readonly chapter: number;
  readonly feature: StyleFeature;
  /** The chapter's measured value (in the feature's unit). */
  readonly value: number;
  readonly z: number;
  /** Null when the cell is FDR-selected but under z_mild. */
  readonly level: HitLevel | null;
  readonly fdr: boolean;
  /** Cliff's delta label of an FDR-selected cell, else null. */
  readonly effect: string | null;
  /** `high` when the value lies above the median. */
  readonly direction: "high" | "low";
  readonly usual: UsualRange;
}

/** An exploratory dimension on which a chapter stands out (shown, never counted). */
export interface ExploratoryFlag {
  readonly dimension: number;
  readonly score: number;
}

/** One chapter of the triage. */
export interface TriageChapter {
  readonly number: number;
  readonly title: string;
  /** Whether the chapter has z* values (passes the comparability floors). */
  readonly comparable: boolean;
  /** FDR-selected cells. */
  readonly fdr: number;
  /** Cells with |z*| ≥ z_strong. */
  readonly strong: number;
  /** Cells with z_mild ≤ |z*| < z_strong. */
  readonly mild: number;
  /** Paragraphs flagged for tense (severity ≥ flag_min_severity). */
  readonly tense: number;
  /** Distinct cells that are a threshold hit or FDR-selected, plus the tense flags. */
  readonly findings: number;
  /** Those cells, largest |z*| first. */
  readonly cells: readonly TriageCell[];
  readonly exploratory: readonly ExploratoryFlag[];
}

/** The active settings the triage used (read from the style and profile results). */
export interface TriageSettings {
  readonly z_mild: number;
  readonly z_strong: number;
  readonly fdr_q: number;
  readonly fdr_method: "bh" | "by";
  readonly flag_min_severity: number;
  readonly dim_score_threshold: number;
}

/** Book-wide counts. */
export interface TriageTotals {
  readonly fdr: number;
  readonly strong: number;
  readonly mild: number;
  readonly tense: number;
  readonly measured_cells: number;
  /** Cells expected beyond z_mild under a standard-normal null (a reference, not a rate). */
  readonly expected_by_chance: number;
}

/** The triage of a manuscript. */
export interface Triage {
  readonly settings: TriageSettings;
  /** Every chapter, in book order. */
  readonly chapters: readonly TriageChapter[];
  /** Numbers of the chapters to look at, most pressing first. */
  readonly lookAt: readonly number[];
  readonly totals: TriageTotals;
  /** The usual range of each feature; null when its baseline is unavailable. */
  readonly usual: Readonly<Record<StyleFeature, UsualRange | null>>;
}

/** What the triage reads of the style reference. */
export interface TriageStyle {
  readonly meta: {
    readonly z_mild: number;
    readonly z_strong: number;
    readonly fdr_q: number;
    readonly fdr_method: "bh" | "by";
    readonly flag_min_severity: number;
    readonly dim_score_threshold: number;
    readonly expected_false_positives: number;
  };
  readonly measured_cells: number;
  readonly features: readonly {
    readonly feature: string;
    readonly median: number | null;
    readonly band: readonly [number, number] | null;
  }[];
  readonly deviations: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly fdr_flagged: Readonly<Record<string, readonly string[]>>;
  readonly effect_magnitudes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly dimensions: readonly {
    readonly index: number;
    readonly scores: Readonly<Record<string, number>>;
    readonly flagged: readonly number[];
  }[];
}

/** What the triage reads of one analyze chapter: its number, title and feature values. */
export type TriageChapterInput =
  & { readonly number: number; readonly title: string }
  & { readonly [K in StyleFeature]: number | null };

/** Input of {@linkcode triageView}. */
export interface TriageInput {
  readonly style: TriageStyle;
  /** The analyze result's chapters, in book order. */
  readonly chapters: readonly TriageChapterInput[];
  /** The profile's chapters (`flagged` = paragraphs at or above flag_min_severity). */
  readonly tense: readonly { readonly number: number; readonly flagged: number }[];
}

/** Percent features: a share cannot leave 0–100 %. */
const PERCENT: ReadonlySet<StyleFeature> = new Set([
  "dialog_pct",
  "staccato_pct",
  "kaskade_pct",
  "first_person_start_rate",
  "function_word_pct",
  "long_word_pct",
]);

/**
 * The values a feature can take: every feature is ≥ 0; shares stop at 100 %, the type–token
 * ratio and HD-D at 1.
 */
function featureDomain(feature: StyleFeature): readonly [number, number] {
  if (PERCENT.has(feature)) return [0, 100];
  if (feature === "ttr" || feature === "hd_d") return [0, 1];
  return [0, Infinity];
}

/**
 * The usual range of a feature from its baseline: the band cut to the feature's domain.
 *
 * @example
 * ```ts
 * usualRange("dialog_pct", 45, [-8, 98]); // { median: 45, low: 0, high: 98 }
 * ```
 */
export function usualRange(
  feature: StyleFeature,
  median: number | null,
  band: readonly [number, number] | null,
): UsualRange | null {
  if (median === null || band === null) return null;
  const [lo, hi] = featureDomain(feature);
  return {
    median,
    low: Math.min(Math.max(band[0], lo), hi),
    high: Math.max(Math.min(band[1], hi), lo),
  };
}

/**
 * The threshold level of a z*: `strong` when |z*| ≥ z_strong, `mild` when |z*| ≥ z_mild, else
 * null (the one rule every surface colours and counts cells by).
 *
 * @example
 * ```ts
 * hitLevel(-3.6, 2.5, 3.5); // "strong"
 * hitLevel(2.5, 2.5, 3.5); // "mild"
 * hitLevel(1.2, 2.5, 3.5); // null
 * ```
 */
export function hitLevel(z: number, zMild: number, zStrong: number): HitLevel | null {
  const a = Math.abs(z);
  return a >= zStrong ? "strong" : a >= zMild ? "mild" : null;
}

function tier(c: TriageChapter): number {
  if (c.fdr > 0 || c.strong > 0) return 0;
  return c.mild > 0 ? 1 : 2;
}

function maxAbsZ(c: TriageChapter): number {
  return c.cells.reduce((m, cell) => Math.max(m, Math.abs(cell.z)), 0);
}

/**
 * Builds the triage from the view results.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import type { Analysis } from "../features/pipeline.ts";
 * import { analyzeView } from "./analyze.ts";
 * import { profileView } from "./profile.ts";
 * import { fingerprintView } from "./style.ts";
 * declare const a: Analysis;
 * const style = fingerprintView(a, DEFAULT_THRESHOLDS);
 * const chapters = analyzeView(a).metrics.chapters;
 * const tense = profileView(a, DEFAULT_THRESHOLDS.flag_min_severity).chapters;
 * triageView({ style, chapters, tense }).lookAt; // e.g. [15, 12, 30]: chapters to read first
 * ```
 */
export function triageView(input: TriageInput): Triage {
  const { style } = input;
  const meta = style.meta;
  const usual = Object.fromEntries(STYLE_FEATURES.map((f) => {
    const b = style.features.find((x) => x.feature === f);
    return [f, b ? usualRange(f, b.median, b.band) : null];
  })) as Record<StyleFeature, UsualRange | null>;
  const tense = new Map(input.tense.map((c) => [c.number, c.flagged]));
  const exploratory = new Map<number, ExploratoryFlag[]>();
  for (const d of style.dimensions) {
    for (const n of d.flagged) {
      const list = exploratory.get(n) ?? [];
      list.push({ dimension: d.index, score: d.scores[String(n)] ?? 0 });
      exploratory.set(n, list);
    }
  }

  const chapters = input.chapters.map((c): TriageChapter => {
    const key = String(c.number);
    const deviations = style.deviations[key];
    const selected = new Set(style.fdr_flagged[key] ?? []);
    const effects = style.effect_magnitudes[key] ?? {};
    const cells: TriageCell[] = [];
    for (const feature of STYLE_FEATURES) {
      const z = deviations?.[feature];
      const value = c[feature];
      const range = usual[feature];
      if (z === undefined || value === null || range === null) continue;
      const level = hitLevel(z, meta.z_mild, meta.z_strong);
      const fdr = selected.has(feature);
      if (level === null && !fdr) continue;
      cells.push({
        chapter: c.number,
        feature,
        value,
        z,
        level,
        fdr,
        effect: effects[feature] ?? null,
        direction: value >= range.median ? "high" : "low",
        usual: range,
      });
    }
    cells.sort((a, b) =>
      Math.abs(b.z) - Math.abs(a.z) ||
      STYLE_FEATURES.indexOf(a.feature) - STYLE_FEATURES.indexOf(b.feature)
    );
    const flagged = tense.get(c.number) ?? 0;
    return {
      number: c.number,
      title: c.title,
      comparable: deviations !== undefined,
      fdr: cells.filter((x) => x.fdr).length,
      strong: cells.filter((x) => x.level === "strong").length,
      mild: cells.filter((x) => x.level === "mild").length,
      tense: flagged,
      findings: cells.length + flagged,
      cells,
      exploratory: exploratory.get(c.number) ?? [],
    };
  });

  const lookAt = chapters.filter((c) => c.findings > 0)
    .sort((a, b) =>
      tier(a) - tier(b) || maxAbsZ(b) - maxAbsZ(a) || b.tense - a.tense || a.number - b.number
    )
    .map((c) => c.number);
  const sum = (k: "fdr" | "strong" | "mild" | "tense") => chapters.reduce((s, c) => s + c[k], 0);
  return {
    settings: {
      z_mild: meta.z_mild,
      z_strong: meta.z_strong,
      fdr_q: meta.fdr_q,
      fdr_method: meta.fdr_method,
      flag_min_severity: meta.flag_min_severity,
      dim_score_threshold: meta.dim_score_threshold,
    },
    chapters,
    lookAt,
    totals: {
      fdr: sum("fdr"),
      strong: sum("strong"),
      mild: sum("mild"),
      tense: sum("tense"),
      measured_cells: style.measured_cells,
      expected_by_chance: meta.expected_false_positives,
    },
    usual,
  };
}
