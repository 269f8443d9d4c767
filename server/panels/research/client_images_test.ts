import assert from "node:assert/strict";
import {
  GIF,
  headerOnlyPng,
  progressiveJpeg,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  tinyPng,
} from "../../../research/testing/images.ts";
import { checkImage, imageFacts, type ImageInput } from "./client_images.ts";

Deno.test("imageFacts() reads type and size from PNG and JPEG headers, nothing else", () => {
  assert.deepEqual(imageFacts(tinyPng()), { type: "png", width: 48, height: 36 });
  assert.deepEqual(imageFacts(tinyJpeg()), { type: "jpeg", width: 48, height: 36 });
  assert.deepEqual(imageFacts(progressiveJpeg()), { type: "jpeg", width: 48, height: 36 });
  assert.equal(imageFacts(GIF), null);
  assert.equal(imageFacts(SVG_WITH_SCRIPT), null);
  assert.equal(imageFacts(tinyPng().subarray(0, 20)), null);
});

const OK: ImageInput = {
  size: 142,
  bytes: tinyPng(),
  alt: "A map",
  caption: "",
  allow_retention: true,
};

Deno.test("checkImage() applies the archive's limits before anything is sent", () => {
  assert.deepEqual(checkImage(OK, imageFacts), []);
  const keys = (input: Partial<ImageInput>) =>
    checkImage({ ...OK, ...input }, imageFacts).map((p) => p.key);
  assert.deepEqual(keys({ size: 0 }), ["rs_image_empty"]);
  assert.deepEqual(keys({ size: 16 * 1024 * 1024 + 1 }), ["rs_image_too_big"]);
  assert.deepEqual(keys({ size: 16 * 1024 * 1024 }), []);
  assert.deepEqual(keys({ bytes: GIF }), ["rs_image_type"]);
  assert.deepEqual(keys({ bytes: headerOnlyPng(10_000, 7_000) }), ["rs_image_pixels"]);
  assert.deepEqual(keys({ alt: "é".repeat(1001) }), ["rs_image_alt_long"]);
  assert.deepEqual(keys({ alt: "é".repeat(1000) }), []);
  assert.deepEqual(keys({ caption: "x".repeat(10001) }), ["rs_image_caption_long"]);
  assert.deepEqual(keys({ allow_retention: false }), ["rs_check_retention"]);
});
