/**
 * Planted-change benchmark of the chapter evidence model (issue 26). For each corpus novel:
 * the untouched book's chapters beyond chance, then a copy with known edits planted into known
 * chapters (`plants.ts`), and per plant its size (the largest move of a model feature, in the
 * book's own σ = 1.4826 × MAD) and whether the triage lists the chapter. Reported per novel:
 * recall of planted chapters whose plant moves some feature by ≥ 1.5 σ, and the unplanted
 * chapters listed.
 *
 * The first plant of every novel is the issue's hard case: sentence ends glued until the
 * chapter's average sentence length rises by 2 σ (under the 2.5 σ mild threshold), which moves
 * the share of long sentences and the sentence-length spread with it. Planted chapters are
 * spread evenly over the chapters the untouched book does not already list.
 *
 * `--sweep` adds the trade-off table: the same p-values selected by Benjamini–Hochberg at
 * several FDR levels q, each with its recall and the chapters listed in the untouched novels
 * (the knob that moves both; the triage uses the book's `fdr_q`, 0.05 by default).
 *
 * Usage: deno run -A scripts/planted_bench.ts [--json] [--sweep] [FILE.md …] (default: the
 * corpus)
 *
 * @module
 */

import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { STYLE_FEATURES, type StyleFeature } from "../src/features/feature_ids.ts";
import { measureChapter } from "../src/features/chapter_features.ts";
import { type Analysis, analyzeDocument } from "../src/features/pipeline.ts";
import { parseManuscript } from "../src/document/parse.ts";
import { DEFAULT_THRESHOLDS } from "../src/settings/thresholds.ts";
import { benjaminiHochberg } from "../src/stats/fdr.ts";
import type { LanguageChoice } from "../src/language/types.ts";
import { LENGTH_EXCLUDED } from "../src/style/evidence.ts";
import { fingerprintView } from "../src/views/style.ts";
import { corpusFiles } from "../testing/corpus.ts";
import { type Plant, plantChanges, type PlantKind } from "./plants.ts";

/** σ a plant must move some feature by to count as one the triage must list. */
export const MUST_LIST_SIGMA = 1.5;
/** The hard case raises ASL by this many σ (below the default mild threshold of 2.5). */
export const HARD_CASE_SIGMA = 2;
/** Plant kinds after the hard case, in turn. */
const KINDS: readonly PlantKind[] = [
  "chop",
  "no_dialogue",
  "tense",
  "openings",
  "vocabulary",
  "glue",
];

/** One plant's outcome. */
export interface PlantOutcome {
  readonly chapter: number;
  /** `hard` for the hard case, else the plant kind. */
  readonly kind: PlantKind | "hard";
  /** Largest |Δ value| / σ over the model's features, and that feature. */
  readonly sigma: number;
  readonly feature: StyleFeature | null;
  /** After the plant, the largest |value − book median| / σ over the model's features (the
   * untouched book's median and σ): how far out the planted chapter lands. */
  readonly standsOut: number;
  readonly listed: boolean;
  /** Rank of the chapter by p among the scored chapters (1 = strongest); 0 when unscored. */
  readonly rank: number;
}

/** One novel's outcome. */
export interface NovelOutcome {
  readonly name: string;
  readonly chapters: number;
  readonly available: boolean;
  /** Chapters listed beyond chance in the untouched book. */
  readonly untouchedListed: readonly number[];
  readonly plants: readonly PlantOutcome[];
  /** Planted chapters with a plant of ≥ MUST_LIST_SIGMA that are listed / that exist. */
  readonly recall: { readonly listed: number; readonly of: number };
  /** Unplanted chapters listed in the planted book. */
  readonly unplantedListed: readonly number[];
  /** Per scored chapter of the untouched and of the planted book: its p-values. */
  readonly pValues: { readonly untouched: PValues; readonly planted: PValues };
}

/** Chapter number string to the model's p-values of that chapter. */
export type PValues = Record<string, number>;

function pValuesOf(e: { chapters: Record<string, { p: number }> }): PValues {
  return Object.fromEntries(Object.entries(e.chapters).map(([n, c]) => [n, c.p]));
}

/**
 * The share of sentence ends to glue so that the chapter's ASL reaches `target` (bisection on
 * the chapter alone: ASL depends on nothing else), or 1 when no share reaches it.
 */
function shareFor(text: string, analysis: Analysis, chapter: number, target: number): number {
  const c = analysis.document.chapters[chapter - 1];
  const alone = text.split("\n").slice(c.headingLine - 1, c.endLine).join("\n");
  const doc = parseManuscript(alone);
  const asl = (share: number) => {
    const planted = plantChanges(
      alone,
      doc,
      [{ kind: "glue", chapter: 1, share }],
      analysis.profile,
    );
    const a = analyzeDocument(planted, { language: analysis.language });
    return measureChapter(a.chapters[0], a).values.asl ?? 0;
  };
  if (asl(1) <= target) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (asl(mid) < target) lo = mid;
    else hi = mid;
  }
  return hi;
}

function style(text: string, language: LanguageChoice) {
  const analysis = analyzeDocument(text, { language });
  const measures = analysis.chapters.map((c) => measureChapter(c, analysis));
  return { analysis, measures, style: fingerprintView(analysis, DEFAULT_THRESHOLDS, measures) };
}

/**
 * Runs the benchmark on one manuscript.
 *
 * @example
 * ```ts
 * declare const text: string;
 * const out = benchNovel("book", text, "en", 3);
 * out.recall; // e.g. { listed: 3, of: 3 }
 * ```
 */
export function benchNovel(
  name: string,
  text: string,
  language: LanguageChoice,
  count: number,
): NovelOutcome {
  const before = style(text, language);
  const evidence = before.style.chapter_evidence;
  const sigma = new Map(before.style.features.map((f) => [f.feature, f.sigma]));
  const median = new Map(before.style.features.map((f) => [f.feature, f.median]));
  const listedBefore = new Set(evidence.selected);
  // Plants go into typical chapters: the half of the unlisted scored chapters whose largest
  // |z*| is smallest, so that a plant's size is how far it takes a typical chapter out (a plant
  // into a chapter that already stands out may carry it back toward the middle).
  const farthest = (n: number) =>
    Math.max(
      0,
      ...Object.entries(before.style.deviations[String(n)] ?? {})
        .filter(([f]) => !LENGTH_EXCLUDED.includes(f as StyleFeature))
        .map(([, z]) => Math.abs(z)),
    );
  const unlisted = Object.keys(evidence.chapters).map(Number).filter((n) => !listedBefore.has(n));
  const candidates = [...unlisted].sort((a, b) => farthest(a) - farthest(b) || a - b)
    .slice(0, Math.max(count, Math.ceil(unlisted.length / 2)))
    .sort((a, b) => a - b);
  const plants: (Plant & { label: PlantKind | "hard" })[] = [];
  const take = Math.min(count, candidates.length);
  for (let i = 0; i < take; i++) {
    const chapter = candidates[Math.floor(((i + 0.5) * candidates.length) / take)];
    if (i === 0) {
      const asl = before.measures[chapter - 1].values.asl ?? 0;
      const target = asl + HARD_CASE_SIGMA * (sigma.get("asl") ?? 0);
      const share = shareFor(text, before.analysis, chapter, target);
      plants.push({ kind: "glue", label: "hard", chapter, share });
    } else {
      const kind = KINDS[(i - 1) % KINDS.length];
      plants.push({ kind, label: kind, chapter, share: kind === "glue" ? 0.5 : undefined });
    }
  }
  const planted = plantChanges(
    text,
    before.analysis.document,
    plants,
    before.analysis.profile,
  );
  const after = style(planted, language);
  const selected = new Set(after.style.chapter_evidence.selected);
  const ranked = Object.entries(after.style.chapter_evidence.chapters)
    .sort(([a, x], [b, y]) => x.p - y.p || Number(a) - Number(b))
    .map(([n]) => Number(n));
  const outcomes = plants.map((p): PlantOutcome => {
    let best = 0;
    let out = 0;
    let feature: StyleFeature | null = null;
    for (const f of STYLE_FEATURES) {
      const s = sigma.get(f);
      const m = median.get(f);
      const a = before.measures[p.chapter - 1].values[f];
      const b = after.measures[p.chapter - 1].values[f];
      if (LENGTH_EXCLUDED.includes(f) || !s || a === null || b === null) continue;
      const move = Math.abs(b - a) / s;
      if (move > best) [best, feature] = [move, f];
      if (m !== null && m !== undefined) out = Math.max(out, Math.abs(b - m) / s);
    }
    return {
      chapter: p.chapter,
      kind: p.label,
      sigma: best,
      feature,
      standsOut: out,
      listed: selected.has(p.chapter),
      rank: ranked.indexOf(p.chapter) + 1,
    };
  });
  const must = outcomes.filter((o) => o.sigma >= MUST_LIST_SIGMA);
  const plantedSet = new Set(plants.map((p) => p.chapter));
  return {
    name,
    chapters: before.analysis.chapters.length,
    available: evidence.available,
    untouchedListed: [...evidence.selected],
    plants: outcomes,
    recall: { listed: must.filter((o) => o.listed).length, of: must.length },
    unplantedListed: [...selected].filter((n) => !plantedSet.has(n)),
    pValues: { untouched: pValuesOf(evidence), planted: pValuesOf(after.style.chapter_evidence) },
  };
}

/**
 * Plants per novel: one per eight chapters, at least one, at most seven (the hard case and
 * each of the six kinds once).
 *
 * @example
 * ```ts
 * plantCount(61); // 7
 * plantCount(10); // 1
 * ```
 */
export function plantCount(chapters: number): number {
  return Math.max(1, Math.min(7, Math.floor(chapters / 8)));
}

/** One operating point of the selection: the FDR level and what it lists. */
export interface OperatingPoint {
  readonly q: number;
  /** Plants of ≥ MUST_LIST_SIGMA listed / such plants, over all novels. */
  readonly recall: { readonly listed: number; readonly of: number };
  /** Chapters listed in the untouched novels, and their count of chapters. */
  readonly untouchedListed: number;
  readonly untouchedChapters: number;
  /** Untouched novels that list more than one chapter per 50 chapters. */
  readonly novelsOver: number;
  /** Per novel: chapters listed in the untouched book. */
  readonly perNovel: readonly number[];
}

/** Benjamini–Hochberg at level q over a chapter → p map: the chapters selected. */
function selectAt(p: PValues, q: number): Set<number> {
  const entries = Object.entries(p);
  const chosen = benjaminiHochberg(entries.map(([, v]) => v), q);
  return new Set(entries.filter((_, i) => chosen[i]).map(([n]) => Number(n)));
}

/**
 * The trade-off of the FDR level q (the book's `fdr_q`, BH): for each q, the recall of the
 * plants that move some feature by ≥ 1.5 σ and the chapters listed in the untouched novels.
 *
 * @example
 * ```ts
 * declare const rows: NovelOutcome[];
 * operatingPoints(rows, [0.01, 0.05]).map((o) => o.recall.listed); // e.g. [7, 9]
 * ```
 */
export function operatingPoints(
  rows: readonly NovelOutcome[],
  levels: readonly number[],
): OperatingPoint[] {
  const usable = rows.filter((r) => r.available);
  return levels.map((q) => {
    let listed = 0, of = 0, untouched = 0, chapters = 0, over = 0;
    const perNovel: number[] = [];
    for (const r of usable) {
      const before = selectAt(r.pValues.untouched, q);
      const after = selectAt(r.pValues.planted, q);
      const must = r.plants.filter((p) => p.sigma >= MUST_LIST_SIGMA);
      of += must.length;
      listed += must.filter((p) => after.has(p.chapter)).length;
      untouched += before.size;
      chapters += r.chapters;
      if (before.size > r.chapters / 50) over++;
      perNovel.push(before.size);
    }
    return {
      q,
      recall: { listed, of },
      untouchedListed: untouched,
      untouchedChapters: chapters,
      novelsOver: over,
      perNovel,
    };
  });
}

/** FDR levels the trade-off table shows. */
export const SWEEP_LEVELS: readonly number[] = [0.0001, 0.001, 0.01, 0.05, 0.1, 0.2];

/**
 * The trade-off table in Markdown.
 *
 * @example
 * ```ts
 * declare const rows: NovelOutcome[];
 * sweepTable(rows).split("\n")[0]; // "| q | recall (≥ 1.5 σ) | …"
 * ```
 */
export function sweepTable(rows: readonly NovelOutcome[]): string {
  const names = rows.filter((r) => r.available).map((r) => r.name.replace(/\.md$/, ""));
  const out = [
    `| q | recall (≥ 1.5 σ) | untouched chapters listed | novels over 1 per 50 | per novel (${
      names.join(", ")
    }) |`,
    "|---|---|---|---|---|",
  ];
  for (const o of operatingPoints(rows, SWEEP_LEVELS)) {
    out.push(
      `| ${o.q} | ${o.recall.listed}/${o.recall.of} | ${o.untouchedListed} of ${o.untouchedChapters} | ${o.novelsOver} of ${names.length} | ${
        o.perNovel.join(", ")
      } |`,
    );
  }
  return out.join("\n");
}

/**
 * The per-novel table in Markdown.
 *
 * @example
 * ```ts
 * declare const rows: NovelOutcome[];
 * benchTable(rows).split("\n")[0]; // "| novel | chapters | untouched listed | …"
 * ```
 */
export function benchTable(rows: readonly NovelOutcome[]): string {
  const out = [
    "| novel | chapters | untouched listed | plants: chapter, kind, largest move, lands at, listed (else rank by p) | recall (≥ 1.5 σ) | unplanted listed |",
    "|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const plants = r.plants.map((p) =>
      `${p.chapter} ${p.kind} ${p.sigma.toFixed(1)}σ ${p.feature ?? "-"} →${
        p.standsOut.toFixed(1)
      }σ ${p.listed ? "✓" : `✗ (rank ${p.rank})`}`
    ).join("; ");
    out.push(
      `| ${r.name} | ${r.chapters} | ${r.available ? r.untouchedListed.length : "n/a"} | ${
        plants || "-"
      } | ${r.recall.listed}/${r.recall.of} | ${r.unplantedListed.length} |`,
    );
  }
  return out.join("\n");
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    args: Deno.args,
    options: {
      json: { type: "boolean", default: false },
      sweep: { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const files = positionals.length > 0
    ? positionals.map((p) => ({ path: p, language: "auto" as LanguageChoice }))
    : corpusFiles().map((f) => ({
      path: fileURLToPath(f.path),
      language: f.language as LanguageChoice,
    }));
  const rows: NovelOutcome[] = [];
  for (const f of files) {
    const text = Deno.readTextFileSync(f.path);
    const n = analyzeDocument(text, { language: f.language }).chapters.length;
    rows.push(benchNovel(f.path.split("/").slice(-2).join("/"), text, f.language, plantCount(n)));
  }
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(benchTable(rows));
    if (values.sweep) console.log(`\n${sweepTable(rows)}`);
  }
}
