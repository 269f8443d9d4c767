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
 *   `MAX_PHRASES`.
 *
 * @module
 */

import { UsageError } from "../errors.ts";
import { CONTENT_WORD } from "../features/lexicon.ts";
import type { Analysis } from "../pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { countPerChapter, type Presence, presence } from "./presence.ts";
import { round } from "./round.ts";

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
 * // motifsView(analysis, compileMotifs({ sea: "sea" })).motifs[0].mentions
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
        density_per_1000: words > 0 ? round((1000 * p.mentions) / words) : null,
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

interface Gram {
  count: number;
  chapters: Set<number>;
  ids: number[];
}

function repeatedPhrases(analysis: Analysis) {
  const v = analysis.vocabulary.size;
  const { flags } = analysis.lexicon;
  const trigrams = new Map<number, Gram>();
  const fourgrams = new Map<string, Gram>();
  const eachGram = (n: number, visit: (ids: Int32Array, at: number, chapter: number) => void) => {
    for (const c of analysis.chapters) {
      for (let s = 0; s < c.sentenceStarts.length; s++) {
        const start = c.sentenceStarts[s], end = start + c.sentenceLengths[s];
        for (let i = start; i + n <= end; i++) visit(c.ids, i, c.chapter.number);
      }
    }
  };
  const add = <K>(map: Map<K, Gram>, key: K, ids: number[], chapter: number) => {
    const g = map.get(key);
    if (g) {
      g.count++;
      g.chapters.add(chapter);
    } else map.set(key, { count: 1, chapters: new Set([chapter]), ids });
  };
  const key3 = (ids: Int32Array, i: number) => (ids[i] * v + ids[i + 1]) * v + ids[i + 2];
  eachGram(3, (ids, i, ch) => add(trigrams, key3(ids, i), [ids[i], ids[i + 1], ids[i + 2]], ch));
  eachGram(4, (ids, i, ch) => {
    if ((trigrams.get(key3(ids, i))?.count ?? 0) < MIN_PHRASE_COUNT) return;
    const gram = [ids[i], ids[i + 1], ids[i + 2], ids[i + 3]];
    add(fourgrams, gram.join(","), gram, ch);
  });
  const keep = (g: Gram) =>
    g.count >= MIN_PHRASE_COUNT && g.ids.some((id) => (flags[id] & CONTENT_WORD) !== 0);
  const long = [...fourgrams.values()].filter(keep);
  const covered = new Map<number, number>();
  for (const g of long) {
    for (const k of [key3(Int32Array.from(g.ids), 0), key3(Int32Array.from(g.ids), 1)]) {
      covered.set(k, Math.max(covered.get(k) ?? 0, g.count));
    }
  }
  const short = [...trigrams].filter(([k, g]) => keep(g) && (covered.get(k) ?? 0) < g.count)
    .map(([, g]) => g);
  const phrase = (g: Gram) => g.ids.map((id) => analysis.vocabulary.words[id]).join(" ");
  return [...long, ...short]
    .map((g) => ({
      phrase: phrase(g),
      count: g.count,
      chapters: [...g.chapters].sort((a, b) => a - b),
      n: g.ids.length,
    }))
    .sort((a, b) =>
      b.count - a.count || b.n - a.n || (a.phrase < b.phrase ? -1 : a.phrase > b.phrase ? 1 : 0)
    )
    .slice(0, MAX_PHRASES)
    .map(({ phrase, count, chapters }) => ({ phrase, count, chapters }));
}
