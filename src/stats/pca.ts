/**
 * Symmetric eigen-decomposition by the cyclic Jacobi method, and a rank-based PCA
 * (Spearman correlation matrix of the varying columns) built on it.
 *
 * Jacobi is slow for big matrices but exact enough and simple for the 16 x 16 style
 * feature matrix; rotations follow Golub & Van Loan, Matrix Computations, §8.5.
 *
 * @module
 */

import { midranks } from "./ranks.ts";
import { requireFinite } from "./descriptive.ts";

/** Eigenvalues (descending) with their unit eigenvectors (vectors[k] pairs values[k]). */
export interface EigenResult {
  values: number[];
  vectors: number[][];
}

/** Rank-based PCA of a rows x features matrix. */
export interface PcaResult {
  /** Share of the total variance per component, descending, summing to 1. */
  variance: number[];
  /** Unit eigenvectors, [component][j], where j indexes `features`. */
  loadings: number[][];
  /** Projections of the standardized rows, [row][component]. */
  scores: number[][];
  /** Indices of the original columns that vary and were used. */
  features: number[];
}

const MAX_SWEEPS = 100;
/** Relative tolerance for asymmetry, and for treating two |components| as tied. */
const SYMMETRY_TOLERANCE = 1e-9;
const TIE_TOLERANCE = 1e-12;

function checkSymmetric(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  let scale = 0;
  for (const row of matrix) {
    if (row.length !== n) throw new RangeError("matrix must be square");
    requireFinite(row, "matrix row");
    for (const v of row) scale = Math.max(scale, Math.abs(v));
  }
  const a = matrix.map((row) => [...row]);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (Math.abs(a[i][j] - a[j][i]) > SYMMETRY_TOLERANCE * scale) {
        throw new RangeError(`matrix is not symmetric at (${i}, ${j})`);
      }
      a[i][j] = a[j][i] = (a[i][j] + a[j][i]) / 2;
    }
  }
  return a;
}

/** Flips v so that its largest-magnitude component (first one on near-ties) is positive. */
function orientSign(v: number[]): number[] {
  let max = 0;
  for (const x of v) max = Math.max(max, Math.abs(x));
  const lead = v.findIndex((x) => Math.abs(x) >= max * (1 - TIE_TOLERANCE));
  return lead >= 0 && v[lead] < 0 ? v.map((x) => -x) : v;
}

/** Applies the Jacobi rotation that zeroes a[p][q], accumulating it into vectors v. */
function rotate(a: number[][], v: number[][], p: number, q: number): void {
  const n = a.length;
  const theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
  // Smaller root of t^2 + 2 theta t - 1 = 0, so the rotation angle is at most pi/4.
  const t = (theta >= 0 ? 1 : -1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
  const c = 1 / Math.sqrt(t * t + 1);
  const s = t * c;
  for (let k = 0; k < n; k++) {
    const akp = a[k][p];
    const akq = a[k][q];
    a[k][p] = c * akp - s * akq;
    a[k][q] = s * akp + c * akq;
  }
  for (let k = 0; k < n; k++) {
    const apk = a[p][k];
    const aqk = a[q][k];
    a[p][k] = c * apk - s * aqk;
    a[q][k] = s * apk + c * aqk;
  }
  a[p][q] = a[q][p] = 0;
  for (let k = 0; k < n; k++) {
    const vkp = v[k][p];
    const vkq = v[k][q];
    v[k][p] = c * vkp - s * vkq;
    v[k][q] = s * vkp + c * vkq;
  }
}

/**
 * Eigen-decomposition of a real symmetric matrix by cyclic Jacobi rotations. Eigenvalues
 * are sorted descending (stable on ties); vectors[k] is the unit eigenvector of values[k],
 * signed so that its largest-magnitude component is positive (the first such index when
 * magnitudes tie within 1e-12 relative). Throws RangeError for a non-square, non-finite or
 * asymmetric (beyond 1e-9 relative) matrix. The input is not mutated.
 *
 * @example
 * ```ts
 * jacobiEigen([[2, 1], [1, 2]]);
 * // { values: [3, 1], vectors: [[0.7071, 0.7071], [0.7071, -0.7071]] } (rounded)
 * ```
 */
export function jacobiEigen(matrix: readonly (readonly number[])[]): EigenResult {
  const a = checkSymmetric(matrix);
  const n = a.length;
  const v = a.map((_, i) => a.map((_, j) => (i === j ? 1 : 0)));
  let total = 0;
  for (const row of a) for (const x of row) total += x * x;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p][q] * a[p][q];
    // Jacobi converges quadratically; stop once off-diagonal mass is at rounding level.
    if (off <= 1e-32 * total) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        if (a[p][q] !== 0) rotate(a, v, p, q);
      }
    }
  }
  const order = a.map((_, i) => i).sort((i, j) => a[j][j] - a[i][i] || i - j);
  return {
    values: order.map((i) => a[i][i]),
    vectors: order.map((i) => orientSign(v.map((row) => row[i]))),
  };
}

/** Columns of a rectangular matrix; throws on ragged or non-finite input. */
function columnsOf(rows: readonly (readonly number[])[]): number[][] {
  const width = rows.length === 0 ? 0 : rows[0].length;
  const cols: number[][] = Array.from({ length: width }, () => []);
  for (const row of rows) {
    if (row.length !== width) throw new RangeError("rows must all have the same length");
    requireFinite(row, "row");
    row.forEach((x, j) => cols[j].push(x));
  }
  return cols;
}

/** z-scores with sample sd (n-1); null when the column is constant. */
function standardize(col: readonly number[]): number[] | null {
  const n = col.length;
  const m = col.reduce((s, x) => s + x, 0) / n;
  const ss = col.reduce((s, x) => s + (x - m) * (x - m), 0);
  if (ss === 0) return null;
  const sd = Math.sqrt(ss / (n - 1));
  return col.map((x) => (x - m) / sd);
}

/**
 * PCA on ranks: each column is replaced by its midranks, constant columns are dropped, the
 * rest standardized (mean 0, sd 1 with n-1), and the correlation matrix (a Spearman matrix)
 * is decomposed with jacobiEigen. Loadings are the unit eigenvectors (not scaled by
 * sqrt(eigenvalue)); variance shares clamp round-off negative eigenvalues to 0.
 * Null when fewer than 3 rows or fewer than 3 varying columns.
 * Throws RangeError on ragged or non-finite rows.
 *
 * @example
 * ```ts
 * const pca = pcaStandardizedRanks([[1, 2, 3], [2, 1, 5], [3, 4, 4], [4, 3, 1]]);
 * pca?.features; // [0, 1, 2]
 * ```
 */
export function pcaStandardizedRanks(
  rows: readonly (readonly number[])[],
): PcaResult | null {
  const cols = columnsOf(rows);
  const n = rows.length;
  if (n < 3) return null;
  const features: number[] = [];
  const z: number[][] = [];
  cols.forEach((col, j) => {
    const s = standardize(midranks(col));
    if (s !== null) {
      features.push(j);
      z.push(s);
    }
  });
  const p = features.length;
  if (p < 3) return null;
  const corr = z.map(() => new Array<number>(p).fill(0));
  for (let i = 0; i < p; i++) {
    for (let j = i; j < p; j++) {
      let s = 0;
      for (let r = 0; r < n; r++) s += z[i][r] * z[j][r];
      corr[i][j] = corr[j][i] = i === j ? 1 : s / (n - 1);
    }
  }
  const { values, vectors } = jacobiEigen(corr);
  const clamped = values.map((x) => Math.max(0, x));
  const sum = clamped.reduce((s, x) => s + x, 0);
  const scores = Array.from(
    { length: n },
    (_, r) => vectors.map((vec) => vec.reduce((s, w, j) => s + w * z[j][r], 0)),
  );
  return { variance: clamped.map((x) => x / sum), loadings: vectors, scores, features };
}
