import assert from "node:assert/strict";
import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import { chiSquareSf } from "../stats/chi_square.ts";
import { chapterEvidence } from "./evidence.ts";
import { calibratedDistances, nullDegrees, nullP } from "./evidence_null.ts";

// A generator independent of the simulation's (mulberry32): the ANSI C linear congruential
// generator with Box–Muller normals.
function lcgNormals(seed: number): () => number {
  let s = seed;
  const u = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return (s + 0.5) / 2147483648;
  };
  return () => Math.sqrt(-2 * Math.log(u())) * Math.cos(2 * Math.PI * u());
}

/** k features, the first four sharing a common factor (r = 0.36), the rest independent. */
function book(n: number, k: number, gauss: () => number): number[][] {
  const columns = Array.from({ length: k }, () => new Array<number>(n));
  for (let i = 0; i < n; i++) {
    const c = gauss();
    for (let a = 0; a < k; a++) columns[a][i] = a < 4 ? 0.6 * c + 0.8 * gauss() : gauss();
  }
  return columns;
}

const K = 14;
const R = Array.from(
  { length: K },
  (_, a) => Array.from({ length: K }, (_, b) => (a === b ? 1 : a < 4 && b < 4 ? 0.36 : 0)),
);

Deno.test("calibratedDistances() are chapterEvidence()'s distances on complete data", () => {
  // chapterEvidence drops ttr (length) and start_entropy (equal lengths: no Theil–Sen line),
  // leaving 14 features; both must give the same d² / λ.
  const gauss = lcgNormals(7);
  const n = 15;
  const used: StyleFeature[] = STYLE_FEATURES.filter((f) => f !== "ttr" && f !== "start_entropy");
  const columns = book(n, used.length, gauss);
  const rows = Array.from({ length: n }, (_, i) => ({
    chapter: i + 1,
    values: STYLE_FEATURES.map((f) => used.includes(f) ? columns[used.indexOf(f)][i] : null),
    se: STYLE_FEATURES.map(() => 0),
  }));
  const cells = rows.flatMap((r) =>
    r.values.flatMap((v, j) =>
      v === null ? [] : [{ chapter: r.chapter, feature: j, value: v, z: 0 }]
    )
  );
  const e = chapterEvidence(rows, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  assert.deepEqual(e.features, used);
  const d = calibratedDistances(columns);
  e.chapters.forEach((c, i) => assert.ok(Math.abs(c.distance - d[i]) < 1e-9 * d[i] + 1e-12));
});

Deno.test("the F reference is calibrated on simulated Gaussian books where χ²(k) is not", () => {
  // 26 chapters, 14 features, 400 books from another generator: the share of chapters with
  // p < 0.01 is binomial(10400, 0.01) under calibration (sd ≈ 0.001); χ²(14) gives ≈ 3 %.
  const n = 26;
  const nu = nullDegrees(R, n);
  assert.ok(Number.isFinite(nu) && nu > 5 && nu < 200, `${nu}`);
  const gauss = lcgNormals(20260101);
  let f = 0, chi = 0, all = 0;
  for (let b = 0; b < 400; b++) {
    for (const t of calibratedDistances(book(n, K, gauss))) {
      all++;
      if (nullP(t, K, nu) < 0.01) f++;
      if (chiSquareSf(t, K) < 0.01) chi++;
    }
  }
  assert.ok(f / all > 0.006 && f / all < 0.015, `F: ${f / all}`);
  assert.ok(chi / all > 0.02, `χ²: ${chi / all}`);
});

Deno.test("nullDegrees() keeps χ²(k) for a long book and is reproducible", () => {
  assert.equal(nullDegrees(R, 400), Infinity);
  assert.equal(nullDegrees(R, 12), nullDegrees(R, 12));
  assert.ok(nullDegrees(R, 12) < nullDegrees(R, 40));
});

Deno.test("nullP() is the χ² tail at ν = ∞ and the heavier F tail otherwise", () => {
  // scipy.stats.chi2.sf(23.2, 10) = 0.010031938382424131
  assert.ok(Math.abs(nullP(23.2, 10, Infinity) - 0.010031938382424131) < 1e-12);
  assert.ok(nullP(23.2, 10, 30) > nullP(23.2, 10, Infinity));
});
