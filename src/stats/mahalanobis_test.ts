import assert from "node:assert/strict";
import {
  cholesky,
  mahalanobisSquared,
  shrinkToDefinite,
  spearmanToPearson,
} from "./mahalanobis.ts";

Deno.test("mahalanobisSquared() with two features is the textbook formula (by hand)", () => {
  // d² = (z1² − 2 r z1 z2 + z2²) / (1 − r²)
  for (const [z1, z2, r] of [[2, 1, 0.5], [3, -2, -0.7], [0.4, 2.2, 0]]) {
    const d2 = mahalanobisSquared([z1, z2], cholesky([[1, r], [r, 1]])!);
    const hand = (z1 * z1 - 2 * r * z1 * z2 + z2 * z2) / (1 - r * r);
    assert.ok(Math.abs(d2 - hand) < 1e-12, `${d2} vs ${hand}`);
  }
});

Deno.test("mahalanobisSquared() matches numpy.linalg.solve on a 3 × 3 matrix (numpy 2)", () => {
  // z @ np.linalg.solve(R, z) = 28.5972602739726
  const r = [[1, 0.6, -0.3], [0.6, 1, 0.2], [-0.3, 0.2, 1]];
  const d2 = mahalanobisSquared([2.5, -1, 0.7], cholesky(r)!);
  assert.ok(Math.abs(d2 - 28.5972602739726) < 1e-10);
});

Deno.test("cholesky() refuses a matrix that is not positive definite", () => {
  assert.equal(cholesky([[1, 1.2], [1.2, 1]]), null);
  assert.deepEqual(cholesky([[4, 2], [2, 3]]), [[2, 0], [1, Math.SQRT2]]);
});

Deno.test("shrinkToDefinite() takes the smallest weight of the ladder that works", () => {
  assert.equal(shrinkToDefinite([[1, 0.5], [0.5, 1]]).alpha, 0.2);
  // Pairwise correlations 0.9, 0.9, −0.9 admit no joint distribution; at α = 0.5 the
  // off-diagonals are ±0.45 and the matrix is definite, at α = 0.4 (±0.54) it is not.
  const bad = [[1, 0.9, 0.9], [0.9, 1, -0.9], [0.9, -0.9, 1]];
  assert.equal(shrinkToDefinite(bad).alpha, 0.5);
});

Deno.test("spearmanToPearson() is 2 sin(π ρ / 6)", () => {
  assert.equal(spearmanToPearson(0), 0);
  assert.ok(Math.abs(spearmanToPearson(1) - 1) < 1e-15);
  assert.ok(Math.abs(spearmanToPearson(-0.5) + 0.5176380902050415) < 1e-15);
});
