import assert from "node:assert/strict";
import { join } from "node:path";
import { assertQpdfClean, pdfInfo, pdfText, testFonts } from "../../../../testing/pdf.ts";
import { NO_PUBLICATION, type Publication } from "../../../config/publication.ts";
import { parseManuscript } from "../../../document/parse.ts";
import type { Document } from "../../../document/types.ts";
import { ProcessingError } from "../../../errors.ts";
import type { LanguageCode } from "../../../language/types.ts";
import type { BookInput } from "../layout.ts";
import { bookPdf } from "./book.ts";

const fonts = await testFonts();
const SAMPLE_EN = new URL("../../../../testdata/sample-en.md", import.meta.url);
const SAMPLE_DE = new URL("../../../../testdata/sample-de.md", import.meta.url);

const PUBLICATION: Publication = {
  enabled: true,
  publisher_name: "Harbour Press",
  publisher_address: "12 Quay Street\nPorthmellin",
  printer_name: "Cornish Print Works",
  printer_address: "Truro",
  edition: "First edition",
  year: "2025",
  isbn_print: "978-3-16-148410-0",
  isbn_digital: "978-0-306-40615-7",
  rights_notice: "All rights reserved. No part of this book may be reproduced without permission.",
  credits: "Cover design: M. Penhallow",
  extra_info: "Printed on recycled paper.",
};

/** Imprint text as the page prints it (English labels). */
const IMPRINT_EN = [
  "Publisher: Harbour Press",
  "12 Quay Street",
  "Porthmellin",
  "Printed by: Cornish Print Works",
  "First edition 2025",
  "ISBN 978-3-16-148410-0 (print)",
  "ISBN 978-0-306-40615-7 (digital)",
  "All rights reserved.",
  "Cover design: M. Penhallow",
  "Printed on recycled paper.",
];

function input(
  document: Document,
  language: LanguageCode,
  extra: Partial<BookInput> = {},
): BookInput {
  return {
    title: document.title ?? "Untitled",
    author: "Imogen Tarrant",
    created: new Date(Date.UTC(2025, 0, 2)),
    creator: "svc test",
    fonts,
    uiLanguage: "en",
    document,
    language,
    publication: NO_PUBLICATION,
    ...extra,
  };
}

async function outlineTitles(bytes: Uint8Array): Promise<string[]> {
  const dir = await Deno.makeTempDir({ prefix: "svc-book-test-" });
  try {
    const path = join(dir, "book.pdf");
    await Deno.writeFile(path, bytes);
    const r = await new Deno.Command("qpdf", {
      args: ["--json", "--json-key=outlines", path],
      stdout: "piped",
    }).output();
    const json = JSON.parse(new TextDecoder().decode(r.stdout));
    return json.outlines.map((o: { title: string }) => o.title);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** pdftotext output with the line breaks of the layout folded into spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

Deno.test("bookPdf() sets sample-en as a clean A5 book with metadata, chapters and imprint", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_EN));
  const bytes = bookPdf(input(document, "en", { publication: PUBLICATION }));
  await assertQpdfClean(bytes);
  const info = await pdfInfo(bytes);
  assert.equal(info.widthMm, 148);
  assert.equal(info.heightMm, 210);
  assert.equal(info.title, "The Lighthouse Keeper’s Ledger");
  assert.equal(info.author, "Imogen Tarrant");
  const pages = (await pdfText(bytes)).split("\f");
  assert.match(pages[0], /The Lighthouse Keeper’s Ledger/);
  assert.match(pages[0], /Imogen Tarrant/);
  for (const line of IMPRINT_EN) assert.ok(flat(pages[1]).includes(line), line);
  const all = flat(pages.join(" "));
  for (const chapter of document.chapters) assert.ok(all.includes(chapter.title), chapter.title);
  assert.deepEqual(await outlineTitles(bytes), document.chapters.map((c) => c.title));
  // Chapter one opens on page 3 without a running head; page 4 has one, and its folio.
  assert.match(pages[2], /^\s*Chapter One: The Keeper/);
  assert.match(pages[3], /^\s*THE LIGHTHOUSE KEEPER’S LEDGER/);
  assert.match(pages[3], /\n4\s*$/);
  // The scene divider of chapter two.
  assert.match(all, /\* \* \*/);
});

Deno.test("bookPdf() sets sample-de and prints no imprint text when publication is disabled", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_DE));
  const enabled = { ...PUBLICATION, enabled: false };
  const bytes = bookPdf(input(document, "de", { uiLanguage: "de", publication: enabled }));
  await assertQpdfClean(bytes);
  const info = await pdfInfo(bytes);
  assert.equal(info.widthMm, 148);
  assert.equal(info.heightMm, 210);
  assert.equal(info.title, "Das Haus am Deich");
  const text = await pdfText(bytes);
  for (const chapter of document.chapters) assert.ok(flat(text).includes(chapter.title));
  for (const value of ["Harbour", "Cornish", "ISBN", "Verlag", "2025", "recycled", "Penhallow"]) {
    assert.ok(!text.includes(value), value);
  }
  // The back of the title page stays blank.
  assert.equal(text.split("\f")[1].trim(), "");
});

Deno.test("bookPdf() prints the imprint with German labels", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_DE));
  const bytes = bookPdf(input(document, "de", { uiLanguage: "de", publication: PUBLICATION }));
  const imprint = flat((await pdfText(bytes)).split("\f")[1]);
  for (const line of ["Verlag: Harbour Press", "Druck: Cornish Print Works", "(Druckausgabe)"]) {
    assert.ok(imprint.includes(line), line);
  }
  // The publisher also stands at the foot of the title page.
  assert.match((await pdfText(bytes)).split("\f")[0], /Harbour Press/);
});

Deno.test("bookPdf() names the font role and code point of a character the font lacks", () => {
  const body = parseManuscript("# Title\n\n## One\n\nThe sign 中 is not in Liberation Serif.\n");
  assert.throws(() => bookPdf(input(body, "en")), (error: unknown) => {
    assert.ok(error instanceof ProcessingError);
    assert.match(error.message, /serif/);
    assert.match(error.message, /U\+4E2D/);
    return true;
  });
  const heading = parseManuscript("# Title\n\n## 第一章\n\nText.\n");
  assert.throws(() => bookPdf(input(heading, "en")), /bold.*U\+7B2C/);
});

Deno.test("bookPdf() makes a valid title page alone for a document without chapters", async () => {
  const empty = parseManuscript("# Nothing Yet\n");
  assert.equal(empty.chapters.length, 0);
  const bytes = bookPdf(input(empty, "en"));
  await assertQpdfClean(bytes);
  const info = await pdfInfo(bytes);
  assert.equal(info.pages, 1);
  assert.match(await pdfText(bytes), /Nothing Yet/);
  // With an imprint, its page follows.
  assert.equal((await pdfInfo(bookPdf(input(empty, "en", { publication: PUBLICATION })))).pages, 2);
});

Deno.test("bookPdf() starts a chapter without heading on a new page with its text only", async () => {
  const implicit = parseManuscript("Just the text.\n\nAnd more of it.\n");
  assert.equal(implicit.chapters[0].title, "");
  const bytes = bookPdf(input(implicit, "generic", { title: "Notes" }));
  const pages = (await pdfText(bytes)).split("\f");
  assert.equal((await pdfInfo(bytes)).pages, 3);
  assert.match(pages[2], /^\s*Just the text\.\s+And more of it\.\s+3\s*$/);
  assert.deepEqual(await outlineTitles(bytes), ["Chapter 1"]);
});

Deno.test("bookPdf() gives the same bytes for the same input", () => {
  const document = parseManuscript("# T\n\n## One\n\nSome text here.\n");
  assert.deepEqual(bookPdf(input(document, "en")), bookPdf(input(document, "en")));
});
