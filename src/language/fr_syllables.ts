/**
 * French syllable counter: spoken syllables of careful standard diction, the unit of the
 * Kandel & Moles (1958) reading-ease formula.
 *
 * Convention: a final mute `-e`, `-es` and the verb ending `-ent` are not syllables
 * (`table` 1, `tables` 1, `parlent` 1, `étaient` 2) unless the word has no other vowel
 * (`le`, `les`); a final `-ent` that is pronounced (`moment`, `souvent`, `client`) counts; a
 * word-internal `e` always counts (`seulement` 3, `samedi` 3) because careful diction keeps it
 * and readers count it. Vowel digraphs and glides share one nucleus (`eau`, `oi`, `ou`, `ai`,
 * `ei`, `au`, `eu`, `œu`, `ie` in `bien`, `ui` in `nuit`), a vowel after consonant + l/r
 * splits (`cri-er`, `ou-bli-er`, `cru-el`), accented vowels and the diaeresis start a new
 * syllable (`thé-â-tre`, `na-ïf`), `qu`/`gu` before a vowel and `ge` before a/o are consonants.
 *
 * @module
 */

import { FR_PRONOUNCED_ENT } from "./fr_words.ts";
import { sumParts } from "./vowel_groups.ts";

const PRONOUNCED_ENT: ReadonlySet<string> = new Set(FR_PRONOUNCED_ENT);
const PLAIN = "aeiouy";
const ACCENTED = "éèêëàâîïôûùüœæ";
const GLIDES = "iu";
const LIQUIDS = "lr";
/** Consonants that form an onset cluster with a following l/r (pr, bl, tr, vr …). */
const OBSTRUENTS = "bcdfgkptv";
/** Words where `y` stands for two vowels (`pa-ys`) that the letter rules cannot see. */
const OVERRIDES: ReadonlyMap<string, number> = new Map([
  ["pays", 2],
  ["paysan", 3],
  ["paysans", 3],
  ["paysanne", 3],
  ["paysannes", 3],
  ["paysage", 3],
  ["paysages", 3],
  ["abbaye", 3],
  ["abbayes", 3],
]);

function isLetterVowel(c: string | undefined): boolean {
  return c !== undefined && (PLAIN.includes(c) || ACCENTED.includes(c));
}

/** Vowel letter that is a vowel here (not the `u` of `qu`/`gu`, the `e` of `gea`, a `y` glide). */
function isVowelAt(w: string, i: number): boolean {
  const c = w[i];
  if (!isLetterVowel(c)) return false;
  const next = w[i + 1];
  if (c === "u" && (w[i - 1] === "q" || (w[i - 1] === "g" && (isLetterVowel(next))))) {
    return false;
  }
  if (c === "e" && w[i - 1] === "g" && "aoâôu".includes(next ?? "")) {
    return false;
  }
  if (c === "y" && isLetterVowel(next)) return false;
  return true;
}

/** Index where the mute ending of one word part starts (its length if none). */
function muteEnd(part: string): number {
  const hasVowelBefore = (end: number): boolean => {
    for (let i = 0; i < end; i++) if (isVowelAt(part, i)) return true;
    return false;
  };
  if (part.endsWith("ent") && part.length > 3) {
    const pronounced = part.endsWith("ement") || part.endsWith("ément") ||
      PRONOUNCED_ENT.has(part);
    if (!pronounced && hasVowelBefore(part.length - 3)) return part.length - 3;
  }
  if (part.endsWith("es") && hasVowelBefore(part.length - 2)) return part.length - 2;
  if (part.endsWith("e") && hasVowelBefore(part.length - 1)) return part.length - 1;
  return part.length;
}

/** Does a new syllable start at vowel `i`, which directly follows vowel `i - 1`? */
function hiatus(w: string, i: number): boolean {
  const c = w[i], prev = w[i - 1];
  if ("ëï".includes(c)) return true;
  // Glide after consonant + liquid splits (cri-er, cru-el, trou-er) but not u+i (fruit).
  const glideStart = prev === "u" && w[i - 2] === "o" ? i - 2 : i - 1;
  if (GLIDES.includes(prev) && !(prev === "u" && c === "i")) {
    const liquid = w[glideStart - 1], stop = w[glideStart - 2];
    if (
      liquid !== undefined && LIQUIDS.includes(liquid) && stop !== undefined &&
      OBSTRUENTS.includes(stop)
    ) return true;
  }
  if ("éèêâôûî".includes(c)) {
    if (GLIDES.includes(prev) || prev === "y") return false;
    if ((c === "î" || c === "û") && "aoe".includes(prev)) return false;
    if (c === "ê" && prev === "o") return false;
    return true;
  }
  if ("âêô".includes(prev) && GLIDES.includes(c)) return false;
  return "éèêâô".includes(prev);
}

function countPart(part: string): number {
  const end = muteEnd(part);
  let n = 0, inVowels = false;
  for (let i = 0; i < end; i++) {
    if (!isVowelAt(part, i)) {
      inVowels = false;
      continue;
    }
    if (!inVowels || hiatus(part, i)) n++;
    inVowels = true;
  }
  return n;
}

/**
 * Spoken syllables of one lower-case French word (convention in the module doc); ≥ 1 for any
 * word with a letter. Hyphenated and elided tokens count part by part.
 *
 * @example
 * ```ts
 * countFrenchSyllables("parlent"); // 1
 * countFrenchSyllables("aujourd'hui"); // 3
 * ```
 */
export function countFrenchSyllables(lower: string): number {
  const fixed = OVERRIDES.get(lower);
  if (fixed !== undefined) return fixed;
  return sumParts(lower, countPart);
}
