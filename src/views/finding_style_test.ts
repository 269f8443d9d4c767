import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { findingStyleView, fingerprintView } from "./style.ts";

const CORPUS = new URL("../../../shared/corpus/", import.meta.url);

for (
  const [name, language] of [["en/jekyll-and-hyde.md", "en"], [
    "de/die-verwandlung.md",
    "de",
  ]] as const
) {
  Deno.test(`findingStyleView equals fingerprintView but for co-occurrence and keyness: ${name}`, async () => {
    const text = await Deno.readTextFile(new URL(name, CORPUS));
    const analysis = analyzeDocument(text, { language });
    const full = fingerprintView(analysis, DEFAULT_THRESHOLDS);
    const lean = findingStyleView(analysis, DEFAULT_THRESHOLDS);
    assert.ok("cooccurrence" in full.structural_diagnostics, "the full view has the text parts");
    assert.ok(!("cooccurrence" in lean.structural_diagnostics));
    assert.ok(!("keyness" in lean.structural_diagnostics));
    const { cooccurrence: _c, keyness: _k, ...rest } = full.structural_diagnostics;
    assert.deepEqual({ ...lean, structural_diagnostics: {} }, {
      ...full,
      structural_diagnostics: {},
    });
    assert.deepEqual(lean.structural_diagnostics, rest);
  });
}
