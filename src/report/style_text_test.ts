import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { analyzeView } from "../views/analyze.ts";
import { profileView } from "../views/profile.ts";
import { fingerprintView } from "../views/style.ts";
import { triageView } from "../views/triage.ts";
import { renderStyleText } from "./style_text.ts";
import { findingWordsView } from "../views/finding_words.ts";

const PRIDE = new URL("../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const DEVIANT = new URL("../../testdata/deviant-en.md", import.meta.url);

async function report(url: URL, language: string): Promise<string | null> {
  const text = await Deno.readTextFile(url).catch(() => null);
  if (text === null) return null;
  const analysis = analyzeDocument(text, { language: "en" });
  const style = fingerprintView(analysis, DEFAULT_THRESHOLDS);
  const triage = triageView({
    style,
    chapters: analyzeView(analysis).metrics.chapters,
    tense: profileView(analysis, DEFAULT_THRESHOLDS.flag_min_severity).chapters,
  });
  return renderStyleText(style, triage, language);
}

const pride = await report(PRIDE, "en");

Deno.test({
  name:
    "the style text report lists the mild threshold hits with their sentences, not only the FDR set",
  ignore: pride === null,
  fn() {
    const text = pride!;
    assert.match(text, /Threshold hits: 0 strong \(\|z\*\| ≥ 3\.5\), 10 mild/);
    for (const n of [15, 30, 44]) {
      assert.match(text, new RegExp(`Chapter ${n}: sentences average 3\\d words; in this book`));
    }
    assert.match(text, /FDR-selected cells \(BH, q = 0\.05\): 0/);
    // Plain words first: nothing passes, so the strongest chapters are offered anyway.
    assert.match(
      text,
      /^Style reference\n=+\n\nChapters to look at, most pressing first\n-+\nNothing stands out beyond what chance gives in a book of 61 chapters\.\n/,
    );
    assert.match(
      text,
      /If you want to look anyway:\n(.*\n)*? {2}Chapter 15: Comes closest in average sentence length \(higher than usual\)/,
    );
    const plain = text.slice(0, text.indexOf("Details for statisticians"));
    for (const word of ["z*", "FDR", "bits", "σ"]) {
      const lines = plain.split("\n").filter((l) => !l.startsWith("      ("));
      assert.ok(lines.every((l) => !l.includes(word)), word);
    }
    // Feature identifiers never reach the reader; display names and units do.
    for (const id of STYLE_FEATURES.filter((f) => f.includes("_"))) {
      assert.ok(!text.includes(id), id);
    }
    assert.match(text, /Long sentences +22\.4 +9\.0 +0\.0–44\.8 +61 +% of sentences with 30 words/);
    assert.match(text, /Filter verbs .* per 1,000 words/);
  },
});

Deno.test("the style text report of an FDR-selected chapter names the cell and its effect, in German", async () => {
  const text = (await report(DEVIANT, "de"))!;
  assert.match(text, /^Stilreferenz\n/);
  assert.match(text, /FDR-ausgewählte Zellen \(BH, q = 0,05\): [1-9]/);
  assert.match(
    text,
    /Kapitel 7: [^\n]*% der Wörter sind Dialog[^\n]*\[stark · FDR-ausgewählt \(groß\); z\* /,
  );
});

Deno.test({
  name: "the style text report shows the words behind each listed finding (Pride and Prejudice)",
  ignore: pride === null,
  async fn() {
    const text = await Deno.readTextFile(PRIDE);
    const analysis = analyzeDocument(text, { language: "en" });
    const style = fingerprintView(analysis, DEFAULT_THRESHOLDS);
    const triage = triageView({
      style,
      chapters: analyzeView(analysis).metrics.chapters,
      tense: profileView(analysis, DEFAULT_THRESHOLDS.flag_min_severity).chapters,
    });
    const words = findingWordsView(analysis, triage);
    const en = renderStyleText(style, triage, "en", words);
    // Chapter 15 ("sentences average 37 words") shows its longest sentence, counted by the
    // pipeline as 96 words, in paragraph 11 (line 1005 of the file).
    const c15 = en.slice(en.indexOf("  Chapter 15:"));
    assert.match(
      c15,
      /^ {4}The words behind it:\n {6}Longest sentences:\n {8}- “Mrs\. Philips was always glad to see her nieces, .*” \(96 words · paragraph 11, line 1005\)$/m,
    );
    assert.match(
      c15,
      /^ {6}Repeated sentence openings:\n {8}- “Mr” opens 8 of 46 sentences: “Mr\. Collins/m,
    );
    // Chapters listed for tense alone show no carrier words.
    const c42 = en.slice(en.indexOf("  Chapter 42"), en.indexOf("  Chapter 46"));
    assert.ok(!c42.includes("The words behind it"), c42);
    const de = renderStyleText(style, triage, "de", words);
    assert.match(
      de,
      /Längste Sätze:\n {8}- “Mrs\. Philips .*\(96 Wörter · Absatz 11, Zeile 1005\)/,
    );
  },
});
