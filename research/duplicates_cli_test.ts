/**
 * The duplicate rule on the command line: the same bytes again are refused (exit 1, the
 * existing source's id and title named, nothing written) unless `--new-version-of ID` or
 * `--as-new-source` says what is meant; `batch-ingest` recurses into subfolders unless
 * `--no-recursive` and lists what it skipped and why, in JSON and on stderr.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../testing/cli.ts";
import { unprivilegedPrefix } from "../testing/unwritable.ts";

async function archive(): Promise<{ dir: string; root: string; log: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-duplicates-" });
  const root = join(dir, "book");
  const r = await svc(["research", "init", root]);
  assert.equal(r.code, 0, r.stderr);
  return { dir, root, log: join(root, "svc-research", "log", "commits.jsonl") };
}

Deno.test("ingest refuses the same bytes again, naming the existing source; --new-version-of and --as-new-source say what is meant", async () => {
  const { dir, root, log } = await archive();
  const a = join(dir, "chronik.md");
  const copy = join(dir, "copy-of-chronik.md");
  const other = join(dir, "other.txt");
  await Deno.writeTextFile(a, "# Stadtchronik 1848\n\nDie Mühle brannte im März.\n");
  await Deno.copyFile(a, copy);
  await Deno.writeTextFile(other, "Another source.\n");
  const ingest = (file: string, ...more: string[]) =>
    svc(["research", "ingest", file, "--allow-retention", "--project", root, ...more]);
  const first = JSON.parse((await ingest(a)).stdout);
  const before = await Deno.readFile(log);
  const refused = await ingest(copy);
  assertError(
    refused,
    1,
    new RegExp(
      `already archived as source ${first.source_id} "Stadtchronik 1848" \\(version 1\\); ` +
        `nothing was written.*--new-version-of ${first.source_id}, or --as-new-source`,
    ),
  );
  assert.deepEqual(await Deno.readFile(log), before, "nothing written");

  const separate = await ingest(copy, "--as-new-source");
  assert.equal(separate.code, 0, separate.stderr);
  const s = JSON.parse(separate.stdout);
  assert.notEqual(s.source_id, first.source_id);
  assert.match(s.warnings.join("\n"), new RegExp(`already archived as ${first.source_id}`));

  // a new version of another source: the bytes are that source's version 2
  const o = JSON.parse((await ingest(other)).stdout);
  const asVersion = await ingest(copy, "--new-version-of", o.source_id);
  assert.equal(asVersion.code, 0, asVersion.stderr);
  const v = JSON.parse(asVersion.stdout);
  assert.equal(v.source_id, o.source_id);
  assert.equal(v.version, 2);

  assertError(await ingest(copy, "--as-new-source", "--new-version-of", o.source_id), 2);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("batch-ingest enters subfolders (not with --no-recursive) and lists duplicates, unsupported and unreadable files as skipped", async () => {
  const { dir, root } = await archive();
  const batch = join(dir, "sources");
  await Deno.mkdir(join(batch, "letters", "1848"), { recursive: true });
  await Deno.mkdir(join(batch, ".git"));
  await Deno.writeTextFile(join(batch, "a.txt"), "First source.\n");
  await Deno.writeTextFile(join(batch, "letters", "b.md"), "# Brief\n\nZweite Quelle.\n");
  await Deno.writeTextFile(join(batch, "letters", "1848", "c.txt"), "Third source.\n");
  await Deno.writeTextFile(join(batch, "letters", "1848", "copy-of-a.txt"), "First source.\n");
  await Deno.writeFile(join(batch, "photo.zip"), new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]));
  await Deno.writeTextFile(join(batch, ".git", "HEAD"), "ref\n");
  await Deno.symlink(join(batch, "a.txt"), join(batch, "link.txt"));

  const flat = await svc([
    "research",
    "batch-ingest",
    batch,
    "--no-recursive",
    "--allow-retention",
    "--project",
    root,
  ]);
  assert.equal(flat.code, 0, flat.stderr);
  const f = JSON.parse(flat.stdout);
  assert.equal(f.counts.ingested, 1, "a.txt only");
  assert.deepEqual(
    f.skipped.map((s: { file: string; reason: string }) => [s.file.slice(batch.length), s.reason]),
    [["/letters", "subfolder"], ["/link.txt", "not_regular_file"], ["/photo.zip", "unsupported"]],
  );
  assert.match(flat.stderr, /\[warning\] Skipped .*\/letters \(subfolder\)/);

  const deep = await svc([
    "research",
    "batch-ingest",
    batch,
    "--allow-retention",
    "--project",
    root,
  ]);
  assert.equal(deep.code, 0, deep.stderr);
  const d = JSON.parse(deep.stdout);
  const ingested = d.items.filter((i: { status: string }) => i.status === "ingested")
    .map((i: { file: string }) => i.file.slice(batch.length));
  assert.deepEqual(ingested, ["/letters/1848/c.txt", "/letters/b.md"]);
  const skipped = d.skipped.map((s: { file: string; reason: string }) => [
    s.file.slice(batch.length),
    s.reason,
  ]);
  assert.deepEqual(skipped, [
    ["/a.txt", "duplicate"],
    ["/letters/1848/copy-of-a.txt", "duplicate"],
    ["/link.txt", "not_regular_file"],
    ["/photo.zip", "unsupported"],
  ]);
  const dup = d.skipped[0];
  assert.equal(
    dup.existing.source_id,
    f.items.find((i: { status: string }) => i.status === "ingested").source_id,
  );
  assert.equal(dup.existing.title, "a");
  assert.match(dup.message, /already archived as source src_\w+ "a"/);
  assert.equal(d.counts.skipped, 4);
  assert.equal(d.counts.failed, 0);
  for (const [file, reason] of skipped) {
    assert.ok(deep.stderr.includes(`[warning] Skipped ${batch}${file} (${reason}): `), deep.stderr);
  }
  await Deno.remove(dir, { recursive: true });
});

const PREFIX = await unprivilegedPrefix();

Deno.test({
  name: "batch-ingest lists a folder and a file it cannot read as skipped (unreadable)",
  ignore: PREFIX === null,
  fn: async () => {
    const { dir, root } = await archive();
    const batch = join(dir, "sources");
    await Deno.mkdir(join(batch, "locked"), { recursive: true });
    await Deno.writeTextFile(join(batch, "a.txt"), "First source.\n");
    await Deno.writeTextFile(join(batch, "secret.txt"), "Not for reading.\n");
    await Deno.writeTextFile(join(batch, "locked", "b.txt"), "Hidden.\n");
    await Deno.chmod(join(batch, "locked"), 0o000);
    await Deno.chmod(join(batch, "secret.txt"), 0o000);
    try {
      const r = await svc(
        ["research", "batch-ingest", batch, "--allow-retention", "--project", root],
        { prefix: PREFIX! },
      );
      assert.equal(r.code, 0, r.stderr);
      const out = JSON.parse(r.stdout);
      assert.equal(out.counts.ingested, 1);
      assert.deepEqual(
        out.skipped.map((s: { file: string; reason: string }) => [
          s.file.slice(batch.length),
          s.reason,
        ]),
        [["/locked", "unreadable"], ["/secret.txt", "unreadable"]],
      );
      assert.match(r.stderr, /\[warning\] Skipped .*\/secret\.txt \(unreadable\): Cannot read/);
    } finally {
      await Deno.chmod(join(batch, "locked"), 0o755);
      await Deno.remove(dir, { recursive: true });
    }
  },
});
