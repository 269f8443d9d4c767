/**
 * Whole-process benchmark of the research archive (issue 12's speed bars):
 * 1. `svc research batch-ingest` of every corpus novel (one process): wall time, peak RSS; then
 *    `svc research search` on that archive of real text as a fresh process, 30 runs;
 * 2. a synthetic archive of 100,000 passages (built in-process through the facade);
 * 3. `svc research search` as a fresh process, 60 runs: p50/p95 wall (svc spawned directly),
 *    and peak RSS (separate runs under `/usr/bin/time`);
 * 4. in-process `search()` over 200 mixed queries: p50/p95;
 * 5. `svc research audit` of the synthetic archive as a whole process: wall, peak RSS.
 *
 * Usage: deno run -A scripts/research_bench.ts [--passages 100000] [--runs 60] [--exe PATH]
 *   [--keep DIR] [--only search]
 *
 * `--exe` times a compiled `svc` (from `deno task compile`) instead of `deno run cli.ts`, which
 * is what an author runs. `--keep DIR` builds the synthetic archive in DIR once and reuses it
 * on later runs; `--only search` skips the ingest and audit steps (for quick re-measuring).
 *
 * @module
 */

import { parseArgs } from "node:util";
import { join } from "node:path";
import { commitExtraction, init, search } from "../research/mod.ts";
import { sha256 } from "../research/store/digest.ts";
import type { Extraction, PassageSpan } from "../research/types.ts";
import { mulberry32 } from "../src/codec/prng.ts";
import {
  syntheticQueries,
  vocabulary,
  zipfSampler,
} from "../research/testing/synthetic_archive.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: {
    passages: { type: "string", default: "100000" },
    runs: { type: "string", default: "60" },
    exe: { type: "string" },
    keep: { type: "string" },
    only: { type: "string" },
  },
});
const PASSAGES = Number(values.passages);
const RUNS = Number(values.runs);
const CLI = new URL("../cli.ts", import.meta.url).pathname;
const CORPUS = new URL("../../shared/corpus/", import.meta.url).pathname;

const svcCommand = () => values.exe ? [values.exe] : [Deno.execPath(), "run", "-A", CLI];

/** One run under `/usr/bin/time`: wall time (which includes the wrapper) and peak RSS. */
async function timed(args: string[]): Promise<{ ms: number; rssMb: number; stdout: string }> {
  const start = performance.now();
  const out = await new Deno.Command("/usr/bin/time", {
    args: ["-f", "%M", ...svcCommand(), ...args],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  const err = new TextDecoder().decode(out.stderr).trim().split("\n");
  if (!out.success) throw new Error(err.join("\n"));
  return { ms, rssMb: Number(err.pop()) / 1024, stdout: new TextDecoder().decode(out.stdout) };
}

/** Wall time of one run of svc itself, spawned directly (no wrapper process in the time). */
async function wall(args: string[]): Promise<number> {
  const [program, ...rest] = svcCommand();
  const start = performance.now();
  const out = await new Deno.Command(program, {
    args: [...rest, ...args],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  return ms;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
/** Queries an author might type into the corpus archive. */
const REAL_QUERIES = [
  "the door",
  "Hyde",
  "Elizabeth Darcy",
  "Natasha",
  "Botho Lene",
  "carriage",
  "strasse",
  "war peace",
  "letter",
  "Madame Arnoux",
];
const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);

const dir = await Deno.makeTempDir({ prefix: "svc-research-bench-" });
try {
  if (values.only !== "search") {
    // 1. Corpus ingest.
    const corpusRoot = join(dir, "corpus");
    await init(corpusRoot, { title: "Corpus", language: "en" });
    const files: string[] = [];
    for await (const lang of Deno.readDir(CORPUS)) {
      if (!lang.isDirectory) continue;
      for await (const f of Deno.readDir(join(CORPUS, lang.name))) {
        if (f.name.endsWith(".md")) files.push(join(CORPUS, lang.name, f.name));
      }
    }
    files.sort();
    const list = join(dir, "corpus.list");
    await Deno.writeTextFile(list, files.join("\n") + "\n");
    let bytes = 0;
    for (const f of files) bytes += (await Deno.stat(f)).size;
    const ingest = await timed([
      "research",
      "batch-ingest",
      list,
      "--allow-retention",
      "--project",
      corpusRoot,
    ]);
    const batch = JSON.parse(ingest.stdout);
    console.log(
      `corpus batch-ingest: ${files.length} novels, ${(bytes / 1e6).toFixed(1)} MB, ` +
        `${batch.counts.ingested} ingested in ${fmt(ingest.ms / 1000)} s, peak ${
          fmt(ingest.rssMb)
        } MB`,
    );
    // 1b. Fresh-process search on real text: the novels' long paragraphs, curly quotes and
    // dashes, in seven languages.
    await new Deno.Command("sync").output().catch(() => {});
    const real: number[] = [];
    for (let i = 0; i < 30; i++) {
      const query = REAL_QUERIES[i % REAL_QUERIES.length];
      real.push(await wall(["research", "search", "--query", query, "--project", corpusRoot]));
    }
    console.log(
      `search of the corpus archive, fresh process (30 runs, ${REAL_QUERIES.length} queries): ` +
        `p50 ${fmt(pct(real, 50))} ms, p95 ${fmt(pct(real, 95))} ms`,
    );
  }

  // 2. Synthetic archive (kept and reused with --keep).
  const root = values.keep ?? join(dir, "synthetic");
  const built = await Deno.stat(join(root, "svc-research", "MANIFEST.json")).then(
    () => true,
    () => false,
  );
  if (!built) {
    await init(root, { title: "Synthetic", language: "de" });
    const vocab = vocabulary(1);
    const draw = zipfSampler(vocab.length, 1.07, mulberry32(1));
    const perSource = 10_000;
    const t0 = performance.now();
    for (let s = 0; s * perSource < PASSAGES; s++) {
      const n = Math.min(perSource, PASSAGES - s * perSource);
      const paras: string[] = [];
      for (let i = 0; i < n; i++) {
        const words: string[] = [];
        for (let w = 0; w < 60; w++) words.push(vocab[draw()]);
        paras.push(words.join(" ") + ".");
      }
      const text = paras.join("\n\n");
      const passages: PassageSpan[] = [];
      let at = 0;
      for (const p of paras) {
        const len = [...p].length;
        passages.push({ start: at, end: at + len, page: null, sha256: await sha256(p) });
        at += len + 2;
      }
      const extraction: Extraction = {
        media_type: "text/plain",
        text,
        passages,
        provenance: { method: "text-utf8/1" },
        warnings: [],
      };
      const bytesOut = new TextEncoder().encode(text);
      await commitExtraction(root, {
        allowRetention: true,
        context: {},
        title: `synthetic ${s + 1}`,
        filename: `synthetic-${s + 1}.txt`,
        bytes: bytesOut,
        extraction,
      });
    }
    const logSize = (await Deno.stat(join(root, "svc-research", "log", "commits.jsonl"))).size;
    const indexSize = (await Deno.stat(join(root, "svc-research", "index", "search.sqlite"))).size;
    console.log(
      `synthetic archive: ${PASSAGES} passages built in ${
        fmt((performance.now() - t0) / 1000)
      } s; ` +
        `log ${(logSize / 1e6).toFixed(1)} MB, index ${(indexSize / 1e6).toFixed(1)} MB`,
    );
  }

  // 3. Fresh-process search. First `sync`: the build just wrote ~150 MB with fsync, and the
  // kernel's writeback would otherwise run during the first timed searches.
  await new Deno.Command("sync").output().catch(() => {});
  const queries = syntheticQueries(200, 7);
  await wall(["research", "search", "--query", "warm", "--project", root]);
  const fresh: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const query = queries[i % queries.length];
    fresh.push(await wall(["research", "search", "--query", query, "--project", root]));
  }
  // Peak memory from separate runs under /usr/bin/time, whose own start-up would otherwise
  // be counted in the wall times above.
  let rss = 0;
  for (const query of queries.slice(0, 10)) {
    const r = await timed(["research", "search", "--query", query, "--project", root]);
    rss = Math.max(rss, r.rssMb);
  }
  console.log(
    `search, fresh process (${RUNS} runs): p50 ${fmt(pct(fresh, 50))} ms, p95 ${
      fmt(pct(fresh, 95))
    } ms, max ${fmt(Math.max(...fresh))} ms; peak ${fmt(rss)} MB`,
  );

  // 4. In-process search.
  const inproc: number[] = [];
  for (let i = 0; i < 200; i++) {
    const q = queries[i];
    const s = performance.now();
    await search(root, { query: q, limit: 20 });
    inproc.push(performance.now() - s);
  }
  console.log(
    `search, in process (200 queries): p50 ${fmt(pct(inproc, 50))} ms, p95 ${
      fmt(pct(inproc, 95))
    } ms`,
  );

  if (values.only !== "search") {
    // 5. Audit.
    const audit = await timed(["research", "audit", "--project", root]);
    console.log(
      `audit of ${PASSAGES} passages: ${fmt(audit.ms / 1000)} s, peak ${fmt(audit.rssMb)} MB, ok=${
        JSON.parse(audit.stdout).ok
      }`,
    );
  }
} finally {
  await Deno.remove(dir, { recursive: true });
}
