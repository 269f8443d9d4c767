import assert from "node:assert/strict";
import { join } from "node:path";
import { assertQpdfClean, pdfInfo, pdfText, testFonts } from "../../../../testing/pdf.ts";
import { NO_PUBLICATION, type Publication } from "../../../settings/publication.ts";
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

/** Words of one page with their boxes (pt), from `pdftotext -bbox`. */
async function pageWords(
  bytes: Uint8Array,
  page: number,
): Promise<{ text: string; xMin: number; xMax: number; yMin: number }[]> {
  const dir = await Deno.makeTempDir({ prefix: "svc-book-test-" });
  try {
    const path = join(dir, "book.pdf");
    await Deno.writeFile(path, bytes);
    const r = await new Deno.Command("pdftotext", {
      args: ["-bbox", "-f", String(page), "-l", String(page), path, "-"],
      stdout: "piped",
    }).output();
    const html = new TextDecoder().decode(r.stdout);
    return [...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    )].map((m) => ({ text: m[4], xMin: +m[1], yMin: +m[2], xMax: +m[3] }));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

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
  // Page 1 the half-title (the title alone), page 2 blank, page 3 the title page.
  assert.equal(pages[0].trim(), "The Lighthouse Keeper’s Ledger");
  assert.equal(pages[1].trim(), "");
  assert.match(pages[2], /The Lighthouse Keeper’s Ledger/);
  for (const line of IMPRINT_EN) assert.ok(flat(pages[3]).includes(line), line);
  const all = flat(pages.join(" "));
  for (const chapter of document.chapters) assert.ok(all.includes(chapter.title), chapter.title);
  assert.deepEqual(await outlineTitles(bytes), document.chapters.map((c) => c.title));
  // Page 5 the contents; page 6 blank so that chapter one opens on a recto, page 7, without a
  // running head; page 8 has one, and its folio.
  assert.match(pages[4], /^\s*Contents/);
  assert.equal(pages[5].trim(), "");
  assert.match(pages[6], /^\s*Chapter One: The Keeper/);
  assert.match(pages[7], /^\s*THE LIGHTHOUSE KEEPER’S LEDGER/);
  assert.match(pages[7], /\n8\s*$/);
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
  assert.equal(text.split("\f")[3].trim(), "");
});

Deno.test("bookPdf() prints the imprint with German labels", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_DE));
  const bytes = bookPdf(input(document, "de", { uiLanguage: "de", publication: PUBLICATION }));
  const imprint = flat((await pdfText(bytes)).split("\f")[3]);
  for (const line of ["Verlag: Harbour Press", "Druck: Cornish Print Works", "(Druckausgabe)"]) {
    assert.ok(imprint.includes(line), line);
  }
  // The publisher also stands at the foot of the title page.
  assert.match((await pdfText(bytes)).split("\f")[2], /Harbour Press/);
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
  assert.equal((await pdfInfo(bytes)).pages, 7);
  assert.match(flat(pages[4]), /Chapter 1 [. ]*\.+ 7 /);
  assert.match(pages[6], /^\s*Just the text\.\s+And more of it\.\s+7\s*$/);
  assert.deepEqual(await outlineTitles(bytes), ["Chapter 1"]);
});

Deno.test("bookPdf() gives the same bytes for the same input", () => {
  const document = parseManuscript("# T\n\n## One\n\nSome text here.\n");
  assert.deepEqual(bookPdf(input(document, "en")), bookPdf(input(document, "en")));
});

Deno.test("the title page sets the author below the title", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_EN));
  const words = await pageWords(bookPdf(input(document, "en")), 3);
  const title = words.find((w) => w.text === "Lighthouse")!;
  const author = words.find((w) => w.text === "Tarrant")!;
  assert.ok(author.yMin > title.yMin + 20, `author at ${author.yMin}, title at ${title.yMin}`);
  // The half-title carries no author.
  assert.ok(
    !(await pageWords(bookPdf(input(document, "en")), 1)).some((w) => w.text === "Tarrant"),
  );
});

Deno.test("the contents lists every chapter with the page it opens on, numbers flush right", async () => {
  const document = parseManuscript(await Deno.readTextFile(SAMPLE_EN));
  const bytes = bookPdf(input(document, "en"));
  const pages = (await pdfText(bytes)).split("\f");
  const words = await pageWords(bytes, 5);
  assert.equal(words[0].text, "Contents");
  // One line per chapter: its number is the last word; leaders stand between.
  const lines = new Map<number, typeof words>();
  for (const w of words.slice(1)) {
    const key = Math.round(w.yMin);
    lines.set(key, [...(lines.get(key) ?? []), w]);
  }
  const entries = [...lines.values()].filter((l) => l.length > 2);
  assert.equal(entries.length, document.chapters.length);
  const rights = entries.map((l) => l.at(-1)!.xMax);
  entries.forEach((line, k) => {
    const number = Number(line.at(-1)!.text);
    const title = document.chapters[k].title;
    assert.equal(line.map((w) => w.text).join(" ").startsWith(title), true, title);
    assert.ok(line.filter((w) => w.text === ".").length >= 3, `leaders after ${title}`);
    // The chapter's heading stands at the top of the page the contents names.
    assert.ok(pages[number - 1].trimStart().startsWith(title), `${title} on page ${number}`);
    assert.ok(Math.abs(rights[k] - rights[0]) < 0.5, `flush right: ${rights[k]} vs ${rights[0]}`);
  });
  // German heading, same layout.
  const de = parseManuscript(await Deno.readTextFile(SAMPLE_DE));
  const german = (await pdfText(bookPdf(input(de, "de", { uiLanguage: "de" })))).split("\f");
  assert.match(german[4], /^\s*Inhalt/);
});

Deno.test("a long chapter title wraps in the contents with its number on the last line", async () => {
  const long =
    "A chapter whose title is far too long to stand on a single line of the contents page";
  const document = parseManuscript(`# T\n\n## ${long}\n\nText.\n\n## Short\n\nMore.\n`);
  const text = await pdfText(bookPdf(input(document, "en")), { first: 5, last: 5, layout: true });
  const lines = text.split("\n").filter((l) => l.trim() !== "" && !/^\s*(Contents|5)\s*$/.test(l));
  assert.equal(lines.length, 3, text);
  assert.doesNotMatch(lines[0], /\d\s*$/);
  assert.match(lines[1], /\. \.\s+7\s*$/);
  assert.match(lines[2], /^Short \. \..*\s8\s*$/);
});
