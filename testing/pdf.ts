/**
 * Test helpers for composed PDFs: the Debian default fonts as a font source, and the poppler
 * and qpdf tools (`qpdf --check`, `pdftotext`, `pdfinfo`, `pdftoppm`) run on PDF bytes.
 * `.ci/run` installs `poppler-utils`, `qpdf`, `fonts-dejavu-core` and `fonts-liberation`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import type { FontFile, FontRole, FontSource } from "../src/report/pdf/fonts.ts";

/** The Debian files the tests draw with, per role. */
const TEST_FONT_PATHS: Readonly<Record<FontRole, string>> = {
  serif: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
  bold: "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
  mono: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
  sans: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "sans-bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
};

const cache = new Map<string, Uint8Array>();

/**
 * The test fonts as a TrueType font source (files read once per process).
 *
 * @example
 * ```ts
 * const fonts = await testFonts({ serif: "/tmp/Book.ttf" });
 * if (fonts.kind === "truetype") fonts.files.serif?.name; // "Book.ttf"
 * if (fonts.kind === "truetype") fonts.files.mono?.name; // "DejaVuSansMono.ttf"
 * ```
 */
export async function testFonts(
  overrides: Partial<Record<FontRole, string>> = {},
): Promise<FontSource> {
  const files: Partial<Record<FontRole, FontFile>> = {};
  for (const [role, path] of Object.entries({ ...TEST_FONT_PATHS, ...overrides })) {
    let bytes = cache.get(path);
    if (!bytes) {
      bytes = await Deno.readFile(path);
      cache.set(path, bytes);
    }
    files[role as FontRole] = { name: path.split("/").pop()!, bytes };
  }
  return { kind: "truetype", files };
}

async function withFile<T>(bytes: Uint8Array, fn: (path: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "svc-pdf-test-" });
  try {
    const path = join(dir, "doc.pdf");
    await Deno.writeFile(path, bytes);
    return await fn(path);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function run(
  cmd: string,
  args: string[],
): Promise<{ code: number; out: string; err: string }> {
  const r = await new Deno.Command(cmd, { args, stdout: "piped", stderr: "piped" }).output();
  const dec = new TextDecoder();
  return { code: r.code, out: dec.decode(r.stdout), err: dec.decode(r.stderr) };
}

/**
 * Asserts that `qpdf --check` accepts the PDF.
 *
 * @example
 * ```ts
 * const bytes = await Deno.readFile("/tmp/book-report.pdf");
 * await assertQpdfClean(bytes); // passes for a well-formed PDF, else an AssertionError
 * ```
 */
export async function assertQpdfClean(bytes: Uint8Array): Promise<void> {
  await withFile(bytes, async (path) => {
    const r = await run("qpdf", ["--check", path]);
    assert.equal(r.code, 0, `qpdf --check failed:\n${r.out}\n${r.err}`);
    assert.match(r.out, /No syntax or stream encoding errors/);
  });
}

/**
 * The text layer as `pdftotext` extracts it (pages separated by form feeds); optionally in
 * `-layout` mode or for a page range.
 *
 * @example
 * ```ts
 * const bytes = await Deno.readFile("/tmp/book-report.pdf");
 * (await pdfText(bytes, { first: 1, last: 1 })).includes("Chapter One"); // true if page 1 has it
 * ```
 */
export async function pdfText(
  bytes: Uint8Array,
  options: { layout?: boolean; first?: number; last?: number } = {},
): Promise<string> {
  return await withFile(bytes, async (path) => {
    const args = options.layout ? ["-layout"] : [];
    if (options.first) args.push("-f", String(options.first));
    if (options.last) args.push("-l", String(options.last));
    const r = await run("pdftotext", [...args, "-enc", "UTF-8", path, "-"]);
    assert.equal(r.code, 0, r.err);
    return r.out;
  });
}

/** `pdfinfo` fields of interest. */
export interface PdfInfo {
  title: string;
  author: string;
  pages: number;
  /** Page size of the first page in mm, rounded to 0.1. */
  widthMm: number;
  heightMm: number;
  raw: string;
}

/**
 * Runs `pdfinfo` on the PDF.
 *
 * @example
 * ```ts
 * const bytes = await Deno.readFile("/tmp/book-book.pdf");
 * (await pdfInfo(bytes)).widthMm; // 148 for an A5 page
 * ```
 */
export async function pdfInfo(bytes: Uint8Array): Promise<PdfInfo> {
  return await withFile(bytes, async (path) => {
    const r = await run("pdfinfo", ["-enc", "UTF-8", path]);
    assert.equal(r.code, 0, r.err);
    const field = (name: string) =>
      r.out.match(new RegExp(`^${name}:\\s*(.*)$`, "m"))?.[1].trim() ?? "";
    const size = field("Page size").match(/([\d.]+) x ([\d.]+) pts/);
    const mm = (pt: string) => Math.round((Number(pt) * 25.4 / 72) * 10) / 10;
    return {
      title: field("Title"),
      author: field("Author"),
      pages: Number(field("Pages")),
      widthMm: size ? mm(size[1]) : 0,
      heightMm: size ? mm(size[2]) : 0,
      raw: r.out,
    };
  });
}
