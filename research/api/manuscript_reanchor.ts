/**
 * Re-pinning manuscript claim links (SPEC 3: `moved or adjusted` → new link revision): a link
 * whose quote now stands, uniquely, at another place gets a new revision whose anchor has the
 * refreshed line span, paragraph digest (changed only for `adjusted`), offsets and the file's
 * current digest — only when the file's digest, the archive snapshot and (for one link) the
 * link revision are the ones the caller reviewed. `ambiguous` and `changed` links are never
 * re-pinned, and neither are `resolved` (nothing to do) or `unavailable` ones. The earlier
 * anchor stays in the link's history; the claim reference never changes.
 *
 * A re-pin is a revision with `change_kind: "correction"` and a reason that names the old and
 * new line spans. Reconciling several links writes one commit (all or nothing); when nothing
 * is re-pinnable it writes nothing. Retracted links are not re-pinned. The envelope of
 * reconciliation is `research-manuscript-reconcile-local/1` (SPEC names none).
 *
 * @module
 */

import type { ParseOptions } from "../../src/document/types.ts";
import { anchorParseOptions, paragraphIndex, requireReadable } from "../anchors/manuscript_file.ts";
import type { ParagraphIndex } from "../anchors/paragraph_index.ts";
import { type AnchorState, resolveSelection } from "../anchors/resolve.ts";
import { type Anchor, checkAnchor } from "../anchors/selection.ts";
import * as f from "../records/fields.ts";
import { createRecord } from "../records/kinds.ts";
import { requireRecord } from "../records/references.ts";
import { schemaOfRevision } from "../records/revise.ts";
import { optionalSnapshotGuard, snapshotGuard } from "../records/snapshot_guard.ts";
import type { LockOptions } from "../store/lock.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { latestRevision, type RevisionState } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import type { RevisionOp } from "../types.ts";
import {
  guardSha256,
  linkEnvelope,
  linkView,
  manuscriptKey,
  requireSourceDigest,
} from "./manuscript_links.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/** What one link's re-pin decided. */
interface Plan {
  readonly link: RevisionState;
  readonly state: AnchorState;
  readonly op: RevisionOp | null;
  /** Why nothing is done, or the re-pin done: the reason the new revision stores. */
  readonly reason: string;
  /** The re-pin as a report that writes nothing says it ("Would re-anchor …"). */
  readonly proposal?: string;
}

function planFor(link: RevisionState, index: ParagraphIndex, sha256: string): Plan {
  if (link.record.state !== "active") {
    return { link, state: "unavailable", op: null, reason: "the link is retracted" };
  }
  const anchor = checkAnchor(link.record.anchor);
  const r = resolveSelection(anchor.selection, index);
  if (r.anchor_state !== "moved" && r.anchor_state !== "adjusted") {
    const why: Record<string, string> = {
      resolved: "the anchor is resolved; nothing to re-pin",
      ambiguous: "the quote occurs more than once; ambiguous anchors are never re-pinned",
      changed: "the quote itself was edited; changed anchors are never re-pinned",
    };
    return { link, state: r.anchor_state, op: null, reason: why[r.anchor_state] };
  }
  const c = r.candidates[0];
  const s = anchor.selection;
  const next: Anchor = {
    manuscript: anchor.manuscript,
    source_sha256: sha256,
    selection: {
      start_line: c.start_line,
      end_line: c.end_line,
      paragraph_sha256: c.paragraph_sha256,
      start: c.start,
      end: c.end,
      quote: s.quote,
    },
  };
  const move = `the ${r.anchor_state} quote from lines ${s.start_line}-${s.end_line} ` +
    `(code points ${s.start}-${s.end}) to lines ${c.start_line}-${c.end_line} ` +
    `(code points ${c.start}-${c.end})`;
  const reason = `Re-anchored ${move}`;
  const record = createRecord("manuscript_claim_link", { ...link.record, anchor: next });
  const op: RevisionOp = {
    op: "revision",
    kind: "manuscript_claim_link",
    record_id: link.record_id,
    revision: link.revision + 1,
    record,
    change_kind: "correction",
    reason,
  };
  return { link, state: r.anchor_state, op, reason, proposal: `Would re-anchor ${move}` };
}

function linkRevision(archive: LoadedArchive, id: string): RevisionState {
  return latestRevision(requireRecord(archive.state, "manuscript_claim_link", id, "link_id"));
}

/**
 * Input of {@linkcode reanchorManuscriptLink}; errors name the fields as the HTTP request
 * spells them (`link_id`, `expected_revision`, …).
 */
export interface ReanchorOptions {
  readonly linkId: unknown;
  /** The link revision the caller reviewed: must be the latest. */
  readonly expectedRevision: unknown;
  readonly expectedSnapshot: unknown;
  /** SHA-256 of the link's manuscript as the caller read it. */
  readonly expectedSourceSha256: unknown;
  readonly expectedProjectId?: unknown;
  /** When given, the link must anchor this project-relative manuscript (the server's selection). */
  readonly manuscript?: string;
  readonly actor?: unknown;
  readonly parseOptions?: ParseOptions;
  readonly lock?: LockOptions;
}

/**
 * Re-pins one `moved` or `adjusted` link (see the module doc); returns
 * `research-manuscript-link-local/1` of the new revision plus `anchor_state` (the state it
 * was re-pinned from) and `previous_anchor`. A link in any other state is a 400; stale
 * guards are 409 and write nothing.
 *
 * @example
 * ```ts
 * declare const expectedSnapshot: string, expectedSourceSha256: string; // from a review
 * const guards = { expectedRevision: 1, expectedSnapshot, expectedSourceSha256 };
 * const linkId = "mcl_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * (await reanchorManuscriptLink("/tmp/ledger", { linkId, ...guards })).revision; // 2
 * ```
 */
export async function reanchorManuscriptLink(
  root: string,
  options: ReanchorOptions,
): Promise<Record<string, unknown>> {
  const id = f.recordId(options.linkId, "link_id", "mcl");
  const expectedRevision = f.revisionNumber(options.expectedRevision, "expected_revision");
  const snapshot = snapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const expectedSource = guardSha256(options.expectedSourceSha256, "expected_source_sha256");
  const actor = options.actor == null ? "local-author" : f.title(options.actor, "actor");
  const paths = archivePaths(root);
  const before = linkRevision(await loadArchive(paths), id);
  const file = (before.record.anchor as Anchor).manuscript;
  if (options.manuscript !== undefined && options.manuscript !== file) {
    throw usageError("link.other_manuscript", { id, file, manuscript: String(options.manuscript) });
  }
  const read = await requireReadable(root, file);
  requireSourceDigest(file, read.sha256, expectedSource);
  const index = paragraphIndex(read.text, await anchorParseOptions(root, options.parseOptions));
  let plan!: Plan;
  const { archive } = await writeCommit(paths, (a) => {
    const link = linkRevision(a, id);
    if (link.revision !== expectedRevision) {
      throw staleError("link.stale_revision", {
        id,
        latest: link.revision,
        expected: String(expectedRevision),
      });
    }
    plan = planFor(link, index, read.sha256);
    if (!plan.op) throw usageError("api.link_re_pinned", { id, reason: plan.reason });
    return { ops: [plan.op], schema: schemaOfRevision(plan.op) };
  }, {
    expectedSnapshot: snapshot,
    expectedProjectId: options.expectedProjectId as string | null | undefined,
    actor,
    lock: options.lock,
  });
  return {
    ...linkEnvelope(archive, id, plan.op!.revision),
    anchor_state: plan.state,
    previous_anchor: plan.link.record.anchor,
  };
}

/** Input of {@linkcode reconcileManuscriptLinks}. */
export interface ReconcileOptions {
  /** The manuscript whose links are reconciled (relative paths from the project root). */
  readonly manuscript: unknown;
  /** Write the re-pins (`--accept-moved`); otherwise only report what would be re-pinned. */
  readonly acceptMoved?: boolean;
  /** Required with `acceptMoved`. */
  readonly expectedSnapshot?: unknown;
  /** Required with `acceptMoved`. */
  readonly expectedSourceSha256?: unknown;
  readonly expectedProjectId?: unknown;
  /** Only these links (each must anchor the manuscript). */
  readonly linkIds?: readonly unknown[];
  /**
   * Only `moved` links: the quote stands exactly once, in a paragraph that did not change
   * (lines were added or removed above it). `adjusted` links — the paragraph around the quote
   * changed — are skipped, to be looked at and re-anchored one by one. The "re-anchor all"
   * action of CLI (`--all`) and page.
   */
  readonly movedOnly?: boolean;
  /** Guards: link id → the revision the caller reviewed (409 when it moved on). */
  readonly expectedRevisions?: Readonly<Record<string, unknown>>;
  readonly actor?: unknown;
  readonly parseOptions?: ParseOptions;
  readonly lock?: LockOptions;
}

/**
 * Reconciles a manuscript's active links (`research-manuscript-reconcile-local/1`): lists
 * every link as `repinned` (or `repinnable` without `acceptMoved`) or `skipped` with its
 * anchor state and why. With `acceptMoved` all re-pins are one guarded commit, and each
 * `repinned` reason is the one its new revision stores ("Re-anchored …"); a report writes
 * nothing, so its `repinnable` reasons say what accepting would do ("Would re-anchor …").
 *
 * @example
 * ```ts
 * const options = { manuscript: "book.md" };
 * const preview = await reconcileManuscriptLinks("/tmp/ledger", options); // writes nothing
 * const { snapshot: expectedSnapshot, current_source_sha256: expectedSourceSha256 } = preview;
 * const accept = { ...options, expectedSnapshot, expectedSourceSha256, acceptMoved: true };
 * (await reconcileManuscriptLinks("/tmp/ledger", accept)).accepted; // true
 * ```
 */
export async function reconcileManuscriptLinks(
  root: string,
  options: ReconcileOptions,
): Promise<Record<string, unknown>> {
  const key = await manuscriptKey(root, options.manuscript);
  const accept = options.acceptMoved === true;
  // A malformed guard is refused even when only reporting; only accepting compares it.
  const given = optionalSnapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const snapshot = accept ? snapshotGuard(given, "expected_snapshot") : null;
  const expectedSource = accept
    ? guardSha256(options.expectedSourceSha256, "expected_source_sha256")
    : null;
  const ids = options.linkIds?.map((v) => f.recordId(v, "link_id", "mcl")) ?? null;
  const expected = new Map<string, number>();
  for (const [id, rev] of Object.entries(options.expectedRevisions ?? {})) {
    if (!ids?.includes(id)) {
      throw usageError("link.not_reconciled", { id });
    }
    expected.set(id, f.revisionNumber(rev, "expected_revision"));
  }
  const actor = options.actor == null ? "local-author" : f.title(options.actor, "actor");
  const paths = archivePaths(root);
  const read = await requireReadable(root, key);
  if (expectedSource !== null) requireSourceDigest(key, read.sha256, expectedSource);
  const index = paragraphIndex(read.text, await anchorParseOptions(root, options.parseOptions));

  const planAll = (a: LoadedArchive): Plan[] => {
    const links = ids === null
      ? [...a.state.records.values()]
        .filter((r) => r.kind === "manuscript_claim_link")
        .map(latestRevision)
        .filter((r) => r.record.state === "active")
      : ids.map((id) => linkRevision(a, id));
    for (const l of links) {
      const want = expected.get(l.record_id);
      if (want !== undefined && want !== l.revision) {
        throw staleError("link.stale_revision", {
          id: l.record_id,
          latest: l.revision,
          expected: String(want),
        });
      }
    }
    return links
      .filter((l) => {
        const file = (l.record.anchor as Anchor).manuscript;
        if (file === key) return true;
        if (ids !== null) {
          throw usageError("link.anchors_other", { id: l.record_id, file, key });
        }
        return false;
      })
      .map((l) => {
        const plan = planFor(l, index, read.sha256);
        if (options.movedOnly !== true || plan.state !== "adjusted") return plan;
        const reason = "the paragraph around the quote changed; re-anchor this link on its own";
        return { ...plan, op: null, reason };
      });
  };

  let plans = planAll(await loadArchive(paths));
  let archive: LoadedArchive;
  const ops = () => plans.flatMap((p) => p.op ? [p.op] : []);
  if (accept && ops().length > 0) {
    archive = (await writeCommit(paths, (a) => {
      plans = planAll(a);
      return { ops: ops(), schema: 7 };
    }, {
      expectedSnapshot: snapshot,
      expectedProjectId: options.expectedProjectId as string | null | undefined,
      actor,
      lock: options.lock,
    })).archive;
  } else {
    archive = await loadArchive(paths);
    if (snapshot !== null && archive.state.head !== snapshot) {
      throw staleError("guard.snapshot_changed_short", { expected: snapshot.slice(0, 12) });
    }
    if (
      options.expectedProjectId != null &&
      options.expectedProjectId !== archive.manifest.project_id
    ) {
      throw staleError("api.archive_belongs_project", {
        project_id: archive.manifest.project_id,
        expected_project_id: String(options.expectedProjectId),
      });
    }
  }
  const done = (p: Plan) => {
    const record = archive.state.records.get(p.link.record_id)!;
    return {
      link_id: p.link.record_id,
      anchor_state: p.state,
      reason: accept ? p.reason : p.proposal,
      from_revision: p.link.revision,
      ...(accept ? { revision: p.op!.revision, link: linkView(archive, record) } : {}),
      previous_anchor: p.link.record.anchor,
      ...(accept ? {} : { proposed_anchor: p.op!.record.anchor }),
    };
  };
  return {
    schema: "research-manuscript-reconcile-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    manuscript: key,
    current_source_sha256: read.sha256,
    accepted: accept,
    [accept ? "repinned" : "repinnable"]: plans.filter((p) => p.op).map(done),
    skipped: plans.filter((p) => !p.op).map((p) => ({
      link_id: p.link.record_id,
      revision: p.link.revision,
      anchor_state: p.state,
      reason: p.reason,
    })),
  };
}
