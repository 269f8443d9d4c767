import assert from "node:assert/strict";
import fromNpm from "npm:@stdlib/math-base-special-gammainc@0.3.1";
import { syllable as syllableFromNpm } from "npm:syllable@5.0.1";
// @ts-types="./gammainc.d.ts"
import vendored from "./gammainc.js";
// @ts-types="./syllable.d.ts"
import { syllable } from "./syllable.js";

Deno.test("the vendored gammainc bundle gives the npm package's results to the bit", () => {
  // A grid over the shapes and arguments chiSquareSf and chiSquareMedian use (df/2, x/2 from
  // tiny to far tails) and the edge cases the package documents (0, NaN, Infinity, s <= 0).
  const args = [
    0,
    1e-300,
    1e-12,
    1e-3,
    0.05,
    0.25,
    0.5,
    1,
    1.5,
    2,
    3.7,
    5,
    7.5,
    10,
    19.9,
    30,
    60.3,
    120,
    450,
    1e4,
    1e6,
    Infinity,
    NaN,
    -1,
  ];
  const shapes = [0, 0.5, 1, 1.5, 2, 2.5, 3, 7, 7.5, 12.5, 50, 99.5, 500, 5e4, Infinity, NaN, -2];
  let compared = 0;
  for (const x of args) {
    for (const s of shapes) {
      for (const regularized of [true, false]) {
        for (const upper of [true, false]) {
          const a = fromNpm(x, s, regularized, upper);
          const b = vendored(x, s, regularized, upper);
          assert.ok(
            Object.is(a, b),
            `gammainc(${x}, ${s}, ${regularized}, ${upper}): ${a} vs ${b}`,
          );
          compared++;
        }
      }
    }
  }
  assert.equal(compared, args.length * shapes.length * 4);
});

Deno.test("the vendored syllable bundle counts every word of the English corpus as the npm package", () => {
  // Every distinct word form (as written and lower-cased) of the three English novels, plus
  // the package's own examples and edge cases.
  const corpus = new URL("../../../shared/corpus/en/", import.meta.url);
  const words = new Set(["syllable", "unicorn", "", "'", "hyphen-ated", "Ångström", "you're"]);
  for (const entry of Deno.readDirSync(corpus)) {
    const text = Deno.readTextFileSync(new URL(entry.name, corpus));
    for (const [w] of text.matchAll(/[\p{L}\p{M}'’-]+/gu)) words.add(w).add(w.toLowerCase());
  }
  assert.ok(words.size > 20000, `${words.size} words`);
  const differ = [...words].filter((w) => syllable(w) !== syllableFromNpm(w));
  assert.deepEqual(differ, []);
});
