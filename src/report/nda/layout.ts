/**
 * Page layout of an NDA draft on A4: line breaking (`text_fit.ts`: ragged right, by words,
 * over-long words broken by characters, list items hanging under their text) and pagination, measured through a {@link Measure} so the layout is
 * pure and testable. The result is a list of positioned lines and boxes that `pdf.ts` draws.
 *
 * Page: 25 mm margins, body serif 11 pt, headings bold 11 pt, title bold 17 pt centred, the
 * draft notice bold 9 pt centred in a framed box at the top of page 1, page numbers `n / N`
 * centred in the bottom margin. Keeping rules: a heading stays with the first two lines of what
 * follows (all of it when it is not split); a paragraph of up to six lines is not split; a longer one leaves at least two lines
 * on each page; the closing blocks (place and date, signatures) stay on one page.
 *
 * @module
 */

import type { FontRole } from "../pdf/fonts.ts";
import { wrapText } from "../text_fit.ts";
import type { AgreementBlocks, Block } from "./blocks.ts";

/** Text measurement (mm) — `PdfWriter.width` fits. */
export interface Measure {
  width(text: string, role: FontRole, size: number): number;
}

/** A line of text at a baseline; `x` is the left edge, or the centre when `align` is center. */
export interface PlacedText {
  readonly kind: "text";
  readonly page: number;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly role: FontRole;
  readonly size: number;
  readonly align: "left" | "center";
  /** Measured width in mm. */
  readonly width: number;
}

/** A stroked rectangle (the frame of the draft notice). */
export interface PlacedBox {
  readonly kind: "box";
  readonly page: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The laid-out document. */
export interface NdaLayout {
  readonly pages: number;
  readonly items: readonly (PlacedText | PlacedBox)[];
}

/** Page geometry in mm (A4 portrait). */
export const NDA_PAGE = { width: 210, height: 297, margin: 25, footer: 14 } as const;

const MM_PER_PT = 25.4 / 72;
const BODY = { size: 11, leading: 5.4 };
const NOTICE = { size: 9, leading: 4.3, pad: 2.6 };
const TITLE = { size: 17, leading: 7.6 };
const SUBTITLE = { size: 12, leading: 5.8 };
const GAP = { paragraph: 2.6, heading: 5.2, afterHeading: 1.2, signature: 14, title: 9 };
const KEEP_WHOLE = 6;
const LIST_MARKER = /^(?:\(?\d{1,2}(?:\.\d{1,2})*[.)]?|\(?[a-z][.)]|[-–•])\s+/i;
const MAX_HANG = 12;

/** A wrapped line: text and its indent from the text block's left edge. */
interface Line {
  readonly text: string;
  readonly indent: number;
}

/** Kind of a line's list marker (numbers, letters, bullets), or null without one. */
function markerKind(source: string): "number" | "letter" | "bullet" | null {
  const marker = LIST_MARKER.exec(source)?.[0];
  if (!marker) return null;
  return /\d/.test(marker) ? "number" : /[a-z]/i.test(marker) ? "letter" : "bullet";
}

/** Width of a leading list marker and its space, or 0 (none, or too wide to hang). */
function markerHang(source: string, measure: Measure, role: FontRole, size: number): number {
  const marker = LIST_MARKER.exec(source)?.[0];
  if (!marker) return 0;
  const hang = measure.width(marker, role, size);
  return hang <= MAX_HANG ? hang : 0;
}

/**
 * Breaks one source line, indented by `indent` mm, into lines that end within `width` mm. Words
 * wider than a line are broken between characters. A leading list marker gives continuation
 * lines a hanging indent.
 *
 * @example
 * ```ts
 * const m = { width: (t: string) => t.length * 2 };
 * wrapLine("aa bb cc", 10, m, "serif", 11).map((l) => l.text); // ["aa bb", "cc"]
 * ```
 */
export function wrapLine(
  source: string,
  width: number,
  measure: Measure,
  role: FontRole,
  size: number,
  indent = 0,
): Line[] {
  const hang = markerHang(source, measure, role, size);
  // The one line breaker of the renderers (`text_fit.ts`); continuation lines hang.
  const texts = wrapText(source, width - indent - hang, (t) => measure.width(t, role, size), {
    firstWidth: width - indent,
    keepBlank: true,
  });
  return texts.map((text, i) => ({ text, indent: indent + (i > 0 ? hang : 0) }));
}

/**
 * Lays out the notice and the agreement on as many A4 pages as needed.
 *
 * @example
 * ```ts
 * import { agreementBlocks } from "./blocks.ts";
 * const m = { width: (t: string, _r: unknown, s: number) => t.length * s * 0.18 };
 * layoutNda("DRAFT", agreementBlocks("NDA\n\n1. Purpose\n\nReading."), m).pages; // 1
 * ```
 */
export function layoutNda(notice: string, blocks: AgreementBlocks, measure: Measure): NdaLayout {
  const { width: pageW, height: pageH, margin } = NDA_PAGE;
  const left = margin;
  const textW = pageW - 2 * margin;
  const bottom = pageH - margin;
  const items: (PlacedText | PlacedBox)[] = [];
  let page = 1;
  let top = margin;

  const place = (line: Line, role: FontRole, size: number, leading: number, center = false) => {
    const y = top + leading * 0.5 + size * MM_PER_PT * 0.35;
    const width = measure.width(line.text, role, size);
    items.push({
      kind: "text",
      page,
      text: line.text,
      x: center ? pageW / 2 : left + line.indent,
      y,
      role,
      size,
      align: center ? "center" : "left",
      width,
    });
    top += leading;
  };
  const newPage = () => {
    page++;
    top = margin;
  };

  // The draft notice in a frame, then the title block.
  const noticeLines = wrapLine(notice, textW - 2 * NOTICE.pad, measure, "bold", NOTICE.size);
  const boxH = noticeLines.length * NOTICE.leading + 2 * NOTICE.pad;
  items.push({ kind: "box", page, x: left, y: top, w: textW, h: boxH });
  top += NOTICE.pad;
  for (const line of noticeLines) place(line, "bold", NOTICE.size, NOTICE.leading, true);
  top += NOTICE.pad + GAP.title;
  for (const line of wrapLine(blocks.title, textW, measure, "bold", TITLE.size)) {
    if (top + TITLE.leading > bottom) newPage();
    place(line, "bold", TITLE.size, TITLE.leading, true);
  }
  for (const source of blocks.subtitle) {
    for (const line of wrapLine(source, textW, measure, "serif", SUBTITLE.size)) {
      if (top + SUBTITLE.leading > bottom) newPage();
      place(line, "serif", SUBTITLE.size, SUBTITLE.leading, true);
    }
  }
  top += GAP.title - GAP.paragraph;

  const wrapped = blocks.body.map((block: Block) => {
    const role: FontRole = block.kind === "heading" ? "bold" : "serif";
    // List items under a numbered lead-in ("(2) … information that" + "a) …") align with the
    // lead-in's text rather than with its number; items of the lead-in's own kind are siblings.
    const inner = markerHang(block.lines[0], measure, role, BODY.size);
    const leadKind = markerKind(block.lines[0]);
    return block.lines.flatMap((s, k) => {
      const kind = markerKind(s);
      const nested = k > 0 && inner > 0 && kind !== null && kind !== leadKind;
      return wrapLine(s, textW, measure, role, BODY.size, nested ? inner : 0);
    });
  });
  const gapBefore = (i: number) =>
    blocks.body[i].kind === "heading"
      ? GAP.heading
      : blocks.body[i].kind === "signature"
      ? GAP.signature
      : i > 0 && blocks.body[i - 1].kind === "heading"
      ? GAP.afterHeading
      : GAP.paragraph;
  const heightOf = (i: number) => gapBefore(i) + wrapped[i].length * BODY.leading;
  const areaH = bottom - margin;

  for (let i = 0; i < blocks.body.length; i++) {
    const block = blocks.body[i];
    const lines = wrapped[i];
    const role: FontRole = block.kind === "heading" ? "bold" : "serif";
    const onFreshPage = top === margin;
    // How much must fit on this page for the block to start here.
    let need = heightOf(i);
    if (i === blocks.keepFrom) {
      let all = 0;
      for (let j = i; j < blocks.body.length; j++) all += heightOf(j);
      if (all <= areaH) need = all;
    } else if (block.kind === "heading" && i + 1 < blocks.body.length) {
      const next = wrapped[i + 1].length;
      need += gapBefore(i + 1) + (next <= KEEP_WHOLE ? next : 2) * BODY.leading;
    } else if (lines.length > KEEP_WHOLE) {
      need = gapBefore(i) + 2 * BODY.leading;
    }
    if (!onFreshPage && top + need > bottom && need <= areaH) newPage();
    if (top !== margin) top += gapBefore(i);
    let fit = Math.floor((bottom - top) / BODY.leading + 1e-9);
    // Leave at least two lines of a split paragraph on the next page.
    if (fit < lines.length && lines.length - fit === 1 && fit >= 3) fit--;
    lines.forEach((line, k) => {
      if (top + BODY.leading > bottom || (k > 0 && k === fit)) {
        newPage();
        fit = Infinity;
      }
      place(line, role, BODY.size, BODY.leading);
    });
  }
  return { pages: page, items };
}
