import assert from "node:assert/strict";
import { ProcessingError } from "../../src/errors.ts";
import {
  badCrcPng,
  GIF,
  headerOnlyPng,
  pngChunk,
  progressiveJpeg,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  tinyPng,
  twoSofJpeg,
} from "../testing/images.ts";
import {
  crc32,
  extensionType,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  sniffImage,
  validateImage,
} from "./validate.ts";

function refused(bytes: Uint8Array, message: RegExp, filename = "image"): void {
  assert.throws(() => validateImage(bytes, { filename }), (e) => {
    assert.ok(e instanceof ProcessingError, String(e));
    assert.match((e as Error).message, message);
    assert.match((e as Error).message, /nothing was written/);
    return true;
  });
}

Deno.test("crc32 gives the CRC every PNG's IEND chunk carries", () => {
  // The IEND chunk is always 00 00 00 00 49 45 4E 44 AE 42 60 82 (PNG spec, section 11.2.5).
  assert.equal(crc32(new TextEncoder().encode("IEND")), 0xae426082);
  // Check value of CRC-32 over "123456789" (ISO 3309 / ITU-T V.42 reference value).
  assert.equal(crc32(new TextEncoder().encode("123456789")), 0xcbf43926);
});

Deno.test("real PNG, baseline JPEG and progressive JPEG pass with their sizes", () => {
  assert.deepEqual(validateImage(tinyPng(), { filename: "map.png" }), {
    media_type: "image/png",
    width: 48,
    height: 36,
  });
  assert.deepEqual(validateImage(tinyJpeg(), { filename: "map.jpeg" }), {
    media_type: "image/jpeg",
    width: 48,
    height: 36,
  });
  assert.deepEqual(validateImage(progressiveJpeg(), { filename: "MAP.JPG" }), {
    media_type: "image/jpeg",
    width: 48,
    height: 36,
  });
  // A name without an image extension is no hint: the bytes decide.
  assert.equal(validateImage(tinyPng(), { filename: "scan-0001" }).media_type, "image/png");
  assert.equal(validateImage(tinyJpeg(), { filename: "scan.bin" }).media_type, "image/jpeg");
});

Deno.test("a truncated PNG is refused wherever it is cut", () => {
  const png = tinyPng();
  for (const cut of [9, 20, 33, png.length - 12, png.length - 1]) {
    refused(png.subarray(0, cut), /truncated|no IEND/);
  }
});

Deno.test("a PNG chunk with a bad CRC is refused", () => {
  refused(badCrcPng(), /chunk IDAT at byte \d+ fails its CRC-32 check/);
});

Deno.test("a JPEG with two frame headers is refused", () => {
  refused(twoSofJpeg(), /second frame header \(SOF FFC0\)/);
});

Deno.test("a 70-megapixel header in a small file is refused; 64 million pixels pass", () => {
  const big = headerOnlyPng(10_000, 7_000);
  assert.ok(big.length < 100);
  refused(big, /10000 × 7000 = 70000000 pixels, more than the limit of 64000000/);
  assert.equal(MAX_IMAGE_PIXELS, 64_000_000);
  assert.equal(validateImage(headerOnlyPng(8_000, 8_000)).width, 8_000);
  refused(headerOnlyPng(8_000, 8_001), /64008000 pixels/);
});

Deno.test("a PNG named .jpg is refused; the type always comes from the bytes", () => {
  refused(tinyPng(), /bytes are a PNG image but its name says JPEG/, "photo.jpg");
  refused(tinyJpeg(), /bytes are a JPEG image but its name says PNG/, "photo.png");
  refused(tinyPng(), /name says image\/gif/, "photo.gif");
  assert.equal(extensionType("a.b.JPEG"), "image/jpeg");
  assert.equal(extensionType("notes.txt"), null);
});

Deno.test("a GIF, an SVG with a script and other types are refused by name", () => {
  refused(GIF, /it is a GIF image; only PNG and JPEG images are accepted/, "x.gif");
  refused(SVG_WITH_SCRIPT, /it is an SVG or other XML document; only PNG and JPEG/, "x.svg");
  refused(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "), /WebP/);
  refused(new TextEncoder().encode("hello"), /not a PNG or JPEG image/);
  refused(new Uint8Array(), /empty/);
  assert.equal(sniffImage(GIF), null);
});

Deno.test("the byte limit is 16 MiB, checked before the structure", () => {
  assert.equal(MAX_IMAGE_BYTES, 16 * 1024 * 1024);
  const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
  big.set(tinyPng());
  refused(big, /16777217 bytes, more than the limit of 16777216/);
});

Deno.test("PNG structure rules: IHDR first, IDAT present and consecutive, IEND last and empty", () => {
  const sig = tinyPng().subarray(0, 8);
  const ihdr = tinyPng().subarray(8, 33);
  const idat = pngChunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
  const iend = pngChunk("IEND", new Uint8Array());
  const text = pngChunk("tEXt", new TextEncoder().encode("Title\0Map"));
  const join = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) (out.set(p, at), at += p.length);
    return out;
  };
  assert.equal(validateImage(join(sig, ihdr, text, idat, idat, iend)).height, 36);
  refused(join(sig, text, ihdr, idat, iend), /first chunk is tEXt, not IHDR/);
  refused(join(sig, ihdr, iend), /no IDAT chunk/);
  refused(join(sig, ihdr, idat, text, idat, iend), /IDAT chunks are not consecutive/);
  refused(join(sig, ihdr, idat, iend, text), /follow the IEND chunk/);
  refused(join(sig, ihdr, idat, pngChunk("IEND", new Uint8Array([1]))), /IEND chunk is not empty/);
  refused(join(sig, ihdr, pngChunk("ZZZZ", new Uint8Array()), idat, iend), /unknown critical/);
  refused(join(sig, ihdr, ihdr, idat, iend), /second IHDR/);
  refused(headerOnlyPng(0, 5), /invalid size 0 × 5/);
});

Deno.test("JPEG structure rules: SOI, a frame before the scan, EOI last", () => {
  const jpeg = tinyJpeg();
  refused(jpeg.subarray(0, jpeg.length - 2), /truncated: it ends inside the image data/);
  refused(jpeg.subarray(0, 40), /truncated/);
  const trailing = new Uint8Array(jpeg.length + 3);
  trailing.set(jpeg);
  refused(trailing, /3 bytes follow the EOI marker/);
  // SOI then EOI straight away: no frame, no scan.
  refused(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), /no frame header/);
  // A garbage byte where a marker should start.
  refused(
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0x41]),
    /should start a marker/,
  );
});
