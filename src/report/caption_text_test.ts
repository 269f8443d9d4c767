import assert from "node:assert/strict";
import { lagCaption, runsCaption } from "./caption_text.ts";
import { labelsFor } from "./labels/packs.ts";

const en = labelsFor("en");

Deno.test("the lag-1 caption follows the sign and the significance of ρ", () => {
  // ρ = −0.012 inside ±0.251 (1.96 / √61): neighbours are not more alike.
  assert.equal(
    lagCaption({ mean_lag1_rho: -0.012, acf_critical: 0.251 }, en, "en"),
    "Neighbouring chapters are no more alike than distant ones (mean lag-1 ρ = \u22120.012, within ±0.251).",
  );
  assert.match(
    lagCaption({ mean_lag1_rho: 0.31, acf_critical: 0.251 }, en, "en"),
    /^Neighbouring chapters are more alike/,
  );
  assert.match(
    lagCaption({ mean_lag1_rho: -0.31, acf_critical: 0.251 }, en, "en"),
    /differ more than distant ones/,
  );
  assert.equal(
    lagCaption({ mean_lag1_rho: null, acf_critical: null }, en, "en"),
    en("lag_unavailable"),
  );
  assert.match(
    lagCaption({ mean_lag1_rho: 0.1381, acf_critical: 0.251 }, labelsFor("de"), "de"),
    /nicht mehr als entfernte \(mittleres Lag-1-ρ = 0,138, innerhalb ±0,251\)/,
  );
});

Deno.test("the runs caption names the features by their display names", () => {
  assert.equal(
    runsCaption({ runs_flagged: ["asl", "passive_density"] }, en),
    "Runs of neighbouring chapters on the same side of the median (runs test, p < 0.05): Average sentence length, Passive constructions.",
  );
  assert.equal(runsCaption({ runs_flagged: [] }, en), en("runs_none"));
});
