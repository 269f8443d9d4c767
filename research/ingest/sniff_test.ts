import assert from "node:assert/strict";
import { sniffMediaType } from "./sniff.ts";

const enc = (s: string) => new TextEncoder().encode(s);
const sniff = (s: string | Uint8Array, filename = "x") =>
  sniffMediaType(typeof s === "string" ? enc(s) : s, { filename });

Deno.test("sniffMediaType() finds a PDF header within the first 1024 bytes", () => {
  assert.equal(sniff("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "application/pdf");
  assert.equal(sniff("x".repeat(1000) + "%PDF-1.4\n"), "application/pdf");
  assert.equal(sniff("x".repeat(1019) + "%PDF-1.4\n"), "text/plain");
  // Prose that mentions the marker is not a PDF: the header needs its version digit.
  assert.equal(sniff("The header %PDF- starts a file."), "text/plain");
});

Deno.test("sniffMediaType() decides from the bytes, never the name", () => {
  assert.equal(sniff("Plain words.", "paper.pdf"), "text/plain");
  assert.equal(sniff("%PDF-1.4\n", "notes.txt"), "application/pdf");
  assert.equal(sniff("<!doctype html><p>x", "notes.md"), "text/html");
});

Deno.test("sniffMediaType() refuses images, archives and other binaries as unsupported", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  assert.throws(() => sniff(png, "a.png"), {
    name: "UnsupportedSourceError",
    message: 'Cannot ingest "a.png": unsupported type (PNG image)',
  });
  assert.throws(() => sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])), {
    message: 'Cannot ingest "x": unsupported type (JPEG image)',
  });
  assert.throws(() => sniff(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]), "b.docx"), {
    message: /unsupported type \(ZIP archive/,
  });
  assert.throws(() => sniff(new Uint8Array([0xff, 0xfe, 0x61, 0])), {
    message: /unsupported type \(UTF-16/,
  });
  assert.throws(() => sniff(new Uint8Array([0x61, 0x62, 0x00, 0x63])), {
    message: 'Cannot ingest "x": unsupported type (binary data, NUL at byte 2)',
  });
});

Deno.test("sniffMediaType() refuses an empty file and invalid UTF-8", () => {
  assert.throws(() => sniff(new Uint8Array(0), "e.txt"), {
    message: 'Cannot ingest "e.txt": the file is empty',
  });
  const bytes = enc("é".repeat(521) + "!"); // 1042 bytes of valid UTF-8, then a bad byte
  const bad = new Uint8Array([...bytes.subarray(0, 1042), 0xe9, 0x20]);
  assert.throws(() => sniff(bad, "x.txt"), {
    message: 'Cannot ingest "x.txt": invalid UTF-8 at byte 1042',
  });
});

Deno.test("sniffMediaType() calls a document HTML by its start", () => {
  assert.equal(sniff("\uFEFF  \n<!DOCTYPE html>\n<html><body>x"), "text/html");
  assert.equal(sniff("<HTML lang=en>"), "text/html");
  assert.equal(sniff("<!-- saved page -->\n<head><title>t</title>"), "text/html");
  assert.equal(
    sniff('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'),
    "text/html",
  );
  assert.equal(sniff("<body>"), "text/html");
  assert.equal(sniff("<p>Fragment of a page.</p>\n<p>More.</p>"), "text/html");
  assert.equal(sniff('<div class="x">Text</div>'), "text/html");
});

Deno.test("sniffMediaType() keeps Markdown with inline HTML as Markdown", () => {
  assert.equal(sniff("# Notes\n\nA line<br>with a break.\n\n<div>block</div>\n"), "text/markdown");
  assert.equal(sniff('<p align="center"><img src="logo.png"></p>\n\n# Project\n'), "text/markdown");
  assert.equal(sniff("Plain prose with <b>bold</b> later on."), "text/plain");
  assert.equal(sniff("<3 is not a tag"), "text/plain");
  assert.equal(sniff("<!doctype svg>"), "text/plain");
});

Deno.test("sniffMediaType() tells Markdown from plain text by headings, fences and setext", () => {
  assert.equal(sniff("Intro\n\n## Chapter 1\n\nText."), "text/markdown");
  assert.equal(sniff("Some code:\n\n```ts\nx\n```\n"), "text/markdown");
  assert.equal(sniff("Title\n=====\n\nText."), "text/markdown");
  assert.equal(sniff("   # indented heading"), "text/markdown");
  // Prose habits that are not Markdown evidence.
  assert.equal(
    sniff("#hashtag and # alone\n- Dialogue dash.\n> quoted\n* * *\n---\n"),
    "text/plain",
  );
  assert.equal(sniff("    # four spaces is code, not a heading"), "text/plain");
});
