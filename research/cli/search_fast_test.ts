import assert from "node:assert/strict";
import { moduleGraph } from "../../scripts/compile_readiness.ts";
import { plainOptions } from "./search_fast.ts";

// The fast path exists so that a fresh `svc research search` loads no npm package (each costs
// start-up time); one stray import of the ingest code once pulled in pdf.js and two more.
Deno.test("the search fast path's module graph holds no npm package", async () => {
  const modules = await moduleGraph(new URL("./search_fast.ts", import.meta.url));
  const npm = modules.map((m) => m.specifier).filter((s) => s.startsWith("npm:"));
  assert.deepEqual(npm, []);
  assert.ok(modules.length > 10, "the graph was read");
});

Deno.test("cli.ts's start-up graph reaches no npm package either", async () => {
  const modules = await moduleGraph(new URL("../../cli.ts", import.meta.url));
  assert.deepEqual(modules.map((m) => m.specifier).filter((s) => s.startsWith("npm:")), []);
});

interface GraphModule {
  specifier: string;
  dependencies?: { specifier: string; isDynamic?: boolean; code?: { specifier: string } }[];
}

/** The modules a fresh search evaluates: those reached from search_fast.ts by static imports. */
async function staticGraph(): Promise<string[]> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", new URL("./search_fast.ts", import.meta.url).href],
    stdout: "piped",
    stderr: "null",
  }).output();
  const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as {
    roots: string[];
    modules: GraphModule[];
  };
  const bySpecifier = new Map(graph.modules.map((m) => [m.specifier, m]));
  const seen = new Set<string>();
  const todo = [...graph.roots];
  while (todo.length > 0) {
    const s = todo.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    for (const d of bySpecifier.get(s)?.dependencies ?? []) {
      if (!d.isDynamic && d.code) todo.push(d.code.specifier);
    }
  }
  return [...seen];
}

// Any node: module but node:sqlite sets up Deno's Node compatibility layer: 12-25 ms of a
// fresh search. node:path (the write side of the index, the object store), node:util
// (parseArgs) and node:crypto (log parsing) each once crept onto this path.
Deno.test("a fresh search evaluates no node: module but node:sqlite", async () => {
  const modules = await staticGraph();
  assert.deepEqual(modules.filter((s) => s.startsWith("node:")), ["node:sqlite"]);
  assert.ok(modules.some((s) => s.endsWith("/research/search/index.ts")), "the graph was read");
  assert.ok(!modules.some((s) => s.endsWith("/research/store/load.ts")), "no log replay");
});

Deno.test("plainOptions() takes only the plainest invocation and leaves the rest to the full parser", () => {
  assert.deepEqual(plainOptions(["--query", "lodz", "--project", "book", "--strict"]), {
    query: "lodz",
    project: "book",
    strict: true,
  });
  assert.deepEqual(plainOptions(["--query=a=b", "--limit=5", "--scope", "all"]), {
    query: "a=b",
    limit: "5",
    scope: "all",
  });
  assert.deepEqual(plainOptions([]), {});
  for (
    const args of [
      ["--help"],
      ["-h"],
      ["--language", "de", "--query", "x"],
      ["--query", "x", "--query", "y"],
      ["--strict", "--strict", "--query", "x"],
      ["--strict=yes", "--query", "x"],
      ["--query"],
      ["--query", ""],
      ["--query="],
      ["--query", "-x"],
      ["--query", "--strict"],
      ["--query", "x", "extra"],
      ["--", "--query", "x"],
      ["--constructor", "x"],
      ["--__proto__", "x"],
    ]
  ) {
    assert.equal(plainOptions(args), null, JSON.stringify(args));
  }
});
