/**
 * `svc pdf` end to end: the three layouts, default names beside the manuscript, metadata,
 * reproducible bytes with SOURCE_DATE_EPOCH, the imprint from `[publication]`, and the errors
 * (usage exit 2; missing glyph, missing font exit 1 with no file left behind).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../../testing/cli.ts";
import { assertQpdfClean, pdfInfo, pdfText } from "../../testing/pdf.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

async function folder(files: Record<string, string> = {}): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "svc-pdf-cli-" });
  await Deno.copyFile(SAMPLE, join(dir, "Ledger Book.md"));
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(join(dir, name), text);
  return dir;
}

async function names(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

Deno.test("svc pdf writes <slug>-<layout>.pdf beside the manuscript for each layout", async () => {
  const dir = await folder();
  const sizes: Record<string, [number, number]> = {
    report: [210, 297],
    book: [148, 210],
    sheet: [300, 600],
  };
  for (const [layout, size] of Object.entries(sizes)) {
    const r = await svc(["pdf", join(dir, "Ledger Book.md"), "--layout", layout]);
    assert.equal(r.code, 0, r.stderr);
    const path = join(dir, `ledger-book-${layout}.pdf`);
    assert.equal(r.stdout, path + "\n");
    const bytes = await Deno.readFile(path);
    await assertQpdfClean(bytes);
    const info = await pdfInfo(bytes);
    assert.deepEqual([info.widthMm, info.heightMm], size, layout);
    assert.equal(info.title, "The Lighthouse Keeper’s Ledger");
  }
  assert.deepEqual(await names(dir), [
    "Ledger Book.md",
    "ledger-book-book.pdf",
    "ledger-book-report.pdf",
    "ledger-book-sheet.pdf",
  ]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("svc pdf: -o, --author and SOURCE_DATE_EPOCH give reproducible bytes", async () => {
  const dir = await folder({ "svc.toml": 'title = "Ledger"\nauthor_name = "Config Author"\n' });
  const run = (out: string) =>
    svc([
      "pdf",
      join(dir, "Ledger Book.md"),
      "--layout",
      "book",
      "-o",
      join(dir, out),
      "--author",
      "Imogen Tarrant",
    ], {
      env: { SOURCE_DATE_EPOCH: "1700000000" },
    });
  assert.equal((await run("a.pdf")).code, 0);
  assert.equal((await run("b.pdf")).code, 0);
  const a = await Deno.readFile(join(dir, "a.pdf"));
  assert.deepEqual(a, await Deno.readFile(join(dir, "b.pdf")));
  const info = await pdfInfo(a);
  assert.equal(info.title, "Ledger");
  assert.equal(info.author, "Imogen Tarrant");
  assert.match(info.raw, /CreationDate:.*2023/);
  const text = await pdfText(a);
  assert.match(text, /Chapter One: The Keeper/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("svc pdf --layout book prints the imprint only when publication is enabled", async () => {
  const table = (enabled: boolean) =>
    `author_name = "Imogen Tarrant"\n[publication]\nenabled = ${enabled}\npublisher_name = "Harbour Press"\nisbn_print = "978-3-16-148410-0"\nyear = "2026"\n`;
  for (const enabled of [true, false]) {
    const dir = await folder({ "svc.toml": table(enabled) });
    const r = await svc(["pdf", join(dir, "Ledger Book.md"), "--layout", "book"]);
    assert.equal(r.code, 0, r.stderr);
    const text = await pdfText(await Deno.readFile(join(dir, "ledger-book-book.pdf")));
    assert.equal(text.includes("Harbour Press"), enabled);
    assert.equal(text.includes("978-3-16-148410-0"), enabled);
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc pdf warns about an invalid [publication] table and prints no imprint", async () => {
  const dir = await folder({
    "svc.toml":
      '[publication]\nenabled = true\npublisher_name = "Harbour Press"\nisbn_print = "978-3-16-148410-1"\n',
  });
  const r = await svc(["pdf", join(dir, "Ledger Book.md"), "--layout", "book"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /^\[warning\] .*isbn_print/m);
  const text = await pdfText(await Deno.readFile(join(dir, "ledger-book-book.pdf")));
  assert.equal(text.includes("Harbour Press"), false);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("svc pdf: a character the font cannot draw is exit 1 naming role and code point, no file", async () => {
  const dir = await folder();
  await Deno.writeTextFile(join(dir, "cjk.md"), "# Title\n\n## 第一章\n\nSome prose here.\n");
  for (const layout of ["book", "report", "sheet"]) {
    const r = await svc(["pdf", join(dir, "cjk.md"), "--layout", layout]);
    assertError(r, 1, /font .*U\+7B2C/);
    assert.match(r.stderr, /\b(serif|bold|sans|sans-bold|mono)\b/);
  }
  assert.deepEqual(await names(dir), ["Ledger Book.md", "cjk.md"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("svc pdf: usage and font errors", async () => {
  const dir = await folder();
  const file = join(dir, "Ledger Book.md");
  assertError(await svc(["pdf", file, "--layout", "poster"]), 2);
  assertError(
    await svc(["pdf", file, "--serif-font", join(dir, "missing.ttf")]),
    1,
    /serif font .*missing\.ttf/,
  );
  await Deno.writeTextFile(join(dir, "fake.ttf"), "not a font");
  assertError(await svc(["pdf", file, "--sans-font", join(dir, "fake.ttf")]), 1, /TrueType/);
  assertError(await svc(["pdf", join(dir, "nope.md")]), 1);
  assertError(
    await svc(["pdf", file], { env: { SOURCE_DATE_EPOCH: "yesterday" } }),
    2,
    /SOURCE_DATE_EPOCH/,
  );
  assert.deepEqual(await names(dir), ["Ledger Book.md", "fake.ttf"]);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("svc pdf without any installed font says how to pass one", async () => {
  const dir = await folder();
  const empty = await Deno.makeTempDir({ prefix: "svc-nofonts-" });
  const r = await svc(["pdf", join(dir, "Ledger Book.md"), "--layout", "book"], {
    env: { SVC_FONT_PATH: empty },
  });
  assertError(r, 1, /No font for the "(serif|bold)" role: pass --(serif|bold)-font/);
  assert.deepEqual(await names(dir), ["Ledger Book.md"]);
  await Deno.remove(dir, { recursive: true });
  await Deno.remove(empty, { recursive: true });
});

Deno.test("svc pdf --layout book warns when the text reads as another language than it hyphenates in", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-pdf-cli-" });
  const book = join(dir, "roman.md");
  const french = "Il est dans la maison, et elle ne le sait pas encore. ";
  await Deno.writeTextFile(book, "# Roman\n\n## Un\n\n" + french.repeat(30) + "\n");
  const defaulted = await svc(["pdf", book, "--layout", "book", "-o", join(dir, "a.pdf")]);
  assert.equal(defaulted.code, 0, defaulted.stderr);
  assert.match(
    defaulted.stderr,
    /^\[warning\] .*hyphenated as "en".*reads as "fr".*--language fr/m,
  );
  const told = await svc([
    "pdf",
    book,
    "--layout",
    "book",
    "--language",
    "fr",
    "-o",
    join(dir, "b.pdf"),
  ]);
  assert.equal(told.code, 0, told.stderr);
  assert.equal(told.stderr, "");
  // The report and the sheet hyphenate nothing: no warning.
  const report = await svc(["pdf", book, "-o", join(dir, "c.pdf")]);
  assert.equal(report.stderr, "");
  await Deno.remove(dir, { recursive: true });
});
