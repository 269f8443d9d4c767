/**
 * How the plain text of a filled agreement is read for the PDF layout. The rules are the same
 * for built-in texts and project templates, so a template controls its layout with plain text:
 *
 * - Paragraphs are separated by blank lines; line breaks inside a paragraph are kept (addresses,
 *   lists, signature blocks), and each line is wrapped on its own.
 * - The first line of the first paragraph is the title; up to two more lines of that paragraph
 *   are a centred subtitle (longer first paragraphs continue as body text).
 * - A clause heading is a paragraph of one line, at most 80 characters, that does not end in
 *   `. , ; : ! ?` and either starts with a clause number (`§ 1`, `1.`, `2.1`, `Article 3`,
 *   `Art. 4`, `Cláusula 5.ª`, `IV.`; the clause words are listed in
 *   `CLAUSE_WORDS`) or is written entirely in capitals without digits
 *   (`REUNIDOS`).
 * - A line that starts with a list marker (`a)`, `(b)`, `(1)`, `1.1`, `-`, `•`) gets a hanging
 *   indent so its continuation lines align with its text. Items of another kind than the
 *   paragraph's first line (letters under `(2) …`, under `4.1 …`) are indented to that line's
 *   text; items of the same kind (`1)`, `2)`) stay siblings.
 * - The paragraphs at the end that open with a fill-in line of underscores are signature blocks:
 *   each gets room above it to sign, and they stay on one page together with the paragraph
 *   before them (place and date).
 *
 * @module
 */

/** One paragraph of the body. */
export interface Block {
  readonly kind: "heading" | "paragraph" | "signature";
  /** Source lines (trimmed, never empty). */
  readonly lines: readonly string[];
}

/** The title, subtitle and body of a filled agreement. */
export interface AgreementBlocks {
  readonly title: string;
  readonly subtitle: readonly string[];
  readonly body: readonly Block[];
  /** Index into `body` from which the closing blocks are kept on one page (or body.length). */
  readonly keepFrom: number;
}

// Words that introduce a numbered clause in the seven languages.
const CLAUSE_WORDS = "article|artikel|art\\.|artículo|articolo|artigo|cláusula|clausola|clause|" +
  "section|sección|sezione|secção|seção|abschnitt|ziffer|paragraaf|paragraph";
const HEADING_START = new RegExp(
  `^(?:§+\\s*\\d|\\d{1,2}(?:\\.\\d{1,2})*[.)]?\\s+\\S|(?:${CLAUSE_WORDS})\\s*\\d{1,3}(?!\\d)|[IVXLC]+[.)]\\s)`,
  "iu",
);
const ALL_CAPS = /^[\p{Lu}\s.,'’–—-]+$/u;
const FILL_IN = /^_{5,}/;

/**
 * True when a one-line paragraph reads as a clause heading (see the module rules).
 *
 * @example
 * ```ts
 * isHeading("§ 3 Zweck"); // true
 * isHeading("1.1 The Discloser intends to make the manuscript available."); // false
 * ```
 */
export function isHeading(line: string): boolean {
  if ([...line].length > 80 || /[.,;:!?]$/.test(line)) return false;
  return HEADING_START.test(line) || (ALL_CAPS.test(line) && /\p{Lu}.*\p{Lu}/u.test(line));
}

/**
 * Splits a filled agreement (without the draft notice) into title, subtitle and body blocks.
 *
 * @example
 * ```ts
 * const b = agreementBlocks("NDA\nfor Engines\n\n1. Purpose\n\nReading only.");
 * b.title; // "NDA"
 * b.body.map((x) => x.kind); // ["heading", "paragraph"]
 * ```
 */
export function agreementBlocks(text: string): AgreementBlocks {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (line === "") {
      if (current.length > 0) paragraphs.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) paragraphs.push(current);
  const first = paragraphs.shift() ?? [""];
  const title = first[0];
  const rest = first.slice(1);
  const subtitle = rest.length <= 2 ? rest : [];
  if (rest.length > 2) paragraphs.unshift(rest);
  let signatures = paragraphs.length;
  while (signatures > 0 && FILL_IN.test(paragraphs[signatures - 1][0])) signatures--;
  const body: Block[] = paragraphs.map((lines, i) => ({
    kind: i >= signatures
      ? "signature"
      : lines.length === 1 && isHeading(lines[0])
      ? "heading"
      : "paragraph",
    lines,
  }));
  let keepFrom = signatures;
  if (keepFrom < body.length && keepFrom > 0 && body[keepFrom - 1].kind === "paragraph") {
    keepFrom--;
  }
  return { title, subtitle, body, keepFrom };
}
