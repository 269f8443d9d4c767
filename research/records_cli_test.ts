/**
 * `svc research dossier|claim|decision|link|link-evidence|relate|revise-batch` and the
 * authored search scopes, through the real program in a child process. Archives are built
 * through the facade where the CLI is not what is tested. Every refused write is checked
 * against the log's byte length: usage errors exit 2, stale guards exit 1, and neither writes.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { logBytes, recordsFixture } from "./testing/records_fixture.ts";
import { assertError, type Run, svc } from "../testing/cli.ts";

// deno-lint-ignore no-explicit-any
type Json = Record<string, any>;

/** A well-formed id that names nothing in the archive. */
const missing = (prefix: string) => `${prefix}_${"0".repeat(26)}`;

/** `svc research ARGS --project ROOT`. */
function research_(root: string, ...args: string[]): Promise<Run> {
  return svc(["research", ...args, "--project", root]);
}

function json(r: Run): Json {
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** Runs every invocation (a few at a time: the machine is shared) and checks its exit code. */
async function expectErrors(
  root: string,
  cases: readonly [code: number, args: string[], pattern?: RegExp][],
): Promise<void> {
  const before = await logBytes(root);
  for (let i = 0; i < cases.length; i += 4) {
    const batch = cases.slice(i, i + 4);
    const runs = await Promise.all(batch.map(([, args]) => research_(root, ...args)));
    runs.forEach((r, j) => {
      const [code, args, pattern] = batch[j];
      // The batch runs at once, so a run may first wait for another's lock and say so.
      const waited = /^\[warning\] Waiting for another svc process[^\n]*\n/;
      try {
        assertError({ ...r, stderr: r.stderr.replace(waited, "") }, code, pattern);
      } catch (e) {
        throw new Error(`${args.join(" ")}: ${(e as Error).message}`);
      }
    });
  }
  assert.equal(await logBytes(root), before, "a refused command wrote to the log");
}

const REVISE = ["--change-kind", "correction", "--reason", "Checked the letter"];

async function story() {
  const fx = await recordsFixture();
  const dossier = await research.createDossier(fx.root, {
    title: "Mill fire",
    body: "# Streets\nOld street names.\n\n# Fire\nThe mill burned.\n",
    evidence_ids: [fx.passages[0]],
  });
  const claim = await research.createClaim(fx.root, {
    title: "Fire in March",
    statement: "The mill burned in March 1848.",
    dossier_id: dossier.record_id,
    time_period: "1848-03",
  });
  return { ...fx, dossierId: dossier.record_id as string, claimId: claim.record_id as string };
}

Deno.test("dossier, claim and decision list by default and with the list verb, which takes no id, revision flag or field", async () => {
  const s = await story();
  const other = await research.createClaim(s.root, { title: "Insurer", statement: "Paid 1849" });
  const decision = await research.recordDecision(s.root, {
    title: "Move the fire to April",
    claim_id: s.claimId,
    dossier_ids: [s.dossierId],
    deviation_from_fact: true,
  });
  const schemas = {
    dossier: ["research-dossiers-local/1", "dossiers", s.dossierId],
    claim: ["research-claims-local/2", "claims", s.claimId],
    decision: ["research-decisions-local/1", "decisions", decision.record_id],
  } as const;
  for (const [command, [schema, key, first]] of Object.entries(schemas)) {
    const [plain, verb] = await Promise.all([
      research_(s.root, command),
      research_(s.root, command, "list"),
    ]);
    assert.equal(plain.stdout, verb.stdout, command);
    const listed = json(verb);
    assert.equal(listed.schema, schema);
    assert.equal(listed[key][0].record_id, first);
  }
  const all = json(await research_(s.root, "claim", "list"));
  assert.deepEqual(all.claims.map((c: Json) => c.record_id), [s.claimId, other.record_id]);
  const ofDossier = json(await research_(s.root, "claim", "list", "--dossier-id", s.dossierId));
  assert.deepEqual(ofDossier.claims.map((c: Json) => c.record_id), [s.claimId]);
  assert.equal(ofDossier.snapshot, all.snapshot);
  await expectErrors(s.root, [
    [2, ["claim", "list", "--inspect", s.claimId], /"list" cannot be combined with --inspect/],
    [2, ["claim", "list", "--history", s.claimId], /"list" cannot be combined with --history/],
    [2, ["dossier", "list", "--update", s.dossierId], /"list" cannot be combined with --update/],
    [2, ["dossier", "list", "--sections", s.dossierId], /cannot be combined with --sections/],
    [2, ["decision", "list", "--create"], /"list" cannot be combined with --create/],
    [2, ["claim", "list", "--revision", "1"], /"list" cannot be combined with --revision/],
    [2, ["claim", "list", "--expected-revision", "1"], /combined with --expected-revision/],
    [2, ["dossier", "list", "--title", "X"], /"list" cannot be combined with --title/],
    [2, ["decision", "list", "--deviation-from-fact"], /combined with --deviation-from-fact/],
    [2, ["claim", "list", "--statement", "S"], /"list" cannot be combined with --statement/],
    [2, ["claim", "show"], /Unknown action "show"/],
    [2, ["claim", "list", "extra"], /arguments/i],
    [2, ["claim", "--revision", "1"], /--revision is used with --inspect, not alone/],
    [2, ["dossier", "--title", "X"], /--title is used with --create or --update/],
    [2, ["claim", "--inspect", s.claimId, "--history", s.claimId], /Choose one of/],
    [2, ["claim", "--inspect", s.dossierId], /--inspect must be a full clm_ id/],
    [2, ["claim", "list", "--dossier-id", "dos_1"], /"dossier_id" must be a full dos_ id/],
  ]);
});

Deno.test("creation through the CLI: a dossier from a body file, a claim whose warnings also reach stderr, a decision with pins; inspect and history read them", async () => {
  const fx = await recordsFixture();
  const dir = await Deno.makeTempDir();
  const bodyFile = join(dir, "body.md");
  await Deno.writeTextFile(bodyFile, "# Streets\nŁódź, Piotrkowska.\n\n# Fire\nBurned.\n");
  const dossier = json(
    await research_(
      fx.root,
      "dossier",
      "--create",
      "--title",
      "Mill fire",
      "--body-file",
      bodyFile,
      "--evidence",
      `${fx.passages[0]},${fx.passages[1]}`,
    ),
  );
  assert.equal(dossier.schema, "research-record-local/1");
  assert.equal(dossier.kind, "dossier");
  assert.equal(dossier.revision, 1);
  assert.equal(dossier.record.body, "# Streets\nŁódź, Piotrkowska.\n\n# Fire\nBurned.\n");
  assert.deepEqual(dossier.record.evidence_ids, [fx.passages[0], fx.passages[1]]);
  assert.deepEqual(dossier.record.editable_sections, ["Streets", "Fire"]);
  assert.equal(dossier.citation_scope, "pinned_passages");
  assert.deepEqual(dossier.citations.map((c: Json) => c.passage_id), fx.passages.slice(0, 2));

  const claimRun = await research_(
    fx.root,
    "claim",
    "--create",
    "--title",
    "Fire in spring",
    "--statement",
    "The mill burned in spring.",
    "--confidence",
    "evidenced",
    "--time-period",
    "Spring 1848",
    "--dossier-id",
    dossier.record_id,
  );
  const claim = json(claimRun);
  assert.equal(claim.schema, "research-claim-local/1");
  assert.equal(claim.record.confidence, "evidenced");
  assert.equal(claim.record.time_period, "Spring 1848");
  assert.equal(claim.record.dossier_revision, 1);
  assert.equal(claim.warnings.length, 2);
  assert.deepEqual(
    claimRun.stderr.trimEnd().split("\n"),
    claim.warnings.map((w: string) => `[warning] ${w}`),
  );

  const decision = json(
    await research_(
      fx.root,
      "decision",
      "--create",
      "--title",
      "Keep the spring",
      "--rationale",
      "The letters agree.",
      "--claim-id",
      claim.record_id,
      "--dossier-ids",
      dossier.record_id,
      "--deviation-from-fact",
    ),
  );
  assert.equal(decision.record.claim_revision, 1);
  assert.deepEqual(decision.record.dossier_revisions, { [dossier.record_id]: 1 });
  assert.equal(decision.record.deviation_from_fact, true);
  assert.equal(decision.record.review_needed, false);
  assert.equal(decision.citation_scope, "current_links_to_pinned_claim_revision");

  const inspected = json(await research_(fx.root, "claim", "--inspect", claim.record_id));
  assert.deepEqual(inspected.record, claim.record);
  assert.equal(inspected.is_latest, true);
  const history = json(await research_(fx.root, "decision", "--history", decision.record_id));
  assert.equal(history.schema, "research-history-local/1");
  assert.deepEqual(history.revisions.map((r: Json) => r.change_kind), ["creation"]);
  const sections = json(await research_(fx.root, "dossier", "--sections", dossier.record_id));
  assert.deepEqual(sections.editable_sections, ["Streets", "Fire"]);

  const dos = dossier.record_id;
  await expectErrors(fx.root, [
    [2, ["dossier", "--create"], /--title is required/],
    [2, ["dossier", "--create", "--title", "T", "--body", "x", "--body-file", bodyFile], /both/],
    [1, ["dossier", "--create", "--title", "T", "--body-file", join(dir, "nope.md")], /body file/],
    [2, ["dossier", "--create", "--title", "T", "--evidence", "psg_1"], /full psg_ id/],
    [2, ["dossier", "--create", "--title", "T", "--revision", "1"], /--revision cannot be used/],
    [2, ["dossier", "--create", "--inspect", dos], /Choose one of --inspect, --create/],
    [2, ["dossier", "--create", "--title", "T", "--section", "Fire"], /--section cannot/],
    [2, ["claim", "--create", "--title", "T"], /--statement is required/],
    [2, ["claim", "--create", "--title", "T", "--statement", "S", "--confidence", "sure"], /sure/],
    [
      2,
      ["claim", "--create", "--title", "T", "--statement", "S", "--dossier-revision", "0"],
      /whole number/,
    ],
    [
      2,
      ["claim", "--create", "--title", "T", "--statement", "S", "--dossier-revision", "1"],
      /needs a "dossier_id"/,
    ],
    [2, [
      "claim",
      "--create",
      "--title",
      "T",
      "--statement",
      "S",
      "--dossier-id",
      dos,
      "--dossier-revision",
      "2",
    ], /no revision 2/],
    [
      2,
      ["claim", "--create", "--title", "T", "--statement", "S", "--expected-revision", "1"],
      /cannot be used with --create/,
    ],
    [2, ["decision", "--create", "--title", "T", "--dossier-revisions", "[1]"], /JSON object/],
    [
      2,
      ["decision", "--create", "--title", "T", "--deviation-from-fact", "maybe"],
      /true or false/,
    ],
    [2, ["decision", "--create", "--title", "T", "--claim-id", missing("clm")], /no claim/],
    [2, ["decision", "--inspect", dos], /full dec_ id/],
    [2, ["claim", "--inspect", claim.record_id, "--revision", "2"], /no revision 2/],
    [1, [
      "claim",
      "--create",
      "--title",
      "T",
      "--statement",
      "S",
      "--expected-snapshot",
      "0".repeat(64),
    ], /changed since snapshot/],
    [
      1,
      ["decision", "--create", "--title", "T", "--expected-project-id", missing("prj")],
      /belongs to project/,
    ],
  ]);
});

Deno.test("link and link-evidence create evidence links with one validation; stale guards exit 1 and write nothing; links are listed, inspected and retracted", async () => {
  const s = await story();
  const [psg0, psg1, psg2] = s.passages;
  const link = json(await research_(s.root, "link", psg0, s.claimId, "--rationale", "Letter"));
  assert.equal(link.kind, "evidence_link");
  assert.equal(link.record.relation, "supports");
  assert.equal(link.record.claim_revision, 1);
  assert.equal(link.record.rationale, "Letter");
  assert.equal(link.record.actor, "local-author");
  const project = json(await research_(s.root, "claim", "list")).project_id as string;
  const other = json(
    await research_(
      s.root,
      "link-evidence",
      "--expected-project-id",
      project,
      "--claim-id",
      s.claimId,
      "--passage-id",
      psg1,
      "--relation",
      "contradicts",
      "--reviewer",
      "Ada",
      "--actor",
      "Bea",
      "--expected-claim-revision",
      "1",
    ),
  );
  assert.equal(other.record.relation, "contradicts");
  assert.equal(other.record.reviewer, "Ada");
  assert.equal(other.record.actor, "Bea");

  await expectErrors(s.root, [
    [2, ["link", s.claimId, psg2], /passage id comes first/],
    [2, ["link", psg2.slice(0, 10), s.claimId], /PASSAGE_ID must be a full psg_ id/],
    [2, ["link", psg2], /missing argument/i],
    [2, ["link", psg2, s.claimId, "--relation", "proves"], /proves/],
    [2, ["link", missing("psg"), s.claimId], /no passage/],
    [1, ["link", psg2, s.claimId, "--expected-claim-revision", "2"], /revision 1, not 2/],
    [1, ["link", psg2, s.claimId, "--expected-snapshot", "f".repeat(64)], /changed since/],
    [1, ["link", psg2, s.claimId, "--expected-project-id", missing("prj")], /belongs to project/],
    [1, [
      "link-evidence",
      "--claim-id",
      s.claimId,
      "--passage-id",
      psg2,
      "--expected-claim-revision",
      "3",
    ], /not 3/],
    [1, [
      "link-evidence",
      "--claim-id",
      s.claimId,
      "--passage-id",
      psg2,
      "--expected-snapshot",
      "f".repeat(64),
    ], /changed since/],
    [2, ["link-evidence", "--claim-id", s.claimId], /--passage-id is required/],
    [
      2,
      ["link-evidence", "--claim-id", s.claimId, "--passage-id", psg2, "--state", "retracted"],
      /--state cannot be used when creating a link/,
    ],
    [2, ["link-evidence", "--link-id", link.record_id], /--link-id needs --inspect/],
    [2, ["link-evidence", link.record_id], /--link-id/],
    [2, ["link-evidence", "--inspect"], /--link-id is required/],
    [2, ["link-evidence", "list", "--update"], /"list" cannot be combined with --update/],
    [
      2,
      ["link-evidence", "list", "--relation", "supports"],
      /"list" cannot be combined with --relation/,
    ],
    [
      2,
      ["link-evidence", "--link-id", link.record_id, "--update", "--state", "retracted"],
      /--expected-revision is required/,
    ],
  ]);

  const listed = json(await research_(s.root, "link-evidence", "list", "--claim-id", s.claimId));
  assert.deepEqual(listed.evidence_links.map((l: Json) => l.record_id), [
    link.record_id,
    other.record_id,
  ]);
  const retracted = json(
    await research_(
      s.root,
      "link-evidence",
      "--link-id",
      other.record_id,
      "--update",
      "--state",
      "retracted",
      "--expected-revision",
      "1",
      ...REVISE,
    ),
  );
  assert.equal(retracted.revision, 2);
  assert.equal(retracted.record.state, "retracted");
  assert.equal(retracted.change.reason, "Checked the letter");
  const [active, withRetracted, history] = await Promise.all([
    research_(s.root, "link-evidence", "list"),
    research_(s.root, "link-evidence", "list", "--include-retracted"),
    research_(s.root, "link-evidence", "--link-id", other.record_id, "--history"),
  ]);
  assert.deepEqual(json(active).evidence_links.map((l: Json) => l.record_id), [link.record_id]);
  assert.equal(json(withRetracted).evidence_links.length, 2);
  assert.deepEqual(json(history).revisions.map((r: Json) => [r.revision, r.state]), [
    [2, "retracted"],
    [1, "active"],
  ]);
  const first = json(
    await research_(
      s.root,
      "link-evidence",
      "--link-id",
      other.record_id,
      "--inspect",
      "--revision",
      "1",
    ),
  );
  assert.equal(first.record.state, "active");
  assert.equal(first.is_latest, false);
});

Deno.test("--update needs its revision controls, a stale revision or snapshot exits 1 with nothing written, and --diff prints the change without writing", async () => {
  const s = await story();
  const c = s.claimId;
  await expectErrors(s.root, [
    [
      2,
      ["claim", "--update", c, "--confidence", "evidenced", ...REVISE],
      /--expected-revision is required/,
    ],
    [2, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      "--reason",
      "r",
    ], /--change-kind is required/],
    [2, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      "--change-kind",
      "correction",
    ], /--reason is required/],
    [2, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      "--change-kind",
      "edit",
      "--reason",
      "r",
    ], /edit/],
    [
      2,
      ["claim", "--update", c, "--expected-revision", "1", ...REVISE],
      /needs at least one field to change: --title/,
    ],
    [2, [
      "claim",
      "--update",
      c,
      "--confidence",
      "hypothetical",
      "--expected-revision",
      "1",
      ...REVISE,
    ], /leave claim .* as it is/],
    [2, [
      "claim",
      "--update",
      c,
      "--title",
      "T",
      "--expected-revision",
      "1",
      ...REVISE,
      "--expected-project-id",
      missing("prj"),
    ], /--expected-project-id cannot be used with --update/],
    [2, [
      "claim",
      "--update",
      c,
      "--title",
      "T",
      "--expected-revision",
      "1",
      "--change-kind",
      "correction",
      "--reason",
      " ",
    ], /"reason" must not be blank/],
    [2, [
      "dossier",
      "--update",
      s.dossierId,
      "--section",
      "Nowhere",
      "--body",
      "x",
      "--expected-revision",
      "1",
      ...REVISE,
    ], /No section named "Nowhere"/],
    [2, [
      "dossier",
      "--update",
      s.dossierId,
      "--section",
      "Fire",
      "--title",
      "T",
      "--body",
      "x",
      "--expected-revision",
      "1",
      ...REVISE,
    ], /--title cannot be used with --section/],
    [2, [
      "dossier",
      "--update",
      s.dossierId,
      "--section",
      "Fire",
      "--expected-revision",
      "1",
      ...REVISE,
    ], /--section needs the new text/],
    [1, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "2",
      ...REVISE,
    ], /at revision 1, not 2/],
    [1, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      ...REVISE,
      "--expected-snapshot",
      "0".repeat(64),
    ], /changed since snapshot/],
    [1, [
      "dossier",
      "--update",
      s.dossierId,
      "--section",
      "Fire",
      "--body",
      "x",
      "--expected-revision",
      "3",
      ...REVISE,
    ], /not 3/],
    [1, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "2",
      ...REVISE,
      "--diff",
    ], /at revision 1, not 2/],
    [1, [
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--expected-revision",
      "1",
      ...REVISE,
      "--diff",
      "--expected-snapshot",
      "0".repeat(64),
    ], /changed since snapshot/],
  ]);

  const before = await logBytes(s.root);
  const [claimDiff, bodyDiff, sectionDiff] = await Promise.all([
    research_(
      s.root,
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--time-period",
      "",
      "--expected-revision",
      "1",
      ...REVISE,
      "--diff",
    ),
    research_(
      s.root,
      "dossier",
      "--update",
      s.dossierId,
      "--body",
      "# Fire\nThe mill burned.\n",
      "--title",
      "Fire",
      "--expected-revision",
      "1",
      ...REVISE,
      "--diff",
    ),
    research_(
      s.root,
      "dossier",
      "--update",
      s.dossierId,
      "--section",
      "Streets",
      "--body",
      "New names.\n",
      "--expected-revision",
      "1",
      ...REVISE,
      "--diff",
    ),
  ]);
  assert.equal(await logBytes(s.root), before, "--diff wrote to the log");
  assert.equal(claimDiff.code, 0, claimDiff.stderr);
  assert.equal(claimDiff.stderr, "");
  const lines = claimDiff.stdout.split("\n");
  assert.equal(lines[0], `--- ${c}@1.json`);
  assert.equal(lines[1], `+++ ${c}@2.json`);
  assert.ok(lines.includes(`-  "confidence": "hypothetical",`), claimDiff.stdout);
  assert.ok(lines.includes(`+  "confidence": "evidenced",`), claimDiff.stdout);
  assert.ok(lines.includes(`-  "time_period": "1848-03",`), claimDiff.stdout);
  assert.ok(lines.includes(`+  "time_period": null,`), claimDiff.stdout);
  assert.equal(lines.filter((l) => /^[-+][^-+]/.test(l)).length, 4, claimDiff.stdout);

  assert.equal(bodyDiff.code, 0, bodyDiff.stderr);
  const d = s.dossierId;
  assert.match(bodyDiff.stdout, new RegExp(`^--- ${d}@1\\.json\\n\\+\\+\\+ ${d}@2\\.json\\n`));
  assert.ok(bodyDiff.stdout.includes(`\n-  "title": "Mill fire"\n+  "title": "Fire"\n`));
  assert.doesNotMatch(bodyDiff.stdout, /"body"/);
  assert.match(bodyDiff.stdout, new RegExp(`\\n--- ${d}@1\\.md\\n\\+\\+\\+ ${d}@2\\.md\\n`));
  assert.match(bodyDiff.stdout, /^-# Streets$/m);
  assert.match(bodyDiff.stdout, /^-Old street names\.$/m);

  assert.equal(sectionDiff.code, 0, sectionDiff.stderr);
  // The blank line after the section stays: only its text changes.
  assert.equal(
    sectionDiff.stdout,
    `--- ${d}@1.md\n+++ ${d}@2.md\n@@ -1,5 +1,5 @@\n # Streets\n-Old street names.\n+New names.\n \n # Fire\n The mill burned.\n`,
  );

  const revised = json(
    await research_(
      s.root,
      "claim",
      "--update",
      c,
      "--confidence",
      "evidenced",
      "--time-period",
      "",
      "--expected-revision",
      "1",
      ...REVISE,
    ),
  );
  assert.equal(revised.revision, 2);
  assert.equal(revised.record.confidence, "evidenced");
  assert.equal(revised.record.time_period, null);
  assert.equal(revised.change.change_kind, "correction");
  assert.equal(revised.change.reason, "Checked the letter");
  const section = json(
    await research_(
      s.root,
      "dossier",
      "--update",
      d,
      "--section",
      "Streets",
      "--body",
      "New names.\n",
      "--expected-revision",
      "1",
      "--change-kind",
      "supersession",
      "--reason",
      "Map of 1850",
    ),
  );
  assert.equal(section.record.body, "# Streets\nNew names.\n\n# Fire\nThe mill burned.\n");
  const history = json(await research_(s.root, "dossier", "--history", d));
  assert.deepEqual(history.revisions.map((r: Json) => [r.revision, r.change_kind, r.reason]), [
    [2, "supersession", "Map of 1850"],
    [1, "creation", null],
  ]);
  const old = json(await research_(s.root, "dossier", "--sections", d, "--revision", "1"));
  assert.equal(old.sections[0].body, "Old street names.\n\n");
});

Deno.test("SPEC 4.1 omitted snapshot: unchanged pins stay, new or changed associations need explicit revision flags; a supplied snapshot pins them itself", async () => {
  const s = await story();
  const d1 = s.dossierId;
  const d2 = (await research.createDossier(s.root, { title: "Insurance" })).record_id as string;
  await research.reviseRecord(s.root, {
    kind: "dossier",
    id: d1,
    expectedRevision: 1,
    changes: { title: "Mill fire, 1848" },
    changeKind: "correction",
    reason: "Year",
  });
  const decision = await research.recordDecision(s.root, {
    title: "Keep March",
    dossier_ids: [d1],
    dossier_revisions: { [d1]: 1 },
  });
  const dec = decision.record_id as string;

  // The claim still pins revision 1 of d1; a title change without a snapshot keeps that pin.
  const kept = json(
    await research_(
      s.root,
      "claim",
      "--update",
      s.claimId,
      "--title",
      "Fire, March",
      "--expected-revision",
      "1",
      ...REVISE,
    ),
  );
  assert.equal(kept.record.dossier_id, d1);
  assert.equal(kept.record.dossier_revision, 1);
  assert.deepEqual(kept.reference_updates.map((u: Json) => u.field), ["dossier_revision"]);

  await expectErrors(s.root, [
    [
      2,
      ["claim", "--update", s.claimId, "--dossier-id", d2, "--expected-revision", "2", ...REVISE],
      /"dossier_revision" is needed .* when no snapshot is given/,
    ],
    [2, [
      "claim",
      "--update",
      s.claimId,
      "--dossier-id",
      d2,
      "--expected-revision",
      "2",
      ...REVISE,
      "--diff",
    ], /"dossier_revision" is needed/],
    [2, [
      "decision",
      "--update",
      dec,
      "--dossier-ids",
      `${d1},${d2}`,
      "--expected-revision",
      "1",
      ...REVISE,
    ], /"dossier_revisions\.dos_\w+" is needed/],
    [2, [
      "decision",
      "--update",
      dec,
      "--claim-id",
      s.claimId,
      "--expected-revision",
      "1",
      ...REVISE,
    ], /"claim_revision" is needed/],
    [2, [
      "decision",
      "--update",
      dec,
      "--dossier-ids",
      `${d1},${d2}`,
      "--dossier-revisions",
      JSON.stringify({ [d2]: 1 }),
      "--expected-revision",
      "1",
      ...REVISE,
    ], new RegExp(`dossier_revisions\\.${d1}" is needed`)],
  ]);

  const explicit = json(
    await research_(
      s.root,
      "claim",
      "--update",
      s.claimId,
      "--dossier-id",
      d2,
      "--dossier-revision",
      "1",
      "--expected-revision",
      "2",
      ...REVISE,
    ),
  );
  assert.equal(explicit.record.dossier_id, d2);
  assert.equal(explicit.record.dossier_revision, 1);
  const mapped = json(
    await research_(
      s.root,
      "decision",
      "--update",
      dec,
      "--dossier-ids",
      `${d1},${d2}`,
      "--dossier-revisions",
      JSON.stringify({ [d1]: 1, [d2]: 1 }),
      "--expected-revision",
      "1",
      ...REVISE,
    ),
  );
  assert.deepEqual(mapped.record.dossier_revisions, { [d1]: 1, [d2]: 1 });
  assert.equal(mapped.record.review_needed, true);

  const snapshot = mapped.snapshot as string;
  const auto = json(
    await research_(
      s.root,
      "decision",
      "--update",
      dec,
      "--claim-id",
      s.claimId,
      "--expected-revision",
      "2",
      ...REVISE,
      "--expected-snapshot",
      snapshot,
    ),
  );
  assert.equal(auto.record.claim_id, s.claimId);
  assert.equal(auto.record.claim_revision, 3);
  assert.deepEqual(auto.record.dossier_revisions, { [d1]: 1, [d2]: 1 });
  // The snapshot is strict and archive-wide: the write just made is a change.
  await expectErrors(s.root, [
    [1, [
      "claim",
      "--update",
      s.claimId,
      "--title",
      "Again",
      "--expected-revision",
      "3",
      ...REVISE,
      "--expected-snapshot",
      snapshot,
    ], /changed since snapshot/],
  ]);
});

Deno.test("relate creates a causal assertion, lists, and reads or revises one by --relation-id", async () => {
  const s = await story();
  const b = (await research.createClaim(s.root, { title: "Insurer", statement: "Paid 1849" }))
    .record_id as string;
  const a = s.claimId;
  const rel = json(
    await research_(
      s.root,
      "relate",
      a,
      b,
      "--relation",
      "results_in",
      "--rationale",
      "Claim paid",
    ),
  );
  assert.equal(rel.schema, "research-claim-relation-local/1");
  assert.equal(rel.record.relation, "causes");
  assert.equal(rel.record.from_claim_id, a);
  assert.equal(rel.record.to_claim_id, b);
  assert.equal(rel.record.from_claim_revision, 1);
  assert.equal(rel.record.to_claim_revision, 1);
  const id = rel.record_id as string;

  const [plain, verb, ofB] = await Promise.all([
    research_(s.root, "relate"),
    research_(s.root, "relate", "list"),
    research_(s.root, "relate", "--claim-id", b),
  ]);
  assert.equal(plain.stdout, verb.stdout);
  assert.equal(json(plain).schema, "research-claim-relations-local/1");
  assert.deepEqual(json(ofB).relations.map((r: Json) => r.record_id), [id]);

  await expectErrors(s.root, [
    [2, ["relate", a, a], /cannot link a claim to itself/],
    [2, ["relate", a], /two claim ids/],
    [2, ["relate", a, b, "--relation", "prevents"], /prevents/],
    [
      2,
      ["relate", a, b, "--state", "retracted"],
      /--state cannot be used when creating a relation/,
    ],
    [2, ["relate", a, b, "--inspect"], /takes no claim ids/],
    [2, ["relate", "--relation-id", id], /--relation-id needs --inspect/],
    [2, ["relate", "--inspect"], /--relation-id is required/],
    [2, ["relate", "--relation-id", a, "--history"], /full rel_ id/],
    [2, ["relate", "list", "--rationale", "x"], /"list" cannot be combined with --rationale/],
    [
      2,
      ["relate", "--rationale", "x"],
      /--rationale is used with relate FROM_CLAIM TO_CLAIM or --update, not alone/,
    ],
    [2, [
      "relate",
      "--relation-id",
      id,
      "--update",
      "--state",
      "retracted",
      "--expected-revision",
      "1",
      "--change-kind",
      "correction",
    ], /--reason is required/],
    [1, ["relate", a, b, "--expected-snapshot", "0".repeat(64)], /changed since snapshot/],
    [1, [
      "relate",
      "--relation-id",
      id,
      "--update",
      "--state",
      "retracted",
      "--expected-revision",
      "2",
      ...REVISE,
    ], /not 2/],
  ]);

  const retracted = json(
    await research_(
      s.root,
      "relate",
      "--relation-id",
      id,
      "--update",
      "--state",
      "retracted",
      "--expected-revision",
      "1",
      ...REVISE,
    ),
  );
  assert.equal(retracted.record.state, "retracted");
  assert.equal(retracted.revision, 2);
  const [after, all, history, first] = await Promise.all([
    research_(s.root, "relate"),
    research_(s.root, "relate", "--include-retracted"),
    research_(s.root, "relate", "--relation-id", id, "--history"),
    research_(s.root, "relate", "--relation-id", id, "--inspect", "--revision", "1"),
  ]);
  assert.deepEqual(json(after).relations, []);
  assert.deepEqual(json(all).relations.map((r: Json) => [r.record_id, r.state]), [[
    id,
    "retracted",
  ]]);
  assert.deepEqual(json(history).revisions.map((r: Json) => r.state), ["retracted", "active"]);
  assert.equal(json(first).record.state, "active");
});

Deno.test("revise-batch: --dry-run checks without writing, applying needs the snapshot, and one bad operation accepts none", async () => {
  const s = await story();
  const dir = await Deno.makeTempDir();
  const ops = [
    {
      kind: "claim",
      id: s.claimId,
      expected_revision: 1,
      changes: { confidence: "disputed" },
      change_kind: "correction",
      reason: "Two letters disagree",
    },
    {
      kind: "dossier",
      id: s.dossierId,
      expected_revision: 1,
      changes: { title: "Mill fire of 1848" },
      change_kind: "correction",
      reason: "Year",
    },
  ];
  const good = join(dir, "ops.json");
  await Deno.writeTextFile(good, JSON.stringify({ operations: ops }));
  const bad = join(dir, "bad.json");
  await Deno.writeTextFile(
    bad,
    JSON.stringify([ops[0], { ...ops[1], changes: { colour: "red" } }]),
  );
  const notJson = join(dir, "x.json");
  await Deno.writeTextFile(notJson, "[{");

  const before = await logBytes(s.root);
  const dry = json(await research_(s.root, "revise-batch", "--file", good, "--dry-run"));
  assert.equal(dry.schema, "research-revision-batch-local/1");
  assert.equal(dry.valid, true);
  assert.equal(dry.applied, false);
  assert.deepEqual(dry.operations.map((o: Json) => [o.record_id, o.revision]), [
    [s.claimId, 2],
    [s.dossierId, 2],
  ]);
  const badDry = await research_(s.root, "revise-batch", "--file", bad, "--dry-run");
  assert.equal(badDry.code, 1);
  assert.equal(JSON.parse(badDry.stdout).valid, false);
  assert.match(badDry.stderr, /^\[error\] Operation 2: Unknown field "colour"/);
  assert.equal(await logBytes(s.root), before);

  await expectErrors(s.root, [
    [2, ["revise-batch", "--file", good], /--expected-snapshot is required/],
    [
      2,
      ["revise-batch", "--file", bad, "--expected-snapshot", dry.expected_snapshot],
      /Operation 2: Unknown field "colour"/,
    ],
    [
      2,
      ["revise-batch", "--file", notJson, "--expected-snapshot", dry.expected_snapshot],
      /not JSON/,
    ],
    [2, ["revise-batch", "--dry-run"], /--file is required/],
    [
      1,
      ["revise-batch", "--file", join(dir, "none.json"), "--dry-run"],
      /Cannot read the batch file/,
    ],
    [
      1,
      ["revise-batch", "--file", good, "--expected-snapshot", "0".repeat(64)],
      /changed since snapshot/,
    ],
    [
      1,
      ["revise-batch", "--file", good, "--dry-run", "--expected-snapshot", "0".repeat(64)],
      /changed since snapshot/,
    ],
  ]);

  const applied = json(
    await research_(
      s.root,
      "revise-batch",
      "--file",
      good,
      "--expected-snapshot",
      dry.expected_snapshot,
    ),
  );
  assert.equal(applied.applied, true);
  assert.deepEqual(applied.operations.map((o: Json) => o.revision), [2, 2]);
  const claim = json(await research_(s.root, "claim", "--inspect", s.claimId));
  assert.equal(claim.record.confidence, "disputed");
  assert.equal(claim.change.commit, applied.commit);
});

Deno.test("search takes every scope on the command line: sources print research-search-local/1, authored scopes /2 with kind-discriminated hits", async () => {
  const s = await story();
  await research.recordDecision(s.root, {
    title: "Mill scene in April",
    rationale: "The mill fire moves to April for pacing.",
    claim_id: s.claimId,
  });
  const scopes = ["sources", "dossiers", "claims", "decisions", "all"];
  const runs = await Promise.all(
    scopes.map((scope) => research_(s.root, "search", "--query", "mill", "--scope", scope)),
  );
  const out = Object.fromEntries(scopes.map((scope, i) => [scope, json(runs[i])]));
  assert.equal(out.sources.schema, "research-search-local/1");
  assert.ok(out.sources.hits.length > 0);
  for (const scope of ["dossiers", "claims", "decisions", "all"]) {
    assert.equal(out[scope].schema, "research-search-local/2", scope);
  }
  const one = (scope: string, kind: string) => {
    const hits = out[scope].hits as Json[];
    assert.ok(hits.length > 0, scope);
    for (const h of hits) {
      assert.equal(h.kind, kind, scope);
      assert.equal(h.passage_id, undefined);
      assert.equal(typeof h.record_id, "string");
      assert.equal(h.revision, 1);
      assert.equal(typeof h.title, "string");
      assert.equal(typeof h.excerpt, "string");
    }
  };
  one("dossiers", "dossier");
  one("claims", "claim");
  one("decisions", "decision");
  const kinds = new Set((out.all.hits as Json[]).map((h) => h.kind));
  assert.deepEqual([...kinds].sort(), ["claim", "decision", "dossier", "passage"]);
  for (const h of out.all.hits as Json[]) {
    if (h.kind === "passage") assert.equal(typeof h.passage_id, "string");
  }
  // A scope outside the list leaves the fast path; the full parser refuses it.
  assertError(
    await research_(s.root, "search", "--query", "mill", "--scope", "people"),
    2,
    /people/,
  );
});
