import assert from "node:assert/strict";
import { STYLE_FEATURES, type StyleFeature } from "../features/feature_ids.ts";
import type { Cell } from "./baselines.ts";
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
  // Independent computation with numpy/scipy: R from
  // scipy.stats.spearmanr mapped by 2 sin(πρ/6), shrunk 0.8 R + 0.2 I; d² = z @ solve(R, z);
  // λ = max(1, median(d²) / scipy.stats.chi2.median(3)) = 1; p = chi2.sf(d² / λ, 3).
  const { rows, cells } = book(Z);
  const e = chapterEvidence(rows, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  assert.equal(e.available, true);
  assert.deepEqual(e.features, USED);
  assert.equal(e.shrinkage, 0.2);
  assert.equal(e.inflation, 1);
  const d2 = [
    1.8007494978503944,
    2.8808113254233483,
    1.1890750356810624,
    3.098274530423046,
    2.7175922768876912,
    2.5306103512982743,
    24.621602426559733,
    1.2667593714372163,
    0.9711576037442115,
    1.6365840876803062,
    1.6328539865735838,
    0.45354497847134756,
  ];
  const p = [
    0.614771850224684,
    0.41036911344593374,
    0.7556257444112164,
    0.37671996561822874,
    0.43724594516621595,
    0.4697844984221162,
    1.852493663149764e-05,
    0.7370411132128003,
    0.8082304815401734,
    0.6511233638385636,
    0.6519635537519637,
    0.9289721958879519,
  ];
  e.chapters.forEach((c, i) => {
    near(c.distance, d2[i]);
    near(c.p, p[i]);
    assert.equal(c.df, 3);
  });
  // scipy.stats.false_discovery_control(p, method="bh"): only chapter 7 (q = 0.000222) ≤ 0.05.
  assert.deepEqual(e.selected, [7]);
  assert.deepEqual(e.chapters[6].carriers, ["asl", "hd_d", "dialog_pct"]);
  assert.deepEqual(e.chapters[11].carriers, ["asl"]);
});

Deno.test("chapterEvidence() divides by the genomic-control factor when the bulk is too wide", () => {
  // The same book with every z doubled: d² × 4, λ = median(d²) / chi2.median(3) =
  // 2.9056394985849323 (scipy 1.17.1), so chapter 7: d² / λ = 33.894917024015726,
  // p = 2.0850112625701635e-07; chapter 1: 2.4789716669633277, p = 0.479103363709089.
  const { rows, cells } = book(Z.map((r) => r.map((v) => 2 * v)));
  const e = chapterEvidence(rows, cells, rows.map(() => 1000), { q: 0.05, method: "bh" });
  near(e.inflation, 2.9056394985849323);
  near(e.chapters[6].distance, 33.894917024015726);
  near(e.chapters[6].p, 2.0850112625701635e-07);
  near(e.chapters[0].distance, 2.4789716669633277);
  near(e.chapters[0].p, 0.479103363709089);
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
