/**
 * Issue 14's author story through the real `svc` program on a real corpus novel (the opening
 * of Jekyll and Hyde): ingest, a dossier citing passages, two claims, evidence, a decision, a
 * correction and a supersession, history, a causal relation, the timeline, the matrix as CSV
 * and Markdown, the editorial review, the decision's impact and its acknowledgement. Every
 * output is checked field by field against what the story wrote; the archive audits clean.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../testing/cli.ts";

type Obj = Record<string, unknown>;
const NOVEL = new URL("../../shared/corpus/en/jekyll-and-hyde.md", import.meta.url);

async function available(): Promise<boolean> {
  try {
    await Deno.stat(NOVEL);
    return true;
  } catch {
    return false;
  }
}

Deno.test({
  name: "the author story on Jekyll and Hyde, every output checked field by field",
  ignore: !(await available()),
  fn: async () => {
    const root = await Deno.makeTempDir({ prefix: "svc-story-" });
    const run = async (...args: string[]): Promise<string> => {
      const r = await svc(["research", ...args, "--project", root]);
      assert.equal(r.code, 0, `svc research ${args.join(" ")}: ${r.stderr}`);
      return r.stdout;
    };
    const json = async (...args: string[]): Promise<Obj> => JSON.parse(await run(...args));
    const init = await svc(["research", "init", root, "--title", "Jekyll notes"]);
    assert.equal(init.code, 0, init.stderr);
    const text = (await Deno.readTextFile(NOVEL)).slice(0, 40_000);
    await Deno.writeTextFile(join(root, "opening.md"), text);
    const receipt = await json(
      "ingest",
      join(root, "opening.md"),
      "--allow-retention",
      "--title",
      "Jekyll and Hyde, opening",
    );
    assert.ok((receipt.passages as number) > 20);

    const hits = (await json("search", "--query", "Utterson lawyer", "--limit", "2")).hits as Obj[];
    const door = ((await json("search", "--query", "door", "--limit", "1")).hits as Obj[])[0];
    assert.equal(hits.length, 2);
    const [p1, p2] = hits.map((h) => h.passage_id as string);

    // A dossier citing a passage; its citation carries the passage's text as stored.
    const dos = await json(
      "dossier",
      "--create",
      "--title",
      "Mr Utterson",
      "--body",
      "# Character\nA lawyer, austere.\n\n# Walks\nSunday walks with Enfield.\n",
      "--evidence",
      p1,
    );
    const dosId = dos.record_id as string;
    assert.equal(dos.schema, "research-record-local/1");
    assert.deepEqual((dos.record as Obj).evidence_ids, [p1]);
    assert.deepEqual((dos.record as Obj).editable_sections, ["Character", "Walks"]);
    const cite = (dos.citations as Obj[])[0];
    assert.equal(cite.passage_id, p1);
    assert.match(cite.text as string, /Utterson/);
    assert.equal(cite.source_title, "Jekyll and Hyde, opening");

    const a = await json(
      "claim",
      "--create",
      "--title",
      "The door",
      "--statement",
      "A sinister door opens on the by-street.",
      "--dossier-id",
      dosId,
      "--time-period",
      "1885–1886",
    );
    const aId = a.record_id as string;
    assert.equal(a.schema, "research-claim-local/1");
    assert.deepEqual(a.warnings, []);
    assert.equal((a.record as Obj).dossier_revision, 1);
    assert.equal((a.record as Obj).confidence, "hypothetical");
    const b = await json(
      "claim",
      "--create",
      "--title",
      "The trampling",
      "--statement",
      "Hyde tramples a child at three in the morning.",
      "--time-period",
      "winter, some years ago",
    );
    const bId = b.record_id as string;
    assert.equal((b.warnings as string[]).length, 1, "an unplaceable period warns");

    const link = await json("link", door.passage_id as string, aId);
    assert.equal((link.record as Obj).relation, "supports");
    assert.equal((link.record as Obj).claim_revision, 1);
    const extra = await json(
      "link-evidence",
      "--claim-id",
      aId,
      "--passage-id",
      p2,
      "--relation",
      "qualifies",
      "--rationale",
      "Utterson's own account",
    );
    assert.equal((extra.record as Obj).relation, "qualifies");

    const dec = await json(
      "decision",
      "--create",
      "--title",
      "Move the door to Soho",
      "--rationale",
      "The plot needs it nearer Hyde's rooms",
      "--claim-id",
      aId,
      "--dossier-ids",
      dosId,
      "--deviation-from-fact",
    );
    const decId = dec.record_id as string;
    assert.equal((dec.record as Obj).claim_revision, 1);
    assert.deepEqual((dec.record as Obj).dossier_revisions, { [dosId]: 1 });
    assert.equal((dec.record as Obj).deviation_from_fact, true);
    assert.equal((dec.citations as Obj[]).length, 2, "both links pin claim revision 1");

    // A correction, then a supersession.
    const r2 = await json(
      "claim",
      "--update",
      aId,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      "--change-kind",
      "correction",
      "--reason",
      "Enfield's story confirms it",
    );
    assert.equal(r2.revision, 2);
    const r3 = await json(
      "claim",
      "--update",
      aId,
      "--statement",
      "A blistered door without bell or knocker opens on the by-street.",
      "--expected-revision",
      "2",
      "--change-kind",
      "supersession",
      "--reason",
      "Closer to the text",
    );
    assert.equal(r3.revision, 3);
    const history = await json("claim", "--history", aId);
    assert.deepEqual(
      (history.revisions as Obj[]).map((r) => [r.revision, r.change_kind, r.reason]),
      [
        [3, "supersession", "Closer to the text"],
        [2, "correction", "Enfield's story confirms it"],
        [1, "creation", null],
      ],
    );
    const first = await json("claim", "--inspect", aId, "--revision", "1");
    assert.equal((first.record as Obj).statement, "A sinister door opens on the by-street.");
    assert.equal(first.is_latest, false);

    const rel = await json("relate", aId, bId, "--rationale", "Hyde uses the door");
    assert.equal(rel.schema, "research-claim-relation-local/1");
    assert.equal((rel.record as Obj).relation, "causes");
    assert.equal((rel.from_claim as Obj).pinned_revision, 3);
    assert.equal((rel.to_claim as Obj).pinned_revision, 1);

    const timeline = await json("timeline");
    assert.equal(timeline.schema, "research-timeline-local/1");
    assert.deepEqual(
      (timeline.dated as Obj[]).map((
        d,
      ) => [d.claim_id, d.time_period, d.precision, d.start, d.end]),
      [[aId, "1885–1886", "year", "1885", "1886"]],
    );
    assert.deepEqual(
      (timeline.unplaced as Obj[]).map((u) => [u.claim_id, u.time_period, u.reason]),
      [[bId, "winter, some years ago", "unrecognized"]],
    );

    const csv = await run("matrix", "--format", "csv");
    const rows = csv.split("\r\n");
    assert.ok(rows[0].includes("claim_id"), rows[0]);
    const rowA = rows.find((r) => r.startsWith(aId))!;
    assert.ok(rowA.includes(decId) && rowA.includes("The door"), rowA);
    const md = await run("matrix", "--format", "md");
    const mdRow = md.split("\n").find((l) => l.startsWith(`| ${aId} |`));
    assert.ok(mdRow?.includes(`| ${decId} |`), md.slice(0, 600));

    const review = await json("review", "--format", "json");
    assert.equal(review.schema, "research-editorial-review-local/1");
    const decItem = (review.items as Obj[]).find((i) => i.record_id === decId)!;
    assert.ok((decItem.flags as string[]).includes("claim_changed"), JSON.stringify(decItem));

    const impact = await json("decision-impact", decId, "--format", "json");
    assert.equal(impact.schema, "research-decision-impact-local/1");
    assert.equal(impact.review_needed, true);
    const claim = impact.claim as Obj;
    assert.deepEqual([claim.pinned_revision, claim.current_revision], [1, 3]);
    assert.deepEqual(
      (claim.field_changes as Obj[]).map((c) => c.field).sort(),
      ["confidence", "statement"],
    );

    const snapshot = (await json("claim", "list")).snapshot as string;
    const ack = await json(
      "mark-applied",
      "--decision-id",
      decId,
      "--dossier-id",
      dosId,
      "--expected-snapshot",
      snapshot,
      "--expected-decision-revision",
      "1",
      "--expected-dossier-revision",
      "1",
      "--note",
      "Chapter 1 rewritten",
    );
    assert.equal(ack.schema, "research-decision-acknowledgement-local/1");
    assert.equal(ack.status, "applied");
    const manifest = JSON.parse(
      await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
    );
    assert.equal(manifest.storage, "research-local/6", "the relation raised it to 6 already");
    const audit = await json("audit");
    assert.equal(audit.ok, true, JSON.stringify(audit.errors));
  },
});
