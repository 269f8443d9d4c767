/**
 * The one escaper of text for a cell of a GitHub-flavoured Markdown table, used by every
 * Markdown table svc writes.
 *
 * Always: a backslash is doubled (a literal `\` stays literal, and a `\` before `|` cannot
 * unescape it), `|` becomes `\|` (a pipe would end the cell, even inside a code span), each line
 * break (CRLF, CR, LF, U+2028, U+2029) becomes `<br>` so that the row stays one line, and any
 * other control character (C0, DEL, C1: tab, NEL, an escape sequence) becomes a space.
 *
 * With `escapeMarkup`, for text that is inert data (titles and words taken from sources):
 * every character that could start Markdown or HTML (`` ` * _ [ ] < > # ! ~ & ``) is escaped
 * with a backslash as well, so the text cannot open a link, an HTML tag or emphasis. Without
 * it, the author's own Markdown in a record's title stays as written.
 *
 * @module
 */

const CELL_SYNTAX = /[\\|]/g;
const MARKUP = /[\\|`*_[\]<>#!~&]/g;
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;
// deno-lint-ignore no-control-regex -- control characters are what this replaces
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** Options of {@linkcode markdownCell}. */
export interface MarkdownCellOptions {
  /** Also escape the characters that start Markdown or HTML (default false). */
  readonly escapeMarkup?: boolean;
}

/**
 * Escapes text for one Markdown table cell (see the module docs for what it changes).
 *
 * @example
 * ```ts
 * markdownCell("a|b\\c\nd"); // "a\\|b\\\\c<br>d"
 * markdownCell("*kept* [x](y)"); // "*kept* [x](y)"
 * markdownCell("<b>[x](y)</b>", { escapeMarkup: true }); // "\\<b\\>\\[x\\](y)\\</b\\>"
 * ```
 */
export function markdownCell(text: string, options: MarkdownCellOptions = {}): string {
  return text.replace(options.escapeMarkup ? MARKUP : CELL_SYNTAX, "\\$&")
    .replace(LINE_BREAK, "<br>")
    .replace(CONTROL, " ");
}
