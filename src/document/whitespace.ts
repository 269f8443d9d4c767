/**
 * The JavaScript `\s` class (WhiteSpace and LineTerminator of ECMA-262) tested on one UTF-16
 * code unit, without a regular expression: the parser asks it for every line and paragraph,
 * where a regex test or a `trim()` copy per line cost more than the rest of the parse.
 *
 * @module
 */

/**
 * Whether the code unit `c` is one that `/\s/` matches.
 *
 * @example
 * ```ts
 * isWhitespaceCode(0x20); // true
 * isWhitespaceCode(0xa0); // true: no-break space
 * isWhitespaceCode(0x41); // false
 * ```
 */
export function isWhitespaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * Whether `text` has a run of two whitespace characters or any whitespace other than U+0020:
 * exactly `/\s\s|[^\S ]/.test(text)`, the test for a paragraph whose spaces need collapsing.
 *
 * @example
 * ```ts
 * hasMessySpace("one two"); // false
 * hasMessySpace("one  two"); // true
 * hasMessySpace("one\ttwo"); // true
 * ```
 */
export function hasMessySpace(text: string): boolean {
  let previous = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20) {
      if (previous) return true;
      previous = true;
    } else if (isWhitespaceCode(c)) {
      return true;
    } else {
      previous = false;
    }
  }
  return false;
}

/**
 * Index of the first code unit of `text` that is not whitespace (`text.length` when none).
 *
 * @example
 * ```ts
 * firstNonWhitespace("  * * *"); // 2
 * ```
 */
export function firstNonWhitespace(text: string): number {
  let i = 0;
  while (i < text.length && isWhitespaceCode(text.charCodeAt(i))) i++;
  return i;
}
