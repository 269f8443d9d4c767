import assert from "node:assert/strict";
import { safeFileName, uniqueFileName } from "./bundle_names.ts";

Deno.test("safeFileName keeps the last segment and replaces what file systems or L1 refuse", () => {
  assert.equal(safeFileName("../Briefe: März?.txt", "text/plain"), "Briefe_ März_.txt");
  assert.equal(safeFileName("C:\\scans\\a<b>|c*.pdf", "application/pdf"), "a_b__c_.pdf");
  assert.equal(safeFileName("50% #3.html", "text/html"), "50_ _3.html");
  assert.equal(safeFileName("line\nbreak\u202e.txt", "text/plain"), "line_break_.txt");
  assert.equal(safeFileName("  ..hidden. ", "text/plain"), "hidden.txt");
  assert.equal(safeFileName("", "application/pdf"), "source.pdf");
  assert.equal(safeFileName("...", "text/plain"), "source.txt");
  // NFD input comes out NFC (one code point for ä)
  assert.equal(safeFileName("Ma\u0308rz.md", "text/markdown"), "M\u00e4rz.md");
});

Deno.test("safeFileName fixes a wrong extension, guards device names and caps the length", () => {
  assert.equal(safeFileName("scan.dat", "application/pdf"), "scan.dat.pdf");
  assert.equal(safeFileName("notes", "text/plain"), "notes.txt");
  assert.equal(safeFileName("page.HTM", "text/html"), "page.HTM");
  assert.equal(safeFileName("photo.jpeg", "image/jpeg"), "photo.jpeg");
  assert.equal(safeFileName("CON.txt", "text/plain"), "_CON.txt");
  assert.equal(safeFileName("nul.tar.txt", "text/plain"), "_nul.tar.txt");
  assert.equal(safeFileName("console.txt", "text/plain"), "console.txt");
  const long = safeFileName("ł".repeat(200) + ".pdf", "application/pdf");
  assert.ok(new TextEncoder().encode(long).length <= 150);
  assert.ok(long.endsWith("ł.pdf"));
  assert.equal(long, "ł".repeat(73) + ".pdf"); // 73 × 2 bytes + 4 = 150
  assert.equal(safeFileName("data.unknownext", "application/x-unknown"), "data.unknownext");
});

Deno.test("uniqueFileName numbers repeats before the extension, ignoring case", () => {
  const taken = new Set<string>();
  assert.equal(uniqueFileName("letters.txt", taken), "letters.txt");
  assert.equal(uniqueFileName("letters.txt", taken), "letters (2).txt");
  assert.equal(uniqueFileName("LETTERS.txt", taken), "LETTERS (3).txt");
  assert.equal(uniqueFileName("letters (2).txt", taken), "letters (2) (2).txt");
  assert.equal(uniqueFileName("README", taken), "README");
  assert.equal(uniqueFileName("readme", taken), "readme (2)");
});
