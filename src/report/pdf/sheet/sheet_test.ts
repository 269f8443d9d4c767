import assert from "node:assert/strict";
import { join } from "node:path";
import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
import { ProcessingError } from "../../../errors.ts";
import { analyzeDocument } from "../../../features/pipeline.ts";
import { assertQpdfClean, pdfInfo, pdfText, testFonts } from "../../../../testing/pdf.ts";
import { computeDashboardViews } from "../../../views/dashboard.ts";
import type { LabelLanguage } from "../../labels/packs.ts";
import type { ViewsInput } from "../layout.ts";
import { MM_PER_PT } from "../writer.ts";
import { GRID } from "./grid.ts";
import { composeSheet, sheetPdf } from "./sheet.ts";

const CREATED = new Date("2025-03-04T10:00:00Z");
const CORPUS = new URL("../../../../../shared/corpus/en/war-and-peace.md", import.meta.url);

async function inputFor(
  text: string,
  language: "en" | "de",
  ui: LabelLanguage,
  title = "The Book",
): Promise<ViewsInput> {
  const views = computeDashboardViews(analyzeDocument(text, { language }), {
    thresholds: DEFAULT_THRESHOLDS,
  });
  return {
    title,
    author: "Ada Example",
    created: CREATED,
    creator: "svc 0.4.9",
    fonts: await testFonts(),
    uiLanguage: ui,
    views,
  };
}

async function sample(name: string): Promise<string> {
  return await Deno.readTextFile(new URL(`../../../../testdata/${name}`, import.meta.url));
}

interface WordBox {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Word boxes (pt) of the first page, from `pdftotext -bbox`. */
async function wordBoxes(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; words: WordBox[] }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-sheet-test-" });
  try {
    const path = join(dir, "sheet.pdf");
    await Deno.writeFile(path, bytes);
    const r = await new Deno.Command("pdftotext", {
      args: ["-bbox", "-enc", "UTF-8", path, "-"],
      stdout: "piped",
    }).output();
    const html = new TextDecoder().decode(r.stdout);
    const page = html.match(/<page width="([\d.]+)" height="([\d.]+)"/)!;
    const [width, height] = [Number(page[1]), Number(page[2])];
    const words = [...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )].map((m) => ({
      text: m[5],
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
    }));
    return { width, height, words };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Pairs of words whose boxes overlap by more than a hair in both directions. */
function collisions(words: readonly WordBox[]): string[] {
  const sorted = [...words].sort((a, b) => a.yMin - b.yMin);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length && sorted[j].yMin < a.yMax; j++) {
      const b = sorted[j];
      const dx = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const dy = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      const h = Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
      if (dx > 0.3 && dy > 0.4 * h) out.push(`"${a.text}" × "${b.text}"`);
    }
  }
  return out;
}

for (
  const [file, language, ui, chapterTitles, labels] of [
    [
      "sample-en.md",
      "en",
      "en",
      ["Chapter Two: The Niece", "Chapter Four: Sundays", "Chapter Eight: Epilogue"],
      ["Words", "Readability", "Flesch reading ease (1948)", "Dialogue share", "Consistency"],
    ],
    [
      "sample-de.md",
      "de",
      "de",
      ["Erstes Kapitel", "Sechstes Kapitel"],
      ["Wörter", "Lesbarkeit", "Flesch–Amstad (1978)", "Dialoganteil", "Konsistenz"],
    ],
  ] as const
) {
  Deno.test(`sheetPdf() of ${file} is one clean 300 × 600 mm page with metadata`, async () => {
    const bytes = sheetPdf(await inputFor(await sample(file), language, ui));
    await assertQpdfClean(bytes);
    const info = await pdfInfo(bytes);
    assert.equal(info.pages, 1);
    assert.equal(info.widthMm, 300);
    assert.equal(info.heightMm, 600);
    assert.equal(info.title, "The Book");
    assert.equal(info.author, "Ada Example");
  });

  Deno.test(`sheetPdf() of ${file} prints chapter titles, totals, legend and footer`, async () => {
    const input = await inputFor(await sample(file), language, ui);
    const text = (await pdfText(sheetPdf(input))).replace(/\s+/g, " ");
    for (const title of chapterTitles) assert.ok(text.includes(title), title);
    for (const label of labels) assert.ok(text.includes(label), label);
    // Every chapter title appears, whole or as its shortened beginning.
    for (const c of input.views.analyze.metrics.chapters) {
      assert.ok(text.includes(c.title.slice(0, 10)), c.title);
    }
    assert.ok(text.includes("2025-03-04"));
    assert.ok(text.includes("svc 0.4.9"));
    assert.ok(text.includes("Ada Example"));
    const caveat = ui === "en" ? "not whether it is good" : "nicht ob sie gut ist";
    assert.ok(text.includes(caveat));
    assert.doesNotMatch(text, /NaN|Infinity|undefined/);
  });

  Deno.test(`sheetPdf() of ${file} keeps every word on the page and apart`, async () => {
    const bytes = sheetPdf(await inputFor(await sample(file), language, ui));
    const { width, words } = await wordBoxes(bytes);
    assert.ok(words.length > 300);
    const margin = 14 * 72 / 25.4 - 1;
    for (const w of words) {
      assert.ok(w.xMin >= margin - 3 && w.xMax <= width - margin + 0.5, `"${w.text}" overflows`);
    }
    assert.deepEqual(collisions(words), []);
  });
}

Deno.test("sheetPdf() of a short book spreads strips and legend over the page", async () => {
  const input = await inputFor(await sample("sample-en.md"), "en", "en");
  const { bytes, plan } = composeSheet(input);
  // Eight chapters leave room: the rows reach their tallest, 3.6 em.
  assert.ok(Math.abs(plan!.pitch - GRID.maxPitchEm * plan!.fontPt * MM_PER_PT) < 1e-9);
  const { height, words } = await wordBoxes(bytes);
  const lowest = (text: string) =>
    Math.max(...words.filter((w) => w.text === text).map((w) => w.yMax));
  // The last strip ("Chapter Eight: Epilogue") lies in the lower half of the page …
  assert.ok(lowest("Epilogue") > height / 2, `last strip ends at ${lowest("Epilogue")} pt`);
  // … and the legend stands at the foot: its title in the lowest fifth.
  const legendTitle = words.find((w) => w.text === "strips")!;
  assert.ok(legendTitle.yMin > 0.8 * height, `legend title at ${legendTitle.yMin} pt`);
  // The strips are centred between header and legend: the first strip is well below the
  // header band (which ends above 100 mm), not straight under it.
  const first = words.find((w) => w.text === "Keeper")!;
  assert.ok(first.yMin > 150 * 72 / 25.4, `first strip at ${first.yMin} pt`);
});

Deno.test("sheetPdf() shortens a long title, author and chapter heading to fit", async () => {
  const long = "A Very Long Title That Goes On ".repeat(8).trim();
  const chapters = "## " + "Heading without end ".repeat(12) + "\n\nIt rained. We stayed in.\n";
  const input = { ...await inputFor(chapters, "en", "en", long), author: "An Author ".repeat(30) };
  const bytes = sheetPdf(input);
  assert.equal((await pdfInfo(bytes)).title, long);
  const { width, words } = await wordBoxes(bytes);
  const margin = 14 * 72 / 25.4;
  assert.ok(words.every((w) => w.xMax <= width - margin + 0.5));
  assert.deepEqual(collisions(words), []);
  const text = await pdfText(bytes);
  assert.ok(text.includes("…"));
});

Deno.test("sheetPdf() labels the page in the interface language", async () => {
  const text = await pdfText(sheetPdf(await inputFor(await sample("sample-en.md"), "en", "fr")));
  assert.ok(text.includes("Comment lire les bandes"));
  assert.ok(text.includes("Signalements"));
  // French number format: a (narrow no-break) space groups thousands; pdftotext prints it
  // as a plain space.
  assert.match(text, /4[\s\u202f]036/);
  assert.ok(!text.includes("4,036"));
});

Deno.test("sheetPdf() of an empty manuscript renders without NaN", async () => {
  const bytes = sheetPdf(await inputFor("", "en", "en", "Empty"));
  await assertQpdfClean(bytes);
  assert.equal((await pdfInfo(bytes)).pages, 1);
  const text = await pdfText(bytes);
  assert.doesNotMatch(text, /NaN|Infinity|undefined/);
  assert.ok(text.includes("Nothing to report here."));
  assert.ok(text.includes("How to read the strips"));
});

Deno.test("sheetPdf() names the font role and code point of a glyph it cannot draw", async () => {
  const chapter = "# Book\n\n## Chapter 中\n\nIt rained. We stayed in.\n";
  const input = await inputFor(chapter, "en", "en");
  assert.throws(() => sheetPdf(input), (error: unknown) => {
    assert.ok(error instanceof ProcessingError);
    assert.match(error.message, /\bsans\b/);
    assert.match(error.message, /U\+4E2D/);
    return true;
  });
  const titled = await inputFor(await sample("sample-en.md"), "en", "en", "Title 中");
  assert.throws(() => sheetPdf(titled), /sans-bold.*U\+4E2D/);
});

Deno.test("sheetPdf() gives the same bytes for the same input", async () => {
  const input = await inputFor(await sample("sample-en.md"), "en", "en");
  assert.deepEqual(sheetPdf(input), sheetPdf(input));
});

/** War and Peace from ../shared/corpus, or null where the corpus is absent (the test is then ignored). */
const warAndPeace: string | null = await Deno.readTextFile(CORPUS).catch(() => null);

Deno.test({
  name: "sheetPdf() of War and Peace stays one page with readable type, quickly",
  ignore: warAndPeace === null,
  fn: async () => {
    const text = warAndPeace!;
    const start = performance.now();
    const input = await inputFor(text, "en", "en", "War and Peace");
    const rendered = performance.now();
    const { bytes, plan } = composeSheet(input);
    const done = performance.now();
    assert.ok(done - start < 20_000, `analysis and sheet took ${Math.round(done - start)} ms`);
    assert.ok(done - rendered < 10_000, `sheet took ${Math.round(done - rendered)} ms`);
    assert.equal(input.views.analyze.metrics.chapters.length, 364);
    assert.equal(plan?.columns, 2);
    assert.ok(plan!.fontPt >= 5, `type ${plan!.fontPt} pt`);
    await assertQpdfClean(bytes);
    assert.equal((await pdfInfo(bytes)).pages, 1);
    const pdf = (await pdfText(bytes)).replace(/\s+/g, " ");
    assert.ok(pdf.includes("Book I, Part I, Chapter I "));
    const { width, words } = await wordBoxes(bytes);
    assert.ok(words.every((w) => w.xMax <= width - 14 * 72 / 25.4 + 0.5));
    assert.deepEqual(collisions(words), []);
    assert.ok(pdf.includes("Second Epilogue, Chapter XII"));
    // The strips fill their area, so they already end just above the legend.
    assert.ok(Math.abs(plan!.pitch - GRID.minPitchEm * plan!.fontPt * MM_PER_PT) < 0.05);
  },
});
