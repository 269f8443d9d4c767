import assert from "node:assert/strict";
import { testFonts } from "../../../../testing/pdf.ts";
import { PAGE_SIZES, PdfWriter } from "../writer.ts";
import {
  COLUMN_KEYS,
  columnHeaders,
  columnSpecs,
  fixedNumber,
  needPerPt,
  placeColumns,
  rowTexts,
  STRIP,
} from "./columns.ts";
import { sheetLabels } from "./labels.ts";
import type { SheetRow } from "./rows.ts";

const ROW: SheetRow = {
  number: 12,
  title: "Storm",
  words: 12345,
  asl: 16,
  dialogPct: 21.56,
  scenes: 3,
  wordsPerScene: 4115,
  hooks: [true, false, true],
  severity: 2,
  balance: -0.4,
  comparable: true,
  cells: [],
  strong: 1,
  mild: 2,
  fdr: 0,
  paragraphs: 4,
};

async function writer() {
  return new PdfWriter({
    pageSize: PAGE_SIZES.sheet,
    fonts: await testFonts(),
    title: "t",
    created: new Date(0),
    creator: "svc",
  });
}

Deno.test("fixedNumber() prints exactly the given decimals in the interface language", () => {
  assert.equal(fixedNumber(16, "en", 1), "16.0");
  assert.equal(fixedNumber(9.1639, "de", 1), "9,2");
  assert.equal(fixedNumber(null, "en", 1), "–");
  assert.equal(fixedNumber(Number.NaN, "en", 1), "–");
});

Deno.test("rowTexts() formats numbers in the interface language", () => {
  const texts = rowTexts(ROW, "de");
  assert.equal(texts.words, "12.345");
  assert.equal(texts.asl, "16,0");
  assert.equal(texts.dialogue, "22");
  assert.equal(texts.wps, "4.115");
  assert.deepEqual(texts.flags, ["1", "2", "0", "4"]);
});

Deno.test("rowTexts() prints – for the style counts of a chapter without z*", () => {
  const texts = rowTexts({ ...ROW, comparable: false, asl: null, wordsPerScene: null }, "en");
  assert.deepEqual(texts.flags, ["–", "–", "–", "4"]);
  assert.equal(texts.asl, "–");
  assert.equal(texts.wps, "–");
});

Deno.test("columnSpecs() makes a column as wide as its header's longest word", async () => {
  const w = await writer();
  const headers = columnHeaders(sheetLabels("nl"));
  const specs = columnSpecs(w, [rowTexts(ROW, "nl")], headers);
  assert.deepEqual(specs.map((s) => s.key), [...COLUMN_KEYS]);
  const tense = specs.find((s) => s.key === "tense")!;
  assert.equal(tense.header, "Werkwoordstijd");
  assert.ok(tense.perPt >= w.width("Werkwoordstijd", "sans-bold", 1) * STRIP.headerScale);
  const words = specs.find((s) => s.key === "words")!;
  assert.ok(words.perPt >= w.width("12.345", "mono", 1));
});

Deno.test("placeColumns() gives the title what the other columns leave", async () => {
  const w = await writer();
  const specs = columnSpecs(w, [rowTexts(ROW, "en")], columnHeaders(sheetLabels("en")));
  const size = 6;
  const width = needPerPt(specs) * size + 20;
  const placed = placeColumns(specs, size, 10, width);
  const last = placed[placed.length - 1];
  assert.ok(Math.abs(last.x + last.width - (10 + width)) < 1e-9);
  const title = placed.find((c) => c.key === "title")!;
  assert.ok(Math.abs(title.width - (STRIP.titleMinEm * size * 25.4 / 72 + 20)) < 1e-9);
  for (let i = 1; i < placed.length; i++) {
    assert.ok(placed[i].x > placed[i - 1].x + placed[i - 1].width, "columns overlap");
  }
});
