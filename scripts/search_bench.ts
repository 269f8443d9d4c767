/**
 * `deno bench` of the research search index on a synthetic multilingual archive
 * (`research/testing/synthetic_archive.ts`): folding, query parsing, excerpts, searches of rare, common
 * and prefix words, a deep page, OR/NOT and German spellings, opening read-only, and refreshing with one commit. 20,000 passages by
 * default (the build takes a few seconds); `SVC_SEARCH_BENCH_PASSAGES=100000` for the size the
 * search module's figures are quoted at. Fresh-process latency: `scripts/bench_fresh_search.ts`.
 *
 * @module
 */

import { join } from "node:path";
import { fold } from "../research/search/fold.ts";
import { makeExcerpt } from "../research/search/excerpt.ts";
import { parseQuery } from "../research/search/query.ts";
import { type IndexBatch, openIndex } from "../research/search/index.ts";
import { buildIndexFile } from "../research/search/build.ts";
import {
  syntheticBatches,
  syntheticQueries,
  vocabulary,
} from "../research/testing/synthetic_archive.ts";

const passages = Number(Deno.env.get("SVC_SEARCH_BENCH_PASSAGES") ?? 20_000);
const dir = Deno.makeTempDirSync({ prefix: "svc-search-bench-" });
const path = join(dir, "search.sqlite");
globalThis.addEventListener("unload", () => Deno.removeSync(dir, { recursive: true }));

const batches: IndexBatch[] = [...syntheticBatches({ passages })];
const t0 = performance.now();
await buildIndexFile(path, batches, { projectId: "prj_bench" });
console.log(
  `NOTICE: ${passages} synthetic passages indexed in ${(performance.now() - t0).toFixed(0)} ms, ` +
    `${(Deno.statSync(path).size / 1048576).toFixed(1)} MiB`,
);

const text = batches[0].passages![0].text;
const vocab = vocabulary();
const rare = vocab[vocab.length - 1];
const mixed = syntheticQueries(200, 5);
const index = openIndex(path, { projectId: "prj_bench" });
const terms = parseQuery(vocab[40]).terms;
let next = batches.length + 1;
const extra = [...syntheticBatches({ passages: 50, seed: 9 })][0].passages!;

Deno.bench("fold one passage (~60 words)", () => {
  fold(text);
});
Deno.bench("parse a three-word query", () => {
  parseQuery("Łódź Straße fjør");
});
Deno.bench("excerpt with marks for one passage", () => {
  makeExcerpt(text, terms);
});
Deno.bench("search a rare word", () => {
  index.search(rare);
});
Deno.bench("search a rare word as a prefix (rare*)", () => {
  index.search(`${rare}*`);
});
Deno.bench("search the most common word (ranking window)", () => {
  index.search("the");
});
Deno.bench("search the most common word, page 41 (offset 1,000, past the window)", () => {
  index.search("the", { offset: 1000, limit: 25 });
});
Deno.bench("search a four-letter prefix", () => {
  index.search("fjor*");
});
Deno.bench("search two words with OR and NOT", () => {
  index.search("(salt OR merchant) NOT road");
});
Deno.bench("search a German word in all its spellings", () => {
  index.search("Mueller", { german: true });
});
Deno.bench("search three words, scope all", () => {
  index.search("salt road merchant", { scope: "all" });
});
let q = 0;
Deno.bench("search 200 mixed queries, one per iteration", () => {
  index.search(mixed[q++ % mixed.length]);
});
Deno.bench("open read-only and search one word", () => {
  const ro = openIndex(path, { readonly: true });
  ro.search("merchant");
  ro.close();
});
Deno.bench("refresh: apply one commit of 50 passages", () => {
  const commit = next++;
  index.apply({
    commit,
    sha256: commit.toString(16).padStart(64, "0"),
    passages: extra.map((p) => ({ ...p, passage_id: `${p.passage_id}_${commit}` })),
  });
});
