/**
 * Search latency in a FRESH process: what a `svc research search` call pays.
 *
 * Child mode (what gets timed): `deno run -A scripts/bench_fresh_search.ts INDEX QUERY`
 * opens the index read-only, runs one search and prints `{hits, ms}` (ms = open + query in
 * the process).
 *
 * Driver mode: `deno run -A scripts/bench_fresh_search.ts --measure DIR [RUNS]` builds a
 * synthetic index of 100,000 passages in DIR (kept for later runs; build time and size are
 * printed), then runs RUNS child processes (default 60, after 3 warm-ups) with mixed queries,
 * timing each from spawn to exit, and prints p50/p95 of wall time and of the child's CPU time
 * (less sensitive to a busy machine), next to a one-line `deno run` script as the runtime's own
 * baseline; then in-process wall and CPU percentiles over 200 mixed queries.
 *
 * @module
 */

import process from "node:process";
import { openIndex } from "../research/search/index.ts";

if (import.meta.main) {
  if (Deno.args[0] === "--measure") await measure(Deno.args[1], Number(Deno.args[2] ?? 60));
  else child(Deno.args[0], Deno.args[1]);
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function child(path: string, query: string): void {
  const t0 = performance.now();
  const index = openIndex(path, { readonly: true });
  const { hits } = index.search(query, { limit: 20 });
  index.close();
  const ms = performance.now() - t0;
  console.log(JSON.stringify({ hits: hits.length, ms, cpu: cpuMs() }));
}

/** Spawns `deno args…`; returns wall time from spawn to exit and the child's JSON line. */
async function spawn(args: string[]): Promise<{ wall: number; out: Record<string, number> }> {
  const t0 = performance.now();
  const out = await new Deno.Command(Deno.execPath(), { args, stdout: "piped", stderr: "inherit" })
    .output();
  const wall = performance.now() - t0;
  if (!out.success) throw new Error(`Child failed: deno ${args.join(" ")}`);
  return { wall, out: JSON.parse(new TextDecoder().decode(out.stdout)) };
}

async function measure(dir: string, runs: number): Promise<void> {
  const { join } = await import("node:path");
  const { buildIndexFile } = await import("../research/search/build.ts");
  const { syntheticBatches, syntheticQueries } = await import(
    "../research/testing/synthetic_archive.ts"
  );
  await Deno.mkdir(dir, { recursive: true });
  const path = join(dir, "search.sqlite");
  const passages = 100_000;
  try {
    await Deno.stat(path);
  } catch {
    const t0 = performance.now();
    const c0 = cpuMs();
    await buildIndexFile(path, syntheticBatches({ passages }), { projectId: "prj_bench" });
    const ms = performance.now() - t0;
    const size = (await Deno.stat(path)).size;
    console.log(
      `build: ${passages} passages (generated on the fly) in ${(ms / 1000).toFixed(1)} s ` +
        `(cpu ${((cpuMs() - c0) / 1000).toFixed(1)} s), ${(size / 1048576).toFixed(1)} MiB`,
    );
  }
  const load = () => Deno.loadavg()[0].toFixed(1);
  console.log(`load average before: ${load()} (${navigator.hardwareConcurrency} cores)`);
  // Baseline: the same runtime starting and exiting without our code.
  const baseWall: number[] = [];
  const baseCpu: number[] = [];
  const baseline = join(dir, "baseline.ts");
  await Deno.writeTextFile(
    baseline,
    "import p from 'node:process'; const u = p.cpuUsage(); " +
      "console.log(JSON.stringify({ cpu: (u.user + u.system) / 1000 }));\n",
  );
  for (let i = 0; i < runs + 3; i++) {
    const r = await spawn(["run", "-A", baseline]);
    if (i < 3) continue;
    baseWall.push(r.wall);
    baseCpu.push(r.out.cpu);
  }
  const queries = syntheticQueries(runs + 3, 11);
  const wall: number[] = [];
  const inner: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < queries.length; i++) {
    const r = await spawn(["run", "-A", import.meta.filename!, path, queries[i]]);
    if (i < 3) continue;
    wall.push(r.wall);
    inner.push(r.out.ms);
    cpu.push(r.out.cpu);
  }
  console.log(
    `fresh process, ${wall.length} runs: spawn to exit p50 ${pct(wall, 50)} / p95 ${
      pct(wall, 95)
    } ms; process cpu p50 ${pct(cpu, 50)} / p95 ${pct(cpu, 95)} ms; ` +
      `open + query inside p50 ${pct(inner, 50)} / p95 ${pct(inner, 95)} ms`,
  );
  console.log(
    `empty runtime baseline (deno run of a one-line script): spawn to exit p50 ${
      pct(baseWall, 50)
    } / p95 ${pct(baseWall, 95)} ms; process cpu p50 ${pct(baseCpu, 50)} / p95 ${
      pct(baseCpu, 95)
    } ms`,
  );
  const index = openIndex(path, { readonly: true });
  const mixed = syntheticQueries(200, 5);
  const lat: number[] = [];
  const latCpu: number[] = [];
  let capped = 0;
  for (const q of mixed.slice(0, 20)) index.search(q);
  for (const q of mixed) {
    const t0 = performance.now();
    const c0 = cpuMs();
    if (index.search(q, { limit: 20 }).capped) capped++;
    latCpu.push(cpuMs() - c0);
    lat.push(performance.now() - t0);
  }
  index.close();
  console.log(
    `in-process, 200 mixed queries, limit 20: wall p50 ${pct(lat, 50)} / p95 ${pct(lat, 95)} / ` +
      `max ${pct(lat, 100)} ms; cpu p50 ${pct(latCpu, 50)} / p95 ${pct(latCpu, 95)} ms; ` +
      `${capped} capped`,
  );
  console.log(`load average after: ${load()}`);
}

function pct(values: number[], p: number): string {
  const s = [...values].sort((a, b) => a - b);
  const i = Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1);
  return s[Math.max(0, i)].toFixed(1);
}
