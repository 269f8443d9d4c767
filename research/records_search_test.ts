/**
 * Search over authored records (SPEC 2.7 `research-search-local/2`): scopes `dossiers`,
 * `claims`, `decisions` and `all`, hits discriminated by `kind`, only current revisions
 * searched, and the derived index brought up to date when another process wrote.
 *
 * @module
 */

import assert from "node:assert/strict";
import * as research from "./mod.ts";
import { newId } from "./store/ids.ts";
import { archivePaths } from "./store/paths.ts";
import { writeCommit } from "./store/writer.ts";
import { startFacadeProcess } from "./testing/facade_process.ts";
import { recordsFixture } from "./testing/records_fixture.ts";

type Obj = Record<string, unknown>;

const SOURCE = "The harbour froze in January 1849.\n\nShips waited at Gdańsk for the thaw.\n\n" +
  "The mill burned in March 1848.\n";

const AUTHORED_KEYS = [
  "excerpt",
  "excerpt_marked",
  "highlights",
  "kind",
  "record_id",
  "revision",
  "score",
  "title",
];
const PASSAGE_KEYS = [
  "end",
  "excerpt",
  "excerpt_marked",
  "highlights",
  "kind",
  "ordinal",
  "page",
  "passage_id",
  "score",
  "sha256",
  "source_id",
  "start",
  "title",
  "version",
  "version_id",
];

async function find(root: string, query: string, scope: string): Promise<Obj> {
  return await research.search(root, { query, scope: scope as never, limit: 50 });
}

/** `kind id@revision` of every hit, sorted. */
function keys(result: Obj): string[] {
  return (result.hits as Obj[]).map((h) =>
    h.kind === "passage" || h.kind === undefined
      ? `passage ${h.passage_id}`
      : `${h.kind} ${h.record_id}@${h.revision}`
  ).sort();
}

async function world() {
  const { root, passages } = await recordsFixture(SOURCE);
  const d1 = await research.createDossier(root, {
    title: "Harbour winter",
    body: "# Ice\nThe harbour froze solid.\n\n# Ships\nThey waited.\n",
    evidence_ids: [passages[0]],
  });
  const d2 = await research.createDossier(root, {
    title: "Mill fire",
    body: "# Fire\nIt burned.\n",
  });
  const c1 = await research.createClaim(root, {
    title: "Frozen harbour",
    statement: "The harbour froze in January 1849.",
    time_period: "1849-01",
    dossier_id: d1.record_id,
  });
  const c2 = await research.createClaim(root, {
    title: "Mill fire date",
    statement: "The mill burned in March 1848.",
  });
  const c3 = await research.createClaim(root, {
    title: "Waiting ships",
    statement: "Ships waited at Gdańsk.",
  });
  const x1 = await research.recordDecision(root, {
    title: "Move the ice to December",
    rationale: "The harbour scene needs snow",
    claim_id: c1.record_id,
    dossier_ids: [d1.record_id],
  });
  const x2 = await research.recordDecision(root, {
    title: "Keep the fire",
    rationale: "As it was",
  });
  const id = (e: Obj) => e.record_id as string;
  return {
    root,
    passages,
    d1: id(d1),
    d2: id(d2),
    c1: id(c1),
    c2: id(c2),
    c3: id(c3),
    x1: id(x1),
    x2: id(x2),
  };
}

Deno.test("search scopes over authored records: kinds, envelopes and hit fields", async () => {
  const w = await world();
  const sources = await find(w.root, "harbour", "sources");
  assert.equal(sources.schema, "research-search-local/1");
  assert.deepEqual(keys(sources), [`passage ${w.passages[0]}`]);
  assert.equal((sources.hits as Obj[])[0].kind, undefined, "version 1 hits are untagged passages");

  const expected: Record<string, string[]> = {
    dossiers: [`dossier ${w.d1}@1`],
    claims: [`claim ${w.c1}@1`],
    decisions: [`decision ${w.x1}@1`],
    all: [
      `claim ${w.c1}@1`,
      `decision ${w.x1}@1`,
      `dossier ${w.d1}@1`,
      `passage ${w.passages[0]}`,
    ],
  };
  for (const [scope, hits] of Object.entries(expected)) {
    const r = await find(w.root, "harbour", scope);
    assert.equal(r.schema, "research-search-local/2", scope);
    assert.equal(r.scope, scope);
    assert.equal(r.count, hits.length);
    assert.deepEqual(keys(r), hits, scope);
    const overview = await research.projectOverview(w.root);
    assert.equal(r.snapshot, overview.snapshot, "the snapshot is the head the index reached");
    assert.equal(r.project_id, overview.project_id);
  }

  const all = (await find(w.root, "harbour", "all")).hits as Obj[];
  for (const hit of all) {
    if (hit.kind === "passage") {
      assert.deepEqual(Object.keys(hit).sort(), PASSAGE_KEYS);
      const cited = await research.citation(w.root, hit.passage_id as string);
      assert.deepEqual(
        [
          hit.source_id,
          hit.version_id,
          hit.version,
          hit.page,
          hit.ordinal,
          hit.start,
          hit.end,
          hit.sha256,
        ],
        [
          cited.source_id,
          cited.version_id,
          cited.version,
          cited.page,
          cited.ordinal,
          cited.start,
          cited.end,
          cited.passage_sha256,
        ],
      );
      assert.equal(hit.title, "Letters");
      assert.equal(hit.excerpt, "The harbour froze in January 1849.");
    } else {
      assert.deepEqual(Object.keys(hit).sort(), AUTHORED_KEYS, `${hit.kind} hit fields`);
      assert.ok((hit.score as number) > 0);
    }
  }
  const byKind = new Map(all.map((h) => [h.kind, h]));
  assert.deepEqual(
    { ...byKind.get("dossier"), score: 0, highlights: [] },
    {
      kind: "dossier",
      record_id: w.d1,
      revision: 1,
      title: "Harbour winter",
      excerpt: "# Ice The harbour froze solid. # Ships They waited.",
      excerpt_marked: "# Ice The **harbour** froze solid. # Ships They waited.",
      score: 0,
      highlights: [],
    },
  );
  assert.deepEqual(
    { ...byKind.get("claim"), score: 0, highlights: [] },
    {
      kind: "claim",
      record_id: w.c1,
      revision: 1,
      title: "Frozen harbour",
      excerpt: "The harbour froze in January 1849. 1849-01",
      excerpt_marked: "The **harbour** froze in January 1849. 1849-01",
      score: 0,
      highlights: [],
    },
  );
  assert.deepEqual(
    { ...byKind.get("decision"), score: 0, highlights: [] },
    {
      kind: "decision",
      record_id: w.x1,
      revision: 1,
      title: "Move the ice to December",
      excerpt: "The harbour scene needs snow",
      excerpt_marked: "The **harbour** scene needs snow",
      score: 0,
      highlights: [],
    },
  );
  // Titles are searched too, diacritics fold for records as for passages, and words that
  // only evidence links or relations hold are not indexed.
  assert.deepEqual(keys(await find(w.root, "december", "decisions")), [`decision ${w.x1}@1`]);
  assert.deepEqual(keys(await find(w.root, "gdansk", "claims")), [`claim ${w.c3}@1`]);
  await research.linkEvidence(w.root, {
    claim_id: w.c2,
    passage_id: w.passages[2],
    rationale: "Zygmunt's testimony",
  });
  assert.deepEqual(keys(await find(w.root, "zygmunt", "all")), []);
});

Deno.test("only current revisions are found: revised wording stops matching, history keeps it", async () => {
  const w = await world();
  const revised = await research.reviseRecord(w.root, {
    kind: "claim",
    id: w.c1,
    expectedRevision: 1,
    changes: { title: "Iced bay", statement: "The bay iced over in January 1849." },
    changeKind: "supersession",
    reason: "It was the bay, not the harbour",
  });
  assert.equal(revised.revision, 2);
  assert.deepEqual(keys(await find(w.root, "harbour", "claims")), []);
  assert.deepEqual(keys(await find(w.root, "froze", "claims")), []);
  assert.deepEqual(keys(await find(w.root, "frozen", "claims")), [], "the old title is gone too");
  assert.deepEqual(keys(await find(w.root, "iced", "claims")), [`claim ${w.c1}@2`]);
  assert.deepEqual(keys(await find(w.root, "harbour", "all")), [
    `decision ${w.x1}@1`,
    `dossier ${w.d1}@1`,
    `passage ${w.passages[0]}`,
  ]);
  const old = await research.getRecord(w.root, { kind: "claim", id: w.c1, revision: 1 });
  assert.equal((old.record as Obj).statement, "The harbour froze in January 1849.");

  // One section of a dossier, then a batch revising a dossier and a decision in one commit.
  const section = await research.updateSection(w.root, {
    id: w.d1,
    section: "Ice",
    body: "The bay iced over.\n\n",
    expectedRevision: 1,
    changeKind: "correction",
    reason: "Bay",
  });
  assert.equal(section.revision, 2);
  assert.deepEqual(keys(await find(w.root, "harbour", "dossiers")), [`dossier ${w.d1}@2`]);
  assert.deepEqual(keys(await find(w.root, "froze", "dossiers")), []);
  const batch = await research.applyRecordRevisions(w.root, [
    {
      kind: "dossier",
      id: w.d1,
      expected_revision: 2,
      changes: { title: "Bay winter" },
      change_kind: "correction",
      reason: "Bay",
    },
    {
      kind: "decision",
      id: w.x1,
      expected_revision: 1,
      changes: { rationale: "The bay scene needs snow" },
      change_kind: "correction",
      reason: "Bay",
    },
  ], section.snapshot as string);
  assert.equal((batch.operations as Obj[]).length, 2);
  assert.deepEqual(keys(await find(w.root, "harbour", "all")), [`passage ${w.passages[0]}`]);
  assert.deepEqual(keys(await find(w.root, "bay", "all")), [
    `claim ${w.c1}@2`,
    `decision ${w.x1}@2`,
    `dossier ${w.d1}@3`,
  ]);
  // A fresh rebuild of the index answers the same as the incrementally refreshed one.
  const incremental = await find(w.root, "bay", "all");
  await research.reindex(w.root);
  const rebuilt = await find(w.root, "bay", "all");
  assert.deepEqual(keys(rebuilt), keys(incremental));
  assert.equal(rebuilt.snapshot, incremental.snapshot);
});

Deno.test("the index refreshes across processes: writes by one process are found by another's search", async () => {
  const w = await world();
  assert.deepEqual(keys(await find(w.root, "harbour", "claims")), [`claim ${w.c1}@1`]);
  const children = await Promise.all([startFacadeProcess(w.root), startFacadeProcess(w.root)]);
  try {
    // A child writes; this process (whose index handle is open and cached) sees it.
    const revised = await children[0].call("reviseRecord", {
      kind: "claim",
      id: w.c3,
      expectedRevision: 1,
      changes: { statement: "Ships waited at Gdańsk for the harbour to open." },
      changeKind: "correction",
      reason: "More precise",
    });
    assert.ok(revised?.ok, JSON.stringify(revised));
    const found = await find(w.root, "harbour", "claims");
    assert.deepEqual(keys(found), [`claim ${w.c1}@1`, `claim ${w.c3}@2`].sort());
    assert.equal(found.snapshot, revised.result.snapshot);
    const created = await children[1].call("createClaim", {
      title: "Icebreaker",
      statement: "An icebreaker arrived in February.",
    });
    assert.ok(created?.ok);
    assert.deepEqual(keys(await find(w.root, "icebreaker", "all")), [
      `claim ${created.result.record_id}@1`,
    ]);

    // This process writes; both children search at once (both refresh the same index file)
    // and agree, round after round.
    for (let round = 1; round <= 3; round++) {
      const mine = await research.reviseRecord(w.root, {
        kind: "claim",
        id: w.c3,
        expectedRevision: round + 1,
        changes: { statement: `Ships waited, round ${round} of the thaw${"!".repeat(round)}` },
        changeKind: "correction",
        reason: `Round ${round}`,
      });
      await Promise.all(
        children.map((c) => c.send("search", { query: "thaw", scope: "all", limit: 50 })),
      );
      const answers = await Promise.all(children.map((c) => c.next()));
      for (const a of answers) {
        assert.ok(a?.ok, JSON.stringify(a));
        assert.equal(a.result.snapshot, mine.snapshot);
        assert.deepEqual(keys(a.result), [
          `claim ${w.c3}@${round + 2}`,
          `passage ${w.passages[1]}`,
        ]);
      }
      const harbour = await children[round % 2].call("search", {
        query: "harbour",
        scope: "claims",
      });
      assert.ok(harbour?.ok);
      assert.deepEqual(keys(harbour.result), [`claim ${w.c1}@1`], "the old wording is gone");
    }
  } finally {
    for (const c of children) assert.equal((await c.close()).code, 0);
  }
  const report = await research.audit(w.root);
  assert.equal(report.ok, true);
  assert.deepEqual(report.warnings, [], "searches left the index at the head");
});

Deno.test({
  name:
    "a scoped search finds the matching claim even when more than 1,000 records of other kinds match",
  // The kind filter applies inside the ranking window (research/search/read.ts).
  fn: async () => {
    const { root } = await recordsFixture();
    const claim = await research.createClaim(root, {
      title: "Harbour",
      statement: "The harbour froze.",
    });
    // 1,001 dossier creations in one commit through the store's write path (a facade call per
    // dossier would be 1,001 fsynced commits); the log stays valid (checked by audit).
    await writeCommit(archivePaths(root), () => ({
      schema: 1,
      ops: Array.from({ length: 1001 }, (_, i) => ({
        op: "revision" as const,
        kind: "dossier" as const,
        record_id: newId("dos"),
        revision: 1,
        record: { title: `Dossier ${i}`, body: "The harbour again.", evidence_ids: [], images: [] },
      })),
    }));
    assert.equal((await research.audit(root)).errors.length, 0);
    assert.deepEqual(keys(await find(root, "froze", "claims")), [`claim ${claim.record_id}@1`]);
    assert.deepEqual(keys(await find(root, "harbour", "claims")), [`claim ${claim.record_id}@1`]);
  },
});
