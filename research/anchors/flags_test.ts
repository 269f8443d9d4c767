import assert from "node:assert/strict";
import type { ArchiveState, RevisionState } from "../store/state.ts";
import { emptyState } from "../store/state.ts";
import { type FlagInput, reviewFlags, reviewNeeded } from "./flags.ts";
import { claimStanding, reviewRow } from "./review_row.ts";

const A = "a".repeat(64);
const B = "b".repeat(64);
const BASE: FlagInput = {
  anchorState: "resolved",
  sourceProblem: null,
  currentSha256: A,
  anchoredSha256: A,
  claimChanged: false,
  claimWithdrawn: false,
};

Deno.test("each review flag comes from its own condition; only source_changed needs no review", () => {
  const table: [Partial<FlagInput>, string[], boolean][] = [
    [{}, [], false],
    [{ currentSha256: B }, ["source_changed"], false],
    [{ anchorState: "unavailable", sourceProblem: "missing", currentSha256: null }, [
      "source_missing",
    ], true],
    [{ anchorState: "unavailable", sourceProblem: "unreadable", currentSha256: null }, [
      "source_unreadable",
    ], true],
    [{ claimChanged: true }, ["claim_changed"], true],
    [{ claimWithdrawn: true }, ["claim_withdrawn"], true],
    [{ anchorState: "moved", currentSha256: B }, ["source_changed", "anchor_moved"], true],
    [{ anchorState: "adjusted", currentSha256: B }, ["source_changed", "anchor_adjusted"], true],
    [{ anchorState: "ambiguous", currentSha256: B }, ["source_changed", "anchor_ambiguous"], true],
    [{ anchorState: "changed", currentSha256: B }, ["source_changed", "anchor_changed"], true],
  ];
  for (const [change, flags, needed] of table) {
    const got = reviewFlags({ ...BASE, ...change });
    assert.deepEqual(got, flags, JSON.stringify(change));
    assert.equal(reviewNeeded(got), needed, JSON.stringify(change));
  }
});

function linkRev(claimId: string): RevisionState {
  return {
    op: "revision",
    kind: "manuscript_claim_link",
    record_id: "mcl_01JAAAAAAAAAAAAAAAAAAAAAAA",
    revision: 1,
    record: {
      claim_ref: { claim_id: claimId, claim_revision: 1 },
      anchor: {
        manuscript: "book.md",
        source_sha256: A,
        selection: {
          start_line: 3,
          end_line: 3,
          paragraph_sha256: B,
          start: 0,
          end: 5,
          quote: "Hello",
        },
      },
      state: "active",
      note: null,
      actor: "local-author",
    },
    commit: 2,
    at: "2025-01-01T00:00:00.000Z",
    actor: "local-author",
  };
}

Deno.test("a link whose claim the archive does not hold is claim_withdrawn and needs review", () => {
  const state: ArchiveState = emptyState();
  const claimId = "clm_01JBBBBBBBBBBBBBBBBBBBBBBB";
  const standing = claimStanding(state, { claim_id: claimId, claim_revision: 1 });
  assert.deepEqual(standing, {
    claim_id: claimId,
    claim_revision: 1,
    current_revision: null,
    withdrawn: true,
    pinned: null,
  });
  const row = reviewRow(linkRev(claimId), standing, {
    status: "ok",
    sha256: A,
    anchor_state: "resolved",
    candidates: [{ start_line: 3, end_line: 3, paragraph_sha256: B, start: 0, end: 5 }],
  });
  assert.deepEqual(row.flags, ["claim_withdrawn"]);
  assert.equal(row.review_needed, true);
  assert.equal(row.claim_current_revision, null);
  assert.equal(row.dossier_id, null);
  assert.deepEqual(
    [row.resolved_start_line, row.resolved_end_line, row.resolved_start, row.resolved_end],
    [3, 3, 0, 5],
  );
});

Deno.test("an unavailable row has no current digest, no candidates and null resolved fields", () => {
  const claimId = "clm_01JBBBBBBBBBBBBBBBBBBBBBBB";
  const row = reviewRow(
    linkRev(claimId),
    claimStanding(emptyState(), { claim_id: claimId, claim_revision: 1 }),
    { status: "missing", reason: `"book.md" does not exist` },
  );
  assert.equal(row.anchor_state, "unavailable");
  assert.equal(row.current_source_sha256, null);
  assert.deepEqual(row.candidate_lines, []);
  assert.deepEqual(row.flags, ["source_missing", "claim_withdrawn"]);
  assert.equal(row.resolved_start_line, null);
  assert.equal(row.resolved_end, null);
});
