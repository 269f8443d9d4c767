import assert from "node:assert/strict";
import { analyze, fingerprint, passport, UsageError } from "../../mod.ts";

const DEVIANT = await Deno.readTextFile(new URL("../../testdata/deviant-en.md", import.meta.url));
const SAMPLE = await Deno.readTextFile(new URL("../../testdata/sample-en.md", import.meta.url));

/** Features an almost all-dialogue chapter of short lines can move (SPEC 2.3 features). */
const DIALOGUE_CHAPTER_FEATURES = new Set([
  "asl",
  "ttr",
  "hd_d",
  "dialog_pct",
  "staccato_pct",
  "kaskade_pct",
  "sentence_cv",
  "start_entropy",
  "first_person_start_rate",
]);

Deno.test("fingerprint() selects the all-dialogue chapter on its features and nothing else", () => {
  const ref = fingerprint(DEVIANT, { language: "en" });
  assert.deepEqual(Object.keys(ref.fdr_flagged), ["7"]);
  const flagged = ref.fdr_flagged["7"];
  for (const f of ["dialog_pct", "asl", "staccato_pct"]) assert.ok(flagged.includes(f), f);
  for (const f of flagged) assert.ok(DIALOGUE_CHAPTER_FEATURES.has(f), `unexpected ${f}`);
  assert.equal(ref.effect_magnitudes["7"].dialog_pct, "large");
  assert.ok(ref.deviations["7"].dialog_pct > ref.meta.z_strong);
  assert.ok(ref.deviations["7"].asl < -ref.meta.z_strong);
  assert.equal(ref.meta.comparable_chapters, 12);
  assert.equal(ref.dimensions[0].flagged.includes(7), true);
});

Deno.test("fingerprint('') has no measured cells and the consistency sentinel", () => {
  const ref = fingerprint("", { language: "en" });
  assert.equal(ref.measured_cells, 0);
  assert.equal(ref.consistency, 1.0);
  assert.deepEqual(ref.structural_diagnostics, {});
  assert.deepEqual(ref.deviations, {});
  assert.deepEqual(ref.dimensions, []);
  assert.equal(ref.features.length, 16);
  assert.ok(ref.features.every((f) => f.median === null && f.band === null));
});

Deno.test("fewer comparable chapters than min_chapters leave baselines unavailable", () => {
  const ref = fingerprint(DEVIANT, { language: "en", minChapters: 13 });
  assert.equal(ref.meta.baselines_available, false);
  assert.equal(ref.measured_cells, 0);
  assert.equal(ref.consistency, 1.0);
  assert.ok(ref.features.every((f) => f.median === null && f.sigma === null));
  assert.ok(ref.features.some((f) => f.chapters_measured === 12));
});

Deno.test("chapters under the floors stay out of the baselines", () => {
  const ref = fingerprint(SAMPLE, { language: "en" });
  // Chapter 8 of the sample has about 65 words: under the 100-word floor.
  assert.ok(!("8" in ref.deviations));
  const asl = ref.features.find((f) => f.feature === "asl")!;
  assert.equal(asl.chapters_measured, 7);
});

Deno.test("Benjamini-Yekutieli selects a subset of Benjamini-Hochberg", () => {
  const bh = fingerprint(DEVIANT, { language: "en" });
  const by = fingerprint(DEVIANT, { language: "en", fdrMethod: "by" });
  assert.equal(by.meta.fdr_method, "by");
  for (const [chapter, features] of Object.entries(by.fdr_flagged)) {
    for (const f of features) assert.ok(bh.fdr_flagged[chapter]?.includes(f));
  }
});

Deno.test("meta carries the active thresholds, explicit options over project config", () => {
  const ref = fingerprint(SAMPLE, {
    language: "en",
    zMild: 2,
    projectConfig: { thresholds: { z_mild: 1, z_strong: 5, dim_threshold: 3 } },
  });
  assert.equal(ref.meta.z_mild, 2);
  assert.equal(ref.meta.z_strong, 5);
  assert.equal(ref.meta.dim_score_threshold, 3);
  assert.equal(ref.meta.fdr_q, 0.05);
});

Deno.test("invalid thresholds throw UsageError", () => {
  assert.throws(() => fingerprint(SAMPLE, { minChapters: 1 }), UsageError);
  assert.throws(() => fingerprint(SAMPLE, { fdrQ: 1 }), UsageError);
  assert.throws(() => fingerprint(SAMPLE, { zMild: 4, zStrong: 3 }), UsageError);
  assert.throws(() => fingerprint(SAMPLE, { flagMinSeverity: 2.5 }), UsageError);
});

Deno.test("passport() builds the same selection from an analyze result, without text parts", () => {
  const fromText = fingerprint(DEVIANT, { language: "en" });
  const fromResult = passport(analyze(DEVIANT, { language: "en" }));
  assert.deepEqual(fromResult.fdr_flagged, fromText.fdr_flagged);
  assert.equal(fromResult.measured_cells, fromText.measured_cells);
  const sd = fromResult.structural_diagnostics as Record<string, unknown>;
  assert.ok(!("cooccurrence" in sd) && !("keyness" in sd));
  assert.ok("cooccurrence" in (fromText.structural_diagnostics as Record<string, unknown>));
});

Deno.test("fingerprint() is deterministic", () => {
  const a = JSON.stringify(fingerprint(SAMPLE, { language: "en" }));
  const b = JSON.stringify(fingerprint(SAMPLE, { language: "en" }));
  assert.equal(a, b);
});
