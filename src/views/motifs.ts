/**
 * The motifs module (SPEC 2.5): caller-supplied motifs by regular expression, plus the
 * manuscript's most frequent content words and its repeated phrases.
 *
 * - A motif pattern runs case-insensitively (`giu`) over each paragraph's displayed text, as
 *   written otherwise (add `\b`-like guards yourself); a pattern that is not a valid regular
 *   expression, or matches the empty string, is a usage error naming it.
 * - `top_words`: the `TOP_WORDS` most frequent content words (curated stop and function words
 *   excluded), ties by word.
 * - `repeated_phrases`: word 3- and 4-grams inside one sentence that occur at least 3 times and
 *   contain at least one content word, with the chapters they occur in; a 3-gram that only
 *   occurs inside an equally frequent repeated 4-gram is left out. Most frequent first, at most
 *   `MAX_PHRASES`. Occurrences are grouped case-insensitively; `phrase` is written as the text
 *   writes it: its most frequent spelling inside sentences (a capital that only comes from
 *   standing first in a sentence does not count unless the phrase never stands elsewhere),
 *   the earlier one on ties.
 *
 * @module
 */

import { UsageError } from "../errors.ts";
import { CONTENT_WORD } from "../features/lexicon.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { countPerChapter, type Presence, presence } from "./presence.ts";
import { finite } from "./finite.ts";
import { NumberCounter } from "../stats/number_counter.ts";

/** Content words listed in `top_words`. */
export const TOP_WORDS = 25;
/** Occurrences a phrase needs (SPEC 8). */
export const MIN_PHRASE_COUNT = 3;
/** Phrases listed at most. */
export const MAX_PHRASES = 30;

/** One motif's figures. */
export interface MotifPresence extends Presence {
  name: string;
  pattern: string;
  density_per_1000: number | null;
}

/** The motifs result. */
export interface MotifsResult {
  meta: ResultMeta;
  motifs: MotifPresence[];
  top_words: { word: string; count: number }[];
  repeated_phrases: { phrase: string; count: number; chapters: number[] }[];
}

/**
 * Compiles motif patterns; throws UsageError naming an invalid one.
 *
 * @example
 * ```ts
 * compileMotifs({ sea: "sea|ocean" }).get("sea")!.flags; // "giu"
 * ```
 */
export function compileMotifs(motifs: Readonly<Record<string, string>>): Map<string, RegExp> {
  const out = new Map<string, RegExp>();
  for (const [name, pattern] of Object.entries(motifs)) {
    let re: RegExp;
    try {
      re = new RegExp(pattern, "giu");
    } catch (e) {
      throw new UsageError(`Invalid motif "${name}" pattern "${pattern}": ${(e as Error).message}`);
    }
    if (new RegExp(pattern, "iu").test("")) {
      throw new UsageError(
        `Invalid motif "${name}" pattern "${pattern}": it matches the empty string`,
      );
    }
    out.set(name, re);
  }
  return out;
}

/**
 * Builds the motifs result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nThe sea was calm.\n\n## Two\n\nHe saw the sea.");
 * motifsView(a, compileMotifs({ sea: "sea" })).motifs[0].mentions; // 2
 * ```
 */
export function motifsView(analysis: Analysis, motifs: ReadonlyMap<string, RegExp>): MotifsResult {
  const words = analysis.chapters.reduce((s, c) => s + c.words.length, 0);
  return {
    meta: resultMeta(analysis, 2),
    motifs: [...motifs].map(([name, re]) => {
      const p = presence(analysis, countPerChapter(analysis, re));
      return {
        name,
        pattern: re.source,
        ...p,
        density_per_1000: words > 0 ? finite((1000 * p.mentions) / words) : null,
      };
    }),
    top_words: topWords(analysis),
    repeated_phrases: repeatedPhrases(analysis),
  };
}

function topWords(analysis: Analysis): { word: string; count: number }[] {
  const { flags } = analysis.lexicon;
  const counts = new Int32Array(analysis.vocabulary.size);
  for (const c of analysis.chapters) {
    for (const id of c.ids) if (flags[id] & CONTENT_WORD) counts[id]++;
  }
  const ids = [...counts.keys()].filter((id) => counts[id] > 0);
  const word = (id: number) => analysis.vocabulary.words[id];
  ids.sort((a, b) => counts[b] - counts[a] || (word(a) < word(b) ? -1 : 1));
  return ids.slice(0, TOP_WORDS).map((id) => ({ word: word(id), count: counts[id] }));
}

/**
 * Repeated 3- and 4-grams in three passes that keep memory small on a whole novel: count
 * trigrams by numeric key, count only the 4-grams whose leading trigram repeats, then collect
 * chapters only for the phrases that are kept.
 */
function repeatedPhrases(analysis: Analysis) {
  const v = analysis.vocabulary.size;
  const { flags } = analysis.lexicon;
  const eachGram = (
    n: number,
    visit: (ids: Int32Array, at: number, chapter: ChapterText, initial: boolean) => void,
  ) => {
    for (const c of analysis.chapters) {
      for (let s = 0; s < c.sentenceStarts.length; s++) {
        const start = c.sentenceStarts[s], end = start + c.sentenceLengths[s];
        for (let i = start; i + n <= end; i++) visit(c.ids, i, c, i === start);
      }
    }
  };
  const key3 = (ids: ArrayLike<number>, i: number) => (ids[i] * v + ids[i + 1]) * v + ids[i + 2];
  const key4 = (ids: ArrayLike<number>, i: number) => `${key3(ids, i)},${ids[i + 3]}`;
  const trigrams = new NumberCounter(1 << 16);
  eachGram(3, (ids, i) => trigrams.add(key3(ids, i)));
  const fourgrams = new Map<string, number>();
  eachGram(4, (ids, i) => {
    if (trigrams.get(key3(ids, i)) < MIN_PHRASE_COUNT) return;
    const k = key4(ids, i);
    fourgrams.set(k, (fourgrams.get(k) ?? 0) + 1);
  });
  const hasContent = (ids: number[]) => ids.some((id) => (flags[id] & CONTENT_WORD) !== 0);
  const from3 = (k: number) => [Math.floor(k / (v * v)), Math.floor(k / v) % v, k % v];
  const from4 = (k: string) => {
    const [head, last] = k.split(",").map(Number);
    return [...from3(head), last];
  };
  interface Kept {
    ids: number[];
    count: number;
    chapters: Set<number>;
    /** Spellings inside sentences, and at a sentence start, with their counts. */
    inner: Map<string, number>;
    initial: Map<string, number>;
  }
  const occurs = (g: Kept, c: ChapterText, i: number, initial: boolean) => {
    g.chapters.add(c.chapter.number);
    const spelling = c.raw.slice(i, i + g.ids.length).join(" ");
    const counts = initial ? g.initial : g.inner;
    counts.set(spelling, (counts.get(spelling) ?? 0) + 1);
  };
  const kept4 = new Map<string, Kept>();
  const covered = new Map<number, number>();
  for (const [k, count] of fourgrams) {
    const ids = from4(k);
    if (count < MIN_PHRASE_COUNT || !hasContent(ids)) continue;
    kept4.set(k, { ids, count, chapters: new Set(), inner: new Map(), initial: new Map() });
    for (const sub of [key3(ids, 0), key3(ids, 1)]) {
      covered.set(sub, Math.max(covered.get(sub) ?? 0, count));
    }
  }
  const kept3 = new Map<number, Kept>();
  trigrams.forEach((k, count) => {
    if (count < MIN_PHRASE_COUNT || (covered.get(k) ?? 0) >= count) return;
    const ids = from3(k);
    if (hasContent(ids)) {
      kept3.set(k, { ids, count, chapters: new Set(), inner: new Map(), initial: new Map() });
    }
  });
  eachGram(3, (ids, i, c, initial) => {
    const g = kept3.get(key3(ids, i));
    if (g) occurs(g, c, i, initial);
  });
  if (kept4.size > 0) {
    eachGram(4, (ids, i, c, initial) => {
      if (!kept3.has(key3(ids, i)) && !covered.has(key3(ids, i))) return;
      const g = kept4.get(key4(ids, i));
      if (g) occurs(g, c, i, initial);
    });
  }
  const key = (g: Kept) => g.ids.map((id) => analysis.vocabulary.words[id]).join(" ");
  return [...kept4.values(), ...kept3.values()]
    .map((g) => ({
      key: key(g),
      phrase: mostFrequent(g.inner.size > 0 ? g.inner : g.initial),
      count: g.count,
      chapters: [...g.chapters].sort((a, b) => a - b),
      n: g.ids.length,
    }))
    .sort((a, b) => b.count - a.count || b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, MAX_PHRASES)
    .map(({ phrase, count, chapters }) => ({ phrase, count, chapters }));
}

/** The most frequent key of a count map; the first inserted (earliest in the text) on ties. */
function mostFrequent(counts: ReadonlyMap<string, number>): string {
  let best = "", top = 0;
  for (const [k, n] of counts) {
    if (n > top) [best, top] = [k, n];
  }
  return best;
}
