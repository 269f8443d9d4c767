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
