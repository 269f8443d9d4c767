/**
 * A test archive that holds every authored record kind in every state a read shows (see
 * {@linkcode fullRecordsFixture}): what the reads from the materialised state are compared
 * with replays on.
 *
 * @module
 */

import { join } from "node:path";
import * as research from "../mod.ts";
import { tinyPng } from "./images.ts";
import { LEDGER, linkQuote } from "./manuscript_fixture.ts";
import { type RecordsFixture, recordsFixture } from "./records_fixture.ts";

/** {@linkcode fullRecordsFixture}: the archive and the ids of what it holds. */
export interface FullRecordsFixture extends RecordsFixture {
  /** Every authored record, by kind. */
  readonly records: Readonly<Record<string, string[]>>;
  /** Decision ids (also in `records.decision`). */
  readonly decisions: string[];
}

/**
 * An archive with every record kind and what reads make of them: a source with a second
 * version, a withdrawn and a purged source (both cited), a dossier with evidence and an image,
 * revised claims, active and retracted evidence links, a decision acknowledged and reopened, a
 * retracted claim relation, and a manuscript link (`book.md`) retracted.
 *
 * @example
 * ```ts
 * const { root, records } = await fullRecordsFixture();
 * records.claim.length; // 3; `root` is a new temp folder holding the archive and book.md
 * ```
 */
export async function fullRecordsFixture(): Promise<FullRecordsFixture> {
  const base = await recordsFixture();
  const { root, passages, sourceId } = base;
  const text = (s: string) => new TextEncoder().encode(s);
  await research.ingest(root, {
    bytes: text("The mill burned in March 1848.\n\nA second letter.\n"),
    filename: "letters-2.txt",
    allowRetention: true,
    title: "Letters",
    sourceId,
  });
  const extra = async (name: string) => {
    const r = await research.ingest(root, {
      bytes: text(`${name} kept the ledger.\n\nIt was lost in 1850.\n`),
      filename: `${name}.txt`,
      allowRetention: true,
      title: name,
      context: { place: "Łódź", created_period: "1849" },
    });
    const source = await research.getSource(root, r.source_id);
    return {
      source_id: r.source_id as string,
      version_id: r.version_id as string,
      passages: (source.passages as { passage_id: string }[]).map((p) => p.passage_id),
    };
  };
  const withdrawn = await extra("Withdrawn");
  const purged = await extra("Purged");
  const dossier = await research.createDossier(root, {
    title: "Łódź 1848",
    body: "# Streets\n\nPiotrkowska.\n\n# Fire\n\nThe mill.\n",
    evidence_ids: [passages[0], passages[1], withdrawn.passages[0]],
  });
  const dossierId = dossier.record_id as string;
  await research.addDossierImage(root, {
    dossierId,
    expectedSnapshot: dossier.snapshot,
    expectedRevision: 1,
    bytes: tinyPng(),
    filename: "harbour.png",
    allowRetention: true,
    alt: "The harbour",
    section: "Streets",
  });
  const claim = await research.createClaim(root, {
    title: "The mill fire",
    statement: "The mill burned in March 1848.",
    confidence: "evidenced",
    dossier_id: dossierId,
    time_period: "1848-03",
  });
  const claimId = claim.record_id as string;
  const other = await research.createClaim(root, {
    title: "The insurer paid",
    statement: "The insurer paid in 1849.",
    time_period: "c. 1849",
  });
  const otherId = other.record_id as string;
  const third = await research.createClaim(root, { title: "Lost ledger", statement: "Lost." });
  const link = (claim_id: string, passage_id: string, relation = "supports") =>
    research.linkEvidence(root, { claim_id, passage_id, relation, rationale: "Letter" });
  const l1 = await link(claimId, passages[0]);
  const l2 = await link(claimId, passages[2], "contradicts");
  const l3 = await link(otherId, purged.passages[0]);
  const l4 = await link(otherId, withdrawn.passages[1], "mentions");
  const decision = await research.recordDecision(root, {
    title: "Move the fire",
    rationale: "Pacing",
    claim_id: claimId,
    dossier_ids: [dossierId],
    deviation_from_fact: true,
  });
  const decisionId = decision.record_id as string;
  const plain = await research.recordDecision(root, { title: "Keep the names", rationale: "x" });
  const relation = await research.createClaimRelation(root, {
    from_claim_id: claimId,
    to_claim_id: otherId,
    rationale: "The fire ruined the insurer",
  });
  await Deno.writeTextFile(join(root, "book.md"), LEDGER);
  const mlink = await linkQuote(root, "book.md", "Nobody saw the first spark", claimId);
  let snapshot = (await research.projectOverview(root)).snapshot as string;
  const ack = (status: string) =>
    research.acknowledgeDecision(root, {
      decisionId,
      dossierId,
      expectedSnapshot: snapshot,
      expectedDecisionRevision: 1,
      expectedDossierRevision: 2,
      status,
    });
  snapshot = (await ack("applied")).snapshot as string;
  snapshot = (await ack("review_needed")).snapshot as string;
  const revise = async (kind: string, id: string, changes: Record<string, unknown>) => {
    const current = await research.getRecord(root, { kind, id });
    await research.reviseRecord(root, {
      kind,
      id,
      expectedRevision: current.latest_revision,
      changes,
      changeKind: "correction",
      reason: "Fixture",
    });
  };
  await revise("claim", claimId, { statement: "The mill burned on 18 March 1848." });
  await revise("dossier", dossierId, {
    body: "# Streets\n\nPiotrkowska 1.\n\n# Fire\n\nThe mill.\n",
  });
  await revise("evidence_link", l2.record_id as string, { state: "retracted" });
  await revise("claim_relation", relation.record_id as string, { state: "retracted" });
  await revise("manuscript_claim_link", mlink.link_id as string, { state: "retracted" });
  const l5 = await link(claimId, passages[1], "qualifies");
  snapshot = (await research.projectOverview(root)).snapshot as string;
  const tombstone = { reason: "Fixture", expectedSnapshot: snapshot };
  const w = await research.withdrawSourceVersion(root, {
    sourceId: withdrawn.source_id,
    versionId: withdrawn.version_id,
    ...tombstone,
  });
  await research.purgeSourceVersion(root, {
    sourceId: purged.source_id,
    versionId: purged.version_id,
    ...tombstone,
    expectedSnapshot: w.snapshot,
  });
  const ids = (...list: Record<string, unknown>[]) => list.map((r) => r.record_id as string);
  return {
    ...base,
    records: {
      dossier: [dossierId],
      claim: [claimId, otherId, third.record_id as string],
      evidence_link: ids(l1, l2, l3, l4, l5),
      decision: [decisionId, plain.record_id as string],
      claim_relation: ids(relation),
      manuscript_claim_link: [mlink.link_id as string],
    },
    decisions: [decisionId, plain.record_id as string],
  };
}
