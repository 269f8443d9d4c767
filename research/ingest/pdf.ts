/**
 * PDF sources: the native text of every page through `npm:unpdf` (pdf.js inside), and OCR of
 * the pages that have no text layer when OCR is configured (ARCHIVE.md "Ingest").
 *
 * pdf.js writes warnings through `console`; while it runs, the console methods are silenced
 * and restored afterwards, so the CLI's stdout carries only its payload. pdf.js is loaded on
 * first use, so importing ingest for a text file does not pay for it.
 *
 * Every page then goes through cleaning (`page_clean.ts`): a text layer in a TeX 8-bit
 * encoding is read through its table (`tex_encoding.ts`); a page where more than
 * {@link BAD_LAYER_SHARE} of the characters needed that is a bad text layer, OCR'd like a page
 * without one when OCR is configured; running heads, page numbers and line-end hyphens go;
 * paragraphs are rebuilt across page breaks. The raw page texts stay beside the cleaned text
 * as the attachment `pdf-pages.json`, so nothing pdf.js read is lost.
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";
import type { Provenance } from "../types.ts";
import {
  type Env,
  type OcrPage,
  ocrPdfPages,
  ocrSetting,
  OcrWorkerError,
  tesseractVersion,
} from "./ocr.ts";
import { cleanPages, type CleanParagraph } from "./page_clean.ts";
import { linesText, type PageLine, pageLines } from "./pdf_layout.ts";
import { decodeTexText, hasBadCharacters, texEncodingOf } from "./tex_encoding.ts";
import { keyedArgs, messageOf, processingError } from "../keyed_errors.ts";

/** Engine label of the native text extraction. */
const PDF_ENGINE = "unpdf 1.8.1";

/**
 * The native text of each page (index 0 is page 1), laid out by {@link pageText}; an empty
 * string for a page without a text layer. A file pdf.js cannot open (damaged, encrypted, not
 * a PDF after all) is `Cannot ingest "<name>": not a readable PDF (<reason>)`.
 *
 * @example
 * ```ts
 * import { testPdf } from "../testing/pdfs.ts";
 * const pdf = await testPdf([{ blocks: [{ lines: ["Łódź"], size: 12, top: 72 }] }]);
 * await pdfNativePages(pdf, "paper.pdf"); // ["Łódź"]
 * ```
 */
export async function pdfNativePages(bytes: Uint8Array, filename: string): Promise<string[]> {
  return (await pdfNativeLines(bytes, filename)).map(linesText);
}

/**
 * The laid-out lines of each page ({@link pageLines}), index 0 is page 1; errors as
 * {@link pdfNativePages}.
 *
 * @example
 * ```ts
 * import { testPdf } from "../testing/pdfs.ts";
 * const pdf = await testPdf([{ blocks: [{ lines: ["Łódź"], size: 12, top: 72 }] }]);
 * (await pdfNativeLines(pdf, "paper.pdf"))[0].map((l) => l.text); // ["Łódź"]
 * ```
 */
export async function pdfNativeLines(
  bytes: Uint8Array,
  filename: string,
): Promise<PageLine[][]> {
  const { getDocumentProxy, extractTextItems } = await import("npm:unpdf@1.8.1");
  return await quietly(async () => {
    let pdf;
    try {
      // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
      pdf = await getDocumentProxy(bytes.slice(), {
        verbosity: 0,
        disableFontFace: true,
        useSystemFonts: false,
      });
    } catch (e) {
      throw unreadable(filename, e);
    }
    try {
      const { items } = await extractTextItems(pdf);
      return items.map((page) => pageLines(page));
    } catch (e) {
      throw unreadable(filename, e);
    } finally {
      await pdf.loadingTask.destroy().catch(() => {});
    }
  });
}

/** Options of {@link extractPdf}. */
export interface PdfOptions {
  /** Name used in messages only. */
  readonly filename: string;
  /** `SVC_OCR_BACKEND`, `SVC_OCR_LANGUAGES`, and whatever the tools need (`PATH`). */
  readonly env: Env;
  /**
   * Keep the native text of pages whose OCR failed instead of rejecting the import. Default:
   * `env.SVC_OCR_FALLBACK` is `native` (any other non-empty value is a misconfiguration).
   */
  readonly allowNativeFallback?: boolean;
}

/** Share of a page's characters read through a TeX table above which its layer is bad. */
export const BAD_LAYER_SHARE = 0.1;

/** Cleaned paragraphs with provenance, warnings and attachments. */
export interface PdfExtraction {
  /** The text of each page before cleaning (native, or OCR for OCR'd pages); index 0 is page 1. */
  readonly pages: readonly string[];
  /** The cleaned text, paragraph by paragraph, each with its pages. */
  readonly paragraphs: readonly CleanParagraph[];
  readonly provenance: Provenance;
  readonly warnings: readonly string[];
  readonly attachments: readonly { readonly name: string; readonly bytes: Uint8Array }[];
}

/**
 * Native text per page; pages without a text layer, and pages whose layer is bad (see the
 * module doc), get a warning and, when OCR is configured, OCR. An OCR tool failure rejects
 * the import (`ProcessingError`) unless `allowNativeFallback` is set, in which case the
 * native text stays, a warning says why and the provenance carries `native_fallback: true`.
 * An unknown `SVC_OCR_BACKEND` is always an error (a typo is not a worker failure). Then the
 * pages are cleaned into paragraphs.
 *
 * Provenance: `pdf-native/2` with engine `unpdf 1.8.1` when every page's text is native;
 * `ocr-local-cli/2` with the tesseract engine, languages and mean word confidence as soon as
 * one page's text came from OCR (OCR text is never verified text, and the method is what a
 * reader checks); `pdf_engine` then still names unpdf. Both carry `cleaning`: what cleaning
 * changed, the TeX encoding read (if any) and the bad pages. (`/1` methods were written before
 * cleaning, by earlier releases; their archives read as they were.)
 *
 * @example
 * ```ts
 * import { testPdf } from "../testing/pdfs.ts";
 * const pdf = await testPdf([{ blocks: [{ lines: ["Łódź"], size: 12, top: 72 }] }]);
 * const { paragraphs, provenance } = await extractPdf(pdf, { filename: "a.pdf", env: {} });
 * paragraphs.map((p) => p.text); // ["Łódź"]
 * provenance.method; // "pdf-native/2"
 * ```
 */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<PdfExtraction> {
  const { filename, env } = options;
  const native = await pdfNativeLines(bytes, filename);
  const rawPages = native.map(linesText);
  const encoding = texEncodingOf(rawPages.join("\n"));
  const bad: number[] = [];
  let lines: PageLine[][] = native;
  if (encoding !== null || rawPages.some(hasBadCharacters)) {
    lines = native.map((page, i) => {
      let mapped = 0, total = 0;
      const out = page.map((l) => {
        const d = decodeTexText(l.text, encoding ?? undefined);
        mapped += d.mapped;
        total += l.text.replace(/\s/g, "").length;
        return { ...l, text: d.text };
      });
      if (mapped > BAD_LAYER_SHARE * Math.max(1, total)) bad.push(i + 1);
      return out;
    });
  }
  const blank = lines.flatMap((p, i) => (p.length === 0 ? [i + 1] : []));
  const warnings = blank.map((p) => `Page ${p} has no text layer`);
  if (bad.length > 0) {
    warnings.push(
      `Page${bad.length === 1 ? "" : "s"} ${bad.join(", ")} ha${bad.length === 1 ? "s" : "ve"} ` +
        `a bad text layer (control characters or private-use code points)`,
    );
  }
  const targets = [...blank, ...bad].sort((x, y) => x - y);
  const cleaning = {
    raw_pages: RAW_PAGES_NAME,
    ...(encoding ? { tex_encoding: encoding } : {}),
    ...(bad.length ? { bad_text_pages: bad } : {}),
  };
  const rawAttachment = {
    name: RAW_PAGES_NAME,
    bytes: new TextEncoder().encode(JSON.stringify(rawPages)),
  };
  const finish = async (
    pageLinesNow: PageLine[][],
    provenance: Provenance,
    attachments: { name: string; bytes: Uint8Array }[],
    pagesNow: string[],
  ): Promise<PdfExtraction> => {
    const { paragraphs, stats } = cleanPages(pageLinesNow, {
      canBreak: await breakRule(pageLinesNow),
    });
    return {
      pages: pagesNow,
      paragraphs,
      provenance: { ...provenance, cleaning: { ...cleaning, ...stats } },
      warnings,
      attachments: [rawAttachment, ...attachments],
    };
  };
  const nativeProvenance: Provenance = {
    method: "pdf-native/2",
    engine: PDF_ENGINE,
    pages: lines.length,
    ocr_pages: [],
  };
  const setting = targets.length > 0 ? ocrSetting(env) : null;
  if (!setting || setting.state === "not_configured") {
    if (bad.length > 0) {
      warnings.push(
        `No OCR is configured: kept the bad layer's text as read through the TeX ` +
          `${encoding ?? "T1"} table, control characters dropped (SVC_OCR_BACKEND=local-cli ` +
          `reads those pages from their images)`,
      );
    }
    return await finish(lines, nativeProvenance, [], rawPages);
  }
  if (setting.state === "misconfigured") {
    throw processingError("ingest.ingest_ocr_misconfigured", { filename, why: messageOf(setting) });
  }

  const config = setting.config;
  const allowNativeFallback = options.allowNativeFallback ?? fallbackFromEnv(env, filename);
  let engine: string | null = null;
  let done: readonly OcrPage[] = [];
  let failure: { page: number; message: string } | null = null;
  try {
    engine = await tesseractVersion(config.env);
    const r = await ocrPdfPages(bytes, targets, config);
    done = r.pages;
    if (r.failure) failure = { page: r.failure.page, message: r.failure.error.message };
  } catch (e) {
    if (!(e instanceof OcrWorkerError)) throw e;
    failure = { page: targets[0], message: e.message };
  }

  if (failure) {
    const left = targets.filter((p) => !done.some((d) => d.page === p));
    if (!allowNativeFallback) {
      throw processingError("ingest.ingest_ocr_page", {
        filename,
        page: failure.page,
        why: messageOf(failure),
      });
    }
    warnings.push(
      `OCR of page ${failure.page} failed (${failure.message}); kept the native text of ` +
        `page${left.length === 1 ? "" : "s"} ${left.join(", ")} (native fallback)`,
    );
  }

  const attachments = done.map((d) => ({
    name: `ocr-page-${d.page}.tsv`,
    bytes: new TextEncoder().encode(d.tsv),
  }));
  const pages = [...rawPages];
  const cleanedLines = [...lines];
  for (const d of done) {
    pages[d.page - 1] = d.text;
    cleanedLines[d.page - 1] = textLines(d.text);
    if (d.text.trim() === "") warnings.push(`OCR found no text on page ${d.page}`);
  }
  const words = done.flatMap((d) => d.confidences);
  const provenance: Provenance = done.length === 0 ? nativeProvenance : {
    method: "ocr-local-cli/2",
    ...(engine ? { engine } : {}),
    pdf_engine: PDF_ENGINE,
    languages: config.languages,
    pages: pages.length,
    ocr_pages: done.map((d) => d.page),
    ...(words.length > 0 ? { mean_confidence: round2(mean(words)) } : {}),
  };
  return await finish(
    cleanedLines,
    failure ? { ...provenance, native_fallback: true } : provenance,
    attachments,
    pages,
  );
}

/** Name of the attachment that keeps the page texts as read, before cleaning (a JSON array). */
export const RAW_PAGES_NAME = "pdf-pages.json";

/**
 * Lines of a text without positions (OCR output): a blank line starts a paragraph.
 *
 * @example
 * ```ts
 * textLines("One\ntwo\n\nThree").map((l) => l.paragraph); // [true, false, true]
 * ```
 */
export function textLines(text: string): PageLine[] {
  const out: PageLine[] = [];
  for (const para of text.split(/\n[^\S\n]*\n\s*/)) {
    para.split("\n").map((l) => l.trim()).filter((l) => l !== "").forEach((l, k) =>
      out.push({ text: l, paragraph: k === 0 })
    );
  }
  return out;
}

/** The hyphenation rule of the document's language (patterns loaded only for a PDF). */
async function breakRule(
  pages: readonly (readonly PageLine[])[],
): Promise<(word: string, at: number) => boolean> {
  const { detectLanguage } = await import("../../src/language/detect.ts");
  const { hyphenationPoints } = await import("../../src/report/pdf/hyphenate.ts");
  const language = detectLanguage(pages.flat().map((l) => l.text).join("\n"));
  return (word, at) => hyphenationPoints(word, language).includes(at);
}

function fallbackFromEnv(env: Env, filename: string): boolean {
  const v = (env.SVC_OCR_FALLBACK ?? "").trim();
  if (v === "") return false;
  if (v === "native") return true;
  throw processingError("ingest.ingest_ocr_misconfigured_2", { filename, v });
}

function unreadable(filename: string, e: unknown): ProcessingError {
  const reason = e instanceof Error && e.name === "PasswordException"
    ? "it is password-protected"
    : e instanceof Error
    ? e.message
    : String(e);
  return new ProcessingError(...keyedArgs("ingest.ingest_readable_pdf", { filename, reason }, {
    cause: e,
  }));
}

const CONSOLE_METHODS = ["log", "info", "debug", "warn", "error", "trace"] as const;
let quietDepth = 0;
let saved: Partial<Record<(typeof CONSOLE_METHODS)[number], (...a: unknown[]) => void>> = {};

/**
 * Runs `fn` with the console silenced; nested and overlapping calls restore once, at the end.
 *
 * @example
 * ```ts
 * await quietly(async () => console.warn("not shown")); // prints nothing
 * ```
 */
export async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  if (quietDepth++ === 0) {
    saved = {};
    for (const m of CONSOLE_METHODS) {
      saved[m] = console[m];
      console[m] = () => {};
    }
  }
  try {
    return await fn();
  } finally {
    if (--quietDepth === 0) {
      for (const m of CONSOLE_METHODS) console[m] = saved[m]!;
    }
  }
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
