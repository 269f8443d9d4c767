import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import { recordsFixture } from "../testing/records_fixture.ts";

type Env = Record<string, unknown>;

/**
 * Tricky labels, each stored on its own claim (title = its index). Expected placements are
 * written out by hand: `[precision, start, end, sort_key]` or the unplaced reason.
 */
const LABELS: [label: string | null, expected: [string, string, string, string] | string][] = [
  ["1848", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  [" 1848-03 ", ["month", "1848-03", "1848-03", "1848-03-01/1848-03-31"]],
  ["1848-03-18", ["day", "1848-03-18", "1848-03-18", "1848-03-18/1848-03-18"]],
  ["1848 – 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848—1850", ["year", "1848", "1850", "1848-01-01/1850-12-31"]],
  ["1848/1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848..1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848-1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848-03/1848-05", ["month", "1848-03", "1848-05", "1848-03-01/1848-05-31"]],
  ["1848-12", ["month", "1848-12", "1848-12", "1848-12-01/1848-12-31"]],
  ["1760", ["year", "1760", "1760", "1760-01-01/1760-12-31"]],
  ["1848", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  ["1849-1848", "reversed_range"],
  ["1848/1848-05", "mixed_precision"],
  ["c. 1850", "unrecognized"],
  ["1850s", "unrecognized"],
  ["1848\u20121849", "unrecognized"],
  ["1848-03-1848-05", "unrecognized"],
  ["１８４８", "unrecognized"],
  ["March 1848", "unrecognized"],
  ["1900-02-29", "invalid_date"],
  ["0000", "invalid_date"],
  ["   ", "missing"],
  [null, "missing"],
];

/** Indexes of LABELS in the order the timeline must list the dated ones (worked out by hand). */
const DATED_ORDER = [10, 0, 11, 3, 7, 6, 5, 4, 1, 8, 2, 9];

Deno.test("timeline places tricky labels from claims, keeps them as written, never uses timestamps", async () => {
  const { root } = await recordsFixture();
  const ids: string[] = [];
  for (const [i, [label]] of LABELS.entries()) {
    const made = await research.createClaim(root, {
      title: `Claim ${i}`,
      statement: `Statement ${i}`,
      ...(label === null ? {} : { time_period: label }),
    });
    ids.push(made.record_id as string);
  }
  const t = await research.timeline(root);
  assert.equal(t.schema, "research-timeline-local/1");
  assert.equal(t.dossier_id, null);
  assert.deepEqual(t.dated.map((e) => e.claim_id), DATED_ORDER.map((i) => ids[i]));
  for (const e of t.dated) {
    const i = ids.indexOf(e.claim_id);
    const [label, expected] = LABELS[i];
    const [precision, start, end, sortKey] = expected as string[];
    assert.deepEqual(e, {
      claim_id: ids[i],
      revision: 1,
      title: `Claim ${i}`,
      confidence: "hypothetical",
      dossier_id: null,
      dossier_revision: null,
      time_period: label,
      precision,
      start,
      end,
      sort_key: sortKey,
    });
  }
  const unplacedIdx = LABELS.flatMap(([, e], i) => typeof e === "string" ? [i] : []);
  assert.deepEqual(t.unplaced.map((e) => e.claim_id), unplacedIdx.map((i) => ids[i]));
  for (const e of t.unplaced) {
    const i = ids.indexOf(e.claim_id);
    assert.equal(e.time_period, LABELS[i][0]);
    assert.equal(e.reason, LABELS[i][1]);
    assert.equal(e.revision, 1);
    assert.equal(e.title, `Claim ${i}`);
    assert.equal(typeof e.message, "string");
    if (LABELS[i][0] !== null) assert.ok(e.message.includes(JSON.stringify(LABELS[i][0])));
  }
  // Reads carry the archive identity and never write.
  const listed = await research.listClaims(root);
  assert.equal(t.project_id, listed.project_id);
  assert.equal(t.snapshot, listed.snapshot);
});

Deno.test("timeline uses each claim's current revision and can be limited to one dossier", async () => {
  const { root } = await recordsFixture();
  const a = await research.createDossier(root, { title: "A", body: "# A\n" });
  const b = await research.createDossier(root, { title: "B", body: "# B\n" });
  const inA = await research.createClaim(root, {
    title: "In A",
    statement: "S",
    dossier_id: a.record_id,
    time_period: "c. 1848",
  });
  const inB = await research.createClaim(root, {
    title: "In B",
    statement: "S",
    dossier_id: b.record_id,
    time_period: "1850",
  });
  await research.reviseRecord(root, {
    kind: "claim",
    id: inA.record_id,
    expectedRevision: 1,
    changes: { time_period: "1848-05", confidence: "disputed" },
    changeKind: "correction",
    reason: "The letter is dated",
  });
  const all = await research.timeline(root);
  assert.deepEqual(all.dated.map((e) => [e.claim_id, e.revision, e.time_period]), [
    [inA.record_id, 2, "1848-05"],
    [inB.record_id, 1, "1850"],
  ]);
  assert.equal(all.dated[0].confidence, "disputed");
  assert.equal(all.dated[0].dossier_id, a.record_id);
  assert.equal(all.dated[0].dossier_revision, 1);
  assert.deepEqual(all.unplaced, []);
  const onlyB = await research.timeline(root, { dossierId: b.record_id as string });
  assert.equal(onlyB.dossier_id, b.record_id);
  assert.deepEqual(onlyB.dated.map((e) => e.claim_id), [inB.record_id]);
  await assert.rejects(
    research.timeline(root, { dossierId: "dos_01ARZ3NDEKTSV4RRFFQ69G5FAV" }),
    (e) => e instanceof UsageError && /no dossier dos_01ARZ3NDEKTSV4RRFFQ69G5FAV/.test(e.message),
  );
  await assert.rejects(
    research.timeline(root, { dossierId: "clm_x" }),
    (e) => e instanceof UsageError && /"dossier_id" must be a full dos_ id/.test(e.message),
  );
});

Deno.test("timeline renders as text and Markdown with labels as written", async () => {
  const { root } = await recordsFixture();
  const one = await research.createClaim(root, {
    title: "Mill | fire",
    statement: "S",
    confidence: "evidenced",
    time_period: "1848 – 1849",
  });
  const two = await research.createClaim(root, {
    title: "Later",
    statement: "S",
    time_period: "c.\n1850",
  });
  const t = await research.timeline(root);
  const snap = t.snapshot as string;
  assert.equal(
    research.renderTimeline(t, "text"),
    `Timeline · 1 dated · 1 unplaced · snapshot ${snap}\n\n` +
      `1848 – 1849  Mill | fire (${one.record_id} r1, evidenced)\n\n` +
      "Unplaced\n" +
      `c. 1850  unrecognized  Later (${two.record_id} r1)\n`,
  );
  assert.equal(
    research.renderTimeline(t, "md"),
    "# Timeline\n\n" +
      "| Period | Precision | Start | End | Claim | Confidence | ID |\n" +
      "| --- | --- | --- | --- | --- | --- | --- |\n" +
      `| 1848 – 1849 | year | 1848 | 1849 | Mill \\| fire | evidenced | ${one.record_id} r1 |\n` +
      "\n## Unplaced\n\n" +
      "| Period | Reason | Claim | Confidence | ID |\n" +
      "| --- | --- | --- | --- | --- |\n" +
      `| c.<br>1850 | unrecognized | Later | hypothetical | ${two.record_id} r1 |\n` +
      `\n1 dated · 1 unplaced · snapshot ${snap}\n`,
  );
  const empty = await research.timeline((await recordsFixture()).root);
  assert.match(research.renderTimeline(empty, "text"), /No claim has a placeable time period\.\n$/);
});

Deno.test("timeline of an archive without claims is empty, not an error", async () => {
  const { root } = await recordsFixture();
  const t: Env = { ...(await research.timeline(root)) };
  assert.deepEqual(t.dated, []);
  assert.deepEqual(t.unplaced, []);
});
