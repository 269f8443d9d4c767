/**
 * Ingest: from a file's bytes to the extracted text, passages, provenance, warnings and OCR
 * attachments the archive store records ({@link extractSource}), and the OCR status report
 * behind `research ocr-status` ({@link ocrStatus}). Nothing here writes to the archive.
 *
 * @module
 */

export { type ExtractOptions, extractSource } from "./extract.ts";
export { type OcrProbe, type OcrStatus, ocrStatus, type OcrStatusOptions } from "./ocr_status.ts";
export { type Env, type OcrSetting, ocrSetting } from "./ocr.ts";
export { type MediaType, sniffMediaType } from "./sniff.ts";
export {
  type Hasher,
  joinPages,
  MAX_PASSAGE_CODE_POINTS,
  PAGE_SEPARATOR,
  splitPassages,
} from "./passages.ts";
export { htmlToText } from "./html.ts";
