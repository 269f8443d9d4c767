import assert from "node:assert/strict";
import { chapterTicks } from "./axes.ts";

const width = (s: string) => s.length; // 1 mm per digit

Deno.test("chapterTicks() labels every chapter when there is room", () => {
  assert.deepEqual(chapterTicks([1, 2, 3], (i) => i * 10, width, 1, -5, 100), [0, 1, 2]);
});

Deno.test("chapterTicks() thins to the first chapter and multiples of the step", () => {
  // 364 chapters 0.47 mm apart, labels up to 3 mm wide: 20 × 0.47 = 9.4 ≥ 3 + 1 (step 10 gives
  // 4.7 ≥ 4 too, so 10 is the smallest step that fits).
  const numbers = Array.from({ length: 364 }, (_, i) => i + 1);
  const kept = chapterTicks(numbers, (i) => i * 0.47, width, 1, -2, 200);
  assert.deepEqual(kept.slice(0, 4).map((i) => numbers[i]), [1, 10, 20, 30]);
});

Deno.test("chapterTicks() skips a multiple closer than half a step to the first label", () => {
  // Labels 1.45 mm per digit: "104" needs 4.35 + 1.8 > 2 × 2.6, so the step is 5.
  const numbers = Array.from({ length: 52 }, (_, i) => i + 53);
  const digits = (s: string) => s.length * 1.45;
  const kept = chapterTicks(numbers, (i) => i * 2.6, digits, 1.8, -2, 200);
  assert.deepEqual(kept.slice(0, 3).map((i) => numbers[i]), [53, 60, 65]);
});

Deno.test("chapterTicks() never lets two labels overlap or leave the bounds", () => {
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  const xOf = (i: number) => i * 0.8;
  const kept = chapterTicks(numbers, xOf, width, 0.5, 0, 8);
  for (let k = 1; k < kept.length; k++) {
    const a = kept[k - 1];
    const b = kept[k];
    const rightA = xOf(a) + width(String(numbers[a])) / 2;
    const leftB = xOf(b) - width(String(numbers[b])) / 2;
    assert.ok(leftB >= rightA + 0.5, `${numbers[a]} and ${numbers[b]} touch`);
  }
  for (const i of kept) {
    assert.ok(xOf(i) - width(String(numbers[i])) / 2 >= 0);
    assert.ok(xOf(i) + width(String(numbers[i])) / 2 <= 8);
  }
  // Chapter 1 at x = 0 would stick out to the left: it is dropped, not drawn off the axis.
  assert.ok(!kept.includes(0));
});

Deno.test("chapterTicks() gives nothing for no chapters", () => {
  assert.deepEqual(chapterTicks([], (i) => i, width, 1, 0, 10), []);
});
