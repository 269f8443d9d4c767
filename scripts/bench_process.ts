/**
 * Whole-process benchmark, paired against the floor: runs `svc <command>` on a book several
 * times, each run right after one run of the floor (`../shared/bench/floor.ts`: one Unicode
 * tokenising pass with a case-folded type count, a plain `deno run`), and reports the medians of
 * wall time and CPU time (user + system) for both, the median of the per-pair ratios, and peak
 * resident memory (from /usr/bin/time when installed). On a shared, noisy machine only the
 * ratios mean something: floor and command see the same load because they alternate.
 *
 * Usage: deno run -A scripts/bench_process.ts [--runs N] [--command analyze,style,dashboard]
 *        [--floor PATH] [--baseline CLI] [FILE]
 *
 * `dashboard` runs as `svc dashboard FILE --output TMP`, `check` as `svc check FILE --format
 * sarif --fail-on never`; every other command with `--json`.
 * `--baseline CLI` (the `cli.ts` of another checkout, e.g. an export of an earlier commit) runs
 * that program too in every round (floor, baseline, this one), for a before/after table
 * measured under the same load.
 *
 * @module
 */

import { parseArgs } from "node:util";
import { median } from "./floor_pairs.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: {
    runs: { type: "string", default: "7" },
    command: { type: "string", default: "analyze" },
    floor: { type: "string" },
    baseline: { type: "string" },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const file = positionals[0] ??
  new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url).pathname;
const floor = values.floor ?? new URL("../../shared/bench/floor.ts", import.meta.url).pathname;
const cli = new URL("../cli.ts", import.meta.url).pathname;
const hasTime = (await new Deno.Command("sh", { args: ["-c", "test -x /usr/bin/time"] }).output())
  .code === 0;
const tmp = await Deno.makeTempDir({ prefix: "svc-bench-" });

/** One run's wall time, CPU time (ms) and peak RSS (KiB, null without /usr/bin/time). */
interface Run {
  readonly wall: number;
  readonly cpu: number | null;
  readonly rssKb: number | null;
}

async function once(args: string[]): Promise<Run> {
  const start = performance.now();
  const out = hasTime
    ? await new Deno.Command("/usr/bin/time", {
      args: ["-f", "%U %S %M", Deno.execPath(), ...args],
      stdout: "null",
      stderr: "piped",
    }).output()
    : await new Deno.Command(Deno.execPath(), { args, stdout: "null", stderr: "piped" }).output();
  const wall = performance.now() - start;
  const stderr = new TextDecoder().decode(out.stderr);
  if (!out.success) throw new Error(`deno ${args.join(" ")} failed:\n${stderr}`);
  if (!hasTime) return { wall, cpu: null, rssKb: null };
  const [user, sys, rss] = (stderr.trim().split("\n").pop() ?? "").split(" ").map(Number);
  return { wall, cpu: (user + sys) * 1000, rssKb: rss };
}

function commandArgs(command: string, program = cli): string[] {
  if (command === "dashboard") {
    return ["run", "-A", program, command, file, "--output", `${tmp}/dashboard.html`];
  }
  if (command === "check") {
    return ["run", "-A", program, command, file, "--format", "sarif", "--fail-on", "never"];
  }
  return ["run", "-A", program, command, file, "--json"];
}

/** One table row: the medians of `runs` against their paired floor runs. */
function row(label: string, pairs: readonly { floor: Run; ours: Run }[]): string {
  const wallRatio = median(pairs.map((p) => p.ours.wall / p.floor.wall));
  const cpuKnown = pairs.every((p) => p.ours.cpu !== null && p.floor.cpu !== null);
  const cpuRatio = cpuKnown ? median(pairs.map((p) => p.ours.cpu! / p.floor.cpu!)) : NaN;
  const rss = pairs.map((p) => p.ours.rssKb).filter((x): x is number => x !== null);
  const cells = [
    label,
    median(pairs.map((p) => p.floor.wall)).toFixed(0),
    median(pairs.map((p) => p.ours.wall)).toFixed(0),
    `${wallRatio.toFixed(2)}x`,
    cpuKnown ? median(pairs.map((p) => p.floor.cpu!)).toFixed(0) : "-",
    cpuKnown ? median(pairs.map((p) => p.ours.cpu!)).toFixed(0) : "-",
    cpuKnown ? `${cpuRatio.toFixed(2)}x` : "-",
    rss.length ? (Math.max(...rss) / 1024).toFixed(0) : "-",
    // The memory goal: 2.5 times the text size plus 60 MB.
    ((2.5 * size + 60e6) / 2 ** 20).toFixed(0),
  ];
  return `| ${cells.join(" | ")} |`;
}

const floorArgs = ["run", "-A", floor, file];
const size = (await Deno.stat(file)).size;
console.log(`${file} (${(size / 2 ** 20).toFixed(2)} MiB), ${runs} paired runs each`);
console.log(
  "| command | floor wall ms | wall ms | wall ratio | floor CPU ms | CPU ms | CPU ratio | peak RSS MiB | RSS budget MiB |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
try {
  for (const command of values.command.split(",")) {
    await once(floorArgs); // warm the module caches of every program
    await once(commandArgs(command));
    if (values.baseline) await once(commandArgs(command, values.baseline));
    const pairs: { floor: Run; ours: Run }[] = [];
    const before: { floor: Run; ours: Run }[] = [];
    for (let i = 0; i < runs; i++) {
      const floorRun = await once(floorArgs);
      if (values.baseline) {
        before.push({ floor: floorRun, ours: await once(commandArgs(command, values.baseline)) });
      }
      pairs.push({ floor: floorRun, ours: await once(commandArgs(command)) });
    }
    if (values.baseline) console.log(row(`svc ${command} (baseline)`, before));
    console.log(row(`svc ${command}`, pairs));
  }
} finally {
  await Deno.remove(tmp, { recursive: true });
}
if (!hasTime) console.log("CPU time and peak RSS: install /usr/bin/time (Debian 'time')");
