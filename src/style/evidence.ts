/**
 * The chapter evidence model (issue 26): one calibrated score per chapter that combines its
 * deviations across the style features, a p-value against the book's own chapters, and a
 * false-discovery-rate selection across chapters.
 *
 * Method, step by step:
 * 1. Each chapter's vector of robust deviations over the model's features:
 *    z = (x − median) / s with σ = 1.4826 × MAD of the book's own chapters and
 *    s² = σ² + max(0, SE² − median SE²) (`modelDeviations`: only a chapter's sampling error in
 *    excess of the typical chapter's is added, since σ already holds the typical one).
 * 2. Length: the type–token ratio falls with chapter length (Spearman ρ with ln words −0.86 on
 *    average over the ten corpus novels) and stays out; HD-D is the length-robust diversity
 *    measure in its place. The entropy of sentence openings rises with the number of sentences
 *    (ρ +0.58), so it enters as the robust z of its residual from a Theil–Sen line on ln words.
 *    The other features show no consistent length trend on the corpus (|mean ρ| ≤ 0.17).
 * 3. Correlation: features move together (ASL and the share of long sentences, …), so the
 *    deviations are combined by the squared Mahalanobis distance d² = zᵀ R⁻¹ z (Mahalanobis
 *    1936) with a robust, rank-based R: pairwise Spearman ρ mapped to r = 2 sin(π ρ / 6)
 *    (Croux & Dehon 2010), shrunk toward the identity until positive definite
 *    (`stats/mahalanobis.ts`). A chapter missing a feature (comparability floors) is scored on
 *    the features it has, with the matching sub-matrix.
 * 4. Calibration against the book's own chapters: the distances are divided by genomic
 *    control's inflation factor λ = max(1, median over chapters of d² / median χ²(k))
 *    (Devlin & Roeder 1999, "Genomic control for association studies", Biometrics
 *    55:997–1004), a median that a few deviant chapters do not move; then
 *    p = P(k·F(k, ν) ≥ d² / λ), with ν fitted on a simulated null of the same steps on
 *    Gaussian chapters with the book's correlation (`evidence_null.ts`): χ²(k) assumes the
 *    centre, scales and correlation known and, on 10 to 60 chapters, gives p < 0.001 to
 *    1–8 % of chance chapters. A long book keeps χ²(k) (ν infinite).
 * 5. Selection: Benjamini–Hochberg (or –Yekutieli) at the book's fdr_q over the chapters' p.
 *
 * The features that carry a chapter are its deviations of at least {@linkcode CARRIER_Z} in
 * absolute value, largest first, at most {@linkcode MAX_CARRIERS} (the largest one when none
 * reaches it). The model needs {@linkcode EVIDENCE_MIN_CHAPTERS} scored chapters: fewer give no
 * usable correlation estimate, and the evidence is then unavailable.
 *
 * @module
 */

import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import { chiSquareMedian } from "../stats/chi_square.ts";
import { median, sigmaMad } from "../stats/descriptive.ts";
import { benjaminiHochberg, benjaminiYekutieli } from "../stats/fdr.ts";
import { cholesky, mahalanobisSquared, shrinkToDefinite } from "../stats/mahalanobis.ts";
import { theilSen } from "../stats/theil_sen.ts";
import type { Cell } from "./baselines.ts";
import type { MatrixRow } from "./matrix.ts";
import { rankCorrelation } from "./evidence_correlation.ts";
import { nullDegrees, nullP } from "./evidence_null.ts";

/** Scored chapters the model needs. */
export const EVIDENCE_MIN_CHAPTERS = 10;
/** Features left out because they move with chapter length (HD-D stands in for TTR). */
export const LENGTH_EXCLUDED: readonly StyleFeature[] = ["ttr"];
/** Features that enter as the residual of a Theil–Sen line on ln(chapter words). */
export const LENGTH_ADJUSTED: readonly StyleFeature[] = ["start_entropy"];
/** |z| from which a feature is named as carrying a chapter's score. */
export const CARRIER_Z = 1.5;
/** Features named per chapter at most. */
export const MAX_CARRIERS = 3;

/** The evidence of one chapter (before JSON). */
export interface ChapterEvidence {
  readonly chapter: number;
  /** Squared Mahalanobis distance after calibration (d² / λ). */
  readonly distance: number;
  /** Degrees of freedom: the number of features the chapter was scored on. */
  readonly df: number;
  /** P(df·F(df, ν) ≥ distance), ν the book's `nullDegrees` (χ²(df) when ν is infinite). */
  readonly p: number;
  /** The deviations the score combines (start_entropy length-adjusted), model order. */
  readonly z: Readonly<Partial<Record<StyleFeature, number>>>;
  /** The features that carry the score, largest |z| first. */
  readonly carriers: readonly StyleFeature[];
}

/** The model's result for a book. */
export interface EvidenceResult {
  readonly available: boolean;
  /** Features the model combines. */
  readonly features: readonly StyleFeature[];
  /** Genomic-control inflation factor λ (≥ 1). */
  readonly inflation: number;
  /** Weight of the shrinkage of R toward the identity. */
  readonly shrinkage: number;
  /** Denominator degrees of freedom ν of the F reference (Infinity: χ²). */
  readonly nullDegrees: number;
  /** Scored chapters, in book order. */
  readonly chapters: readonly ChapterEvidence[];
  /** FDR-selected chapters, smallest p first (then book order). */
  readonly selected: readonly number[];
}

const UNAVAILABLE: EvidenceResult = {
  available: false,
  features: [],
  inflation: 1,
  shrinkage: 0,
  nullDegrees: Infinity,
  chapters: [],
  selected: [],
};

/** Robust z of the residuals of a Theil–Sen line of `values` on ln(words). */
function lengthAdjusted(
  values: readonly (number | null)[],
  words: readonly number[],
): (number | null)[] {
  const idx = values.flatMap((v, i) => (v === null || words[i] <= 0 ? [] : [i]));
  const line = theilSen(idx.map((i) => Math.log(words[i])), idx.map((i) => values[i]!));
  if (!line) return values.map(() => null);
  const residual = values.map((v, i) =>
    v === null || words[i] <= 0 ? null : v - (line.intercept + line.slope * Math.log(words[i]))
  );
  const present = residual.filter((r): r is number => r !== null);
  const med = median(present);
  const sigma = sigmaMad(present);
  if (med === null || sigma === null || !(sigma > 0)) return values.map(() => null);
  return residual.map((r) => (r === null ? null : (r - med) / sigma));
}

/**
 * The deviations the model combines, keyed `chapter:feature index`, for the cells the style
 * reference measures: z = (x − median) / s with s² = σ² + max(0, SE² − SẼ²), σ = 1.4826 × MAD
 * of the book's chapters and SẼ the median SE of the feature over them. σ is the spread of
 * measured chapter values and so already holds a typical chapter's sampling error; only the
 * excess of a noisier chapter (fewer sentences or words than usual) is added. (SPEC 2.3's z*
 * adds the whole SE², which counts the sampling error twice and shrinks the deviation of a
 * chapter whose sentences were glued together, as they get fewer and each share noisier.)
 */
function modelDeviations(
  rows: readonly MatrixRow[],
  cells: readonly Cell[],
): Map<string, number> {
  const byRow = new Map(rows.map((r) => [r.chapter, r]));
  const byFeature = new Map<number, Cell[]>();
  for (const c of cells) {
    if (!byFeature.has(c.feature)) byFeature.set(c.feature, []);
    byFeature.get(c.feature)!.push(c);
  }
  const out = new Map<string, number>();
  for (const [j, list] of byFeature) {
    const values = list.map((c) => c.value);
    const se = list.map((c) => byRow.get(c.chapter)?.se[j] ?? 0);
    const med = median(values);
    const sigma = sigmaMad(values);
    const typical = median(se) ?? 0;
    if (med === null || sigma === null) continue;
    list.forEach((c, n) => {
      const scale = Math.sqrt(sigma * sigma + Math.max(0, se[n] * se[n] - typical * typical));
      if (scale > 0) out.set(`${c.chapter}:${j}`, (c.value - med) / scale);
      else if (c.value === med) out.set(`${c.chapter}:${j}`, 0);
    });
  }
  return out;
}

/**
 * Scores every chapter and selects those beyond chance.
 *
 * @example
 * ```ts
 * import type { Cell } from "./baselines.ts";
 * import type { MatrixRow } from "./matrix.ts";
 * declare const rows: readonly MatrixRow[];
 * declare const cells: readonly Cell[];
 * declare const words: readonly number[];
 * chapterEvidence(rows, cells, words, { q: 0.05, method: "bh" }).selected; // e.g. [14, 3]
 * chapterEvidence([], [], [], { q: 0.05, method: "bh" }).available; // false
 * ```
 */
export function chapterEvidence(
  rows: readonly MatrixRow[],
  cells: readonly Cell[],
  words: readonly number[],
  options: { q: number; method: "bh" | "by" },
): EvidenceResult {
  const zOf = modelDeviations(rows, cells);
  const columns: { feature: StyleFeature; z: (number | null)[] }[] = [];
  STYLE_FEATURES.forEach((feature, j) => {
    if (LENGTH_EXCLUDED.includes(feature)) return;
    const z = LENGTH_ADJUSTED.includes(feature)
      ? lengthAdjusted(rows.map((r) => r.values[j]), words)
      : rows.map((r) => zOf.get(`${r.chapter}:${j}`) ?? null);
    const present = z.filter((v): v is number => v !== null);
    // A feature whose deviations never vary (e.g. no word list for the language) says nothing.
    if (present.length < EVIDENCE_MIN_CHAPTERS || present.every((v) => v === present[0])) return;
    columns.push({ feature, z });
  });
  const scored = rows.flatMap((_, i) => columns.some((c) => c.z[i] !== null) ? [i] : []);
  if (columns.length === 0 || scored.length < EVIDENCE_MIN_CHAPTERS) return UNAVAILABLE;

  const { alpha, matrix } = shrinkToDefinite(rankCorrelation(columns.map((c) => c.z), scored));

  const raw = scored.map((i) => {
    const have = columns.flatMap((c, a) => (c.z[i] === null ? [] : [a]));
    const z = have.map((a) => columns[a].z[i]!);
    const factor = cholesky(have.map((a) => have.map((b) => matrix[a][b])))!;
    return { i, have, z, d2: mahalanobisSquared(z, factor) };
  });
  // One bisection per distinct df (at most the feature count), not one per chapter.
  const medians = new Map<number, number>();
  const medianAt = (df: number) => {
    let m = medians.get(df);
    if (m === undefined) medians.set(df, m = chiSquareMedian(df));
    return m;
  };
  const ratios = raw.map((x) => x.d2 / medianAt(x.have.length));
  const inflation = Math.max(1, median(ratios) ?? 1);

  const nu = nullDegrees(matrix, scored.length);
  const chapters: ChapterEvidence[] = raw.map(({ i, have, z, d2 }) => {
    const distance = d2 / inflation;
    const zs: Partial<Record<StyleFeature, number>> = {};
    have.forEach((a, n) => zs[columns[a].feature] = z[n]);
    const ranked = have.map((a, n) => ({ feature: columns[a].feature, z: z[n], a }))
      .sort((u, v) => Math.abs(v.z) - Math.abs(u.z) || u.a - v.a);
    const strong = ranked.filter((x) => Math.abs(x.z) >= CARRIER_Z).slice(0, MAX_CARRIERS);
    return {
      chapter: rows[i].chapter,
      distance,
      df: have.length,
      p: nullP(distance, have.length, nu),
      z: zs,
      carriers: (strong.length > 0 ? strong : ranked.slice(0, 1)).map((x) => x.feature),
    };
  });
  const p = chapters.map((c) => c.p);
  const chosen = options.method === "by"
    ? benjaminiYekutieli(p, options.q)
    : benjaminiHochberg(p, options.q);
  const selected = chapters.filter((_, n) => chosen[n])
    .sort((a, b) => a.p - b.p || a.chapter - b.chapter)
    .map((c) => c.chapter);
  return {
    available: true,
    features: columns.map((c) => c.feature),
    inflation,
    shrinkage: alpha,
    nullDegrees: nu,
    chapters,
    selected,
  };
}
