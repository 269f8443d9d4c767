/**
 * The triage in words, for every surface (dashboard, `style` text report, PDF report, sheet):
 * each threshold hit or FDR-selected cell as one plain sentence with its unit and the book's
 * usual range ("Chapter 15: sentences average 37 words; in this book they usually run 11–31
 * (median 21)."), the tense flags and exploratory hints of a chapter, and the headline numbers
 * (consistency) that must read the same everywhere.
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
 * Everything to say about one chapter: the cell findings (largest |z*| first), the tense
 * flags, then the exploratory hints (marked as such, never counted).
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
  cells: { cell: TriageCell; text: string; tags: string[] }[];
  tense: string | null;
  exploratory: string[];
} {
  return {
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
 * The triage's summary line as the dashboard's Overview and the A4 report print it: how many
 * chapters to look at (the book's `flaggedChapters` figure) out of how many, the book's
 * counts of the result sets, and, when cells were measured, how many hits chance alone gives.
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const triage: Triage;
 * const num = (v: number) => String(v);
 * triageSummaryText(triage, triage.lookAt.length, labelsFor("en"), num);
 * // "3 of 8 chapters have a threshold hit or a tense flag: …"
 * ```
 */
export function triageSummaryText(
  triage: Triage,
  flaggedChapters: number,
  t: Translate,
  num: (value: number) => string,
): string {
  const totals = triage.totals;
  const summary = t("triage_summary", {
    n: num(flaggedChapters),
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
