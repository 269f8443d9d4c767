import assert from "node:assert/strict";
import { moduleGraph } from "../../scripts/compile_readiness.ts";
import * as research from "../mod.ts";
import { fullRecordsFixture } from "../testing/full_records_fixture.ts";
import { plainInvocation } from "../../src/console/plain_args.ts";
import { tryFastRead } from "./read_fast.ts";
import type { CliIO } from "../../src/project/io.ts";
import { PROCESS_IO } from "../../src/project/io.ts";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;

// As for search: a fresh one-record read loads no npm package (the command parser, the config
// reader and the Zotero bridge are reached only through `new URL(…)` imports).
Deno.test("the record-read fast path's module graph holds no npm package", async () => {
  const modules = await moduleGraph(new URL("./read_fast.ts", import.meta.url));
  assert.deepEqual(modules.map((m) => m.specifier).filter((s) => s.startsWith("npm:")), []);
  assert.ok(modules.some((m) => m.specifier.endsWith("/research/state/current.ts")), "graph read");
});

Deno.test("plainInvocation() takes only plain options and leaves the rest to the full parser", () => {
  const valued = new Set(["project", "inspect", "revision", "format"]);
  assert.deepEqual(plainInvocation(["--inspect", "clm_X", "--revision=2"], valued), {
    options: { inspect: "clm_X", revision: "2" },
    positionals: [],
  });
  assert.deepEqual(plainInvocation(["dec_X", "--json"], valued, new Set(["json"])), {
    options: { json: true },
    positionals: ["dec_X"],
  });
  for (
    const args of [
      ["--help"],
      ["-h"],
      ["--language", "de", "--inspect", "x"],
      ["--inspect", "x", "--inspect", "y"],
      ["--inspect"],
      ["--inspect", ""],
      ["--inspect", "-x"],
      ["--json=yes"],
      ["--title", "T"],
      ["--constructor", "x"],
    ]
  ) {
    assert.equal(plainInvocation(args, valued, new Set(["json"])), null, JSON.stringify(args));
  }
});

/** Runs the real CLI; `--language en` first makes it take the full command line. */
async function svc(args: string[], env: Record<string, string> = {}) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return { code: out.code, stdout: text.decode(out.stdout), stderr: text.decode(out.stderr) };
}

Deno.test("the fast path prints what the full command line prints, errors included", async () => {
  const f = await fullRecordsFixture();
  const claim = f.records.claim[0];
  const decision = f.decisions[0];
  const project = ["--project", f.root];
  const cases = [
    ["claim", "--inspect", claim, ...project],
    ["claim", "--inspect", claim, "--revision", "1", ...project],
    ["dossier", "--inspect", f.records.dossier[0], ...project],
    ["decision", "--inspect", decision, ...project],
    ["claim", "--history", claim, ...project],
    ["decision", "--history", decision, ...project],
    ["decision-impact", decision, ...project],
    ["decision-impact", decision, "--format", "json", ...project],
    ["decision-impact", decision, "--limit", "3", ...project],
    ["claim", "--inspect", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", ...project],
    ["claim", "--inspect", claim, "--revision", "9", ...project],
    ["claim", "--inspect", "dos_1", ...project],
    ["decision-impact", claim, ...project],
    ["claim", ...project],
    ["claim", "list", ...project],
    ["claim", "list", "--dossier-id", f.records.dossier[0], ...project],
    ["claim", "--dossier-id=" + f.records.dossier[0], ...project],
    ["claim", "list", "--dossier-id", "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T", ...project],
    ["claim", "list", "--dossier-id", claim, ...project],
    ["timeline", ...project],
    ["timeline", "--format", "text", ...project],
    ["timeline", "--format=md", "--dossier-id", f.records.dossier[0], ...project],
    ["timeline", "--dossier-id", "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T", ...project],
    ["matrix", ...project],
    ["matrix", "--format", "csv", ...project],
    ["matrix", "--format", "md", ...project],
    ["review", ...project],
    ["review", "--limit", "1", ...project],
    ["review", "--format", "json", ...project],
    ["review", "--json", ...project],
    ["review", "--json", "--limit", "3", ...project],
  ];
  for (const args of cases) {
    const fast = await svc(["research", ...args]);
    const full = await svc(["--language", "en", "research", ...args]);
    assert.deepEqual(fast, full, args.join(" "));
    assert.ok(fast.code !== 0 || fast.stdout.length > 100, args.join(" "));
  }
});

Deno.test("tryFastRead() answers plain reads and leaves the rest (and any failure) to the full path", async () => {
  const f = await fullRecordsFixture();
  const out: string[] = [];
  const io: CliIO = {
    ...PROCESS_IO,
    stdout: (s) => out.push(s),
    stdoutBytes: undefined,
    stderr: (s) => out.push(s),
  };
  const id = f.records.claim[0];
  const project = ["--project", f.root];
  assert.equal(await tryFastRead(["claim", "--inspect", id, ...project], io), 0);
  assert.equal(JSON.parse(out[0]).record_id, id);
  assert.equal(await tryFastRead(["claim", "--history", id, ...project], io), 0);
  assert.equal(JSON.parse(out[1]).schema, "research-history-local/1");
  assert.equal(await tryFastRead(["decision-impact", f.decisions[0], "--json", ...project], io), 0);
  assert.equal(JSON.parse(out[2]).schema, "research-decision-impact-local/1");
  assert.equal(await tryFastRead(["claim", "list", ...project], io), 0);
  assert.equal(JSON.parse(out[3]).claims.length, f.records.claim.length);
  assert.equal(await tryFastRead(["claim", ...project], io), 0);
  assert.equal(out[4], out[3]);
  for (
    const args of [
      ["claim", "--inspect", id, "--history", id, "--project", f.root],
      ["claim", "--history", id, "--revision", "1", "--project", f.root],
      ["claim", "list", "--title", "T", "--project", f.root],
      ["claim", "lists", "--project", f.root],
      ["claim", "list", "--dossier-id", "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "--project", f.root],
      ["claim", "--inspect", "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "--project", f.root],
      ["decision-impact", "--project", f.root],
      ["decision-impact", f.decisions[0], "--format", "md", "--project", f.root],
      ["review", f.decisions[0], "--project", f.root],
      ["review", "--json", "--limit", "3", "--project", f.root],
      ["timeline", "--format", "csv", "--project", f.root],
      ["timeline", "list", "--project", f.root],
      ["matrix", "--dossier-id", f.records.dossier[0], "--project", f.root],
      ["sources", "--project", f.root],
    ]
  ) {
    assert.equal(await tryFastRead(args, io), null, args.join(" "));
  }
  // A text report in another interface language is the full path's to word.
  const german: CliIO = { ...io, env: (name) => name === "SVC_LANG" ? "de" : io.env(name) };
  assert.equal(await tryFastRead(["decision-impact", f.decisions[0], ...project], german), null);
  for (
    const text of [["review"], ["timeline", "--format", "text"], ["matrix", "--format", "csv"]]
  ) {
    assert.equal(await tryFastRead([...text, ...project], german), null, text.join(" "));
  }
  // A config file the full path reads (its Zotero settings, its warnings) leaves it to that path.
  await Deno.writeTextFile(`${f.root}/svc.toml`, "[refman]\nbroken = \n");
  assert.equal(await tryFastRead(["claim", "--inspect", id, "--project", f.root], io), null);
  assert.equal(await tryFastRead(["decision-impact", f.decisions[0], ...project], io), null);
  assert.equal(await tryFastRead(["review", ...project], io), null);
  assert.equal(out.length, 5, "nothing printed by the attempts left to the full path");
  // JSON is worded alike in every language: the lists still answer here.
  assert.equal(await tryFastRead(["timeline", ...project], german), 0);
  assert.equal(JSON.parse(out[5]).schema, "research-timeline-local/1");
});

Deno.test("--strict reads refuse a record state behind the log and write nothing", async () => {
  const f = await fullRecordsFixture();
  const claim = f.records.claim[0];
  const project = ["--project", f.root];
  const inspect = ["research", "claim", "--inspect", claim, ...project];
  assert.equal((await svc(inspect)).code, 0);
  await research.createClaim(f.root, { title: "Later", statement: "S" });
  const state = `${f.root}/svc-research/index/state.sqlite`;
  const before = await Deno.readFile(state);
  for (
    const args of [
      [...inspect, "--strict"],
      ["research", "claim", "--history", claim, "--strict", ...project],
      ["research", "decision-impact", f.decisions[0], "--strict", ...project],
    ]
  ) {
    const run = await svc(args);
    assert.equal(run.code, 1, args.join(" "));
    assert.match(
      run.stderr,
      /^\[error\] The record state is behind the archive \(commit \d+ of \d+\); run: svc research reindex, or read without --strict\n$/,
    );
    assert.equal(run.stdout, "");
  }
  assert.deepEqual(await Deno.readFile(state), before);
  const alone = await svc(["research", "claim", "--strict", ...project]);
  assert.equal(alone.code, 2);
  assert.match(
    alone.stderr,
    /^\[error\] --strict is used with --inspect or --history, not alone\n$/,
  );
  assert.equal((await svc(inspect)).code, 0);
  const strict = await svc([...inspect, "--strict"]);
  assert.equal(strict.code, 0);
  assert.equal(strict.stdout, (await svc(inspect)).stdout);
});

/** The modules `entry` evaluates at start-up: its static value imports, transitively. */
async function loadedAtStart(entry: URL): Promise<Set<string>> {
  interface Dependency {
    readonly code?: { readonly specifier?: string };
    readonly isDynamic?: boolean;
  }
  const modules = await moduleGraph(entry) as { specifier: string; dependencies?: Dependency[] }[];
  const bySpecifier = new Map(modules.map((m) => [m.specifier, m]));
  const seen = new Set<string>();
  const visit = (specifier: string) => {
    if (seen.has(specifier)) return;
    seen.add(specifier);
    for (const d of bySpecifier.get(specifier)?.dependencies ?? []) {
      if (d.code?.specifier && !d.isDynamic) visit(d.code.specifier);
    }
  };
  visit(entry.href);
  return seen;
}

// Issue 25: a fresh one-record read (`claim --inspect`, `--history`, `decision-impact`) loads
// neither `node:path`/`node:crypto` (either sets up Deno's Node compatibility layer, about
// 15 ms of a ~100 ms read at 50,000 claims) nor the claim-row renderers and list views that
// only a write of the state or a long list evaluates.
Deno.test("a one-record read loads no Node layer, no row renderer and no list view", async () => {
  const forbidden = [
    /^node:(?!sqlite$)/,
    /\/research\/state\/(apply|claim_rows|list_text|review_slice)\.ts$/,
    /\/research\/views\/(timeline|matrix|matrix_render|review)\.ts$/,
    /\/research\/api\/(list_json|views)\.ts$/,
  ];
  for (const entry of ["./read_fast.ts", "./decision_impact.ts"]) {
    const loaded = await loadedAtStart(new URL(entry, import.meta.url));
    assert.ok([...loaded].some((s) => s.endsWith("/research/state/current.ts")), entry);
    const hits = [...loaded].filter((s) => forbidden.some((re) => re.test(s)));
    assert.deepEqual(hits, [], entry);
  }
});
