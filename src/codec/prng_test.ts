import assert from "node:assert/strict";
import { mulberry32 } from "./prng.ts";

// Reference: an independent Python port of bryc's mulberry32 with explicit 32-bit masking
// (state += 0x6D2B79F5; t = imul(t ^ t>>15, t|1); t ^= t + imul(t ^ t>>7, t|61);
// (t ^ t>>14) / 2**32), first three draws per seed.
Deno.test("mulberry32() reproduces the reference stream for seeds 42, 20240917 and 0", () => {
  const expected: [number, number[]][] = [
    [42, [0.6011037519201636, 0.44829055899754167, 0.8524657934904099]],
    [20240917, [0.5065789793152362, 0.454005642561242, 0.6535965329967439]],
    [0, [0.26642920868471265, 0.0003297457005828619, 0.2232720274478197]],
  ];
  for (const [seed, draws] of expected) {
    const rand = mulberry32(seed);
    assert.deepEqual([rand(), rand(), rand()], draws);
  }
});

Deno.test("mulberry32() stays in [0, 1) and two generators with one seed agree", () => {
  const a = mulberry32(7);
  const b = mulberry32(7);
  for (let i = 0; i < 10000; i++) {
    const x = a();
    assert.ok(x >= 0 && x < 1);
    assert.equal(x, b());
  }
});
