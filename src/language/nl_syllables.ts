/**
 * Dutch syllable counter: one syllable per vowel unit, the unit of Douma's adaptation of
 * Flesch.
 *
 * Vowel letters are read left to right as the longest spelling unit: trigraphs `aai`, `ooi`,
 * `oei`, `eeu`, `ieu`, `eau`, digraphs `aa`, `ee`, `oo`, `uu`, `ie`, `oe`, `eu`, `ui`, `ei`,
 * `ij`, `ou`, `au` (and `ai`, `oi`, `ae`, `ay`, `ey`, `oy`, `uy` of older spelling and
 * loans). Any other vowel sequence is a hiatus (`the-a-ter`, `Ma-ri-a`), and a vowel with a
 * diaeresis starts a new unit (`ge-ëerd`, `zee-ën`, `Bel-gi-ë`). Every schwa counts
 * (`lo-pen`, `de`).
 *
 * @module
 */

import { sumParts } from "./vowel_groups.ts";

const PLAIN = "aeiouyáéíóúàèâêôû";
const DIAERESIS: Readonly<Record<string, string>> = { ë: "e", ï: "i", ö: "o", ü: "u", ä: "a" };
const UNITS: ReadonlySet<string> = new Set([
  "aai",
  "ooi",
  "oei",
  "eeu",
  "ieu",
  "eau",
  "aa",
  "ee",
  "oo",
  "uu",
  "ie",
  "oe",
  "eu",
  "ui",
  "ei",
  "ij",
  "ou",
  "au",
  "ai",
  "oi",
  "ae",
  "ay",
  "ey",
  "oy",
  "uy",
]);

/** Plain form of a vowel letter (diaeresis removed, accents kept), or "" for a consonant. */
function vowelOf(w: string, i: number): string {
  const c = w[i];
  if (PLAIN.includes(c)) return c;
  if (c in DIAERESIS) return DIAERESIS[c];
  // j after i is the second letter of the digraph ij.
  if (c === "j" && w[i - 1] === "i") return "j";
  return "";
}

function countPart(part: string): number {
  let n = 0;
  let i = 0;
  while (i < part.length) {
    const v = vowelOf(part, i);
    if (v === "" || v === "j") {
      i++;
      continue;
    }
    n++;
    let len = 1;
    for (const size of [3, 2]) {
      let unit = "";
      let ok = true;
      for (let k = 0; k < size; k++) {
        const u = vowelOf(part, i + k);
        // Only the first letter of a unit may carry the diaeresis (ge-ëerd, not zee-ën).
        if (u === "" || (k > 0 && part[i + k] in DIAERESIS)) {
          ok = false;
          break;
        }
        unit += u;
      }
      if (ok && UNITS.has(unit)) {
        len = size;
        break;
      }
    }
    i += len;
  }
  return n;
}

/**
 * Syllables of one lower-case Dutch word; ≥ 1 for any word with a letter. Tokens with
 * apostrophes or hyphens count part by part (`'s avonds` arrives as `s` + `avonds`).
 *
 * @example
 * ```ts
 * countDutchSyllables("eeuwig"); // 2
 * countDutchSyllables("theater"); // 3
 * countDutchSyllables("geëerd"); // 2
 * ```
 */
export function countDutchSyllables(lower: string): number {
  return sumParts(lower, countPart);
}
