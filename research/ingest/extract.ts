/**
 * Ingest's one entry point: from a file's bytes to the {@link Extraction} the archive store
 * records — sniffed type, extracted text, passages, provenance, warnings, OCR attachments and
 * the metadata the file carries about itself (`metadata.ts`).
 * Nothing is written anywhere; OCR tools run in a temporary folder that is removed.
 *
 * @module
 */

import type { Extraction } from "../types.ts";
import { htmlToText } from "./html.ts";
import { fileMetadata } from "./metadata.ts";
import type { Env } from "./ocr.ts";
import { joinParagraphs, splitPassages } from "./passages.ts";
import { extractPdf } from "./pdf.ts";
import { sniffMediaType } from "./sniff.ts";
import { plainText } from "./text.ts";
import { decodeUtf8Strict } from "./utf8.ts";
import { processingError } from "../keyed_errors.ts";

/** Options of {@link extractSource}. */
export interface ExtractOptions {
  /** The file's name, for messages only (the type comes from the bytes). */
  readonly filename: string;
  /**
   * Environment for OCR: `SVC_OCR_BACKEND`, `SVC_OCR_LANGUAGES`, `SVC_OCR_FALLBACK`, and the
   * tools' own variables (`PATH`, `TESSDATA_PREFIX`) on top of the process environment.
   * Default: none, so OCR is not configured.
   */
  readonly env?: Env;
  /**
   * Keep native PDF text when OCR fails (CLI `--ocr-fallback-native`). Default: true when
   * `env.SVC_OCR_FALLBACK` is `native`, false when it is unset or empty; any other value is
   * a misconfiguration, reported when OCR is about to run.
   */
  readonly allowNativeFallback?: boolean;
}

/**
 * Extracts a source's text and passages from its bytes.
 *
 * Errors (`ProcessingError`, message `Cannot ingest "<filename>": …`): empty file, unsupported
 * or binary type, invalid UTF-8 (with the byte offset), unreadable PDF, misconfigured OCR,
 * OCR failure without the native fallback, an unknown `SVC_OCR_FALLBACK` value, and a file
 * from which no text at all could be extracted.
 *
 * @example
 * ```ts
 * const bytes = new TextEncoder().encode("# Notes\n\nŁódź.");
 * const x = await extractSource(bytes, { filename: "n.md" });
 * x.media_type; // "text/markdown"
 * x.passages.length; // 2
 * x.provenance.method; // "text-utf8/1"
 * ```
 */
export async function extractSource(
  bytes: Uint8Array,
  options: ExtractOptions,
): Promise<Extraction> {
  const { filename } = options;
  const env = options.env ?? {};
  const media_type = sniffMediaType(bytes, { filename });
  let extraction: Extraction;
  if (media_type === "application/pdf") {
    const pdf = await extractPdf(bytes, {
      filename,
      env,
      allowNativeFallback: options.allowNativeFallback,
    });
    const { text, passages } = joinParagraphs(pdf.paragraphs);
    extraction = {
      media_type,
      text,
      passages,
      provenance: pdf.provenance,
      warnings: pdf.warnings,
      ...(pdf.attachments.length > 0 ? { attachments: pdf.attachments } : {}),
    };
  } else {
    const text = media_type === "text/html"
      ? htmlToText(decodeUtf8Strict(bytes, filename)).text
      : plainText(bytes, filename);
    extraction = {
      media_type,
      text,
      passages: splitPassages(text),
      provenance: { method: media_type === "text/html" ? "html-text/1" : "text-utf8/1" },
      warnings: [],
    };
  }
  if (extraction.passages.length === 0) {
    const why = extraction.warnings.length > 0 ? ` (${extraction.warnings.join("; ")})` : "";
    throw processingError("ingest.ingest_text_could", { filename, why });
  }
  const source = media_type === "text/html" ? decodeUtf8Strict(bytes, filename) : extraction.text;
  const metadata = await fileMetadata(media_type, bytes, source, filename);
  return { ...extraction, metadata };
}
