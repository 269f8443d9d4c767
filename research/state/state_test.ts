import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import * as research from "../mod.ts";
import { fullRecordsFixture } from "../testing/full_records_fixture.ts";
import { recordsFixture } from "../testing/records_fixture.ts";
import { copyTree } from "../testing/refman_bundle_fixture.ts";
import { forgetArchive, loadArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { readCurrentState } from "./current.ts";
import { listText } from "./archive.ts";
import { readSlice } from "./slice.ts";
import { readReviewHead, readReviewSlice } from "./review_slice.ts";
import { claimListJson, matrixJson, timelineJson } from "../api/list_json.ts";
import { editorialReviewText } from "../api/views.ts";
import { renderReview } from "../views/review_render.ts";
import { readStateMeta } from "./schema.ts";

type Fixture = Awaited<ReturnType<typeof fullRecordsFixture>>;

/** A copy of the archive whose reads replay the log: without a head mark, no state is used. */
async function replayCopy(root: string): Promise<string> {
  const copy = join(await Deno.makeTempDir({ prefix: "svc-replay-" }), "copy");
  await copyTree(root, copy);
  await Deno.remove(join(copy, "svc-research", "HEAD.json"));
  await Deno.remove(archivePaths(copy).state).catch(() => {});
  return copy;
}

/** The answer of a read, or its error, as text. */
async function answer(read: () => Promise<unknown>): Promise<string> {
  try {
    const value = await read();
    return typeof value === "string" ? value : JSON.stringify(value, null, 2);
  } catch (e) {
    return `${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

/** Every read the state answers, over every record and revision of the fixture. */
async function allReads(root: string, f: Fixture): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [kind, ids] of Object.entries(f.records)) {
    for (const id of ids) {
      const latest = (await research.getRecord(root, { kind, id })).latest_revision as number;
      for (let revision = 1; revision <= latest + 1; revision++) {
        out.set(
          `${kind} ${id} @${revision}`,
          await answer(() => research.getRecord(root, { kind, id, revision })),
        );
      }
      out.set(`history ${id}`, await answer(() => research.recordHistory(root, { kind, id })));
    }
  }
  for (const id of f.decisions) {
    out.set(`impact ${id}`, await answer(() => research.decisionImpact(root, id)));
  }
  const unknown = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
  out.set("unknown", await answer(() => research.getRecord(root, { kind: "claim", id: unknown })));
  out.set("bad id", await answer(() => research.getRecord(root, { kind: "claim", id: "clm_1" })));
  out.set("bad impact", await answer(() => research.decisionImpact(root, f.records.claim[0])));
  out.set("overview", await answer(() => research.projectOverview(root)));
  // The lists and views over whole kinds (`kinds.ts`), with their errors.
  const [dossier] = f.records.dossier;
  const lists: [string, () => Promise<unknown>][] = [
    ["claims", () => research.listClaims(root)],
    ["claims of dossier", () => research.listClaims(root, { dossierId: dossier })],
    ["claims of claim", () => research.listClaims(root, { dossierId: f.records.claim[0] })],
    ["claims bad dossier", () => research.listClaims(root, { dossierId: "dos_1" })],
    ["timeline", () => research.timeline(root)],
    ["timeline of dossier", () => research.timeline(root, { dossierId: dossier })],
    [
      "timeline unknown",
      () => research.timeline(root, { dossierId: unknown.replace("clm", "dos") }),
    ],
    ["matrix", () => research.claimMatrixData(root)],
    ["review", () => research.editorialReview(root)],
  ];
  for (const [name, read] of lists) out.set(name, await answer(read));
  for (const [name, text] of Object.entries(listTexts(root, dossier, f.records.claim[0]))) {
    out.set(name, await answer(text));
  }
  return out;
}

/**
 * The long lists as the CLI prints them (`api/list_json.ts`: joined from the state's
 * pre-rendered rows, or serialised from a replay), with their errors.
 */
function listTexts(
  root: string,
  dossier: string,
  notDossier: string,
): Record<string, () => Promise<string>> {
  const text = async (chunks: Promise<Uint8Array[]>) =>
    new TextDecoder().decode(concat(await chunks));
  return {
    "claims text": () => text(claimListJson(root)),
    "claims of dossier text": () => text(claimListJson(root, { dossierId: dossier })),
    "claims of claim text": () => text(claimListJson(root, { dossierId: notDossier })),
    "claims bad dossier text": () => text(claimListJson(root, { dossierId: "dos_1" })),
    "timeline text": () => text(timelineJson(root)),
    "timeline of dossier text": () => text(timelineJson(root, { dossierId: dossier })),
    "timeline of claim text": () => text(timelineJson(root, { dossierId: notDossier })),
    "matrix text": () => text(matrixJson(root)),
    "review text": () => editorialReviewText(root, 50),
    "review text of 1": () => editorialReviewText(root, 1),
    "review text of 2": () => editorialReviewText(root, 2),
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function withoutRoot(reads: Map<string, string>, root: string): Map<string, string> {
  const overview = reads.get("overview")!;
  return new Map([...reads, ["overview", overview.replaceAll(JSON.stringify(root), '"ROOT"')]]);
}

async function stateCommit(root: string): Promise<number | null> {
  return await readCurrentState(archivePaths(root), (s) => s.meta.commit_no);
}

function stateMeta(root: string) {
  const db = new DatabaseSync(archivePaths(root).state, { readOnly: true });
  try {
    return readStateMeta(db);
  } finally {
    db.close();
  }
}

async function headCommit(root: string): Promise<number> {
  return (await research.projectOverview(root)).commits as number;
}

Deno.test("every one-record read from the state is the replay's, byte for byte", async () => {
  const f = await fullRecordsFixture();
  const copy = await replayCopy(f.root);
  const fromState = await allReads(f.root, f);
  // The reads above answered from the state, the copy's from replays.
  assert.equal(await stateCommit(f.root), await headCommit(f.root));
  assert.equal(await stateCommit(copy), null);
  const fromReplay = await allReads(copy, f);
  await Deno.stat(archivePaths(copy).state).then(
    () => assert.fail("a replayed archive got a state"),
    () => {},
  );
  assert.deepEqual(withoutRoot(fromState, f.root), withoutRoot(fromReplay, copy));
  assert.ok(fromState.size > 40, "the fixture's reads were compared");
  // What the fixture holds shows in the answers compared.
  const dossier = JSON.parse(fromState.get(`dossier ${f.records.dossier[0]} @3`)!);
  assert.deepEqual(
    dossier.citations.map((c: { availability: string }) => c.availability),
    ["available", "available", "withdrawn"],
  );
  assert.equal(dossier.record.images[0].availability, "available");
  const other = JSON.parse(fromState.get(`claim ${f.records.claim[1]} @1`)!);
  assert.deepEqual(other.citations.map((c: { text: unknown }) => c.text === null), [true, false]);
  const impact = JSON.parse(fromState.get(`impact ${f.decisions[0]}`)!);
  assert.equal(impact.acknowledgements[0].latest.status, "review_needed");
  assert.deepEqual(impact.evidence.retracted, [f.records.evidence_link[1]]);
  assert.match(fromState.get("unknown")!, /^UsageError: "id": no claim/);
  // The lists hold what the fixture shows: revised records (a dossier at revision 3, whose
  // middle revision a list does not read), retracted links, a reopened decision.
  const claims = JSON.parse(fromState.get("claims")!).claims;
  assert.deepEqual(claims.map((c: { revision: number }) => c.revision), [2, 1, 1]);
  assert.ok(claims[0].created_at < claims[0].revised_at);
  const review = JSON.parse(fromState.get("review")!);
  assert.ok(review.counts.by_flag.acknowledgement_review_needed > 0);
  assert.ok(review.counts.by_flag.source_changed > 0);
  assert.ok(review.counts.by_flag.dossier_changed > 0);
  assert.ok(JSON.parse(fromState.get("matrix")!).claims[0].decisions.length > 0);
  assert.match(fromState.get("timeline unknown")!, /^UsageError: "dossier_id": no dossier/);
  // The printed lists are the views' JSON and a line break, and came from the state's rows.
  for (const name of ["claims", "claims of dossier", "timeline", "timeline of dossier", "matrix"]) {
    assert.equal(fromState.get(`${name} text`), fromState.get(name) + "\n", name);
  }
  assert.match(fromState.get("claims bad dossier text")!, /^UsageError: "dossier_id"/);
  // The review's text, from a part of the review, is the whole review's.
  for (const limit of [1, 2, 50]) {
    const whole = renderReview(JSON.parse(fromState.get("review")!), limit);
    assert.equal(fromState.get(limit === 50 ? "review text" : `review text of ${limit}`), whole);
  }
  assert.match(fromState.get("review text of 1")!, /… and \d+ more item/);
  assert.equal(fromState.get("claims of claim text"), fromState.get("claims of claim"));
  for (const list of [{ name: "claims", dossierId: null } as const, { name: "matrix" } as const]) {
    assert.ok(await listText(archivePaths(f.root), list), `${list.name} from the state`);
  }
  // The review's slices are read from the state (a failure there would leave it to a replay).
  const slices = await readCurrentState(archivePaths(f.root), (s) => ({
    all: readReviewSlice(s.db, s.meta).only.size,
    head: readReviewHead(s.db, s.meta, 1).only.size,
  }));
  assert.ok(slices !== null && slices.all > 0 && slices.head > 0 && slices.head <= slices.all);
});

Deno.test("a slice holds what one record's views read, not the whole archive", async () => {
  const f = await fullRecordsFixture();
  await research.getRecord(f.root, { kind: "claim", id: f.records.claim[2] });
  const records = await readCurrentState(archivePaths(f.root), (s) => {
    const alone = readSlice(s.db, s.meta, [f.records.claim[2]], { related: true });
    const decision = readSlice(s.db, s.meta, [f.decisions[0]], { related: true });
    return { alone: [...alone.records.keys()], decision: [...decision.records.keys()] };
  });
  assert.deepEqual(records?.alone, [f.records.claim[2]]);
  // The decision, its claim and dossier, the claim's links (creation order), no other claim.
  const [l1, l2, , , l5] = f.records.evidence_link;
  const [d] = f.records.dossier;
  assert.deepEqual(records?.decision, [d, f.records.claim[0], l1, l2, f.decisions[0], l5]);
});

Deno.test("a state behind the log is caught up in place from the commits after its head", async () => {
  const { root } = await recordsFixture();
  await research.projectOverview(root);
  const path = archivePaths(root).state;
  const inode = (await Deno.stat(path)).ino;
  const before = stateMeta(root)!;
  const claim = await research.createClaim(root, { title: "Later", statement: "Added after" });
  const read = await research.getRecord(root, { kind: "claim", id: claim.record_id });
  assert.equal(read.snapshot, claim.snapshot);
  const after = stateMeta(root)!;
  assert.equal(after.commit_no, before.commit_no + 1);
  assert.equal(after.log_bytes, (await Deno.stat(archivePaths(root).log)).size);
  assert.equal((await Deno.stat(path)).ino, inode, "caught up, not rebuilt");
});

Deno.test("the printed lists follow each commit caught up in place, as a replay prints them", async () => {
  const f = await fullRecordsFixture();
  const root = f.root;
  const [dossier] = f.records.dossier;
  const [c1, c2, c3] = f.records.claim;
  const texts = async (at: string) => {
    const out = new Map<string, string>();
    for (const [name, text] of Object.entries(listTexts(at, dossier, c1))) {
      out.set(name, await answer(text));
    }
    out.set("review", await answer(() => research.editorialReview(at)));
    return out;
  };
  await texts(root);
  const inode = (await Deno.stat(archivePaths(root).state)).ino;
  const revise = async (kind: string, id: string, changes: Record<string, unknown>) => {
    const current = await research.getRecord(root, { kind, id });
    await research.reviseRecord(root, {
      kind,
      id,
      expectedRevision: current.latest_revision,
      changes,
      changeKind: "correction",
      reason: "Test",
    });
  };
  const link = await research.getRecord(root, {
    kind: "evidence_link",
    id: f.records.evidence_link[0],
  });
  const passage = (link.record as { passage_id: string }).passage_id;
  const steps: [string, () => Promise<unknown>][] = [
    [
      "a claim placed earlier",
      () => revise("claim", c2, { time_period: "1847", confidence: "evidenced" }),
    ],
    [
      "a contradicting link",
      () =>
        research.linkEvidence(root, {
          claim_id: c3,
          passage_id: passage,
          relation: "contradicts",
          rationale: "x",
        }),
    ],
    [
      "a link retracted",
      () => revise("evidence_link", f.records.evidence_link[0], { state: "retracted" }),
    ],
    ["a claim revised under its links", () => revise("claim", c1, { statement: "Again." })],
    [
      "a decision on another claim",
      () => research.recordDecision(root, { title: "Cut", rationale: "y", claim_id: c3 }),
    ],
    [
      "a claim in the dossier",
      () =>
        research.createClaim(root, {
          title: "New",
          statement: "N",
          dossier_id: dossier,
          time_period: "1850",
        }),
    ],
  ];
  for (const [what, step] of steps) {
    await step();
    const fromState = await texts(root);
    const copy = await replayCopy(root);
    assert.deepEqual(fromState, await texts(copy), what);
    assert.equal(stateMeta(root)?.commit_no, await headCommit(root), what);
  }
  assert.equal((await Deno.stat(archivePaths(root).state)).ino, inode, "caught up, not rebuilt");
  const matrix = JSON.parse((await texts(root)).get("matrix text")!);
  assert.equal(matrix.claims[2].evidence.contradicts, 1);
  assert.equal(matrix.claims[2].decisions.length, 1);
  const timeline = JSON.parse((await texts(root)).get("timeline text")!);
  assert.equal(timeline.dated[0].claim_id, c2);
  const review = JSON.parse((await texts(root)).get("review")!);
  assert.ok(review.counts.by_flag.evidence_conflict > 0 || review.counts.by_flag.claim_changed > 0);
});

Deno.test("a missing, damaged, foreign or older state is rebuilt and answers as a replay", async () => {
  const f = await fullRecordsFixture();
  const path = archivePaths(f.root).state;
  const stranger = await recordsFixture();
  await research.projectOverview(stranger.root);
  const id = f.records.claim[0];
  const copy = await replayCopy(f.root);
  const expected = await answer(() => research.getRecord(copy, { kind: "claim", id }));
  const damage: [string, () => Promise<void>][] = [
    ["missing", () => Deno.remove(path)],
    ["not a database", () => Deno.writeTextFile(path, "not a database ".repeat(300))],
    ["foreign", () => Deno.copyFile(archivePaths(stranger.root).state, path)],
    ["older format", () => {
      const db = new DatabaseSync(path);
      db.exec("UPDATE meta SET format = 0");
      db.close();
      return Promise.resolve();
    }],
    ["cut", async () => {
      const bytes = await Deno.readFile(path);
      await Deno.writeFile(path, bytes.subarray(0, 8192));
    }],
  ];
  for (const [what, spoil] of damage) {
    await research.getRecord(f.root, { kind: "claim", id });
    await spoil();
    assert.equal(
      await answer(() => research.getRecord(f.root, { kind: "claim", id })),
      expected,
      what,
    );
    assert.equal(stateMeta(f.root)?.commit_no, await headCommit(f.root), what);
  }
});

Deno.test("strict reads never write the state and refuse one that is missing or behind", async () => {
  const { root } = await recordsFixture();
  const path = archivePaths(root).state;
  const claim = await research.createClaim(root, { title: "T", statement: "S" });
  const id = claim.record_id as string;
  await Deno.remove(path).catch(() => {});
  await assert.rejects(
    () => research.getRecord(root, { kind: "claim", id, strict: true }),
    /The record state ".*state\.sqlite" is missing; run: svc research reindex, or read without --strict/,
  );
  await Deno.stat(path).then(() => assert.fail("strict wrote a state"), () => {});
  await research.getRecord(root, { kind: "claim", id });
  await research.createClaim(root, { title: "T2", statement: "S2" });
  const before = await Deno.readFile(path);
  await assert.rejects(
    () => research.recordHistory(root, { kind: "claim", id, strict: true }),
    /The record state is behind the archive \(commit 3 of 4\)/,
  );
  assert.deepEqual(await Deno.readFile(path), before);
  await Deno.writeTextFile(path, "not a database ".repeat(300));
  await assert.rejects(
    () => research.decisionImpact(root, "dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T", { strict: true }),
    /The record state ".*" is damaged or of another format; run: svc research reindex/,
  );
  await research.reindex(root);
  const strict = await research.getRecord(root, { kind: "claim", id, strict: true });
  assert.equal(strict.snapshot, (await research.projectOverview(root)).snapshot);
});

Deno.test("a line after the head mark is verified on every read: damage fails as in a replay", async () => {
  const { root } = await recordsFixture();
  const paths = archivePaths(root);
  const mark = await Deno.readFile(paths.head);
  const claim = await research.createClaim(root, { title: "Mill", statement: "Burned" });
  // As after a writer killed between its append and the mark: the last line is after the mark.
  await Deno.writeFile(paths.head, mark);
  const id = claim.record_id as string;
  await research.getRecord(root, { kind: "claim", id });
  assert.equal(stateMeta(root)?.commit_no, await headCommit(root));
  const log = await Deno.readTextFile(paths.log);
  await Deno.writeTextFile(paths.log, log.replace('"title":"Mill"', '"title":"Mull"'));
  forgetArchive(paths);
  const replayed = await answer(() => loadArchive(paths));
  assert.match(replayed, /damaged at line 3 .*sha256 does not match/);
  forgetArchive(paths);
  assert.equal(await answer(() => research.getRecord(root, { kind: "claim", id })), replayed);
  forgetArchive(paths);
  assert.equal(
    await answer(() => research.decisionImpact(root, "dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T")),
    replayed,
  );
  for (
    const list of [
      () => research.listClaims(root),
      () => research.timeline(root),
      () => research.claimMatrixData(root),
      () => research.editorialReview(root),
      () => claimListJson(root),
      () => timelineJson(root),
      () => matrixJson(root),
    ]
  ) {
    forgetArchive(paths);
    assert.equal(await answer(list), replayed);
  }
});

Deno.test("a torn tail is ignored and counted as a replay counts it", async () => {
  const f = await fullRecordsFixture();
  const paths = archivePaths(f.root);
  await research.projectOverview(f.root);
  const file = await Deno.open(paths.log, { append: true });
  await file.write(new TextEncoder().encode('{"actor":"torn'));
  file.close();
  const copy = await replayCopy(f.root);
  const reads = withoutRoot(await allReads(f.root, f), f.root);
  assert.deepEqual(reads, withoutRoot(await allReads(copy, f), copy));
  assert.equal(JSON.parse(reads.get("overview")!).torn_tail_bytes, 14);
});

Deno.test("the overview is kept while the archive is unchanged and read again after a write", async () => {
  const { root } = await recordsFixture();
  const first = await research.projectOverview(root);
  (first.counts as Record<string, number>).claims = 99;
  // Served from memory: the state file is not even opened again.
  await Deno.remove(archivePaths(root).state);
  const again = await research.projectOverview(root);
  assert.equal((again.counts as Record<string, number>).claims, 0);
  await Deno.stat(archivePaths(root).state).then(
    () => assert.fail("the kept overview read the state"),
    () => {},
  );
  await research.createClaim(root, { title: "T", statement: "S" });
  const after = await research.projectOverview(root);
  assert.equal((after.counts as Record<string, number>).claims, 1);
  assert.equal(after.commits, (again.commits as number) + 1);
});
