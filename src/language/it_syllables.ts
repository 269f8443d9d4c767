/**
 * Italian syllable counter: syllables as Italian grammars divide words, the unit of the
 * Flesch–Vacca formula.
 *
 * Strong vowels (a, e, o, accented à è é ò ó) next to each other are two syllables
 * (`pa-e-se`, `po-e-ta`); an unstressed i/u next to a vowel is a glide (`pia-no`, `uo-mo`,
 * `mai`, `cau-sa`, `tuoi`, `miei`); an i/u between two vowels opens the next syllable
 * (`no-ia`, `a-iu-to`); the i of ci/gi/sci/gli before a vowel only marks the consonant
 * (`già`, `cie-lo`, `fi-glio`); `qu` is a consonant plus glide. Stressed i/u in hiatus cannot be
 * seen in writing, so a curated list covers them (`mi-o`, `Lu-ci-a`, `pa-u-ra`, `tu-o`).
 *
 * @module
 */

import { countNuclei, sumParts, words } from "./vowel_groups.ts";

const STRONG = "aeoàèéòóáíìúù";
const WEAK = "iu";
const VOWELS = "aeiouàèéìíòóùú";

/** Stems whose i/u is stressed before a vowel; each counts one syllable more than the rules
 * give. Plural and feminine forms are added below. */
const HIATUS: ReadonlySet<string> = new Set(
  words(`
    io mio mia mie zio zia dio addio pio brio rio restio natio oblio desio pendio leggio
    fruscio mormorio lavorio calpestio scintillio luccichio ronzio tintinnio rollio
    via sia stia dia fia spia scia tuo tua tue suo sua sue due bue
    lucia maria osteria signoria vossignoria allegria malinconia compagnia gelosia cortesia
    bugia frenesia fantasia poesia pazzia follia magia armonia ironia economia filosofia
    teologia energia sinfonia agonia tirannia ipocrisia eresia badia abbazia polizia
    scrivania malattia vigliaccheria furberia diceria fanteria cavalleria galleria
    prigionia geografia anatomia carestia gagliardia signorie bugie compagnie vie zie spie
    fantasie poesie malattie osterie allegrie cortesie pazzie follie zii addii mormorii
    paura paure pauroso paurosa spaurito spaurita baule luigi trionfo trionfante trionfò
    cliente clienti
  `),
);

function isVowel(w: string, i: number): boolean {
  const c = w[i];
  if (!VOWELS.includes(c)) return false;
  const next = w[i + 1];
  const nextIsVowel = next !== undefined && VOWELS.includes(next);
  // u of qu is a glide written before the vowel it joins; the vowel carries the syllable.
  if (c === "u" && w[i - 1] === "q" && nextIsVowel) return false;
  // i of ci/gi/sci/gli before a vowel marks the consonant only.
  if (c === "i" && nextIsVowel && (w[i - 1] === "c" || w[i - 1] === "g")) return false;
  return true;
}

function hiatus(w: string, i: number): boolean {
  const prev = w[i - 1], c = w[i], next = w[i + 1];
  // i/u between two vowels starts the next syllable (no-ia, a-iu-to, bu-io).
  if (WEAK.includes(c) && next !== undefined && VOWELS.includes(next) && i >= 1) return true;
  if (WEAK.includes(prev) || WEAK.includes(c)) return false;
  return STRONG.includes(prev) && STRONG.includes(c);
}

function countPart(part: string): number {
  const n = countNuclei(part, isVowel, hiatus);
  return HIATUS.has(part) ? n + 1 : n;
}

/**
 * Syllables of one lower-case Italian word; ≥ 1 for any word with a letter. Elided and
 * hyphenated tokens count part by part (`dell'anima` = 1 + 3).
 *
 * @example
 * ```ts
 * countItalianSyllables("paese"); // 3
 * countItalianSyllables("chiaro"); // 2
 * countItalianSyllables("mio"); // 2
 * ```
 */
export function countItalianSyllables(lower: string): number {
  return sumParts(lower, countPart);
}
