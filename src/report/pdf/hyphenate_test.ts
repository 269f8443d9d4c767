/**
 * Break points checked by hand against the dictionaries' syllabification (Merriam-Webster for
 * English, Duden for German in the 1996 spelling, Le Robert, RAE, Treccani, Priberam, Van
 * Dale), minus the breaks our minimums forbid (2 letters before, 3 after).
 */
import assert from "node:assert/strict";
import type { LanguageCode } from "../../language/types.ts";
import { hardBreaks, HYPHEN_MIN_LEFT, HYPHEN_MIN_RIGHT, hyphenationPoints } from "./hyphenate.ts";

function marked(word: string, language: LanguageCode): string {
  let out = word;
  for (const at of [...hyphenationPoints(word, language)].reverse()) {
    out = out.slice(0, at) + "-" + out.slice(at);
  }
  return out;
}

const HAND_CHECKED: readonly [LanguageCode, string, string][] = [
  ["en", "hyphenation", "hy-phen-ation"],
  ["en", "beautiful", "beau-ti-ful"],
  ["en", "everything", "every-thing"],
  ["en", "table", "ta-ble"],
  ["de", "Silbentrennung", "Sil-ben-tren-nung"],
  ["de", "wunderschönen", "wun-der-schö-nen"],
  ["de", "Donaudampfschifffahrt", "Do-nau-dampf-schiff-fahrt"],
  // 1996 rules: "ck" stays together.
  ["de", "Zucker", "Zu-cker"],
  ["fr", "gouvernement", "gou-ver-ne-ment"],
  ["fr", "extraordinaire", "ex-tra-or-di-naire"],
  ["es", "extraordinario", "ex-tra-or-di-na-rio"],
  // mur-cié-la-go: "go" is too short to carry over.
  ["es", "murciélago", "mur-cié-lago"],
  ["it", "straordinario", "straor-di-na-rio"],
  ["pt", "extraordinário", "ex-tra-or-di-ná-rio"],
  ["nl", "ziekenhuis", "zie-ken-huis"],
  ["nl", "buitengewoon", "bui-ten-ge-woon"],
];

for (const [language, word, expected] of HAND_CHECKED) {
  Deno.test(`hyphenationPoints() hyphenates ${language} "${word}" as "${expected}"`, () => {
    assert.equal(marked(word, language), expected);
  });
}

/**
 * Words of the French, Italian and Portuguese corpus novels that their book PDFs broke with
 * English patterns (issue 24: the novels were laid out in the default analysis language, `en`),
 * with the breaks each language's own rules give and the English breaks that rules forbid:
 * - French (Académie française / Imprimerie nationale, *Lexique des règles typographiques*:
 *   one cuts between syllables, a single consonant between vowels opens the next syllable,
 *   and never before a mute final syllable): "ta-ble" and "capa-ble" are not allowed, nor is
 *   "plaisanter-ies" (it splits the syllable "ries") or "syri-enne" (it splits "rien").
 * - Italian (Treccani, "divisione in sillabe"): a double consonant is split ("co-rag-gio"),
 *   "s" + consonant opens the next syllable ("si-ni-stra", "de-stra"), "gl"/"gn" stay
 *   together ("sve-glia-va", "a-gne-se": never "sveg-li-ava" or "Ag-nese").
 * - Portuguese (Acordo Ortográfico de 1990, Base XX): a single consonant between vowels
 *   opens the next syllable ("de-pu-ta-do", not "dep-utado"), consonant + l/r stays together
 *   ("re-pu-bli-ca-nos", not "repub-licanos"), "lh", "nh" are never split ("pa-re-lha").
 * Our minimums (2 before, 3 after) then drop the breaks with short tails.
 */
const LANGUAGE_RULES: readonly [LanguageCode, string, string, string][] = [
  // [language, word, our breaks, the English breaks the language forbids]
  ["fr", "plaisanteries", "plai-san-te-ries", "plaisan-ter-ies"],
  ["fr", "syrienne", "sy-rienne", "syri-enne"],
  ["fr", "table", "table", "ta-ble"],
  ["fr", "capable", "ca-pable", "ca-pa-ble"],
  ["fr", "genévriers", "ge-né-vriers", "genévri-ers"],
  ["it", "coraggio", "co-rag-gio", "cor-ag-gio"],
  ["it", "sinistra", "si-ni-stra", "sin-is-tra"],
  ["it", "svegliava", "sve-gliava", "sveg-li-ava"],
  ["it", "Agnese", "Agnese", "Ag-nese"],
  ["it", "immaginare", "im-ma-gi-nare", "im-mag-inare"],
  ["pt", "republicanos", "re-pu-bli-ca-nos", "re-pub-li-canos"],
  ["pt", "deputado", "de-pu-tado", "dep-utado"],
  ["pt", "parelha", "pa-re-lha", "par-elha"],
  ["pt", "enxugava", "en-xu-gava", "enx-u-gava"],
];

for (const [language, word, ours, english] of LANGUAGE_RULES) {
  Deno.test(`hyphenationPoints() breaks ${language} "${word}" by ${language} rules, not as "${english}"`, () => {
    assert.equal(marked(word, language), ours);
    assert.equal(marked(word, "en"), english);
  });
}

Deno.test("hyphenationPoints() keeps 2 letters before and 3 after every break", () => {
  assert.equal(HYPHEN_MIN_LEFT, 2);
  assert.equal(HYPHEN_MIN_RIGHT, 3);
  // The patterns give Stra-ße, ra-gaz-zo and Bol-kón-s-ki; the short tails are dropped.
  assert.deepEqual(hyphenationPoints("Straße", "de"), []);
  assert.equal(marked("ragazzo", "it"), "ra-gazzo");
  assert.equal(marked("Bolkónski", "en"), "Bolkón-ski");
});

Deno.test("hyphenationPoints() skips punctuation around the word and counts it in indices", () => {
  assert.deepEqual(hyphenationPoints("beautiful,", "en"), [4, 6]);
  assert.equal(marked("“beautiful”", "en"), "“beau-ti-ful”");
});

Deno.test("hyphenationPoints() gives nothing for generic text, digits, URLs and hyphenated words", () => {
  assert.deepEqual(hyphenationPoints("beautiful", "generic"), []);
  assert.deepEqual(hyphenationPoints("1887", "en"), []);
  assert.deepEqual(hyphenationPoints("Hyphenation2", "en"), []);
  assert.deepEqual(hyphenationPoints("https://example.com/hyphenation", "en"), []);
  assert.deepEqual(hyphenationPoints("hyphenation@example.com", "en"), []);
  assert.deepEqual(hyphenationPoints("hyphenation-friendly", "en"), []);
  assert.deepEqual(hyphenationPoints("don't", "en"), []);
});

Deno.test("hyphenationPoints() answers the same from its cache", () => {
  assert.deepEqual(hyphenationPoints("Silbentrennung", "de"), [3, 6, 10]);
  assert.deepEqual(hyphenationPoints("Silbentrennung", "de"), [3, 6, 10]);
});

Deno.test("hardBreaks() breaks after an existing hyphen or dash, with the same minimums", () => {
  assert.deepEqual(hardBreaks("thirty-one"), [7]);
  assert.deepEqual(hardBreaks("water—once,"), [6]);
  assert.deepEqual(hardBreaks("Nord-Ostsee-Kanal"), [5, 12]);
  assert.deepEqual(hardBreaks("x-ray"), []);
  assert.deepEqual(hardBreaks("co-op"), []);
  assert.deepEqual(hardBreaks("well—"), []);
  assert.deepEqual(hardBreaks("plain"), []);
  assert.deepEqual(hardBreaks("https://example.com/a-long-path"), []);
});
