import assert from "node:assert/strict";
import { join } from "node:path";
import { ConflictError } from "../../src/errors.ts";
import type { PassageOp, SourceVersionOp } from "../types.ts";
import { auditArchive } from "./audit.ts";
import { exportBundle, restoreBundle } from "./bundle.ts";
import { sha256 } from "./digest.ts";
import { newId } from "./ids.ts";
import { createArchive } from "./init.ts";
import { forgetArchive, loadArchive } from "./load.ts";
import { readHead, readLog } from "./log.ts";
import { archivePaths } from "./paths.ts";
import { writeCommit } from "./writer.ts";

async function sourceOps(
  text: string,
  title: string,
): Promise<{ ops: (SourceVersionOp | PassageOp)[]; objects: Uint8Array[] }> {
  const bytes = new TextEncoder().encode(text);
  const ref = { sha256: await sha256(bytes), size: bytes.length };
  const source_id = newId("src"), version_id = newId("ver");
  const ops: (SourceVersionOp | PassageOp)[] = [{
    op: "source_version",
    source_id,
    version_id,
    version: 1,
    title,
    filename: `${title}.txt`,
    media_type: "text/plain",
    bytes: ref,
    text: ref,
    context: {},
    retention: { allowed: true, at: new Date().toISOString() },
    provenance: { method: "text-utf8/1" },
  }];
  let start = 0, ordinal = 0;
  for (const para of text.split("\n\n")) {
    ops.push({
      op: "passage",
      passage_id: newId("psg"),
      source_id,
      version_id,
      ordinal: ordinal++,
      start,
      end: start + [...para].length,
      page: null,
      sha256: await sha256(para),
    });
    start += [...para].length + 2;
  }
  return { ops, objects: [bytes] };
}

Deno.test("a new archive has one init commit, a schema-1 manifest and a clean audit", async () => {
  const root = await Deno.makeTempDir();
  const made = await createArchive(root, { title: "Ledger", language: "en" });
  const paths = archivePaths(root);
  const manifest = JSON.parse(await Deno.readTextFile(paths.manifest));
  assert.equal(manifest.storage, "research-local/1");
  assert.equal(manifest.format, "research-manifest-local/1");
  assert.equal(manifest.project_id, made.project_id);
  const head = await readHead(paths.log);
  assert.equal(head?.sha256, made.commit.sha256);
  const report = await auditArchive(paths);
  assert.deepEqual(report.errors, []);
  assert.equal(report.ok, true);
  await assert.rejects(() => createArchive(root, { title: "x", language: "en" }), /already exists/);
});

Deno.test("commits chain, guards refuse stale snapshots without writing, audit verifies passages", async () => {
  const root = await Deno.makeTempDir();
  await createArchive(root, { title: "Ledger", language: "en" });
  const paths = archivePaths(root);
  const first = await writeCommit(paths, async () => {
    const { ops, objects } = await sourceOps(
      "Łódź in winter.\n\nA second 😀 paragraph.",
      "letters",
    );
    return { ops, objects, schema: 1 };
  });
  assert.equal(first.commit.commit, 2);
  const before = await Deno.readFile(paths.log);
  await assert.rejects(
    () => writeCommit(paths, () => ({ ops: [], schema: 1 }), { expectedSnapshot: "0".repeat(64) }),
    (e) => e instanceof ConflictError && (e as { code?: string }).code === "stale-archive",
  );
  assert.deepEqual(await Deno.readFile(paths.log), before);
  const report = await auditArchive(paths);
  assert.deepEqual(report.errors, []);
  assert.equal(report.checked.passages, 2);
  const log = await readLog(paths.log);
  assert.equal(log.commits.length, 2);
  assert.equal(log.commits[1].prev, log.commits[0].sha256);
});

Deno.test("a flipped byte in the middle of the log fails the audit and refuses writers, saying where", async () => {
  const root = await Deno.makeTempDir();
  await createArchive(root, { title: "Ledger", language: "en" });
  const paths = archivePaths(root);
  for (const t of ["one", "two"]) {
    await writeCommit(paths, async () => ({ ...(await sourceOps(`${t} text`, t)), schema: 1 }));
  }
  const bytes = await Deno.readFile(paths.log);
  const at = bytes.indexOf(0x0a) + 40;
  bytes[at] = bytes[at] === 0x61 ? 0x62 : 0x61;
  await Deno.writeFile(paths.log, bytes);
  forgetArchive(paths);
  const report = await auditArchive(paths);
  assert.equal(report.ok, false);
  assert.equal(report.errors[0].code, "log-damaged");
  assert.equal(report.errors[0].line, 2);
  await assert.rejects(
    () => writeCommit(paths, () => ({ ops: [], schema: 1 })),
    /damaged at line 2/,
  );
  assert.deepEqual(await Deno.readFile(paths.log), bytes);
});

Deno.test("a torn tail is ignored by readers and quarantined by the next writer", async () => {
  const root = await Deno.makeTempDir();
  await createArchive(root, { title: "Ledger", language: "en" });
  const paths = archivePaths(root);
  const good = await Deno.readFile(paths.log);
  await Deno.writeFile(paths.log, new TextEncoder().encode('{"commit":2,"prev'), { append: true });
  forgetArchive(paths);
  const read = await loadArchive(paths);
  assert.equal(read.state.commit, 1);
  assert.equal(read.tornBytes, 17);
  assert.deepEqual((await auditArchive(paths)).warnings.map((w) => w.code), ["torn-tail"]);
  await writeCommit(paths, async () => ({ ...(await sourceOps("text", "t")), schema: 1 }));
  const after = await Deno.readFile(paths.log);
  assert.deepEqual(after.subarray(0, good.length), good);
  const q = [...Deno.readDirSync(paths.quarantine)];
  assert.equal(q.length, 1);
  assert.equal(await Deno.readTextFile(join(paths.quarantine, q[0].name)), '{"commit":2,"prev');
  assert.equal((await auditArchive(paths)).ok, true);
});

Deno.test("export and restore keep project id, snapshot and bytes; neither writes into an existing folder", async () => {
  const root = await Deno.makeTempDir();
  const made = await createArchive(root, { title: "Ledger", language: "en" });
  const paths = archivePaths(root);
  await writeCommit(
    paths,
    async () => ({ ...(await sourceOps("Straße\n\nmore", "s")), schema: 1 }),
  );
  const out = join(await Deno.makeTempDir(), "bundle");
  const index = await exportBundle(root, out);
  assert.equal(index.project_id, made.project_id);
  await assert.rejects(() => exportBundle(root, out), /already exists/);
  const to = join(await Deno.makeTempDir(), "copy");
  const restored = await restoreBundle(out, to);
  assert.equal(restored.project_id, made.project_id);
  assert.equal(restored.snapshot, index.snapshot);
  assert.deepEqual(await Deno.readFile(archivePaths(to).log), await Deno.readFile(paths.log));
  assert.equal((await auditArchive(archivePaths(to))).ok, true);
  await assert.rejects(() => restoreBundle(out, to), /already exists/);
  const objects = index.files.find((f) => f.path.startsWith("objects/"))!;
  await Deno.writeTextFile(join(out, objects.path), "tampered");
  const c2 = join(await Deno.makeTempDir(), "c2");
  await assert.rejects(() => restoreBundle(out, c2), /does not match its SHA-256/);
});
