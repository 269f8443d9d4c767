import assert from "node:assert/strict";
import { join } from "node:path";
import { ConflictError, ProcessingError, UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import { logBytes } from "../testing/records_fixture.ts";
import { fileSha256, LEDGER, linkQuote, manuscriptFixture } from "../testing/manuscript_fixture.ts";

const QUOTE = "Nobody saw the first spark";

type Row = Record<string, unknown>;

/** One manuscript edit per anchor state and per flag: file, edit, state, flags. */
const TABLE: [string, (path: string) => Promise<void>, string, string[]][] = [
  ["resolved.md", async () => {}, "resolved", []],
  ["source-changed.md", edit((t) => t.replace("harbour", "harbor")), "resolved", [
    "source_changed",
  ]],
  ["moved.md", edit((t) => t.replace("## One\n", "## One\n\nA new first paragraph.\n")), "moved", [
    "source_changed",
    "anchor_moved",
  ]],
  ["adjusted.md", edit((t) => t.replace("March", "April")), "adjusted", [
    "source_changed",
    "anchor_adjusted",
  ]],
  ["ambiguous.md", edit((t) => t + `\nShe wrote: ${QUOTE}.\n`), "ambiguous", [
    "source_changed",
    "anchor_ambiguous",
  ]],
  ["changed.md", edit((t) => t.replace("*first*", "second")), "changed", [
    "source_changed",
    "anchor_changed",
  ]],
  ["missing.md", (p) => Deno.remove(p), "unavailable", ["source_missing"]],
  [
    "not-utf8.md",
    (p) => Deno.writeFile(p, new Uint8Array([0x23, 0x20, 0xff, 0xfe, 0x0a])),
    "unavailable",
    ["source_unreadable"],
  ],
  [
    "folder.md",
    async (p) => {
      await Deno.remove(p);
      await Deno.mkdir(p);
    },
    "unavailable",
    ["source_unreadable"],
  ],
  ["claim-changed.md", async () => {}, "resolved", ["claim_changed"]],
];

function edit(change: (text: string) => string): (path: string) => Promise<void> {
  return async (path) => await Deno.writeTextFile(path, change(await Deno.readTextFile(path)));
}

async function tableArchive() {
  const files = Object.fromEntries(TABLE.map(([name]) => [name, LEDGER]));
  const fx = await manuscriptFixture(files);
  const second = await research.createClaim(fx.root, {
    title: "Claim to revise",
    statement: "Someone saw it.",
  });
  const links = new Map<string, string>();
  for (const [name] of TABLE) {
    const claim = name === "claim-changed.md" ? second.record_id as string : fx.claimId;
    const link = await linkQuote(fx.root, name, QUOTE, claim);
    links.set(name, link.link_id as string);
  }
  await research.reviseRecord(fx.root, {
    kind: "claim",
    id: second.record_id,
    expectedRevision: 1,
    changes: { statement: "Nobody saw it." },
    changeKind: "correction",
    reason: "Misread",
  });
  for (const [name, change] of TABLE) await change(join(fx.root, name));
  return { ...fx, links };
}

Deno.test("review: one manuscript edit per anchor state and per flag", async () => {
  const { root, links, claimId } = await tableArchive();
  const log = await logBytes(root);
  const review = await research.reviewManuscriptLinks(root);
  assert.equal(review.schema, "research-manuscript-review-local/1");
  assert.equal(await logBytes(root), log, "a review writes nothing");
  const rows = new Map((review.rows as Row[]).map((r) => [r.manuscript as string, r]));
  for (const [name, , state, flags] of TABLE) {
    const row = rows.get(name)!;
    assert.equal(row.link_id, links.get(name), name);
    assert.equal(row.anchor_state, state, name);
    assert.deepEqual(row.flags, flags, name);
    assert.equal(row.review_needed, flags.some((f) => f !== "source_changed"), name);
    for (
      const field of [
        "claim_revision",
        "claim_current_revision",
        "dossier_id",
        "dossier_revision",
        "anchor",
        "current_source_sha256",
        "flags",
        "anchor_state",
        "candidate_lines",
        "resolved_start_line",
        "resolved_end_line",
        "resolved_start",
        "resolved_end",
      ]
    ) {
      assert.ok(field in row, `${name}: ${field}`);
    }
    const resolved = state === "resolved";
    assert.equal(row.resolved_start_line === null, !resolved, name);
    assert.equal(row.current_source_sha256 === null, state === "unavailable", name);
  }
  assert.deepEqual(review.counts, {
    resolved: 3,
    moved: 1,
    adjusted: 1,
    ambiguous: 1,
    changed: 1,
    unavailable: 3,
  });
  assert.equal(review.review_needed, 8);
  const moved = rows.get("moved.md")!;
  assert.deepEqual(
    (moved.candidate_lines as Row[]).map((c) => [c.start_line, c.end_line]),
    [[7, 8]],
  );
  assert.equal((rows.get("ambiguous.md")!.candidate_lines as Row[]).length, 2);
  const ok = rows.get("resolved.md")!;
  assert.equal(ok.claim_id, claimId);
  assert.deepEqual(
    [ok.resolved_start_line, ok.resolved_end_line, ok.resolved_start, ok.resolved_end],
    [5, 6, 31, 57],
  );
  const claimChanged = rows.get("claim-changed.md")!;
  assert.deepEqual([claimChanged.claim_revision, claimChanged.claim_current_revision], [1, 2]);

  const one = await research.reviewManuscriptLinks(root, { manuscript: "missing.md" });
  assert.equal(one.manuscript, "missing.md");
  assert.deepEqual((one.rows as Row[]).map((r) => r.anchor_state), ["unavailable"]);
  await assert.rejects(
    () =>
      research.reviewManuscriptLinks(root, {
        expectedProjectId: "prj_01JZZZZZZZZZZZZZZZZZZZZZZZ",
      }),
    ConflictError,
  );
  await assert.rejects(
    () => research.reviewManuscriptLinks(root, { manuscript: "../elsewhere.md" }),
    /outside the project/,
  );
});

Deno.test("re-anchoring re-pins moved and adjusted links only, under digest, snapshot and revision guards", async () => {
  const { root, links } = await tableArchive();
  const review = await research.reviewManuscriptLinks(root);
  const rows = new Map((review.rows as Row[]).map((r) => [r.manuscript as string, r]));
  const guards = (name: string) => ({
    linkId: links.get(name),
    expectedRevision: 1,
    expectedSnapshot: review.snapshot,
    expectedSourceSha256: rows.get(name)!.current_source_sha256 ?? "0".repeat(64),
  });
  const log = await logBytes(root);
  const refusals: [string, Record<string, unknown>, unknown, RegExp][] = [
    ["resolved.md", {}, UsageError, /nothing to re-pin/],
    ["ambiguous.md", {}, UsageError, /never re-pinned/],
    ["changed.md", {}, UsageError, /never re-pinned/],
    ["missing.md", {}, ProcessingError, /does not exist/],
    ["moved.md", { expectedRevision: 2 }, ConflictError, /revision 1, not 2/],
    ["moved.md", { expectedSnapshot: "e".repeat(64) }, ConflictError, /changed since snapshot/],
    ["moved.md", { expectedSourceSha256: "0".repeat(64) }, ConflictError, /changed since/],
    ["moved.md", { linkId: "mcl_01JZZZZZZZZZZZZZZZZZZZZZZZ" }, UsageError, /no manuscript claim/],
  ];
  for (const [name, change, type, pattern] of refusals) {
    await assert.rejects(
      () => research.reanchorManuscriptLink(root, { ...guards(name), ...change }),
      (e: Error) => {
        assert.ok(e instanceof (type as typeof Error), `${name}: ${e.message}`);
        assert.match(e.message, pattern, name);
        return true;
      },
    );
    assert.equal(await logBytes(root), log, name);
  }
  const movedBytes = await fileSha256(join(root, "moved.md"));
  const moved = await research.reanchorManuscriptLink(root, guards("moved.md"));
  assert.equal(moved.schema, "research-manuscript-link-local/1");
  assert.equal(moved.revision, 2);
  assert.equal(moved.anchor_state, "moved");
  const before = (moved.previous_anchor as Row).selection as Row;
  const after = (moved.link as Row).anchor as Row;
  const s = after.selection as Row;
  assert.deepEqual([s.start_line, s.end_line, s.start, s.end, s.quote], [7, 8, 31, 57, QUOTE]);
  assert.equal(s.paragraph_sha256, before.paragraph_sha256);
  assert.equal(after.source_sha256, movedBytes);
  assert.equal(await fileSha256(join(root, "moved.md")), movedBytes);
  const adjusted = await research.reanchorManuscriptLink(root, {
    ...guards("adjusted.md"),
    expectedSnapshot: moved.snapshot,
  });
  const adj = ((adjusted.link as Row).anchor as Row).selection as Row;
  assert.notEqual(
    adj.paragraph_sha256,
    ((adjusted.previous_anchor as Row).selection as Row)
      .paragraph_sha256,
  );
  const again = await research.reviewManuscriptLinks(root);
  const states = new Map((again.rows as Row[]).map((r) => [r.manuscript, r.anchor_state]));
  assert.equal(states.get("moved.md"), "resolved");
  assert.equal(states.get("adjusted.md"), "resolved");
  const first = await research.getRecord(root, {
    kind: "manuscript_claim_link",
    id: links.get("moved.md"),
    revision: 1,
  });
  assert.deepEqual(
    ((first.record as Row).anchor as Row).selection,
    before,
    "the earlier anchor stays in history",
  );
  const history = await research.recordHistory(root, {
    kind: "manuscript_claim_link",
    id: links.get("moved.md"),
  });
  const latest = (history.revisions as Row[])[0];
  assert.equal(latest.change_kind, "correction");
  assert.match(latest.reason as string, /from lines 5-6 .* to lines 7-8/);
});

Deno.test("reconcile reports without --accept-moved and re-pins exactly the moved and adjusted links in one commit", async () => {
  const text = LEDGER + "\nThe river master counted the barrels.\n";
  const { root, claimId } = await manuscriptFixture({ "book.md": text });
  const a = await linkQuote(root, "book.md", QUOTE, claimId);
  const b = await linkQuote(root, "book.md", "Letters from Łódź", claimId);
  const c = await linkQuote(root, "book.md", "counted every crate twice", claimId);
  const d = await linkQuote(root, "book.md", "The river master", claimId);
  // a moved (a paragraph above), b adjusted (edited around), c ambiguous, d changed.
  await Deno.writeTextFile(
    join(root, "book.md"),
    text.replace("## One\n", "## One\n\nOpening.\n")
      .replace("Letters from Łódź mention", "Letters from Łódź, all of them, mention")
      .replace(
        "The river master counted the barrels.",
        "The ferry master counted every crate twice.",
      ),
  );
  const digest = await fileSha256(join(root, "book.md"));
  const log = await logBytes(root);
  const plan = await research.reconcileManuscriptLinks(root, { manuscript: "book.md" });
  assert.equal(plan.schema, "research-manuscript-reconcile-local/1");
  assert.equal(await logBytes(root), log);
  const ids = (list: unknown) => (list as Row[]).map((r) => [r.link_id, r.anchor_state]);
  assert.deepEqual(ids(plan.repinnable), [[a.link_id, "moved"], [b.link_id, "adjusted"]]);
  assert.deepEqual(ids(plan.skipped), [[c.link_id, "ambiguous"], [d.link_id, "changed"]]);
  assert.deepEqual((plan.repinnable as Row[]).map((r) => (r.reason as string).split(" from ")[0]), [
    "Would re-anchor the moved quote",
    "Would re-anchor the adjusted quote",
  ]);
  await assert.rejects(
    () =>
      research.reconcileManuscriptLinks(root, {
        manuscript: "book.md",
        acceptMoved: true,
        expectedSnapshot: "a".repeat(64),
        expectedSourceSha256: digest,
      }),
    ConflictError,
  );
  await assert.rejects(
    () => research.reconcileManuscriptLinks(root, { manuscript: "book.md", acceptMoved: true }),
    /expected_snapshot/,
  );
  await assert.rejects(
    () =>
      research.reconcileManuscriptLinks(root, {
        manuscript: "book.md",
        acceptMoved: true,
        expectedSnapshot: plan.snapshot,
        expectedSourceSha256: digest,
        linkIds: [a.link_id],
        expectedRevisions: { [a.link_id as string]: 2 },
      }),
    (e: Error) => e instanceof ConflictError && /revision 1, not 2/.test(e.message),
  );
  assert.equal(await logBytes(root), log);
  await Deno.writeTextFile(join(root, "other.md"), "## Other\n\nA different book.\n");
  const other = await linkQuote(root, "other.md", "A different book", claimId);
  await assert.rejects(
    () =>
      research.reconcileManuscriptLinks(root, {
        manuscript: "book.md",
        linkIds: [other.link_id],
      }),
    /anchors "other.md", not "book.md"/,
  );
  const onlyA = await research.reconcileManuscriptLinks(root, {
    manuscript: "book.md",
    linkIds: [a.link_id],
  });
  assert.deepEqual(ids(onlyA.repinnable), [[a.link_id, "moved"]]);
  assert.deepEqual(onlyA.skipped, []);
  const done = await research.reconcileManuscriptLinks(root, {
    manuscript: "book.md",
    acceptMoved: true,
    expectedSnapshot: (await research.listManuscriptLinks(root)).snapshot,
    expectedSourceSha256: digest,
  });
  assert.deepEqual(ids(done.repinned), [[a.link_id, "moved"], [b.link_id, "adjusted"]]);
  const lines = (await Deno.readTextFile(join(root, "svc-research", "log", "commits.jsonl")))
    .trimEnd().split("\n");
  const lastCommit = JSON.parse(lines.at(-1)!);
  assert.equal(lastCommit.ops.length, 2, "one commit holds both re-pins");
  const review = await research.reviewManuscriptLinks(root, { manuscript: "book.md" });
  assert.deepEqual(
    (review.rows as Row[]).map((r) => r.anchor_state).sort(),
    ["ambiguous", "changed", "resolved", "resolved"],
  );
  const idle = await research.reconcileManuscriptLinks(root, {
    manuscript: "book.md",
    acceptMoved: true,
    expectedSnapshot: done.snapshot,
    expectedSourceSha256: digest,
  });
  assert.deepEqual(idle.repinned, []);
  assert.equal(idle.snapshot, done.snapshot, "nothing to re-pin writes nothing");
});
