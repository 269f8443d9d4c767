/**
 * Evaluation of `profile()`'s paragraph tense (`dominant` of the labelled paragraph) against
 * the hand-labelled paragraphs of testdata/tense/ (en.jsonl, de.jsonl, fr.jsonl; how they were built and
 * labelled: testdata/tense/README.md). A case with `context` is the last of several paragraphs
 * of one chapter (a quoted letter running over paragraphs); only that last one is labelled.
 * Labels are ground truth read by a person, never derived from the program; the floors below
 * sit a few points under the measured figures.
 */

import assert from "node:assert/strict";
import { profile } from "../../mod.ts";

type Label = "past" | "present" | "mixed";
type EvalLanguage = "en" | "de" | "fr";
/** The hard cases added for issues 13 and 26; other cases have no kind. */
type Kind = "letter" | "conditional" | "free_indirect";

interface EvalParagraph {
  readonly id: string;
  readonly source: string;
  readonly label: Label;
  readonly kind?: Kind;
  /** Paragraphs before the labelled one, in the same chapter. */
  readonly context?: readonly string[];
  readonly text: string;
}

interface Outcome {
  readonly kind?: Kind;
  readonly label: Label;
  /** `dominant` of the paragraph: a label, or `neutral` (always counted as wrong). */
  readonly predicted: string;
}

interface EvalScores {
  readonly n: number;
  readonly accuracy: number | null;
  readonly pastPrecision: number | null;
  readonly pastRecall: number | null;
  readonly mixedPrecision: number | null;
  readonly mixedRecall: number | null;
  readonly presentPrecision: number | null;
  readonly presentRecall: number | null;
}

const LANGUAGES: readonly EvalLanguage[] = ["en", "de", "fr"];
const LABELS: ReadonlySet<string> = new Set(["past", "present", "mixed"]);
const KINDS: readonly Kind[] = ["letter", "conditional", "free_indirect"];
/** Least paragraphs and constructed paragraphs per language (fr: corpus paragraphs only). */
const MIN_PARAGRAPHS: Readonly<Record<EvalLanguage, number>> = { en: 100, de: 100, fr: 30 };
const MIN_CONSTRUCTED: Readonly<Record<EvalLanguage, number>> = { en: 30, de: 30, fr: 0 };
/**
 * Floors just under the figures measured on the whole set of 335 (issue 26: the 271 of
 * issues 1 and 13 plus 64 corpus paragraphs, 30 of them French): accuracy en 0.909, de 0.965,
 * all 0.937; mixed precision 0.861 / 0.926 / 0.881; mixed recall 0.775 / 0.893 / 0.831;
 * present precision 1.000 everywhere. The French set (0.967; 1 present and 3 mixed
 * paragraphs only) has its own accuracy floor. The hard cases (letters, conditionals, free
 * indirect speech) reach 0.947 (54 of 57). A regression of the tense tagger fails the suite.
 */
const FLOORS = {
  accuracy: 0.90,
  mixedRecall: 0.77,
  mixedPrecision: 0.85,
  presentPrecision: 0.99,
} as const;
const FRENCH_ACCURACY_FLOOR = 0.96;
const HARD_CASE_ACCURACY_FLOOR = 0.93;
const SOURCE_PATTERN = /^(constructed|[a-z-]+\.md:L[1-9]\d*)$/;

async function loadEvalSet(language: EvalLanguage): Promise<EvalParagraph[]> {
  const url = new URL(`../../testdata/tense/${language}.jsonl`, import.meta.url);
  const lines = (await Deno.readTextFile(url)).split("\n").filter((line) => line.trim() !== "");
  return lines.map((line) => JSON.parse(line) as EvalParagraph);
}

/** hits / total, null when total is 0 (no NaN). */
function share(hits: number, total: number): number | null {
  return total === 0 ? null : hits / total;
}

function scores(outcomes: readonly Outcome[]): EvalScores {
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
  const precision = (label: Label) =>
    share(
      count((o) => o.predicted === label && o.label === label),
      count((o) => o.predicted === label),
    );
  const recall = (label: Label) =>
    share(
      count((o) => o.predicted === label && o.label === label),
      count((o) => o.label === label),
    );
  return {
    n: outcomes.length,
    accuracy: share(count((o) => o.predicted === o.label), outcomes.length),
    pastPrecision: precision("past"),
    pastRecall: recall("past"),
    mixedPrecision: precision("mixed"),
    mixedRecall: recall("mixed"),
    presentPrecision: precision("present"),
    presentRecall: recall("present"),
  };
}

function predict(paragraph: EvalParagraph, language: EvalLanguage): Outcome {
  const all = [...(paragraph.context ?? []), paragraph.text];
  const result = profile(`## C\n\n${all.join("\n\n")}\n`, { language });
  assert.equal(result.paragraphs.length, all.length, `${paragraph.id}: one paragraph per entry`);
  const last = result.paragraphs[all.length - 1];
  return { kind: paragraph.kind, label: paragraph.label, predicted: last.dominant };
}

function cell(value: number | null): string {
  return (value === null ? "—" : value.toFixed(3)).padStart(9);
}

function tableRow(name: string, s: EvalScores): string {
  return [
    name.padEnd(13),
    String(s.n).padStart(4),
    cell(s.accuracy),
    cell(s.pastPrecision),
    cell(s.pastRecall),
    cell(s.mixedPrecision),
    cell(s.mixedRecall),
    cell(s.presentPrecision),
    cell(s.presentRecall),
  ].join(" ");
}

/** Label (rows) against prediction (columns, with `neutral`), as the README prints it. */
function confusionTable(outcomes: readonly Outcome[]): string {
  const predicted = ["past", "present", "mixed", "neutral"];
  const lines = ["label \\ predicted " + predicted.map((p) => p.padStart(8)).join("")];
  for (const label of LABELS) {
    const row = predicted.map((p) =>
      String(outcomes.filter((o) => o.label === label && o.predicted === p).length).padStart(8)
    );
    lines.push(label.padEnd(19) + row.join(""));
  }
  return lines.join("\n");
}

Deno.test("scores() counts accuracy, precision and recall by hand", () => {
  const s = scores([
    { label: "mixed", predicted: "mixed" },
    { label: "mixed", predicted: "past" },
    { label: "past", predicted: "mixed" },
    { label: "present", predicted: "present" },
    { label: "past", predicted: "neutral" },
  ]);
  // Correct: rows 1 and 4 -> 2/5. Mixed: predicted 2 (1 right), labelled 2 (1 found).
  // Past: predicted 1 (0 right), labelled 2 (0 found).
  assert.deepEqual(s, {
    n: 5,
    accuracy: 0.4,
    pastPrecision: 0,
    pastRecall: 0,
    mixedPrecision: 0.5,
    mixedRecall: 0.5,
    presentPrecision: 1,
    presentRecall: 1,
  });
  assert.equal(scores([{ label: "past", predicted: "past" }]).mixedPrecision, null);
  assert.equal(scores([]).accuracy, null);
});

Deno.test("tense eval set has >= 100 valid paragraphs and >= 30 constructed per language", async () => {
  for (const language of LANGUAGES) {
    const set = await loadEvalSet(language);
    assert.ok(set.length >= MIN_PARAGRAPHS[language], `${language}: ${set.length} paragraphs`);
    const constructed = set.filter((p) => p.source === "constructed").length;
    assert.ok(
      constructed >= MIN_CONSTRUCTED[language],
      `${language}: ${constructed} constructed`,
    );
    const ids = new Set<string>();
    const sources = new Set<string>();
    for (const p of set) {
      assert.match(p.id, new RegExp(`^${language}-\\d{3}$`));
      assert.ok(!ids.has(p.id), `duplicate id ${p.id}`);
      ids.add(p.id);
      assert.match(p.source, SOURCE_PATTERN, p.id);
      if (p.source !== "constructed") {
        assert.ok(!sources.has(p.source), `${p.id}: ${p.source} appears twice`);
        sources.add(p.source);
      }
      assert.ok(LABELS.has(p.label), `${p.id}: label ${p.label}`);
      for (const text of [...(p.context ?? []), p.text]) {
        assert.ok(text.trim() !== "" && !/[\r\n]/.test(text), `${p.id}: one non-empty line`);
      }
      assert.ok(p.kind === undefined || KINDS.includes(p.kind), `${p.id}: kind ${p.kind}`);
      assert.ok(p.context === undefined || p.kind === "letter", `${p.id}: context is for letters`);
    }
    for (const label of LABELS) {
      assert.ok(set.some((p) => p.label === label), `${language}: no ${label} paragraph`);
    }
  }
});

Deno.test("profile() paragraph dominance meets the floors on the hand-labelled eval set", async () => {
  const rows: [string, EvalScores][] = [];
  const all: Outcome[] = [];
  for (const language of LANGUAGES) {
    const outcomes = (await loadEvalSet(language)).map((p) => predict(p, language));
    all.push(...outcomes);
    rows.push([language, scores(outcomes)]);
  }
  rows.push(["all", scores(all)]);
  const hard = all.filter((o) => o.kind !== undefined);
  for (const kind of KINDS) rows.push([kind, scores(hard.filter((o) => o.kind === kind))]);
  rows.push(["hard all", scores(hard)]);
  rows.push(["first set", scores(all.filter((o) => o.kind === undefined))]);
  console.log(
    [
      "set          ",
      "   n",
      " accuracy",
      "   past P",
      "   past R",
      "  mixed P",
      "  mixed R",
      "present P",
      "present R",
    ].join(" "),
  );
  for (const [name, s] of rows) console.log(tableRow(name, s));
  console.log(confusionTable(all));
  const main = rows.filter(([name]) => name === "en" || name === "de" || name === "all");
  for (const [name, s] of main) {
    assert.ok(
      (s.presentPrecision ?? 0) >= FLOORS.presentPrecision,
      `${name}: present precision ${s.presentPrecision}`,
    );
    assert.ok((s.accuracy ?? 0) >= FLOORS.accuracy, `${name}: accuracy ${s.accuracy}`);
    assert.ok((s.mixedRecall ?? 0) >= FLOORS.mixedRecall, `${name}: mixed recall ${s.mixedRecall}`);
    assert.ok(
      (s.mixedPrecision ?? 0) >= FLOORS.mixedPrecision,
      `${name}: mixed precision ${s.mixedPrecision}`,
    );
  }
  const french = rows.find(([name]) => name === "fr")![1];
  assert.ok((french.accuracy ?? 0) >= FRENCH_ACCURACY_FLOOR, `fr: accuracy ${french.accuracy}`);
  const hardScores = scores(hard);
  assert.ok(
    (hardScores.accuracy ?? 0) >= HARD_CASE_ACCURACY_FLOOR,
    `hard cases: accuracy ${hardScores.accuracy}`,
  );
});
