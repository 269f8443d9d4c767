/**
 * Text layers in TeX's 8-bit font encodings. pdfTeX documents set in bitmap (Type 3) or
 * re-encoded Type 1 fonts often carry no Unicode map, so pdf.js hands out the raw character
 * codes: T1's “ is code 0x10, its fi ligature 0x1C, so "“partially filled”" arrives as
 * "\x10partially \x1clled\x11". Codes below 0x20 and in 0x80–0x9F are control characters in
 * Unicode and never real text, so their presence says the layer is in a TeX encoding; the
 * tables below read them back.
 *
 * Tables, position by position, from the encoding vectors of the Latin Modern fonts
 * (Debian `lmodern`, `fonts/enc/dvips/lm/`): `lm-ec.enc` (T1, the Cork encoding),
 * `lm-rm.enc` (OT1, Knuth's original text encoding) and `lm-ts1.enc` (TS1, the textcomp
 * symbols that share a document with T1: its 0x88 is the • of LaTeX's `\textbullet`).
 *
 * Which table: T1 and OT1 disagree below 0x20 (T1's ligatures sit at 0x1B–0x1F, OT1's at
 * 0x0B–0x0F; T1 has its quotes and dashes at 0x10–0x16), so the one whose ligature and
 * punctuation positions the text uses more is taken, for the whole document (pdf.js merges
 * runs of different fonts into one item, so the font of a code is not known). In 0x80–0x9F
 * a code inside a word is a T1 letter (0x9A is Ž), a code standing alone is the TS1 symbol
 * (a list's bullet), except 0x9F, T1's § before a section number.
 *
 * A line feed is never read as a code (it separates lines); tab and carriage return are,
 * once the text is known to be TeX-encoded (OT1's fl is 0x0D).
 *
 * @module
 */

/**
 * T1 (Cork) 0x00–0x1F. 0x17 is the compound-word mark (nothing); 0x18 the small zero that
 * follows % in ‰.
 */
const T1_LOW = "`´ˆ˜¨˝˚ˇ˘¯˙¸˛‚‹›“”„«»–—\u00000ıȷ" + "\uFB00\uFB01\uFB02\uFB03\uFB04";
/** T1 0x80–0x9F: accented capitals, đ and §. */
const T1_HIGH = "ĂĄĆČĎĚĘĞĹĽŁŃŇŊŐŔŘŚŠŞŤŢŰŮŸŹŽŻĲİđ§";
/** OT1 0x00–0x1F. */
const OT1_LOW = "ΓΔΘΛΞΠΣΥΦΨΩ" + "\uFB00\uFB01\uFB02\uFB03\uFB04" + "ıȷ`´ˇ˘¯˚¸ßæœøÆŒØ";
/** TS1 0x80–0x9F (textcomp symbols). */
const TS1_HIGH = "˘ˇ˝̏†‡‖‰•℃$¢ƒ₡₩₦₲₱₤℞‽⸘₫™‱¶฿№⁒℮◦℠";

/** A TeX text encoding this module reads. */
export type TexEncoding = "T1" | "OT1";

/** What {@link decodeTexText} did. */
export interface TexDecoding {
  readonly text: string;
  /** The encoding read, or null when the text had no control characters. */
  readonly encoding: TexEncoding | null;
  /** Control characters and private-use code points replaced. */
  readonly mapped: number;
}

// deno-lint-ignore no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Whether a text has a character that never belongs in a passage: a C0 or C1 control (tab,
 * line feed and carriage return aside), or a private-use code point.
 *
 * @example
 * ```ts
 * hasBadCharacters("de\x1cnition"); // true
 * hasBadCharacters("définition"); // false
 * ```
 */
export function hasBadCharacters(text: string): boolean {
  return CONTROL.test(text) || PRIVATE_USE.test(text);
}

const PRIVATE_USE = /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}]/u;

/**
 * Which TeX encoding the control characters of a text come from, by the positions it uses.
 *
 * @example
 * ```ts
 * texEncodingOf("\x10partially \x1clled\x11"); // "T1"
 * texEncodingOf("\x0crst e\x0bect"); // "OT1"
 * texEncodingOf("plain"); // null
 * ```
 */
export function texEncodingOf(text: string): TexEncoding | null {
  let t1 = 0, ot1 = 0, any = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x20 || c === 0x0a) continue;
    // A tab or carriage return alone is white space; with other codes it is a glyph too.
    if (c !== 0x09 && c !== 0x0d) any = true;
    if (c >= 0x1b || (c >= 0x10 && c <= 0x16)) t1++;
    else if (c >= 0x0b && c <= 0x0f) ot1++;
  }
  if (!any && !/[\u0080-\u009F]/.test(text)) return null;
  return ot1 > t1 ? "OT1" : "T1";
}

/**
 * Reads the control characters of a text through a TeX encoding (chosen by
 * {@link texEncodingOf} unless given); private-use code points and codes the tables leave
 * empty are dropped, so the result has no control character but line feeds.
 *
 * @example
 * ```ts
 * decodeTexText("As \x10partially \x1clled\x11 objects").text;
 * // "As “partially filled” objects"
 * decodeTexText("\x88 item, see \x9f 6").text; // "• item, see § 6"
 * ```
 */
export function decodeTexText(text: string, encoding?: TexEncoding): TexDecoding {
  const enc = encoding ?? texEncodingOf(text);
  if (enc === null && !PRIVATE_USE.test(text)) return { text, encoding: null, mapped: 0 };
  let out = "", mapped = 0;
  const cps = Array.from(text);
  cps.forEach((ch, k) => {
    const c = ch.codePointAt(0)!;
    let rep: string | null = null;
    if (c < 0x20 && c !== 0x0a) {
      rep = (enc === "OT1" ? OT1_LOW : T1_LOW)[c] ?? "";
    } else if (c === 0x7f) rep = enc === "T1" ? "-" : "";
    else if (c >= 0x80 && c <= 0x9f) {
      // T1's § (0x9F) stands alone before a number; TS1's ℠ there is rare.
      const alone = !isLetter(cps[k - 1]) && !isLetter(cps[k + 1]) && c !== 0x9f;
      rep = Array.from(alone ? TS1_HIGH : T1_HIGH)[c - 0x80] ?? "";
    } else if (PRIVATE_USE.test(ch)) rep = "";
    if (rep === null) out += ch;
    else {
      mapped++;
      out += rep === "\u0000" ? "" : ligature(rep);
    }
  });
  return { text: out, encoding: enc, mapped };
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}

/** Ligature code points read as their letters (search and recall see "fi", not "ﬁ"). */
function ligature(ch: string): string {
  return /[\uFB00-\uFB06]/.test(ch) ? ch.normalize("NFKC") : ch;
}
