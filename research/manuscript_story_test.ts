/**
 * An author's story with manuscript claim links, through the real `svc` program on a corpus
 * novel (Jekyll and Hyde): link three sentences to claims; move a paragraph, edit around a
 * quote, duplicate a quote — review shows moved, adjusted, ambiguous and reconcile re-pins
 * exactly the first two; change a quote — changed, never re-pinned; delete the file — every
 * link unavailable. Every refused command leaves the log's bytes as they were, and no svc
 * command ever changes a byte of the manuscript.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { sha256 } from "./store/digest.ts";
import { assertError, svc } from "../testing/cli.ts";
import { CORPUS } from "../testing/corpus.ts";

const NOVEL = new URL("en/jekyll-and-hyde.md", CORPUS);
const A = "Mr. Enfield and the lawyer were on the other side of the bystreet";
const B = "It chanced on one of these rambles that their way led them down a bystreet";
const C = "said Mr. Utterson, with a slight change of voice";

type Json = Record<string, unknown>;

/** The novel writes "Mr." with a no-break space, which displayed text shows as a space. */
const raw = (s: string) => s.replaceAll("Mr. ", "Mr.\u00a0");

let available = true;
try {
  Deno.statSync(NOVEL);
} catch {
  available = false;
  console.warn("[notice] ../shared/corpus not found: manuscript link story skipped");
}

async function run(args: string[], root: string): Promise<Json> {
  const r = await svc(["research", ...args, "--project", root]);
  assert.equal(r.code, 0, `${args.join(" ")}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

Deno.test({
  name: "author story: three linked sentences through moves, edits, copies, changes and deletion",
  ignore: !available,
  fn: async () => {
    const dir = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-anchor-story-" }));
    const root = join(dir, "novel");
    const book = join(root, "jekyll.md");
    assert.equal((await svc(["research", "init", root, "--title", "Jekyll"])).code, 0);
    await Deno.copyFile(NOVEL, book);
    const log = () => Deno.readFile(join(root, "svc-research", "log", "commits.jsonl"));
    const digest = async () => await sha256(await Deno.readFile(book));
    const claims: string[] = [];
    for (const title of ["The door in the bystreet", "The Sunday walks", "Utterson's voice"]) {
      const c = await research.createClaim(root, { title, statement: `${title}.` });
      claims.push(c.record_id as string);
    }

    // 1. Link three sentences, each found first.
    const links: string[] = [];
    for (const [i, quote] of [A, B, C].entries()) {
      const found = await run(["find-anchor", book, "--quote", quote], root);
      assert.equal(found.unique, true, quote);
      const before = await digest();
      const link = await run([
        "link-manuscript",
        book,
        "--claim-id",
        claims[i],
        "--claim-revision",
        "1",
        "--selection",
        JSON.stringify(found.selection),
        "--expected-project-id",
        found.project_id as string,
        "--expected-snapshot",
        found.snapshot as string,
        "--expected-source-sha256",
        found.source_sha256 as string,
        "--allow-retention",
        "--note",
        `sentence ${i + 1}`,
      ], root);
      assert.equal(link.schema, "research-manuscript-link-local/1");
      assert.equal(await digest(), before, "linking never changes the manuscript");
      links.push(link.link_id as string);
    }
    const listed = await run(["manuscript-links"], root);
    assert.deepEqual((listed.links as Json[]).map((l) => l.link_id), links);

    // A refused link (no permission, stale snapshot) writes nothing.
    const found = await run(
      ["find-anchor", book, "--quote", "“Tut-tut,” said Mr. Utterson."],
      root,
    );
    const bytes = await log();
    const base = [
      "research",
      "link-manuscript",
      book,
      "--project",
      root,
      "--claim-id",
      claims[0],
      "--claim-revision",
      "1",
      "--selection",
      JSON.stringify(found.selection),
      "--expected-project-id",
      found.project_id as string,
      "--expected-source-sha256",
      found.source_sha256 as string,
    ];
    assertError(
      await svc([...base, "--expected-snapshot", found.snapshot as string]),
      2,
      /allow-retention/,
    );
    assertError(
      await svc([...base, "--expected-snapshot", "0".repeat(64), "--allow-retention"]),
      1,
      /changed since snapshot/,
    );
    assert.deepEqual(await log(), bytes);

    const states = async () => {
      const review = await run(["review-manuscript", book], root);
      const byId = new Map((review.rows as Json[]).map((r) => [r.link_id, r]));
      return { review, rows: links.map((id) => byId.get(id)!) };
    };
    let { rows } = await states();
    assert.deepEqual(rows.map((r) => r.anchor_state), ["resolved", "resolved", "resolved"]);

    // 2. Move A's paragraph further down, edit around B, copy C into another paragraph.
    const lines = (await Deno.readTextFile(book)).split("\n");
    const at = lines.findIndex((l) => l.startsWith(raw(A)));
    const [moved] = lines.splice(at, 2);
    const target = lines.findIndex((l) => l.startsWith("From this he was recalled"));
    lines.splice(target, 0, moved, "");
    let text = lines.join("\n")
      .replace("The street was small and what is called quiet", "The lane was narrow and quiet")
      .replace(raw("“Tut-tut,” said Mr. Utterson."), raw(`“Tut-tut,” ${C}.`));
    await Deno.writeTextFile(book, text);
    const edited = await digest();
    ({ rows } = await states());
    assert.deepEqual(rows.map((r) => r.anchor_state), ["moved", "adjusted", "ambiguous"]);
    assert.deepEqual(rows.map((r) => r.flags), [
      ["source_changed", "anchor_moved"],
      ["source_changed", "anchor_adjusted"],
      ["source_changed", "anchor_ambiguous"],
    ]);
    const text1 = await svc([
      "research",
      "review-manuscript",
      book,
      "--project",
      root,
      "--format",
      "text",
    ]);
    assert.equal(text1.code, 0);
    assert.match(text1.stdout, /^Manuscript review: 3 links, 3 to review/);
    assert.match(text1.stdout, /! moved +lines 13-13 -> 23-23: "Mr\. Enfield/);

    // 3. Reconcile: the plan writes nothing; accepting re-pins exactly A and B.
    const before = await log();
    const plan = await run(["reconcile-manuscript", book], root);
    assert.deepEqual((plan.repinnable as Json[]).map((p) => p.link_id), [links[0], links[1]]);
    // A report writes nothing, so it says what accepting would do, never "Re-anchored".
    for (const p of plan.repinnable as Json[]) {
      assert.match(
        String(p.reason),
        /^Would re-anchor the (moved|adjusted) quote from lines \d+-\d+ /,
      );
    }
    assert.doesNotMatch(JSON.stringify(plan), /Re-anchored/);
    assert.deepEqual((plan.skipped as Json[]).map((p) => [p.link_id, p.anchor_state]), [
      [links[2], "ambiguous"],
    ]);
    assert.deepEqual(await log(), before);
    assertError(
      await svc(["research", "reconcile-manuscript", book, "--project", root, "--accept-moved"]),
      2,
      /expected-snapshot/,
    );
    const done = await run([
      "reconcile-manuscript",
      book,
      "--accept-moved",
      "--expected-snapshot",
      plan.snapshot as string,
      "--expected-source-sha256",
      edited,
    ], root);
    assert.deepEqual((done.repinned as Json[]).map((p) => [p.link_id, p.revision]), [
      [links[0], 2],
      [links[1], 2],
    ]);
    for (const p of done.repinned as Json[]) assert.match(String(p.reason), /^Re-anchored the /);
    assert.equal(await digest(), edited, "reconciling never changes the manuscript");
    ({ rows } = await states());
    assert.deepEqual(rows.map((r) => r.anchor_state), ["resolved", "resolved", "ambiguous"]);
    assert.deepEqual(rows.map((r) => r.link_revision), [2, 2, 1]);

    // 4. Change A's quote itself: changed, and never re-pinned.
    text = text.replace(raw(A), raw(A).replace("other side", "far side"));
    await Deno.writeTextFile(book, text);
    ({ rows } = await states());
    assert.deepEqual(rows.map((r) => r.anchor_state), ["changed", "resolved", "ambiguous"]);
    const idle = await run([
      "reconcile-manuscript",
      book,
      "--accept-moved",
      "--expected-snapshot",
      done.snapshot as string,
      "--expected-source-sha256",
      await digest(),
    ], root);
    assert.deepEqual(idle.repinned, []);
    assert.equal(idle.snapshot, done.snapshot);

    // The ambiguous link is retracted: a guarded revision of its state.
    const stale = await log();
    const retract = ["research", "manuscript-links", "--project", root, "--link-id", links[2]];
    assertError(
      await svc([...retract, "--retract", "--expected-revision", "2", "--reason", "Copied"]),
      1,
      /revision 1, not 2/,
    );
    assert.deepEqual(await log(), stale);
    const retracted = await run([
      "manuscript-links",
      "--link-id",
      links[2],
      "--retract",
      "--expected-revision",
      "1",
      "--reason",
      "The sentence was copied",
    ], root);
    assert.equal((retracted.record as Json).state, "retracted");
    assert.equal(((await run(["manuscript-links"], root)).links as Json[]).length, 2);
    assert.equal(
      ((await run(["manuscript-links", "--include-retracted"], root)).links as Json[]).length,
      3,
    );
    ({ rows } = await states());
    assert.deepEqual(rows.slice(0, 2).map((r) => r.anchor_state), ["changed", "resolved"]);
    assert.equal(rows[2], undefined, "a retracted link is not reviewed");

    // 5. Delete the file: every link unavailable, nothing to reconcile, nothing written.
    await Deno.remove(book);
    const gone = await run(["review-manuscript"], root);
    assert.deepEqual((gone.rows as Json[]).map((r) => [r.anchor_state, r.flags]), [
      ["unavailable", ["source_missing"]],
      ["unavailable", ["source_missing"]],
    ]);
    const end = await log();
    assertError(
      await svc(["research", "reconcile-manuscript", book, "--project", root]),
      1,
      /does not exist/,
    );
    assert.deepEqual(await log(), end);
    const audit = await svc(["research", "audit", "--project", root]);
    assert.equal(audit.code, 0, audit.stdout);
    await Deno.remove(dir, { recursive: true });
  },
});
