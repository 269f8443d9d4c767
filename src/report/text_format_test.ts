import assert from "node:assert/strict";
import { messages } from "../i18n/messages.ts";
import { displayWidth, fixed, padEndWidth, padStartWidth, table } from "./text_format.ts";

Deno.test("displayWidth() counts combining marks as 0 and East Asian wide characters as 2", () => {
  assert.equal(displayWidth("Natasha"), 7);
  assert.equal(displayWidth("Nata\u0301sha"), 7); // a + combining acute
  assert.equal(displayWidth("Natásha"), 7); // precomposed
  assert.equal(displayWidth("東京"), 4);
  assert.equal(displayWidth("ｶﾞ"), 2); // half-width katakana stay narrow; the sound mark is narrow too
  assert.equal(displayWidth("Ａ"), 2); // fullwidth A
  assert.equal(displayWidth("a\u200db"), 2); // zero-width joiner
  assert.equal(displayWidth("🙂"), 2);
});

Deno.test("padStartWidth() and padEndWidth() pad to display columns", () => {
  assert.equal(padStartWidth("東", 4), "  東");
  assert.equal(padEndWidth("Nata\u0301sha", 8), "Nata\u0301sha ");
  assert.equal(padEndWidth("longer than", 3), "longer than");
});

Deno.test("fixed() writes the decimal separator of the interface language", () => {
  assert.equal(fixed(2 / 3, 2, messages("en")), "0.67");
  assert.equal(fixed(2 / 3, 2, messages("de")), "0,67");
  assert.equal(fixed(1234.5, 1, messages("de")), "1234,5");
  assert.equal(fixed(null, 1, messages("de")), "k. A.");
  assert.equal(fixed(Number.NaN, 1, messages("en")), "n/a");
});

Deno.test("table() aligns columns by display width with minimum widths", () => {
  assert.deepEqual(
    table([["Name", "n"], ["Nata\u0301sha", "12"], ["東京", "3"]], ["left", "right"], [0, 3]),
    ["Name       n", "Nata\u0301sha   12", "東京       3"],
  );
});
