/**
 * Turns a paragraph's Markdown source into its displayed text: emphasis markers, escapes,
 * block-quote and list prefixes go; every character an author reads stays.
 *
 * @module
 */

const EMPHASIS = /(?<![\p{L}\p{N}])[*_]{1,3}|[*_]{1,3}(?![\p{L}\p{N}])/gu;
const ESCAPE = /\\([\\`*_{}\[\]()#+\-.!>])/g;
const LINE_PREFIX = /^\s{0,3}(?:>\s?)+|^\s{0,3}(?:[-+*]|\d{1,9}[.)])\s+(?=\S)/;

/**
 * Removes the block prefix (`> `, `- `, `1. `) of one source line.
 *
 * @example
 * ```ts
 * stripLinePrefix("> Quoted line"); // "Quoted line"
 * ```
 */
export function stripLinePrefix(line: string): string {
  return line.replace(LINE_PREFIX, "");
}

/**
 * Removes emphasis markers (`*a*`, `**a**`, `_a_`) and backslash escapes.
 * Runs of `*` or `_` between two letters or digits (`snake_case`, `f*ck`) stay.
 *
 * @example
 * ```ts
 * displayInline("*Ich* sah es \\*nicht\\*."); // "Ich sah es *nicht*."
 * ```
 */
export function displayInline(text: string): string {
  if (!text.includes("*") && !text.includes("_") && !text.includes("\\")) return text;
  const escapes: string[] = [];
  const protectedText = text.replace(ESCAPE, (_m, ch: string) => {
    escapes.push(ch);
    return "\u0000";
  });
  let i = 0;
  return protectedText.replace(EMPHASIS, "").replaceAll("\u0000", () => escapes[i++]);
}
