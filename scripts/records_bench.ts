/**
 * Whole-process benchmark of the views over authored records (issue 14's speed bar: listing,
 * timeline and matrix over 10,000 claims each under 1 s as a whole process).
 *
 * 1. Builds a synthetic archive in-process: one ingested text source (its passages are the
 *    evidence), then ONE commit of revision-1 ops (or commits of N ops with
 *    `--ops-per-commit N`, closer to an archive written one record at a time) — dossiers, claims with a mix of placeable
 *    and unplaceable period labels, one evidence link per claim, decisions — then a second
 *    commit that revises some claims (so pins fall behind) and acknowledgements. Records are
 *    built with the kinds' own validators (`createRecord`); pins point at revision 1.
 * 2. Loads the archive once in-process and times each view apart from the load, and the status
 *    overview a warm server serves (`projectOverview`, per call).
 * 3. Times `deno run -A cli.ts research <view> --project DIR` as fresh processes — the one-record
 *    reads (`--inspect`, `--history`), `status`, the lists and views — (and
 *    `listClaims` through the facade in its own process, what a claim list reads), RUNS runs
 *    each after one warm-up: wall time from spawn to exit (p50, max), the child's user plus
 *    system CPU time (p50; less sensitive to other work on the machine) and peak RSS, next to
 *    `research schema` (no archive read) as the runtime's own start-up baseline.
 *
 * Usage: deno run -A scripts/records_bench.ts [--claims 10000] [--runs 5] [--keep DIR]
 *   [--ops-per-commit N]
 * (`--keep DIR` builds into DIR/archive and keeps it; an existing one is reused.)
 *
 * @module
 */

import { parseArgs } from "node:util";
import { join } from "node:path";
import {
  acknowledgeDecision,
  getSource,
  ingest,
  init,
  listClaims,
  listDecisions,
  listDossiers,
  projectOverview,
} from "../research/mod.ts";
import { createRecord, ID_PREFIX } from "../research/records/kinds.ts";
import { schemaOfRevision } from "../research/records/revise.ts";
import { newId } from "../research/store/ids.ts";
import { archivePaths } from "../research/store/paths.ts";
import { writeCommit } from "../research/store/writer.ts";
import type { AuthoredKind, RevisionOp } from "../research/types.ts";

const CLI = new URL("../cli.ts", import.meta.url).pathname;

/** Period labels cycled over the claims: placed ones of every precision and unplaced ones. */
const LABELS = [
  "1848",
  "1848-03",
  "1848-03-18",
  "1848 – 1849",
  "1850/1852",
  "1849-02..1849-04",
  "1848-1849",
  "c. 1850",
  "1849-02-29",
  null,
];

function op(kind: AuthoredKind, fields: Record<string, unknown>, id = newId(ID_PREFIX[kind])) {
  const revision: RevisionOp = {
    op: "revision",
    kind,
    record_id: id,
    revision: 1,
    record: createRecord(kind, fields),
  };
  return revision;
}

/** Builds the synthetic archive in `root`; returns its size in records. */
async function buildArchive(
  root: string,
  claims: number,
  opsPerCommit?: number,
): Promise<Record<string, number>> {
  await init(root, { title: "Records bench", language: "en" });
  const paragraphs = Array.from(
    { length: 200 },
    (_, i) => `Paragraph ${i}: the ledger of crate ${i} was counted twice in Łódź.`,
  );
  const receipt = await ingest(root, {
    bytes: new TextEncoder().encode(paragraphs.join("\n\n") + "\n"),
    filename: "ledger.txt",
    allowRetention: true,
    title: "Ledger",
  });
  const passages = ((await getSource(root, receipt.source_id)).passages as {
    passage_id: string;
  }[]).map((p) => p.passage_id);
  const dossiers = Math.max(1, Math.round(claims / 100));
  const decisions = Math.max(1, Math.round(claims / 10));
  const ops: RevisionOp[] = [];
  const dossierIds: string[] = [];
  for (let i = 0; i < dossiers; i++) {
    const d = op("dossier", {
      title: `Dossier ${i}`,
      body: `# Background\nText ${i}.\n\n# Sources\nLetters.\n\n# Open questions\nNone.\n`,
      evidence_ids: passages.slice(i % 150, (i % 150) + 5),
    });
    dossierIds.push(d.record_id);
    ops.push(d);
  }
  const claimIds: string[] = [];
  for (let i = 0; i < claims; i++) {
    const label = LABELS[i % LABELS.length];
    const c = op("claim", {
      title: `Claim ${i}: crate ${i % 200} reached the harbour`,
      statement: `Statement ${i} about the ledger and the harbour master.`,
      confidence: ["hypothetical", "evidenced", "disputed"][i % 3],
      dossier_id: dossierIds[i % dossiers],
      dossier_revision: 1,
      ...(label === null ? {} : { time_period: label }),
    });
    claimIds.push(c.record_id);
    ops.push(c);
    ops.push(op("evidence_link", {
      claim_id: c.record_id,
      passage_id: passages[i % passages.length],
      relation: ["supports", "contradicts", "qualifies", "mentions"][i % 4],
      claim_revision: 1,
    }));
  }
  const decisionIds: string[] = [];
  for (let i = 0; i < decisions; i++) {
    const dossierId = dossierIds[i % dossiers];
    const d = op("decision", {
      title: `Decision ${i}`,
      rationale: "Pacing.",
      claim_id: claimIds[(i * 10) % claims],
      claim_revision: 1,
      dossier_ids: [dossierId],
      dossier_revisions: { [dossierId]: 1 },
      deviation_from_fact: i % 2 === 0,
    });
    decisionIds.push(d.record_id);
    ops.push(d);
  }
  const paths = archivePaths(root);
  // Records are written in creation order, so every pin refers to an earlier op.
  const chunk = opsPerCommit ?? ops.length;
  for (let i = 0; i < ops.length; i += chunk) {
    const part = ops.slice(i, i + chunk);
    await writeCommit(
      paths,
      // A loop, not Math.max(...): a spread of 1,000,000 arguments overflows the stack.
      () => ({ ops: part, schema: part.reduce((m, o) => Math.max(m, schemaOfRevision(o)), 1) }),
    );
  }
  // Revise every 20th claim so that some decisions and links pin an older revision.
  const revised: RevisionOp[] = [];
  await writeCommit(paths, (a) => {
    for (let i = 0; i < claims; i += 20) {
      const prev = a.state.records.get(claimIds[i])!.revisions[0];
      revised.push({
        op: "revision",
        kind: "claim",
        record_id: claimIds[i],
        revision: 2,
        record: { ...prev.record, statement: `${prev.record.statement} Revised.` },
        change_kind: "correction",
        reason: "Benchmark revision",
      });
    }
    return { ops: revised, schema: 2 };
  });
  for (let i = 0; i < Math.min(5, decisions); i++) {
    const snapshot = (await listClaims(root, { dossierId: dossierIds[i % dossiers] })).snapshot;
    await acknowledgeDecision(root, {
      decisionId: decisionIds[i],
      dossierId: dossierIds[i % dossiers],
      expectedSnapshot: snapshot,
      expectedDecisionRevision: 1,
      expectedDossierRevision: 1,
      status: i % 2 === 0 ? "applied" : "review_needed",
    });
  }
  return {
    claims,
    dossiers,
    decisions,
    evidence_links: claims,
    revised_claims: revised.length,
    commits: (await Deno.readFile(paths.log)).filter((b) => b === 0x0a).length,
    log_bytes: (await Deno.stat(paths.log)).size,
  };
}

interface Sample {
  /** Wall time from spawn to exit. */
  readonly ms: number;
  /** User plus system CPU time of the child (less sensitive to a busy machine). */
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly bytes: number;
}

async function timed(args: string[]): Promise<Sample> {
  const start = performance.now();
  // A leading "--list-claims" runs this script's child mode instead of the CLI.
  const program = args[0] === "--list-claims" ? new URL(import.meta.url).pathname : CLI;
  const out = await new Deno.Command("/usr/bin/time", {
    args: ["-f", "%U %S %M", Deno.execPath(), "run", "-A", program, ...args],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const ms = performance.now() - start;
  const err = new TextDecoder().decode(out.stderr).trim().split("\n");
  if (!out.success) throw new Error(`svc ${args.join(" ")} failed:\n${err.join("\n")}`);
  const [user, sys, rss] = err.pop()!.split(" ").map(Number);
  return { ms, cpuMs: (user + sys) * 1000, rssMb: rss / 1024, bytes: out.stdout.length };
}

/** In one process: load, then each view, so the figures separate reading from viewing. */
async function inProcess(root: string): Promise<string> {
  const { loadArchive, forgetArchive } = await import("../research/store/load.ts");
  const { timelineView } = await import("../research/views/timeline.ts");
  const { claimMatrixView } = await import("../research/views/matrix.ts");
  const { renderClaimMatrix } = await import("../research/views/matrix_render.ts");
  const { editorialReviewView } = await import("../research/views/review.ts");
  const paths = archivePaths(root);
  forgetArchive(paths);
  const t0 = performance.now();
  const archive = await loadArchive(paths);
  const t1 = performance.now();
  timelineView(archive);
  const t2 = performance.now();
  const data = claimMatrixView(archive);
  const t3 = performance.now();
  renderClaimMatrix(data, "csv");
  const t4 = performance.now();
  editorialReviewView(archive);
  const t5 = performance.now();
  await projectOverview(root);
  const t6 = performance.now();
  const calls = 1000;
  for (let i = 0; i < calls; i++) await projectOverview(root);
  const t7 = performance.now();
  const f = (n: number) => n.toFixed(0);
  return `in-process: load ${f(t1 - t0)} ms, timeline ${f(t2 - t1)} ms, matrix ${
    f(t3 - t2)
  } ms, csv ${f(t4 - t3)} ms, review ${f(t5 - t4)} ms, status (warm) ${
    ((t7 - t6) / calls).toFixed(3)
  } ms per call`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      claims: { type: "string", default: "10000" },
      "ops-per-commit": { type: "string" },
      runs: { type: "string", default: "5" },
      keep: { type: "string" },
    },
  });
  const claims = Number(values.claims);
  const runs = Math.max(1, Number(values.runs));
  const dir = values.keep ?? await Deno.makeTempDir({ prefix: "svc-records-bench-" });
  const root = join(dir, "archive");
  try {
    const exists = await Deno.stat(root).then(() => true, () => false);
    if (exists) console.log(`reusing ${root}`);
    else {
      const t0 = performance.now();
      const perCommit = values["ops-per-commit"];
      const size = await buildArchive(root, claims, perCommit ? Number(perCommit) : undefined);
      console.log(
        `built ${JSON.stringify(size)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    const decisions = (await listDecisions(root)).decisions as { record_id: string }[];
    const claim = ((await listClaims(root)).claims as { record_id: string }[])[0].record_id;
    const dossier = ((await listDossiers(root)).dossiers as { record_id: string }[])[0].record_id;
    const project = ["--project", root];
    const views: [string, string[]][] = [
      ["runtime baseline: research schema", ["research", "schema"]],
      ["claim --inspect ID", ["research", "claim", "--inspect", claim, ...project]],
      ["claim --history ID", ["research", "claim", "--history", claim, ...project]],
      ["dossier --inspect ID", ["research", "dossier", "--inspect", dossier, ...project]],
      [
        "decision --inspect ID",
        ["research", "decision", "--inspect", decisions[0].record_id, ...project],
      ],
      ["status", ["research", "status", ...project]],
      ["claim list", ["research", "claim", "list", ...project]],
      ["listClaims (facade, own process)", ["--list-claims", root]],
      ["timeline (json)", ["research", "timeline", "--project", root]],
      ["timeline --format text", ["research", "timeline", "--format", "text", "--project", root]],
      ["matrix (json)", ["research", "matrix", "--project", root]],
      ["matrix --format csv", ["research", "matrix", "--format", "csv", "--project", root]],
      ["matrix --format md", ["research", "matrix", "--format", "md", "--project", root]],
      ["review (text)", ["research", "review", "--project", root]],
      ["review --format json", ["research", "review", "--format", "json", "--project", root]],
      [
        "decision-impact (text)",
        ["research", "decision-impact", decisions[0].record_id, "--project", root],
      ],
    ];
    console.log(await inProcess(root));
    const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
    for (const [name, args] of views) {
      await timed(args);
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await timed(args));
      const ms = samples.map((s) => s.ms);
      console.log(
        `${name.padEnd(36)} wall p50 ${p50(ms).toFixed(0).padStart(5)} ms` +
          `  max ${Math.max(...ms).toFixed(0).padStart(5)} ms` +
          `  cpu p50 ${p50(samples.map((s) => s.cpuMs)).toFixed(0).padStart(5)} ms` +
          `  rss ${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB` +
          `  out ${(samples[0].bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    if (values.keep === undefined) await Deno.remove(dir, { recursive: true });
  }
}

/** Child mode: one facade listing as its own process (what `svc research claim list` reads). */
async function listChild(root: string): Promise<void> {
  const envelope = await listClaims(root);
  const bytes = new TextEncoder().encode(JSON.stringify(envelope, null, 2) + "\n");
  for (let offset = 0; offset < bytes.length;) {
    offset += Deno.stdout.writeSync(bytes.subarray(offset));
  }
}

if (import.meta.main) {
  if (Deno.args[0] === "--list-claims") await listChild(Deno.args[1]);
  else await main();
}
