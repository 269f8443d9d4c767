/**
 * The triage in words, for every surface (dashboard, `style` text report, PDF report, sheet):
 * each threshold hit or FDR-selected cell as one plain sentence with its unit and the book's
 * usual range ("Chapter 15: sentences average 37 words; in this book they usually run 11–31
 * (median 21)."), the tense flags and exploratory hints of a chapter, and the headline numbers
 * (consistency) that must read the same everywhere.
 *
 * Plain words first: the headline of the triage (how many chapters stand out beyond chance, or
 * that nothing does) and of each chapter (the features that carry it, higher or lower than
 * usual) name no statistic; z*, p, q, FDR and σ appear only in the "details for
 * statisticians" texts (`evidenceDetailsText`, `triageSummaryText`, the cell tags).
 *
 * Rounding: a feature prints with its usual number of decimals; when that would make the
 * value look like the edge of its usual range (31 against "11–31"), one more decimal is
 * printed for all four numbers of the sentence, up to three more, so a sentence never seems to
 * contradict its flag.
 *
 * @module
 */

import type { StyleFeature } from "../features/feature_ids.ts";
import type { Translate } from "./labels/packs.ts";
import type { Triage, TriageCell, TriageChapter } from "../views/triage.ts";
import { formatNumber, formatShare } from "./dashboard/format.ts";
import { runtimeLabel } from "./labels/packs.ts";

/** Decimals a feature's value prints with (before the edge rule of the module notes). */
const FEATURE_DIGITS: Readonly<Record<StyleFeature, number>> = {
  asl: 0,
  ttr: 2,
  hd_d: 3,
  dialog_pct: 0,
  staccato_pct: 0,
  kaskade_pct: 0,
  sentence_cv: 2,
  start_entropy: 2,
  first_person_start_rate: 0,
  function_word_pct: 0,
  long_word_pct: 0,
  filter_density: 0,
  modal_density: 0,
  passive_density: 0,
  nominalization_density: 0,
  adjective_density: 0,
};

const MAX_EXTRA_DIGITS = 3;

const FIXED = new Map<string, Intl.NumberFormat>();

/**
 * A number with exactly `digits` decimals in the language's format (the four numbers of a
 * finding, the columns of a table line up); never "-0".
 *
 * @example
 * ```ts
 * formatFixed(0.24, "en", 3); // "0.240"
 * formatFixed(1234.5, "de", 1); // "1.234,5"
 * ```
 */
export function formatFixed(x: number, language: string, digits: number): string {
  const key = `${language}:${digits}`;
  let f = FIXED.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    FIXED.set(key, f);
  }
  const text = f.format(x);
  return /^-0([.,]0*)?$/.test(text) ? text.slice(1) : text;
}

function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * The decimals that keep a value apart from the edge of its range it lies beyond.
 *
 * @example
 * ```ts
 * findingDigits("asl", 31.2, { median: 20.8, low: 10.7, high: 30.9 }); // 1
 * findingDigits("asl", 36.6, { median: 20.8, low: 10.7, high: 30.9 }); // 0
 * ```
 */
export function findingDigits(
  feature: StyleFeature,
  value: number,
  usual: { median: number; low: number; high: number },
): number {
  const base = FEATURE_DIGITS[feature];
  for (let d = base; d < base + MAX_EXTRA_DIGITS; d++) {
    const v = roundTo(value, d);
    if (value > usual.high && v > roundTo(usual.high, d)) return d;
    if (value < usual.low && v < roundTo(usual.low, d)) return d;
    if (value >= usual.low && value <= usual.high) return d;
  }
  return base + MAX_EXTRA_DIGITS;
}

/**
 * Upper-cases the first letter (a finding that stands without its "Chapter N:" prefix).
 *
 * @example
 * ```ts
 * capitalise("sentences average 37 words"); // "Sentences average 37 words"
 * ```
 */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * One cell in words, without the chapter ("Sentences average 37 words; in this book they
 * usually run 11–31 (median 21).").
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { TriageCell } from "../views/triage.ts";
 * const usual = { median: 21, low: 11, high: 31 };
 * const cell: TriageCell = { chapter: 15, feature: "asl", value: 37, z: 3.4, level: "strong",
 *   fdr: true, effect: "large", direction: "high", usual };
 * findingText(cell, labelsFor("en"), "en");
 * // "Sentences average 37 words; in this book they usually run 11–31 (median 21)."
 * ```
 */
export function findingText(cell: TriageCell, t: Translate, language: string): string {
  const d = findingDigits(cell.feature, cell.value, cell.usual);
  const n = (x: number) => formatFixed(x, language, d);
  return capitalise(t(`finding_${cell.feature}`, {
    value: n(cell.value),
    low: n(cell.usual.low),
    high: n(cell.usual.high),
    median: n(cell.usual.median),
  })) + ".";
}

/**
 * One cell as a full sentence with its chapter ("Chapter 15: sentences average 37 words; …").
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { TriageCell } from "../views/triage.ts";
 * const usual = { median: 21, low: 11, high: 31 };
 * const cell: TriageCell = { chapter: 15, feature: "asl", value: 37, z: 3.4, level: "strong",
 *   fdr: true, effect: "large", direction: "high", usual };
 * findingSentence(cell, labelsFor("en"), "en");
 * // "Chapter 15: sentences average 37 words; in this book they usually run 11–31 (median 21)."
 * ```
 */
export function findingSentence(cell: TriageCell, t: Translate, language: string): string {
  const d = findingDigits(cell.feature, cell.value, cell.usual);
  const n = (x: number) => formatFixed(x, language, d);
  const text = t(`finding_${cell.feature}`, {
    value: n(cell.value),
    low: n(cell.usual.low),
    high: n(cell.usual.high),
    median: n(cell.usual.median),
  });
  return t("finding_chapter", { n: cell.chapter, text }) + ".";
}

/**
 * The marks of a cell: its threshold level and, when selected, "FDR-selected (large)".
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { TriageCell } from "../views/triage.ts";
 * const usual = { median: 21, low: 11, high: 31 };
 * const cell: TriageCell = { chapter: 15, feature: "asl", value: 37, z: 3.4, level: "strong",
 *   fdr: true, effect: "large", direction: "high", usual };
 * cellTags(cell, labelsFor("en")); // ["strong", "FDR-selected (large)"]
 * cellTags({ ...cell, level: "mild", fdr: false, effect: null }, labelsFor("en")); // ["mild"]
 * ```
 */
export function cellTags(cell: TriageCell, t: Translate): string[] {
  const tags: string[] = [];
  if (cell.level) tags.push(t(cell.level));
  if (cell.fdr) {
    tags.push(
      cell.effect
        ? `${t("fdr_selected")} (${runtimeLabel(t, `effect_${cell.effect}`)})`
        : t("fdr_selected"),
    );
  }
  return tags;
}

/**
 * A feature named with its direction: "average sentence length (higher than usual)". The name
 * starts in lower case except in German, where nouns keep their capital.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { TriageCell } from "../views/triage.ts";
 * const usual = { median: 21, low: 11, high: 31 };
 * const cell: TriageCell = { chapter: 15, feature: "asl", value: 37, z: 3.4, level: "strong",
 *   fdr: true, effect: "large", direction: "high", usual };
 * featurePhrase(cell, labelsFor("en"), "en"); // "average sentence length (higher than usual)"
 * ```
 */
export function featurePhrase(cell: TriageCell, t: Translate, language: string): string {
  const name = t(`feature_${cell.feature}`);
  const lower = language !== "de" && /^\p{Lu}\p{Ll}/u.test(name)
    ? name.charAt(0).toLocaleLowerCase(language) + name.slice(1)
    : name;
  return t(cell.direction === "high" ? "triage_feature_high" : "triage_feature_low", {
    feature: lower,
  });
}

/**
 * The plain sentence of a chapter: what carries it, and whether it is beyond chance
 * ("Differs from the rest of the book in …") or, for a chapter offered under "if you want to
 * look anyway", the strongest within chance ("Comes closest in …"); null for any other chapter.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { TriageChapter } from "../views/triage.ts";
 * declare const chapter: TriageChapter;
 * standsOutText(chapter, false, labelsFor("en"), "en");
 * // "Differs from the rest of the book in average sentence length (higher than usual)."
 * ```
 */
export function standsOutText(
  chapter: TriageChapter,
  anyway: boolean,
  t: Translate,
  language: string,
): string | null {
  if (!(chapter.beyond || anyway) || chapter.carriers.length === 0) return null;
  const features = new Intl.ListFormat(language, { type: "conjunction" })
    .format(chapter.carriers.map((c) => featurePhrase(c, t, language)));
  return t(chapter.beyond ? "triage_stands_out" : "triage_leans", { features });
}

/**
 * The chapter score for statisticians: distance, degrees of freedom, λ, the reference law
 * (χ²(k), or k·F(k, ν) with ν from the simulated null), p and q.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const triage: Triage;
 * evidenceDetailsText(triage.chapters[0], triage, labelsFor("en"), "en");
 * // "Chapter score: robust Mahalanobis distance d² = 41.2 on 15 features (…); p = 0.0004, …"
 * ```
 */
export function evidenceDetailsText(
  chapter: TriageChapter,
  triage: Triage,
  t: Translate,
  language: string,
): string | null {
  const e = chapter.evidence;
  if (!e) return null;
  return t("triage_evidence_details", {
    distance: formatNumber(e.distance, language, 1),
    df: e.df,
    lambda: formatNumber(triage.evidence.inflation, language, 2),
    reference: triage.evidence.nullDegrees === null
      ? `χ²(${e.df})`
      : `${e.df}·F(${e.df}, ${formatNumber(triage.evidence.nullDegrees, language, 1)})`,
    p: formatP(e.p, language),
    q: formatP(e.q, language),
    method: triage.settings.fdr_method.toUpperCase(),
    fdr_q: formatNumber(triage.settings.fdr_q, language, 2),
  });
}

/** A probability for people: 2 significant digits, "< 0.0001" below that. */
function formatP(p: number, language: string): string {
  if (p < 1e-4) return `< ${formatNumber(1e-4, language, 4)}`;
  return new Intl.NumberFormat(language, { maximumSignificantDigits: 2 }).format(p);
}

/**
 * The triage's headline in plain words: how many chapters stand out beyond chance in a book of
 * so many chapters, or that nothing does; for a book too short for the chapter model, that it
 * is weighed measure by measure.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const triage: Triage;
 * triageHeadlineText(triage, labelsFor("en"), String);
 * // "Nothing stands out beyond what chance gives in a book of 61 chapters."
 * ```
 */
export function triageHeadlineText(
  triage: Triage,
  t: Translate,
  num: (value: number) => string,
): string {
  const total = num(triage.chapters.length);
  const n = triage.beyondChance.length;
  const head = n === 0
    ? t("triage_nothing", { total })
    : t(n === 1 ? "triage_beyond_one" : "triage_beyond_other", { n: num(n), total });
  return triage.evidence.basis === "cells" ? `${t("triage_few", { total })} ${head}` : head;
}

/**
 * The tense flags of a chapter in words, capitalised ("2 paragraphs mix or switch tense
 * (severity 2 or higher).").
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * tenseText(2, 2, labelsFor("en")); // "2 paragraphs mix or switch tense (severity 2 or higher)."
 * ```
 */
export function tenseText(count: number, severity: number, t: Translate): string {
  return capitalise(
    t(count === 1 ? "finding_tense_one" : "finding_tense_other", { n: count, severity }),
  ) + ".";
}

/**
 * Everything to say about one chapter: the plain sentence of what carries it and the finding
 * sentences of those features (`headline`, `carriers`), the tense flags; then, for the
 * statisticians, the chapter score (`evidence`), every cell finding with its tags (largest
 * |z*| first) and the exploratory hints (marked as such, never counted).
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const triage: Triage;
 * const { cells, tense } = chapterFindings(triage.chapters[0], triage, labelsFor("en"), "en");
 * // cells[0]?.text: "Sentences average 37 words; …"; tense: null when no paragraph is flagged
 * ```
 */
export function chapterFindings(
  chapter: TriageChapter,
  triage: Triage,
  t: Translate,
  language: string,
): {
  headline: string | null;
  carriers: { cell: TriageCell; text: string }[];
  evidence: string | null;
  cells: { cell: TriageCell; text: string; tags: string[] }[];
  tense: string | null;
  exploratory: string[];
} {
  const anyway = triage.anyway.includes(chapter.number);
  return {
    headline: standsOutText(chapter, anyway, t, language),
    carriers: (chapter.beyond || anyway ? chapter.carriers : []).map((cell) => ({
      cell,
      text: findingText(cell, t, language),
    })),
    evidence: evidenceDetailsText(chapter, triage, t, language),
    cells: chapter.cells.map((cell) => ({
      cell,
      text: findingText(cell, t, language),
      tags: cellTags(cell, t),
    })),
    tense: chapter.tense > 0
      ? tenseText(chapter.tense, triage.settings.flag_min_severity, t)
      : null,
    exploratory: chapter.exploratory.map((e) =>
      capitalise(t("finding_exploratory", {
        dimension: e.dimension,
        score: formatNumber(e.score, language, 1).replace(/^-/, "\u2212"),
      })) + "."
    ),
  };
}

/**
 * Consistency as every surface prints it: a percentage with one decimal, or "unavailable"
 * when there is none (`consistencyOf` in `views/figures.ts`: no cell was measured).
 *
 * @example
 * ```ts
 * consistencyText(0.99, "en", (k) => k); // "99 %"
 * consistencyText(null, "en", (k) => k); // "unavailable"
 * ```
 */
export function consistencyText(
  consistency: number | null,
  language: string,
  t: Translate,
): string {
  return consistency === null ? t("unavailable") : formatShare(consistency, language);
}

/**
 * The triage's summary for statisticians, as the dashboard's Overview and the A4 report print
 * it under "details": how many chapters have a threshold hit or a tense flag out of how many,
 * the book's counts of the result sets, and, when cells were measured, how many hits chance
 * alone gives.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const triage: Triage;
 * const num = (v: number) => String(v);
 * triageSummaryText(triage, labelsFor("en"), num);
 * // "3 of 8 chapters have a threshold hit or a tense flag: …"
 * ```
 */
export function triageSummaryText(
  triage: Triage,
  t: Translate,
  num: (value: number) => string,
): string {
  const totals = triage.totals;
  const summary = t("triage_summary", {
    n: num(totals.chapters_with_findings),
    total: num(triage.chapters.length),
    strong: num(totals.strong),
    mild: num(totals.mild),
    fdr: num(totals.fdr),
    tense: num(totals.tense),
  });
  const chance = totals.measured_cells > 0
    ? t("triage_chance", {
      expected: num(totals.expected_by_chance),
      cells: num(totals.measured_cells),
      hits: num(totals.strong + totals.mild),
    })
    : "";
  return `${summary} ${chance}`;
}
