/**
 * The paragraph tense profile (SPEC 2.4), schema_version 2.
 *
 * Per paragraph: the narration's present and past marker counts (dialogue inside quotation
 * marks never counts), `dominant` by {@linkcode dominantTense}, the minority count, and
 * `switch`: the paragraph's leading tense (the majority of its markers) differs from the
 * leading tense of the nearest earlier paragraph in the same chapter that has one. Severity
 * (default {@linkcode PROFILE_THRESHOLDS}):
 *
 * | severity | condition |
 * |---|---|
 * | 3 | switch and mixed and minority >= 3 |
 * | 2 | (switch and minority >= 2) or (mixed and minority >= 3) |
 * | 1 | switch or mixed |
 * | 0 | neither |
 *
 * A paragraph is flagged when severity >= `flag_min_severity` (default 2); the flag is derived
 * (see {@linkcode flaggedParagraphs}), never serialized.
 *
 * @module
 */

import {
  type Dominance,
  dominantTense,
  MAX_MINORITY_SHARE,
  paragraphDominance,
  type SentenceMarks,
} from "../features/tense.ts";
import { type Analysis, TENSE_PAST, TENSE_PRESENT } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";

/** Thresholds of the severity table (`ProfileThresholds()` of SPEC 2.4). */
export interface ProfileThresholds {
  /** Largest minority share that still leaves one tense dominant. */
  readonly maxMinorityShare: number;
  /** Minority markers a switch needs for severity 2. */
  readonly switchMinority: number;
  /** Minority markers a mixed paragraph needs for severity 2 (and, with a switch, 3). */
  readonly mixedMinority: number;
}

/** Defaults of the severity table. */
export const PROFILE_THRESHOLDS: ProfileThresholds = {
  maxMinorityShare: MAX_MINORITY_SHARE,
  switchMinority: 2,
  mixedMinority: 3,
};

/** One paragraph of the profile. */
export interface ProfileParagraph {
  chapter: number;
  /** 1-based paragraph number inside the chapter. */
  paragraph: number;
  start_line: number;
  end_line: number;
  text: string;
  words: number;
  present: number;
  past: number;
  minority: number;
  dominant: Dominance;
  switch: boolean;
  severity: number;
}

/** One chapter of the profile. */
export interface ProfileChapter {
  number: number;
  title: string;
  paragraphs: number;
  present: number;
  past: number;
  dominant: Dominance;
  /** Paragraphs per severity 0..3. */
  severity_counts: [number, number, number, number];
  /** Paragraphs with severity >= flag_min_severity. */
  flagged: number;
}

/** The profile result. */
export interface ProfileResult {
  meta: ResultMeta & {
    flag_min_severity: number;
    thresholds: { max_minority_share: number; switch_minority: number; mixed_minority: number };
  };
  chapters: ProfileChapter[];
  paragraphs: ProfileParagraph[];
}

/**
 * Severity of one paragraph by the SPEC 2.4 table.
 *
 * @example
 * ```ts
 * paragraphSeverity({ switched: true, mixed: true, minority: 3 }); // 3
 * paragraphSeverity({ switched: false, mixed: true, minority: 1 }); // 1
 * ```
 */
export function paragraphSeverity(
  p: { switched: boolean; mixed: boolean; minority: number },
  t: ProfileThresholds = PROFILE_THRESHOLDS,
): number {
  if (p.switched && p.mixed && p.minority >= t.mixedMinority) return 3;
  if (
    (p.switched && p.minority >= t.switchMinority) || (p.mixed && p.minority >= t.mixedMinority)
  ) {
    return 2;
  }
  return p.switched || p.mixed ? 1 : 0;
}

/** Present and past markers of each sentence of paragraph `k` (narration only). */
function sentenceMarks(ct: Analysis["chapters"][number], k: number): SentenceMarks[] {
  const out: SentenceMarks[] = [];
  const first = ct.paragraphSentenceStarts[k], last = ct.paragraphSentenceStarts[k + 1];
  for (let s = first; s < last; s++) {
    let present = 0, past = 0;
    const start = ct.sentenceStarts[s];
    for (let i = start; i < start + ct.sentenceLengths[s]; i++) {
      if (ct.tense[i] === TENSE_PRESENT) present++;
      else if (ct.tense[i] === TENSE_PAST) past++;
    }
    out.push({ present, past });
  }
  return out;
}

/**
 * Builds the profile from a shared analysis.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nShe walked home. It rained.", { language: "en" });
 * profileView(a, 2).paragraphs[0].dominant; // "past"
 * ```
 */
export function profileView(
  analysis: Analysis,
  flagMinSeverity: number,
  thresholds: ProfileThresholds = PROFILE_THRESHOLDS,
): ProfileResult {
  const paragraphs: ProfileParagraph[] = [];
  const chapters: ProfileChapter[] = [];
  for (const ct of analysis.chapters) {
    const severityCounts: [number, number, number, number] = [0, 0, 0, 0];
    let chapterPresent = 0, chapterPast = 0, flagged = 0;
    let previousLead: "present" | "past" | null = null;
    ct.chapter.paragraphs.forEach((p, k) => {
      const sentences = sentenceMarks(ct, k);
      let present = 0, past = 0;
      for (const s of sentences) {
        present += s.present;
        past += s.past;
      }
      const dominant = paragraphDominance(sentences, thresholds.maxMinorityShare);
      const lead = present > past ? "present" : past > present ? "past" : null;
      const switched = lead !== null && previousLead !== null && lead !== previousLead;
      if (lead !== null) previousLead = lead;
      const minority = Math.min(present, past);
      const severity = paragraphSeverity(
        { switched, mixed: dominant === "mixed", minority },
        thresholds,
      );
      severityCounts[severity]++;
      if (severity >= flagMinSeverity) flagged++;
      chapterPresent += present;
      chapterPast += past;
      paragraphs.push({
        chapter: ct.chapter.number,
        paragraph: k + 1,
        start_line: p.startLine,
        end_line: p.endLine,
        text: p.text,
        words: ct.paragraphTokenStarts[k + 1] - ct.paragraphTokenStarts[k],
        present,
        past,
        minority,
        dominant,
        switch: switched,
        severity,
      });
    });
    chapters.push({
      number: ct.chapter.number,
      title: ct.chapter.title,
      paragraphs: ct.chapter.paragraphs.length,
      present: chapterPresent,
      past: chapterPast,
      dominant: dominantTense(chapterPresent, chapterPast, thresholds.maxMinorityShare),
      severity_counts: severityCounts,
      flagged,
    });
  }
  return {
    meta: {
      ...resultMeta(analysis, 2),
      flag_min_severity: flagMinSeverity,
      thresholds: {
        max_minority_share: thresholds.maxMinorityShare,
        switch_minority: thresholds.switchMinority,
        mixed_minority: thresholds.mixedMinority,
      },
    },
    chapters,
    paragraphs,
  };
}

/**
 * The flagged paragraphs (severity >= `minSeverity`, default the result's
 * `flag_min_severity`), sorted by severity descending, then line ascending.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nShe walked home. It rained.", { language: "en" });
 * flaggedParagraphs(profileView(a, 2)); // [] (one past-tense paragraph: nothing to flag)
 * ```
 */
export function flaggedParagraphs(
  result: ProfileResult,
  minSeverity: number = result.meta.flag_min_severity,
): ProfileParagraph[] {
  return result.paragraphs
    .filter((p) => p.severity >= minSeverity)
    .sort((a, b) => b.severity - a.severity || a.start_line - b.start_line);
}
