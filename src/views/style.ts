/**
 * The style reference, schema_version 4 (SPEC 2.3): each chapter measured against the
 * manuscript's own robust baseline. Threshold hits (|z*| against z_mild / z_strong), FDR-selected
 * cells and paragraph tense flags are separate result sets; this view never merges them.
 *
 * `styleReference()` is the shared core; `fingerprint` (from text, with co-occurrence and
 * keyness) and `passport` (from an analyze result's chapters, without them) feed it.
 *
 * @module
 */

import type { StyleThresholds } from "../settings/thresholds.ts";
import { measureChapter } from "../features/chapter_features.ts";
import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import type { Analysis } from "../features/pipeline.ts";
import { adjustedPValues, expectedFalsePositives } from "../stats/fdr.ts";
import { computeBaselines } from "../style/baselines.ts";
import { baselineDiagnostics } from "../style/baseline_diagnostics.ts";
import {
  chapterEvidence,
  EVIDENCE_MIN_CHAPTERS,
  type EvidenceResult,
  LENGTH_ADJUSTED,
  LENGTH_EXCLUDED,
} from "../style/evidence.ts";
import {
  DIMENSION_MIN_CHAPTERS,
  DIMENSION_MIN_FEATURES,
  exploratoryDimensions,
} from "../style/dimensions.ts";
import { featureMatrix, type MeasuredChapter } from "../style/matrix.ts";
import { redundantFeatures } from "../style/redundancy.ts";
import { selectCells } from "../style/selection.ts";
import { featureStructure } from "../style/structural.ts";
import { type Cooccurrence, cooccurrence, type Keyness, keyness } from "../style/text_structure.ts";
import { TOOL, VERSION } from "../version.ts";
import { finite, finiteDeep, finiteNumber } from "./finite.ts";

/** `meta` of the style reference: the active values of every setting. */
export interface StyleMeta {
  tool: string;
  version: string;
  language: string;
  schema_version: 4;
  n_chapters: number;
  n_features: number;
  expected_false_positives: number;
  fdr_q: number;
  fdr_method: "bh" | "by";
  z_mild: number;
  z_strong: number;
  dim_score_threshold: number;
  min_chapters: number;
  flag_min_severity: number;
  /** Whether at least `min_chapters` chapters pass the comparability floors. */
  baselines_available: boolean;
  /** Chapters that pass the comparability floors. */
  comparable_chapters: number;
  dimension_space: "standardized_midranks";
  dimension_chapters: number;
  dimension_min_chapters: number;
  dimension_min_features: number;
}

/** The style reference JSON (schema 4). */
export interface StyleResult {
  meta: StyleMeta;
  consistency: number;
  measured_cells: number;
  baseline_diagnostics: Record<string, unknown>;
  structural_diagnostics: Record<string, unknown>;
  features: {
    feature: string;
    unit: string;
    median: number | null;
    sigma: number | null;
    band: [number, number] | null;
    chapters_measured: number;
  }[];
  deviations: Record<string, Record<string, number>>;
  fdr_flagged: Record<string, string[]>;
  effect_magnitudes: Record<string, Record<string, string>>;
  dimensions: {
    index: number;
    variance: number;
    loadings: Record<string, number>;
    scores: Record<string, number>;
    flagged: number[];
  }[];
  redundant_features: { a: string; b: string; rho: number }[];
  /** The chapter evidence model (issue 26; `style/evidence.ts`); new beside SPEC's fields. */
  chapter_evidence: ChapterEvidenceJson;
}

/** `chapter_evidence` of the style reference. */
export interface ChapterEvidenceJson {
  /** Always `robust_mahalanobis`: d² over rank-correlated robust deviations. */
  method: "robust_mahalanobis";
  available: boolean;
  min_chapters: number;
  /** Features combined (ttr left out, start_entropy adjusted for length). */
  features: string[];
  length_excluded: string[];
  length_adjusted: string[];
  /** Genomic-control inflation factor the distances were divided by (≥ 1). */
  inflation: number;
  /** Weight of the shrinkage of the rank correlation matrix toward the identity. */
  shrinkage: number;
  /** Denominator degrees of freedom ν of the F reference the distances are read against
   * (fitted on the simulated null, `style/evidence_null.ts`); null when χ²(k) is kept. */
  null_degrees: number | null;
  /** Chapter number string to its calibrated distance, degrees of freedom, p, FDR-adjusted p
   * (by fdr_method) and the features that carry it with the deviation the model used (for
   * start_entropy the length-adjusted one). */
  chapters: Record<
    string,
    {
      distance: number;
      df: number;
      p: number;
      q: number;
      carriers: { feature: string; z: number }[];
    }
  >;
  /** Chapters beyond chance at fdr_q, smallest p first. */
  selected: number[];
}

function evidenceJson(e: EvidenceResult, method: "bh" | "by"): ChapterEvidenceJson {
  const q = adjustedPValues(e.chapters.map((c) => c.p), method);
  const chapters: ChapterEvidenceJson["chapters"] = {};
  e.chapters.forEach((c, i) => {
    chapters[String(c.chapter)] = {
      distance: finiteNumber(c.distance),
      df: c.df,
      p: finiteNumber(c.p),
      q: finiteNumber(q[i]),
      carriers: c.carriers.map((f) => ({ feature: f, z: finiteNumber(c.z[f] ?? 0) })),
    };
  });
  return {
    method: "robust_mahalanobis",
    available: e.available,
    min_chapters: EVIDENCE_MIN_CHAPTERS,
    features: [...e.features],
    length_excluded: [...LENGTH_EXCLUDED],
    length_adjusted: [...LENGTH_ADJUSTED],
    inflation: finiteNumber(e.inflation),
    shrinkage: e.shrinkage,
    null_degrees: Number.isFinite(e.nullDegrees) ? e.nullDegrees : null,
    chapters,
    selected: [...e.selected],
  };
}

/** Extra parts that exist only when built from source text. */
interface TextParts {
  readonly cooccurrence: Cooccurrence | null;
  readonly keyness: Keyness | null;
}

/** Builds the style reference from chapter measures. */
function styleReference(
  chapters: readonly MeasuredChapter[],
  thresholds: StyleThresholds,
  text: TextParts | null,
  language: string,
  diagnostics = true,
): StyleResult {
  const rows = featureMatrix(chapters);
  const comparable = rows.filter((r) => r.values.some((v) => v !== null)).length;
  const enough = comparable >= thresholds.min_chapters;
  // With fewer comparable chapters than min_chapters no feature reaches min_chapters either,
  // so every baseline is unavailable (null) and no cell is measured.
  const { baselines: features, cells } = computeBaselines(rows, {
    minChapters: thresholds.min_chapters,
    zMild: thresholds.z_mild,
  });
  const selected = selectCells(cells, rows, { q: thresholds.fdr_q, method: thresholds.fdr_method });
  const dims = exploratoryDimensions(rows, thresholds.dim_score_threshold);
  const evidence = chapterEvidence(rows, cells, chapters.map((c) => c.words), {
    q: thresholds.fdr_q,
    method: thresholds.fdr_method,
  });
  const deviations: Record<string, Record<string, number>> = {};
  for (const c of cells) {
    (deviations[String(c.chapter)] ??= {})[STYLE_FEATURES[c.feature]] = finiteNumber(c.z);
  }
  const fdrFlagged: Record<string, string[]> = {};
  const effects: Record<string, Record<string, string>> = {};
  for (const s of selected) {
    const f = STYLE_FEATURES[s.feature];
    (fdrFlagged[String(s.chapter)] ??= []).push(f);
    (effects[String(s.chapter)] ??= {})[f] = s.effect;
  }
  const mild = cells.filter((c) => Math.abs(c.z) < thresholds.z_mild).length;
  return {
    meta: {
      tool: TOOL,
      version: VERSION,
      language,
      schema_version: 4,
      n_chapters: chapters.length,
      n_features: STYLE_FEATURES.length,
      expected_false_positives: finiteNumber(
        expectedFalsePositives(cells.length, thresholds.z_mild),
      ),
      fdr_q: thresholds.fdr_q,
      fdr_method: thresholds.fdr_method,
      z_mild: thresholds.z_mild,
      z_strong: thresholds.z_strong,
      dim_score_threshold: thresholds.dim_score_threshold,
      min_chapters: thresholds.min_chapters,
      flag_min_severity: thresholds.flag_min_severity,
      baselines_available: enough,
      comparable_chapters: comparable,
      dimension_space: "standardized_midranks",
      dimension_chapters: dims.chapters,
      dimension_min_chapters: DIMENSION_MIN_CHAPTERS,
      dimension_min_features: DIMENSION_MIN_FEATURES,
    },
    consistency: cells.length > 0 ? finiteNumber(mild / cells.length) : 1.0,
    measured_cells: cells.length,
    baseline_diagnostics: diagnostics
      ? finiteDeep(baselineDiagnostics(rows)) as Record<string, unknown>
      : {},
    structural_diagnostics: diagnostics ? structural(rows, text) : {},
    features: features.map((b) => ({
      feature: b.feature,
      unit: b.unit,
      median: finite(b.median),
      sigma: finite(b.sigma),
      band: b.band ? [finiteNumber(b.band[0]), finiteNumber(b.band[1])] : null,
      chapters_measured: b.chapters_measured,
    })),
    deviations,
    fdr_flagged: fdrFlagged,
    effect_magnitudes: effects,
    dimensions: dims.dimensions.map((d) => finiteDeep(d) as StyleResult["dimensions"][number]),
    redundant_features: diagnostics
      ? redundantFeatures(rows).map((r) => ({ ...r, rho: finiteNumber(r.rho) }))
      : [],
    chapter_evidence: evidenceJson(evidence, thresholds.fdr_method),
  };
}

function structural(
  rows: ReturnType<typeof featureMatrix>,
  text: TextParts | null,
): Record<string, unknown> {
  const s = featureStructure(rows);
  if (!s) return {};
  const out = finiteDeep(s) as Record<string, unknown>;
  if (text?.cooccurrence) out.cooccurrence = finiteDeep(text.cooccurrence);
  if (text?.keyness) out.keyness = finiteDeep(text.keyness);
  return out;
}

/**
 * The style reference of a manuscript from its shared analysis (with co-occurrence and keyness).
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained.");
 * fingerprintView(a, DEFAULT_THRESHOLDS).meta.schema_version; // 4
 * ```
 */
export function fingerprintView(
  analysis: Analysis,
  thresholds: StyleThresholds,
  measures = analysis.chapters.map((c) => measureChapter(c, analysis)),
): StyleResult {
  return styleReference(measures, thresholds, {
    cooccurrence: cooccurrence(analysis),
    keyness: keyness(analysis),
  }, analysis.language);
}

/**
 * The style reference of measured chapters as the triage reads it: without the text parts
 * (co-occurrence, keyness) and with the diagnostic fields the triage never reads left empty
 * (`baseline_diagnostics`, `structural_diagnostics`: `{}`; `redundant_features`: `[]`); every
 * other field as {@linkcode fingerprintView} gives it, at a fraction of the cost on a long book
 * (the findings of `svc check` and `svc lsp` need no more).
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { measureChapter } from "../features/chapter_features.ts";
 * const a = analyzeDocument("## One\n\nIt rained.");
 * const measures = a.chapters.map((c) => measureChapter(c, a));
 * measuresStyleView(measures, DEFAULT_THRESHOLDS, a.language).meta.schema_version; // 4
 * ```
 */
export function measuresStyleView(
  measures: readonly MeasuredChapter[],
  thresholds: StyleThresholds,
  language: string,
): StyleResult {
  return styleReference(measures, thresholds, null, language, false);
}

/** A chapter of an analyze result, as `passportView` reads it. */
export type AnalyzeChapterLike =
  & { number: number; words: number; sentences: number; style_se: Record<string, number> }
  & { [K in StyleFeature]: number | null };

/**
 * The style passport: the same reference built from an analyze result's chapter features
 * (no source text, so no co-occurrence or keyness).
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { analyzeView } from "./analyze.ts";
 * const { chapters } = analyzeView(analyzeDocument("## One\n\nIt rained.")).metrics;
 * passportView(chapters, DEFAULT_THRESHOLDS, "en").measured_cells; // 0 (one short chapter)
 * ```
 */
export function passportView(
  chapters: readonly AnalyzeChapterLike[],
  thresholds: StyleThresholds,
  language: string,
): StyleResult {
  const measured: MeasuredChapter[] = chapters.map((c) => ({
    number: c.number,
    words: c.words,
    sentences: c.sentences,
    values: Object.fromEntries(STYLE_FEATURES.map((f) => [f, c[f]])) as Record<
      StyleFeature,
      number | null
    >,
    se: c.style_se,
  }));
  return styleReference(measured, thresholds, null, language);
}
