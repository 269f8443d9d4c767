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
      /If you want to look anyway:\n(.*\n)*? {2}Chapter 44: Comes closest in average sentence length \(higher than usual\)/,
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
    // Chapter 44 (sentences average 32 words, offered anyway) shows its longest sentence,
    // counted by the pipeline as 81 words, in paragraph 10 (line 2759 of the file).
    const c44 = en.slice(en.indexOf("  Chapter 44:"));
    assert.match(
      c44,
      /^ {4}The words behind it:\n {6}Longest sentences:\n {8}- “When she saw him thus seeking the acquaintance, .*” \(81 words · paragraph 10, line 2759\)$/m,
    );
    // Chapters listed for tense alone show no carrier words.
    const c42 = en.slice(en.indexOf("  Chapter 42"), en.indexOf("  Chapter 46"));
    assert.ok(!c42.includes("The words behind it"), c42);
    const de = renderStyleText(style, triage, "de", words);
    assert.match(
      de,
      /Längste Sätze:\n {8}- “When she saw him .*\(81 Wörter · Absatz 10, Zeile 2759\)/,
    );
  },
});
