/**
 * The report's page flow on A4: a cursor that moves down the page, breaks to a new page when
 * the next block would pass the bottom margin, and records what the page furniture and the
 * contents page need (the section of each page, the outline entries with their pages).
 *
 * Blocks ask for their whole height with {@linkcode Flow.need} before drawing, so a heading
 * stays with what follows it and a chart is never cut. Running text is broken line by line.
 *
 * @module
 */

import { lineHeight, measureWith } from "../draw/style.ts";
import { wrapText } from "../../text_fit.ts";
import type { FontRole } from "../fonts.ts";
import type { Bookmark, PdfWriter } from "../writer.ts";

/** Page geometry in mm. */
export const PAGE = {
  left: 20,
  right: 190,
  /** First baseline area under the running head. */
  top: 24,
  /** Lowest y a block may reach. */
  bottom: 279,
  /** Running head baseline. */
  head: 13,
  /** Footer baseline. */
  foot: 288,
} as const;

/** Text colours. */
export const INK = {
  body: "#1F2430",
  muted: "#5B6476",
  accent: "#0072B2",
  rule: "#C9CFD9",
} as const;

/** A contents entry. */
export interface TocEntry {
  readonly title: string;
  /** 0 section, 1 chart or subsection. */
  readonly level: 0 | 1;
  readonly page: number;
}

/** Options of {@linkcode Flow.paragraph}. */
export interface ParagraphOptions {
  readonly role?: FontRole;
  readonly size?: number;
  readonly colour?: string;
  /** Keep at most this many lines (the last ends with an ellipsis). */
  readonly maxLines?: number;
  /** Left indent in mm. */
  readonly indent?: number;
  /** Space after the paragraph in mm (default 2). */
  readonly after?: number;
}

/**
 * The cursor and bookkeeping of one report.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const flow = new Flow(writer);
 * const overview = flow.section("Overview"); // its outline entry, on a new page
 * flow.paragraph("Every number here is a diagnostic heuristic.");
 * ```
 */
export class Flow {
  readonly w: PdfWriter;
  /** Current y (top of the next block). */
  y: number = PAGE.top;
  /** Section name of every page, for the running head. */
  readonly sections = new Map<number, string>();
  readonly toc: TocEntry[] = [];
  #section = "";

  /** Starts on the writer's current page. */
  constructor(w: PdfWriter) {
    this.w = w;
  }

  /** Content width in mm. */
  get width(): number {
    return PAGE.right - PAGE.left;
  }

  /** Room left on the page in mm. */
  get room(): number {
    return PAGE.bottom - this.y;
  }

  /** Appends a page and puts the cursor at its top. */
  newPage(): void {
    this.w.addPage();
    this.y = PAGE.top;
    this.sections.set(this.w.page, this.#section);
  }

  /** Breaks to a new page unless `height` mm fit below the cursor. */
  need(height: number): void {
    if (this.y + height > PAGE.bottom && this.y > PAGE.top) this.newPage();
  }

  /** Moves the cursor down. */
  gap(mm: number): void {
    this.y += mm;
  }

  /**
   * Starts a top-level section: on a new page (or, with `continueWhen`, on the current page
   * when that much room is left), with a large heading, an outline entry and a contents entry.
   */
  section(title: string, continueWhen?: number): Bookmark {
    this.#section = title;
    if (continueWhen !== undefined && this.w.page > 2 && this.room >= continueWhen) {
      this.gap(6);
      this.sections.set(this.w.page, this.sections.get(this.w.page) ?? title);
    } else this.newPage();
    const size = 16;
    const lines = this.#lines(title, "sans-bold", size, this.width, 2);
    let baseline = this.y + lineHeight(size) * 0.8;
    lines.forEach((line, i) => {
      if (i > 0) baseline += lineHeight(size);
      this.#draw(line, PAGE.left, baseline, "sans-bold", size, INK.body);
    });
    this.w.strokeColor(INK.accent);
    this.w.lineWidth(0.5);
    this.w.line(PAGE.left, baseline + 2.2, PAGE.left + 24, baseline + 2.2);
    this.y = baseline + 6;
    this.toc.push({ title, level: 0, page: this.w.page });
    return this.w.bookmark(title);
  }

  /**
   * A second-level heading kept on one page with `keep` mm of what follows; adds an outline
   * entry under `parent` and a contents entry (unless `toc` is false).
   */
  heading(title: string, parent: Bookmark | null, keep: number, toc = true): Bookmark {
    const size = 11;
    const lines = this.#lines(title, "sans-bold", size, this.width, 2);
    this.need(lines.length * lineHeight(size) + 2 + keep);
    let baseline = this.y + lineHeight(size) * 0.75;
    lines.forEach((line, i) => {
      if (i > 0) baseline += lineHeight(size);
      this.#draw(line, PAGE.left, baseline, "sans-bold", size, INK.body);
    });
    this.y = baseline + 2.2;
    if (toc) this.toc.push({ title, level: 1, page: this.w.page });
    return this.w.bookmark(title, parent);
  }

  /** A small heading inside a section (no outline entry), kept with `keep` mm. */
  subheading(title: string, keep: number): void {
    const size = 9;
    this.need(lineHeight(size) + 1 + keep);
    this.y += lineHeight(size) * 0.8;
    const [line] = this.#lines(title, "sans-bold", size, this.width, 1);
    this.#draw(line ?? "", PAGE.left, this.y, "sans-bold", size, INK.body);
    this.y += lineHeight(size) * 0.45;
  }

  /** Height in mm a paragraph will take (without the space after). */
  paragraphHeight(text: string, options: ParagraphOptions = {}): number {
    const size = options.size ?? 9.5;
    const lines = this.#lines(
      text,
      options.role ?? "serif",
      size,
      this.width - (options.indent ?? 0),
      options.maxLines,
    );
    return lines.length * lineHeight(size);
  }

  /** Running text wrapped to the column, broken across pages between lines. */
  paragraph(text: string, options: ParagraphOptions = {}): void {
    const role = options.role ?? "serif";
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    const lines = this.#lines(text, role, size, this.width - indent, options.maxLines);
    const lh = lineHeight(size);
    for (const line of lines) {
      this.need(lh);
      this.#draw(
        line,
        PAGE.left + indent,
        this.y + lh * 0.78,
        role,
        size,
        options.colour ?? INK.body,
      );
      this.y += lh;
    }
    this.y += options.after ?? 2;
  }

  #lines(text: string, role: FontRole, size: number, width: number, maxLines?: number): string[] {
    const measure = measureWith(this.w, role, size);
    return wrapText(text, width, measure, { maxLines });
  }

  #draw(text: string, x: number, y: number, role: FontRole, size: number, colour: string): void {
    this.w.textColor(colour);
    this.w.text(text, x, y, { role, size });
  }
}
