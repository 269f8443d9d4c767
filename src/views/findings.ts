/**
 * The findings of a book as one ranked list (issues 26 and 29): what `svc check` reports and
 * what a dismissal hides. Each finding carries its fingerprint (`fingerprint.ts`) and the
 * source lines it spans:
 *
 * - a chapter beyond chance (the triage's evidence model) spans its heading line; its level is
 *   `strong` when a feature carrying it passes the strong threshold (|z*| ≥ z_strong), else
 *   `beyond-chance`; the carrying features are its related locations;
 * - a threshold hit in a chapter that is not beyond chance (one feature cell) is `mild`: shown,
 *   never failing a run by default; it spans the chapter heading too;
 * - a tense flag (a paragraph at or above flag_min_severity) spans its paragraph's lines and
 *   is `mild` (tense is its own result set, not a statistical test).
 *
 * Levels rank `strong` > `beyond-chance` > `mild`; the list is sorted by level, then by
 * strength (smallest p, largest |z*|, highest severity), then by line. Dismissed fingerprints
 * are left out.
 *
 * @module
 */

import type { StyleFeature } from "../features/feature_ids.ts";
import type { ProfileParagraph } from "./profile.ts";
import { CHAPTER_FLAG, chapterFingerprints, findingFingerprints } from "./fingerprint.ts";
import type { Triage, TriageCell, TriageChapter } from "./triage.ts";

/** How much a finding weighs, most first. */
export const FINDING_LEVELS = ["strong", "beyond-chance", "mild"] as const;

/** How much a finding weighs. */
export type FindingLevel = typeof FINDING_LEVELS[number];

/** One finding with its place in the source. */
export interface Finding {
  readonly fingerprint: string;
  readonly kind: "chapter" | "cell" | "tense";
  readonly level: FindingLevel;
  readonly chapter: number;
  readonly chapter_title: string;
  /** 1-based source lines, inclusive. */
  readonly start_line: number;
  readonly end_line: number;
  /** The feature of a cell, null for a chapter or a tense flag. */
  readonly feature: StyleFeature | null;
  /** The chapter's p-value (chapter findings), else null. */
  readonly p: number | null;
  /** |z*| of a cell, the largest carrier's |z| of a chapter, null for a tense flag. */
  readonly z: number | null;
  /** Tense severity 1–3 of a flag, else null. */
  readonly severity: number | null;
  /** The cells behind a chapter finding (its related locations); the cell itself for a cell. */
  readonly cells: readonly TriageCell[];
  /** A tense flag's paragraph, else null. */
  readonly paragraph: ProfileParagraph | null;
}

/** Input of {@linkcode findingsView}. */
export interface FindingsInput {
  readonly triage: Triage;
  /** Flagged paragraphs (severity ≥ flag_min_severity). */
  readonly flagged: readonly ProfileParagraph[];
  /** Every chapter's heading line (1-based), by chapter number. */
  readonly headingLines: ReadonlyMap<number, number>;
  /** Fingerprints to leave out. */
  readonly dismissed?: ReadonlySet<string>;
}

function chapterDrafts(
  c: TriageChapter,
  line: number,
  print: (flag: string) => string,
): Finding[] {
  const base = {
    chapter: c.number,
    chapter_title: c.title,
    start_line: line,
    end_line: line,
    severity: null,
    paragraph: null,
  };
  if (c.beyond) {
    const z = c.carriers.reduce((m, x) => Math.max(m, Math.abs(x.z)), 0);
    const strong = c.carriers.some((x) => x.level === "strong");
    return [{
      ...base,
      kind: "chapter",
      level: strong ? "strong" : "beyond-chance",
      feature: null,
      p: c.evidence?.p ?? null,
      z,
      cells: c.carriers,
      fingerprint: print(CHAPTER_FLAG),
    }];
  }
  return c.cells.filter((x) => x.level !== null).map((cell): Finding => ({
    ...base,
    kind: "cell",
    level: "mild",
    feature: cell.feature,
    p: null,
    z: Math.abs(cell.z),
    cells: [cell],
    fingerprint: print(cell.feature),
  }));
}

function rank(a: Finding, b: Finding): number {
  return FINDING_LEVELS.indexOf(a.level) - FINDING_LEVELS.indexOf(b.level) ||
    (a.p ?? 1) - (b.p ?? 1) ||
    (b.z ?? 0) - (a.z ?? 0) ||
    (b.severity ?? 0) - (a.severity ?? 0) ||
    a.start_line - b.start_line;
}

/**
 * The book's findings, most important first, without the dismissed ones.
 *
 * @example
 * ```ts
 * import type { Triage } from "./triage.ts";
 * declare const triage: Triage;
 * const list = findingsView({ triage, flagged: [], headingLines: new Map([[1, 3]]) });
 * list[0]?.level; // "strong", "beyond-chance" or "mild"
 * ```
 */
export function findingsView(input: FindingsInput): Finding[] {
  const { triage } = input;
  const titles = triage.chapters.map((c) => c.title);
  const prints = new Map<string, string[]>();
  const print = (index: number) => (flag: string) => {
    if (!prints.has(flag)) prints.set(flag, chapterFingerprints(titles, flag));
    return prints.get(flag)![index];
  };
  const found: Finding[] = triage.chapters.flatMap((c, i) =>
    chapterDrafts(c, input.headingLines.get(c.number) ?? 1, print(i))
  );
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c.title]));
  const paragraphs = [...input.flagged].sort((a, b) =>
    a.chapter - b.chapter || a.start_line - b.start_line
  );
  const tensePrints = findingFingerprints(paragraphs.map((p) => ({
    chapterTitle: byNumber.get(p.chapter) ?? "",
    flag: "tense",
    text: p.text,
  })));
  paragraphs.forEach((p, i) => {
    found.push({
      fingerprint: tensePrints[i],
      kind: "tense",
      level: "mild",
      chapter: p.chapter,
      chapter_title: byNumber.get(p.chapter) ?? "",
      start_line: p.start_line,
      end_line: p.end_line,
      feature: null,
      p: null,
      z: null,
      severity: p.severity,
      cells: [],
      paragraph: p,
    });
  });
  const dismissed = input.dismissed ?? new Set<string>();
  return found.filter((f) => !dismissed.has(f.fingerprint)).sort(rank);
}
