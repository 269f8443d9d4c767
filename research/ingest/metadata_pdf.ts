/**
 * What a PDF says about itself: its XMP packet (Dublin Core `dc:title`, `dc:creator`,
 * `dc:date`, `dc:publisher`, `dc:language`, read by pdf.js through `npm:unpdf`'s `getMeta`)
 * and, where XMP is silent, the document Info dictionary (`Title`, `Author`).
 *
 * Not taken: `CreationDate` and `ModDate` (when the file was made, not when the source was
 * written: SPEC 2.7 infers no date from creation timestamps), and the names of the software
 * that made the file (`Creator`, `Producer`). Info `Author` is split at semicolons, the
 * separator Word, LibreOffice and LaTeX's hyperref write between several authors. A title
 * that only repeats the file name or a word processor's "Microsoft Word - name.docx" is
 * dropped: that is no title.
 *
 * @module
 */

import type { SourceMetadata } from "../records/source_metadata.ts";
import { acceptedMetadata } from "./metadata_accept.ts";
import { quietly } from "./pdf.ts";

/**
 * The metadata of a PDF (see the module doc); `{}` for a PDF pdf.js cannot open (the text
 * extraction reports that).
 *
 * @example
 * ```ts
 * import { jsPDF } from "npm:jspdf@4.2.1";
 * const doc = new jsPDF();
 * doc.setProperties({ title: "Die Verwandlung", author: "Kafka, Franz" });
 * doc.text("Text", 20, 20);
 * await pdfMetadata(new Uint8Array(doc.output("arraybuffer")), "v.pdf");
 * // { title: "Die Verwandlung", authors: ["Kafka, Franz"] }
 * ```
 */
export async function pdfMetadata(bytes: Uint8Array, filename: string): Promise<SourceMetadata> {
  const { getMeta } = await import("npm:unpdf@1.8.1");
  let found: { info: Record<string, unknown>; metadata: unknown };
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    found = await quietly(() => getMeta(bytes.slice(), { parseDates: false }));
  } catch {
    return {};
  }
  const xmp = (name: string): unknown => {
    const m = found.metadata as { get?: (n: string) => unknown } | null;
    try {
      return m?.get?.(name) ?? undefined;
    } catch {
      return undefined;
    }
  };
  const info = (name: string): string | undefined => {
    const v = found.info?.[name];
    return typeof v === "string" && v.trim() !== "" ? v : undefined;
  };
  const creators = list(xmp("dc:creator"));
  const title = text(xmp("dc:title")) ?? info("Title");
  return acceptedMetadata({
    title: title === undefined ? undefined : realTitle(title, filename),
    authors: creators.length ? creators : info("Author")?.split(";").map((a) => a.trim()),
    date: text(xmp("dc:date")),
    publisher: text(xmp("dc:publisher")),
    language: text(xmp("dc:language")),
  });
}

function list(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x) => typeof x === "string" && x.trim() !== "");
  return typeof v === "string" && v.trim() !== "" ? [v] : [];
}

function text(v: unknown): string | undefined {
  return list(v)[0];
}

function realTitle(title: string, filename: string): string | undefined {
  const t = title.trim();
  const base = filename.replace(/\.[^.]*$/, "");
  if (t === filename || t === base || /^untitled$/i.test(t)) return undefined;
  if (/^Microsoft (?:Word|PowerPoint|Excel) - /.test(t)) return undefined;
  return t;
}
