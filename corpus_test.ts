/**
 * Runs `analyze` on every novel of the shared corpus (../shared/corpus, present in CI):
 * language detection under `auto`, chapter counts, and the range of every value.
 * Ignored (counted as ignored in the summary) where the corpus is absent.
 */
import assert from "node:assert/strict";
import {
  analyze,
  characters,
  dialogue,
  fingerprint,
  motifs,
  pacing,
  profile,
  scenes,
  showing,
} from "./mod.ts";
import { corpusFiles } from "./testing/corpus.ts";

const files = corpusFiles();
// Where the corpus is absent the loops below register nothing: this test stands for them and is
// counted as ignored, so the summary shows that the corpus tests did not run.
Deno.test({
  name: "corpus: ../shared/corpus holds a novel in each of the seven languages",
  ignore: files.length === 0,
  fn: () => {
    assert.deepEqual([...new Set(files.map((f) => f.language))].sort(), [
      "de",
      "en",
      "es",
      "fr",
      "it",
      "nl",
      "pt",
    ]);
  },
});

const PERCENT = [
  "dialog_pct",
  "staccato_pct",
  "kaskade_pct",
  "first_person_start_rate",
  "function_word_pct",
  "long_word_pct",
];
const NON_NEGATIVE = [
  "asl",
  "guiraud_r",
  "sentence_cv",
  "start_entropy",
  "filter_density",
  "modal_density",
  "passive_density",
  "nominalization_density",
  "adjective_density",
];

function assertFiniteDeep(value: unknown, path: string) {
  if (typeof value === "number") assert.ok(Number.isFinite(value), `${path} = ${value}`);
  else if (Array.isArray(value)) value.forEach((v, i) => assertFiniteDeep(v, `${path}[${i}]`));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) assertFiniteDeep(v, `${path}.${k}`);
  }
}

function inRange(v: number | null, lo: number, hi: number, what: string) {
  if (v === null) return;
  assert.ok(v >= lo && v <= hi, `${what} = ${v} not in [${lo}, ${hi}]`);
}

for (const { language, path } of files) {
  const name = path.pathname.split("/").slice(-2).join("/");
  Deno.test(`corpus ${name}: auto detects ${language}, chapters match, values in range`, async () => {
    const text = await Deno.readTextFile(path);
    const headings = text.split("\n").filter((l) => l.startsWith("## ")).length;
    const result = analyze(text, { language: "auto" });
    assert.equal(result.meta.language, language);
    const m = result.metrics;
    assert.equal(m.chapters.length, headings);
    assert.deepEqual(
      m.chapters.map((c) => c.number),
      headings > 0 ? [...Array(headings).keys()].map((i) => i + 1) : [],
    );
    assertFiniteDeep(result, "result");
    inRange(m.hd_d, 0, 1, "hd_d");
    inRange(m.ttr, 0, 1, "ttr");
    inRange(m.mattr, 0, 1, "mattr");
    inRange(m.dialog_ratio, 0, 1, "dialog_ratio");
    inRange(m.staccato_pct, 0, 100, "staccato_pct");
    assert.ok(m.mtld !== null && m.mtld > 0);
    assert.ok(m.raw_words > 0 && m.clean_words > 0);
    for (const c of m.chapters) {
      const at = `chapter ${c.number}`;
      inRange(c.ttr, 0, 1, `${at} ttr`);
      inRange(c.hd_d, 0, 1, `${at} hd_d`);
      inRange(c.jsd, 0, Math.LN2, `${at} jsd`);
      for (const k of PERCENT) inRange(c[k as "dialog_pct"], 0, 100, `${at} ${k}`);
      for (const k of NON_NEGATIVE) inRange(c[k as "asl"], 0, Infinity, `${at} ${k}`);
      assert.ok(["present", "past", "mixed", "neutral"].includes(c.dominance));
      assert.ok(!("hd_d" in c.style_se), `${at} style_se has no hd_d`);
    }
  });
}

for (const { language, path } of files) {
  const name = path.pathname.split("/").slice(-2).join("/");
  Deno.test(`corpus ${name}: style reference is complete, in range and deterministic`, async () => {
    const text = await Deno.readTextFile(path);
    const a = fingerprint(text, { language: language as "en" });
    const b = fingerprint(text, { language: language as "en" });
    assert.equal(JSON.stringify(a), JSON.stringify(b));
    assertFiniteDeep(a, "style");
    assert.equal(a.meta.schema_version, 4);
    assert.equal(a.features.length, 16);
    assert.ok(a.measured_cells > 0);
    inRange(a.consistency, 0, 1, "consistency");
    const sd = a.structural_diagnostics as Record<string, unknown>;
    for (const key of ["changepoints", "trends", "robust_scales", "cooccurrence", "keyness"]) {
      assert.ok(key in sd, `structural_diagnostics.${key}`);
    }
    for (const [chapter, features] of Object.entries(a.fdr_flagged)) {
      for (const f of features) {
        assert.ok(typeof a.deviations[chapter][f] === "number");
        assert.ok(
          ["negligible", "small", "medium", "large"].includes(a.effect_magnitudes[chapter][f]),
        );
      }
    }
    for (const d of a.dimensions) inRange(d.variance, 0, 1, "variance share");
    for (const r of a.redundant_features) assert.ok(Math.abs(r.rho) >= 0.8);
  });
}

for (const { language, path } of files) {
  const name = path.pathname.split("/").slice(-2).join("/");
  Deno.test(`corpus ${name}: every structure module runs, in range and deterministic`, async () => {
    const text = await Deno.readTextFile(path);
    const options = { language: language as "en" };
    const chapters = analyze(text, options).metrics.chapters.length;
    const p = profile(text, options);
    assert.equal(p.chapters.length, chapters);
    assert.ok(p.paragraphs.every((x) => x.severity >= 0 && x.severity <= 3));
    const d = dialogue(text, options);
    inRange(d.dialogue_paragraph_pct, 0, 100, "dialogue_paragraph_pct");
    const pc = pacing(text, options);
    assert.ok(pc.chapters.every((c) => c.hook_score >= 0 && c.hook_score <= 3));
    const m = motifs(text, { first: "\\p{Lu}\\p{L}+" }, options);
    assert.ok(m.top_words.length > 0);
    const c = characters(text, [m.top_words[0].word], options);
    assert.ok(c.characters[0].mentions >= m.top_words[0].count);
    const sh = showing(text, options);
    assert.equal(sh.chapters.length, chapters);
    const sc = scenes(text, options);
    assert.ok(sc.scenes.items.length >= chapters);
    for (const result of [p, d, pc, m, c, sh, sc]) assertFiniteDeep(result, "result");
    assert.equal(JSON.stringify(showing(text, options)), JSON.stringify(sh));
  });
}
