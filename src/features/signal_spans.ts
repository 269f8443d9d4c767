/**
 * The words behind each signal: where every token that a count feature counted, and every
 * tense marker, stands in the manuscript (chapter, paragraph, offsets into the paragraph's
 * displayed text).
 *
 * Nothing here reads the text again. The pipeline records each token's offset while it
 * tokenises (`ChapterText.tokenStarts`) and the pair of tokens of each passive it counts
 * (`passiveTokens`); the word classes are the lexicon's per-type flags and the per-token
 * dialogue and tense arrays that the counts read. Which tokens a signal selects is the same
 * rule as in `countChapter` / `tokenTotals`, so a chapter has exactly as many spans of a
 * signal as its count (passives: two spans, auxiliary and participle, per construction).
 *
 * | signal | tokens |
 * |---|---|
 * | `filter_density`, `modal_density`, `long_word_pct` | tokens of a filter verb, modal, long word |
 * | `nominalization_density` | tokens the nominalisation rule (or `nominal_regex`) accepts |
 * | `adjective_density` | tokens the language's adjective test accepts |
 * | `passive_density` | auxiliary and participle of each counted passive |
 * | `first_person_start_rate` | first tokens of sentences that open with a first-person pronoun |
 * | `dialog_pct` | tokens inside quotation marks or dash dialogue |
 * | `tense_present`, `tense_past` | narration tokens that mark the present or the past tense |
 *
 * @module
 */

import type { Analysis, ChapterText } from "./pipeline.ts";
import { TENSE_PAST, TENSE_PRESENT } from "./pipeline.ts";
import type { StyleFeature } from "./feature_ids.ts";
import { FILTER_VERB, FIRST_PERSON, LONG_WORD, MODAL_VERB, NOMINALIZATION } from "./lexicon.ts";

/** The count features whose words can be shown, in the order reports list them. */
export const COUNT_SIGNALS = [
  "filter_density",
  "modal_density",
  "passive_density",
  "nominalization_density",
  "adjective_density",
  "long_word_pct",
  "first_person_start_rate",
  "dialog_pct",
] as const satisfies readonly StyleFeature[];

/** One count feature with spans. */
export type CountSignal = typeof COUNT_SIGNALS[number];

/** The two tense-marker signals of the paragraph profile. */
const TENSE_SIGNALS = ["tense_present", "tense_past"] as const;

/** Every signal with spans. */
export const SIGNALS = [...COUNT_SIGNALS, ...TENSE_SIGNALS] as const;

/** One signal with spans. */
export type Signal = typeof SIGNALS[number];

/** One counted token. */
export interface SignalSpan {
  readonly signal: Signal;
  /** Chapter number (as in every result). */
  readonly chapter: number;
  /** 1-based paragraph number inside the chapter (as in `profile`). */
  readonly paragraph: number;
  /** Offsets (UTF-16 code units) into the paragraph's displayed text; `end` is exclusive. */
  readonly start: number;
  readonly end: number;
  /** The token as written. */
  readonly text: string;
}

/**
 * Whether a string names a signal.
 *
 * @example
 * ```ts
 * isSignal("filter_density"); // true
 * isSignal("asl"); // false
 * ```
 */
export function isSignal(name: string): name is Signal {
  return (SIGNALS as readonly string[]).includes(name);
}

type Classes = Pick<Analysis, "lexicon" | "nominalPattern">;

/**
 * Token indices of one chapter that a signal counted, ascending.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nShe saw the sea. He could not swim.", { language: "en" });
 * signalTokens(a.chapters[0], a, "filter_density"); // Int32Array [1]
 * ```
 */
export function signalTokens(ct: ChapterText, analysis: Classes, signal: Signal): Int32Array {
  const { flags } = analysis.lexicon;
  const { ids } = ct;
  const out: number[] = [];
  const byFlag = (bit: number) => {
    for (let i = 0; i < ids.length; i++) if (flags[ids[i]] & bit) out.push(i);
  };
  switch (signal) {
    case "filter_density":
      byFlag(FILTER_VERB);
      break;
    case "modal_density":
      byFlag(MODAL_VERB);
      break;
    case "long_word_pct":
      byFlag(LONG_WORD);
      break;
    case "nominalization_density": {
      const pattern = analysis.nominalPattern;
      if (pattern === null) byFlag(NOMINALIZATION);
      else for (let i = 0; i < ids.length; i++) if (pattern.test(ct.raw[i])) out.push(i);
      break;
    }
    case "adjective_density":
      for (let i = 0; i < ids.length; i++) {
        const capitalised = ct.raw[i].charCodeAt(0) !== ct.words[i].charCodeAt(0);
        if (analysis.lexicon.isAdjective(ids[i], capitalised)) out.push(i);
      }
      break;
    case "passive_density":
      return Int32Array.from(ct.passiveTokens).sort();
    case "first_person_start_rate":
      for (const s of ct.sentenceStarts) if (flags[ids[s]] & FIRST_PERSON) out.push(s);
      break;
    case "dialog_pct":
      for (let i = 0; i < ids.length; i++) if (ct.dialogue[i]) out.push(i);
      break;
    case "tense_present":
    case "tense_past": {
      const mark = signal === "tense_present" ? TENSE_PRESENT : TENSE_PAST;
      for (let i = 0; i < ids.length; i++) if (ct.tense[i] === mark) out.push(i);
      break;
    }
  }
  return Int32Array.from(out);
}

/**
 * Index (0-based) of the paragraph that holds token `i`, by binary search over the
 * paragraph token starts.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained.\n\nWe stayed in.", { language: "en" });
 * paragraphIndexOf(a.chapters[0], 0); // 0
 * paragraphIndexOf(a.chapters[0], 3); // 1
 * ```
 */
export function paragraphIndexOf(ct: ChapterText, i: number): number {
  const starts = ct.paragraphTokenStarts;
  let lo = 0, hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= i) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Options of {@linkcode chapterSpans} and {@linkcode analysisSpans}. */
export interface SpanFilter {
  /** Only these signals (default: all of {@linkcode SIGNALS}). */
  readonly signals?: readonly Signal[];
  /** Only this 1-based paragraph of the chapter. */
  readonly paragraph?: number;
}

/**
 * The spans of one chapter, ordered by paragraph, offset, then signal order.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained.\n\nWe could stay.", { language: "en" });
 * chapterSpans(a.chapters[0], a, { signals: ["modal_density"] });
 * // [{ signal: "modal_density", chapter: 1, paragraph: 2, start: 3, end: 8, text: "could" }]
 * ```
 */
export function chapterSpans(
  ct: ChapterText,
  analysis: Classes,
  filter: SpanFilter = {},
): SignalSpan[] {
  const signals = filter.signals ?? SIGNALS;
  const spans: SignalSpan[] = [];
  // A paragraph number outside the chapter selects nothing.
  const p = filter.paragraph;
  const from = p === undefined ? 0 : ct.paragraphTokenStarts[p - 1] ?? ct.ids.length;
  const to = p === undefined ? ct.ids.length : ct.paragraphTokenStarts[p] ?? ct.ids.length;
  for (const signal of signals) {
    for (const i of signalTokens(ct, analysis, signal)) {
      if (i < from || i >= to) continue;
      const start = ct.tokenStarts[i];
      spans.push({
        signal,
        chapter: ct.chapter.number,
        paragraph: paragraphIndexOf(ct, i) + 1,
        start,
        end: start + ct.raw[i].length,
        text: ct.raw[i],
      });
    }
  }
  const rank = new Map<string, number>(SIGNALS.map((s, k) => [s, k]));
  return spans.sort((a, b) =>
    a.paragraph - b.paragraph || a.start - b.start || rank.get(a.signal)! - rank.get(b.signal)!
  );
}

/**
 * The spans of a whole analysis, or of one chapter (`chapter`: its number).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nI could.\n\n## Two\n\nWe could.", { language: "en" });
 * analysisSpans(a, { chapter: 2, signals: ["modal_density"] }).length; // 1
 * ```
 */
export function analysisSpans(
  analysis: Analysis,
  filter: SpanFilter & { readonly chapter?: number } = {},
): SignalSpan[] {
  const out: SignalSpan[] = [];
  for (const ct of analysis.chapters) {
    if (filter.chapter !== undefined && ct.chapter.number !== filter.chapter) continue;
    for (const span of chapterSpans(ct, analysis, filter)) out.push(span);
  }
  return out;
}

/**
 * Each counted passive of a chapter as it reads: auxiliary and participle in text order,
 * joined by a space when they stand together and by " … " when words come between
 * ("was opened", "wurde … geöffnet"); in folded form.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "./pipeline.ts";
 * const a = analyzeDocument("## One\n\nThe door was opened.", { language: "en" });
 * passivePhrases(a.chapters[0]); // [{ phrase: "was opened", first: 2, last: 3 }]
 * ```
 */
export function passivePhrases(ct: ChapterText): { phrase: string; first: number; last: number }[] {
  const out: { phrase: string; first: number; last: number }[] = [];
  const t = ct.passiveTokens;
  for (let k = 0; k + 1 < t.length; k += 2) {
    const [a, b] = t[k] < t[k + 1] ? [t[k], t[k + 1]] : [t[k + 1], t[k]];
    out.push({
      phrase: ct.words[a] + (b === a + 1 ? " " : " … ") + ct.words[b],
      first: a,
      last: b,
    });
  }
  return out;
}
