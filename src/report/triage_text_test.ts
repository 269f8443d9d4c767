import assert from "node:assert/strict";
import type { Triage, TriageCell, TriageChapter } from "../views/triage.ts";
import { labelsFor } from "./labels/packs.ts";
import { LABEL_LANGUAGES } from "./labels/packs.ts";
import {
  cellTags,
  consistencyText,
  evidenceDetailsText,
  featurePhrase,
  findingDigits,
  findingSentence,
  findingText,
  standsOutText,
  tenseText,
  triageHeadlineText,
} from "./triage_text.ts";

// Pride and Prejudice, chapter 15 (style reference of the corpus novel): ASL 36.6 against
// median 20.77 and sigma 4.045, so the band at z_mild 2.5 is 10.66–30.89.
const USUAL = { median: 20.7739, low: 10.6609, high: 30.8869 };
const CELL: TriageCell = {
  chapter: 15,
  feature: "asl",
  value: 36.6,
  z: 3.1117,
  level: "mild",
  fdr: false,
  effect: null,
  direction: "high",
  usual: USUAL,
};

Deno.test("a finding is a plain sentence with its unit and the book's usual range", () => {
  assert.equal(
    findingSentence(CELL, labelsFor("en"), "en"),
    "Chapter 15: sentences average 37 words; in this book they usually run 11–31 (median 21).",
  );
  assert.equal(
    findingSentence(CELL, labelsFor("de"), "de"),
    "Kapitel 15: Die Sätze sind im Schnitt 37 Wörter lang; in diesem Buch meist 11–31 (Median 21).",
  );
  assert.equal(
    findingText(CELL, labelsFor("en"), "en"),
    "Sentences average 37 words; in this book they usually run 11–31 (median 21).",
  );
  for (const language of LABEL_LANGUAGES) {
    const s = findingSentence(CELL, labelsFor(language), language);
    for (const n of ["15", "37", "11", "31", "21"]) assert.ok(s.includes(n), `${language}: ${s}`);
  }
});

Deno.test("a value next to the edge of its range gets the decimals that keep it apart", () => {
  assert.equal(findingDigits("asl", 31.2, USUAL), 1);
  assert.equal(findingDigits("asl", 36.6, USUAL), 0);
  assert.equal(findingDigits("asl", 10.6, USUAL), 1);
  assert.equal(findingDigits("asl", 10.65, USUAL), 2);
  assert.equal(
    findingSentence({ ...CELL, value: 31.2 }, labelsFor("en"), "en"),
    "Chapter 15: sentences average 31.2 words; in this book they usually run 10.7–30.9 (median 20.8).",
  );
});

Deno.test("percent findings, tags, tense flags and consistency read the same in every surface", () => {
  const dialog: TriageCell = {
    ...CELL,
    feature: "dialog_pct",
    value: 97.2,
    z: 4.1,
    level: "strong",
    fdr: true,
    effect: "large",
    usual: { median: 45, low: 0, high: 92 },
  };
  assert.equal(
    findingText(dialog, labelsFor("en"), "en"),
    "97 % of the words are dialogue; in this book usually 0–92 % (median 45 %).",
  );
  assert.deepEqual(cellTags(dialog, labelsFor("en")), ["strong", "FDR-selected (large)"]);
  assert.equal(
    tenseText(1, 2, labelsFor("en")),
    "1 paragraph mixes or switches tense (severity 2 or higher).",
  );
  assert.equal(
    tenseText(3, 2, labelsFor("de")),
    "3 Absätze mischen oder wechseln das Tempus (Schweregrad 2 oder höher).",
  );
  const t = labelsFor("en");
  assert.equal(consistencyText(0.98975, "en", t), "99 %");
  assert.equal(consistencyText(0.9512, "de", t), "95,1 %");
  assert.equal(consistencyText(null, "en", t), "unavailable");
});

const CHAPTER = {
  number: 15,
  beyond: true,
  carriers: [CELL, { ...CELL, feature: "dialog_pct", value: 5, z: -2.1, direction: "low" }],
} as unknown as TriageChapter;

Deno.test("a chapter beyond chance is said in plain words in every interface language", () => {
  assert.equal(
    standsOutText(CHAPTER, false, labelsFor("en"), "en"),
    "Differs from the rest of the book in average sentence length (higher than usual) and dialogue share (lower than usual).",
  );
  assert.equal(
    featurePhrase(CELL, labelsFor("de"), "de"),
    "Mittlere Satzlänge (höher als üblich)",
  );
  const within = { ...CHAPTER, beyond: false } as TriageChapter;
  assert.equal(standsOutText(within, false, labelsFor("en"), "en"), null);
  assert.match(standsOutText(within, true, labelsFor("en"), "en")!, /^Comes closest in /);
  for (const language of LABEL_LANGUAGES) {
    const text = standsOutText(CHAPTER, false, labelsFor(language), language)!;
    for (const word of ["z*", "FDR", "bits", "σ", "TTR"]) assert.ok(!text.includes(word), word);
  }
});

Deno.test("the triage headline says plainly what passes chance, or that nothing does", () => {
  const triage = (beyond: number[], basis: "model" | "cells") =>
    ({
      chapters: Array.from({ length: 61 }, (_, i) => ({ number: i + 1 })),
      beyondChance: beyond,
      evidence: { basis },
    }) as unknown as Triage;
  const en = labelsFor("en");
  assert.equal(
    triageHeadlineText(triage([], "model"), en, String),
    "Nothing stands out beyond what chance gives in a book of 61 chapters.",
  );
  assert.equal(
    triageHeadlineText(triage([7], "model"), en, String),
    "1 chapter stands out beyond what chance gives in a book of 61 chapters.",
  );
  assert.equal(
    triageHeadlineText(triage([7, 9], "model"), labelsFor("fr"), String),
    "2 chapitres se distinguent au-delà de ce que donne le hasard dans un livre de 61 chapitres.",
  );
  assert.match(triageHeadlineText(triage([], "cells"), en, String), /^With 61 chapters the book/);
  for (const language of LABEL_LANGUAGES) {
    const text = triageHeadlineText(triage([], "model"), labelsFor(language), String);
    assert.ok(text.includes("61"), language);
  }
});

Deno.test("the chapter score for statisticians names its reference law: χ² or k·F(k, ν)", () => {
  const chapter = {
    evidence: { distance: 41.2, df: 14, p: 0.0004, q: 0.02 },
  } as unknown as TriageChapter;
  const triage = (nullDegrees: number | null) =>
    ({
      evidence: { inflation: 1.3, nullDegrees },
      settings: { fdr_method: "bh", fdr_q: 0.05 },
    }) as unknown as Triage;
  const en = labelsFor("en");
  assert.match(
    evidenceDetailsText(chapter, triage(38.74), en, "en")!,
    /λ = 1\.3; 14·F\(14, 38\.7\)\)/,
  );
  assert.match(evidenceDetailsText(chapter, triage(null), en, "en")!, /λ = 1\.3; χ²\(14\)\)/);
  for (const language of LABEL_LANGUAGES) {
    const text = evidenceDetailsText(chapter, triage(38.74), labelsFor(language), language)!;
    assert.ok(text.includes("F(14") && !text.includes("{reference}"), language);
  }
});
