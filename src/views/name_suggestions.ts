/**
 * Close spellings for a character name that the text never mentions.
 *
 * Rule: the candidates are the capitalised words of the chapter prose (a token whose first
 * letter is upper-case; a trailing possessive `’s` / `'s` is dropped), and for a name of k
 * words the runs of k consecutive capitalised tokens inside one paragraph. Name and candidate
 * are compared as {@linkcode foldKey} forms (accents and case removed, words joined by one
 * space) by {@linkcode editDistance}; a candidate is close when the distance is at most 1 for
 * a name of up to 4 letters, 2 up to 8 letters and 3 beyond. Closest first, then the more
 * frequent, then by spelling; at most {@linkcode MAX_SUGGESTIONS}. Each suggestion is shown in
 * the spelling the text uses most often.
 *
 * @module
 */

import type { Analysis } from "../features/pipeline.ts";
import { editDistance, foldKey } from "../text/fold.ts";

/** Suggestions listed per name at most. */
const MAX_SUGGESTIONS = 5;

/** A spelling the text contains. */
export interface NameSuggestion {
  /** As written in the text (its most frequent form). */
  spelling: string;
  /** Occurrences of this spelling (all accent and case variants) as capitalised words. */
  count: number;
  /** Edit distance of the folded forms. */
  distance: number;
}

const CAPITALISED = /^\p{Lu}/u;
const POSSESSIVE = /['’]s$/u;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Largest edit distance at which a candidate still counts as close to a folded name. */
function maxDistance(key: string): number {
  const letters = key.replace(/ /g, "").length;
  return letters <= 4 ? 1 : letters <= 8 ? 2 : 3;
}

/** Folded words of a name: `Mr. Darcy` -> ["mr", "darcy"]. */
function nameWords(name: string): string[] {
  return foldKey(name).split(WORD_SEPARATORS).filter((w) => w !== "");
}

/**
 * Close spellings in the text for any of `names` (see the module rule).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * suggestSpellings(analyzeDocument("## A\n\nNatásha came."), ["Natsaha"]);
 * // [{ spelling: "Natásha", count: 1, distance: 1 }]
 * ```
 */
export function suggestSpellings(analysis: Analysis, names: readonly string[]): NameSuggestion[] {
  const probes = names.map(nameWords).filter((w) => w.length > 0);
  if (probes.length === 0) return [];
  const lengths = new Set(probes.map((p) => p.length));
  /** Folded key -> spelling -> count. */
  const seen = new Map<string, Map<string, number>>();
  for (const ct of analysis.chapters) {
    const starts = ct.paragraphTokenStarts;
    for (let k = 0; k + 1 < starts.length; k++) {
      let run = 0;
      for (let i = starts[k]; i < starts[k + 1]; i++) {
        run = CAPITALISED.test(ct.raw[i]) ? run + 1 : 0;
        for (const n of lengths) {
          if (run < n) continue;
          const spelling = ct.raw.slice(i - n + 1, i + 1).join(" ").replace(POSSESSIVE, "");
          const key = foldKey(spelling);
          const spellings = seen.get(key) ?? new Map<string, number>();
          spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1);
          seen.set(key, spellings);
        }
      }
    }
  }
  const best = new Map<string, NameSuggestion>();
  for (const probe of probes) {
    const key = probe.join(" ");
    const max = maxDistance(key);
    for (const [candidate, spellings] of seen) {
      if (candidate.split(" ").length !== probe.length) continue;
      const distance = editDistance(key, candidate, max);
      if (distance > max) continue;
      const known = best.get(candidate);
      if (known && known.distance <= distance) continue;
      let count = 0, spelling = "", top = 0;
      for (const [s, c] of spellings) {
        count += c;
        if (c > top || (c === top && s < spelling)) [spelling, top] = [s, c];
      }
      best.set(candidate, { spelling, count, distance });
    }
  }
  return [...best.values()]
    .sort((a, b) =>
      a.distance - b.distance || b.count - a.count ||
      (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0)
    )
    .slice(0, MAX_SUGGESTIONS);
}
