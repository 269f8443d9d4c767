import assert from "node:assert/strict";
import { jacobiEigen, pcaStandardizedRanks } from "./pca.ts";

function allClose(actual: readonly number[], expected: readonly number[], tol = 1e-12): void {
  assert.equal(actual.length, expected.length);
  actual.forEach((a, i) =>
    assert.ok(Math.abs(a - expected[i]) <= tol, `[${i}] expected ${expected[i]}, got ${a}`)
  );
}

const A = [
  [4, 1, -2, 2, 0.5],
  [1, 2, 0, 1, -1],
  [-2, 0, 3, -2, 0.25],
  [2, 1, -2, -1, 3],
  [0.5, -1, 0.25, 3, 1.5],
];

Deno.test("jacobiEigen matches numpy.linalg.eigh, sorted descending with the sign rule", () => {
  // numpy 2.4.6: w, V = np.linalg.eigh(A); order = np.argsort(-w); each V[:, k] flipped so
  // that its largest |component| (np.argmax(np.abs(v))) is positive.
  const { values, vectors } = jacobiEigen(A);
  allClose(values, [
    7.090588040417327,
    3.211642485540885,
    2.092479286606898,
    0.9729520754658543,
    -3.867661888030971,
  ]);
  const expected = [
    [
      0.6934329114207198,
      0.17159769232860755,
      -0.5236212206055887,
      0.40573018151364526,
      0.2256299326031415,
    ],
    [
      -0.1852155812156915,
      -0.5559989409153977,
      0.10678202713694335,
      0.26854036467160636,
      0.7569967221847493,
    ],
    [
      0.20727238378596502,
      0.568047816235565,
      0.7161641217083152,
      0.1566136793216104,
      0.3113534063035033,
    ],
    [
      0.6585761340126356,
      -0.544153402006292,
      0.3871440588376589,
      -0.2899809023424004,
      -0.1902763904885207,
    ],
    [
      -0.09034168728871411,
      -0.20649010446855776,
      0.22725942113914557,
      0.8091058793983518,
      -0.49284992413605255,
    ],
  ];
  vectors.forEach((v, k) => allClose(v, expected[k]));
});

Deno.test("jacobiEigen recovers the tiny eigenvalues of the ill-conditioned Hilbert matrix", () => {
  const h = Array.from(
    { length: 6 },
    (_, i) => Array.from({ length: 6 }, (_, j) => 1 / (i + j + 1)),
  );
  // numpy 2.4.6: sorted(np.linalg.eigvalsh(H6), reverse=True)
  allClose(jacobiEigen(h).values, [
    1.618899858924339,
    0.24236087057520933,
    0.016321521319875815,
    0.000615748354182639,
    1.257075712262841e-05,
    1.0827994844532908e-07,
  ], 1e-15);
});

Deno.test("jacobiEigen on a 16 x 16 matrix gives orthonormal eigenpairs", () => {
  const n = 16;
  const m = Array.from(
    { length: n },
    (_, i) =>
      Array.from({ length: n }, (_, j) => (2 * Math.cos(i * j + 1) + (i === j ? i : 0)) / 2),
  );
  const { values, vectors } = jacobiEigen(m);
  // numpy 2.4.6: M = (cos(i*j+1) + cos(j*i+1) + (i==j)*i)/2; sorted(eigvalsh(M))[::-1][:3]
  //   -> 10.191107469901317, 9.743690689592126, 7.632996349427996; min -1.762352388541855
  allClose(values.slice(0, 3), [10.191107469901317, 9.743690689592126, 7.632996349427996]);
  assert.ok(Math.abs(values[n - 1] + 1.762352388541855) < 1e-12);
  for (let k = 0; k < n; k++) {
    const mv = m.map((row) => row.reduce((s, x, j) => s + x * vectors[k][j], 0));
    allClose(mv, vectors[k].map((x) => x * values[k]), 1e-12);
    for (let l = 0; l < n; l++) {
      const dot = vectors[k].reduce((s, x, j) => s + x * vectors[l][j], 0);
      assert.ok(Math.abs(dot - (k === l ? 1 : 0)) < 1e-13);
    }
  }
});

Deno.test("jacobiEigen sign rule takes the first of two equal-magnitude components", () => {
  const { values, vectors } = jacobiEigen([[2, 1], [1, 2]]);
  allClose(values, [3, 1]);
  allClose(vectors[0], [Math.SQRT1_2, Math.SQRT1_2]);
  allClose(vectors[1], [Math.SQRT1_2, -Math.SQRT1_2]);
  // A negative-dominant vector is flipped: eigenvector of 5 is (0, -1) up to sign.
  assert.deepEqual(jacobiEigen([[1, 0], [0, 5]]).vectors, [[0, 1], [1, 0]]);
});

Deno.test("jacobiEigen handles empty, 1 x 1 and diagonal matrices", () => {
  assert.deepEqual(jacobiEigen([]), { values: [], vectors: [] });
  assert.deepEqual(jacobiEigen([[-3]]), { values: [-3], vectors: [[1]] });
  assert.deepEqual(jacobiEigen([[0, 0], [0, 0]]).values, [0, 0]);
});

Deno.test("jacobiEigen rejects non-square, asymmetric or non-finite input", () => {
  assert.throws(() => jacobiEigen([[1, 2]]), RangeError);
  assert.throws(() => jacobiEigen([[1, 2], [3, 1]]), RangeError);
  assert.throws(() => jacobiEigen([[1, NaN], [NaN, 1]]), RangeError);
});

Deno.test("jacobiEigen does not mutate its input", () => {
  const copy = A.map((r) => [...r]);
  jacobiEigen(A);
  assert.deepEqual(A, copy);
});

const ROWS = [
  [3.1, 10, 0.5, 7, 2.2],
  [2.4, 12, 0.5, 7, 3.9],
  [4.0, 11, 0.5, 5, 1.1],
  [3.3, 15, 0.5, 6, 2.8],
  [1.9, 9, 0.5, 7, 4.4],
  [4.4, 14, 0.5, 4, 1.6],
  [2.7, 12, 0.5, 8, 3.0],
  [3.8, 13, 0.5, 5, 2.0],
  [2.2, 8, 0.5, 9, 4.1],
];

Deno.test("pcaStandardizedRanks drops constant columns and matches numpy eigh on ranks", () => {
  // numpy 2.4.6 / scipy 1.17.1: R = rankdata per column; keep columns with R.std() > 0;
  //   Z = (R - R.mean(0)) / R.std(0, ddof=1); C = np.corrcoef(Z, rowvar=False) (equals
  //   scipy.stats.spearmanr(X[:, keep]).statistic); w, V = np.linalg.eigh(C), sorted
  //   descending, sign rule applied; variance = w / w.sum(); scores = Z @ L.T
  const pca = pcaStandardizedRanks(ROWS);
  assert.ok(pca !== null);
  assert.deepEqual(pca.features, [0, 1, 3, 4]);
  allClose(pca.variance, [
    0.8086680603288463,
    0.1389388928625526,
    0.04967389871522753,
    0.0027191480933735726,
  ]);
  // np.linalg.eigh returns PC1 as [-0.544, -0.422, 0.514, 0.512]; the sign rule flips it.
  const loadings = [
    [0.5439799726786644, 0.42151018813096475, -0.513692257564205, -0.5123819036079515],
    [-0.19049066575938914, 0.8648062348890301, 0.046876614016169216, 0.4621969984908858],
    [0.2862025022940786, 0.2169420652491893, 0.8547862299319721, -0.374652864829177],
    [0.7654327032885859, -0.16545536474915212, 0.05712572709081887, 0.6192527354129315],
  ];
  pca.loadings.forEach((l, k) => allClose(l, loadings[k]));
  assert.equal(pca.scores.length, 9);
  allClose(pca.scores[0], [
    -0.31363098703148923,
    -0.7854986747988385,
    0.29654441918068347,
    -0.083472974561087,
  ]);
  allClose(pca.scores[8], [
    -2.541855666783205,
    -0.4835027390164079,
    0.23322410319334422,
    0.16777618728179072,
  ]);
});

Deno.test("pcaStandardizedRanks is null below 3 rows or 3 varying columns", () => {
  assert.equal(pcaStandardizedRanks([]), null);
  assert.equal(pcaStandardizedRanks(ROWS.slice(0, 2)), null);
  assert.equal(pcaStandardizedRanks(ROWS.map((r) => [r[0], r[2], r[3]])), null);
  assert.equal(pcaStandardizedRanks([[1, 1, 1], [1, 1, 1], [1, 1, 1]]), null);
});

Deno.test("pcaStandardizedRanks on 3 rows keeps non-negative variance shares summing to 1", () => {
  // Three rows give a rank-2 correlation matrix, so the last eigenvalue is 0 up to rounding.
  const pca = pcaStandardizedRanks([[1, 3, 2], [2, 1, 3], [3, 2, 1]]);
  assert.ok(pca !== null);
  assert.ok(pca.variance.every((v) => v >= 0));
  assert.ok(Math.abs(pca.variance.reduce((s, v) => s + v, 0) - 1) < 1e-12);
  assert.ok(pca.variance[2] < 1e-12);
});

Deno.test("pcaStandardizedRanks rejects ragged rows", () => {
  assert.throws(() => pcaStandardizedRanks([[1, 2, 3], [1, 2], [3, 2, 1]]), RangeError);
});
