/**
 * Font roles of the composed PDFs and the font sources a writer draws with.
 *
 * A layout names a role, never a file: `serif` (body text), `bold` (headings in serif),
 * `mono` (identifiers, numbers in tables), `sans` and `sans-bold` (labels, charts). Each role
 * is one host TrueType file (SPEC 8: no automatic mixed-script fallback), or, for the NDA's
 * native-text variant, one of the PDF standard fonts in cp1252 (WinAnsi) encoding.
 *
 * @module
 */

/** The five font roles, in the order of the CLI options. */
export const FONT_ROLES = ["serif", "bold", "mono", "sans", "sans-bold"] as const;

/** One font role. */
export type FontRole = typeof FONT_ROLES[number];

/** A TrueType file for one role. */
export interface FontFile {
  /** File name (or path) shown in messages. */
  readonly name: string;
  /** The whole `.ttf` file. */
  readonly bytes: Uint8Array;
}

/**
 * Where a writer takes its fonts from: host TrueType files per role (a role without a file
 * cannot be drawn and is an error when used), or the PDF standard fonts in cp1252 encoding.
 */
export type FontSource =
  | { readonly kind: "truetype"; readonly files: Partial<Record<FontRole, FontFile>> }
  | { readonly kind: "standard" };

/** The PDF standard font (family, style) that stands for each role in the cp1252 variant. */
export const STANDARD_FONTS: Readonly<Record<FontRole, readonly [string, string]>> = {
  serif: ["times", "normal"],
  bold: ["times", "bold"],
  mono: ["courier", "normal"],
  sans: ["helvetica", "normal"],
  "sans-bold": ["helvetica", "bold"],
};

/** The code points above 0x7F that cp1252 (WinAnsi) can encode besides U+00A0–U+00FF. */
const CP1252_EXTRA = new Set(
  [..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"].map((c) => c.codePointAt(0)!),
);

/**
 * True when the code point is encodable in cp1252 (Windows-1252, the PDF WinAnsi encoding).
 *
 * @example
 * ```ts
 * inCp1252("é".codePointAt(0)!); // true
 * inCp1252("Ł".codePointAt(0)!); // false
 * ```
 */
export function inCp1252(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || CP1252_EXTRA.has(cp);
}

/**
 * The first character of `text` outside cp1252, or null when all of it encodes.
 *
 * @example
 * ```ts
 * firstOutsideCp1252("Łódź"); // "Ł"
 * firstOutsideCp1252("Köln"); // null
 * ```
 */
export function firstOutsideCp1252(text: string): string | null {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === "\n" || ch === "\t" || ch === "\r") continue;
    if (!inCp1252(cp)) return ch;
  }
  return null;
}

/**
 * `U+XXXX` notation for a character (at least four hex digits).
 *
 * @example
 * ```ts
 * codepointLabel("中"); // "U+4E2D"
 * ```
 */
export function codepointLabel(ch: string): string {
  return "U+" + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
}
