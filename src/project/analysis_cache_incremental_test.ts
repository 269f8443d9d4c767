import assert from "node:assert/strict";
import { join } from "node:path";
import { mulberry32 } from "../codec/prng.ts";
import { ChapterMemo } from "../features/chapter_memo.ts";
import { type Analysis, analyzeDocument, type CorpusSettings } from "../features/pipeline.ts";
import { messages } from "../i18n/messages.ts";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { computeDashboardViews } from "../views/dashboard.ts";
import { AnalysisCache } from "./analysis_cache.ts";
import { CORPUS } from "../../testing/corpus.ts";

const m = messages("en");

/** Every field of an Analysis as text (typed arrays as lists, the lexicon per type id). */
function analysisParts(a: Analysis): { whole: string; chapters: string[] } {
  const replacer = (_key: string, value: unknown) =>
    ArrayBuffer.isView(value) ? Array.from(value as Uint8Array) : value;
  const n = a.vocabulary.size;
  const adjectives = Array.from(
    { length: n },
    (_, id) =>
      Number(a.lexicon.isAdjective(id, false)) + 2 * Number(a.lexicon.isAdjective(id, true)),
  );
  const whole = JSON.stringify({
    document: a.document,
    language: a.language,
    profile: a.profile.code,
    settings: a.settings,
    vocabulary: a.vocabulary,
    lexicon: { flags: a.lexicon.flags, syllables: a.lexicon.syllables, adjectives },
    nominalPattern: a.nominalPattern?.source ?? null,
    chapterCount: a.chapters.length,
  }, replacer);
  return { whole, chapters: a.chapters.map((c) => JSON.stringify(c, replacer)) };
}

function assertSameAnalysis(actual: Analysis, expected: Analysis, what: string): void {
  const a = analysisParts(actual);
  const e = analysisParts(expected);
  assert.equal(a.chapters.length, e.chapters.length, `${what}: chapter count`);
  for (let i = 0; i < e.chapters.length; i++) {
    assert.ok(a.chapters[i] === e.chapters[i], `${what}: chapter ${i + 1} differs`);
  }
  assert.ok(a.whole === e.whole, `${what}: document, vocabulary or lexicon differs`);
}

/** A new word for each edit, so that later chapters' type ids shift. */
let coined = 0;

/** One random edit of a manuscript's lines: the kinds an author makes while writing. */
function randomEdit(lines: string[], random: () => number): string {
  const pick = (pred: (line: string) => boolean) => {
    for (let tries = 0; tries < 1000; tries++) {
      const i = Math.floor(random() * lines.length);
      if (pred(lines[i])) return i;
    }
    throw new Error("no line to edit");
  };
  const prose = (l: string) => l.trim() !== "" && !l.startsWith("#");
  const kind = Math.floor(random() * 7);
  switch (kind) {
    case 0: {
      const i = pick(prose);
      lines[i] += ` Then Quorblex${++coined} said nothing at all.`;
      return `sentence with a new word at line ${i + 1}`;
    }
    case 1: {
      const i = pick(prose);
      lines.splice(i, 1);
      return `deleted line ${i + 1}`;
    }
    case 2: {
      const from = pick(prose);
      const to = pick(prose);
      lines.splice(to, 0, "", lines[from], "");
      return `copied line ${from + 1} to ${to + 1}`;
    }
    case 3: {
      const i = pick(prose);
      lines.splice(i, 0, "", `## Inserted chapter ${++coined}`, "");
      return `new chapter heading at line ${i + 1}`;
    }
    case 4: {
      const i = pick((l) => l.startsWith("## "));
      lines.splice(i, 1);
      return `removed the chapter heading at line ${i + 1}`;
    }
    case 5: {
      const i = pick(prose);
      const at = lines[i].indexOf(" ");
      lines[i] = at < 0 ? `"${lines[i]}` : `${lines[i].slice(0, at)} "${lines[i].slice(at + 1)}`;
      return `opened a quotation in line ${i + 1}`;
    }
    default: {
      const i = pick(prose);
      lines[i] = lines[i].replace(/\p{L}+/u, (w) => w === "the" ? "a" : "the");
      return `replaced a word in line ${i + 1}`;
    }
  }
}

/**
 * Edits a corpus novel on disk several times per seed; after each edit the cache's incremental
 * analysis must equal a fresh analysis of the new text field by field, and (after the last edit
 * of a seed) every dashboard view must print the same JSON.
 */
async function randomEditsMatchFresh(
  book: string,
  settings: CorpusSettings,
  seeds: readonly number[],
  edits: number,
): Promise<void> {
  const source = await Deno.readTextFile(new URL(book, CORPUS));
  const dir = await Deno.makeTempDir({ prefix: "svc-incremental-" });
  try {
    const path = join(dir, "book.md");
    for (const seed of seeds) {
      const random = mulberry32(seed);
      const memo = new ChapterMemo();
      const cache = new AnalysisCache({ analyze: (t, s) => analyzeDocument(t, s, memo) });
      const lines = source.split("\n");
      await Deno.writeTextFile(path, source);
      await cache.get(path, settings, m);
      for (let e = 0; e < edits; e++) {
        const what = `${book} seed ${seed} edit ${e + 1}: ${randomEdit(lines, random)}`;
        const text = lines.join("\n");
        await Deno.writeTextFile(path, text);
        const incremental = (await cache.get(path, settings, m)).analysis;
        const fresh = analyzeDocument(text, settings);
        assert.ok(memo.reused > 0, `${what}: no chapter came from the memo`);
        assertSameAnalysis(incremental, fresh, what);
        if (e === edits - 1) {
          const options = { thresholds: DEFAULT_THRESHOLDS };
          assert.ok(
            JSON.stringify(computeDashboardViews(incremental, options)) ===
              JSON.stringify(computeDashboardViews(fresh, options)),
            `${what}: the dashboard views differ`,
          );
        }
      }
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function corpusHas(book: string): Promise<boolean> {
  try {
    await Deno.stat(new URL(book, CORPUS));
    return true;
  } catch {
    return false;
  }
}

const WAR_AND_PEACE = "en/war-and-peace.md";

Deno.test({
  name: "incremental analysis after random edits of War and Peace equals a fresh analysis",
  ignore: !(await corpusHas(WAR_AND_PEACE)),
  fn: () => randomEditsMatchFresh(WAR_AND_PEACE, { language: "en" }, [1, 2, 3], 2),
});

// Dash dialogue (list dashes), carried quotations and German ordinals go through the memo too.
for (
  const [book, language] of [["es/los-pazos-de-ulloa.md", "es"], [
    "de/irrungen-wirrungen.md",
    "de",
  ]] as const
) {
  Deno.test({
    name: `incremental analysis after random edits of ${book} equals a fresh analysis`,
    ignore: !(await corpusHas(book)),
    fn: () => randomEditsMatchFresh(book, { language }, [7], 3),
  });
}

Deno.test("incremental analysis: other tokenising settings or language forget the memo", () => {
  const memo = new ChapterMemo();
  const text = "## One\n\nIt rained.\n\n## Two\n\nWe stayed in, didn't we?";
  analyzeDocument(text, { language: "en" }, memo);
  analyzeDocument(text, { language: "en" }, memo);
  assert.equal(memo.reused, 2);
  const other = analyzeDocument(text, { language: "en", wordRegex: "\\p{L}+" }, memo);
  assert.equal(memo.reused, 0);
  assertSameAnalysis(
    other,
    analyzeDocument(text, { language: "en", wordRegex: "\\p{L}+" }),
    "regex",
  );
  const german = analyzeDocument(text, { language: "de" }, memo);
  assert.equal(memo.reused, 0);
  assertSameAnalysis(german, analyzeDocument(text, { language: "de" }), "de");
  // A chapter marker or nominal pattern does not change tokens: the memo serves.
  const marked = analyzeDocument(text, { language: "de", nominalRegex: "ung$" }, memo);
  assert.equal(memo.reused, 2);
  assertSameAnalysis(
    marked,
    analyzeDocument(text, { language: "de", nominalRegex: "ung$" }),
    "nominal",
  );
});

Deno.test("the default AnalysisCache analyses an edited book as a fresh analysis does", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-incremental-" });
  try {
    const path = join(dir, "book.md");
    const before = "## One\n\nIt rained.\n\n## Two\n\nWe stayed in.\n\n## Three\n\nShe left.\n";
    await Deno.writeTextFile(path, before);
    const cache = new AnalysisCache();
    await cache.get(path, { language: "en" }, m);
    const after = before.replace("We stayed in.", "We stayed in, reading Zzyzx.");
    await Deno.writeTextFile(path, after);
    await Deno.utime(path, 5, 6);
    const { analysis } = await cache.get(path, { language: "en" }, m);
    assertSameAnalysis(analysis, analyzeDocument(after, { language: "en" }), "edited");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
