import assert from "node:assert/strict";
import { join } from "node:path";
import { ConflictError, ProcessingError, type SvcError, UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import {
  badCrcPng,
  GIF,
  headerOnlyPng,
  progressiveJpeg,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  tinyPng,
  twoSofJpeg,
} from "../testing/images.ts";
import { readLog } from "../store/log.ts";
import { readManifest } from "../store/manifest.ts";
import { archivePaths, objectPath } from "../store/paths.ts";
import { logBytes, recordsFixture } from "../testing/records_fixture.ts";

type Json = Record<string, unknown>;
// deno-lint-ignore no-explicit-any
type Any = any;

async function snapshotOf(root: string): Promise<string> {
  return (await research.projectOverview(root)).snapshot as string;
}

async function dossier(root: string, passages: string[]): Promise<Json> {
  return await research.createDossier(root, {
    title: "Łódź 1848",
    body: "Intro.\n## Streets\nThe mill street.\n## Harbour\nCrates.\n",
    evidence_ids: [passages[0]],
  });
}

/** Runs `fn`, which must throw `kind`, and checks the log did not change. */
async function refusedWith(
  root: string,
  kind: new (...a: Any[]) => SvcError,
  message: RegExp,
  fn: () => Promise<unknown>,
): Promise<void> {
  const before = await Deno.readFile(archivePaths(root).log);
  await assert.rejects(fn, (e) => {
    assert.ok(e instanceof kind, `${e}`);
    assert.match((e as Error).message, message);
    return true;
  });
  const after = await Deno.readFile(archivePaths(root).log);
  assert.equal(after.length, before.length);
  assert.deepEqual(after, before);
}

Deno.test("an image is a source version without text or passages, read back byte for byte", async () => {
  const { root } = await recordsFixture();
  const png = tinyPng();
  const r = await research.ingestImage(root, {
    bytes: png,
    filename: "map of Łódź.png",
    allowRetention: true,
    context: { place: "Łódź", created_period: "1848" },
    originUrl: "https://example.org/maps/12",
  });
  assert.equal(r.schema, "research-ingest-local/1");
  assert.equal(r.media_type, "image/png");
  assert.deepEqual(r.image, { width: 48, height: 36 });
  assert.equal(r.text, null);
  assert.equal(r.passages, 0);
  assert.equal(r.title, "map of Łódź");
  assert.equal(r.ref, `svc:image/${r.source_id}/${r.version_id}`);
  assert.equal(r.provenance.method, "image-structure/1");
  assert.equal(r.origin_url, "https://example.org/maps/12");
  assert.equal(r.availability, "available");
  assert.match(
    r.url,
    /^\/api\/research\/image\?project_id=prj_\w+&source_id=src_\w+&version_id=ver_\w+$/,
  );
  // origin_url is schema 2 (SPEC 9.7 "captures with origin_url").
  assert.equal(r.storage, "research-local/2");

  const log = await readLog(archivePaths(root).log);
  const last = log.commits[log.commits.length - 1];
  assert.equal(last.ops.length, 1, "no passage ops");
  const op = last.ops[0] as unknown as Json;
  assert.equal(op.op, "source_version");
  assert.equal(op.text, undefined);
  assert.deepEqual(op.image, { width: 48, height: 36 });

  const source = await research.getSource(root, r.source_id);
  assert.deepEqual(source.passages, []);
  const version = source.version as Json;
  assert.equal(version.text, null);
  assert.equal(version.availability, "available");

  const img = await research.readImage(root, {
    projectId: r.project_id,
    sourceId: r.source_id,
    versionId: r.version_id,
  });
  assert.deepEqual(img.bytes, png);
  assert.equal(img.media_type, "image/png");
  assert.equal(img.size, png.length);

  // Images never enter search: neither their title nor their file name is found.
  const hits = await research.search(root, { query: "map" });
  assert.deepEqual(hits.hits, []);
  const audit = await research.audit(root);
  assert.equal(audit.ok, true, JSON.stringify(audit.errors));
  assert.deepEqual(audit.warnings, []);
});

Deno.test("hostile images and bad metadata are refused with nothing written", async () => {
  const { root, sourceId } = await recordsFixture();
  const cases: [Uint8Array, string, RegExp][] = [
    [tinyPng().subarray(0, 60), "cut.png", /truncated/],
    [badCrcPng(), "crc.png", /CRC-32/],
    [twoSofJpeg(), "two.jpg", /second frame header/],
    [headerOnlyPng(10_000, 7_000), "huge.png", /70000000 pixels/],
    [tinyPng(), "renamed.jpg", /bytes are a PNG image but its name says JPEG/],
    [GIF, "anim.gif", /GIF image; only PNG and JPEG/],
    [SVG_WITH_SCRIPT, "x.svg", /SVG/],
    [new TextEncoder().encode("# Notes\n"), "notes.png", /not a PNG or JPEG/],
  ];
  for (const [bytes, filename, message] of cases) {
    await refusedWith(
      root,
      ProcessingError,
      message,
      () => research.ingestImage(root, { bytes, filename, allowRetention: true }),
    );
  }
  for (const allow of [false, "true", 1, undefined, null]) {
    await refusedWith(
      root,
      UsageError,
      /permission/,
      () =>
        research.ingestImage(root, { bytes: tinyPng(), filename: "a.png", allowRetention: allow }),
    );
  }
  const ok = { bytes: tinyPng(), filename: "a.png", allowRetention: true };
  await refusedWith(
    root,
    UsageError,
    /longer than 2000/,
    () => research.ingestImage(root, { ...ok, originUrl: `https://e.org/${"x".repeat(2000)}` }),
  );
  await refusedWith(
    root,
    UsageError,
    /provenance_note" is longer than 2000/,
    () => research.ingestImage(root, { ...ok, context: { provenance_note: "n".repeat(2001) } }),
  );
  await refusedWith(
    root,
    UsageError,
    /must be a JSON object/,
    () => research.ingestImage(root, { ...ok, context: ["a"] }),
  );
  await refusedWith(
    root,
    UsageError,
    /single line/,
    () => research.ingestImage(root, { ...ok, filename: "a\nb.png" }),
  );
  await refusedWith(
    root,
    UsageError,
    /holds text\/plain, not an image/,
    () => research.ingestImage(root, { ...ok, sourceId }),
  );
  await refusedWith(
    root,
    ConflictError,
    /changed since snapshot/,
    () => research.ingestImage(root, { ...ok, expectedSnapshot: "0".repeat(64) }),
  );
  await refusedWith(
    root,
    ConflictError,
    /belongs to project/,
    () =>
      research.ingestImage(root, { ...ok, expectedProjectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }),
  );
  // An image source takes no text version either.
  const img = await research.ingestImage(root, ok);
  await refusedWith(
    root,
    UsageError,
    /holds an image; a text or PDF cannot be its new version/,
    () =>
      research.ingest(root, {
        bytes: new TextEncoder().encode("text"),
        filename: "t.txt",
        allowRetention: true,
        sourceId: img.source_id,
      }),
  );
});

Deno.test("a dossier image is one commit: the version and a guarded revision pinning it", async () => {
  const { root, passages } = await recordsFixture();
  const dos = await dossier(root, passages);
  const snapshot = await snapshotOf(root);
  const commitsBefore = (await readLog(archivePaths(root).log)).commits.length;
  const env = await research.addDossierImage(root, {
    dossierId: dos.record_id,
    expectedSnapshot: snapshot,
    expectedRevision: 1,
    bytes: tinyJpeg(),
    filename: "harbour.jpg",
    allowRetention: true,
    alt: "The harbour at dawn",
    caption: "Harbour, c. 1848",
    section: "Harbour",
  }) as Any;
  const log = await readLog(archivePaths(root).log);
  assert.equal(log.commits.length, commitsBefore + 1);
  assert.deepEqual(log.commits[log.commits.length - 1].ops.map((o) => o.op), [
    "source_version",
    "revision",
  ]);
  assert.equal(env.schema, "research-record-local/1");
  assert.equal(env.revision, 2);
  assert.equal(env.change.change_kind, "supersession");
  assert.equal(env.change.reason, "Image added: harbour.jpg");
  const cap = env.capture;
  const entry = env.record.images[0];
  assert.deepEqual(
    Object.keys(entry),
    [
      "ref",
      "source_id",
      "version_id",
      "alt",
      "caption",
      "section",
      "media_type",
      "width",
      "height",
      "sha256",
      "size",
      "availability",
      "url",
    ],
  );
  assert.equal(entry.ref, `svc:image/${cap.source_id}/${cap.version_id}`);
  assert.equal(entry.alt, "The harbour at dawn");
  assert.equal(entry.section, "Harbour");
  assert.equal(entry.media_type, "image/jpeg");
  assert.equal(entry.availability, "available");
  assert.equal(entry.url, cap.url);
  assert.equal(cap.bytes.sha256, entry.sha256);
  assert.equal(
    JSON.stringify(env).includes(btoa(String.fromCharCode(...tinyJpeg().slice(0, 30)))),
    false,
  );
  assert.equal(env.storage ?? cap.storage, "research-local/2", "a later revision is schema 2");

  // Historical read: revision 1 has no images; the list shows the current ones.
  const first = await research.getRecord(root, { kind: "dossier", id: dos.record_id, revision: 1 });
  assert.deepEqual((first.record as Json).images, []);
  const list = await research.listDossiers(root) as Any;
  assert.equal(list.dossiers[0].images[0].availability, "available");

  // images cannot be changed by a plain revision.
  await refusedWith(
    root,
    UsageError,
    /"images" of a dossier is immutable/,
    () =>
      research.reviseRecord(root, {
        kind: "dossier",
        id: dos.record_id,
        expectedRevision: 2,
        changes: { images: [] },
        changeKind: "correction",
        reason: "drop",
      }),
  );
  // A body edit keeps the images.
  const edited = await research.reviseRecord(root, {
    kind: "dossier",
    id: dos.record_id,
    expectedRevision: 2,
    changes: { body: "Intro.\n## Streets\nThe mill street.\n## Harbour\nCrates, twice.\n" },
    changeKind: "correction",
    reason: "typo",
  }) as Any;
  assert.equal(edited.record.images.length, 1);

  // A new version of the same image source; the older revision keeps pinning the old one.
  const third = await research.addDossierImage(root, {
    dossierId: dos.record_id,
    expectedSnapshot: await snapshotOf(root),
    expectedRevision: 3,
    bytes: progressiveJpeg(),
    filename: "harbour-2.jpg",
    allowRetention: true,
    sourceId: cap.source_id,
  }) as Any;
  assert.equal(third.capture.version, 2);
  assert.equal(third.record.images.length, 2);
  assert.deepEqual(third.record.images.map((i: Json) => i.source_id), [
    cap.source_id,
    cap.source_id,
  ]);
  const second = await research.getRecord(root, {
    kind: "dossier",
    id: dos.record_id,
    revision: 2,
  }) as Any;
  assert.equal(second.record.images[0].version_id, cap.version_id);
  assert.equal((await research.audit(root)).ok, true);
});

Deno.test("dossier image guards and limits write nothing", async () => {
  const { root, passages } = await recordsFixture();
  const dos = await dossier(root, passages);
  const snapshot = await snapshotOf(root);
  const base = {
    dossierId: dos.record_id,
    expectedSnapshot: snapshot,
    expectedRevision: 1,
    bytes: tinyPng(),
    filename: "m.png",
    allowRetention: true,
  };
  await refusedWith(
    root,
    ConflictError,
    /changed since snapshot/,
    () => research.addDossierImage(root, { ...base, expectedSnapshot: "f".repeat(64) }),
  );
  await refusedWith(
    root,
    ConflictError,
    /at revision 1, not 2/,
    () => research.addDossierImage(root, { ...base, expectedRevision: 2 }),
  );
  await refusedWith(
    root,
    UsageError,
    /"alt" is longer than 1000/,
    () => research.addDossierImage(root, { ...base, alt: "a".repeat(1001) }),
  );
  await refusedWith(
    root,
    UsageError,
    /"caption" is longer than 10000/,
    () => research.addDossierImage(root, { ...base, caption: "c".repeat(10_001) }),
  );
  await refusedWith(
    root,
    UsageError,
    /no editable section "Docks"/,
    () => research.addDossierImage(root, { ...base, section: "Docks" }),
  );
  await refusedWith(
    root,
    UsageError,
    /permission/,
    () => research.addDossierImage(root, { ...base, allowRetention: "yes" }),
  );
  await refusedWith(
    root,
    UsageError,
    /"change_kind"/,
    () => research.addDossierImage(root, { ...base, changeKind: "edit" }),
  );
  await refusedWith(
    root,
    UsageError,
    /"expected_snapshot"/,
    () => research.addDossierImage(root, { ...base, expectedSnapshot: undefined }),
  );
  await refusedWith(
    root,
    ProcessingError,
    /second frame header/,
    () => research.addDossierImage(root, { ...base, bytes: twoSofJpeg(), filename: "x.jpg" }),
  );
  await refusedWith(
    root,
    UsageError,
    /no dossier/,
    () => research.addDossierImage(root, { ...base, dossierId: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }),
  );
  // The limits are inclusive.
  const ok = await research.addDossierImage(root, {
    ...base,
    alt: "a".repeat(1000),
    caption: "ł".repeat(10_000),
  }) as Any;
  assert.equal(ok.record.images[0].alt.length, 1000);
});

Deno.test("withdraw and purge: availability, no URL, no bytes, schema 2 and a clean audit", async () => {
  const { root, passages } = await recordsFixture();
  assert.equal((await readManifest(archivePaths(root))).storage, "research-local/1");
  const dos = await dossier(root, passages);
  const withImage = await research.addDossierImage(root, {
    dossierId: dos.record_id,
    expectedSnapshot: await snapshotOf(root),
    expectedRevision: 1,
    bytes: tinyPng(),
    filename: "m.png",
    allowRetention: true,
  }) as Any;
  const { source_id, version_id, project_id } = withImage.capture;
  const ident = { projectId: project_id, sourceId: source_id, versionId: version_id };
  await refusedWith(
    root,
    UsageError,
    /"reason" must not be blank/,
    () =>
      research.withdrawSourceVersion(root, {
        sourceId: source_id,
        versionId: version_id,
        reason: " ",
        expectedSnapshot: withImage.snapshot,
      }),
  );
  await refusedWith(
    root,
    ConflictError,
    /changed since snapshot/,
    () =>
      research.withdrawSourceVersion(root, {
        sourceId: source_id,
        versionId: version_id,
        reason: "r",
        expectedSnapshot: "0".repeat(64),
      }),
  );
  await refusedWith(root, UsageError, /No version/, () =>
    research.withdrawSourceVersion(root, {
      sourceId: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
      versionId: version_id,
      reason: "r",
      expectedSnapshot: withImage.snapshot,
    }));

  const w = await research.withdrawSourceVersion(root, {
    sourceId: source_id,
    versionId: version_id,
    reason: "Wrong harbour",
    expectedSnapshot: withImage.snapshot,
  }) as Any;
  assert.equal(w.schema, "research-tombstone-local/1");
  assert.equal(w.availability, "withdrawn");
  assert.equal(w.storage, "research-local/2");
  const objectFile = objectPath(archivePaths(root), withImage.capture.bytes.sha256);
  assert.ok((await Deno.stat(objectFile)).isFile, "withdraw keeps the bytes");
  for (const revision of [2, undefined]) {
    const env = await research.getRecord(root, {
      kind: "dossier",
      id: dos.record_id,
      revision,
    }) as Any;
    const img = env.record.images[0];
    assert.equal(img.availability, "withdrawn");
    assert.equal("url" in img, false);
  }
  await assert.rejects(() => research.readImage(root, ident), (e) => {
    assert.ok(e instanceof research.ImageUnavailableError);
    assert.equal(e.availability, "withdrawn");
    return true;
  });
  await refusedWith(
    root,
    UsageError,
    /already withdrawn/,
    () =>
      research.withdrawSourceVersion(root, {
        sourceId: source_id,
        versionId: version_id,
        reason: "again",
        expectedSnapshot: w.snapshot,
      }),
  );

  const p = await research.purgeSourceVersion(root, {
    sourceId: source_id,
    versionId: version_id,
    reason: "Rights withdrawn",
    expectedSnapshot: w.snapshot,
  }) as Any;
  assert.equal(p.availability, "purged");
  assert.deepEqual(p.removed_objects, [withImage.capture.bytes.sha256]);
  assert.deepEqual(p.pending_objects, []);
  assert.deepEqual(p.kept_objects, []);
  await assert.rejects(() => Deno.stat(objectFile), Deno.errors.NotFound);
  const env = await research.getRecord(root, {
    kind: "dossier",
    id: dos.record_id,
    revision: 2,
  }) as Any;
  assert.equal(env.record.images[0].availability, "purged");
  assert.equal("url" in env.record.images[0], false);
  await assert.rejects(() => research.readImage(root, ident), research.ImageUnavailableError);
  await refusedWith(root, UsageError, /already purged/, () =>
    research.purgeSourceVersion(root, {
      sourceId: source_id,
      versionId: version_id,
      reason: "again",
      expectedSnapshot: p.snapshot,
    }));
  const audit = await research.audit(root);
  assert.equal(audit.ok, true, JSON.stringify(audit.errors));
  assert.deepEqual(audit.warnings, []);

  // Export skips the purged bytes and restore does not ask for them.
  const dir = await Deno.makeTempDir();
  const exported = await research.exportArchive(root, join(dir, "bundle"));
  const restored = await research.restoreArchive(join(dir, "bundle"), join(dir, "copy"));
  assert.equal(restored.snapshot, exported.snapshot);
  assert.equal((await research.audit(join(dir, "copy"))).ok, true);
});

Deno.test("the first purge raises storage from schema 1 to 2", async () => {
  const root = await Deno.makeTempDir();
  await research.init(root, { title: "T" });
  const r = await research.ingestImage(root, {
    bytes: tinyPng(),
    filename: "a.png",
    allowRetention: true,
  });
  assert.equal(r.storage, "research-local/1");
  const p = await research.purgeSourceVersion(root, {
    sourceId: r.source_id,
    versionId: r.version_id,
    reason: "mistake",
    expectedSnapshot: r.snapshot,
  }) as Any;
  assert.equal(p.storage, "research-local/2");
  const m = await readManifest(archivePaths(root));
  assert.equal(m.storage, "research-local/2");
  const log = await readLog(archivePaths(root).log);
  assert.equal(log.commits[log.commits.length - 1].schema, 2);
});

Deno.test("a withdrawn text leaves search and is unavailable evidence; earlier citations stay", async () => {
  const { root, passages, sourceId } = await recordsFixture();
  const dos = await dossier(root, passages);
  const claim = await research.createClaim(root, { title: "Fire", statement: "It burned." });
  const before = await research.search(root, { query: "insurer" }) as Any;
  assert.equal(before.hits.length, 1);
  const source = await research.getSource(root, sourceId) as Any;
  const w = await research.withdrawSourceVersion(root, {
    sourceId: sourceId,
    versionId: source.version.version_id,
    reason: "Forged letters",
    expectedSnapshot: await snapshotOf(root),
  }) as Any;
  assert.equal(w.passages, 3);
  assert.deepEqual((await research.search(root, { query: "insurer" }) as Any).hits, []);
  await refusedWith(
    root,
    UsageError,
    /unavailable evidence: its source version ver_\w+ is withdrawn/,
    () => research.linkEvidence(root, { claim_id: claim.record_id, passage_id: passages[1] }),
  );
  await refusedWith(
    root,
    UsageError,
    /unavailable evidence/,
    () => research.createDossier(root, { title: "New", evidence_ids: [passages[2]] }),
  );
  await refusedWith(root, UsageError, /unavailable evidence/, () =>
    research.reviseRecord(root, {
      kind: "dossier",
      id: dos.record_id,
      expectedRevision: 1,
      changes: { evidence_ids: [passages[0], passages[1]] },
      changeKind: "correction",
      reason: "more",
    }));
  // The dossier cited passages[0] before the withdrawal: editing it still works.
  const edited = await research.reviseRecord(root, {
    kind: "dossier",
    id: dos.record_id,
    expectedRevision: 1,
    changes: { title: "Łódź, 1848" },
    changeKind: "correction",
    reason: "title",
  }) as Any;
  assert.equal(edited.citations[0].availability, "withdrawn");
  assert.equal(edited.citations[0].text, "The mill burned in March 1848.");
  await assert.rejects(
    () => research.compareSource(root, sourceId, "x.md", { manuscriptText: "Text." }),
    /is withdrawn; it is not compared/,
  );

  // Purged: the text is gone, the citation keeps its stored fields with text null.
  await research.purgeSourceVersion(root, {
    sourceId: sourceId,
    versionId: source.version.version_id,
    reason: "Gone",
    expectedSnapshot: await snapshotOf(root),
  });
  const read = await research.getRecord(root, { kind: "dossier", id: dos.record_id }) as Any;
  assert.equal(read.citations[0].availability, "purged");
  assert.equal(read.citations[0].text, null);
  assert.equal(read.citations[0].passage_id, passages[0]);
  const purgedSource = await research.getSource(root, sourceId) as Any;
  assert.equal(purgedSource.version.availability, "purged");
  assert.equal(purgedSource.passages[0].text, null);
  const cite = await research.citation(root, passages[0]) as Any;
  assert.equal(cite.availability, "purged");
  // A fresh index built from the log has no passage of it either.
  await research.reindex(root);
  assert.deepEqual((await research.search(root, { query: "insurer" }) as Any).hits, []);
  const audit = await research.audit(root);
  assert.equal(audit.ok, true, JSON.stringify(audit.errors));
});

Deno.test("purging one of two versions that share bytes keeps the shared object", async () => {
  const root = await Deno.makeTempDir();
  await research.init(root, { title: "T" });
  const a = await research.ingestImage(root, {
    bytes: tinyPng(),
    filename: "a.png",
    allowRetention: true,
  });
  const b = await research.ingestImage(root, {
    bytes: tinyPng(),
    filename: "b.png",
    allowRetention: true,
  });
  assert.match(b.warnings[0], /already archived/);
  const p = await research.purgeSourceVersion(root, {
    sourceId: a.source_id,
    versionId: a.version_id,
    reason: "duplicate",
    expectedSnapshot: b.snapshot,
  }) as Any;
  assert.deepEqual(p.removed_objects, []);
  assert.deepEqual(p.kept_objects, [a.bytes.sha256]);
  const img = await research.readImage(root, {
    projectId: b.project_id,
    sourceId: b.source_id,
    versionId: b.version_id,
  });
  assert.deepEqual(img.bytes, tinyPng());
  assert.equal((await research.audit(root)).ok, true);
});

Deno.test("a purge interrupted before its removal: audit warns, the next writer removes the bytes", async () => {
  const root = await Deno.makeTempDir();
  await research.init(root, { title: "T" });
  const a = await research.ingestImage(root, {
    bytes: tinyJpeg(),
    filename: "a.jpg",
    allowRetention: true,
  });
  const file = objectPath(archivePaths(root), a.bytes.sha256);
  const kept = await Deno.readFile(file);
  const p = await research.purgeSourceVersion(root, {
    sourceId: a.source_id,
    versionId: a.version_id,
    reason: "r",
    expectedSnapshot: a.snapshot,
  }) as Any;
  // Put the bytes back: the state a crash between the tombstone and the removal leaves.
  await Deno.writeFile(file, kept, { mode: 0o444 });
  const warned = await research.audit(root);
  assert.equal(warned.ok, true);
  assert.deepEqual(warned.warnings.map((w) => w.code), ["purged-leftovers"]);
  // Even a write refused by its guard cleans up (the cleanup is not part of its commit).
  const len = await logBytes(root);
  await assert.rejects(() =>
    research.ingestImage(root, {
      bytes: tinyPng(),
      filename: "b.png",
      allowRetention: true,
      expectedSnapshot: "0".repeat(64),
    })
  );
  assert.equal(await logBytes(root), len);
  await assert.rejects(() => Deno.stat(file), Deno.errors.NotFound);
  const clean = await research.audit(root);
  assert.deepEqual(clean.warnings, []);
  assert.equal(p.availability, "purged");
});

Deno.test("an unpurged image whose bytes vanished is missing: no URL, an audit error", async () => {
  const { root, passages } = await recordsFixture();
  const dos = await dossier(root, passages);
  const env = await research.addDossierImage(root, {
    dossierId: dos.record_id,
    expectedSnapshot: await snapshotOf(root),
    expectedRevision: 1,
    bytes: tinyPng(),
    filename: "m.png",
    allowRetention: true,
  }) as Any;
  await Deno.remove(objectPath(archivePaths(root), env.capture.bytes.sha256));
  const read = await research.getRecord(root, { kind: "dossier", id: dos.record_id }) as Any;
  assert.equal(read.record.images[0].availability, "missing");
  assert.equal("url" in read.record.images[0], false);
  await assert.rejects(
    () =>
      research.readImage(root, {
        projectId: env.project_id,
        sourceId: env.capture.source_id,
        versionId: env.capture.version_id,
      }),
    (e) => e instanceof research.ImageUnavailableError && e.availability === "missing",
  );
  const audit = await research.audit(root);
  assert.equal(audit.ok, false);
  assert.deepEqual(audit.errors.map((e) => e.code), ["object-missing"]);
});

Deno.test("readImage checks identity: project, source, version and kind", async () => {
  const { root, sourceId } = await recordsFixture();
  const r = await research.ingestImage(root, {
    bytes: tinyPng(),
    filename: "a.png",
    allowRetention: true,
  });
  const ident = { projectId: r.project_id, sourceId: r.source_id, versionId: r.version_id };
  await assert.rejects(
    () => research.readImage(root, { ...ident, projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }),
    ConflictError,
  );
  await assert.rejects(
    () => research.readImage(root, { ...ident, sourceId: sourceId }),
    /No version/,
  );
  const text = await research.getSource(root, sourceId) as Any;
  await assert.rejects(
    () =>
      research.readImage(root, {
        ...ident,
        sourceId: sourceId,
        versionId: text.version.version_id,
      }),
    /is not an image/,
  );
  await assert.rejects(
    () => research.readImage(root, { ...ident, versionId: "../x" }),
    UsageError,
  );
  // A damaged object is refused, not served.
  const file = objectPath(archivePaths(root), r.bytes.sha256);
  await Deno.chmod(file, 0o644);
  const bytes = await Deno.readFile(file);
  bytes[bytes.length - 5] ^= 1;
  await Deno.writeFile(file, bytes);
  await assert.rejects(() => research.readImage(root, ident), /damaged/);
});
