import assert from "node:assert/strict";
import { sha256Hex } from "../../src/codec/hash.ts";
import { extractSource } from "./extract.ts";
import { testPdf } from "../testing/pdfs.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const cut = (text: string, p: { start: number; end: number }) =>
  Array.from(text).slice(p.start, p.end).join("");

Deno.test("extractSource() ingests plain text and Markdown as written, passages by paragraph", async () => {
  const md = await extractSource(enc("\uFEFF# Notizen\r\n\r\nDie Straße nach Łódź.\r\n"), {
    filename: "n.md",
  });
  assert.equal(md.media_type, "text/markdown");
  assert.equal(md.text, "# Notizen\n\nDie Straße nach Łódź.\n");
  assert.deepEqual(md.passages.map((p) => cut(md.text, p)), ["# Notizen", "Die Straße nach Łódź."]);
  assert.deepEqual(md.provenance, { method: "text-utf8/1" });
  assert.deepEqual(md.warnings, []);
  assert.equal(md.attachments, undefined);
  const txt = await extractSource(enc("One.\n\nTwo."), { filename: "a.pdf" });
  assert.equal(txt.media_type, "text/plain");
  assert.deepEqual(txt.passages[1], { start: 6, end: 10, page: null, sha256: sha256Hex("Two.") });
});

Deno.test("extractSource() takes only visible text from HTML and runs nothing", async () => {
  const html = `<!doctype html><html><head><title>Quelle</title>
<script>globalThis.pwned = true; document.write("<p>injected</p>")</script>
<style>.x{}</style></head><body><p onclick="alert(1)">Erste &amp; einzige.</p>
<img src=x onerror="globalThis.pwned = true"><p>Zweite.</p></body></html>`;
  const x = await extractSource(enc(html), { filename: "page.html" });
  assert.equal(x.media_type, "text/html");
  assert.equal(x.text, "Quelle\n\nErste & einzige.\n\nZweite.");
  assert.equal(x.passages.length, 3);
  assert.deepEqual(x.provenance, { method: "html-text/1" });
  assert.equal((globalThis as Record<string, unknown>).pwned, undefined);
});

Deno.test("extractSource() refuses files without any text", async () => {
  await assert.rejects(() => extractSource(new Uint8Array(0), { filename: "e.txt" }), {
    name: "UnsupportedSourceError",
    message: 'Cannot ingest "e.txt": the file is empty',
  });
  await assert.rejects(() => extractSource(enc(" \r\n\t\n"), { filename: "w.txt" }), {
    message: 'Cannot ingest "w.txt": no text could be extracted',
  });
  const empty =
    "<!doctype html><html><head><style>p{}</style></head><body> <script>x</script></body>";
  await assert.rejects(() => extractSource(enc(empty), { filename: "e.html" }), {
    message: 'Cannot ingest "e.html": no text could be extracted',
  });
  const imageOnly = await testPdf([{ image: ["Nothing native"], size: 48 }]);
  await assert.rejects(() => extractSource(imageOnly, { filename: "scan.pdf" }), {
    message: 'Cannot ingest "scan.pdf": no text could be extracted (Page 1 has no text layer)',
  });
});

Deno.test("extractSource() refuses invalid UTF-8, binaries and fake PDFs", async () => {
  const bad = new Uint8Array([...enc("x".repeat(1042)), 0xc3, 0x28]);
  await assert.rejects(() => extractSource(bad, { filename: "x.txt" }), {
    message: 'Cannot ingest "x.txt": invalid UTF-8 at byte 1042',
  });
  const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await assert.rejects(() => extractSource(pngBytes, { filename: "photo.txt" }), {
    message: 'Cannot ingest "photo.txt": unsupported type (PNG image)',
  });
  await assert.rejects(
    () => extractSource(enc("%PDF-1.7\nnot really a PDF"), { filename: "x.pdf" }),
    {
      message: /^Cannot ingest "x\.pdf": not a readable PDF \(/,
    },
  );
});

Deno.test("extractSource() gives PDF passages their pages and OCRs pages without text", async () => {
  const pdf = await testPdf([
    {
      blocks: [{ lines: ["Łódź, Straße."], size: 12, top: 90 }, {
        lines: ["Absatz zwei."],
        size: 12,
        top: 140,
      }],
    },
    { image: ["Lighthouse"], size: 48 },
  ]);
  const native = await extractSource(pdf, { filename: "p.pdf" });
  assert.equal(native.text, "Łódź, Straße.\n\nAbsatz zwei.");
  assert.deepEqual(native.passages.map((p) => [cut(native.text, p), p.page]), [
    ["Łódź, Straße.", 1],
    ["Absatz zwei.", 1],
  ]);
  assert.deepEqual(native.warnings, ["Page 2 has no text layer"]);

  const ocr = await extractSource(pdf, {
    filename: "p.pdf",
    env: { SVC_OCR_BACKEND: "local-cli" },
  });
  assert.equal(ocr.text, "Łódź, Straße.\n\nAbsatz zwei.\n\nLighthouse");
  assert.deepEqual(ocr.passages.map((p) => [cut(ocr.text, p), p.page]), [
    ["Łódź, Straße.", 1],
    ["Absatz zwei.", 1],
    ["Lighthouse", 2],
  ]);
  assert.equal(ocr.provenance.method, "ocr-local-cli/2");
  assert.deepEqual(ocr.provenance.languages, ["eng"]);
  assert.deepEqual(ocr.attachments?.map((a) => a.name), ["pdf-pages.json", "ocr-page-2.tsv"]);
});

Deno.test("extractSource() reads the native fallback from SVC_OCR_FALLBACK; the option wins", async () => {
  const pdf = await testPdf([
    { blocks: [{ lines: ["Native."], size: 12, top: 90 }] },
    { image: ["Scanned"], size: 48 },
  ]);
  const env = {
    SVC_OCR_BACKEND: "local-cli",
    SVC_OCR_LANGUAGES: "xyz",
    SVC_OCR_FALLBACK: "native",
  };
  const x = await extractSource(pdf, { filename: "f.pdf", env });
  assert.equal(x.provenance.native_fallback, true);
  assert.equal(x.text, "Native.");
  await assert.rejects(
    () => extractSource(pdf, { filename: "f.pdf", env, allowNativeFallback: false }),
    {
      message: /^Cannot ingest "f\.pdf": OCR of page 2 failed/,
    },
  );
  await assert.rejects(
    () => extractSource(pdf, { filename: "f.pdf", env: { ...env, SVC_OCR_FALLBACK: "yes" } }),
    {
      message:
        'Cannot ingest "f.pdf": OCR is misconfigured: unknown SVC_OCR_FALLBACK "yes" (expected "native" or unset)',
    },
  );
});
