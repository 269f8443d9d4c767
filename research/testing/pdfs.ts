/**
 * Test PDFs made on the spot with `npm:jspdf`: text pages in DejaVu Sans (so `Łódź` and
 * `Straße` are real Unicode text in the text layer), and image-only pages — text drawn in a
 * PDF, rasterised by `pdftoppm`, and embedded as a PNG in a new PDF, so the page has no text
 * layer at all. Needs `fonts-dejavu-core` and `poppler-utils`.
 *
 * @module
 */

import { jsPDF } from "npm:jspdf@4.2.1";
import { join } from "node:path";

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
let dejavuBase64: string | null = null;

/** One block of text on a page: lines at a font size, from a top offset in points. */
export interface TextBlock {
  readonly lines: readonly string[];
  readonly size: number;
  readonly top: number;
}

/**
 * A page: text blocks, or an image of the given lines (no text layer unless `layer` is given:
 * then an invisible layer of those characters lies over the image, the way a scan can carry a
 * bad text layer).
 */
export type TestPage =
  | { readonly blocks: readonly TextBlock[] }
  | { readonly image: readonly string[]; readonly size: number; readonly layer?: string };

/**
 * An A4 PDF with the given pages.
 *
 * @example
 * ```ts
 * import { pdfNativePages } from "../ingest/pdf.ts";
 * const pdf = await testPdf([{ blocks: [{ lines: ["Łódź"], size: 12, top: 72 }] }]);
 * await pdfNativePages(pdf, "test.pdf"); // ["Łódź"]
 * ```
 */
export async function testPdf(pages: readonly TestPage[]): Promise<Uint8Array> {
  const doc = await dejavuDoc();
  for (let i = 0; i < pages.length; i++) {
    if (i > 0) doc.addPage();
    const page = pages[i];
    if ("blocks" in page) {
      for (const b of page.blocks) {
        doc.setFontSize(b.size);
        doc.text([...b.lines], 72, b.top);
      }
    } else {
      const png = await renderPng(page.image, page.size);
      // A4 is 595.28 × 841.89 pt; the PNG is a full page at 150 dpi.
      doc.addImage(png, "PNG", 0, 0, 595.28, 841.89);
      if (page.layer !== undefined) {
        doc.setFontSize(page.size);
        doc.text(page.layer, 72, 72 + page.size, { renderingMode: "invisible" });
      }
    }
  }
  return new Uint8Array(doc.output("arraybuffer"));
}

/**
 * A one-page A4 PDF showing `lines` as an image, under an invisible text layer whose character
 * codes are `codes` (no code may be a line break, "(", ")" or "\\") in a font with no Unicode
 * map (Helvetica re-encoded to glyph names pdf.js does not know), so pdf.js reads the raw
 * codes: control characters, like a pdfTeX bitmap font. Uncompressed; the byte offsets after
 * the font are patched in place, which readers (pdf.js, poppler) repair.
 *
 * @example
 * ```ts
 * import { pdfNativePages } from "../ingest/pdf.ts";
 * const pdf = await badLayerPdf(["Harbour Ledger"], 48, "\x01\x02\x03");
 * await pdfNativePages(pdf, "scan.pdf"); // ["\x01\x02\x03"]
 * ```
 */
export async function badLayerPdf(
  lines: readonly string[],
  size: number,
  codes: string,
): Promise<Uint8Array> {
  const png = await renderPng(lines, size);
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: false });
  doc.addImage(png, "PNG", 0, 0, 595.28, 841.89);
  doc.setFont("helvetica", "normal");
  doc.setFontSize(size);
  const placeholder = "Q".repeat(codes.length);
  doc.text(placeholder, 72, 72 + size, { renderingMode: "invisible" });
  const names = Array.from({ length: 32 }, (_, c) => `/zz${c}`).join(" ");
  const pdf = new TextDecoder("latin1").decode(new Uint8Array(doc.output("arraybuffer")))
    .replace(`(${placeholder}) Tj`, `(${codes}) Tj`)
    .replace(/\/Encoding \/WinAnsiEncoding/g, `/Encoding << /Differences [0 ${names}] >>`);
  return Uint8Array.from(pdf, (c) => c.charCodeAt(0));
}

/** A full A4 page with `lines` drawn at `size` points, as a 150 dpi PNG. */
async function renderPng(lines: readonly string[], size: number): Promise<Uint8Array> {
  const doc = await dejavuDoc();
  doc.setFontSize(size);
  doc.text([...lines], 72, 72 + size);
  const dir = await Deno.makeTempDir({ prefix: "svc-ingest-test-" });
  try {
    const pdf = join(dir, "text.pdf");
    await Deno.writeFile(pdf, new Uint8Array(doc.output("arraybuffer")));
    const out = await new Deno.Command("pdftoppm", {
      args: ["-r", "150", "-png", "-singlefile", pdf, join(dir, "page")],
      stderr: "piped",
    }).output();
    if (out.code !== 0) throw new Error(new TextDecoder().decode(out.stderr));
    return await Deno.readFile(join(dir, "page.png"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function dejavuDoc(): Promise<jsPDF> {
  if (dejavuBase64 === null) {
    const bytes = await Deno.readFile(DEJAVU);
    let s = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    dejavuBase64 = btoa(s);
  }
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: true });
  doc.addFileToVFS("DejaVuSans.ttf", dejavuBase64);
  doc.addFont("DejaVuSans.ttf", "DejaVu", "normal");
  doc.setFont("DejaVu");
  return doc;
}
