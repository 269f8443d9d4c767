/**
 * The words behind the signals as the dashboard shows them, cut from the positions the
 * pipeline kept (`features/signal_spans.ts`) while the shared analysis is at hand, so the
 * page never needs the analysis itself:
 *
 * - per chapter and count feature: how many words were counted, the most frequent ones and,
 *   for a cell at or beyond the mild threshold, one example passage with the counted words
 *   marked (the paragraph with the most of them);
 * - per flagged tense paragraph: the words read as present and as past, and the paragraph's
 *   text with both kinds marked.
 *
 * Marked text is a list of {@linkcode Segment}s: plain strings and `[text, kind]` pairs, which
 * the page turns into text nodes and `<mark>` elements (never markup from strings).
 *
 * @module
 */

import type { StyleThresholds } from "../settings/thresholds.ts";
import {
  COUNT_SIGNALS,
  type CountSignal,
  paragraphIndexOf,
  passivePhrases,
  signalTokens,
} from "../features/signal_spans.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import type { ProfileResult } from "./profile.ts";
import type { StyleResult } from "./style.ts";

/** Plain text, or marked text with its kind (1 counted word; tense: 1 present, 2 past). */
export type Segment = string | readonly [string, number];

/** One count feature of one chapter. */
export interface SignalWordsEntry {
  readonly signal: CountSignal;
  /** What the feature counted: words, or passive constructions. */
  readonly count: number;
  /**
   * Most frequent counted words in their usual written form, with counts (passives as
   * auxiliary and participle; none for dialogue, whose commonest words say nothing).
   */
  readonly top: readonly (readonly [string, number])[];
  /** One passage with the counted words marked, or null. */
  readonly example: readonly Segment[] | null;
}

/** The tense markers of one flagged paragraph. */
export interface TenseWords {
  /** Words read as present / past, in text order (repeats kept). */
  readonly present: readonly string[];
  readonly past: readonly string[];
  /** The paragraph's whole text, present markers kind 1, past kind 2. */
  readonly segments: readonly Segment[];
}

/** Everything the dashboard shows of the counted words. */
export interface DashboardSignals {
  /** Chapter number -> its count features in {@linkcode COUNT_SIGNALS} order. */
  readonly chapters: ReadonlyMap<number, readonly SignalWordsEntry[]>;
  /** `chapter:paragraph` of each flagged paragraph -> its tense words. */
  readonly tense: ReadonlyMap<string, TenseWords>;
}

/** Most frequent words kept per chapter and feature. */
const TOP_SIGNAL_WORDS = 6;
/** Longest example passage, in characters. */
const EXAMPLE_CHARS = 260;
/** Characters of context kept before the first marked word of an example. */
const LEAD_CHARS = 50;

/** A marked range in a text. */
export interface Mark {
  readonly start: number;
  readonly end: number;
  readonly kind: number;
}

/**
 * Cuts `text` into segments with `marks` (sorted, not overlapping) marked. With `max`, only a
 * window of about `max` characters is kept, starting a little before the first mark at a word
 * boundary; a cut end gets "…".
 *
 * @example
 * ```ts
 * markText("She saw it.", [{ start: 4, end: 7, kind: 1 }]); // ["She ", ["saw", 1], " it."]
 * ```
 */
export function markText(text: string, marks: readonly Mark[], max?: number): Segment[] {
  let from = 0, to = text.length;
  if (max !== undefined && text.length > max) {
    const first = marks[0]?.start ?? 0;
    from = Math.max(0, first - LEAD_CHARS);
    if (from > 0) {
      const space = text.indexOf(" ", from);
      from = space >= 0 && space < first ? space + 1 : first;
    }
    to = Math.min(text.length, from + max);
    if (to < text.length) {
      const space = text.lastIndexOf(" ", to);
      if (space > from + max / 2) to = space;
      // Never cut a marked word in two.
      for (const m of marks) if (m.start < to && m.end > to) to = m.end;
    }
  }
  const out: Segment[] = [];
  if (from > 0) out.push("…");
  let at = from;
  for (const m of marks) {
    if (m.end <= from || m.start >= to) continue;
    if (m.start > at) out.push(text.slice(at, m.start));
    out.push([text.slice(Math.max(m.start, at), m.end), m.kind]);
    at = m.end;
  }
  if (to > at) out.push(text.slice(at, to));
  if (to < text.length) out.push("…");
  // Neighbouring plain strings (the leading "…" and the first text) read as one.
  return out.reduce<Segment[]>((acc, s) => {
    const last = acc.at(-1);
    if (typeof s === "string" && typeof last === "string") acc[acc.length - 1] = last + s;
    else acc.push(s);
    return acc;
  }, []);
}

/** Marks of tokens `indices` of one paragraph; consecutive tokens merge into one mark. */
function tokenMarks(ct: ChapterText, indices: readonly number[], kind: number): Mark[] {
  const marks: Mark[] = [];
  let previous = -2;
  for (const i of indices) {
    const start = ct.tokenStarts[i];
    const end = start + ct.raw[i].length;
    const last = marks.at(-1);
    if (last && i === previous + 1 && last.kind === kind) {
      marks[marks.length - 1] = { start: last.start, end, kind };
    } else {
      marks.push({ start, end, kind });
    }
    previous = i;
  }
  return marks;
}

/**
 * The most frequent entries, each shown in its most frequent written form ("I", "Ordnung",
 * "Bingley" rather than the folded "i", "ordnung", "bingley"); a sentence-initial capital
 * does not count as a form of its own.
 */
function topEntries(entries: readonly (readonly [string, string])[]): [string, number][] {
  const counts = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const [key, form] of entries) {
    let entry = counts.get(key);
    if (!entry) counts.set(key, entry = { n: 0, forms: new Map() });
    entry.n++;
    entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, TOP_SIGNAL_WORDS)
    .map(([key, e]) => [shownForm(key, e.forms), e.n]);
}

/** A written form, with a capital that only marks a sentence start taken away. */
function formAt(ct: ChapterText, i: number, sentenceStarts: ReadonlySet<number>): string {
  const raw = ct.raw[i];
  return sentenceStarts.has(i) && raw.slice(1) === ct.words[i].slice(1) && raw !== "I"
    ? ct.words[i]
    : raw;
}

function topWords(
  ct: ChapterText,
  tokens: Int32Array,
  signal: CountSignal,
  starts: ReadonlySet<number>,
): [string, number][] {
  // The commonest words of speech ("you", "the") say nothing about it.
  if (signal === "dialog_pct") return [];
  if (signal === "passive_density") {
    // A passive reads as its pair: "was opened", "wurde … geöffnet".
    return topEntries(
      passivePhrases(ct).map(({ phrase, first, last }) => {
        const gap = last === first + 1 ? " " : " … ";
        return [phrase, formAt(ct, first, starts) + gap + formAt(ct, last, starts)] as const;
      }),
    );
  }
  return topTokens(ct, tokens, starts);
}

/**
 * {@linkcode topEntries} of the tokens' (folded word, written form) pairs, counted by type id
 * without building the pairs: the same entries, forms and order (a folded word is one type).
 */
function topTokens(
  ct: ChapterText,
  tokens: Int32Array,
  starts: ReadonlySet<number>,
): [string, number][] {
  const counts = new Map<number, { key: string; n: number; forms: Map<string, number> }>();
  for (let t = 0; t < tokens.length; t++) {
    const i = tokens[t];
    let entry = counts.get(ct.ids[i]);
    if (!entry) counts.set(ct.ids[i], entry = { key: ct.words[i], n: 0, forms: new Map() });
    entry.n++;
    const form = formAt(ct, i, starts);
    entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
  }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, TOP_SIGNAL_WORDS)
    .map((e) => [shownForm(e.key, e.forms), e.n]);
}

/** The most frequent written form (the first seen of equally frequent ones). */
function shownForm(key: string, forms: ReadonlyMap<string, number>): string {
  let best = key, most = 0;
  for (const [form, n] of forms) if (n > most) [best, most] = [form, n];
  return best;
}

/** The paragraph with most of `tokens` (the earliest on a tie) and its tokens. */
function densestParagraph(ct: ChapterText, tokens: Int32Array): { k: number; indices: number[] } {
  let best = -1, bestCount = 0, current = -1, count = 0;
  let bestFrom = 0, from = 0;
  tokens.forEach((i, n) => {
    const k = paragraphIndexOf(ct, i);
    if (k !== current) {
      current = k;
      count = 0;
      from = n;
    }
    count++;
    if (count > bestCount) {
      best = k;
      bestCount = count;
      bestFrom = from;
    }
  });
  return { k: best, indices: Array.from(tokens.subarray(bestFrom, bestFrom + bestCount)) };
}

function chapterWords(
  ct: ChapterText,
  analysis: Analysis,
  deviations: Readonly<Record<string, number>>,
  zMild: number,
): SignalWordsEntry[] {
  const starts = new Set(ct.sentenceStarts);
  return COUNT_SIGNALS.map((signal) => {
    const tokens = signalTokens(ct, analysis, signal);
    let example: Segment[] | null = null;
    const z = deviations[signal];
    if (tokens.length > 0 && z !== undefined && Math.abs(z) >= zMild) {
      const { k, indices } = densestParagraph(ct, tokens);
      const text = ct.chapter.paragraphs[k].text;
      example = markText(text, tokenMarks(ct, indices, 1), EXAMPLE_CHARS);
    }
    const count = signal === "passive_density" ? ct.passives : tokens.length;
    return { signal, count, top: topWords(ct, tokens, signal, starts), example };
  });
}

function tenseWords(ct: ChapterText, k: number): TenseWords {
  const present: string[] = [], past: string[] = [];
  const marks: Mark[] = [];
  for (let i = ct.paragraphTokenStarts[k]; i < ct.paragraphTokenStarts[k + 1]; i++) {
    const mark = ct.tense[i];
    if (mark === 0) continue;
    (mark === 1 ? present : past).push(ct.raw[i]);
    marks.push(...tokenMarks(ct, [i], mark));
  }
  return { present, past, segments: markText(ct.chapter.paragraphs[k].text, marks) };
}

/**
 * Builds the signal data of a dashboard.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import type { Analysis } from "../features/pipeline.ts";
 * import type { ProfileResult } from "./profile.ts";
 * import type { StyleResult } from "./style.ts";
 * declare const analysis: Analysis, style: StyleResult, profile: ProfileResult;
 * const signals = dashboardSignals(analysis, style, profile, DEFAULT_THRESHOLDS);
 * signals.chapters.get(1)?.[0].top; // e.g. [["see", 1], ["seen", 1], ["thinking", 1]]
 * ```
 */
export function dashboardSignals(
  analysis: Analysis,
  style: StyleResult,
  profile: ProfileResult,
  thresholds: StyleThresholds,
): DashboardSignals {
  const chapters = new Map<number, SignalWordsEntry[]>();
  const byNumber = new Map<number, ChapterText>();
  for (const ct of analysis.chapters) {
    const n = ct.chapter.number;
    byNumber.set(n, ct);
    chapters.set(
      n,
      chapterWords(ct, analysis, style.deviations[String(n)] ?? {}, thresholds.z_mild),
    );
  }
  const tense = new Map<string, TenseWords>();
  for (const p of profile.paragraphs) {
    if (p.severity < thresholds.flag_min_severity) continue;
    const ct = byNumber.get(p.chapter);
    if (ct) tense.set(`${p.chapter}:${p.paragraph}`, tenseWords(ct, p.paragraph - 1));
  }
  return { chapters, tense };
}

/**
 * Keeps about `max` characters of marked text, from a little before its first mark (as
 * {@linkcode markText} does for raw text); shorter text is returned as it is.
 *
 * @example
 * ```ts
 * clipSegments(["a ", ["b", 1], " c"], 100); // ["a ", ["b", 1], " c"]
 * ```
 */
export function clipSegments(segments: readonly Segment[], max: number): Segment[] {
  let text = "";
  const marks: Mark[] = [];
  for (const s of segments) {
    if (typeof s === "string") {
      text += s;
    } else {
      marks.push({ start: text.length, end: text.length + s[0].length, kind: s[1] });
      text += s[0];
    }
  }
  return markText(text, marks, max);
}

/**
 * Words as a short list: each word once, in order of first appearance, with "×n" when it
 * occurs n > 1 times (case-insensitively; shown as first written).
 *
 * @example
 * ```ts
 * tally(["had", "is", "Had", "had"]); // "had ×3, is"
 * ```
 */
export function tally(words: readonly string[]): string {
  const counts = new Map<string, { form: string; n: number }>();
  for (const w of words) {
    const key = w.toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.n++;
    else counts.set(key, { form: w, n: 1 });
  }
  return [...counts.values()].map((e) => e.n > 1 ? `${e.form} ×${e.n}` : e.form).join(", ");
}
