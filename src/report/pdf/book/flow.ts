/**
 * A chapter's paragraphs as a flow of grid rows: justified lines (broken by the total-fit
 * breaker) and scene dividers. Indents follow book convention: none for the chapter's first
 * paragraph and for the first paragraph after a scene divider, one em elsewhere.
 *
 * @module
 */

import type { Chapter } from "../../../document/types.ts";
import type { LanguageCode } from "../../../language/types.ts";
import { hardBreaks, hyphenationPoints } from "../hyphenate.ts";
import { MM_PER_PT, printable } from "../writer.ts";
import { BODY_SIZE_PT, DIVIDER_LINES, INDENT, MEASURE } from "./geometry.ts";
import { breakParagraph } from "./line_breaker.ts";
import type { FlowRow } from "./paginate.ts";

/** A row of text or a divider, with what drawing it needs. */
export interface BookRow extends FlowRow {
  /** Lines: the text (natural width within the measure minus the indent). */
  readonly text: string;
  /** Lines: indent from the left edge of the type area (mm). */
  readonly indent: number;
  /** Lines: running number of the paragraph inside the chapter (groups lines for drawing). */
  readonly paragraph: number;
  /**
   * Lines: set flush left instead of justified, because justifying would open word spaces
   * wider than {@link LOOSEST_SPACE_EM} (only in emergencies: a line of few, long words).
   */
  readonly ragged: boolean;
}

/**
 * Widest word space (em) a justified line may get; looser lines are set flush left. High on
 * purpose: a flush-left line inside a paragraph reads like a paragraph end, so only the holes
 * of emergencies (a line of two or three long words) are worth it. War and Peace's loosest
 * justified space is about 1 em.
 */
const LOOSEST_SPACE_EM = 1.25;

/** Body-text metrics with a per-word width cache (a novel repeats its words a lot). */
export class BodyMetrics {
  readonly #cache = new Map<string, number>();
  readonly #measure: (text: string) => number;
  readonly language: LanguageCode;

  /**
   * @example
   * ```ts
   * const m = new BodyMetrics((s) => s.length, "en");
   * m.width("abc"); // 3
   * ```
   */
  constructor(measure: (text: string) => number, language: LanguageCode) {
    this.#measure = measure;
    this.language = language;
  }

  /** Width (mm) of a string in the body font, cached. */
  width(text: string): number {
    let known = this.#cache.get(text);
    if (known === undefined) {
      known = this.#measure(text);
      this.#cache.set(text, known);
    }
    return known;
  }
}

/**
 * The rows of one chapter, in reading order. Paragraphs without visible text are skipped;
 * a divider before the chapter's first paragraph is dropped (the heading already separates).
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../../document/parse.ts";
 * const chapter = parseManuscript("## One\n\nIt was late.\n").chapters[0];
 * const rows = chapterFlow(chapter, new BodyMetrics((s) => s.length * 2, "en"));
 * rows.map((r) => r.text); // ["It was late."]
 * ```
 */
export function chapterFlow(chapter: Chapter, metrics: BodyMetrics): BookRow[] {
  const rows: BookRow[] = [];
  const setup = {
    measure: MEASURE,
    width: (text: string) => metrics.width(text),
    hyphenate: (word: string) => hyphenationPoints(word, metrics.language),
    hardBreaks,
  };
  let scene = -1;
  let paragraph = 0;
  for (const p of chapter.paragraphs) {
    const words = printable(p.text).split(" ").filter((w) => w !== "");
    if (words.length === 0) continue;
    const afterDivider = scene >= 0 && p.scene !== scene;
    const opening = scene < 0;
    scene = p.scene;
    if (afterDivider) {
      rows.push({
        kind: "divider",
        height: DIVIDER_LINES,
        first: true,
        last: true,
        text: "",
        indent: 0,
        paragraph: -1,
        ragged: false,
      });
    }
    const indent = opening || afterDivider ? 0 : INDENT;
    const lines = breakParagraph(words, { ...setup, indent });
    paragraph++;
    lines.forEach((text, i) => {
      rows.push({
        kind: "line",
        height: 1,
        first: i === 0,
        last: i === lines.length - 1,
        text,
        indent: i === 0 ? indent : 0,
        paragraph,
        ragged: i < lines.length - 1 && tooLoose(text, MEASURE - (i === 0 ? indent : 0), metrics),
      });
    });
  }
  return rows;
}

/** Whether justifying `line` to `width` would make its spaces wider than the loosest allowed. */
function tooLoose(line: string, width: number, metrics: BodyMetrics): boolean {
  const words = line.split(" ");
  if (words.length < 2) return false;
  let natural = 0;
  for (const word of words) natural += metrics.width(word);
  const space = metrics.width(" ");
  natural += space * (words.length - 1);
  const justified = space + (width - natural) / (words.length - 1);
  return justified > LOOSEST_SPACE_EM * BODY_SIZE_PT * MM_PER_PT;
}
