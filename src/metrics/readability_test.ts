import assert from "node:assert/strict";
import { flesch, type FleschCoefficients } from "./readability.ts";

// The seven calibrated formulas, base − asl·ASL − asw·ASW:
const FORMULAS: Record<string, FleschCoefficients> = {
  // Flesch (1948), English: 206.835 − 1.015·ASL − 84.6·ASW
  en: { variant: "flesch_1948", base: 206.835, asl: 1.015, asw: 84.6 },
  // Amstad (1978), German: 180 − ASL − 58.5·ASW
  de: { variant: "amstad_1978", base: 180, asl: 1, asw: 58.5 },
  // Kandel & Moles (1958), French: 207 − 1.015·ASL − 73.6·ASW
  fr: { variant: "kandel_moles_1958", base: 207, asl: 1.015, asw: 73.6 },
  // Fernández Huerta (1959), Spanish: 206.84 − 1.02·ASL − 60·ASW
  es: { variant: "fernandez_huerta_1959", base: 206.84, asl: 1.02, asw: 60 },
  // Flesch-Vacca (1972), Italian: 206 − ASL − 65·ASW
  it: { variant: "flesch_vacca_1972", base: 206, asl: 1, asw: 65 },
  // Martins et al. (1996), Portuguese: 248.835 − 1.015·ASL − 84.6·ASW
  pt: { variant: "martins_1996", base: 248.835, asl: 1.015, asw: 84.6 },
  // Douma (1960), Dutch: 206.835 − 0.93·ASL − 77·ASW
  nl: { variant: "douma_1960", base: 206.835, asl: 0.93, asw: 77 },
};

const close = (actual: number | null, expected: number) =>
  assert.ok(
    actual !== null && Math.abs(actual - expected) < 1e-9,
    `${actual} is not close to ${expected}`,
  );

Deno.test("flesch() applies each language formula at ASL 20, ASW 1.5 (by hand)", () => {
  // 100 words, 5 sentences, 150 syllables -> ASL 20, ASW 1.5
  const counts = { words: 100, sentences: 5, syllables: 150 };
  close(flesch(FORMULAS.en, counts), 59.635); // 206.835 − 20.3 − 126.9
  close(flesch(FORMULAS.de, counts), 72.25); // 180 − 20 − 87.75
  close(flesch(FORMULAS.fr, counts), 76.3); // 207 − 20.3 − 110.4
  close(flesch(FORMULAS.es, counts), 96.44); // 206.84 − 20.4 − 90
  close(flesch(FORMULAS.it, counts), 88.5); // 206 − 20 − 97.5
  close(flesch(FORMULAS.pt, counts), 101.635); // 248.835 − 20.3 − 126.9
  close(flesch(FORMULAS.nl, counts), 72.735); // 206.835 − 18.6 − 115.5
});

Deno.test("flesch() applies each language formula to uneven counts", () => {
  // 137 words, 9 sentences, 203 syllables; Python: b - a1 * (137 / 9) - a2 * (203 / 137)
  const counts = { words: 137, sentences: 9, syllables: 203 };
  close(flesch(FORMULAS.en, counts), 66.02824006488241);
  close(flesch(FORMULAS.de, counts), 78.09529602595295);
  close(flesch(FORMULAS.fr, counts), 82.4925101378751);
  close(flesch(FORMULAS.es, counts), 102.40822384428223);
  close(flesch(FORMULAS.it, counts), 94.46390916463908);
  close(flesch(FORMULAS.pt, counts), 108.02824006488241);
  close(flesch(FORMULAS.nl, counts), 78.58344282238443);
});

Deno.test("flesch() is not clipped to 0..100", () => {
  // one-syllable two-word sentences: 206.835 − 1.015·2 − 84.6·1 = 120.205
  close(flesch(FORMULAS.en, { words: 10, sentences: 5, syllables: 10 }), 120.205);
  // 60-word sentences of 3-syllable words: 180 − 60 − 175.5 = −55.5
  close(flesch(FORMULAS.de, { words: 60, sentences: 1, syllables: 180 }), -55.5);
});

Deno.test("flesch() is null without words or sentences", () => {
  assert.equal(flesch(FORMULAS.en, { words: 0, sentences: 3, syllables: 0 }), null);
  assert.equal(flesch(FORMULAS.en, { words: 12, sentences: 0, syllables: 15 }), null);
});
