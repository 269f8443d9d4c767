/**
 * Real sources through the real program: a PDF composed by svc's own PDF writer (`svc pdf`)
 * is ingested with cleaned native text (provenance `pdf-native/2`, storage raised to schema 9): no
 * passage is a bare page number or the running head; a
 * page without a text layer is refused OCR when none is configured (a warning) and read by
 * the installed tesseract with `SVC_OCR_BACKEND=local-cli`; a batch interrupted by SIGKILL
 * resumes without ingesting a file twice.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../testing/cli.ts";
import { testPdf } from "./testing/pdfs.ts";

const SAMPLE = new URL("../testdata/sample-en.md", import.meta.url).pathname;

async function archive(): Promise<{ dir: string; root: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-research-pdf-" });
  const root = join(dir, "book");
  assert.equal((await svc(["research", "init", root])).code, 0);
  return { dir, root };
}

Deno.test("a PDF made by svc pdf is ingested without its page furniture and raises storage to schema 9", async () => {
  const { dir, root } = await archive();
  const pdf = join(dir, "sample-book.pdf");
  const made = await svc(["pdf", SAMPLE, "--layout", "book", "-o", pdf]);
  assert.equal(made.code, 0, made.stderr);
  const r = await svc(["research", "ingest", pdf, "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  const receipt = JSON.parse(r.stdout);
  assert.equal(receipt.media_type, "application/pdf");
  assert.equal(receipt.provenance.method, "pdf-native/2");
  assert.ok(receipt.provenance.cleaning.page_numbers > 10, JSON.stringify(receipt.provenance));
  assert.ok(receipt.provenance.pages > 10);
  assert.equal(receipt.storage, "research-local/9");
  const hits = JSON.parse(
    (await svc(["research", "search", "--query", "lighthouse", "--project", root])).stdout,
  );
  assert.ok(hits.count > 0);
  assert.ok(
    hits.hits.every((h: { page: number | null }) => Number.isInteger(h.page) && h.page! >= 1),
  );
  const audit = await svc(["research", "audit", "--project", root]);
  assert.equal(audit.code, 0, audit.stdout);
});

Deno.test("an image-only page is refused without OCR and read by tesseract with SVC_OCR_BACKEND=local-cli", async () => {
  const { dir, root } = await archive();
  const pdf = join(dir, "scan.pdf");
  await Deno.writeFile(pdf, await testPdf([{ image: ["Harbour Ledger"], size: 48 }]));
  const without = await svc(["research", "ingest", pdf, "--allow-retention", "--project", root]);
  assert.equal(without.code, 1, "no text at all and no OCR: nothing to ingest");
  assert.match(without.stderr, /no text/);
  const withOcr = await svc(["research", "ingest", pdf, "--allow-retention", "--project", root], {
    env: {
      SVC_OCR_BACKEND: "local-cli",
      SVC_OCR_LANGUAGES: "eng",
      PATH: Deno.env.get("PATH") ?? "",
    },
  });
  assert.equal(withOcr.code, 0, withOcr.stderr);
  const receipt = JSON.parse(withOcr.stdout);
  assert.equal(receipt.provenance.method, "ocr-local-cli/2");
  assert.deepEqual(receipt.provenance.ocr_pages, [1]);
  assert.equal(receipt.storage, "research-local/9");
  const hits = JSON.parse(
    (await svc(["research", "search", "--query", "ledger", "--project", root])).stdout,
  );
  assert.equal(hits.count, 1);
  const status = JSON.parse(
    (await svc(["research", "ocr-status"], {
      env: { SVC_OCR_BACKEND: "local-cli", PATH: Deno.env.get("PATH") ?? "" },
    })).stdout,
  );
  assert.equal(status.status, "ready");
});

Deno.test("a batch killed after a commit resumes where it stopped and ingests no file twice", async () => {
  const { dir, root } = await archive();
  const folder = join(dir, "sources");
  await Deno.mkdir(folder);
  for (const n of [1, 2, 3]) {
    await Deno.writeTextFile(join(folder, `letter-${n}.txt`), `Letter number ${n}.\n`);
  }
  const killed = await svc([
    "research",
    "batch-ingest",
    folder,
    "--allow-retention",
    "--project",
    root,
  ], {
    env: { SVC_TEST_CRASH_AT: "after-append" },
  });
  assert.equal(killed.code, 137);
  const cps = JSON.parse((await svc(["research", "checkpoint", "--project", root])).stdout);
  assert.equal(cps.checkpoints.length, 1);
  const resumed = await svc([
    "research",
    "batch-ingest",
    folder,
    "--allow-retention",
    "--progress",
    "--project",
    root,
  ]);
  assert.equal(resumed.code, 0, resumed.stderr);
  const r = JSON.parse(resumed.stdout);
  assert.equal(r.resumed, true);
  assert.deepEqual(r.counts, { ingested: 2, skipped: 1, failed: 0 });
  assert.match(resumed.stderr, /committed before the interruption/);
  const sources = JSON.parse((await svc(["research", "sources", "--project", root])).stdout);
  assert.equal(sources.sources.length, 3);
  const after = JSON.parse((await svc(["research", "checkpoint", "--project", root])).stdout);
  assert.equal(after.checkpoints.length, 0, "a finished batch leaves no checkpoint");
});

Deno.test("batch-ingest --expected-snapshot guards the batch's first write; a stale one writes nothing", async () => {
  const { dir, root } = await archive();
  const folder = join(dir, "sources");
  await Deno.mkdir(folder);
  for (const n of [1, 2]) await Deno.writeTextFile(join(folder, `note-${n}.txt`), `Note ${n}.\n`);
  const log = join(root, "svc-research", "log", "commits.jsonl");
  const before = await Deno.readFile(log);
  const stale = await svc([
    "research",
    "batch-ingest",
    folder,
    "--allow-retention",
    "--expected-snapshot",
    "0".repeat(64),
    "--project",
    root,
  ]);
  assert.equal(stale.code, 1);
  assert.match(stale.stderr, /changed since snapshot/);
  assert.deepEqual(await Deno.readFile(log), before);
  assert.deepEqual(
    [...Deno.readDirSync(join(root, "svc-research", "checkpoints"))],
    [],
    "no checkpoint either",
  );
  const snapshot =
    JSON.parse((await svc(["research", "sources", "--project", root])).stdout).snapshot;
  const ok = await svc([
    "research",
    "batch-ingest",
    folder,
    "--allow-retention",
    "--expected-snapshot",
    snapshot,
    "--project",
    root,
  ]);
  assert.equal(ok.code, 0, ok.stderr);
  assert.deepEqual(JSON.parse(ok.stdout).counts, { ingested: 2, skipped: 0, failed: 0 });
});

/** The OCR tools (`pdftoppm`, `tesseract`) running with `path` among their arguments (Linux). */
function toolsWorkingIn(path: string, tools = ["pdftoppm", "tesseract"]): number[] {
  const pids: number[] = [];
  for (const e of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(e.name)) continue;
    let argv: string[];
    try {
      argv = Deno.readTextFileSync(`/proc/${e.name}/cmdline`).split("\0");
    } catch {
      continue; // gone meanwhile
    }
    const tool = argv[0].split("/").pop();
    if (tools.includes(tool ?? "") && argv.some((a) => a.includes(path))) {
      pids.push(Number(e.name));
    }
  }
  return pids;
}

function ocrFolders(tmp: string): string[] {
  return [...Deno.readDirSync(tmp)].map((e) => e.name).filter((n) => n.startsWith("svc-ocr-"));
}

async function until(what: string, ok: () => boolean, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !ok();) {
    if (Date.now() > end) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

Deno.test({
  name:
    "a SIGKILLed OCR ingest takes its pdftoppm or tesseract with it; the next OCR run removes its svc-ocr- folder",
  ignore: Deno.build.os !== "linux",
  fn: async () => {
    const { dir, root } = await archive();
    const tmp = join(dir, "tmp");
    await Deno.mkdir(tmp);
    const scan = join(dir, "scan.pdf");
    // Dense pages: tesseract needs seconds for each, far longer than a dying tool would.
    const lines = Array.from(
      { length: 36 },
      (_, i) => `Harbour ledger line ${i}: salt, rope, tar.`,
    );
    const pages = [1, 2, 3].map(() => ({ image: lines, size: 14 }));
    await Deno.writeFile(scan, await testPdf(pages));
    const env = {
      SVC_OCR_BACKEND: "local-cli",
      SVC_OCR_LANGUAGES: "eng",
      PATH: Deno.env.get("PATH") ?? "",
      TMPDIR: tmp,
    };
    const home = await Deno.makeTempDir();
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("../cli.ts", import.meta.url).pathname, "research", "ingest"]
        .concat([scan, "--allow-retention", "--project", root]),
      env: { ...env, HOME: home, NO_COLOR: "1" },
      stdout: "null",
      stderr: "null",
    }).spawn();
    let workspace = "";
    try {
      // Caught within moments of its start, tesseract has seconds of work left.
      await until("tesseract at work", () => {
        const [folder] = ocrFolders(tmp);
        workspace = folder ? join(tmp, folder) : "";
        return workspace !== "" && toolsWorkingIn(workspace, ["tesseract"]).length > 0;
      });
    } finally {
      child.kill("SIGKILL");
    }
    assert.equal((await child.status).signal, "SIGKILL");
    await until("the tool to die with svc", () => toolsWorkingIn(workspace).length === 0, 500);
    assert.ok(Deno.statSync(workspace).isDirectory, "a killed run leaves its folder");
    const one = join(dir, "one.pdf");
    await Deno.writeFile(one, await testPdf([{ image: ["Harbour Ledger"], size: 48 }]));
    const next = await svc(["research", "ingest", one, "--allow-retention", "--project", root], {
      env,
    });
    assert.equal(next.code, 0, next.stderr);
    assert.equal(JSON.parse(next.stdout).provenance.method, "ocr-local-cli/2");
    assert.deepEqual(ocrFolders(tmp), [], "the dead run's folder is gone, and the new one too");
    await Deno.remove(home, { recursive: true });
  },
});
