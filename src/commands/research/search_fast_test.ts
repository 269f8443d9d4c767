import assert from "node:assert/strict";
import { moduleGraph } from "../../../scripts/compile_readiness.ts";

// The fast path exists so that a fresh `svc research search` loads no npm package (each costs
// start-up time); one stray import of the ingest code once pulled in pdf.js and two more.
Deno.test("the search fast path's module graph holds no npm package", async () => {
  const modules = await moduleGraph(new URL("./search_fast.ts", import.meta.url));
  const npm = modules.map((m) => m.specifier).filter((s) => s.startsWith("npm:"));
  assert.deepEqual(npm, []);
  assert.ok(modules.length > 10, "the graph was read");
});

Deno.test("cli.ts's start-up graph reaches no npm package either", async () => {
  const modules = await moduleGraph(new URL("../../../cli.ts", import.meta.url));
  assert.deepEqual(modules.map((m) => m.specifier).filter((s) => s.startsWith("npm:")), []);
});

Deno.test("the search fast path imports node:crypto only dynamically (it costs ~40 ms)", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", new URL("./search_fast.ts", import.meta.url).href],
    stdout: "piped",
    stderr: "null",
  }).output();
  const graph = JSON.parse(new TextDecoder().decode(out.stdout)) as {
    modules: {
      specifier: string;
      dependencies?: { specifier: string; isDynamic?: boolean }[];
    }[];
  };
  const staticCrypto = graph.modules.filter((m) =>
    (m.dependencies ?? []).some((d) => d.specifier === "node:crypto" && !d.isDynamic)
  ).map((m) => m.specifier);
  assert.deepEqual(staticCrypto, []);
});
