import assert from "node:assert/strict";
import { join } from "node:path";
import {
  type OcrConfig,
  ocrImage,
  ocrPdfPages,
  ocrSetting,
  parseTesseractTsv,
  tesseractLanguages,
  tesseractVersion,
} from "./ocr.ts";
import { probePdf } from "./ocr_status.ts";

const HEADER =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";

Deno.test("parseTesseractTsv() rebuilds words, lines and paragraphs and keeps word confidences", () => {
  const tsv = [
    HEADER,
    "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t",
    "2\t1\t1\t0\t0\t0\t300\t450\t1000\t150\t-1\t",
    "5\t1\t1\t1\t1\t1\t316\t455\t431\t147\t95.5\tGröße",
    "5\t1\t1\t1\t1\t2\t812\t455\t508\t147\t90\tund",
    "5\t1\t1\t1\t2\t1\t316\t655\t431\t147\t80.25\tMaß",
    "5\t1\t1\t1\t2\t2\t812\t655\t50\t147\t95\t ",
    "5\t1\t2\t1\t1\t1\t316\t955\t431\t147\t70\tEnde.",
    "",
  ].join("\n");
  const r = parseTesseractTsv(tsv);
  assert.equal(r.text, "Größe und\nMaß\n\nEnde.");
  // The blank word (a space tesseract reports with a confidence) is not a word.
  assert.deepEqual(r.confidences, [95.5, 90, 80.25, 70]);
  assert.deepEqual(parseTesseractTsv(HEADER + "\n"), { text: "", confidences: [] });
});

Deno.test("ocrSetting() reads SVC_OCR_BACKEND and SVC_OCR_LANGUAGES", () => {
  assert.deepEqual(ocrSetting({}), { state: "not_configured", languages: ["eng"] });
  assert.deepEqual(ocrSetting({ SVC_OCR_BACKEND: " " }), {
    state: "not_configured",
    languages: ["eng"],
  });
  const env = { SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "deu+eng, fra chi_sim" };
  assert.deepEqual(ocrSetting(env), {
    state: "configured",
    config: { backend: "local-cli", languages: ["deu", "eng", "fra", "chi_sim"], env },
  });
  assert.deepEqual(ocrSetting({ SVC_OCR_BACKEND: "cloud" }), {
    state: "misconfigured",
    backend: "cloud",
    languages: ["eng"],
    message: 'Unknown SVC_OCR_BACKEND "cloud" (expected "local-cli")',
  });
  const bad = ocrSetting({ SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "eng+--psm" });
  assert.equal(bad.state, "misconfigured");
});

Deno.test("tesseractVersion() and tesseractLanguages() ask the installed tesseract", async () => {
  assert.match(await tesseractVersion({}), /^tesseract \d+\.\d+/);
  const langs = await tesseractLanguages({});
  assert.ok(langs.includes("eng") && langs.includes("deu"), langs.join(","));
});

const config = (languages: string[], env: Record<string, string> = {}): OcrConfig => ({
  backend: "local-cli",
  languages,
  env,
});

async function ocrTempDirs(): Promise<Set<string>> {
  const dirs = new Set<string>();
  const tmp = Deno.env.get("TMPDIR") ?? "/tmp";
  for await (const e of Deno.readDir(tmp)) if (e.name.startsWith("svc-ocr-")) dirs.add(e.name);
  return dirs;
}

Deno.test("ocrPdfPages() rasterises a page at 300 dpi, reads it, and leaves no temp folder", async () => {
  const before = await ocrTempDirs();
  const r = await ocrPdfPages(probePdf("Lighthouse"), [1], config(["eng"]));
  assert.equal(r.failure, null);
  assert.equal(r.pages.length, 1);
  assert.equal(r.pages[0].page, 1);
  assert.match(r.pages[0].text, /Lighthouse/);
  assert.ok(r.pages[0].confidences.length >= 1);
  assert.ok(r.pages[0].tsv.startsWith("level\tpage_num"));
  // Tests running in parallel make and remove svc-ocr- folders of their own: theirs vanish
  // within moments, a folder this call leaked never does.
  let left: string[] = [];
  for (let i = 0; i < 150; i++) {
    left = [...await ocrTempDirs()].filter((d) => !before.has(d));
    if (left.length === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.deepEqual(left, []);
});

Deno.test("ocrImage() reads a PNG", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(join(dir, "p.pdf"), probePdf("Harbour"));
    const out = await new Deno.Command("pdftoppm", {
      args: ["-r", "200", "-png", "-singlefile", join(dir, "p.pdf"), join(dir, "p")],
    }).output();
    assert.equal(out.code, 0);
    const r = await ocrImage(await Deno.readFile(join(dir, "p.png")), config(["eng"]));
    assert.match(r.text, /Harbour/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("ocrPdfPages() reports a missing binary, missing language data and stops there", async () => {
  const empty = await Deno.makeTempDir();
  const onlyPdftoppm = await Deno.makeTempDir();
  try {
    await Deno.symlink("/usr/bin/pdftoppm", join(onlyPdftoppm, "pdftoppm"));
    const pdf = probePdf("Lighthouse");
    let r = await ocrPdfPages(pdf, [1, 1], config(["eng"], { PATH: empty }));
    assert.deepEqual(r.pages, []);
    assert.equal(r.failure?.page, 1);
    assert.equal(r.failure?.error.message, "pdftoppm is not installed or not on PATH");

    r = await ocrPdfPages(pdf, [1], config(["eng"], { PATH: onlyPdftoppm }));
    assert.equal(r.failure?.error.message, "tesseract is not installed or not on PATH");

    r = await ocrPdfPages(pdf, [1], config(["xyz"]));
    assert.equal(r.failure?.error.message, 'tesseract language data "xyz" is not installed');
    // With one good language tesseract exits 0 and only complains on stderr: still a failure.
    r = await ocrPdfPages(pdf, [1], config(["eng", "xyz"]));
    assert.equal(r.failure?.error.message, 'tesseract language data "xyz" is not installed');

    // A page that does not exist makes pdftoppm fail.
    r = await ocrPdfPages(pdf, [7], config(["eng"]));
    assert.match(r.failure?.error.message ?? "", /^pdftoppm failed with exit code \d+/);
  } finally {
    await Deno.remove(empty, { recursive: true });
    await Deno.remove(onlyPdftoppm, { recursive: true });
  }
});
