import assert from "node:assert/strict";
import {
  checkThreshold,
  DEFAULT_THRESHOLDS,
  mergeThresholds,
  parseThresholdFlag,
} from "./thresholds.ts";

Deno.test("DEFAULT_THRESHOLDS are 2.5 / 3.5 / 0.05 / bh / 2.5 / 2 / 2", () => {
  assert.deepEqual(DEFAULT_THRESHOLDS, {
    z_mild: 2.5,
    z_strong: 3.5,
    fdr_q: 0.05,
    fdr_method: "bh",
    dim_score_threshold: 2.5,
    flag_min_severity: 2,
    min_chapters: 2,
  });
});

Deno.test("checkThreshold() enforces every SPEC 4.3 rule", () => {
  const bad: [Parameters<typeof checkThreshold>[0], unknown][] = [
    ["z_mild", -0.1],
    ["z_mild", Infinity],
    ["z_mild", Number.NaN],
    ["z_strong", "3"],
    ["fdr_q", 0],
    ["fdr_q", 1],
    ["dim_score_threshold", 0],
    ["fdr_method", "holm"],
    ["min_chapters", 1],
    ["min_chapters", 2.5],
    ["min_chapters", true],
    ["flag_min_severity", 0],
    ["flag_min_severity", 4],
    ["flag_min_severity", 1.5],
  ];
  for (const [k, v] of bad) assert.equal(checkThreshold(k, v).ok, false, `${k}=${String(v)}`);
  assert.deepEqual(checkThreshold("z_mild", 0), { ok: true, value: 0 });
  assert.deepEqual(checkThreshold("min_chapters", 40), { ok: true, value: 40 });
  assert.deepEqual(checkThreshold("fdr_method", "by"), { ok: true, value: "by" });
});

Deno.test("mergeThresholds() lets higher layers win and checks strong >= mild", () => {
  const merged = mergeThresholds({
    flags: { z_strong: 4 },
    session: { z_mild: 3 },
    project: { z_mild: 2, fdr_q: 0.1 },
    user: { fdr_q: 0.2, min_chapters: 3 },
  });
  assert.ok(merged.ok);
  assert.deepEqual(merged.value, {
    ...DEFAULT_THRESHOLDS,
    z_mild: 3,
    z_strong: 4,
    fdr_q: 0.1,
    min_chapters: 3,
  });
  assert.equal(mergeThresholds({ user: { z_mild: 4 } }).ok, false);
  // The check is of the effective set: a lower layer's crossing value may be overridden.
  assert.equal(mergeThresholds({ flags: { z_mild: 2 }, user: { z_mild: 4 } }).ok, true);
});

Deno.test("parseThresholdFlag() reads decimals and rejects fractions for integers", () => {
  assert.deepEqual(parseThresholdFlag("z_mild", "2.75"), { ok: true, value: 2.75 });
  assert.equal(parseThresholdFlag("z_mild", "abc").ok, false);
  assert.equal(parseThresholdFlag("z_mild", "inf").ok, false);
  assert.equal(parseThresholdFlag("min_chapters", "2.0").ok, false);
  assert.deepEqual(parseThresholdFlag("min_chapters", "3"), { ok: true, value: 3 });
  assert.deepEqual(parseThresholdFlag("fdr_method", "by"), { ok: true, value: "by" });
});
