/**
 * Live re-analysis benchmark, paired against the floor: the server's Analysis cache holds a
 * book (War and Peace by default); then, several times, one sentence of one random chapter is
 * edited on disk and the time until the cache hands out the new Analysis (stat, read, hash,
 * decode, parse, re-analysis of the changed chapter, whole-book assembly) is measured, each
 * right after one run of the floor (`../shared/bench/floor.ts`, a plain `deno run`). Prints
 * the medians and the median ratio; the goal is a ratio of at most 1. With `--views` it also
 * times the dashboard views of the edited book (a page's figures, computed anew each time).
 *
 * Usage: deno run -A scripts/bench_incremental.ts [--runs N] [--views] [--floor PATH] [FILE]
 *
 * @module
 */

import { parseArgs } from "node:util";
import { mulberry32 } from "../src/codec/prng.ts";
import { messages } from "../src/i18n/messages.ts";
import { AnalysisCache } from "../src/project/analysis_cache.ts";
import { DEFAULT_THRESHOLDS } from "../src/settings/thresholds.ts";
import { computeDashboardViews } from "../src/views/dashboard.ts";
import { floorMs, median } from "./floor_pairs.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: {
    runs: { type: "string", default: "7" },
    views: { type: "boolean", default: false },
    floor: { type: "string" },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const book = positionals[0] ??
  new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url).pathname;
const floor = values.floor ?? new URL("../../shared/bench/floor.ts", import.meta.url).pathname;
const m = messages("en");
const settings = { language: "en" } as const;

const dir = await Deno.makeTempDir({ prefix: "svc-bench-incremental-" });
try {
  const path = `${dir}/book.md`;
  const lines = (await Deno.readTextFile(book)).split("\n");
  await Deno.writeTextFile(path, lines.join("\n"));
  const cache = new AnalysisCache();
  let start = performance.now();
  await cache.get(path, settings, m);
  const firstMs = performance.now() - start;
  const random = mulberry32(28);
  const rows: { floor: number; edit: number; views: number | null }[] = [];
  for (let r = 0; r < runs; r++) {
    const f = await floorMs(floor, book);
    // One sentence added to one prose line of a random chapter.
    let i = Math.floor(random() * lines.length);
    while (lines[i].trim() === "" || lines[i].startsWith("#")) i = (i + 1) % lines.length;
    lines[i] += ` And then, run ${r}, nothing more was said.`;
    await Deno.writeTextFile(path, lines.join("\n"));
    start = performance.now();
    const { analysis } = await cache.get(path, settings, m);
    const edit = performance.now() - start;
    let views: number | null = null;
    if (values.views) {
      start = performance.now();
      computeDashboardViews(analysis, { thresholds: DEFAULT_THRESHOLDS });
      views = performance.now() - start;
    }
    rows.push({ floor: f, edit, views });
  }
  const ratio = median(rows.map((r) => r.edit / r.floor));
  console.log(`${book}: first analysis in the cache ${firstMs.toFixed(0)} ms; ${runs} edits`);
  console.log("| floor ms (median) | re-analysis ms (median) | ratio (median of pairs) |");
  console.log("|---|---|---|");
  console.log(
    `| ${median(rows.map((r) => r.floor)).toFixed(0)} | ${
      median(rows.map((r) => r.edit)).toFixed(0)
    } | ${ratio.toFixed(2)}x |`,
  );
  if (values.views) {
    const v = rows.map((r) => r.views!);
    console.log(`dashboard views of the edited book: median ${median(v).toFixed(0)} ms`);
  }
} finally {
  await Deno.remove(dir, { recursive: true });
}
