import assert from "node:assert/strict";
import { join } from "node:path";
import { ConflictError, UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import { logBytes } from "../testing/records_fixture.ts";
import { fileSha256, LEDGER, linkQuote, manuscriptFixture } from "../testing/manuscript_fixture.ts";

const QUOTE = "Nobody saw the first spark";

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for await (const e of Deno.readDir(dir)) {
    n += e.isDirectory ? await countFiles(join(dir, e.name)) : 1;
  }
  return n;
}

Deno.test("linkManuscriptClaim stores claim_ref, the anchor, state and note, moves storage to schema 7 and touches no manuscript byte", async () => {
  const { root, claimId } = await manuscriptFixture();
  const book = join(root, "book.md");
  const before = await fileSha256(book);
  const objects = await countFiles(join(root, "svc-research", "objects"));
  const overview = await research.projectOverview(root);
  const link = await linkQuote(root, "book.md", QUOTE, claimId, { note: "Chapter one" });
  assert.equal(link.schema, "research-manuscript-link-local/1");
  assert.match(link.link_id as string, /^mcl_/);
  assert.equal(link.revision, 1);
  const view = link.link as Record<string, unknown>;
  assert.equal(view.state, "active");
  assert.equal(view.note, "Chapter one");
  assert.equal(view.claim_id, claimId);
  assert.equal(view.claim_revision, 1);
  const p = "The mill burned in March 1848. Nobody saw the first spark.";
  assert.deepEqual(view.anchor, {
    manuscript: "book.md",
    source_sha256: before,
    selection: {
      start_line: 5,
      end_line: 6,
      paragraph_sha256: await sha(p),
      start: p.indexOf(QUOTE),
      end: p.indexOf(QUOTE) + QUOTE.length,
      quote: QUOTE,
    },
  });
  assert.equal(await fileSha256(book), before);
  const manifest = JSON.parse(
    await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
  );
  assert.equal(manifest.storage, "research-local/7");
  // No blob, no passage, no evidence link.
  assert.equal(await countFiles(join(root, "svc-research", "objects")), objects);
  const after = await research.projectOverview(root);
  assert.deepEqual(after.counts, {
    ...(overview.counts as Record<string, number>),
    manuscript_claim_links: 1,
  }, "one link, and no new source, passage or evidence link");
  const evidence = await research.listEvidenceLinks(root, {});
  assert.equal((evidence.evidence_links as unknown[]).length, 0);
  const record = await research.getRecord(root, {
    kind: "manuscript_claim_link",
    id: link.link_id,
  });
  assert.deepEqual((record.record as Record<string, unknown>).claim_ref, {
    claim_id: claimId,
    claim_revision: 1,
  });
});

async function sha(text: string): Promise<string> {
  const d = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  return [...d].map((b) => b.toString(16).padStart(2, "0")).join("");
}

Deno.test("every refused link writes nothing and leaves the manuscript as it was", async () => {
  const { root, claimId, projectId } = await manuscriptFixture();
  const outside = await Deno.makeTempDir({ prefix: "svc-outside-" });
  await Deno.writeTextFile(join(outside, "other.md"), LEDGER);
  await Deno.symlink(join(outside, "other.md"), join(root, "linked.md"));
  await Deno.mkdir(join(root, "folder.md"));
  await Deno.writeTextFile(join(root, "dup.md"), LEDGER + "\nAgain: Nobody saw the first spark.\n");
  const found = await research.findAnchor(root, { manuscript: "book.md", quote: QUOTE });
  const good = {
    manuscript: "book.md",
    claimId,
    claimRevision: 1,
    selection: found.selection,
    expectedProjectId: projectId,
    expectedSnapshot: found.snapshot,
    expectedSourceSha256: found.source_sha256,
    allowRetention: true,
  };
  const sel = found.selection as Record<string, unknown>;
  const dupFound = await research.findAnchor(root, {
    manuscript: "dup.md",
    quote: "saw the first",
  });
  const cases: [
    string,
    Record<string, unknown>,
    typeof UsageError | typeof ConflictError,
    RegExp,
  ][] = [
    ["no permission", { allowRetention: undefined }, UsageError, /allow_retention must be true/],
    ["permission false", { allowRetention: false }, UsageError, /allow_retention/],
    ['permission "true"', { allowRetention: "true" }, UsageError, /allow_retention/],
    ["permission 1", { allowRetention: 1 }, UsageError, /allow_retention/],
    ["outside path", { manuscript: join(outside, "other.md") }, UsageError, /outside the project/],
    ["dot-dot path", { manuscript: "../x.md" }, UsageError, /Cannot find|outside/],
    ["symlink leaving the project", { manuscript: "linked.md" }, UsageError, /outside the project/],
    ["a path in the archive", { manuscript: "svc-research/MANIFEST.json" }, UsageError, /archive/],
    ["a folder", { manuscript: "folder.md" }, UsageError, /not a file/],
    ["a missing file", { manuscript: "gone.md" }, UsageError, /Cannot find/],
    [
      "wrong project",
      { expectedProjectId: "prj_01JZZZZZZZZZZZZZZZZZZZZZZZ" },
      ConflictError,
      /project/,
    ],
    [
      "stale snapshot",
      { expectedSnapshot: "f".repeat(64) },
      ConflictError,
      /changed since snapshot/,
    ],
    [
      "stale source",
      { expectedSourceSha256: "0".repeat(64) },
      ConflictError,
      /changed since it was read/,
    ],
    ["malformed source digest", { expectedSourceSha256: "abc" }, UsageError, /hex/],
    ["no snapshot", { expectedSnapshot: undefined }, UsageError, /expected_snapshot/],
    ["no project id", { expectedProjectId: undefined }, UsageError, /expected_project_id/],
    ["future claim revision", { claimRevision: 2 }, UsageError, /no revision 2/],
    ["claim revision 0", { claimRevision: 0 }, UsageError, /positive integer/],
    [
      "unknown claim",
      { claimId: "clm_01JZZZZZZZZZZZZZZZZZZZZZZZ" },
      UsageError,
      /unknown or withdrawn/,
    ],
    [
      "stale selection digest",
      { selection: { ...sel, paragraph_sha256: "1".repeat(64) } },
      UsageError,
      /Invalid selection/,
    ],
    [
      "selection off by one",
      { selection: { ...sel, start: (sel.start as number) + 1, end: (sel.end as number) + 1 } },
      UsageError,
      /does not stand/,
    ],
    [
      "selection at no paragraph",
      { selection: { ...sel, start_line: 1, end_line: 1 } },
      UsageError,
      /no paragraph/,
    ],
    [
      "unknown selection field",
      { selection: { ...sel, context: "x" } },
      UsageError,
      /Unknown field/,
    ],
    ["blank quote", { selection: { ...sel, quote: " ".repeat(26) } }, UsageError, /blank/],
    [
      "quote over 10,000 code points",
      { selection: { ...sel, start: 0, end: 10_001, quote: "x".repeat(10_001) } },
      UsageError,
      /10000 code points/,
    ],
    ["note over 2,000 characters", { note: "n".repeat(2001) }, UsageError, /2000/],
    [
      "ambiguous selection",
      {
        manuscript: "dup.md",
        selection: dupFound.matches && (dupFound.matches as unknown[])[0],
        expectedSourceSha256: dupFound.source_sha256,
      },
      UsageError,
      /Ambiguous selection/,
    ],
  ];
  const log = await logBytes(root);
  const book = await fileSha256(join(root, "book.md"));
  for (const [name, change, type, pattern] of cases) {
    await assert.rejects(
      () => research.linkManuscriptClaim(root, { ...good, ...change }),
      (e: Error) => {
        assert.ok(e instanceof type, `${name}: ${e.constructor.name} ${e.message}`);
        assert.match(e.message, pattern, name);
        return true;
      },
      name,
    );
    assert.equal(await logBytes(root), log, name);
  }
  assert.equal(await fileSha256(join(root, "book.md")), book);
  // A claim revised since it was read is stale: 409 and nothing written.
  await research.reviseRecord(root, {
    kind: "claim",
    id: claimId,
    expectedRevision: 1,
    changes: { confidence: "disputed" },
    changeKind: "correction",
    reason: "New letter",
  });
  const revised = await logBytes(root);
  const current = await research.findAnchor(root, { manuscript: "book.md", quote: QUOTE });
  await assert.rejects(
    () =>
      research.linkManuscriptClaim(root, {
        ...good,
        expectedSnapshot: current.snapshot,
      }),
    (e: Error) => e instanceof ConflictError && /revision 2, not 1/.test(e.message),
  );
  assert.equal(await logBytes(root), revised);
  const manifest = JSON.parse(
    await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
  );
  assert.notEqual(manifest.storage, "research-local/7");
});

Deno.test("listManuscriptLinks filters by claim, hides retracted links and reads no manuscript", async () => {
  const { root, claimId } = await manuscriptFixture();
  const other = await research.createClaim(root, { title: "Łódź", statement: "Letters came." });
  const a = await linkQuote(root, "book.md", QUOTE, claimId);
  const b = await linkQuote(root, "book.md", "Letters from Łódź", other.record_id as string);
  await Deno.remove(join(root, "book.md"));
  const all = await research.listManuscriptLinks(root);
  assert.equal(all.schema, "research-manuscript-links-local/1");
  assert.deepEqual((all.links as { link_id: string }[]).map((l) => l.link_id), [
    a.link_id,
    b.link_id,
  ]);
  const one = await research.listManuscriptLinks(root, { claimId });
  assert.deepEqual((one.links as { link_id: string }[]).map((l) => l.link_id), [a.link_id]);
  const log = await logBytes(root);
  await assert.rejects(
    () =>
      research.reviseRecord(root, {
        kind: "manuscript_claim_link",
        id: a.link_id,
        expectedRevision: 2,
        changes: { state: "retracted" },
        changeKind: "correction",
        reason: "Wrong sentence",
      }),
    ConflictError,
  );
  assert.equal(await logBytes(root), log);
  await research.reviseRecord(root, {
    kind: "manuscript_claim_link",
    id: a.link_id,
    expectedRevision: 1,
    changes: { state: "retracted" },
    changeKind: "correction",
    reason: "Wrong sentence",
  });
  await assert.rejects(
    () =>
      research.reviseRecord(root, {
        kind: "manuscript_claim_link",
        id: b.link_id,
        expectedRevision: 1,
        changes: { anchor: {} },
        changeKind: "correction",
        reason: "Move it",
      }),
    /immutable/,
  );
  const active = await research.listManuscriptLinks(root);
  assert.deepEqual((active.links as { link_id: string }[]).map((l) => l.link_id), [b.link_id]);
  const withRetracted = await research.listManuscriptLinks(root, { includeRetracted: true });
  const states = (withRetracted.links as { link_id: string; state: string }[]).map((l) => [
    l.link_id,
    l.state,
  ]);
  assert.deepEqual(states, [[a.link_id, "retracted"], [b.link_id, "active"]]);
  const history = await research.recordHistory(root, {
    kind: "manuscript_claim_link",
    id: a.link_id,
  });
  assert.deepEqual(
    (history.revisions as { revision: number; state: string }[]).map((r) => [r.revision, r.state]),
    [[2, "retracted"], [1, "active"]],
  );
  await assert.rejects(() => research.listManuscriptLinks(root, { claimId: "x" }), UsageError);
});

Deno.test("findAnchor offers a ready selection for a unique quote, however it was copied", async () => {
  const { root } = await manuscriptFixture();
  const copied = await research.findAnchor(root, {
    manuscript: "book.md",
    quote: "Nobody saw\n  the *first* spark",
  });
  assert.equal(copied.schema, "research-manuscript-find-local/1");
  assert.equal(copied.quote, QUOTE);
  assert.equal(copied.unique, true);
  assert.equal(copied.source_sha256, await fileSha256(join(root, "book.md")));
  assert.deepEqual(copied.selection, (copied.matches as unknown[])[0]);
  const many = await research.findAnchor(root, { manuscript: "book.md", quote: "the" });
  assert.equal(many.unique, false);
  assert.equal(many.selection, null);
  assert.ok((many.count as number) > 1);
  const none = await research.findAnchor(root, { manuscript: "book.md", quote: "Atlantis" });
  assert.deepEqual([none.count, none.selection], [0, null]);
  await assert.rejects(
    () => research.findAnchor(root, { manuscript: "book.md", quote: " \n " }),
    /blank/,
  );
  await assert.rejects(
    () => research.findAnchor(root, { manuscript: "/etc/hostname", quote: "x" }),
    /outside the project/,
  );
});
