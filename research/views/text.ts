/**
 * Small helpers the readable renderings of the research views share: one-line text for the
 * terminal, Markdown table cells, and bounding a long listing. JSON envelopes stay exact;
 * these only shape what a person reads.
 *
 * @module
 */

import { markdownCell } from "../../src/codec/markdown_cell.ts";
import { fillMessage } from "../../src/i18n/keyed_message.ts";
import {
  RESEARCH_TEXT_EN,
  type ResearchText,
  type ResearchTextKey,
} from "../../src/i18n/research_text_en.ts";

export type { ResearchText };

/** The English wording of the text views: what every renderer uses unless given another. */
export const TEXT_EN: ResearchText = RESEARCH_TEXT_EN;

/** Options of the text renderings. */
export interface RenderTextOptions {
  /** The wording (default English: `TEXT_EN`); the CLI passes its interface language's. */
  readonly text?: ResearchText;
}

/** A text-view lookup: `say(key, {name: value})` fills the label's `{name}` placeholders. */
export type Say = (
  key: ResearchTextKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * A lookup in one language's text-view labels.
 *
 * @example
 * ```ts
 * sayIn(TEXT_EN)("impact_revised", { id: "lnk_1", from: 1, to: 2 }); // "  revised lnk_1 r1→r2"
 * ```
 */
export function sayIn(t: ResearchText): Say {
  return (key, values) => fillMessage(t[key], values);
}

/** Nouns with a singular and a plural label (`<noun>_one`, `<noun>_other`). */
export type CountedNoun = "item" | "claim" | "decision" | "link" | "more_items" | "more_lines";

/**
 * A count with its noun in one language: the `_one` label for 1, `_other` otherwise.
 *
 * @example
 * ```ts
 * countIn(TEXT_EN, "item", 8); // "8 items"
 * ```
 */
export function countIn(t: ResearchText, noun: CountedNoun, n: number): string {
  return fillMessage(t[`${noun}_${n === 1 ? "one" : "other"}`], { n });
}

/**
 * At most `limit` lines; when there are more, the first `limit` and one closing line in one
 * language (`more_items` or `more_lines`). `total` is how many lines there are in all when
 * `lines` holds only the first of them (at least `limit`, or all).
 *
 * @example
 * ```ts
 * boundLinesIn(TEXT_EN, ["a", "b", "c"], 2, "more_items"); // ["a", "b", "… and 1 more item"]
 * ```
 */
export function boundLinesIn(
  t: ResearchText,
  lines: readonly string[],
  limit: number,
  more: "more_items" | "more_lines",
  total: number = lines.length,
): string[] {
  if (total <= limit) return [...lines];
  return [...lines.slice(0, limit), countIn(t, more, total - limit)];
}

/**
 * A snapshot as text views print it in one language: the whole digest, or the word for none.
 *
 * @example
 * ```ts
 * snapshotIn(TEXT_EN, null); // "none"
 * ```
 */
export function snapshotIn(t: ResearchText, snapshot: string | null): string {
  return snapshot ?? t.snapshot_none;
}

/** How many lines a bounded text rendering prints by default. */
export const DEFAULT_TEXT_LIMIT = 50;

/**
 * Text on one terminal line: line breaks (CR, LF, CRLF, U+2028, U+2029) become one space and
 * other control characters (C0 except tab, DEL, C1 — an escape sequence could rewrite the
 * terminal) become U+FFFD; a tab becomes a space.
 *
 * @example
 * ```ts
 * oneLine("a\r\nb\u001b[2J"); // "a b\uFFFD[2J"
 * ```
 */
export function oneLine(text: string): string {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, " ").replace(/\t/g, " ")
    // deno-lint-ignore no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, "\uFFFD");
}

/**
 * A Markdown table: header, delimiter row and rows; every cell goes through
 * {@linkcode markdownCell} (authored Markdown in a cell is kept as written).
 *
 * @example
 * ```ts
 * mdTable(["a", "b"], [["1", "x|y"]]); // "| a | b |\n| --- | --- |\n| 1 | x\\|y |\n"
 * ```
 */
export function mdTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const row = (cells: readonly string[]) =>
    `| ${cells.map((c) => markdownCell(c)).join(" | ")} |\n`;
  return row(head) + `| ${head.map(() => "---").join(" | ")} |\n` + rows.map(row).join("");
}

/**
 * At most `limit` lines; when there are more, the first `limit` and one closing line
 * `… and K more <noun>` (`noun` singular for one, `plural` otherwise).
 *
 * @example
 * ```ts
 * boundLines(["a", "b", "c"], 2, "item"); // ["a", "b", "… and 1 more item"]
 * ```
 */
export function boundLines(
  lines: readonly string[],
  limit: number,
  noun: string,
  plural = `${noun}s`,
): string[] {
  if (lines.length <= limit) return [...lines];
  const more = lines.length - limit;
  return [...lines.slice(0, limit), `… and ${more} more ${more === 1 ? noun : plural}`];
}

/**
 * A snapshot as text views print it: the whole digest, which a reader can paste back as
 * `--expected-snapshot` (a shortened one is refused there), or `none` for an empty log.
 *
 * @example
 * ```ts
 * snapshotLabel("ab".repeat(32)); // "abab…ab", all 64 digits
 * snapshotLabel(null); // "none"
 * ```
 */
export function snapshotLabel(snapshot: string | null): string {
  return snapshot ?? "none";
}

/**
 * A count with its noun, singular for one.
 *
 * @example
 * ```ts
 * counted(1, "claim"); // "1 claim"
 * ```
 */
export function counted(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/**
 * Pads to a width in code points (not UTF-16 units), so `Łódź` lines up with `Lodz`.
 *
 * @example
 * ```ts
 * padPoints("Łódź", 6); // "Łódź  "
 * ```
 */
export function padPoints(text: string, width: number): string {
  const n = [...text].length;
  return n >= width ? text : text + " ".repeat(width - n);
}
