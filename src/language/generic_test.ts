import assert from "node:assert/strict";
import { countVowelGroups, GENERIC } from "./generic.ts";

Deno.test("GENERIC has no language-specific lists or heuristics", () => {
  assert.equal(GENERIC.code, "generic");
  for (
    const s of [
      GENERIC.functionWords,
      GENERIC.stopWords,
      GENERIC.firstPersonPronouns,
      GENERIC.filterVerbs,
      GENERIC.modalVerbs,
      GENERIC.nominalExclusions,
      GENERIC.abbreviations,
    ]
  ) {
    assert.equal(s.size, 0);
  }
  assert.deepEqual(GENERIC.nominalSuffixes, []);
  assert.equal(GENERIC.countPassives(["the", "door", "was", "opened"]), 0);
  assert.equal(GENERIC.tenseOf("walked", "he"), null);
  assert.equal(GENERIC.isAdjective("beautiful", "beautiful"), false);
  assert.equal(GENERIC.dashDialogue, false);
});

Deno.test("countVowelGroups() counts runs of vowels, accented ones included", () => {
  const cases: [string, number][] = [
    ["banana", 3],
    ["strength", 1],
    ["café", 2],
    ["naïveté", 3],
    ["über", 2],
    ["ação", 2],
    ["œuvre", 2],
    ["søster", 2],
    ["rhythm", 1],
    ["well-known", 2],
    ["hmm", 1],
    ["", 0],
    ["123", 0],
  ];
  for (const [w, n] of cases) assert.equal(countVowelGroups(w), n, w);
  assert.equal(GENERIC.countSyllables, countVowelGroups);
});

Deno.test("GENERIC borrows the Flesch (1948) coefficients under its own variant name", () => {
  assert.deepEqual(GENERIC.flesch, {
    variant: "generic_flesch_1948_en_coefficients",
    base: 206.835,
    asl: 1.015,
    asw: 84.6,
  });
});
