import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { dashboardModel } from "../report/dashboard/model.ts";
import { standaloneDashboard } from "../report/dashboard/standalone.ts";
import { computeDashboardViews, tenseFingerprints } from "./dashboard.ts";
import { CHAPTER_FLAG, chapterFingerprints, findingFingerprint } from "./fingerprint.ts";
import { findingsView } from "./findings.ts";
import { plantedPride } from "../testing/planted_pride.ts";

const JEKYLL = new URL("../../../shared/corpus/en/jekyll-and-hyde.md", import.meta.url);
const analysis = analyzeDocument(await Deno.readTextFile(JEKYLL), { language: "en" });
const thresholds = DEFAULT_THRESHOLDS;
const plain = computeDashboardViews(analysis, { thresholds });
const headingLines = new Map(analysis.document.chapters.map((c) => [c.number, c.headingLine]));

function findingsOf(views: typeof plain, dismissed?: ReadonlySet<string>) {
  const flagged = views.profile.paragraphs.filter((p) =>
    p.severity >= thresholds.flag_min_severity
  );
  return findingsView({ triage: views.triage, flagged, headingLines, dismissed });
}

Deno.test("a dismissed tense flag leaves every count, badge and list of the views", () => {
  const flags = tenseFingerprints(plain.profile, thresholds.flag_min_severity);
  assert.ok(flags.length >= 2, "Jekyll and Hyde has tense flags");
  const gone = flags[0];
  const dismissed = new Set([gone.fingerprint]);
  const views = computeDashboardViews(analysis, { thresholds, dismissed });
  assert.deepEqual(views.dismissed, [gone.fingerprint]);
  assert.equal(views.triage.totals.tense, plain.triage.totals.tense - 1);
  const chapter = gone.paragraph.chapter;
  const before = plain.profile.chapters.find((c) => c.number === chapter)!.flagged;
  assert.equal(views.profile.chapters.find((c) => c.number === chapter)!.flagged, before - 1);
  const model = dashboardModel(views);
  assert.equal(model.flaggedParagraphs.length, dashboardModel(plain).flaggedParagraphs.length - 1);
  assert.ok(!model.flaggedParagraphs.includes(gone.paragraph));
  const findings = findingsOf(views, dismissed);
  assert.equal(findings.length, findingsOf(plain).length - 1);
  assert.ok(!findings.some((f) => f.fingerprint === gone.fingerprint));
  // The standalone file marks it dismissed (hidden unless "show dismissed" is on).
  const page = standaloneDashboard(views, { title: "Jekyll", uiLanguage: "en" });
  assert.match(page, new RegExp(`data-dismissed="${gone.fingerprint}"`));
});

// Pride and Prejudice with chapter 11 planted to stand out (src/testing/planted_pride.ts).
const planted = analyzeDocument((await plantedPride())!.text, { language: "en" });

Deno.test("a dismissed chapter finding takes the chapter off the list beyond chance", () => {
  const before = computeDashboardViews(planted, { thresholds });
  assert.deepEqual(before.triage.beyondChance, [11]);
  const lines = new Map(planted.document.chapters.map((c) => [c.number, c.headingLine]));
  const findings = (views: typeof before, dismissed?: ReadonlySet<string>) =>
    findingsView({ triage: views.triage, flagged: [], headingLines: lines, dismissed });
  const titles = before.triage.chapters.map((c) => c.title);
  const print = chapterFingerprints(titles, CHAPTER_FLAG)[10];
  assert.equal(print, findingFingerprint({ chapterTitle: titles[10], flag: CHAPTER_FLAG }));
  const listed = findings(before).find((f) => f.kind === "chapter");
  assert.equal(listed?.fingerprint, print);
  assert.equal(listed?.chapter, 11);
  const dismissed = new Set([print]);
  const views = computeDashboardViews(planted, { thresholds, dismissed });
  assert.deepEqual(views.triage.beyondChance, []);
  assert.ok(!views.triage.lookAt.includes(11) || views.triage.chapters[10].tense > 0);
  assert.equal(views.triage.chapters[10].beyond, false);
  assert.equal(views.triage.chapters[10].evidence?.beyond, false);
  assert.ok(!findings(views, dismissed).some((f) => f.fingerprint === print));
});

Deno.test("a dismissed cell leaves the chapter's threshold counts", () => {
  const chapter = plain.triage.chapters.find((c) => !c.beyond && c.cells.some((x) => x.level))!;
  assert.ok(chapter, "Jekyll and Hyde has a mild hit outside the list");
  const cell = chapter.cells.find((x) => x.level !== null)!;
  const index = plain.triage.chapters.indexOf(chapter);
  const titles = plain.triage.chapters.map((c) => c.title);
  const dismissed = new Set([chapterFingerprints(titles, cell.feature)[index]]);
  const views = computeDashboardViews(analysis, { thresholds, dismissed });
  const total = (v: typeof plain) => v.triage.totals.mild + v.triage.totals.strong;
  assert.equal(total(views), total(plain) - 1);
  assert.equal(views.triage.chapters[index].findings, chapter.findings - 1);
});
