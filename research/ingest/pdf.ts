/**
 * PDF sources: the native text of every page through `npm:unpdf` (pdf.js inside), and OCR of
 * the pages that have no text layer when OCR is configured (ARCHIVE.md "Ingest").
 *
 * pdf.js writes warnings through `console`; while it runs, the console methods are silenced
 * and restored afterwards, so the CLI's stdout carries only its payload. pdf.js is loaded on
 * first use, so importing ingest for a text file does not pay for it.
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
import { pageText } from "./pdf_layout.ts";

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
      return items.map((page) => pageText(page));
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

/** Text per page with provenance, warnings and OCR attachments. */
export interface PdfExtraction {
  /** Index 0 is page 1. */
  readonly pages: readonly string[];
  readonly provenance: Provenance;
  readonly warnings: readonly string[];
  readonly attachments: readonly { readonly name: string; readonly bytes: Uint8Array }[];
}

/**
 * Native text per page; pages without a text layer get a warning and, when OCR is configured,
 * OCR. An OCR tool failure rejects the import (`ProcessingError`) unless
 * `allowNativeFallback` is set, in which case the native text stays, a warning says why and
 * the provenance carries `native_fallback: true`. An unknown `SVC_OCR_BACKEND` is always an
 * error (a typo is not a worker failure).
 *
 * Provenance: `pdf-native/1` with engine `unpdf 1.8.1` when every page's text is native;
 * `ocr-local-cli/1` with the tesseract engine, languages and mean word confidence as soon as
 * one page's text came from OCR (OCR text is never verified text, and the method is what a
 * reader checks); `pdf_engine` then still names unpdf.
 *
 * @example
 * ```ts
 * import { testPdf } from "../testing/pdfs.ts";
 * const pdf = await testPdf([{ blocks: [{ lines: ["Łódź"], size: 12, top: 72 }] }]);
 * const { pages, provenance, warnings } = await extractPdf(pdf, { filename: "a.pdf", env: {} });
 * pages; // ["Łódź"]
 * provenance.method; // "pdf-native/1"; warnings: [] (every page has a text layer)
 * ```
 */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<PdfExtraction> {
  const { filename, env } = options;
  const pages = await pdfNativePages(bytes, filename);
  const blank = pages.flatMap((t, i) => (t.trim() === "" ? [i + 1] : []));
  const warnings = blank.map((p) => `Page ${p} has no text layer`);
  const native: Provenance = {
    method: "pdf-native/1",
    engine: PDF_ENGINE,
    pages: pages.length,
    ocr_pages: [],
  };
  const setting = blank.length > 0 ? ocrSetting(env) : null;
  if (!setting || setting.state === "not_configured") {
    return { pages, provenance: native, warnings, attachments: [] };
  }
  if (setting.state === "misconfigured") {
    throw new ProcessingError(
      `Cannot ingest "${filename}": OCR is misconfigured: ${setting.message}`,
    );
  }

  const config = setting.config;
  const allowNativeFallback = options.allowNativeFallback ?? fallbackFromEnv(env, filename);
  let engine: string | null = null;
  let done: readonly OcrPage[] = [];
  let failure: { page: number; message: string } | null = null;
  try {
    engine = await tesseractVersion(config.env);
    const r = await ocrPdfPages(bytes, blank, config);
    done = r.pages;
    if (r.failure) failure = { page: r.failure.page, message: r.failure.error.message };
  } catch (e) {
    if (!(e instanceof OcrWorkerError)) throw e;
    failure = { page: blank[0], message: e.message };
  }

  if (failure) {
    const left = blank.filter((p) => !done.some((d) => d.page === p));
    if (!allowNativeFallback) {
      throw new ProcessingError(
        `Cannot ingest "${filename}": OCR of page ${failure.page} failed (${failure.message}); ` +
          `nothing was imported (--ocr-fallback-native or SVC_OCR_FALLBACK=native keeps the ` +
          `native text instead)`,
      );
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
  for (const d of done) {
    pages[d.page - 1] = d.text;
    if (d.text.trim() === "") warnings.push(`OCR found no text on page ${d.page}`);
  }
  const words = done.flatMap((d) => d.confidences);
  const provenance: Provenance = done.length === 0 ? native : {
    method: "ocr-local-cli/1",
    ...(engine ? { engine } : {}),
    pdf_engine: PDF_ENGINE,
    languages: config.languages,
    pages: pages.length,
    ocr_pages: done.map((d) => d.page),
    ...(words.length > 0 ? { mean_confidence: round2(mean(words)) } : {}),
  };
  return {
    pages,
    provenance: failure ? { ...provenance, native_fallback: true } : provenance,
    warnings,
    attachments,
  };
}

function fallbackFromEnv(env: Env, filename: string): boolean {
  const v = (env.SVC_OCR_FALLBACK ?? "").trim();
  if (v === "") return false;
  if (v === "native") return true;
  throw new ProcessingError(
    `Cannot ingest "${filename}": OCR is misconfigured: unknown SVC_OCR_FALLBACK "${v}" ` +
      `(expected "native" or unset)`,
  );
}

function unreadable(filename: string, e: unknown): ProcessingError {
  const reason = e instanceof Error && e.name === "PasswordException"
    ? "it is password-protected"
    : e instanceof Error
    ? e.message
    : String(e);
  return new ProcessingError(`Cannot ingest "${filename}": not a readable PDF (${reason})`, {
    cause: e,
  });
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
