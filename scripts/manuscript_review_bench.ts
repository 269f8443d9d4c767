/**
 * Whole-process benchmark of the manuscript review (issue 15's speed bar: 1,000 links against
 * War and Peace under 2 s). Setup, not timed: an archive with ten claims and 1,000 links, each
 * its own commit, to unique quotes spread evenly through the novel (written through the
 * store's write path with the ops `linkManuscriptClaim` writes, without re-parsing the
 * novel a thousand times). Timed: `svc research review-manuscript war-and-peace.md` as a fresh
 * process, JSON to a pipe — once on the untouched novel (every link `resolved`) and once after
 * a paragraph was inserted before the first chapter's text (every link `moved`).
 *
 * Usage: deno run -A scripts/manuscript_review_bench.ts [--links 1000] [--runs 5]
 *
 * @module
 */

import { parseArgs } from "node:util";
import { join } from "node:path";
import { createClaim, init } from "../research/mod.ts";
import { anchorParseOptions, paragraphIndex } from "../research/anchors/manuscript_file.ts";
import { sha256 } from "../research/store/digest.ts";
import { newId } from "../research/store/ids.ts";
import { archivePaths } from "../research/store/paths.ts";
import { writeCommit } from "../research/store/writer.ts";

const { values } = parseArgs({
  args: Deno.args,
  options: { links: { type: "string", default: "1000" }, runs: { type: "string", default: "5" } },
});
const LINKS = Number(values.links);
const RUNS = Number(values.runs);
const CLI = new URL("../cli.ts", import.meta.url).pathname;
const NOVEL = new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url).pathname;

/** Wall time, CPU time (user + system, which other processes on a busy machine do not inflate) and peak RSS. */
async function timed(
  args: string[],
): Promise<{ ms: number; cpuMs: number; rssMb: number; stdout: string }> {
  const start = performance.now();
  const out = await new Deno.Command("/usr/bin/time", {
    args: ["-f", "%U %S %M", Deno.execPath(), "run", "-A", CLI, ...args],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  const err = new TextDecoder().decode(out.stderr).trim().split("\n");
  if (!out.success) throw new Error(err.join("\n"));
  const [user, sys, rss] = err.pop()!.split(" ").map(Number);
  return {
    ms,
    cpuMs: (user + sys) * 1000,
    rssMb: rss / 1024,
    stdout: new TextDecoder().decode(out.stdout),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = await Deno.makeTempDir({ prefix: "svc-review-bench-" });
try {
  const root = join(dir, "novel");
  await init(root, { title: "War and Peace", language: "en" });
  const book = join(root, "war-and-peace.md");
  await Deno.copyFile(NOVEL, book);
  const bytes = await Deno.readFile(book);
  const digest = await sha256(bytes);
  const index = paragraphIndex(new TextDecoder().decode(bytes), await anchorParseOptions(root));
  const claims: string[] = [];
  for (let i = 0; i < 10; i++) {
    const c = await createClaim(root, { title: `Claim ${i + 1}`, statement: `Statement ${i}.` });
    claims.push(c.record_id as string);
  }
  const setupStart = performance.now();
  const stride = index.paragraphs.length / LINKS;
  let made = 0;
  for (let n = 0; n < LINKS; n++) {
    for (let p = Math.floor(n * stride); p < index.paragraphs.length; p++) {
      const cps = [...index.paragraphs[p].text];
      if (cps.length < 40) continue;
      const start = Math.floor(cps.length / 3);
      const quote = cps.slice(start, start + Math.min(80, cps.length - start)).join("");
      if (quote.trim() === "" || index.find(quote, 2).length !== 1) continue;
      const q = index.paragraphs[p];
      const record = {
        claim_ref: { claim_id: claims[n % claims.length], claim_revision: 1 },
        anchor: {
          manuscript: "war-and-peace.md",
          source_sha256: digest,
          selection: {
            start_line: q.startLine,
            end_line: q.endLine,
            paragraph_sha256: index.digest(p),
            start,
            end: start + [...quote].length,
            quote,
          },
        },
        state: "active",
        note: null,
        actor: "local-author",
      };
      await writeCommit(archivePaths(root), () => ({
        ops: [{
          op: "revision",
          kind: "manuscript_claim_link",
          record_id: newId("mcl"),
          revision: 1,
          record,
        }],
        schema: 7,
      }));
      made++;
      break;
    }
  }
  console.log(
    `setup: ${made} links in ${made} commits over ${index.paragraphs.length} paragraphs ` +
      `(${(bytes.length / 1e6).toFixed(2)} MB) in ${
        ((performance.now() - setupStart) / 1000).toFixed(1)
      } s`,
  );

  for (const scenario of ["untouched", "paragraph inserted"]) {
    if (scenario === "paragraph inserted") {
      const text = new TextDecoder().decode(bytes);
      const at = text.indexOf("\n## ") + 1;
      const first = text.indexOf("\n\n", at) + 2;
      await Deno.writeTextFile(
        book,
        text.slice(0, first) + "An inserted paragraph.\n\n" + text.slice(first),
      );
    }
    const runs: { ms: number; cpuMs: number; rssMb: number }[] = [];
    let states = "";
    for (let i = 0; i < RUNS; i++) {
      const r = await timed(["research", "review-manuscript", book, "--project", root]);
      runs.push(r);
      const review = JSON.parse(r.stdout);
      states = Object.entries(review.counts as Record<string, number>)
        .filter(([, c]) => c > 0).map(([s, c]) => `${s} ${c}`).join(", ");
    }
    const ms = runs.map((r) => r.ms);
    console.log(
      `review-manuscript, ${scenario} (${states}): median ${median(ms).toFixed(0)} ms, ` +
        `min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}; CPU median ` +
        `${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms; ` +
        `peak RSS ${Math.max(...runs.map((r) => r.rssMb)).toFixed(0)} MB (${RUNS} runs)`,
    );
  }
} finally {
  await Deno.remove(dir, { recursive: true });
}
