/**
 * German transliteration for search: ä, ö and ü are also written ae, oe and ue (`Müller`,
 * `Mueller`), and ß is also written ss. {@linkcode fold} already turns ß into ss on both
 * sides, and the index's tokenizer drops the umlaut's diaeresis (`müller` is indexed as
 * `muller`), so what is left is the digraph spelling: a German search looks for each word in
 * all of its spellings, {@linkcode germanSpellings}.
 *
 * The digraph rule is that of Lucene's `GermanNormalizationFilter` (after Snowball's German2
 * stemmer): `ae` and `oe` stand for ä and ö; `ue` stands for ü except after a vowel or `q`
 * (`neue`, `Bauer`, `Quelle` keep their `ue`). The price of that rule: a compound whose ü
 * follows a vowel (`Speiseueberreste` for `Speiseüberreste`) is not found in its digraph
 * spelling; reading every such `ue` as ü would make `neue` find `neu`, a far commoner word.
 *
 * @module
 */

/** Letters whose presence makes a query German ({@linkcode looksGerman}). */
const GERMAN_LETTER_RE = /[äöüßẞÄÖÜ]/u;
const UMLAUT_RE = /[äöü]/g;
const DIGRAPH_RE = /(?<=(.?))(ae|oe|ue)/g;
const EXPANDED: Readonly<Record<string, string>> = { "ä": "ae", "ö": "oe", "ü": "ue" };
const VOWEL_OR_Q = /[aeiouyäöüq]/;

/**
 * True when text holds a letter only German writes among the archive's languages: ä, ö, ü, ß
 * (either case). Such a query is searched with {@linkcode germanSpellings}.
 *
 * @example
 * ```ts
 * looksGerman("Müller"); // true
 * looksGerman("Mueller"); // false
 * ```
 */
export function looksGerman(text: string): boolean {
  return GERMAN_LETTER_RE.test(text);
}

/**
 * The spellings of one folded word (lower case, ß already ss) that German writing treats as
 * the same: the word itself, with umlauts as plain vowels (`muller`: what the index holds for
 * `Müller`), and with umlauts as digraphs (`mueller`). Distinct, the word itself first.
 *
 * @example
 * ```ts
 * germanSpellings("mueller"); // ["mueller", "muller"]
 * germanSpellings("müller"); // ["müller", "mueller"]
 * germanSpellings("neue"); // ["neue"]: `ue` after a vowel is not ü
 * ```
 */
export function germanSpellings(word: string): string[] {
  const plain = word.replace(UMLAUT_RE, (c) => c.normalize("NFD")[0]).replace(
    DIGRAPH_RE,
    (pair, before: string) =>
      pair === "ue" && before !== "" && VOWEL_OR_Q.test(before) ? pair : pair[0],
  );
  const digraphs = word.replace(UMLAUT_RE, (c) => EXPANDED[c]);
  // `müller` and `muller` are one token for the index: keep only spellings it tells apart.
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of [word, plain, digraphs]) {
    const key = s.normalize("NFD").replace(/\p{M}/gu, "");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
  }
  return out;
}
