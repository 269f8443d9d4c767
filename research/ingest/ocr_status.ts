/**
 * `research ocr-status [--probe]`: what OCR would do now, as JSON (SPEC 4.1). It never throws
 * and never fails the command: every problem is a status and a message.
 *
 * Status, first match wins:
 * - `not_configured`: `SVC_OCR_BACKEND` unset or empty.
 * - `misconfigured_worker`: unknown backend, invalid language code, `tesseract` missing or
 *   not answering, or `pdftoppm` (poppler) missing — PDF pages cannot be rasterised without it.
 * - `partial`: some requested languages are not in `tesseract --list-langs`.
 * - `ready`; with a successful probe `ready (probed)`. A probe never upgrades another status.
 *
 * `ok` is true exactly for `ready` and `ready (probed)`.
 *
 * The probe renders a known word the way ingest renders PDF pages: a one-page PDF (written
 * here, Helvetica), rasterised by `pdftoppm -r 300`, read by tesseract with the requested
 * languages that are installed; it passes when the word comes back.
 *
 * @module
 */

import { type Env, ocrPdfPages, ocrSetting, tesseractLanguages, tesseractVersion } from "./ocr.ts";

/** The word the probe renders and expects back. */
const PROBE_WORD = "Lighthouse";

/** Result of a probe. */
export interface OcrProbe {
  readonly ok: boolean;
  /** What tesseract read (trimmed). */
  readonly text: string;
  /** Wall time of rasterising and reading, in milliseconds. */
  readonly ms: number;
  /** Why the probe failed, when it did. */
  readonly message?: string;
}

/** The `ocr-status` object. */
export interface OcrStatus {
  readonly ok: boolean;
  readonly status:
    | "not_configured"
    | "misconfigured_worker"
    | "partial"
    | "ready"
    | "ready (probed)";
  /** `SVC_OCR_BACKEND` as set, or null. */
  readonly backend: string | null;
  /** Requested languages (`SVC_OCR_LANGUAGES`, default `eng`). */
  readonly languages: readonly string[];
  /** e.g. `tesseract 5.3.0`, or null when unknown. */
  readonly engine: string | null;
  readonly installed_languages: readonly string[];
  readonly missing_languages: readonly string[];
  readonly message: string;
  readonly probe?: OcrProbe;
}

/** Options of {@link ocrStatus}. */
export interface OcrStatusOptions {
  /** Environment (`Deno.env.toObject()` in production). */
  readonly env: Env;
  /** Run the OCR probe. */
  readonly probe?: boolean;
}

/**
 * Reports the OCR configuration and, with `probe`, tests it end to end. Never throws.
 *
 * @example
 * ```ts
 * (await ocrStatus({ env: {} })).status; // "not_configured"
 * await ocrStatus({ env: { SVC_OCR_BACKEND: "local-cli" }, probe: true });
 * // { ok: true, status: "ready (probed)", backend: "local-cli", languages: ["eng"],
 * //   engine: "tesseract 5.3.0", installed_languages: ["deu", "eng", "osd"],
 * //   missing_languages: [], message: "…", probe: { ok: true, text: "Lighthouse", ms: 840 } }
 * ```
 */
export async function ocrStatus(options: OcrStatusOptions): Promise<OcrStatus> {
  try {
    return await status(options);
  } catch (e) {
    return {
      ok: false,
      status: "misconfigured_worker",
      backend: options.env.SVC_OCR_BACKEND?.trim() || null,
      languages: [],
      engine: null,
      installed_languages: [],
      missing_languages: [],
      message: `OCR status could not be determined: ${(e as Error)?.message ?? String(e)}`,
      ...(options.probe ? { probe: skipped("the status could not be determined") } : {}),
    };
  }
}

async function status(options: OcrStatusOptions): Promise<OcrStatus> {
  const setting = ocrSetting(options.env);
  const withProbe = (s: OcrStatus, why: string): OcrStatus =>
    options.probe ? { ...s, probe: skipped(why) } : s;
  if (setting.state === "not_configured") {
    return withProbe({
      ok: false,
      status: "not_configured",
      backend: null,
      languages: setting.languages,
      engine: null,
      installed_languages: [],
      missing_languages: [],
      message: "OCR is not configured: set SVC_OCR_BACKEND=local-cli to OCR pages without text",
    }, "OCR is not configured");
  }
  const base = {
    backend: setting.state === "configured" ? setting.config.backend : setting.backend,
    languages: setting.state === "configured" ? setting.config.languages : setting.languages,
  };
  if (setting.state === "misconfigured") {
    return withProbe({
      ok: false,
      status: "misconfigured_worker",
      ...base,
      engine: null,
      installed_languages: [],
      missing_languages: [],
      message: setting.message,
    }, setting.message);
  }
  const config = setting.config;
  let engine: string, installed: string[];
  try {
    engine = await tesseractVersion(config.env);
    installed = await tesseractLanguages(config.env);
  } catch (e) {
    const message = `The OCR worker is not usable: ${(e as Error).message}`;
    return withProbe({
      ok: false,
      status: "misconfigured_worker",
      ...base,
      engine: null,
      installed_languages: [],
      missing_languages: [],
      message,
    }, message);
  }
  const missing = config.languages.filter((l) => !installed.includes(l));
  const facts = { ...base, engine, installed_languages: installed, missing_languages: missing };
  const rasteriser = await pdftoppmPresent(config.env);
  if (!rasteriser) {
    const message = "The OCR worker is not usable: pdftoppm (poppler-utils) is not installed " +
      "or not on PATH, so PDF pages cannot be rasterised";
    return withProbe({ ok: false, status: "misconfigured_worker", ...facts, message }, message);
  }
  const usable = config.languages.filter((l) => installed.includes(l));
  const probe = options.probe
    ? usable.length > 0
      ? await runProbe({ ...config, languages: usable })
      : skipped("none of the requested languages is installed")
    : undefined;
  if (missing.length > 0) {
    return {
      ok: false,
      status: "partial",
      ...facts,
      message: `Language data missing for ${missing.join(", ")} (install the tesseract-ocr ` +
        `language packs, e.g. tesseract-ocr-${missing[0]})`,
      ...(probe ? { probe } : {}),
    };
  }
  const probed = probe?.ok === true;
  return {
    ok: true,
    status: probed ? "ready (probed)" : "ready",
    ...facts,
    message: probed
      ? `${engine} read the probe word with ${config.languages.join("+")}`
      : probe
      ? `${engine} is ready for ${config.languages.join("+")}, but the probe failed`
      : `${engine} is ready for ${config.languages.join("+")}`,
    ...(probe ? { probe } : {}),
  };
}

async function runProbe(config: Parameters<typeof ocrPdfPages>[2]): Promise<OcrProbe> {
  const t0 = performance.now();
  try {
    const { pages, failure } = await ocrPdfPages(probePdf(PROBE_WORD), [1], config);
    const ms = Math.round(performance.now() - t0);
    if (failure) return { ok: false, text: "", ms, message: failure.error.message };
    const text = pages[0].text.trim();
    const ok = text.toLowerCase().includes(PROBE_WORD.toLowerCase());
    return ok ? { ok, text, ms } : {
      ok,
      text,
      ms,
      message: `Expected "${PROBE_WORD}" in the OCR output`,
    };
  } catch (e) {
    const ms = Math.round(performance.now() - t0);
    return { ok: false, text: "", ms, message: (e as Error).message };
  }
}

function skipped(why: string): OcrProbe {
  return { ok: false, text: "", ms: 0, message: `Probe not run: ${why}` };
}

async function pdftoppmPresent(env: Env): Promise<boolean> {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined) vars[k] = v;
  try {
    await new Deno.Command("pdftoppm", {
      args: ["-v"],
      env: vars,
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).output();
    return true;
  } catch {
    return false;
  }
}

/**
 * A one-page PDF (400 × 120 pt) showing `word` in 48 pt Helvetica, built by hand so the probe
 * needs no PDF library: catalog, page tree, page, content stream, font, and an exact xref.
 *
 * @example
 * ```ts
 * new TextDecoder().decode(probePdf("Lighthouse")).startsWith("%PDF-1.4"); // true
 * ```
 */
export function probePdf(word: string): Uint8Array {
  const safe = word.replace(/[^A-Za-z0-9 ]/g, "");
  const content = `BT /F1 48 Tf 24 42 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 120] /Contents 4 0 R " +
    "/Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
