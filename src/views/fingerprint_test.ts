import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import type { LanguageChoice } from "../language/types.ts";
import { computeDashboardViews } from "./dashboard.ts";
import {
  chapterFingerprints,
  findingFingerprint,
  findingFingerprints,
  FINGERPRINT_PATTERN,
} from "./fingerprint.ts";
import { type Finding, findingsView } from "./findings.ts";

const PRIDE = new URL("../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const HOLLAND = new URL(
  "../../../shared/corpus/nl/frits-millioen-en-zijne-vrienden.md",
  import.meta.url,
);

/** Independent computation: SHA-256 (node:crypto) of the documented input, first 16 hex. */
function sha16(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

Deno.test("findingFingerprint() hashes chapter title, flag and paragraph text as documented", () => {
  const tense = findingFingerprint({ chapterTitle: "The Storm", flag: "tense", text: "It rains." });
  assert.equal(tense, `t-${sha16("The Storm\nIt rains.")}`);
  const cell = findingFingerprint({ chapterTitle: "The Storm", flag: "asl" });
  assert.equal(cell, `f-${sha16("The Storm\nasl")}`);
  assert.equal(
    findingFingerprint({ chapterTitle: "The Storm", flag: "chapter" }),
    `f-${sha16("The Storm\nchapter")}`,
  );
  for (const f of [tense, cell]) assert.match(f, FINGERPRINT_PATTERN);
  assert.notEqual(
    findingFingerprint({ chapterTitle: "A", flag: "tense", text: "x" }),
    findingFingerprint({ chapterTitle: "B", flag: "tense", text: "x" }),
  );
  assert.doesNotMatch("x-0123456789abcdef", FINGERPRINT_PATTERN);
});

Deno.test("findingFingerprints() and chapterFingerprints() number repeats in book order", () => {
  const same = { chapterTitle: "A", flag: "tense", text: "x" };
  const prints = findingFingerprints([same, { ...same, chapterTitle: "B" }, same]);
  assert.equal(prints[2], `${prints[0]}-2`);
  assert.notEqual(prints[1], prints[0]);
  const chapters = chapterFingerprints(["Night", "Day", "Night"], "chapter");
  assert.equal(chapters[2], `${chapters[0]}-2`);
  assert.equal(chapters[1], findingFingerprint({ chapterTitle: "Day", flag: "chapter" }));
});

function findingsOf(text: string, language: LanguageChoice): Finding[] {
  const analysis = analyzeDocument(text, { language });
  const views = computeDashboardViews(analysis, { thresholds: DEFAULT_THRESHOLDS });
  const flagged = views.profile.paragraphs.filter((p) =>
    p.severity >= DEFAULT_THRESHOLDS.flag_min_severity
  );
  const headingLines = new Map(analysis.document.chapters.map((c) => [c.number, c.headingLine]));
  return findingsView({ triage: views.triage, flagged, headingLines });
}

/** Edits chapters 1 and 2 only: two paragraphs (4 lines) added to the first, one (2 lines) removed from the second. */
function editEarlyChapters(text: string): string {
  const lines = text.split("\n");
  const headings = lines.flatMap((l, i) => l.startsWith("## ") ? [i] : []);
  const [first, second, third] = headings;
  const inSecond = lines.findIndex((l, i) => i > second + 1 && i < third && l.trim() !== "");
  const edited = [...lines];
  edited.splice(inSecond, 2);
  edited.splice(first + 2, 0, "A new paragraph, written today.", "", "And another one.", "");
  return edited.join("\n");
}

for (
  const [name, url, language] of [["Pride and Prejudice", PRIDE, "en"], [
    "Frits Millioen",
    HOLLAND,
    "nl",
  ]] as const
) {
  Deno.test(`fingerprints of ${name}'s tense flags stay when other chapters are edited`, async () => {
    const text = await Deno.readTextFile(url);
    const before = findingsOf(text, language);
    const after = findingsOf(editEarlyChapters(text), language);
    const later = (list: Finding[]) => list.filter((f) => f.kind === "tense" && f.chapter > 2);
    const kept = later(before);
    assert.ok(kept.length > 0, "the test needs tense flags after chapter 2");
    const now = new Map(later(after).map((f) => [f.fingerprint, f]));
    for (const f of kept) {
      const same = now.get(f.fingerprint);
      assert.ok(same, `${f.fingerprint} (chapter ${f.chapter}) lost`);
      // Same paragraph, though its lines moved (four lines added, two removed above it).
      assert.equal(same.paragraph?.text, f.paragraph?.text);
      assert.equal(same.start_line, f.start_line + 2);
    }
    for (const f of [...before, ...after]) assert.match(f.fingerprint, FINGERPRINT_PATTERN);
    assert.equal(new Set(before.map((f) => f.fingerprint)).size, before.length);
  });
}

Deno.test("a chapter finding keeps its fingerprint when its chapter's own prose is edited", async () => {
  const text = await Deno.readTextFile(PRIDE);
  const titles = [...text.matchAll(/^## (.*)$/gm)].map((m) => m[1]);
  const before = chapterFingerprints(titles, "chapter");
  const edited = analyzeDocument(editEarlyChapters(text), { language: "en" });
  const after = chapterFingerprints(edited.document.chapters.map((c) => c.title), "chapter");
  assert.deepEqual(after, before);
  assert.equal(new Set(before).size, before.length);
});
