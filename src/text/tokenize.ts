/**
 * Word tokens. The default `word_regex` takes Unicode letters with inner apostrophes and
 * hyphens (`don't`, `Jean-Paul`, `l'homme`); digits are not words.
 *
 * @module
 */

/** Default word pattern (SPEC 2.2 `word_regex`). */
export const DEFAULT_WORD_PATTERN = "\\p{L}+(?:['\u2019\\-]\\p{L}+)*";

/** A compiled word pattern. */
export type WordRegex = RegExp;

/**
 * Compiles a `word_regex` setting (always global and Unicode-aware).
 * Throws a `SyntaxError` for an invalid pattern and an `Error` for one that can match "".
 *
 * @example
 * ```ts
 * compileWordRegex(DEFAULT_WORD_PATTERN).flags; // "gu"
 * ```
 */
export function compileWordRegex(pattern: string = DEFAULT_WORD_PATTERN): WordRegex {
  const re = new RegExp(pattern, "gu");
  if (re.test("")) throw new Error(`word_regex "${pattern}" matches the empty string`);
  re.lastIndex = 0;
  return re;
}

/**
 * Case-folds a token for counting: locale-aware lower case, typographic apostrophe -> `'`.
 *
 * @example
 * ```ts
 * foldToken("Don’t", "en"); // "don't"
 * ```
 */
export function foldToken(token: string, locale: string): string {
  const lower = token.toLocaleLowerCase(locale);
  return lower.includes("\u2019") ? lower.replaceAll("\u2019", "'") : lower;
}

/**
 * 1 for every BMP code unit that is a Unicode letter (`\p{L}`). Built on first use (about
 * 10 ms), so commands that never tokenise (`about`, `completion`) do not pay for it.
 */
let bmpLetters: Uint8Array | null = null;

function buildLetterTable(): Uint8Array {
  const table = new Uint8Array(65536);
  const letter = /\p{L}/u;
  for (let c = 0; c < 65536; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (letter.test(String.fromCharCode(c))) table[c] = 1;
  }
  return table;
}
const ASTRAL_LETTER = /^\p{L}$/u;

/** Length in code units of the letter at `i` (2 for an astral letter), or 0. */
function letterAt(text: string, i: number, letters: Uint8Array): number {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return letters[c];
  const cp = text.codePointAt(i)!;
  return cp > 0xffff && ASTRAL_LETTER.test(String.fromCodePoint(cp)) ? 2 : 0;
}

function isJoiner(c: number): boolean {
  return c === 39 || c === 0x2019 || c === 45;
}

/**
 * Fills `out` with the [start, end) offsets of every word of `text`, in order (the array is
 * reused: its old content is discarded). With the default pattern this is a hand-written
 * scanner with exactly the semantics of `DEFAULT_WORD_PATTERN` (about twice as fast as the
 * regular expression on a whole novel); any other pattern runs as a regex.
 *
 * @example
 * ```ts
 * const spans: number[] = [];
 * wordSpans("Don’t go-on!", null, spans); // spans = [0, 5, 6, 11]
 * ```
 */
export function wordSpans(text: string, pattern: WordRegex | null, out: number[]): number[] {
  out.length = 0;
  if (pattern) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      out.push(m.index, m.index + m[0].length);
    }
    return out;
  }
  const letters = bmpLetters ??= buildLetterTable();
  const n = text.length;
  let i = 0;
  while (i < n) {
    let step = letterAt(text, i, letters);
    if (step === 0) {
      i++;
      continue;
    }
    const start = i;
    i += step;
    for (;;) {
      while (i < n && (step = letterAt(text, i, letters)) > 0) i += step;
      if (
        i + 1 < n && isJoiner(text.charCodeAt(i)) && (step = letterAt(text, i + 1, letters)) > 0
      ) {
        i += 1 + step;
        continue;
      }
      break;
    }
    out.push(start, i);
  }
  return out;
}

/**
 * The legacy `clean_words` count: runs of non-whitespace characters (spaces, tabs, line
 * breaks, no-break and typographic spaces separate words).
 *
 * @example
 * ```ts
 * whitespaceWords("It was — late."); // 4
 * ```
 */
export function whitespaceWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 9 || c === 10 || c === 13 || c === 160 || c === 0x202f ||
      (c >= 0x2000 && c <= 0x200a) || c === 0x3000 || c === 12 || c === 11;
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      n++;
    }
  }
  return n;
}
