/**
 * Squared Mahalanobis distance d² = zᵀ R⁻¹ z of a standardized vector z under a correlation
 * matrix R (Mahalanobis 1936), by Cholesky factorisation, with the rank-based plug-in of R
 * that robust multivariate outlier detection uses: Spearman's ρ mapped to the Pearson
 * correlation of a bivariate normal, r = 2 sin(π ρ / 6) (Pearson 1907; Kruskal 1958; Croux &
 * Dehon 2010, "Influence functions of the Spearman and Kendall correlation measures", Stat.
 * Methods Appl. 19:497–515). A pairwise rank matrix need not be positive definite, so it is
 * shrunk toward the identity, (1 − α) R + α I, by the smallest α of a fixed ladder that makes
 * it so.
 *
 * @module
 */

/**
 * The lower Cholesky factor L of a symmetric matrix (A = L Lᵀ), or null when A is not
 * positive definite.
 *
 * @example
 * ```ts
 * cholesky([[4, 2], [2, 3]]); // [[2, 0], [1, 1.4142135623730951]]
 * cholesky([[1, 2], [2, 1]]); // null
 * ```
 */
export function cholesky(a: readonly (readonly number[])[]): number[][] | null {
  const n = a.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i][j];
      for (let k = 0; k < j; k++) s -= l[i][k] * l[j][k];
      if (i === j) {
        if (!(s > 1e-12)) return null;
        l[i][i] = Math.sqrt(s);
      } else l[i][j] = s / l[j][j];
    }
  }
  return l;
}

/**
 * d² = zᵀ A⁻¹ z from the Cholesky factor L of A: solve L y = z, then d² = yᵀ y.
 *
 * @example
 * ```ts
 * const l = cholesky([[1, 0.5], [0.5, 1]])!;
 * mahalanobisSquared([2, 1], l); // 4 = (4 − 2·0.5·2·1 + 1) / (1 − 0.25)
 * ```
 */
export function mahalanobisSquared(
  z: readonly number[],
  l: readonly (readonly number[])[],
): number {
  let d2 = 0;
  const y = new Array<number>(z.length);
  for (let i = 0; i < z.length; i++) {
    let s = z[i];
    for (let k = 0; k < i; k++) s -= l[i][k] * y[k];
    y[i] = s / l[i][i];
    d2 += y[i] * y[i];
  }
  return d2;
}

/**
 * The Pearson correlation of a bivariate normal with Spearman correlation ρ: 2 sin(π ρ / 6).
 *
 * @example
 * ```ts
 * spearmanToPearson(1); // 1
 * spearmanToPearson(0.5); // 0.5176380902050415
 * ```
 */
export function spearmanToPearson(rho: number): number {
  return 2 * Math.sin((Math.PI * rho) / 6);
}

/** Shrinkage weights tried in turn, smallest first. */
export const SHRINKAGE_LADDER: readonly number[] = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/**
 * Shrinks a correlation matrix toward the identity by the first weight of
 * {@linkcode SHRINKAGE_LADDER} that leaves it positive definite; returns the weight, the
 * shrunk matrix and its Cholesky factor (at weight 1 the identity, always definite).
 *
 * @example
 * ```ts
 * const { alpha, matrix } = shrinkToDefinite([[1, 0.5], [0.5, 1]]);
 * alpha; // 0.2
 * matrix[0][1]; // 0.4
 * ```
 */
export function shrinkToDefinite(
  r: readonly (readonly number[])[],
): { alpha: number; matrix: number[][]; factor: number[][] } {
  for (const alpha of SHRINKAGE_LADDER) {
    const matrix = r.map((row, i) => row.map((v, j) => i === j ? 1 : (1 - alpha) * v));
    const factor = cholesky(matrix);
    if (factor) return { alpha, matrix, factor };
  }
  const identity = r.map((row, i) => row.map((_, j) => (i === j ? 1 : 0)));
  return { alpha: 1, matrix: identity, factor: identity };
}
