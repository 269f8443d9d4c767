/**
 * Research images through the real program: `image-ingest`, `dossier-image` (SPEC 4.1 flags,
 * the complete JSON receipt on stdout), every refusal leaving the log byte-identical,
 * `withdraw` and `purge` with the dossier's image states on `dossier --inspect`, and a purge
 * killed between its tombstone and its removal (`SVC_TEST_CRASH_AT=after-append`), after
 * which audit passes with a warning and the next writer removes the bytes.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, type Run, svc } from "../testing/cli.ts";
import {
  badCrcPng,
  GIF,
  headerOnlyPng,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  tinyPng,
  twoSofJpeg,
} from "./testing/images.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

const logOf = (root: string) => Deno.readFile(join(root, "svc-research", "log", "commits.jsonl"));
const objectOf = (root: string, sha: string) =>
  join(root, "svc-research", "objects", "sha256", sha.slice(0, 2), sha);

function json(r: Run): Json {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

async function setup(): Promise<{ dir: string; root: string; dossier: Json }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-images-cli-" });
  const root = join(dir, "book");
  json(await svc(["research", "init", root, "--title", "Ledger"]));
  const dossier = json(
    await svc([
      "research",
      "dossier",
      "--create",
      "--title",
      "Łódź 1848",
      "--body",
      "Intro.\n## Streets\nMill street.\n## Harbour\nCrates.\n",
      "--project",
      root,
    ]),
  );
  await Deno.writeFile(join(dir, "harbour.png"), tinyPng());
  await Deno.writeFile(join(dir, "quay.jpg"), tinyJpeg());
  return { dir, root, dossier };
}

async function snapshotOf(root: string): Promise<string> {
  return json(await svc(["research", "sources", "--project", root])).snapshot;
}

Deno.test("dossier-image prints the complete receipt; dossier --inspect shows the image", async () => {
  const { dir, root, dossier } = await setup();
  const r = await svc([
    "research",
    "dossier-image",
    "--project",
    root,
    "--dossier-id",
    dossier.record_id,
    "--file",
    join(dir, "harbour.png"),
    "--expected-snapshot",
    await snapshotOf(root),
    "--expected-revision",
    "1",
    "--allow-retention",
    "--alt",
    "The harbour",
    "--caption",
    "Harbour of Łódź? No: Gdańsk, 1848",
    "--section",
    "Harbour",
    "--title",
    "Harbour view",
    "--origin-url",
    "https://example.org/h.png",
    "--reason",
    "A view of the quay",
    "--change-kind",
    "correction",
    "--actor",
    "anna",
    "--context",
    '{"place":"Gdańsk"}',
  ]);
  const env = json(r);
  assert.equal(r.stderr, "");
  assert.equal(env.schema, "research-record-local/1");
  assert.equal(env.revision, 2);
  assert.equal(env.change.actor, "anna");
  assert.equal(env.change.change_kind, "correction");
  assert.equal(env.change.reason, "A view of the quay");
  const img = env.record.images[0];
  assert.equal(img.alt, "The harbour");
  assert.equal(img.section, "Harbour");
  assert.equal(img.availability, "available");
  assert.equal(img.url, env.capture.url);
  assert.equal(env.capture.title, "Harbour view");
  assert.equal(env.capture.origin_url, "https://example.org/h.png");
  assert.deepEqual(env.capture.context, { place: "Gdańsk" });
  assert.deepEqual(env.capture.image, { width: 48, height: 36 });
  assert.equal(env.capture.text, null);
  assert.equal("content_base64" in env.capture, false);

  const ingested = json(
    await svc([
      "research",
      "image-ingest",
      join(dir, "quay.jpg"),
      "--allow-retention",
      "--project",
      root,
    ]),
  );
  assert.equal(ingested.media_type, "image/jpeg");
  assert.equal(ingested.passages, 0);

  const inspected = json(
    await svc(["research", "dossier", "--inspect", dossier.record_id, "--project", root]),
  );
  assert.equal(inspected.record.images[0].ref, img.ref);
  assert.equal(inspected.record.images[0].availability, "available");
  const audit = json(await svc(["research", "audit", "--project", root]));
  assert.equal(audit.ok, true);
});

Deno.test("dossier-image refusals write nothing: permission, hostile images, guards, limits", async () => {
  const { dir, root, dossier } = await setup();
  const snapshot = await snapshotOf(root);
  const before = await logOf(root);
  const args = (file: string, extra: string[] = []) => [
    "research",
    "dossier-image",
    "--project",
    root,
    "--dossier-id",
    dossier.record_id,
    "--file",
    file,
    "--expected-snapshot",
    snapshot,
    "--expected-revision",
    "1",
    ...extra,
  ];
  const png = join(dir, "harbour.png");
  assertError(await svc(args(png)), 2, /permission/);
  const hostile: [string, Uint8Array, RegExp][] = [
    ["cut.png", tinyPng().subarray(0, 50), /truncated/],
    ["crc.png", badCrcPng(), /CRC-32/],
    ["two.jpg", twoSofJpeg(), /second frame header/],
    ["huge.png", headerOnlyPng(10_000, 7_000), /70000000 pixels/],
    ["renamed.jpg", tinyPng(), /bytes are a PNG image but its name says JPEG/],
    ["anim.gif", GIF, /GIF image/],
    ["script.svg", SVG_WITH_SCRIPT, /SVG/],
  ];
  for (const [name, bytes, message] of hostile) {
    await Deno.writeFile(join(dir, name), bytes);
    assertError(await svc(args(join(dir, name), ["--allow-retention"])), 1, message);
  }
  const ok = ["--allow-retention"];
  assertError(
    await svc(args(png, [...ok, "--expected-snapshot", "0".repeat(64)])),
    1,
    /changed since snapshot/,
  );
  assertError(
    await svc(args(png, [...ok, "--expected-revision", "2"])),
    1,
    /at revision 1, not 2/,
  );
  assertError(await svc(args(png, [...ok, "--context", "[1]"])), 2, /JSON object/);
  assertError(await svc(args(png, [...ok, "--alt", "a".repeat(1001)])), 2, /"alt" is longer/);
  assertError(await svc(args(png, [...ok, "--section", "Docks"])), 2, /no editable section/);
  assertError(await svc(args(png, [...ok, "--change-kind", "edit"])), 2);
  assertError(await svc(args(join(dir, "absent.png"), ok)), 1, /not found/);
  const noSnapshot = args(png, ok).filter((a, i, all) =>
    a !== "--expected-snapshot" && all[i - 1] !== "--expected-snapshot"
  );
  assertError(await svc(noSnapshot), 2, /--expected-snapshot is required/);
  const after = await logOf(root);
  assert.equal(after.length, before.length);
  assert.deepEqual(after, before);
});

Deno.test("withdraw and purge through the CLI; a purge killed before removing its bytes", async () => {
  const { dir, root, dossier } = await setup();
  const env = json(
    await svc([
      "research",
      "dossier-image",
      "--project",
      root,
      "--dossier-id",
      dossier.record_id,
      "--file",
      join(dir, "harbour.png"),
      "--expected-snapshot",
      await snapshotOf(root),
      "--expected-revision",
      "1",
      "--allow-retention",
    ]),
  );
  const { source_id, version_id, bytes } = env.capture;
  const base = ["--source-id", source_id, "--version-id", version_id, "--project", root];
  assertError(
    await svc(["research", "withdraw", ...base, "--expected-snapshot", env.snapshot]),
    2,
    /--reason is required/,
  );
  const w = json(
    await svc([
      "research",
      "withdraw",
      ...base,
      "--reason",
      "Wrong harbour",
      "--expected-snapshot",
      env.snapshot,
    ]),
  );
  assert.equal(w.availability, "withdrawn");
  const inspected = json(
    await svc(["research", "dossier", "--inspect", dossier.record_id, "--project", root]),
  );
  assert.equal(inspected.record.images[0].availability, "withdrawn");
  assert.equal(inspected.record.images[0].url, undefined);

  // Killed right after the tombstone is durable, before the bytes are removed.
  const killed = await svc(
    ["research", "purge", ...base, "--reason", "Rights", "--expected-snapshot", w.snapshot],
    { env: { SVC_TEST_CRASH_AT: "after-append" } },
  );
  assert.notEqual(killed.code, 0);
  assert.equal(killed.stdout, "");
  assert.ok((await Deno.stat(objectOf(root, bytes.sha256))).isFile, "bytes still there");
  const warned = json(await svc(["research", "audit", "--project", root]));
  assert.equal(warned.ok, true);
  // The killed process did not refresh the search index either: that warning is expected too.
  assert.deepEqual(warned.warnings.map((x: Json) => x.code).sort(), [
    "index-behind",
    "purged-leftovers",
  ]);
  const historical = json(
    await svc([
      "research",
      "dossier",
      "--inspect",
      dossier.record_id,
      "--revision",
      "2",
      "--project",
      root,
    ]),
  );
  assert.equal(historical.record.images[0].availability, "purged");
  assert.equal(historical.record.images[0].url, undefined);
  const manifest = JSON.parse(
    await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
  );
  assert.equal(manifest.storage, "research-local/2");

  // The next writer removes the leftover; audit is clean.
  json(
    await svc([
      "research",
      "image-ingest",
      join(dir, "quay.jpg"),
      "--allow-retention",
      "--project",
      root,
    ]),
  );
  await assert.rejects(() => Deno.stat(objectOf(root, bytes.sha256)), Deno.errors.NotFound);
  const clean = json(await svc(["research", "audit", "--project", root]));
  assert.equal(clean.ok, true);
  assert.deepEqual(clean.warnings, []);
  assertError(
    await svc([
      "research",
      "purge",
      ...base,
      "--reason",
      "again",
      "--expected-snapshot",
      clean.snapshot,
    ]),
    2,
    /already purged/,
  );
});
