/**
 * Structure checks of research images without decoding their pixels (ARCHIVE.md "Ingest",
 * SPEC 8 "Raw image"): the type comes from the bytes, the limits are checked before anything
 * is written, and only PNG and JPEG pass.
 *
 * - PNG: the 8-byte signature, then a walk over every chunk: length, an ASCII-letter type,
 *   the chunk inside the file, its CRC-32; `IHDR` first (13 bytes, valid sizes, bit depth
 *   and colour type, methods 0, interlace 0 or 1), `PLTE` before the image data and required
 *   for palette images, at least one `IDAT` and all of them consecutive, no unknown critical
 *   chunk, `IEND` (empty) last with no byte after it.
 * - JPEG: `SOI`, then a walk over the marker segments (each length inside the file), through
 *   each scan's entropy-coded data (stuffed `FF 00` and restart markers skipped) to the next
 *   marker; exactly one frame header (`SOF0`-`SOF15` except `DHT`, `JPG`, `DAC`) with a
 *   nonzero size, a scan only after it, and `EOI` as the last two bytes.
 * - Limits: at most {@linkcode MAX_IMAGE_BYTES} bytes and {@linkcode MAX_IMAGE_PIXELS}
 *   pixels (width × height from the header).
 *
 * Choices where SPEC is silent, written down here:
 * - A file name whose extension names an image type is checked against the sniffed type: a
 *   PNG named `.jpg` is refused (the hostile-input list), so a name can only make the
 *   check stricter, never decide the type. A name without an image extension is not a hint.
 * - Bytes after `IEND` or `EOI` (a second image, appended data) are refused: only bytes
 *   that were checked are retained. Phone photos with an appended multi-picture stream have
 *   to be exported as a plain JPEG first.
 * - A JPEG whose height is 0 in its frame header (height given later by a `DNL` marker) is
 *   refused: its pixel count cannot be checked from the header.
 *
 * @module
 */

import { keyed, type KeyedValues, processingError } from "../keyed_errors.ts";
import type { ResearchErrorKey } from "../../src/i18n/research_errors_en.ts";

/** Largest image accepted, in bytes (SPEC 8: 16 MiB). */
export const MAX_IMAGE_BYTES = 16 * 1024 * 1024;
/** Most pixels accepted (SPEC 8: 64 million). */
export const MAX_IMAGE_PIXELS = 64_000_000;

/** The image media types the archive retains. */
export type ImageMediaType = "image/png" | "image/jpeg";

/** What the checks learnt from an accepted image. */
export interface CheckedImage {
  readonly media_type: ImageMediaType;
  readonly width: number;
  readonly height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);
/** Allowed bit depths per PNG colour type (PNG spec, table 11.1). */
const PNG_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Types other than PNG and JPEG, named in the refusal. */
const OTHER_TYPES: readonly {
  readonly test: (b: Uint8Array) => boolean;
  readonly label: string;
}[] = [
  { test: (b) => ascii(b, 0, 4) === "GIF8", label: "a GIF image" },
  { test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP", label: "a WebP image" },
  { test: (b) => ascii(b, 0, 2) === "BM", label: "a BMP image" },
  { test: (b) => ascii(b, 0, 4) === "II*\0" || ascii(b, 0, 4) === "MM\0*", label: "a TIFF image" },
  { test: (b) => ascii(b, 4, 8) === "ftyp", label: "an ISO media file (e.g. HEIC or AVIF)" },
  { test: (b) => ascii(b, 0, 4) === "%PDF", label: "a PDF document" },
  { test: looksLikeSvg, label: "an SVG or other XML document" },
];

/** Media types a file extension claims. */
const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  apng: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jpe: "image/jpeg",
  jfif: "image/jpeg",
  pjpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  svg: "image/svg+xml",
  svgz: "image/svg+xml",
  avif: "image/avif",
  heic: "image/heic",
  heif: "image/heif",
  ico: "image/x-icon",
};

const TYPE_NAMES: Readonly<Record<string, string>> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
};

function ascii(b: Uint8Array, start: number, end: number): string {
  return end <= b.length ? String.fromCharCode(...b.subarray(start, end)) : "";
}

function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(b.subarray(0, 1024))
    .replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!doctype svg") ||
    head.startsWith("<!--") && head.includes("<svg");
}

let crcTable: Uint32Array | null = null;

/**
 * The CRC-32 (ISO 3309, as PNG uses it) of `bytes[start, end)`.
 *
 * @example
 * ```ts
 * crc32(new TextEncoder().encode("IEND")); // 0xae426082
 * ```
 */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * The image type of `bytes` from its signature, or null for anything else.
 *
 * @example
 * ```ts
 * sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // "image/jpeg"
 * ```
 */
export function sniffImage(bytes: Uint8Array): ImageMediaType | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/**
 * Checks an image's bytes (type, structure, limits, and a name that must not contradict the
 * type); returns its type and size or throws a `ProcessingError` naming the first problem.
 *
 * @example
 * ```ts
 * import { headerOnlyPng } from "../testing/images.ts";
 * validateImage(headerOnlyPng(48, 36), { filename: "map.png" });
 * // { media_type: "image/png", width: 48, height: 36 }
 * validateImage(headerOnlyPng(48, 36), { filename: "map.jpg" }); // throws ProcessingError
 * ```
 */
export function validateImage(
  bytes: Uint8Array,
  options: { filename?: string } = {},
): CheckedImage {
  const name = options.filename ?? "image";
  const refuse: Refuse = (key, values = {}) => {
    const why = keyed(key, values);
    throw processingError("images.accept_image", {
      name,
      why: { text: why.message, ...why.options },
    });
  };
  if (bytes.length === 0) refuse("image_why.empty");
  if (bytes.length > MAX_IMAGE_BYTES) {
    refuse("image_why.too_many_bytes", { length: bytes.length, max_image_bytes: MAX_IMAGE_BYTES });
  }
  const type = sniffImage(bytes);
  if (type === null) {
    const other = OTHER_TYPES.find((t) => t.test(bytes));
    refuse(
      other ? "image_why.other_type" : "image_why.not_image",
      other ? { label: { term: other.label } } : {},
    );
  }
  const claimed = extensionType(name);
  if (claimed !== null && claimed !== type) {
    refuse("image_why.name_contradicts", {
      type_names: TYPE_NAMES[type!],
      type_names2: TYPE_NAMES[claimed] ?? claimed,
    });
  }
  const size = type === "image/png" ? checkPng(bytes, refuse) : checkJpeg(bytes, refuse);
  const pixels = size.width * size.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    refuse("image_why.too_many_pixels", {
      width: size.width,
      height: size.height,
      pixels,
      max_image_pixels: MAX_IMAGE_PIXELS,
    });
  }
  return { media_type: type!, ...size };
}

/**
 * The media type a file name's extension claims, or null when it names no image type.
 *
 * @example
 * ```ts
 * extensionType("scan.JPG"); // "image/jpeg"
 * extensionType("scan"); // null
 * ```
 */
export function extensionType(filename: string): string | null {
  const m = /\.([A-Za-z0-9]+)$/.exec(filename);
  return m ? EXTENSION_TYPES[m[1].toLowerCase()] ?? null : null;
}

/** Refuses the image, saying why by a key of the image checks (`image_why.*`). */
type Refuse = (key: ResearchErrorKey, values?: KeyedValues) => never;

function u32(b: Uint8Array, at: number): number {
  return ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
}

function u16(b: Uint8Array, at: number): number {
  return (b[at] << 8) | b[at + 1];
}

function checkPng(b: Uint8Array, refuse: Refuse): { width: number; height: number } {
  let pos = 8;
  let width = 0;
  let height = 0;
  let colorType = -1;
  let sawPlte = false;
  let sawIdat = false;
  let idatDone = false;
  let sawIend = false;
  let index = 0;
  while (pos < b.length) {
    if (sawIend) refuse("image_why.after_iend", { length: b.length - pos });
    if (pos + 12 > b.length) refuse("image_why.truncated_chunk_header", { pos });
    const length = u32(b, pos);
    const type = ascii(b, pos + 4, pos + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) refuse("image_why.chunk_no_type", { index: index + 1, pos });
    if (length > 0x7fffffff || pos + 12 + length > b.length) {
      refuse("image_why.chunk_past_end", { type, pos });
    }
    const dataStart = pos + 8;
    const dataEnd = dataStart + length;
    if (crc32(b, pos + 4, dataEnd) !== u32(b, dataEnd)) {
      refuse("image_why.chunk_crc", { type, pos });
    }
    if (index === 0 && type !== "IHDR") refuse("image_why.first_chunk", { type });
    if (index > 0 && type === "IHDR") refuse("image_why.second_ihdr");
    if (type[0] === type[0].toUpperCase() && !PNG_CRITICAL.has(type)) {
      refuse("image_why.unknown_critical", { type });
    }
    if (type === "IHDR") {
      if (length !== 13) refuse("image_why.ihdr_length", { length });
      width = u32(b, dataStart);
      height = u32(b, dataStart + 4);
      const depth = b[dataStart + 8];
      colorType = b[dataStart + 9];
      if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) {
        refuse("image_why.png_size", { width, height });
      }
      if (!PNG_DEPTHS[colorType]?.includes(depth)) {
        refuse("image_why.colour_depth", { color_type: colorType, depth });
      }
      if (b[dataStart + 10] !== 0 || b[dataStart + 11] !== 0 || b[dataStart + 12] > 1) {
        refuse("image_why.png_methods");
      }
    } else if (type === "PLTE") {
      if (sawIdat) refuse("image_why.plte_after_data");
      if (sawPlte) refuse("image_why.second_plte");
      if (colorType === 0 || colorType === 4) refuse("image_why.grey_plte");
      if (length === 0 || length % 3 !== 0 || length > 768) {
        refuse("image_why.plte_length", { length });
      }
      sawPlte = true;
    } else if (type === "IDAT") {
      if (idatDone) refuse("image_why.idat_apart");
      sawIdat = true;
    } else if (type === "IEND") {
      if (length !== 0) refuse("image_why.iend_not_empty");
      sawIend = true;
    }
    if (type !== "IDAT" && sawIdat) idatDone = true;
    pos = dataEnd + 4;
    index++;
  }
  if (index === 0) refuse("image_why.no_chunks");
  if (!sawIend) refuse("image_why.no_iend");
  if (!sawIdat) refuse("image_why.no_idat");
  if (colorType === 3 && !sawPlte) refuse("image_why.palette_no_plte");
  return { width, height };
}

/** Frame-header markers: SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
function isSof(m: number): boolean {
  return m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
}

function checkJpeg(b: Uint8Array, refuse: Refuse): { width: number; height: number } {
  let pos = 2;
  let frames = 0;
  let scans = 0;
  let width = 0;
  let height = 0;
  for (;;) {
    if (pos >= b.length) refuse("image_why.before_eoi");
    if (b[pos] !== 0xff) refuse("image_why.not_marker", { pos });
    while (pos < b.length && b[pos] === 0xff) pos++;
    if (pos >= b.length) refuse("image_why.before_eoi");
    const m = b[pos++];
    const at = pos - 2;
    if (m === 0xd9) {
      if (frames === 0) refuse("image_why.no_sof");
      if (scans === 0) refuse("image_why.no_scan");
      if (pos !== b.length) refuse("image_why.after_eoi", { length: b.length - pos });
      return { width, height };
    }
    if (m === 0xd8) refuse("image_why.second_soi", { at });
    if (m === 0x00 || (m >= 0xd0 && m <= 0xd7)) {
      refuse("image_why.marker_out_of_place", { hex: hex(m), at });
    }
    if (m === 0x01) continue;
    if (pos + 2 > b.length) refuse("image_why.truncated_segment", { hex: hex(m), at });
    const length = u16(b, pos);
    if (length < 2 || pos + length > b.length) {
      refuse("image_why.segment_past_end", { hex: hex(m), at });
    }
    if (isSof(m)) {
      frames++;
      if (frames > 1) refuse("image_why.second_sof", { hex: hex(m), at });
      const components = b[pos + 7];
      if (length < 8 || length !== 8 + 3 * components || components < 1 || components > 4) {
        refuse("image_why.sof_malformed", { at });
      }
      height = u16(b, pos + 3);
      width = u16(b, pos + 5);
      if (width === 0 || height === 0) {
        refuse("image_why.jpeg_size", { width, height });
      }
      pos += length;
    } else if (m === 0xda) {
      if (frames === 0) refuse("image_why.scan_before_sof", { at });
      const components = b[pos + 2];
      if (length !== 6 + 2 * components || components < 1 || components > 4) {
        refuse("image_why.sos_malformed", { at });
      }
      scans++;
      pos = skipEntropyData(b, pos + length, refuse);
    } else {
      pos += length;
    }
  }
}

/** Skips a scan's entropy-coded bytes; returns the offset of the marker that ends it. */
function skipEntropyData(b: Uint8Array, from: number, refuse: Refuse): number {
  let pos = from;
  for (;;) {
    pos = b.indexOf(0xff, pos);
    if (pos < 0 || pos + 1 >= b.length) {
      refuse("image_why.inside_data");
    }
    const next = b[pos + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) pos += 2;
    else if (next === 0xff) pos += 1;
    else return pos;
  }
}

function hex(m: number): string {
  return `FF${m.toString(16).toUpperCase().padStart(2, "0")}`;
}
