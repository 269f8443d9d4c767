import assert from "node:assert/strict";
import { rankCorrelation } from "./evidence_correlation.ts";

Deno.test("rankCorrelation() is 2 sin(π ρ / 6) of Spearman's ρ (scipy 1.17.1 spearmanr)", () => {
  // numpy: rho = scipy.stats.spearmanr(cols.T).statistic; 2 * np.sin(np.pi * rho / 6)
  const r = rankCorrelation([[1, 2, 3, 4, 5], [2, 1, 4, 3, 6], [5, 3, 4, 1, 2]], [0, 1, 2, 3, 4]);
  const expected = [[1, 0.81347329, -0.81347329], [0.81347329, 1, -0.31286893], [
    -0.81347329,
    -0.31286893,
    1,
  ]];
  r.forEach((row, a) => row.forEach((v, b) => assert.ok(Math.abs(v - expected[a][b]) < 1e-8)));
});

Deno.test("rankCorrelation() uses the chapters both features have, 0 below three", () => {
  const r = rankCorrelation([[1, 2, 3, null, 5], [2, 4, 6, 8, null], [null, null, 1, 2, 3]], [
    0,
    1,
    2,
    3,
    4,
  ]);
  assert.ok(Math.abs(r[0][1] - 1) < 1e-12); // chapters 1–3 in common, same order
  assert.equal(r[1][2], 0); // two chapters in common
});
