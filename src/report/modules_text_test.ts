import assert from "node:assert/strict";
import { messages } from "../i18n/messages.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { analyzeView } from "../views/analyze.ts";
import { charactersView, parseNames } from "../views/characters.ts";
import { dialogueView } from "../views/dialogue.ts";
import { compileMotifs, motifsView } from "../views/motifs.ts";
import { pacingView } from "../views/pacing.ts";
import { scenesView } from "../views/scenes.ts";
import { showingView } from "../views/showing.ts";
import { renderAnalyzeText } from "./analyze_text.ts";
import {
  renderCharactersText,
  renderDialogueText,
  renderMotifsText,
  renderPacingText,
  renderScenesText,
  renderShowingText,
  unmatchedWarnings,
} from "./modules_text.ts";
import { displayWidth } from "./text_format.ts";

const SENTENCES = [
  "Gregor lag im Bett und sah zur Tür.",
  "„Was ist mit mir geschehen?“, dachte er.",
  "Die Schwester kam herein und brachte Milch.",
  "Der Vater saß am Tisch und las die Zeitung.",
  "Re\u0301ne\u0301e ging langsam aus dem Zimmer.",
  "Es regnete, und die Mutter weinte leise.",
];

/** A German manuscript: three chapters of about 150 words, the second with a divider. */
function book(): string {
  const chapter = (shift: number) =>
    Array.from(
      { length: 3 },
      (_, p) =>
        Array.from({ length: 8 }, (_, s) => SENTENCES[(s + p + shift) % SENTENCES.length]).join(
          " ",
        ),
    ).join("\n\n");
  return `## Eins\n\n${chapter(0)}\n\n## Zwei\n\n${chapter(1)}\n\n* * *\n\n${
    chapter(2)
  }\n\n## Drei\n\n${chapter(3)}\n`;
}

/** English words that the old reports printed whatever the interface language. */
const ENGLISH =
  /\b(words|scenes|tell|show|balance|dlg|sufficient|partial|insufficient|default|title|tense|flesch_1948|amstad_1978)\b|\d w\b/;

Deno.test("German text reports are German throughout, with decimal commas", () => {
  const de = messages("de");
  const analysis = analyzeDocument(book(), { language: "de" });
  const reports = {
    analyze: renderAnalyzeText(analyzeView(analysis), de),
    dialogue: renderDialogueText(dialogueView(analysis), de),
    pacing: renderPacingText(pacingView(analysis), de),
    scenes: renderScenesText(scenesView(analysis, {}), de),
    showing: renderShowingText(showingView(analysis), de),
    characters: renderCharactersText(
      charactersView(analysis, parseNames(["Gregor", "Renée", "Gregór"])),
      de,
    ),
    motifs: renderMotifsText(motifsView(analysis, compileMotifs({ Tür: "tür" })), de),
  };
  for (const [name, text] of Object.entries(reports)) {
    assert.doesNotMatch(text, ENGLISH, name);
    // No number with a decimal point: 12.5 would be English; 1:1 scene ids are not numbers.
    assert.doesNotMatch(text.replaceAll("1.000", ""), /\d\.\d/, `${name}: ${text}`);
  }
  assert.match(reports.analyze, /Mittlere Satzlänge\s+\d+,\d/);
  assert.match(reports.analyze, /Flesch–Amstad, 1978/);
  assert.match(
    reports.analyze,
    /Nr\.\s+Wörter\s+Ø Satzlänge\s+Dialog %\s+HD-D\s+JSD\s+Tempus\s+Titel/,
  );
  assert.match(reports.scenes, /Gruppe Standard {2}Daten ausreichend/);
  assert.match(reports.showing, /erzählt .* zeigt .* Bilanz/);
  assert.match(reports.motifs, /\d,\d\d \/1000/);
  // Repeated phrases keep the text's capitals: "die Schwester", not "die schwester".
  assert.match(reports.motifs, /Schwester/);
  assert.doesNotMatch(reports.motifs, / {2}\d+× {2}.*\bschwester\b/);
});

Deno.test("German reports align columns by display width (decomposed accents take no column)", () => {
  const de = messages("de");
  const analysis = analyzeDocument(book(), { language: "de" });
  // "Re\u0301ne\u0301e" is written with combining accents: 7 code points, 5 columns.
  const text = renderCharactersText(
    charactersView(analysis, parseNames(["Re\u0301ne\u0301e", "Gregor"])),
    de,
  );
  const rows = text.split("\n").filter((l) => /Nennungen/.test(l));
  assert.equal(rows.length, 2);
  const at = rows.map((r) => displayWidth(r.slice(0, r.indexOf("Nennungen"))));
  assert.equal(at[0], at[1]);
  // The accent-insensitive match: "Renée" finds the decomposed spelling too.
  const written = book().split("Re\u0301ne\u0301e").length - 1;
  assert.match(rows[0], new RegExp(`^Re\u0301ne\u0301e\\s+${written} Nennungen`));
});

Deno.test("unmatchedWarnings() names the close spellings in the interface language", () => {
  const analysis = analyzeDocument(book(), { language: "de" });
  const result = charactersView(analysis, parseNames(["Gergor", "Zebulon"]));
  const gregor = book().split("Gregor").length - 1;
  assert.deepEqual(unmatchedWarnings(result, messages("de")), [
    `Keine Treffer für den Namen „Gergor“ im Text; ähnliche Schreibungen darin: Gregor (${gregor})`,
    "Keine Treffer für den Namen „Zebulon“ im Text und keine ähnliche Schreibung",
  ]);
  assert.match(unmatchedWarnings(result, messages("en"))[0], /^No match for the name "Gergor"/);
});
