/**
 * A file's own metadata by its sniffed type: HTML `<meta>` and `<title>`
 * (`metadata_html.ts`), Markdown front matter or first heading (`metadata_markdown.ts`), PDF
 * XMP and Info (`metadata_pdf.ts`). Plain text says nothing about itself: `{}`.
 *
 * @module
 */

import type { SourceMetadata } from "../records/source_metadata.ts";
import type { Extraction } from "../types.ts";
import { htmlMetadata } from "./metadata_html.ts";
import { markdownMetadata } from "./metadata_markdown.ts";
import { pdfMetadata } from "./metadata_pdf.ts";

/**
 * The metadata a file of `mediaType` carries. `text` is its decoded text (HTML and Markdown),
 * `bytes` its bytes (PDF).
 *
 * @example
 * ```ts
 * const text = "# Stadtchronik\n\nText.";
 * await fileMetadata("text/markdown", new TextEncoder().encode(text), text, "c.md");
 * // { title: "Stadtchronik" }
 * ```
 */
export async function fileMetadata(
  mediaType: Extraction["media_type"],
  bytes: Uint8Array,
  text: string,
  filename: string,
): Promise<SourceMetadata> {
  switch (mediaType) {
    case "text/html":
      return htmlMetadata(text);
    case "text/markdown":
      return markdownMetadata(text);
    case "application/pdf":
      return await pdfMetadata(bytes, filename);
    default:
      return {};
  }
}
