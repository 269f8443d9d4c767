import assert from "node:assert/strict";
import { FALLBACK_SLUG, manuscriptSlug } from "./slug.ts";

Deno.test("manuscriptSlug() drops the Markdown extension in any letter case", () => {
  assert.equal(manuscriptSlug("sample-en.md"), "sample-en");
  assert.equal(manuscriptSlug("Book.MD"), "book");
  assert.equal(manuscriptSlug("notes.Markdown"), "notes");
  // Only a trailing extension counts.
  assert.equal(manuscriptSlug("a.md.txt"), "a-md-txt");
});

Deno.test("manuscriptSlug() folds accents and collapses other runs into one dash", () => {
  assert.equal(manuscriptSlug("Élan Vital.md"), "elan-vital");
  assert.equal(manuscriptSlug("Der Zauberberg – Teil 1.md"), "der-zauberberg-teil-1");
  assert.equal(manuscriptSlug("__My  Book!!__.md"), "my-book");
  // NFKD maps the "fi" ligature and full-width digits to ASCII.
  assert.equal(manuscriptSlug("ﬁre１２.md"), "fire12");
  // ß has no decomposition: it separates like any other non-ASCII letter.
  assert.equal(manuscriptSlug("Straße.md"), "stra-e");
});

Deno.test("manuscriptSlug() falls back to 'manuscript' when nothing is left", () => {
  assert.equal(FALLBACK_SLUG, "manuscript");
  assert.equal(manuscriptSlug(".md"), "manuscript");
  assert.equal(manuscriptSlug("---.md"), "manuscript");
  assert.equal(manuscriptSlug("战争与和平.md"), "manuscript");
});
