/**
 * `svc lsp` after a one-paragraph edit, paired against the floor: a real `svc lsp` process
 * (server/testing/lsp_client.ts) opens a book (War and Peace by default) with `debounce_ms` 0;
 * then, several times, one word is added to one paragraph of a random chapter by an incremental
 * `didChange`, right after one run of the floor (`../shared/bench/floor.ts`, a plain
 * `deno run`). Measured per edit: the server's own in-process time from the applied change to
 * its `publishDiagnostics` (its log line; with `debounce_ms` 0 there is no debounce in it), and
 * the editor's wall time from writing the `didChange` to reading the diagnostics (adds the pipe
 * and JSON of both ends). Prints the medians and the median ratio to the floor; the goal is at
 * most 1 (issue 29).
 *
 * Usage: deno run -A scripts/bench_lsp.ts [--runs N] [--floor PATH] [FILE]
 *
 * @module
 */

import { parseArgs } from "node:util";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { mulberry32 } from "../src/codec/prng.ts";
import { type Incoming, LspClient } from "../server/testing/lsp_client.ts";
import { floorMs, median } from "./floor_pairs.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { runs: { type: "string", default: "9" }, floor: { type: "string" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const book = positionals[0] ??
  new URL("../../shared/corpus/en/war-and-peace.md", import.meta.url).pathname;
const floor = values.floor ?? new URL("../../shared/bench/floor.ts", import.meta.url).pathname;

const dir = await Deno.makeTempDir({ prefix: "svc-bench-lsp-" });
const client = await LspClient.start();
try {
  const text = await Deno.readTextFile(book);
  const path = join(dir, "book.md");
  await Deno.writeTextFile(path, text);
  const uri = pathToFileURL(path).href;
  const lines = text.split("\n");
  // Paragraph lines of prose: long lines that are no heading, comment or list.
  const prose = lines.flatMap((l, i) => l.length > 200 && /^\p{L}/u.test(l) ? [i] : []);
  await client.request("initialize", {
    processId: null,
    rootUri: null,
    capabilities: {},
    initializationOptions: { svc: { debounce_ms: 0 } },
  });
  client.notify("initialized", {});
  const publishedFor = (version: number) => (m: Incoming) =>
    m.method === "textDocument/publishDiagnostics" &&
    (m.params as { version?: number }).version === version;
  const loggedFor = (version: number) => (m: Incoming) =>
    m.method === "window/logMessage" &&
    (m.params as { message: string }).message.includes(`for version ${version} in`);
  let start = performance.now();
  const opened = client.next(publishedFor(1), 600_000);
  const openLog = client.next(loggedFor(1), 600_000);
  client.notify("textDocument/didOpen", {
    textDocument: { uri, languageId: "markdown", version: 1, text },
  });
  const count = ((await opened).params as { diagnostics: unknown[] }).diagnostics.length;
  const openMs = performance.now() - start;
  console.log(`open: ${count} diagnostics, ${openMs.toFixed(0)} ms wall`);
  console.log(`  ${((await openLog).params as { message: string }).message}`);

  const random = mulberry32(29);
  const floors: number[] = [];
  const inProcess: number[] = [];
  const wall: number[] = [];
  for (let k = 0; k < runs; k++) {
    floors.push(await floorMs(floor, book));
    const line = prose[Math.floor(random() * prose.length)];
    const version = k + 2;
    const published = client.next(publishedFor(version));
    const logged = client.next(loggedFor(version));
    start = performance.now();
    client.notify("textDocument/didChange", {
      textDocument: { uri, version },
      contentChanges: [{
        range: { start: { line, character: 0 }, end: { line, character: 0 } },
        text: "Again ",
      }],
    });
    await published;
    wall.push(performance.now() - start);
    const message = ((await logged).params as { message: string }).message;
    inProcess.push(Number(/([\d.]+) ms since the change/.exec(message)![1]));
    console.log(
      `edit ${k + 1} (line ${line + 1}): floor ${floors[k].toFixed(0)} ms, in-process ${
        inProcess[k].toFixed(0)
      } ms, wall ${wall[k].toFixed(0)} ms`,
    );
  }
  const ratios = inProcess.map((x, i) => x / floors[i]);
  const wallRatios = wall.map((x, i) => x / floors[i]);
  console.log(
    `median floor ${median(floors).toFixed(0)} ms; didChange -> publishDiagnostics in-process ` +
      `${median(inProcess).toFixed(0)} ms (ratio ${median(ratios).toFixed(2)}), editor wall ` +
      `${median(wall).toFixed(0)} ms (ratio ${median(wallRatios).toFixed(2)}); goal: ratio <= 1`,
  );
  await client.request("shutdown", null);
  client.notify("exit", null);
  await client.exited();
} finally {
  await Deno.remove(dir, { recursive: true });
}
