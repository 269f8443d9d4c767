import assert from "node:assert/strict";
import { tint } from "./style.ts";

Deno.test("tint() mixes a colour with white like an alpha fill over paper", () => {
  // By hand for #56B4E9 at 0.3: 255 − (255 − v) × 0.3 for v = 86, 180, 233 → 204.3, 232.5,
  // 248.4 → CC, E9 (232.5 rounds up), F8.
  assert.equal(tint("#56B4E9", 0.3), "#CCE9F8");
  assert.equal(tint("#0072B2", 1), "#0072B2");
  assert.equal(tint("#0072B2", 0), "#FFFFFF");
});
