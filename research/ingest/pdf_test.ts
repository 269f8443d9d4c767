import assert from "node:assert/strict";
import { join } from "node:path";
import { extractPdf, pdfNativePages } from "./pdf.ts";
import { badLayerPdf, testPdf } from "../testing/pdfs.ts";
import { hasBadCharacters } from "./tex_encoding.ts";

let textPdfBytes: Promise<Uint8Array> | null = null;
let mixedPdfBytes: Promise<Uint8Array> | null = null;

const textPdf = () =>
  textPdfBytes ??= testPdf([
    {
      blocks: [
        { lines: ["Łódź und die Straße"], size: 20, top: 90 },
        { lines: ["Erster Absatz, erste Zeile,", "und seine zweite Zeile."], size: 12, top: 140 },
        { lines: ["Zweiter Absatz."], size: 12, top: 190 },
      ],
    },
    { blocks: [{ lines: ["Seite zwei: ½ € — “quoted”."], size: 12, top: 90 }] },
  ]);

const mixedPdf = () =>
  mixedPdfBytes ??= testPdf([
    { blocks: [{ lines: ["Native text page."], size: 12, top: 90 }] },
    { image: ["Größe Übung", "Mädchen Straße"], size: 48 },
  ]);

Deno.test("pdfNativePages() keeps Unicode text from a TrueType font, page by page", async () => {
  const pages = await pdfNativePages(await textPdf(), "t.pdf");
  assert.deepEqual(pages, [
    "Łódź und die Straße\n\nErster Absatz, erste Zeile,\nund seine zweite Zeile.\n\nZweiter Absatz.",
    "Seite zwei: ½ € — “quoted”.",
  ]);
});

Deno.test("pdfNativePages() leaves the caller's bytes intact (pdf.js detaches what it is given)", async () => {
  const bytes = await textPdf();
  const copy = bytes.slice();
  await pdfNativePages(bytes, "t.pdf");
  assert.deepEqual(bytes, copy);
});

Deno.test("pdfNativePages() refuses a file that starts like a PDF but is not one", async () => {
  const fake = new TextEncoder().encode("%PDF-1.4\nThis is only text pretending to be a PDF.\n");
  await assert.rejects(() => pdfNativePages(fake, "fake.pdf"), {
    name: "ProcessingError",
    message: /^Cannot ingest "fake\.pdf": not a readable PDF \(.+\)$/,
  });
  const truncated = (await textPdf()).subarray(0, 400);
  await assert.rejects(() => pdfNativePages(truncated, "cut.pdf"), {
    message: /^Cannot ingest "cut\.pdf": not a readable PDF/,
  });
});

Deno.test("pdfNativePages() refuses a password-protected PDF and reads one that opens without", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(join(dir, "plain.pdf"), await textPdf());
    for (const [user, out] of [["secret", "locked.pdf"], ["", "open.pdf"]]) {
      const r = await new Deno.Command("qpdf", {
        args: ["--encrypt", user, "owner", "256", "--", join(dir, "plain.pdf"), join(dir, out)],
      }).output();
      assert.equal(r.code, 0);
    }
    await assert.rejects(
      () => Deno.readFile(join(dir, "locked.pdf")).then((b) => pdfNativePages(b, "locked.pdf")),
      {
        message: 'Cannot ingest "locked.pdf": not a readable PDF (it is password-protected)',
      },
    );
    const pages = await pdfNativePages(await Deno.readFile(join(dir, "open.pdf")), "open.pdf");
    assert.equal(pages[1], "Seite zwei: ½ € — “quoted”.");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pdfNativePages() keeps the console silent while pdf.js runs and restores it", async () => {
  const original = { log: console.log, warn: console.warn, error: console.error };
  const calls: unknown[][] = [];
  const spy = (...a: unknown[]) => void calls.push(a);
  Object.assign(console, { log: spy, warn: spy, error: spy });
  try {
    // A damaged cross-reference table makes pdf.js rebuild it (and talk about it).
    const damaged = (await textPdf()).slice();
    const at = damaged.lastIndexOf(0x73 /* "s" of startxref */) + "startxref\n".length;
    assert.equal(new TextDecoder().decode(damaged.subarray(at - 10, at)), "startxref\n");
    damaged[at] = 0x39; // "9": the cross-reference table is no longer where it says
    const pages = await pdfNativePages(damaged, "d.pdf");
    assert.equal(pages[1], "Seite zwei: ½ € — “quoted”.");
    assert.deepEqual(calls, []);
    assert.equal(console.log, spy);
  } finally {
    Object.assign(console, original);
  }
});

/** The cleaning record of a PDF that needed none. */
const NOTHING_CLEANED = {
  page_numbers: 0,
  running_lines: 0,
  hyphen_joins: 0,
  hyphens_kept: 0,
  page_joins: 0,
  normalised: 0,
};

Deno.test("extractPdf() warns about a page without text layer and keeps the others", async () => {
  const r = await extractPdf(await mixedPdf(), {
    filename: "m.pdf",
    env: {},
    allowNativeFallback: false,
  });
  assert.deepEqual(r.pages, ["Native text page.", ""]);
  assert.deepEqual(r.warnings, ["Page 2 has no text layer"]);
  assert.deepEqual(r.paragraphs, [{ text: "Native text page.", pages: [{ at: 0, page: 1 }] }]);
  assert.deepEqual(r.provenance, {
    method: "pdf-native/2",
    engine: "unpdf 1.8.1",
    pages: 2,
    ocr_pages: [],
    cleaning: { ...NOTHING_CLEANED, raw_pages: "pdf-pages.json" },
  });
  assert.deepEqual(r.attachments.map((a) => a.name), ["pdf-pages.json"]);
  assert.deepEqual(JSON.parse(new TextDecoder().decode(r.attachments[0].bytes)), r.pages);
});

Deno.test("extractPdf() OCRs an image-only page in German with umlauts and ß", async () => {
  const r = await extractPdf(await mixedPdf(), {
    filename: "m.pdf",
    env: { SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "deu" },
    allowNativeFallback: false,
  });
  assert.equal(r.pages[0], "Native text page.");
  assert.equal(r.pages[1], "Größe Übung\nMädchen Straße");
  assert.deepEqual(r.warnings, ["Page 2 has no text layer"]);
  const p = r.provenance;
  assert.equal(p.method, "ocr-local-cli/2");
  assert.deepEqual(r.paragraphs.map((x) => [x.text, x.pages[0].page]), [
    ["Native text page.", 1],
    ["Größe Übung\nMädchen Straße", 2],
  ]);
  assert.match(p.engine ?? "", /^tesseract \d+\.\d+/);
  assert.equal(p.pdf_engine, "unpdf 1.8.1");
  assert.deepEqual(p.languages, ["deu"]);
  assert.equal(p.pages, 2);
  assert.deepEqual(p.ocr_pages, [2]);
  assert.ok(p.mean_confidence! > 50 && p.mean_confidence! <= 100, String(p.mean_confidence));
  assert.equal(p.native_fallback, undefined);
  assert.deepEqual(r.attachments.map((a) => a.name), ["pdf-pages.json", "ocr-page-2.tsv"]);
  const tsv = new TextDecoder().decode(r.attachments[1].bytes);
  assert.ok(tsv.startsWith("level\tpage_num") && tsv.includes("\tMädchen"));
});

Deno.test("extractPdf() rejects the import when OCR fails, unless the native fallback is on", async () => {
  const pdf = await mixedPdf();
  const noTesseract = await Deno.makeTempDir();
  try {
    await Deno.symlink("/usr/bin/pdftoppm", join(noTesseract, "pdftoppm"));
    const failing = [
      [
        { SVC_OCR_BACKEND: "local-cli", PATH: noTesseract },
        "tesseract is not installed or not on PATH",
      ],
      [
        { SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "xyz" },
        'tesseract language data "xyz" is not installed',
      ],
    ] as const;
    for (const [env, why] of failing) {
      await assert.rejects(
        () => extractPdf(pdf, { filename: "m.pdf", env, allowNativeFallback: false }),
        {
          name: "ProcessingError",
          message: new RegExp(
            `^Cannot ingest "m\\.pdf": OCR of page 2 failed \\(${
              why.replace(/[.*()]/g, "\\$&")
            }\\)`,
          ),
        },
      );
      const r = await extractPdf(pdf, { filename: "m.pdf", env, allowNativeFallback: true });
      assert.deepEqual(r.pages, ["Native text page.", ""]);
      assert.deepEqual(r.warnings, [
        "Page 2 has no text layer",
        `OCR of page 2 failed (${why}); kept the native text of page 2 (native fallback)`,
      ]);
      assert.deepEqual(r.provenance, {
        method: "pdf-native/2",
        engine: "unpdf 1.8.1",
        pages: 2,
        ocr_pages: [],
        native_fallback: true,
        cleaning: { ...NOTHING_CLEANED, raw_pages: "pdf-pages.json" },
      });
    }
  } finally {
    await Deno.remove(noTesseract, { recursive: true });
  }
});

Deno.test("extractPdf() refuses an unknown OCR backend even with the fallback", async () => {
  const pdf = await mixedPdf();
  for (const allowNativeFallback of [false, true]) {
    await assert.rejects(
      () =>
        extractPdf(pdf, {
          filename: "m.pdf",
          env: { SVC_OCR_BACKEND: "cloud" },
          allowNativeFallback,
        }),
      {
        message:
          'Cannot ingest "m.pdf": OCR is misconfigured: Unknown SVC_OCR_BACKEND "cloud" (expected "local-cli")',
      },
    );
  }
  // A PDF whose pages all have text never needs OCR, so the setting is not consulted.
  const r = await extractPdf(await textPdf(), {
    filename: "t.pdf",
    env: { SVC_OCR_BACKEND: "cloud" },
    allowNativeFallback: false,
  });
  assert.deepEqual(r.warnings, []);
});

Deno.test("extractPdf() flags a text layer of control characters as bad and reads the page by OCR", async () => {
  const pdf = await badLayerPdf(
    ["Harbour Ledger"],
    48,
    "\x01\x02\x03\x04\x05\x06 \x07\x08\x0e\x0f",
  );
  const flagged = "Page 1 has a bad text layer (control characters or private-use code points)";
  const native = await extractPdf(pdf, { filename: "scan.pdf", env: {} });
  assert.equal(native.provenance.method, "pdf-native/2");
  assert.deepEqual(native.provenance.cleaning?.bad_text_pages, [1]);
  assert.equal(native.warnings[0], flagged);
  assert.match(native.warnings[1], /^No OCR is configured/);
  assert.ok(!hasBadCharacters(native.paragraphs.map((p) => p.text).join("\n")));
  const ocr = await extractPdf(pdf, {
    filename: "scan.pdf",
    env: { SVC_OCR_BACKEND: "local-cli", PATH: Deno.env.get("PATH") ?? "" },
  });
  assert.equal(ocr.provenance.method, "ocr-local-cli/2");
  assert.deepEqual(ocr.provenance.ocr_pages, [1]);
  assert.deepEqual(ocr.paragraphs.map((p) => p.text), ["Harbour Ledger"]);
  assert.deepEqual(ocr.warnings, [flagged]);
  // The raw layer is kept: nothing pdf.js read is lost.
  const raw = JSON.parse(new TextDecoder().decode(ocr.attachments[0].bytes));
  assert.ok(raw[0].startsWith("\x01\x02\x03"));
});
