/**
 * The sections of a dossier body (SPEC 2.7: `body` holds "sections under headings"), so that
 * one section can be read, listed as editable and replaced without touching any other byte.
 *
 * A heading is a CommonMark ATX heading line: up to three spaces, one to six `#`, then a space,
 * a tab or the end of the line. Lines inside a fenced code block (opened by three or more
 * backticks or tildes, closed by a line of the same character at least as long; an unclosed
 * fence runs to the end) are never headings. Setext headings (`===` / `---` underlines) are
 * not recognised: an underline belongs to the paragraph above it, and treating it as a
 * section boundary would let a thematic break split a section by accident. Only `\n` ends a
 * line; a `\r` before it belongs to the line and is dropped from the heading text.
 *
 * @module
 */

import { usageError } from "../keyed_errors.ts";

/** One section of a dossier body: the text under one heading up to the next heading. */
export interface DossierSection {
  /** Heading text, trimmed, without the `#`s and any closing `#` run; "" before any heading. */
  readonly heading: string;
  /** Number of `#`s (1-6); 0 for the text before the first heading. */
  readonly level: number;
  /** Exact text under the heading line up to the next heading of any level, newlines included. */
  readonly body: string;
  /**
   * The heading line exactly as written, its line ending included ("" for the text before
   * the first heading). Kept so that joining gives back the same bytes; when absent,
   * {@linkcode joinSections} writes `## Heading` and a newline.
   */
  readonly headingLine?: string;
}

/**
 * The sections of a Markdown body, in order. Text before the first heading is a section with
 * heading "" and level 0, present only when non-empty; every heading starts a section, even
 * an empty one.
 *
 * @example
 * ```ts
 * extractSections("Intro\n## Sources\nA.\n");
 * // [{ heading: "", level: 0, body: "Intro\n", headingLine: "" },
 * //  { heading: "Sources", level: 2, body: "A.\n", headingLine: "## Sources\n" }]
 * ```
 */
export function extractSections(body: string): DossierSection[] {
  const sections: DossierSection[] = [];
  let open = { heading: "", level: 0, headingLine: "", bodyStart: 0 };
  const close = (end: number) => {
    const text = body.slice(open.bodyStart, end);
    if (open.level > 0 || text !== "") {
      sections.push({
        heading: open.heading,
        level: open.level,
        body: text,
        headingLine: open.headingLine,
      });
    }
  };
  let fence: Fence | null = null;
  for (let start = 0; start < body.length;) {
    const newline = body.indexOf("\n", start);
    const end = newline === -1 ? body.length : newline + 1;
    const line = lineContent(body.slice(start, end));
    if (fence) {
      if (closesFence(line, fence)) fence = null;
    } else {
      fence = openingFence(line);
      const heading = fence ? null : atxHeading(line);
      if (heading) {
        close(start);
        open = { ...heading, headingLine: body.slice(start, end), bodyStart: end };
      }
    }
    start = end;
  }
  close(body.length);
  return sections;
}

/**
 * The inverse of {@linkcode extractSections}: `joinSections(extractSections(s)) === s` for
 * every string `s`.
 *
 * @example
 * ```ts
 * joinSections([{ heading: "Sources", level: 2, body: "A.\n" }]); // "## Sources\nA.\n"
 * ```
 */
export function joinSections(sections: readonly DossierSection[]): string {
  return sections.map((s) => (s.headingLine ?? headingLineFor(s)) + s.body).join("");
}

/**
 * Headings of the sections that can be addressed by name: non-empty headings that occur
 * exactly once. A duplicated heading names no section (which one would an edit mean?), so
 * neither copy is editable by name; the body as a whole still is.
 *
 * @example
 * ```ts
 * editableSections("# A\n## Notes\n# B\n## Notes\n"); // ["A", "B"]
 * ```
 */
export function editableSections(body: string): string[] {
  const counts = new Map<string, number>();
  const headings = extractSections(body).filter((s) => s.level > 0 && s.heading !== "")
    .map((s) => s.heading);
  for (const h of headings) counts.set(h, (counts.get(h) ?? 0) + 1);
  return headings.filter((h) => counts.get(h) === 1);
}

/**
 * The body with the text under one heading replaced and every other byte unchanged. The blank
 * lines that framed the old text stay around the new one: the new text gets the old leading
 * blank lines unless it starts with a blank line itself, and the old trailing blank lines
 * unless it ends with one (new text that is blank keeps the trailing ones, or else the
 * leading ones). A newline is added to the new text when another section follows or blank
 * lines do, so the next heading stays on its own line. Throws `UsageError` when no section or
 * more than one has that heading, or when the new text would change the sections (a heading
 * in it, or a code fence it leaves open).
 *
 * @example
 * ```ts
 * updateSection("# A\nold\n# B\nb\n", "A", "new"); // "# A\nnew\n# B\nb\n"
 * updateSection("# A\n\nold\n\n# B\n", "A", "new"); // "# A\n\nnew\n\n# B\n"
 * ```
 */
export function updateSection(body: string, heading: string, newSectionBody: string): string {
  const name = heading.trim();
  const sections = extractSections(body);
  const matches = sections.flatMap((s, i) => s.level > 0 && s.heading === name ? [i] : []);
  if (matches.length === 0 || name === "") {
    const editable = editableSections(body).map((h) => JSON.stringify(h)).join(", ");
    throw usageError("section.none", { name: JSON.stringify(name), sections: editable || "none" });
  }
  if (matches.length > 1) {
    throw usageError("section.ambiguous", { name: JSON.stringify(name), n: matches.length });
  }
  const index = matches[0];
  const target = sections[index];
  const eol = lineEnding(body, target.headingLine ?? "");
  const text = framed(target.body, newSectionBody, eol, index < sections.length - 1);
  let headingLine = target.headingLine ?? headingLineFor(target);
  // A heading on the last line without a newline would swallow the first line of the new text.
  if (text !== "" && !headingLine.endsWith("\n")) headingLine += eol;
  const updated = sections.map((s, i) => i === index ? { ...s, headingLine, body: text } : s);
  const result = joinSections(updated);
  if (!sameShape(extractSections(result), updated)) {
    throw usageError("section.structure", { name: JSON.stringify(name) });
  }
  return result;
}

/** Whole lines of only spaces and tabs at the start of a text. */
const LEADING_BLANK = /^(?:[ \t]*\r?\n)+/;
/** The same at the end of a text, after its last line with anything else on it. */
const TRAILING_BLANK = /(?<=\n)(?:[ \t]*\r?\n)+$/;
/** A text whose last line is blank. */
const ENDS_BLANK = /\n[ \t]*\r?\n$/;

/**
 * The new text of a section inside the blank lines that framed its old text (see
 * {@linkcode updateSection}); `more` says whether another section follows.
 */
function framed(old: string, text: string, eol: string, more: boolean): string {
  const lead = LEADING_BLANK.exec(old)?.[0] ?? "";
  const trail = old === lead ? "" : TRAILING_BLANK.exec(old)?.[0] ?? "";
  if (text === "") return trail || lead;
  const blank = /^[ \t\r\n]*$/.test(text);
  const out = blank || LEADING_BLANK.test(text) ? text : lead + text;
  const after = blank || ENDS_BLANK.test(text) ? "" : trail;
  const ended = (more || after !== "") && !out.endsWith("\n") ? out + eol : out;
  return ended + after;
}

interface Fence {
  readonly char: string;
  readonly length: number;
}

function lineContent(line: string): string {
  return line.replace(/\r?\n$/, "").replace(/\r$/, "");
}

function openingFence(line: string): Fence | null {
  const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
  // CommonMark: a backtick fence's info string may not contain a backtick (it is inline code).
  if (!m || (m[1][0] === "`" && m[2].includes("`"))) return null;
  return { char: m[1][0], length: m[1].length };
}

function closesFence(line: string, fence: Fence): boolean {
  const m = /^ {0,3}(`+|~+)[ \t]*$/.exec(line);
  return m !== null && m[1][0] === fence.char && m[1].length >= fence.length;
}

function atxHeading(line: string): { heading: string; level: number } | null {
  const m = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/.exec(line);
  if (!m) return null;
  let text = (m[2] ?? "").replace(/^[ \t]+|[ \t]+$/g, "");
  // The closing sequence is optional `#`s that stand alone (after a space or the whole text).
  text = /^#+$/.test(text) ? "" : text.replace(/[ \t]+#+$/, "");
  return { heading: text.trim(), level: m[1].length };
}

function headingLineFor(section: DossierSection): string {
  if (section.level === 0) return "";
  const hashes = "#".repeat(section.level);
  // A heading ending in a lone `#` run would lose it as a closing sequence; one more keeps it.
  const closer = /(^|[ \t])#+$/.test(section.heading) ? " #" : "";
  return `${hashes} ${section.heading}${closer}\n`;
}

function lineEnding(body: string, headingLine: string): string {
  if (headingLine.endsWith("\r\n")) return "\r\n";
  if (headingLine.endsWith("\n")) return "\n";
  const first = body.indexOf("\n");
  return first > 0 && body[first - 1] === "\r" ? "\r\n" : "\n";
}

function sameShape(actual: DossierSection[], expected: DossierSection[]): boolean {
  return actual.length === expected.length &&
    actual.every((s, i) =>
      s.heading === expected[i].heading && s.level === expected[i].level &&
      s.body === expected[i].body
    );
}
