/**
 * Formatting for terminal text reports: fixed decimals with the interface language's decimal
 * separator, and padding by display width (the columns a terminal gives a string), so that
 * `Natásha` written with a combining accent, or a CJK chapter title, keeps the table aligned.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";

/**
 * Wide and fullwidth code points (East Asian Width W or F): two terminal columns. Ranges after
 * Markus Kuhn's `wcwidth` (2007), with the emoji blocks that terminals draw wide.
 */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x23f0, 0x23f0],
  [0x23f3, 0x23f3],
  [0x25fd, 0x25fe],
  [0x2614, 0x2615],
  [0x2648, 0x2653],
  [0x26aa, 0x26ab],
  [0x26bd, 0x26be],
  [0x26c4, 0x26c5],
  [0x2705, 0x2705],
  [0x270a, 0x270b],
  [0x2728, 0x2728],
  [0x274c, 0x274c],
  [0x2753, 0x2755],
  [0x2757, 0x2757],
  [0x2b1b, 0x2b1c],
  [0x2b50, 0x2b50],
  [0x2b55, 0x2b55],
  [0x2e80, 0x303e], // CJK radicals, punctuation
  [0x3041, 0x33ff], // kana, CJK symbols
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xa000, 0xa4cf], // Yi
  [0xa960, 0xa97f], // Hangul Jamo extended A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK compatibility ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x17000, 0x18aff], // Tangut
  [0x1b000, 0x1b2ff], // kana supplement
  [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf],
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f200, 0x1f251],
  [0x1f300, 0x1f64f], // pictographs, emoticons
  [0x1f680, 0x1f6ff], // transport and map symbols
  [0x1f900, 0x1f9ff], // supplemental symbols and pictographs
  [0x1fa70, 0x1faff],
  [0x20000, 0x2fffd], // CJK extensions B–F
  [0x30000, 0x3fffd], // CJK extension G
];

/** Combining marks (Mn, Me) and format characters (Cf: zero-width joiner, …): no column. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;

function isWide(cp: number): boolean {
  let lo = 0, hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < WIDE[mid][0]) hi = mid - 1;
    else if (cp > WIDE[mid][1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * Terminal columns of a string: combining marks and format characters 0, East Asian wide and
 * fullwidth characters 2, everything else 1.
 *
 * @example
 * ```ts
 * displayWidth("Nata\u0301sha"); // 7 (the accent combines)
 * displayWidth("東京"); // 4
 * ```
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x300) width += cp >= 0x20 && (cp < 0x7f || cp >= 0xa0) ? 1 : 0;
    else if (ZERO_WIDTH.test(ch)) continue;
    else width += isWide(cp) ? 2 : 1;
  }
  return width;
}

/**
 * Pads on the left to `width` terminal columns.
 *
 * @example
 * ```ts
 * padStartWidth("東", 4); // "  東"
 * ```
 */
export function padStartWidth(text: string, width: number): string {
  return " ".repeat(Math.max(0, width - displayWidth(text))) + text;
}

/**
 * Pads on the right to `width` terminal columns.
 *
 * @example
 * ```ts
 * padEndWidth("Nata\u0301sha", 8); // "Nata\u0301sha "
 * ```
 */
export function padEndWidth(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

/**
 * A number with `digits` decimals in the interface language (`1.5` / `1,5`); null (and any
 * non-finite value) gives the catalogue's "not available".
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * fixed(2 / 3, 2, messages("de")); // "0,67"
 * fixed(null, 1, messages("en")); // "n/a"
 * ```
 */
export function fixed(value: number | null | undefined, digits: number, m: Messages): string {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return m.report.notAvailable;
  }
  const text = value.toFixed(digits);
  return m.report.decimalSeparator === "." ? text : text.replace(".", m.report.decimalSeparator);
}

/** Column alignment of {@linkcode table}. */
export type Align = "left" | "right";

/**
 * Lays out rows as columns two spaces apart, each as wide as its widest cell (by display
 * width) and at least `minWidths[i]`; the last column is not padded on the right.
 *
 * @example
 * ```ts
 * table([["#", "Name"], ["1", "Anna"]], ["right", "left"]); // ["#  Name", "1  Anna"]
 * ```
 */
export function table(
  rows: readonly (readonly string[])[],
  align: readonly Align[],
  minWidths: readonly number[] = [],
): string[] {
  const widths = align.map((_, i) =>
    Math.max(minWidths[i] ?? 0, ...rows.map((r) => displayWidth(r[i] ?? "")))
  );
  return rows.map((row) =>
    row.map((cell, i) => {
      if (align[i] === "right") return padStartWidth(cell, widths[i]);
      return i === row.length - 1 ? cell : padEndWidth(cell, widths[i]);
    }).join("  ")
  );
}
