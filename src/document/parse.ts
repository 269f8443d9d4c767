/**
 * Markdown manuscript -> {@linkcode Document}.
 *
 * Rules (SPEC 2.1), and the choices SPEC leaves open:
 * - A BOM is dropped; CRLF is read as LF.
 * - Chapters start at lines beginning with the chapter marker (`## `). Text before the first
 *   chapter is front matter and is excluded. Without any chapter heading, the whole text
 *   (less a level-one title heading) is one chapter; an empty text has none.
 * - The appendix starts at the chapter heading whose title equals the appendix marker
 *   (case-insensitive, surrounding space ignored) and runs to the end of the file.
 * - HTML comments are removed; a line holding only a comment does not split a paragraph.
 * - Other headings (`#`, `###` …) and fenced code blocks are not prose.
 * - Paragraphs are runs of non-blank lines, displayed joined by one space, with emphasis
 *   markers and block prefixes removed.
 * - A scene divider counts as a scene break only when prose stands before and after it inside
 *   the same chapter (a divider at a chapter's edge would otherwise make an empty scene).
 *
 * @module
 */

import { stripComments } from "./comments.ts";
import { isSceneDivider } from "./dividers.ts";
import { displayInline, stripLinePrefix } from "./inline_markdown.ts";
import { hasMessySpace } from "./whitespace.ts";
import {
  type Chapter,
  DEFAULT_APPENDIX_MARKER,
  DEFAULT_CHAPTER_MARKER,
  type Document,
  type Paragraph,
  type ParseOptions,
} from "./types.ts";

const HEADING = /^\s{0,3}#{1,6}(?:\s|$)/;
const TITLE = /^\s{0,3}#\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
/** Whitespace other than single spaces: only such paragraphs need normalising. */
/** A `- ` list marker (not a block quote) at the start of a line. */
const LIST_DASH = /^\s{0,3}-\s+\S/;

interface ChapterDraft {
  number: number;
  title: string;
  headingLine: number;
  endLine: number;
  paragraphs: Paragraph[];
  sceneBreaks: number;
  pendingDivider: boolean;
}

/**
 * Parses a manuscript.
 *
 * @example
 * ```ts
 * const doc = parseManuscript("# Book\n\nfront\n\n## One\n\nHello there.\n");
 * doc.chapters.length; // 1
 * doc.chapters[0].paragraphs[0].text; // "Hello there."
 * ```
 */
export function parseManuscript(text: string, options: ParseOptions = {}): Document {
  const marker = options.chapterMarker || DEFAULT_CHAPTER_MARKER;
  const appendix = normaliseTitle(stripMarker(options.appendixMarker || DEFAULT_APPENDIX_MARKER));
  const { lines, markers } = stripComments(text.startsWith("\uFEFF") ? text.slice(1) : text);
  const hasChapters = lines.some((l) => l.text.startsWith(marker));

  const chapters: ChapterDraft[] = [];
  let title: string | null = null;
  let appendixLine: number | null = null;
  let current: ChapterDraft | null = hasChapters ? null : newChapter(1, "", 1);
  if (current) chapters.push(current);
  let para: string[] = [];
  let paraStart = 0;
  let paraEnd = 0;
  let paraListDash = false;
  let inFence = false;

  const flush = () => {
    if (current && para.length > 0) {
      const joined = displayInline(para.length === 1 ? para[0] : para.join(" "));
      const shown = hasMessySpace(joined) ? joined.replace(/\s+/g, " ").trim() : joined.trim();
      if (shown !== "") {
        if (current.pendingDivider && current.paragraphs.length > 0) current.sceneBreaks++;
        current.pendingDivider = false;
        const paragraph: Paragraph = {
          text: shown,
          startLine: paraStart,
          endLine: paraEnd,
          scene: current.sceneBreaks,
        };
        current.paragraphs.push(
          paraListDash ? { ...paragraph, listDash: true as const } : paragraph,
        );
      }
    }
    para = [];
  };

  for (let i = 0; i < lines.length && appendixLine === null; i++) {
    const lineNo = i + 1;
    const { text: line, commentOnly } = lines[i];
    if (FENCE.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence || commentOnly) continue;
    if (line.startsWith(marker)) {
      flush();
      const heading = line.slice(marker.length).trim();
      if (normaliseTitle(heading) === appendix) {
        appendixLine = lineNo;
        break;
      }
      if (current) current.endLine = lineNo - 1;
      current = newChapter(chapters.length + 1, displayInline(heading), lineNo);
      chapters.push(current);
      continue;
    }
    if (HEADING.test(line)) {
      flush();
      const t = TITLE.exec(line);
      if (t && title === null) title = displayInline(t[1]);
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    if (isSceneDivider(line)) {
      flush();
      if (current) current.pendingDivider = true;
      continue;
    }
    if (para.length === 0) {
      paraStart = lineNo;
      paraListDash = LIST_DASH.test(line);
    }
    paraEnd = lineNo;
    para.push(stripLinePrefix(line).trim());
  }
  flush();
  const lastLine = appendixLine !== null ? appendixLine - 1 : lines.length;
  if (current) current.endLine = lastLine;

  // An implicit chapter exists only when the text has prose (`analyze("")` has no chapters).
  const kept = hasChapters ? chapters : chapters.filter((c) => c.paragraphs.length > 0);
  return {
    title,
    chapters: kept.map((c): Chapter => ({
      number: c.number,
      title: c.title,
      headingLine: c.headingLine,
      endLine: c.endLine,
      paragraphs: c.paragraphs,
      sceneBreaks: c.sceneBreaks,
    })),
    markers,
    appendixLine,
    // As an editor counts: a final line ending does not start another line ("" has 0 lines).
    lineCount: text === "" || /\n$/.test(text) ? lines.length - 1 : lines.length,
  };
}

function newChapter(number: number, title: string, headingLine: number): ChapterDraft {
  return {
    number,
    title,
    headingLine,
    endLine: headingLine,
    paragraphs: [],
    sceneBreaks: 0,
    pendingDivider: false,
  };
}

function stripMarker(s: string): string {
  return s.replace(/^\s*#+\s*/, "");
}

function normaliseTitle(s: string): string {
  return s.replace(/\s+/g, " ").trim().toLowerCase();
}
