import assert from "node:assert/strict";
import { keyWords, logLikelihoodG2 } from "./keyness.ts";

// UCREL log-likelihood calculator formula (Rayson & Garside 2000), by hand in Python:
//   E1 = c*(a+b)/(c+d); E2 = d*(a+b)/(c+d); G2 = 2*(a*ln(a/E1) + b*ln(b/E2)), 0 ln 0 = 0;
// identical to scipy 1.17.1 scipy.stats.power_divergence([a, b], [E1, E2],
//   lambda_="log-likelihood").statistic on every row.
Deno.test("logLikelihoodG2() matches the UCREL formula and scipy power_divergence", () => {
  const cases: [number, number, number, number, number][] = [
    [50, 10, 10000, 10000, 29.110316603236875],
    [40, 2, 1000, 1000, 42.14306028258715],
    [12, 0, 5000, 20000, 38.626509898418405],
    [0, 7, 300, 900, 4.027549014324932],
    [25, 40, 8000, 12000, 0.06438898107911961],
    [1, 0, 1, 1, 1.3862943611198906],
  ];
  for (const [a, b, c, d, expected] of cases) {
    assert.ok(Math.abs(logLikelihoodG2(a, b, c, d) - expected) < 1e-12, `${a},${b},${c},${d}`);
  }
});

Deno.test("logLikelihoodG2() is 0 for an absent word and for equal relative frequencies", () => {
  assert.equal(logLikelihoodG2(0, 0, 100, 200), 0);
  assert.equal(logLikelihoodG2(0, 0, 0, 0), 0);
  assert.equal(logLikelihoodG2(3, 3, 100, 100), 0);
  assert.equal(logLikelihoodG2(3, 6, 100, 200), 0);
});

Deno.test("logLikelihoodG2() rejects negative, non-finite or impossible counts", () => {
  assert.throws(() => logLikelihoodG2(-1, 0, 10, 10), RangeError);
  assert.throws(() => logLikelihoodG2(1, Number.NaN, 10, 10), RangeError);
  assert.throws(() => logLikelihoodG2(11, 0, 10, 10), RangeError);
  assert.throws(() => logLikelihoodG2(1, 0, 0, 10), RangeError);
});

// Same Python formula with c = 1066, d = 982 (the table totals):
//   storm 39.0948, harbour 44.1017, quay 26.461, gale = wave 25.6403, mast 15.6708,
//   rope 5.2236, the 2.6203 (late), sea 0.0174 (early)
const EARLY = new Map([
  ["storm", 40],
  ["the", 500],
  ["sea", 460],
  ["gale", 25],
  ["wave", 25],
  ["mast", 12],
  ["rope", 4],
  ["anchor", 0],
]);
const LATE = new Map([
  ["storm", 2],
  ["the", 510],
  ["sea", 420],
  ["gale", 1],
  ["wave", 1],
  ["mast", 0],
  ["harbour", 30],
  ["quay", 18],
  ["rope", 0],
]);

/** The exact G² of a row of EARLY/LATE (table totals 1066 and 982). */
const row = (word: string) => ({
  word,
  g2: logLikelihoodG2(EARLY.get(word) ?? 0, LATE.get(word) ?? 0, 1066, 982),
});

Deno.test("keyWords() reports G² unrounded, equal to the hand-computed figures", () => {
  const python: [string, number][] = [
    ["storm", 39.0948],
    ["harbour", 44.1017],
    ["quay", 26.461],
    ["gale", 25.6403],
    ["wave", 25.6403],
    ["mast", 15.6708],
  ];
  const all = keyWords(EARLY, LATE, { limit: 100, minG2: 0, minFreq: 1 });
  const byWord = new Map([...all.early_over, ...all.late_over].map((k) => [k.word, k.g2]));
  for (const [word, expected] of python) {
    const g2 = byWord.get(word)!;
    assert.ok(Math.abs(g2 - expected) < 5e-5, `${word}: ${g2}`);
    assert.equal(g2, row(word).g2);
  }
  assert.notEqual(byWord.get("storm"), 39.0948); // more digits than the 4 printed above
});

Deno.test("keyWords() splits by relative frequency and sorts by G2 then word", () => {
  assert.deepEqual(keyWords(EARLY, LATE), {
    early_over: [
      row("storm"),
      row("gale"), // tie with wave, broken alphabetically
      row("wave"),
      row("mast"),
    ],
    late_over: [row("harbour"), row("quay")],
  });
});

Deno.test("keyWords() applies limit, minG2 and minFreq", () => {
  const result = keyWords(EARLY, LATE, { limit: 2, minG2: 0, minFreq: 1 });
  assert.deepEqual(result.early_over, [row("storm"), row("gale")]);
  assert.deepEqual(result.late_over, [row("harbour"), row("quay")]);
  const loose = keyWords(EARLY, LATE, { limit: 100, minG2: 0, minFreq: 1 });
  // rope (4 occurrences) and sea/the appear once thresholds are off; anchor (0) never.
  assert.deepEqual(loose.early_over.map((k) => k.word), [
    "storm",
    "gale",
    "wave",
    "mast",
    "rope",
    "sea",
  ]);
  assert.deepEqual(loose.late_over.map((k) => k.word), ["harbour", "quay", "the"]);
  assert.deepEqual(keyWords(EARLY, LATE, { minG2: 30 }).early_over, [row("storm")]);
  assert.deepEqual(keyWords(EARLY, LATE, { limit: 0 }), { early_over: [], late_over: [] });
});

Deno.test("keyWords() returns empty lists for empty or zero-total tables", () => {
  const empty = { early_over: [], late_over: [] };
  assert.deepEqual(keyWords(new Map(), new Map()), empty);
  assert.deepEqual(keyWords(EARLY, new Map()), empty);
  assert.deepEqual(keyWords(new Map([["a", 0]]), LATE), empty);
  assert.deepEqual(keyWords(EARLY, EARLY), empty); // identical tables: every G2 is 0
});

Deno.test("keyWords() rejects negative or non-finite counts", () => {
  assert.throws(() => keyWords(new Map([["a", -1]]), LATE), RangeError);
  assert.throws(() => keyWords(EARLY, new Map([["a", Number.NaN]])), RangeError);
});
