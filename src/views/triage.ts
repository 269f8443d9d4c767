/**
 * The triage: which chapters an author should look at, and why. It is computed once, here,
 * from the view results (the style reference, the analyze chapters and the paragraph profile);
 * the dashboard's Overview and chapter table, the `style` text report, the PDF report and the
 * sheet all read it, so no two surfaces can count differently.
 *
 * What heads the list is the chapter evidence model (`style/evidence.ts`, issue 26): a chapter
 * is "beyond chance" when its combined, calibrated deviation across the de-correlated features
 * survives the false-discovery-rate control across the book's chapters. Each such chapter comes
 * with the few features that carry it. Length-driven measures do not decide the list: the
 * type–token ratio is left out of the model (HD-D stands in) and the variety of sentence
 * openings enters net of chapter length. When no chapter passes, `anyway` names the strongest
 * few (smallest p) for an author who wants to look anyway; a single mild threshold hit never
 * puts a chapter on the list by itself.
 *
 * Books with fewer chapters than the model needs (`EVIDENCE_MIN_CHAPTERS`) fall back to the
 * per-cell FDR selection of the style reference: a chapter with an FDR-selected cell of a
 * length-robust feature is beyond chance.
 *
 * The four result sets of SPEC 1.2 stay apart and are still counted per chapter (they are the
 * "details for statisticians"):
 * - threshold hits: a measured cell with |z*| ≥ z_strong is `strong`, z_mild ≤ |z*| < z_strong
 *   is `mild` (the two never overlap);
 * - FDR-selected cells (`fdr_flagged`), counted on their own;
 * - tense flags: paragraphs of the chapter with severity ≥ `flag_min_severity`;
 * - exploratory dimension flags: shown with the chapter, never counted as findings and never
 *   enough on their own to put a chapter on the list.
 *
 * "Usually" (the range a finding sentence quotes) is the style reference's own band,
 * median ± z_mild × σ with σ = 1.4826 × MAD, cut to the values the measure can take (no share
 * below 0 % or above 100 %).
 *
 * Order of the chapters to look at (`lookAt`): the chapters beyond chance, smallest p first;
 * then the chapters with tense flags only (tense is its own result set), more flags first, then
 * book order.
 *
 * @module
 */

import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import { LENGTH_ADJUSTED, LENGTH_EXCLUDED, MAX_CARRIERS } from "../style/evidence.ts";
import { CHAPTER_FLAG, chapterFingerprints } from "./fingerprint.ts";

/** Chapters offered under "if you want to look anyway" when none is beyond chance. */
export const ANYWAY_CHAPTERS = 3;

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

/** A chapter's combined evidence (the chapter evidence model). */
export interface ChapterEvidenceView {
  /** Calibrated squared Mahalanobis distance and its degrees of freedom. */
  readonly distance: number;
  readonly df: number;
  readonly p: number;
  /** FDR-adjusted p (by the book's fdr_method). */
  readonly q: number;
  /** Whether the chapter is beyond chance (selected at fdr_q). */
  readonly beyond: boolean;
  /** The features that carry the score, as cells (z = the deviation the model used). */
  readonly carriers: readonly TriageCell[];
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
  /** The chapter's evidence; null when the model is unavailable or the chapter unscored. */
  readonly evidence: ChapterEvidenceView | null;
  /** Whether the chapter is beyond chance (by the model, or by the per-cell fallback). */
  readonly beyond: boolean;
  /**
   * The features that carry the chapter, largest first: the model's carriers, or under the
   * per-cell fallback its FDR-selected length-robust cells.
   */
  readonly carriers: readonly TriageCell[];
}

/** How the triage decided what is beyond chance. */
export interface TriageEvidence {
  /** `model`: the chapter evidence model; `cells`: the per-cell FDR fallback (few chapters). */
  readonly basis: "model" | "cells";
  /** Chapters the model scored (0 under `cells`). */
  readonly scored: number;
  /** The model's genomic-control factor λ. */
  readonly inflation: number;
  /** ν of the F reference the model read distances against; null: χ² (a long book). */
  readonly nullDegrees: number | null;
  /** Features the model combined. */
  readonly features: readonly StyleFeature[];
  /** Minimum scored chapters of the model. */
  readonly min_chapters: number;
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
  /** Chapters with a threshold hit, an FDR-selected cell or a tense flag. */
  readonly chapters_with_findings: number;
  /** Cells expected beyond z_mild under a standard-normal null (a reference, not a rate). */
  readonly expected_by_chance: number;
}

/** The triage of a manuscript. */
export interface Triage {
  readonly settings: TriageSettings;
  /** Every chapter, in book order. */
  readonly chapters: readonly TriageChapter[];
  /** Numbers of the chapters to look at, most pressing first (see the module notes). */
  readonly lookAt: readonly number[];
  /** Chapters beyond chance, smallest p first (the head of `lookAt`). */
  readonly beyondChance: readonly number[];
  /** When none is beyond chance: the strongest few, smallest p first; else empty. */
  readonly anyway: readonly number[];
  readonly evidence: TriageEvidence;
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
  readonly chapter_evidence: {
    readonly available: boolean;
    readonly min_chapters: number;
    readonly features: readonly string[];
    readonly inflation: number;
    /** Absent in style references written before the simulated null (read as χ²). */
    readonly null_degrees?: number | null;
    readonly chapters: Readonly<
      Record<string, {
        readonly distance: number;
        readonly df: number;
        readonly p: number;
        readonly q: number;
        readonly carriers: readonly { readonly feature: string; readonly z: number }[];
      }>
    >;
    readonly selected: readonly number[];
  };
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
  /**
   * Dismissed fingerprints (`fingerprint.ts`): a dismissed chapter finding leaves the chapter
   * off the list, a dismissed cell leaves every count. Tense counts come in without theirs.
   */
  readonly dismissed?: ReadonlySet<string>;
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

function maxAbsZ(cells: readonly TriageCell[]): number {
  return cells.reduce((m, cell) => Math.max(m, Math.abs(cell.z)), 0);
}

/** A cell that may decide the list: FDR-selected, of a feature that does not move with length. */
function lengthRobustSelected(cell: TriageCell): boolean {
  return cell.fdr && !LENGTH_EXCLUDED.includes(cell.feature) &&
    !LENGTH_ADJUSTED.includes(cell.feature);
}

/** Beyond chance without the model (few chapters): an FDR-selected length-robust cell. */
function fallbackBeyond(chapters: readonly TriageChapter[]): number[] {
  return chapters.filter((c) => c.cells.some(lengthRobustSelected))
    .sort((a, b) =>
      maxAbsZ(b.cells.filter(lengthRobustSelected)) -
        maxAbsZ(a.cells.filter(lengthRobustSelected)) ||
      a.number - b.number
    )
    .map((c) => c.number);
}

/** The strongest scored chapters, smallest p first (none without the model). */
function strongest(chapters: readonly TriageChapter[]): number[] {
  return chapters.filter((c) => c.evidence !== null)
    .sort((a, b) => a.evidence!.p - b.evidence!.p || a.number - b.number)
    .slice(0, ANYWAY_CHAPTERS)
    .map((c) => c.number);
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
 * triageView({ style, chapters, tense }).beyondChance; // e.g. [15, 12]: beyond chance
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
  const evidence = style.chapter_evidence;
  const chosen = new Set(evidence.available ? evidence.selected : []);
  const exploratory = new Map<number, ExploratoryFlag[]>();
  for (const d of style.dimensions) {
    for (const n of d.flagged) {
      const list = exploratory.get(n) ?? [];
      list.push({ dimension: d.index, score: d.scores[String(n)] ?? 0 });
      exploratory.set(n, list);
    }
  }

  const dismissed = input.dismissed ?? new Set<string>();
  const titles = input.chapters.map((c) => c.title);
  const prints = new Map<string, string[]>();
  const isDismissed = (index: number, flag: string) => {
    if (dismissed.size === 0) return false;
    if (!prints.has(flag)) prints.set(flag, chapterFingerprints(titles, flag));
    return dismissed.has(prints.get(flag)![index]);
  };
  const chapters = input.chapters.map((c, index): TriageChapter => {
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
      if ((level === null && !fdr) || isDismissed(index, feature)) continue;
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
    const e = evidence.available ? evidence.chapters[key] : undefined;
    const carriers = (e?.carriers ?? []).flatMap((x): TriageCell[] => {
      const feature = x.feature as StyleFeature;
      const value = c[feature];
      const range = usual[feature];
      if (value === null || value === undefined || range === null) return [];
      const zStar = deviations?.[feature];
      return [{
        chapter: c.number,
        feature,
        value,
        z: x.z,
        level: zStar === undefined ? null : hitLevel(zStar, meta.z_mild, meta.z_strong),
        fdr: selected.has(feature),
        effect: effects[feature] ?? null,
        direction: x.z >= 0 ? "high" : "low",
        usual: range,
      }];
    });
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
      evidence: e
        ? {
          distance: e.distance,
          df: e.df,
          p: e.p,
          q: e.q,
          beyond: chosen.has(c.number) && !isDismissed(index, CHAPTER_FLAG),
          carriers,
        }
        : null,
      beyond: false,
      carriers,
    };
  });

  const chapterDismissed = new Set(
    input.chapters.filter((_, i) => isDismissed(i, CHAPTER_FLAG)).map((c) => c.number),
  );
  const beyondChance =
    (evidence.available
      ? evidence.selected.filter((n) => chapters.some((c) => c.number === n))
      : fallbackBeyond(chapters)).filter((n) => !chapterDismissed.has(n));
  const beyond = new Set(beyondChance);
  const marked = chapters.map((c): TriageChapter => ({
    ...c,
    beyond: beyond.has(c.number),
    carriers: evidence.available
      ? c.carriers
      : c.cells.filter(lengthRobustSelected).slice(0, MAX_CARRIERS),
  }));
  const tenseOnly = marked.filter((c) => c.tense > 0 && !beyond.has(c.number))
    .sort((a, b) => b.tense - a.tense || a.number - b.number)
    .map((c) => c.number);
  const anyway = beyondChance.length > 0
    ? []
    : strongest(marked).filter((n) => !chapterDismissed.has(n));
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
    chapters: marked,
    lookAt: [...beyondChance, ...tenseOnly],
    beyondChance,
    anyway,
    evidence: {
      basis: evidence.available ? "model" : "cells",
      scored: evidence.available ? Object.keys(evidence.chapters).length : 0,
      inflation: evidence.inflation,
      nullDegrees: evidence.null_degrees ?? null,
      features: evidence.features as StyleFeature[],
      min_chapters: evidence.min_chapters,
    },
    totals: {
      fdr: sum("fdr"),
      strong: sum("strong"),
      mild: sum("mild"),
      tense: sum("tense"),
      measured_cells: style.measured_cells,
      chapters_with_findings: chapters.filter((c) => c.findings > 0).length,
      expected_by_chance: meta.expected_false_positives,
    },
    usual,
  };
}
