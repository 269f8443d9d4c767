import assert from "node:assert/strict";
import { CHECK_FORMATS } from "../report/check/choices.ts";
import { fileURLToPath } from "node:url";
import { commandTree } from "../../cli.ts";
import { svc } from "../../testing/cli.ts";
import { corpusFiles } from "../../testing/corpus.ts";
import { runCli } from "../console/program.ts";
import type { CliIO } from "../project/io.ts";
import { plainAnalysisInvocation, tryFastAnalysis } from "./fast_analysis.ts";

function captureIO(env: Record<string, string> = {}) {
  const out = { stdout: "", stderr: "" };
  const io: CliIO = {
    stdout: (text) => void (out.stdout += text),
    stderr: (text) => void (out.stderr += text),
    env: (name) => env[name],
  };
  return { io, out };
}

Deno.test("plainAnalysisInvocation() takes one manuscript and the plain options of its verb", () => {
  assert.deepEqual(plainAnalysisInvocation("analyze", ["b.md", "--json"]), {
    file: "b.md",
    options: { json: true },
  });
  assert.deepEqual(plainAnalysisInvocation("style", ["b.md"]), { file: "b.md", options: {} });
  assert.deepEqual(plainAnalysisInvocation("dashboard", ["b.md", "--output=o.html"]), {
    file: "b.md",
    options: { output: "o.html" },
  });
  assert.deepEqual(plainAnalysisInvocation("dashboard", ["--output", "o.html", "b.md"]), {
    file: "b.md",
    options: { output: "o.html" },
  });
  for (const format of CHECK_FORMATS) {
    assert.deepEqual(plainAnalysisInvocation("check", ["b.md", "--format", format]), {
      file: "b.md",
      options: { format },
    });
  }
});

Deno.test("plainAnalysisInvocation() leaves everything else to the full command line", () => {
  const refused: [string, string[]][] = [
    ["analyze", []],
    ["analyze", ["a.md", "b.md"]],
    ["analyze", ["b.md", "--help"]],
    ["analyze", ["b.md", "--json", "--json"]],
    ["analyze", ["b.md", "--json=yes"]],
    ["analyze", ["b.md", "--language", "de"]],
    ["analyze", ["b.md", "-h"]],
    ["analyze", ["--", "b.md"]],
    ["style", ["b.md", "--z-mild", "2"]],
    ["dashboard", ["b.md", "-o", "x.html"]],
    ["dashboard", ["b.md", "--output"]],
    ["dashboard", ["b.md", "--output", "--json"]],
    ["dashboard", ["b.md", "--json"]],
    ["check", ["b.md", "--format", "xml"]],
    ["check", ["b.md", "--fail-on", "mild"]],
    ["pdf", ["b.md"]],
    ["about", []],
  ];
  for (const [verb, args] of refused) {
    assert.equal(plainAnalysisInvocation(verb, args), null, `${verb} ${args.join(" ")}`);
  }
});

const novel = corpusFiles().find((f) => f.path.href.endsWith("en/jekyll-and-hyde.md"));

Deno.test({
  name: "tryFastAnalysis() prints the bytes, warnings and exit code of the full command line",
  ignore: novel === undefined,
  fn: async () => {
    const tree = await commandTree();
    const path = fileURLToPath(novel!.path);
    for (
      const args of [["analyze", path, "--json"], ["style", path, "--json"], ["profile", path]]
    ) {
      const fast = captureIO();
      const full = captureIO();
      const code = await tryFastAnalysis(args, fast.io);
      assert.equal(code, await runCli(tree, args, full.io));
      assert.equal(code, 0);
      assert.equal(fast.out.stdout, full.out.stdout, args.join(" "));
      assert.equal(fast.out.stderr, full.out.stderr);
    }
  },
});

Deno.test("tryFastAnalysis() reports a missing manuscript as the full command line does", async () => {
  const tree = await commandTree();
  for (const env of [{}, { SVC_LANG: "de" }] as Record<string, string>[]) {
    const args = ["analyze", "/nonexistent/book.md", "--json"];
    const fast = captureIO(env);
    const full = captureIO(env);
    const code = await tryFastAnalysis(args, fast.io);
    assert.equal(code, 1);
    assert.equal(code, await runCli(tree, args, full.io));
    assert.equal(fast.out.stderr, full.out.stderr);
    assert.match(fast.out.stderr, /^\[error\] /);
    assert.equal(fast.out.stdout, "");
  }
});

Deno.test("tryFastAnalysis() answers null, printing nothing, for a non-plain invocation", async () => {
  const { io, out } = captureIO();
  assert.equal(await tryFastAnalysis(["analyze", "b.md", "--help"], io), null);
  assert.equal(await tryFastAnalysis(["research", "search", "x"], io), null);
  assert.deepEqual(out, { stdout: "", stderr: "" });
});

Deno.test("a spawned plain `svc dashboard FILE --output OUT` writes the page and prints its path", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const book = `${dir}/book.md`;
    await Deno.writeTextFile(book, "## One\n\nIt rained. We stayed in and read.\n");
    const out = `${dir}/page.html`;
    const run = await svc(["dashboard", book, "--output", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.stdout, out + "\n");
    assert.match(await Deno.readTextFile(out), /^<!DOCTYPE html>/i);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
