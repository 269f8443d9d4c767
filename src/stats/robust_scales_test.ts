import assert from "node:assert/strict";
import { qnScale, snScale } from "./robust_scales.ts";

// References: statsmodels and R robustbase are not installed, so by hand in Python 3:
//   sn = 1.1926 * sorted(sorted(abs(a - b) for b in x)[n // 2] for a in x)[(n + 1) // 2 - 1]
//   qn = 2.21914 * sorted(abs(a - b) for a, b in itertools.combinations(x, 2))[math.comb(n // 2 + 1, 2) - 1]
const CASES: [number[], number, number][] = [
  [[1, 2, 3, 4, 100], 2.3852, 2.21914],
  [[3, 1], 2.3852, 4.43828],
  [[5, 2, 9], 3.5778000000000003, 6.65742],
  [[1, 1, 2, 2], 1.1926, 2.21914],
  [[2.5, -1, 7, 7, 3.25, 0, 12, 4.5], 5.366700000000001, 7.76699],
  [[1.2, 3.4, 2.2, 8.9, 5.5, 4.1, 3.3, 0.7, 6.6, 2.9, 3.0], 1.6696400000000007, 2.441053999999999],
];

Deno.test("snScale() and qnScale() match the hand computation on small samples", () => {
  for (const [xs, sn, qn] of CASES) {
    assert.ok(Math.abs(snScale(xs)! - sn) < 1e-12, `Sn ${xs}`);
    assert.ok(Math.abs(qnScale(xs)! - qn) < 1e-12, `Qn ${xs}`);
  }
});

Deno.test("snScale() and qnScale() match the hand computation on 21 values", () => {
  // Python: random.seed(5); [round(random.gauss(10, 3), 2) for _ in range(21)]
  const xs = [
    6.46,
    6.56,
    12.01,
    3.12,
    9.57,
    3.23,
    13.3,
    10.61,
    14.07,
    8.49,
    11.19,
    9.14,
    7.79,
    10.44,
    6.23,
    8.94,
    12.09,
    10.17,
    8.77,
    16.57,
    10.17,
  ];
  assert.ok(Math.abs(snScale(xs)! - 2.838388) < 1e-12);
  assert.ok(Math.abs(qnScale(xs)! - 3.6615810000000004) < 1e-12);
});

Deno.test("snScale() and qnScale() ignore a gross outlier that inflates the sd", () => {
  const clean = [10, 11, 9, 10.5, 9.5, 10.2, 9.8];
  const dirty = [...clean, 1e6];
  assert.ok(snScale(dirty)! < 2 * snScale(clean)!);
  assert.ok(qnScale(dirty)! < 2 * qnScale(clean)!);
});

Deno.test("snScale() and qnScale() are null below two values or with non-finite values", () => {
  for (const xs of [[], [3], [1, Number.NaN, 2], [1, Number.POSITIVE_INFINITY]]) {
    assert.equal(snScale(xs), null);
    assert.equal(qnScale(xs), null);
  }
});

Deno.test("snScale() and qnScale() are 0 for constant input and majority ties", () => {
  // Hand: [7,7,7,9,9] inner high medians [0,0,0,2,2], low median 0; 4 of 10 distances are 0
  // and k = C(3, 2) = 3.
  for (const xs of [[4, 4], [4, 4, 4], [7, 7, 7, 9, 9]]) {
    assert.equal(snScale(xs), 0);
    assert.equal(qnScale(xs), 0);
  }
});

Deno.test("snScale() and qnScale() are shift invariant and scale equivariant", () => {
  const xs = [1.2, 3.4, 2.2, 8.9, 5.5, 4.1, 3.3, 0.7, 6.6, 2.9, 3.0];
  const moved = xs.map((x) => -3 * x + 100);
  assert.ok(Math.abs(snScale(moved)! - 3 * snScale(xs)!) < 1e-9);
  assert.ok(Math.abs(qnScale(moved)! - 3 * qnScale(xs)!) < 1e-9);
});

/** The definitions computed the slow way (all distances, full sorts), for cross-checking. */
function naiveSn(xs: number[]): number {
  const n = xs.length;
  const inner = xs.map((xi) => xs.map((xj) => Math.abs(xi - xj)).sort((a, b) => a - b)[n >> 1]);
  return 1.1926 * inner.sort((a, b) => a - b)[(n - 1) >> 1];
}
function naiveQn(xs: number[]): number {
  const d: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    for (let j = i + 1; j < xs.length; j++) d.push(Math.abs(xs[i] - xs[j]));
  }
  d.sort((a, b) => a - b);
  const h = (xs.length >> 1) + 1;
  return 2.21914 * d[(h * (h - 1)) / 2 - 1];
}

Deno.test("snScale() and qnScale() equal the brute-force definitions on random data with ties", () => {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let trial = 0; trial < 200; trial++) {
    const n = 2 + (trial % 40);
    const xs = Array.from({ length: n }, () => Math.round(rand() * 20) / 2);
    assert.equal(snScale(xs), naiveSn(xs), `Sn n=${n} ${xs}`);
    assert.equal(qnScale(xs), naiveQn(xs), `Qn n=${n} ${xs}`);
  }
});
