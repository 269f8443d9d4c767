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

/** A page: text blocks, or an image of the given lines (no text layer). */
export type TestPage =
  | { readonly blocks: readonly TextBlock[] }
  | { readonly image: readonly string[]; readonly size: number };

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
    }
  }
  return new Uint8Array(doc.output("arraybuffer"));
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
