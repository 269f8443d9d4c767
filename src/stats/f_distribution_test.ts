import assert from "node:assert/strict";
import { fSf } from "./f_distribution.ts";

const near = (a: number, b: number, rel = 1e-9) =>
  assert.ok(Math.abs(a - b) <= rel * Math.abs(b), `${a} vs ${b}`);

Deno.test("fSf() matches scipy.stats.f.sf (scipy 1.17.1), far tail included", () => {
  near(fSf(3, 2, 10), 0.09536743164062497);
  near(fSf(2.857142857142857, 14, 22.4), 0.013037160059312058);
  near(fSf(100, 14, 3.7), 0.0003896610701347474);
  near(fSf(8.2, 3, 6.634), 0.012213636432151252);
  near(fSf(50, 5, 100), 1.055349458266595e-25, 1e-7);
});

Deno.test("fSf() is 1 at and below 0 and NaN for invalid degrees of freedom", () => {
  assert.equal(fSf(0, 4, 7), 1);
  assert.equal(fSf(-2, 4, 7), 1);
  assert.ok(Number.isNaN(fSf(1, 0, 7)));
  assert.ok(Number.isNaN(fSf(1, 3, Infinity)));
});
