/**
 * Test images (imported by tests only): the small real fixtures in `testdata/images/` (a
 * 48 × 36 PNG and baseline and progressive JPEGs, rasterised by `pdftoppm` from a three-colour
 * page), PNGs assembled chunk by chunk, and the hostile variants the issue names — a
 * truncated PNG, a bad CRC, a JPEG with two frame headers, a 70-megapixel header in a small
 * file, a GIF and an SVG with a script.
 *
 * @module
 */

import { crc32 } from "../images/validate.ts";

const DIR = new URL("../../testdata/images/", import.meta.url);

/**
 * The 48 × 36 PNG fixture.
 *
 * @example
 * ```ts
 * import { validateImage } from "../images/validate.ts";
 * validateImage(tinyPng()); // { media_type: "image/png", width: 48, height: 36 }
 * ```
 */
export function tinyPng(): Uint8Array {
  return Deno.readFileSync(new URL("tiny.png", DIR));
}

/**
 * The 48 × 36 baseline JPEG fixture.
 *
 * @example
 * ```ts
 * import { validateImage } from "../images/validate.ts";
 * validateImage(tinyJpeg()); // { media_type: "image/jpeg", width: 48, height: 36 }
 * ```
 */
export function tinyJpeg(): Uint8Array {
  return Deno.readFileSync(new URL("tiny.jpg", DIR));
}

/**
 * The 48 × 36 progressive JPEG fixture (several scans).
 *
 * @example
 * ```ts
 * import { validateImage } from "../images/validate.ts";
 * validateImage(progressiveJpeg()).media_type; // "image/jpeg"
 * ```
 */
export function progressiveJpeg(): Uint8Array {
  return Deno.readFileSync(new URL("tiny-progressive.jpg", DIR));
}

/**
 * One PNG chunk: length, type, data and a correct CRC-32.
 *
 * @example
 * ```ts
 * pngChunk("IEND", new Uint8Array()).length; // 12
 * ```
 */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A PNG whose header claims `width` × `height` (8-bit RGB) with one small IDAT chunk: the
 * structure is valid, the pixel data is not decoded by the checks.
 *
 * @example
 * ```ts
 * headerOnlyPng(10_000, 7_000).length; // 65: a 70-megapixel header in 65 bytes
 * ```
 */
export function headerOnlyPng(width: number, height: number, extra: Uint8Array[] = []): Uint8Array {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    ...extra,
    pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/**
 * The PNG fixture with one bit of its IDAT data flipped (its CRC no longer matches).
 *
 * @example
 * ```ts
 * import { validateImage } from "../images/validate.ts";
 * validateImage(badCrcPng()); // throws: "chunk IDAT at byte 54 fails its CRC-32 check"
 * ```
 */
export function badCrcPng(): Uint8Array {
  const png = tinyPng().slice();
  const at = findAscii(png, "IDAT") + 6;
  png[at] ^= 0x01;
  return png;
}

/**
 * The JPEG fixture with its frame header (SOF0) written twice.
 *
 * @example
 * ```ts
 * import { validateImage } from "../images/validate.ts";
 * validateImage(twoSofJpeg()); // throws: "it has a second frame header (SOF FFC0) at byte 177"
 * ```
 */
export function twoSofJpeg(): Uint8Array {
  const jpeg = tinyJpeg();
  const at = findMarker(jpeg, 0xc0);
  const length = (jpeg[at + 2] << 8) | jpeg[at + 3];
  const sof = jpeg.subarray(at, at + 2 + length);
  return concat([jpeg.subarray(0, at), sof, jpeg.subarray(at)]);
}

/** A 1 × 1 GIF89a. */
export const GIF = new Uint8Array([
  0x47,
  0x49,
  0x46,
  0x38,
  0x39,
  0x61,
  0x01,
  0x00,
  0x01,
  0x00,
  0x80,
  0x00,
  0x00,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0xff,
  0x21,
  0xf9,
  0x04,
  0x01,
  0x00,
  0x00,
  0x00,
  0x00,
  0x2c,
  0x00,
  0x00,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  0x02,
  0x02,
  0x44,
  0x01,
  0x00,
  0x3b,
]);

/** An SVG that would run a script if it were ever rendered as a document. */
export const SVG_WITH_SCRIPT = new TextEncoder().encode(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
);

function findAscii(bytes: Uint8Array, text: string): number {
  const needle = new TextEncoder().encode(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  throw new Error(`"${text}" not found`);
}

function findMarker(bytes: Uint8Array, marker: number): number {
  for (let i = 0; i + 1 < bytes.length; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] === marker) return i;
  }
  throw new Error(`marker ${marker.toString(16)} not found`);
}

/**
 * The base64 of some bytes (for the HTTP routes' `content_base64`).
 *
 * @example
 * ```ts
 * toBase64(new Uint8Array([0xff])); // "/w=="
 * ```
 */
export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}
