import assert from "node:assert/strict";
import { type FlowRow, paginate } from "./paginate.ts";

/** Rows of paragraphs with the given line counts, a divider where the count is 0. */
function flow(...paragraphs: number[]): FlowRow[] {
  return paragraphs.flatMap((n): FlowRow[] =>
    n === 0
      ? [{ kind: "divider", height: 2, first: true, last: true }]
      : Array.from({ length: n }, (_, i) => ({
        kind: "line",
        height: 1,
        first: i === 0,
        last: i === n - 1,
      }))
  );
}

Deno.test("paginate() fills pages when every break is clean", () => {
  assert.deepEqual(paginate(flow(1, 1, 1, 1, 1), () => 2), [0, 2, 4]);
  assert.deepEqual(paginate([], () => 5), []);
});

Deno.test("paginate() moves a paragraph's first line to the next page instead of orphaning it", () => {
  // Page of 5: 4 one-line paragraphs, then a 3-line paragraph would start on line 5.
  assert.deepEqual(paginate(flow(1, 1, 1, 1, 3), () => 5), [0, 4]);
});

Deno.test("paginate() carries a second line over instead of leaving a widow", () => {
  // 2 one-liners + a 4-line paragraph on a page of 5: its last line alone would go over.
  assert.deepEqual(paginate(flow(1, 1, 4), () => 5), [0, 4]);
  // 3 one-liners + a 3-line paragraph: one line back would orphan its first line, so the
  // paragraph goes over whole.
  assert.deepEqual(paginate(flow(1, 1, 1, 3), () => 5), [0, 3]);
  // A two-line paragraph goes over whole.
  assert.deepEqual(paginate(flow(1, 1, 1, 1, 2), () => 5), [0, 4]);
});

Deno.test("paginate() keeps a scene divider with the text after it", () => {
  // Rows: 3 one-liners (rows 0-2), divider (row 3, 2 lines), one-liners: page of 5 would
  // end right after the divider.
  assert.deepEqual(paginate(flow(1, 1, 1, 0, 1, 1), () => 5), [0, 3]);
});

Deno.test("paginate() breaks inside a long paragraph away from its ends", () => {
  assert.deepEqual(paginate(flow(12), () => 5), [0, 5, 10]);
  // 11 lines: the third page would hold only the last line, so one more goes with it.
  assert.deepEqual(paginate(flow(11), () => 5), [0, 5, 9]);
});

Deno.test("paginate() keeps the full page when no break within two lines is clean", () => {
  // A divider, then a 3-line paragraph on pages of 3: its first line ends the page (an
  // orphan), because moving back would strand the divider.
  assert.deepEqual(paginate(flow(0, 3), () => 3), [0, 2]);
});

Deno.test("paginate() gives the opening page its own capacity", () => {
  assert.deepEqual(paginate(flow(1, 1, 1, 1, 1, 1, 1), (n) => n === 0 ? 2 : 4), [0, 2, 6]);
});
