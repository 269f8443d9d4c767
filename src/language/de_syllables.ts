/**
 * German syllable counter: one syllable per vowel nucleus, where a nucleus is a single vowel
 * (a e i o u ä ö ü y) or one of the digraphs that spell one sound (ai au ay ei ey eu äu ie aa
 * ee oo ou oi, French "eau"). Everything else in a vowel sequence is split (The-a-ter,
 * Po-e-sie, Du-ell, Bau-er). Corrections:
 *  - unstressed "-ie" of Latin/Greek loans is two syllables (Fa-mi-li-e, Fe-ri-en, Ak-ti-e),
 *    for a list of stems, also inside compounds (Familienvater);
 *  - "ie" before final -ll/-nt/-nz is two syllables (of-fi-zi-ell, Pa-ti-ent, Au-di-enz);
 *  - final "-ien" is two (Sym-pa-thi-en, schri-en) except in "schien" and "Wien";
 *  - plural "-een" is two (I-de-en, Se-en); "-eum" splits (Mu-se-um);
 *  - "ee" after the prefixes be-/ge- is two (be-enden, ge-ehrt) except in Beere, Beet;
 *  - "u" after "q" and an initial "y" before a vowel are consonants (be-quem, Yorck).
 *
 * @module
 */

/** Stems whose "ie" is i + e (two syllables). Substring match, so compounds are covered. */
const IE_SPLIT_STEMS: readonly string[] = [
  "familie",
  "linie",
  "lilie",
  "petersilie",
  "folie",
  "serie",
  "materie",
  "komödie",
  "tragödie",
  "studie",
  "aktie",
  "akazie",
  "grazie",
  "kastanie",
  "begonie",
  "geranie",
  "prämie",
  "hostie",
  "bestie",
  "ferien",
  "italien",
  "spanien",
  "indien",
  "arabien",
  "mumie",
  "glorie",
  "historie",
  "pinie",
  "orgie",
  "arie",
  "hortensie",
  "reliquie",
  "pietät",
  "hygiene",
  "karies",
  "spezies",
  "orient",
  "klient",
  "kalorie",
  "bakterie",
  "amalie",
  "emilie",
  "ottilie",
  "cäcilie",
  "dahlie",
];
/** Words containing an IE_SPLIT_STEMS substring that nevertheless have one-syllable "ie". */
const IE_SPLIT_FALSE: ReadonlySet<string> = new Set(["marie"]);
/** Vowel pairs (and "eau") that form one nucleus. */
const DIGRAPHS: ReadonlySet<string> = new Set([
  "ai",
  "au",
  "ay",
  "ei",
  "ey",
  "eu",
  "äu",
  "ie",
  "aa",
  "ee",
  "oo",
  "ou",
  "oi",
]);
const VOWELS = "aeiouäöüyéèêàâôûë";

function isVowel(ch: string): boolean {
  return VOWELS.includes(ch);
}

/** Raw nucleus count by the digraph rules. */
function countNuclei(w: string): number {
  let n = 0;
  let i = 0;
  while (i < w.length) {
    const ch = w[i];
    // "u" after "q" and a word-initial "y" before a vowel (Yorck) are consonants.
    const consonantal = (ch === "u" && w[i - 1] === "q") ||
      (ch === "y" && i === 0 && isVowel(w[1] ?? ""));
    if (!isVowel(ch) || consonantal) {
      i++;
      continue;
    }
    n++;
    if (w.startsWith("eau", i)) i += 3;
    // "eei", "ieu", "eie": when the next pair is a digraph too, this vowel stands alone
    // (be-ei-len, ge-eig-net, In-ge-ni-eur).
    else if (DIGRAPHS.has(ch + (w[i + 1] ?? "")) && !DIGRAPHS.has(w.slice(i + 1, i + 3))) {
      i += 2;
    } else i++;
  }
  return n;
}

/** Extra syllables the digraph rules merged but German pronounces apart. */
function corrections(w: string): number {
  let extra = 0;
  // A split stem must not run on into "-r": studieren, liniert keep a one-syllable "ie".
  const splitStem = IE_SPLIT_STEMS.some((s) => {
    const at = w.indexOf(s);
    return at >= 0 && w[at + s.length] !== "r";
  });
  if (splitStem) {
    if (!IE_SPLIT_FALSE.has(w)) extra++;
  } else if (/ie(ll|nt|nz)(e|en|er|em|es|in|innen|el)?$/.test(w) && !/(^|[^e])dient/.test(w)) {
    extra++;
  } else if (/[^e]ien$/.test(w) && !w.endsWith("schien") && w !== "wien") {
    // Plurals of -ie nouns: Sym-pa-thi-en, Ka-me-li-en, schri-en.
    extra++;
  }
  if (/[^e]een$/.test(w)) extra++;
  if (/(eum|eums)$/.test(w) || /^(jubiläum|athenäum)/.test(w)) extra++;
  if (/^(be|ge)e[^iu]/.test(w) && !/^bee(r|t|f)/.test(w)) extra++;
  if (/^beer(d|b)/.test(w)) extra++;
  if (w === "pfui" || w === "hui") extra--;
  return extra;
}

/**
 * Syllables in one lower-case German word; at least 1 when it contains a letter, 0 otherwise.
 *
 * @example
 * ```ts
 * countGermanSyllables("familie"); // 4
 * countGermanSyllables("schleier"); // 2
 * ```
 */
export function countGermanSyllables(lower: string): number {
  // Parts of hyphenated or elided tokens ("Rot-Kreuz", "geht's") are counted separately.
  const parts = lower.normalize("NFC").split(/[^\p{L}]+/u).filter((p) => p.length > 0);
  if (parts.length === 0) return 0;
  let total = 0;
  for (const w of parts) total += countNuclei(w) + corrections(w);
  return Math.max(1, total);
}
