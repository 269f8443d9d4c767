import assert from "node:assert/strict";
import { ProcessingError } from "../../errors.ts";
import { assertQpdfClean, pdfInfo, pdfText, testFonts } from "../../../testing/pdf.ts";
import { codepointLabel, firstOutsideCp1252, inCp1252 } from "./fonts.ts";
import { PAGE_SIZES, PdfWriter, printable, type WriterOptions } from "./writer.ts";

async function writer(overrides: Partial<WriterOptions> = {}): Promise<PdfWriter> {
  return new PdfWriter({
    pageSize: PAGE_SIZES.a5,
    fonts: await testFonts(),
    title: "Łódź diary",
    author: "Ann Émile",
    created: new Date("2026-01-02T03:04:05Z"),
    creator: "svc test",
    ...overrides,
  });
}

Deno.test("PdfWriter draws Unicode text with TrueType fonts and writes title and author", async () => {
  const w = await writer();
  w.text("Zażółć gęślą jaźń — “quoted”", 15, 20, { role: "serif", size: 11 });
  w.text("Bold heading", 15, 30, { role: "bold", size: 14 });
  w.bookmark("Kapitel Ä");
  const bytes = w.bytes();
  await assertQpdfClean(bytes);
  const text = await pdfText(bytes);
  assert.match(text, /Zażółć gęślą jaźń — “quoted”/);
  assert.match(text, /Bold heading/);
  const info = await pdfInfo(bytes);
  assert.equal(info.title, "Łódź diary");
  assert.equal(info.author, "Ann Émile");
  assert.deepEqual([info.widthMm, info.heightMm], [148, 210]);
});

Deno.test("PdfWriter names the font role and the code point of a missing glyph", async () => {
  const w = await writer();
  assert.throws(
    () => w.text("Title 中文", 10, 10, { role: "serif" }),
    (e: unknown) =>
      e instanceof ProcessingError && /serif font "LiberationSerif-Regular.ttf"/.test(e.message) &&
      /U\+4E2D/.test(e.message),
  );
  assert.throws(() => w.check("ok \u{1F600}", "sans-bold"), /sans-bold .*U\+1F600/);
});

Deno.test("PdfWriter with standard fonts accepts cp1252 and refuses anything else", () => {
  const w = new PdfWriter({
    pageSize: PAGE_SIZES.a4,
    fonts: { kind: "standard" },
    title: "t",
    created: new Date(0),
    creator: "svc",
  });
  w.text("Köln – “Straße” € œ", 20, 20, { role: "serif", size: 12 });
  assert.throws(() => w.text("Łódź", 20, 30), /U\+0141/);
});

Deno.test("PdfWriter without a file for a role says how to pass one", () => {
  const w = new PdfWriter({
    pageSize: PAGE_SIZES.a4,
    fonts: { kind: "truetype", files: {} },
    title: "t",
    created: new Date(0),
    creator: "svc",
  });
  assert.throws(() => w.text("x", 1, 1, { role: "mono" }), /--mono-font/);
});

Deno.test("PdfWriter output is byte-identical for the same content and date", async () => {
  const make = async () => {
    const w = await writer();
    w.justified(["one two three", "four five"], 15, 30, 60, 5, false);
    w.addPage();
    w.text("page two", 15, 20, { role: "sans", size: 9 });
    return w.bytes();
  };
  assert.deepEqual(await make(), await make());
});

Deno.test("PdfWriter page sizes: A4, A5 and the 300 × 600 mm sheet", async () => {
  for (const [size, mm] of [[PAGE_SIZES.a4, [210, 297]], [PAGE_SIZES.sheet, [300, 600]]] as const) {
    const w = await writer({ pageSize: size });
    w.text("x", 10, 10, { role: "sans" });
    const info = await pdfInfo(w.bytes());
    assert.deepEqual([info.widthMm, info.heightMm], mm);
  }
});

Deno.test("width() adds up per-character widths in mm", async () => {
  const w = await writer();
  const a = w.width("ab", "serif", 10);
  assert.ok(Math.abs(a - (w.width("a", "serif", 10) + w.width("b", "serif", 10))) < 1e-9);
  // Liberation Serif is metric-compatible with Times: Adobe Times-Roman AFM "C 97 ; WX 444 ; N a";
  // Liberation stores 909/2048 em: 10 pt × 0.4438 × 25.4/72 mm ≈ 1.566 mm.
  assert.ok(Math.abs(w.width("a", "serif", 10) - 10 * (909 / 2048) * 25.4 / 72) < 0.01);
});

Deno.test("printable() drops soft hyphens and zero-width characters", () => {
  assert.equal(printable("Ver\u00ADlag\u200B\tA\nB"), "Verlag A B");
});

Deno.test("cp1252 helpers: membership, first outsider and U+ labels", () => {
  assert.equal(inCp1252(0x20ac), true); // €
  assert.equal(inCp1252(0x0141), false); // Ł
  assert.equal(firstOutsideCp1252("Köln “x”"), null);
  assert.equal(firstOutsideCp1252("Köln Łódź"), "Ł");
  assert.equal(codepointLabel("中"), "U+4E2D");
  assert.equal(codepointLabel("\u{1F600}"), "U+1F600");
});

Deno.test("typographic spaces are drawn as no-break or plain spaces, and measured that way", async () => {
  const w = await writer();
  // Liberation Serif has no U+202F; a French « guillemet » spacing must still draw.
  w.text("« Oui\u202F! » 1\u2007000\u2009m", 15, 20, { role: "serif", size: 11 });
  assert.equal(w.width("a\u202Fb", "serif", 10), w.width("a\u00A0b", "serif", 10));
  assert.equal(w.width("a\u2009b", "serif", 10), w.width("a b", "serif", 10));
  assert.equal(w.width("a\u00ADb", "serif", 10), w.width("ab", "serif", 10));
  assert.match(await pdfText(w.bytes()), /Oui/);
});

Deno.test("width() in another role leaves the current font selected", async () => {
  const w = await writer();
  w.use("serif", 10);
  w.width("Heading", "sans-bold", 14);
  w.text("body", 15, 20);
  const again = await writer();
  again.use("serif", 10);
  again.text("body", 15, 20);
  assert.deepEqual(w.bytes(), again.bytes());
});
