/**
 * The one module that talks to jsPDF (STYLE.md: an external library sits behind one small
 * module of ours). Layouts draw through {@link PdfWriter} in millimetres with font sizes in
 * points, by font role, and never see jsPDF's API.
 *
 * What it adds to jsPDF:
 * - TrueType fonts per role, embedded on first use (jsPDF subsets them on output).
 * - A glyph check before every drawn string: a character the role's font has no glyph for
 *   (or, for the standard fonts, one outside cp1252) is a {@link ProcessingError} naming the
 *   role, the font and the code point `U+XXXX` (SPEC 7). Nothing is written in that case,
 *   because the caller only gets bytes from {@link PdfWriter.bytes} after every page is drawn.
 * - Cached string widths per role, so line breaking a whole novel stays fast.
 * - Reproducible output: the creation date is the caller's and the file identifier is derived
 *   from the document's metadata, so the same input and date give the same bytes.
 *
 * @module
 */

import { jsPDF } from "npm:jspdf@4.2.1";
import { ProcessingError } from "../../errors.ts";
import {
  codepointLabel,
  type FontFile,
  type FontRole,
  type FontSource,
  inCp1252,
  STANDARD_FONTS,
} from "./fonts.ts";

// SPEC 8: no contextual shaping or bidirectional layout. jsPDF rewrites every string through
// its Arabic shaper (in `text()` and in `getStringUnitWidth()`); switching it off keeps drawn
// text exactly as checked and saves about a seventh of the time of a long book.
// deno-lint-ignore no-explicit-any
const API = (jsPDF as any).API;
const ARABIC_SHAPER = API.processArabic;
delete API.processArabic;

/** Millimetres per PDF point. */
export const MM_PER_PT = 25.4 / 72;

/** Page sizes (portrait width × height, mm). */
export const PAGE_SIZES = {
  a4: [210, 297],
  a5: [148, 210],
  sheet: [300, 600],
} as const satisfies Record<string, readonly [number, number]>;

/** Document metadata and page setup. */
export interface WriterOptions {
  /** Page width and height in mm. */
  readonly pageSize: readonly [number, number];
  readonly fonts: FontSource;
  readonly title: string;
  readonly author?: string;
  readonly subject?: string;
  /** BCP 47 language of the text, e.g. `"de"`. */
  readonly language?: string;
  /** Creation date written into the metadata. */
  readonly created: Date;
  /** Producer string, e.g. `"svc 0.4.9"`. */
  readonly creator: string;
}

/** Horizontal alignment of a single line. */
export type Align = "left" | "center" | "right";

/** A bookmark (outline entry) handle, for nesting. */
export interface Bookmark {
  readonly node: unknown;
}

/** Drawing style of a closed shape: fill, stroke or both. */
export type ShapeStyle = "F" | "S" | "FD";

interface RoleState {
  family: string;
  style: string;
  /** Code point → em width, filled lazily. */
  widths: Map<number, number>;
  /** Code points already checked. */
  checked: Set<number>;
  codeMap: Record<number, number> | null;
  fileName: string;
}

/** Characters a manuscript may contain that must not be drawn as glyphs. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const WHITESPACE = /[\t\n\r\v\f\u2028\u2029]/g;
/**
 * Typographic spaces many text fonts lack (Liberation has no U+202F): the narrow and figure
 * no-break spaces become U+00A0, the other fixed-width spaces a plain space. This is a space
 * substitution, not a fallback to another font.
 */
const NO_BREAK_SPACES = /[\u202F\u2007]/g;
const FIXED_SPACES = /[\u2000-\u2006\u2008-\u200A\u205F]/g;

/**
 * The two- and three-em dashes (U+2E3A, U+2E3B) are by definition two and three em dashes
 * set solid; few text fonts carry them, so they are drawn as that many U+2014.
 */
const LONG_DASHES = /[\u2E3A\u2E3B]/g;

/**
 * Text as it should be drawn: soft hyphens and zero-width characters removed, tabs and line
 * breaks turned into spaces, narrow and figure no-break spaces into U+00A0, the other
 * fixed-width spaces into plain spaces, two- and three-em dashes into em dashes.
 *
 * @example
 * ```ts
 * printable("Ver\u00ADlag\tA\u202F!"); // "Verlag A\u00A0!"
 * ```
 */
export function printable(text: string): string {
  return text.replace(INVISIBLE, "").replace(WHITESPACE, " ").replace(NO_BREAK_SPACES, "\u00A0")
    .replace(FIXED_SPACES, " ").replace(LONG_DASHES, (d) => d === "\u2E3A" ? "——" : "———");
}

function binaryString(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return out;
}

function fnvHex(text: string): string {
  // Two FNV-1a passes with different offsets give the 32 hex digits a PDF file ID needs.
  let out = "";
  for (const seed of [0x811c9dc5, 0x01000193, 0x2545f491, 0x9e3779b9]) {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    out += h.toString(16).padStart(8, "0");
  }
  return out.toUpperCase();
}

/**
 * A PDF under construction. The first page exists after construction.
 *
 * @example
 * ```ts
 * const w = new PdfWriter({ pageSize: PAGE_SIZES.a4, fonts: { kind: "standard" },
 *   title: "Report", created: new Date(0), creator: "svc" });
 * w.text("Hello", 20, 20, { role: "serif", size: 12 });
 * const bytes = w.bytes();
 * ```
 */
export class PdfWriter {
  /** Page width in mm. */
  readonly pageWidth: number;
  /** Page height in mm. */
  readonly pageHeight: number;
  readonly #doc: jsPDF;
  readonly #fonts: FontSource;
  readonly #roles = new Map<FontRole, RoleState>();
  #role: FontRole | null = null;
  #size = 10;

  /** Opens a document with one empty page. */
  constructor(options: WriterOptions) {
    const [w, h] = options.pageSize;
    this.pageWidth = w;
    this.pageHeight = h;
    this.#fonts = options.fonts;
    this.#doc = new jsPDF({
      unit: "mm",
      format: [w, h],
      orientation: w > h ? "landscape" : "portrait",
      compress: true,
      putOnlyUsedFonts: true,
    });
    this.#doc.setProperties({
      title: options.title,
      author: options.author ?? "",
      subject: options.subject ?? "",
      creator: options.creator,
    });
    this.#doc.setCreationDate(options.created);
    // deno-lint-ignore no-explicit-any
    const events = (this.#doc.internal as any).events;
    for (const [token, sub] of Object.entries(events.getTopics().preProcessText ?? {})) {
      if ((sub as unknown[])[0] === ARABIC_SHAPER) events.unsubscribe(token);
    }
    this.#doc.setFileId(
      fnvHex([options.title, options.author ?? "", options.created.toISOString()].join("\0")),
    );
    if (options.language) {
      // jsPDF accepts a fixed list of language tags; an unknown one is simply not written.
      try {
        this.#doc.setLanguage(options.language as never);
      } catch { /* not in jsPDF's list */ }
    }
  }

  /** The current page (1-based). */
  get page(): number {
    return this.#doc.getCurrentPageInfo().pageNumber;
  }

  /** Number of pages so far. */
  get pageCount(): number {
    return this.#doc.getNumberOfPages();
  }

  /** Appends a page and makes it current. */
  addPage(): void {
    this.#doc.addPage(
      [this.pageWidth, this.pageHeight],
      this.pageWidth > this.pageHeight ? "l" : "p",
    );
  }

  /** Makes an existing page current (for running heads and page numbers drawn afterwards). */
  setPage(n: number): void {
    this.#doc.setPage(n);
  }

  #state(role: FontRole): RoleState {
    const known = this.#roles.get(role);
    if (known) return known;
    let state: RoleState;
    if (this.#fonts.kind === "standard") {
      const [family, style] = STANDARD_FONTS[role];
      state = { family, style, widths: new Map(), checked: new Set(), codeMap: null, fileName: "" };
    } else {
      const file: FontFile | undefined = this.#fonts.files[role];
      if (!file) {
        throw new ProcessingError(
          `No font for the "${role}" role: pass --${role}-font FILE.ttf, or install the DejaVu or Liberation fonts (Debian: fonts-dejavu-core, fonts-liberation)`,
        );
      }
      const vfsName = `svc-${role}.ttf`;
      const family = `svc-${role}`;
      try {
        this.#doc.addFileToVFS(vfsName, binaryString(file.bytes));
        this.#doc.addFont(vfsName, family, "normal", "Identity-H");
        this.#doc.setFont(family, "normal");
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ProcessingError(
          `The ${role} font "${file.name}" is not a usable TrueType font: ${why}`,
        );
      }
      // deno-lint-ignore no-explicit-any
      const meta = (this.#doc.getFont() as any).metadata;
      const codeMap = meta?.cmap?.unicode?.codeMap as Record<number, number> | undefined;
      if (!codeMap) {
        throw new ProcessingError(`The ${role} font "${file.name}" has no Unicode character map`);
      }
      if (this.#role !== null && this.#role !== role) {
        const back = this.#roles.get(this.#role)!;
        this.#doc.setFont(back.family, back.style);
      }
      state = {
        family,
        style: "normal",
        widths: new Map(),
        checked: new Set(),
        codeMap,
        fileName: file.name,
      };
    }
    this.#roles.set(role, state);
    return state;
  }

  /** Selects the font role and size (pt) for what follows. */
  use(role: FontRole, size: number): void {
    const state = this.#state(role);
    if (this.#role !== role) this.#doc.setFont(state.family, state.style);
    this.#role = role;
    if (this.#size !== size) this.#doc.setFontSize(size);
    this.#size = size;
  }

  /**
   * Throws a {@link ProcessingError} naming the role and code point when the role's font cannot
   * draw a character of `text`.
   */
  check(text: string, role: FontRole): void {
    const state = this.#state(role);
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (state.checked.has(cp)) continue;
      const drawable = state.codeMap ? (state.codeMap[cp] ?? 0) > 0 : inCp1252(cp);
      if (!drawable) {
        const font = state.codeMap ? `font "${state.fileName}"` : "standard font (cp1252 text)";
        throw new ProcessingError(
          `The ${role} ${font} has no glyph for ${
            codepointLabel(ch)
          } ("${ch}"); pass a font that covers it with --${role}-font`,
        );
      }
      state.checked.add(cp);
    }
  }

  /**
   * Width in mm of `text` in a role and size (defaults: the current ones), as it will be drawn
   * (see {@link printable}; invisible characters measure 0). The current font stays selected.
   */
  width(text: string, role: FontRole = this.#role ?? "serif", size: number = this.#size): number {
    const state = this.#state(role);
    let em = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      let w = state.widths.get(cp);
      if (w === undefined) {
        w = this.#measure(role, state, cp);
        state.widths.set(cp, w);
      }
      em += w;
    }
    return em * size * MM_PER_PT;
  }

  /** Em width of one code point in a role, without changing the current font. */
  #measure(role: FontRole, state: RoleState, cp: number): number {
    const drawn = printable(String.fromCodePoint(cp));
    if (drawn === "") return 0;
    const previous = this.#role;
    if (previous !== role) this.#doc.setFont(state.family, state.style);
    const w = this.#doc.getStringUnitWidth(drawn);
    if (previous !== role && previous !== null) {
      const back = this.#state(previous);
      this.#doc.setFont(back.family, back.style);
    }
    return w;
  }

  /** Draws one line of text at a baseline; the glyph check runs first. */
  text(
    text: string,
    x: number,
    y: number,
    options: { role?: FontRole; size?: number; align?: Align } = {},
  ): void {
    const role = options.role ?? this.#role ?? "serif";
    this.use(role, options.size ?? this.#size);
    const line = printable(text);
    this.check(line, role);
    if (line.trim() === "") return;
    this.#doc.text(line, x, y, { align: options.align ?? "left", baseline: "alphabetic" });
  }

  /**
   * Draws lines justified to `width`, each on its own baseline `leading` mm apart. The last
   * line is justified only when `justifyLast` is true (a paragraph continuing on the next
   * page). Lines with a single word are set flush left.
   */
  justified(
    lines: readonly string[],
    x: number,
    y: number,
    width: number,
    leading: number,
    justifyLast: boolean,
  ): void {
    const role = this.#role ?? "serif";
    const clean = lines.map((raw) => printable(raw).replace(/ +/g, " ").trim());
    for (const line of clean) this.check(line, role);
    // One jsPDF call per block: jsPDF justifies every line but the last of the array by
    // placing words itself, which is far cheaper than one call per word. A trailing empty
    // line makes the real last line justified too. Every line must fit `width` with plain
    // spaces (the line breaker guarantees it), or jsPDF would break it again.
    const block = justifyLast ? [...clean, ""] : clean;
    if (block.length === 0) return;
    this.#doc.text(block, x, y, {
      align: "justify",
      maxWidth: width + 0.01,
      lineHeightFactor: leading / (this.#size * MM_PER_PT),
      baseline: "alphabetic",
    });
  }

  /** Text colour as `#rrggbb`. */
  textColor(hex: string): void {
    this.#doc.setTextColor(hex);
  }

  /** Fill colour as `#rrggbb`. */
  fillColor(hex: string): void {
    this.#doc.setFillColor(hex);
  }

  /** Stroke colour as `#rrggbb`. */
  strokeColor(hex: string): void {
    this.#doc.setDrawColor(hex);
  }

  /** Stroke width in mm. */
  lineWidth(mm: number): void {
    this.#doc.setLineWidth(mm);
  }

  /** Dash pattern in mm, or null for solid lines. */
  dash(pattern: readonly number[] | null): void {
    this.#doc.setLineDashPattern(pattern ? [...pattern] : [], 0);
  }

  /** A straight line. */
  line(x1: number, y1: number, x2: number, y2: number): void {
    this.#doc.line(x1, y1, x2, y2);
  }

  /** A rectangle. */
  rect(x: number, y: number, w: number, h: number, style: ShapeStyle = "S"): void {
    this.#doc.rect(x, y, w, h, style);
  }

  /** A circle. */
  circle(x: number, y: number, r: number, style: ShapeStyle = "S"): void {
    this.#doc.circle(x, y, r, style);
  }

  /** An open polyline through the points (stroked). */
  polyline(points: readonly (readonly [number, number])[]): void {
    if (points.length < 2) return;
    const [x0, y0] = points[0];
    const deltas = points.slice(1).map(([x, y], i) => [x - points[i][0], y - points[i][1]]);
    this.#doc.lines(deltas, x0, y0, [1, 1], "S", false);
  }

  /** A closed polygon through the points. */
  polygon(points: readonly (readonly [number, number])[], style: ShapeStyle = "F"): void {
    if (points.length < 3) return;
    const [x0, y0] = points[0];
    const deltas = points.slice(1).map(([x, y], i) => [x - points[i][0], y - points[i][1]]);
    this.#doc.lines(deltas, x0, y0, [1, 1], style, true);
  }

  /** Adds an outline entry pointing at a page (default: the current one). */
  bookmark(title: string, parent: Bookmark | null = null, page: number = this.page): Bookmark {
    const node = this.#doc.outline.add(
      (parent?.node ?? null) as never,
      printable(title),
      { pageNumber: page },
    );
    return { node };
  }

  /** An internal link area on the current page that jumps to `page`. */
  link(x: number, y: number, w: number, h: number, page: number): void {
    this.#doc.link(x, y, w, h, { pageNumber: page });
  }

  /** The finished PDF. */
  bytes(): Uint8Array {
    return new Uint8Array(this.#doc.output("arraybuffer"));
  }
}
