import assert from "node:assert/strict";
import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import type { Cell } from "./baselines.ts";
import { fSf } from "../stats/f_distribution.ts";
import { chapterEvidence } from "./evidence.ts";
import type { MatrixRow } from "./matrix.ts";

// Twelve chapters × three features (asl, hd_d, dialog_pct), chapter 7 deviating on all three.
const Z = [
  [0.3, -0.5, 1.1],
  [-1.2, 0.4, -0.3],
  [0.8, 1.0, 0.2],
  [-0.1, -1.3, -0.9],
  [1.5, 0.9, 0.6],
  [-0.7, -0.2, -1.4],
  [4.2, 3.1, -2.6],
  [0.2, 0.6, 0.9],
  [-0.9, -0.8, 0.1],
  [1.1, 0.3, -0.6],
  [-0.4, -1.1, 0.7],
  [0.6, 0.1, -0.2],
];
const USED: StyleFeature[] = ["asl", "hd_d", "dialog_pct"];

function book(z: number[][], extra: Partial<Record<StyleFeature, (i: number) => number>> = {}) {
  const rows: MatrixRow[] = z.map((row, i) => ({
    chapter: i + 1,
    values: STYLE_FEATURES.map((f) => {
      const u = USED.indexOf(f);
      if (u >= 0) return row[u];
      return extra[f] ? extra[f]!(i) : null;
    }),
    se: STYLE_FEATURES.map(() => 0),
  }));
  const cells: Cell[] = z.flatMap((row, i) =>
    USED.map((f, u) => ({
      chapter: i + 1,
      feature: STYLE_FEATURES.indexOf(f),
      value: row[u],
      z: row[u],
    }))
  );
  return { rows, cells };
}

const near = (a: number, b: number, rel = 1e-9) =>
  assert.ok(Math.abs(a - b) <= rel * Math.abs(b) + 1e-15, `${a} vs ${b}`);

Deno.test("chapterEvidence() matches an independent scipy computation (scipy 1.17.1)", () => {
  // Independent computation with numpy/scipy: z = (x − median) / (1.4826 · MAD) per column
  // (no SE); R from scipy.stats.spearmanr mapped by 2 sin(πρ/6), shrunk 0.8 R + 0.2 I;
  // d² = z @ solve(R, z); λ = max(1, median(d²) / scipy.stats.chi2.median(3)) = 1.
  const { rows, cells } = book(Z);
  const e = chapterEvidence(rows, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  assert.equal(e.available, true);
  assert.deepEqual(e.features, USED);
  assert.equal(e.shrinkage, 0.2);
  assert.equal(e.inflation, 1);
  const d2 = [
    1.7862676909525552,
    2.7318649722822266,
    0.696230125349031,
    3.1757495230410964,
    1.7340153483419223,
    2.5039092992310286,
    19.091611629139923,
    1.1191407255951424,
    1.3355258057061812,
    0.973781225208544,
    1.9771712477698806,
    0.21020851855711545,
  ];
  // Twelve chapters: the simulated null gives a finite ν, and p = P(F(3, ν) ≥ d² / 3).
  assert.ok(Number.isFinite(e.nullDegrees) && e.nullDegrees > 1, `${e.nullDegrees}`);
  e.chapters.forEach((c, i) => {
    near(c.distance, d2[i]);
    near(c.p, fSf(d2[i] / 3, 3, e.nullDegrees));
    assert.equal(c.df, 3);
  });
  // The robust z of chapter 7 (numpy): 3.5523, 2.7943, −2.4571.
  near(e.chapters[6].z.asl!, 3.552317999910068);
  near(e.chapters[6].z.dialog_pct!, -2.457073480950454);
  // With twelve chapters chapter 7 (d² = 19.1 on three features) is the strongest but not
  // beyond chance: P(F(3, ν) ≥ 6.36) for the small ν that twelve chapters leave.
  const ranked = [...e.chapters].sort((a, b) => a.p - b.p);
  assert.equal(ranked[0].chapter, 7);
  assert.ok(ranked[0].p > 0.05 / 12, `${ranked[0].p}`);
  assert.deepEqual(e.selected, []);
  assert.deepEqual(e.chapters[6].carriers, ["asl", "hd_d", "dialog_pct"]);
});

Deno.test("chapterEvidence() adds only a noisier chapter's excess sampling error to σ", () => {
  // Chapter 7's asl is measured with an SE of 3 while the others have 0.5 (median 0.5):
  // s² = σ² + 3² − 0.5², so its asl deviation shrinks by √(σ² + 8.75) / σ.
  const { rows, cells } = book(Z);
  const se = rows.map((r, i) => ({
    ...r,
    se: STYLE_FEATURES.map((f) => f === "asl" ? (i === 6 ? 3 : 0.5) : 0),
  }));
  const e = chapterEvidence(se, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  const asl = Z.map((r) => r[0]).sort((a, b) => a - b);
  const med = (asl[5] + asl[6]) / 2;
  const dev = asl.map((x) => Math.abs(x - med)).sort((a, b) => a - b);
  const sigma = 1.4826 * (dev[5] + dev[6]) / 2;
  near(e.chapters[6].z.asl!, (4.2 - med) / Math.sqrt(sigma * sigma + 9 - 0.25));
  near(e.chapters[0].z.asl!, (0.3 - med) / sigma);
});

Deno.test("chapterEvidence() divides by the genomic-control factor when the bulk is too wide", () => {
  // The same book with every value cubed (sign kept): heavy tails, so the robust z of the bulk
  // spread wider than N(0, 1) and median(d²) / chi2.median(3) = λ = 3.9121099520343363
  // (numpy/scipy 1.17.1, the same steps as above); d² / λ of chapter 1 2.5932928134547177,
  // of chapter 7 3868.7685965317855.
  const { rows, cells } = book(Z.map((r) => r.map((v) => Math.sign(v) * Math.abs(v) ** 3)));
  const e = chapterEvidence(rows, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  near(e.inflation, 3.9121099520343363);
  near(e.chapters[0].distance, 2.5932928134547177);
  near(e.chapters[6].distance, 3868.7685965317855);
  assert.deepEqual(e.selected, [7]);
});

Deno.test("chapterEvidence() leaves TTR out and scores opening entropy net of chapter length", () => {
  // Opening entropy = 1 + 0.5 ln(words) exactly, so raw it tracks length; net of the
  // Theil–Sen line every residual is 0 except chapter 3's (+0.4), whose z is large.
  const words = [800, 1200, 1500, 2000, 2600, 3100, 3900, 4500, 5200, 6100, 7000, 9000];
  const { rows, cells } = book(Z, {
    ttr: (i) => 0.6 - 0.03 * i,
    start_entropy: (i) => 1 + 0.5 * Math.log(words[i]) + (i === 2 ? 0.4 : i % 2 ? 0.01 : -0.01),
  });
  const e = chapterEvidence(rows, cells, words, { q: 0.05, method: "bh" });
  assert.deepEqual(e.features, ["asl", "hd_d", "dialog_pct", "start_entropy"]);
  const z = e.chapters.map((c) => c.z.start_entropy!);
  // Residuals are ±0.01 (median 0 between them, MAD 0.01) and chapter 3's 0.4 − 0.01·(sign).
  assert.ok(z[2] > 20, `${z[2]}`);
  assert.ok(z.filter((_, i) => i !== 2).every((v) => Math.abs(v) < 1.5));
  assert.ok(e.selected.includes(3));
});

Deno.test("chapterEvidence() is unavailable below ten scored chapters and skips constant features", () => {
  const few = book(Z.slice(0, 9));
  const e = chapterEvidence(few.rows, few.cells, few.rows.map(() => 1000), {
    q: 0.05,
    method: "bh",
  });
  assert.deepEqual([e.available, e.chapters.length, e.selected.length], [false, 0, 0]);
  const flat = book(Z.map((r) => [r[0], 0, r[2]]));
  const f = chapterEvidence(flat.rows, flat.cells, flat.rows.map(() => 1000), {
    q: 0.05,
    method: "bh",
  });
  assert.deepEqual(f.features, ["asl", "dialog_pct"]);
});
