import assert from "node:assert/strict";
import { DIVERGING, DIVERGING_EDGES, divergingClass, OKABE_ITO } from "./palette.ts";

Deno.test("divergingClass() puts |z| < 1 in the neutral middle and darkens by whole units", () => {
  const cases: [number, number][] = [
    [-21.5, 0],
    [-4, 0],
    [-3, 0],
    [-2.99, 1],
    [-2, 1],
    [-1.5, 2],
    [-1, 2],
    [-0.99, 3],
    [0, 3],
    [0.99, 3],
    [1, 4],
    [1.99, 4],
    [2, 5],
    [3, 6],
    [4, 6],
    [21.5, 6],
  ];
  for (const [z, want] of cases) assert.equal(divergingClass(z), want, String(z));
});

Deno.test("the diverging scale is symmetric around a neutral grey and ends at ±4", () => {
  assert.equal(DIVERGING.length, 7);
  assert.equal(DIVERGING[3], "#F7F7F7");
  assert.equal(DIVERGING_EDGES.length, DIVERGING.length + 1);
  assert.deepEqual([DIVERGING_EDGES[0], DIVERGING_EDGES.at(-1)], [-4, 4]);
  for (let k = 0; k < DIVERGING_EDGES.length; k++) {
    assert.equal(DIVERGING_EDGES[k], -DIVERGING_EDGES[DIVERGING_EDGES.length - 1 - k]);
  }
});

Deno.test("the category palette is Okabe–Ito", () => {
  assert.deepEqual(Object.values(OKABE_ITO), [
    "#0072B2",
    "#E69F00",
    "#009E73",
    "#CC79A7",
    "#56B4E9",
    "#D55E00",
    "#F0E442",
    "#000000",
  ]);
});
