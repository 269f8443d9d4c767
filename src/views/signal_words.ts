/**
 * The words behind one chapter's signals (`svc style FILE --explain-chapter N`): for each
 * count feature and for the two tense markers, the chapter's value and z* where the style
 * reference has them, how many tokens were counted, the most frequent counted words, and
 * every counted token by paragraph (with the paragraph's source lines). Built from the
 * positions the pipeline kept (`signal_spans.ts`); nothing is parsed again.
 *
 * Paragraph numbers count from 1 inside the chapter, as in `profile`; offsets are UTF-16 code
 * units into the paragraph's displayed text (source lines joined by one space, emphasis
 * removed), so a line number finer than the paragraph's line range cannot be given.
 *
 * @module
 */

import { measureChapter } from "../features/chapter_features.ts";
import {
  COUNT_SIGNALS,
  type CountSignal,
  passivePhrases,
  type Signal,
  SIGNALS,
  signalTokens,
} from "../features/signal_spans.ts";
import { UsageError } from "../errors.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import type { StyleResult } from "./style.ts";

/** One counted token inside its paragraph. */
export interface WordSpan {
  start: number;
  end: number;
  text: string;
}

/** The counted tokens of one paragraph. */
export interface ParagraphWords {
  paragraph: number;
  start_line: number;
  end_line: number;
  spans: WordSpan[];
  /**
   * The counted words as read, in order: one entry per token, except that for dialogue and
   * passives consecutive counted tokens form one entry with the text between them (a quoted
   * sentence, "was opened").
   */
  runs: string[];
}

/** One signal of the chapter. */
export interface SignalWords {
  signal: Signal;
  /** The feature value (count features), else null. */
  value: number | null;
  /** z* against the book's baseline, null when the chapter or feature has none. */
  z: number | null;
  /** Counted tokens (a passive counts two: auxiliary and participle). */
  tokens: number;
  /**
   * Most frequent counted words (folded; passives as "was opened"), count descending, then
   * alphabetical; at most 12.
   */
  top: { word: string; count: number }[];
  paragraphs: ParagraphWords[];
}

/** The result of {@linkcode signalWordsView}. */
export interface SignalWordsResult {
  meta: ResultMeta & { chapter: number; title: string };
  signals: SignalWords[];
}

/** Most frequent words listed per signal. */
export const TOP_WORDS = 12;

/** The chapter with this number; a number the book does not have is a `UsageError`. */
function chapterByNumber(analysis: Analysis, number: number): ChapterText {
  const ct = analysis.chapters.find((c) => c.chapter.number === number);
  if (!Number.isInteger(number) || !ct) {
    const n = analysis.chapters.length;
    const range = n === 0 ? "the manuscript has no chapters" : `chapters run from 1 to ${n}`;
    throw new UsageError(`Cannot explain chapter "${number}": ${range}`);
  }
  return ct;
}

function isCountSignal(signal: Signal): signal is CountSignal {
  return (COUNT_SIGNALS as readonly string[]).includes(signal);
}

function topWords(
  ct: ChapterText,
  tokens: Int32Array,
  signal: Signal,
): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  // A passive is counted as its pair ("was opened"), not as two separate words.
  const words = signal === "passive_density"
    ? passivePhrases(ct).map((p) => p.phrase)
    : Array.from(tokens, (i) => ct.words[i]);
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, TOP_WORDS);
}

function byParagraph(ct: ChapterText, tokens: Int32Array, joinRuns: boolean): ParagraphWords[] {
  const out: ParagraphWords[] = [];
  let k = 0;
  let runStart = -1, previous = -2;
  for (const i of tokens) {
    while (ct.paragraphTokenStarts[k + 1] <= i) k++;
    const p = ct.chapter.paragraphs[k];
    let entry = out.at(-1);
    if (entry?.paragraph !== k + 1) {
      entry = {
        paragraph: k + 1,
        start_line: p.startLine,
        end_line: p.endLine,
        spans: [],
        runs: [],
      };
      out.push(entry);
      previous = -2;
    }
    const start = ct.tokenStarts[i];
    const end = start + ct.raw[i].length;
    entry.spans.push({ start, end, text: ct.raw[i] });
    if (joinRuns && i === previous + 1) {
      entry.runs[entry.runs.length - 1] = p.text.slice(runStart, end);
    } else {
      runStart = start;
      entry.runs.push(ct.raw[i]);
    }
    previous = i;
  }
  return out;
}

/**
 * The words behind the signals of one chapter. `style` (the reference of the same analysis)
 * supplies z*; without it z is null. Throws `UsageError` for a chapter the book lacks.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { fingerprintView } from "./style.ts";
 * const a = analyzeDocument("## One\n\nShe saw the sea.\n\n## Two\n\nHe heard it.");
 * signalWordsView(a, 1, fingerprintView(a, DEFAULT_THRESHOLDS)).signals[0].top;
 * // [{ word: "saw", count: 1 }] (signal filter_density)
 * ```
 */
export function signalWordsView(
  analysis: Analysis,
  chapter: number,
  style: StyleResult | null = null,
): SignalWordsResult {
  const ct = chapterByNumber(analysis, chapter);
  const { values } = measureChapter(ct, analysis);
  const deviations = style?.deviations[String(chapter)] ?? {};
  const signals = SIGNALS.map((signal): SignalWords => {
    const tokens = signalTokens(ct, analysis, signal);
    const feature = isCountSignal(signal) ? signal : null;
    return {
      signal,
      value: feature ? values[feature] : null,
      z: feature ? deviations[feature] ?? null : null,
      tokens: tokens.length,
      top: topWords(ct, tokens, signal),
      paragraphs: byParagraph(
        ct,
        tokens,
        signal === "dialog_pct" || signal === "passive_density",
      ),
    };
  });
  return {
    meta: { ...resultMeta(analysis, 1), chapter, title: ct.chapter.title },
    signals,
  };
}
