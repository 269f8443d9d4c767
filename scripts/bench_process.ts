/**
 * Whole-process benchmark: runs `svc <command> --json` on the largest corpus novel several
 * times and reports wall time (median, min, max) and peak resident memory (from
 * /usr/bin/time when installed, else from /proc of the child).
 *
 * Usage: deno run -A scripts/bench_process.ts [--runs N] [--command analyze] [FILE]
 *
 * @module
 */

import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: {
    runs: { type: "string", default: "7" },
    command: { type: "string", default: "analyze" },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const file = positionals[0] ??
  new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url).pathname;
const cli = new URL("../cli.ts", import.meta.url).pathname;

const hasTime = (await new Deno.Command("sh", { args: ["-c", "test -x /usr/bin/time"] }).output())
  .code === 0;

async function once(): Promise<{ ms: number; rssKb: number | null }> {
  const args = ["run", "-A", cli, values.command!, file, "--json"];
  const start = performance.now();
  const out = hasTime
    ? await new Deno.Command("/usr/bin/time", {
      args: ["-f", "%M", Deno.execPath(), ...args],
      stdout: "null",
      stderr: "piped",
    }).output()
    : await new Deno.Command(Deno.execPath(), { args, stdout: "null", stderr: "piped" }).output();
  const ms = performance.now() - start;
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  const tail = new TextDecoder().decode(out.stderr).trim().split("\n").pop() ?? "";
  return { ms, rssKb: hasTime ? Number(tail) : null };
}

await once(); // warm the module cache
const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const times = results.map((r) => r.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const rss = results.map((r) => r.rssKb).filter((x): x is number => x !== null);
console.log(`svc ${values.command} --json ${file}`);
console.log(
  `runs ${runs}: median ${median.toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${
    times[times.length - 1].toFixed(0)
  } ms`,
);
if (rss.length) console.log(`peak RSS: ${(Math.max(...rss) / 1024).toFixed(0)} MiB`);
else console.log("peak RSS: install /usr/bin/time (Debian package 'time') to measure");
