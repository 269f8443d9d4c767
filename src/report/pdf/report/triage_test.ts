import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
import { analyzeDocument } from "../../../features/pipeline.ts";
import { computeDashboardViews } from "../../../views/dashboard.ts";
import { pdfText, testFonts } from "../../../../testing/pdf.ts";
import { reportPdf } from "./report.ts";

const PRIDE = new URL("../../../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);

Deno.test({
  name: "the A4 report prints the words behind each listed finding (Pride and Prejudice, en/de)",
  ignore: pride === null,
  async fn() {
    const views = computeDashboardViews(analyzeDocument(pride!, { language: "en" }), {
      thresholds: DEFAULT_THRESHOLDS,
    });
    for (
      const [ui, chapter, title, longest, place] of [
        [
          "en",
          "Chapter 44 ·",
          "The words behind it",
          "Longest sentences",
          "81 words · paragraph 10, line 2759:",
        ],
        [
          "de",
          "Kapitel 44 ·",
          "Die Wörter dahinter",
          "Längste Sätze",
          "81 Wörter · Absatz 10, Zeile 2759:",
        ],
      ] as const
    ) {
      const bytes = await reportPdf({
        views,
        title: "Pride and Prejudice",
        created: new Date(Date.UTC(2025, 0, 15, 12)),
        creator: "svc test",
        fonts: await testFonts(),
        uiLanguage: ui,
      });
      // pdftotext without layout: one line per printed line, so joined lines are compared.
      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      const c44 = text.slice(text.indexOf(chapter));
      assert.ok(c44.includes(title), `${ui}: ${title}`);
      assert.ok(
        c44.includes(`${longest} – ${place} “When she saw him thus seeking the acquaintance`),
        `${ui}: ${c44.slice(0, 2000)}`,
      );
      // Three listed chapters have carriers (those offered anyway); tense-only ones have none.
      assert.equal(text.split(title).length - 1, 3, ui);
    }
  },
});
