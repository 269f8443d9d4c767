/**
 * Manuscript claim links through the facade (SPEC 4.2 `link_manuscript_claim`,
 * `list_manuscript_links`, `review_manuscript_links`): "this sentence of my book rests on that
 * claim revision", and months later whether the sentence, the claim or the file moved on.
 *
 * A link stores the claim reference (claim and exact revision), the immutable anchor
 * (`research/anchors/selection.ts`), `state` and an optional note. Saving creates no
 * manuscript blob, no passage and no evidence link, and never writes the manuscript. Lists
 * read no manuscript bytes; reviews read them and never write anything.
 *
 * Envelopes: `research-manuscript-link-local/1` (a saved or re-pinned link),
 * `research-manuscript-links-local/1` (list), `research-manuscript-review-local/1` (review)
 * and, named here because SPEC names none, `research-manuscript-find-local/1` (find-anchor).
 *
 * @module
 */

import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { insideRoot, isInside } from "../../src/project/inside_root.ts";
import type { ParseOptions } from "../../src/document/types.ts";
import { displayInline } from "../../src/document/inline_markdown.ts";
import {
  anchorParseOptions,
  manuscriptInProject,
  type ManuscriptRead,
  paragraphIndex,
  readAnchoredManuscript,
  requireReadable,
} from "../anchors/manuscript_file.ts";
import type { Occurrence, ParagraphIndex } from "../anchors/paragraph_index.ts";
import {
  ANCHOR_STATES,
  MAX_CANDIDATES,
  requireExactSelection,
  resolveSelection,
} from "../anchors/resolve.ts";
import { claimStanding, reviewRow, type RowSource } from "../anchors/review_row.ts";
import {
  type Anchor,
  checkNote,
  checkSelection,
  codePointLength,
  MAX_QUOTE_CODE_POINTS,
} from "../anchors/selection.ts";
import * as f from "../records/fields.ts";
import { createRecord } from "../records/kinds.ts";
import { resolvePins } from "../records/references.ts";
import { schemaOfRevision } from "../records/revise.ts";
import { snapshotGuard } from "../records/snapshot_guard.ts";
import { isSha256 } from "../store/digest.ts";
import { newId } from "../store/ids.ts";
import type { LockOptions } from "../store/lock.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { ARCHIVE_DIR, archivePaths } from "../store/paths.ts";
import { latestRevision, type RecordState, type RevisionState } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import type { RevisionOp } from "../types.ts";
import { staleError, usageError } from "../keyed_errors.ts";

/**
 * Input of {@linkcode linkManuscriptClaim}; errors name the fields as the HTTP request spells
 * them (`claim_id`, `expected_snapshot`, …).
 */
export interface LinkManuscriptOptions {
  /** Manuscript file; a relative path is taken from the project root. */
  readonly manuscript: unknown;
  readonly claimId: unknown;
  /** The claim revision the author reviewed: must be the current one. */
  readonly claimRevision: unknown;
  /** The quoted range, as SPEC 4.3 spells it (`start_line`, …; see `findAnchor`). */
  readonly selection: unknown;
  readonly expectedProjectId: unknown;
  readonly expectedSnapshot: unknown;
  /** SHA-256 of the manuscript's raw bytes as the author read them. */
  readonly expectedSourceSha256: unknown;
  /** Must be literally `true`. */
  readonly allowRetention: unknown;
  readonly note?: unknown;
  readonly actor?: unknown;
  /** The Document's parse settings; default the project's corpus settings. */
  readonly parseOptions?: ParseOptions;
  readonly lock?: LockOptions;
}

/**
 * A required guard string.
 *
 * @example
 * ```ts
 * guardText("prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", "expected_project_id"); // the same string
 * ```
 */
export function guardText(value: unknown, field: string): string {
  if (typeof value !== "string" || value.trim() === "") {
    throw usageError("field.quoted_required", { field });
  }
  return value;
}

/**
 * A required SHA-256 guard.
 *
 * @example
 * ```ts
 * guardSha256("a".repeat(64), "expected_source_sha256");
 * ```
 */
export function guardSha256(value: unknown, field: string): string {
  if (!isSha256(value)) throw usageError("api.lower_case_hex", { field });
  return value;
}

/**
 * Refuses a manuscript whose bytes differ from the ones the caller read (409 stale-archive).
 *
 * @example
 * ```ts
 * const digest = "a".repeat(64);
 * requireSourceDigest("book.md", digest, digest); // passes: the bytes are the ones read
 * requireSourceDigest("book.md", digest, "b".repeat(64)); // throws StaleArchiveError
 * ```
 */
export function requireSourceDigest(manuscript: string, actual: string, expected: string): void {
  if (actual !== expected) {
    throw staleError("link.manuscript_changed", {
      manuscript,
      actual: actual.slice(0, 12),
      expected: expected.slice(0, 12),
    });
  }
}

/**
 * A link revision as lists and receipts show it.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const record = archive.state.records.get("mcl_01JD5ZQ8XK4V0G3N6M7P8R9S2T")!;
 * linkView(archive, record).link_id; // "mcl_01JD5ZQ8XK4V0G3N6M7P8R9S2T"
 * ```
 */
export function linkView(
  archive: LoadedArchive,
  record: RecordState,
  rev: RevisionState = latestRevision(record),
): Record<string, unknown> {
  const ref = rev.record.claim_ref as { claim_id: string; claim_revision: number };
  const claim = claimStanding(archive.state, ref);
  return {
    link_id: record.record_id,
    revision: rev.revision,
    latest_revision: record.revisions.length,
    state: rev.record.state,
    claim_id: ref.claim_id,
    claim_revision: ref.claim_revision,
    claim_current_revision: claim.current_revision,
    claim_title: claim.pinned?.title ?? null,
    manuscript: (rev.record.anchor as Anchor).manuscript,
    anchor: rev.record.anchor,
    note: rev.record.note ?? null,
    actor: rev.record.actor,
    created_at: record.revisions[0].at,
    revised_at: rev.at,
  };
}

/**
 * `research-manuscript-link-local/1` for one link revision.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const envelope = linkEnvelope(archive, "mcl_01JD5ZQ8XK4V0G3N6M7P8R9S2T", 1);
 * envelope.schema; // "research-manuscript-link-local/1"
 * ```
 */
export function linkEnvelope(
  archive: LoadedArchive,
  linkId: string,
  revision: number,
): Record<string, unknown> {
  const record = archive.state.records.get(linkId)!;
  return {
    schema: "research-manuscript-link-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    link_id: linkId,
    revision,
    link: linkView(archive, record, record.revisions[revision - 1]),
  };
}

/**
 * Saves a manuscript claim link (SPEC 4.2 rules): permission must be literally `true`; the
 * manuscript must lie inside the project after symlinks are resolved; project id, snapshot,
 * the manuscript's bytes and the claim's current revision must be the ones the author read;
 * the selection must stand exactly and uniquely in the manuscript. 400 for invalid input,
 * 409 (`stale-archive`) for a stale guard; nothing is written then. The first link moves
 * storage to schema 7. Returns `research-manuscript-link-local/1`.
 *
 * @example
 * ```ts
 * declare const claimId: string;
 * const found = await findAnchor("/tmp/ledger", { manuscript: "book.md", quote: "the ledger" });
 * const guards = { expectedProjectId: found.project_id, expectedSnapshot: found.snapshot };
 * const anchor = { expectedSourceSha256: found.source_sha256, selection: found.selection };
 * const link = { manuscript: "book.md", claimId, claimRevision: 1, allowRetention: true };
 * (await linkManuscriptClaim("/tmp/ledger", { ...link, ...guards, ...anchor })).revision; // 1
 * ```
 */
export async function linkManuscriptClaim(
  root: string,
  options: LinkManuscriptOptions,
): Promise<Record<string, unknown>> {
  if (options.allowRetention !== true) {
    throw usageError("link.retention", { value: JSON.stringify(options.allowRetention ?? null) });
  }
  const claimId = f.recordId(options.claimId, "claim_id", "clm");
  const claimRevision = f.revisionNumber(options.claimRevision, "claim_revision");
  const selection = checkSelection(options.selection);
  const note = checkNote(options.note);
  const actor = options.actor == null ? "local-author" : f.title(options.actor, "actor");
  const projectId = guardText(options.expectedProjectId, "expected_project_id");
  const snapshot = snapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const expectedSource = guardSha256(options.expectedSourceSha256, "expected_source_sha256");

  const path = await manuscriptInProject(root, options.manuscript);
  const read = await requireReadable(root, path.relative);
  requireSourceDigest(path.relative, read.sha256, expectedSource);
  const index = paragraphIndex(read.text, await anchorParseOptions(root, options.parseOptions));
  requireExactSelection(selection, index);
  const anchor: Anchor = { manuscript: read.path.relative, source_sha256: read.sha256, selection };

  let op!: RevisionOp;
  const { archive } = await writeCommit(
    archivePaths(root),
    (a) => {
      requireCurrentClaim(a, claimId, claimRevision);
      const record = resolvePins(
        "manuscript_claim_link",
        createRecord("manuscript_claim_link", {
          claim_ref: { claim_id: claimId, claim_revision: claimRevision },
          anchor,
          note,
          actor,
        }),
        a.state,
        false,
      );
      op = {
        op: "revision",
        kind: "manuscript_claim_link",
        record_id: newId("mcl"),
        revision: 1,
        record,
      };
      return { ops: [op], schema: schemaOfRevision(op) };
    },
    { expectedSnapshot: snapshot, expectedProjectId: projectId, actor, lock: options.lock },
  );
  return linkEnvelope(archive, op.record_id, 1);
}

function requireCurrentClaim(archive: LoadedArchive, id: string, revision: number): void {
  const standing = claimStanding(archive.state, { claim_id: id, claim_revision: revision });
  if (standing.withdrawn) {
    throw usageError("link.no_claim", { id });
  }
  const latest = standing.current_revision!;
  if (revision > latest) {
    throw usageError("link.no_claim_revision", { id, revision, latest });
  }
  if (revision !== latest) {
    throw staleError("link.claim_moved", { id, latest, revision });
  }
}

/** Whether a link revision is a manuscript claim link that is active (or any, with retracted). */
function listed(record: RecordState, includeRetracted: boolean): RevisionState | null {
  if (record.kind !== "manuscript_claim_link") return null;
  const rev = latestRevision(record);
  return includeRetracted || rev.record.state === "active" ? rev : null;
}

/**
 * Lists manuscript claim links (`research-manuscript-links-local/1`), current revisions,
 * retracted ones only with `includeRetracted`; optionally one claim's. Reads no manuscript
 * bytes.
 *
 * @example
 * ```ts
 * const claimId = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const list = await listManuscriptLinks("/tmp/ledger", { claimId });
 * list.include_retracted; // false
 * ```
 */
export async function listManuscriptLinks(
  root: string,
  options: { claimId?: unknown; includeRetracted?: unknown } = {},
): Promise<Record<string, unknown>> {
  const claimId = options.claimId == null ? null : f.recordId(options.claimId, "claim_id", "clm");
  const withRetracted = options.includeRetracted == null
    ? false
    : f.bool(options.includeRetracted, "include_retracted");
  const archive = await loadArchive(archivePaths(root));
  const links: Record<string, unknown>[] = [];
  for (const record of archive.state.records.values()) {
    const rev = listed(record, withRetracted);
    if (!rev) continue;
    const ref = rev.record.claim_ref as { claim_id: string };
    if (claimId !== null && ref.claim_id !== claimId) continue;
    links.push(linkView(archive, record, rev));
  }
  return {
    schema: "research-manuscript-links-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    claim_id: claimId,
    include_retracted: withRetracted,
    links,
  };
}

/**
 * The project-relative key of a manuscript for review and reconciliation: the file's real
 * path when it exists, else its folder's real path and its name (a deleted manuscript keeps
 * its links reviewable). Outside the project: 400.
 *
 * @example
 * ```ts
 * await manuscriptKey("/tmp/ledger", "chapters/../book.md"); // "book.md"
 * ```
 */
export async function manuscriptKey(root: string, manuscript: unknown): Promise<string> {
  if (typeof manuscript !== "string" || manuscript.trim() === "") {
    throw usageError("link.manuscript_required");
  }
  const place = await insideRoot(root, manuscript);
  if (!place.ok && place.why === "no-root") throw place.error;
  const { realRoot } = place;
  let real: string | null = place.ok ? place.real : null;
  if (!place.ok && place.why === "unresolved") {
    // A deleted manuscript: its folder's real path and its name, checked the same way.
    const full = resolve(realRoot, manuscript);
    real = await Deno.realPath(dirname(full)).then((d) => join(d, basename(full)))
      .catch(() => full);
  }
  const parts = real !== null && isInside(realRoot, real)
    ? relative(realRoot, real).split(sep)
    : null;
  if (parts === null || parts[0] === ARCHIVE_DIR) {
    throw usageError("link.outside_project", { manuscript, root: realRoot });
  }
  return parts.join("/");
}

/** Options of {@linkcode reviewManuscriptLinks}. */
export interface ReviewOptions {
  /** Review only this manuscript's links (default: every link, each against its own file). */
  readonly manuscript?: unknown;
  readonly expectedProjectId?: unknown;
  /** Also review retracted links (default: active ones only). */
  readonly includeRetracted?: unknown;
  readonly parseOptions?: ParseOptions;
}

/**
 * Reviews links against their manuscripts as they are now (`research-manuscript-review-local/1`):
 * one row per link with every SPEC review-row field, the anchor state and the flags; each
 * file is read and parsed once. Never writes.
 *
 * @example
 * ```ts
 * const review = await reviewManuscriptLinks("/tmp/ledger", { manuscript: "book.md" });
 * review.manuscript; // "book.md"
 * ```
 */
export async function reviewManuscriptLinks(
  root: string,
  options: ReviewOptions = {},
): Promise<Record<string, unknown>> {
  return (await reviewWithParagraphs(root, options)).review;
}

/** A review plus the displayed text of the paragraphs it resolved against. */
export interface ReviewWithParagraphs {
  /** `research-manuscript-review-local/1`. */
  readonly review: Record<string, unknown>;
  /** Displayed text of the paragraph spanning these lines of a reviewed file, or null. */
  readonly paragraphText: (manuscript: string, startLine: number, endLine: number) => string | null;
}

/**
 * {@linkcode reviewManuscriptLinks} for a display that shows the paragraphs around resolved
 * quotes (the served dashboard): the same review, and the paragraphs it read, so nothing is
 * parsed twice.
 *
 * @example
 * ```ts
 * const options = { manuscript: "book.md" };
 * const { review, paragraphText } = await reviewWithParagraphs("/tmp/ledger", options);
 * review.schema; // "research-manuscript-review-local/1"
 * paragraphText("book.md", 12, 14); // the text of the paragraph on lines 12–14, or null
 * ```
 */
export async function reviewWithParagraphs(
  root: string,
  options: ReviewOptions = {},
): Promise<ReviewWithParagraphs> {
  const key = options.manuscript == null ? null : await manuscriptKey(root, options.manuscript);
  const withRetracted = options.includeRetracted == null
    ? false
    : f.bool(options.includeRetracted, "include_retracted");
  // With one manuscript named, its bytes are read while the log is loaded.
  const early = key === null ? null : readAnchoredManuscript(root, key);
  early?.catch(() => {}); // awaited below; this only keeps a failure from going unhandled
  const archive = await loadArchive(archivePaths(root));
  if (
    options.expectedProjectId != null &&
    options.expectedProjectId !== archive.manifest.project_id
  ) {
    throw staleError("api.archive_belongs_project", {
      project_id: archive.manifest.project_id,
      expected_project_id: String(options.expectedProjectId),
    });
  }
  const byFile = new Map<string, RevisionState[]>();
  for (const record of archive.state.records.values()) {
    const rev = listed(record, withRetracted);
    if (!rev) continue;
    const file = (rev.record.anchor as Anchor).manuscript;
    if (key !== null && file !== key) continue;
    const list = byFile.get(file) ?? [];
    list.push(rev);
    byFile.set(file, list);
  }
  const parse = byFile.size > 0 ? await anchorParseOptions(root, options.parseOptions) : {};
  const rows: Record<string, unknown>[] = [];
  const files: Record<string, unknown>[] = [];
  const indexes = new Map<string, ParagraphIndex>();
  for (const [file, links] of [...byFile].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    const read = await (early ?? readAnchoredManuscript(root, file));
    const index = read.status === "ok" ? paragraphIndex(read.text, parse) : null;
    if (index) indexes.set(file, index);
    files.push({
      manuscript: file,
      status: read.status,
      current_source_sha256: read.status === "ok" ? read.sha256 : null,
      reason: read.status === "ok" ? null : read.reason,
      links: links.length,
    });
    links.sort(byRecordedPlace);
    const found = index?.findMany(links.map((l) => quoteOf(l)), MAX_CANDIDATES);
    for (const [i, link] of links.entries()) {
      rows.push(
        reviewRow(
          link,
          claimStanding(archive.state, claimRef(link)),
          rowSource(read, index, link, found?.[i]),
        ),
      );
    }
  }
  const counts = Object.fromEntries(ANCHOR_STATES.map((s) => [s, 0])) as Record<string, number>;
  for (const r of rows) counts[r.anchor_state as string]++;
  const review = {
    schema: "research-manuscript-review-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    manuscript: key,
    manuscripts: files,
    counts,
    review_needed: rows.filter((r) => r.review_needed).length,
    rows,
  };
  const paragraphText = (file: string, startLine: number, endLine: number) => {
    const index = indexes.get(file);
    const i = index ? index.at(startLine, endLine) : -1;
    return i >= 0 ? index!.paragraphs[i].text : null;
  };
  return { review, paragraphText };
}

function quoteOf(link: RevisionState): string {
  return (link.record.anchor as Anchor).selection.quote;
}

function claimRef(link: RevisionState): { claim_id: string; claim_revision: number } {
  return link.record.claim_ref as { claim_id: string; claim_revision: number };
}

function byRecordedPlace(a: RevisionState, b: RevisionState): number {
  const x = (a.record.anchor as Anchor).selection;
  const y = (b.record.anchor as Anchor).selection;
  return x.start_line - y.start_line || x.start - y.start ||
    (a.record_id < b.record_id ? -1 : a.record_id > b.record_id ? 1 : 0);
}

/** Where one link's anchor stands in an already read manuscript. */
function rowSource(
  read: ManuscriptRead,
  index: ParagraphIndex | null,
  link: RevisionState,
  found?: readonly Occurrence[],
): RowSource {
  if (read.status !== "ok") return read;
  const r = resolveSelection((link.record.anchor as Anchor).selection, index!, found);
  return {
    status: "ok",
    sha256: read.sha256,
    anchor_state: r.anchor_state,
    candidates: r.candidates,
  };
}

/** Input of {@linkcode findAnchor}. */
export interface FindAnchorOptions {
  readonly manuscript: unknown;
  readonly quote: unknown;
  readonly parseOptions?: ParseOptions;
}

/**
 * Locates a quote in the current manuscript (`research-manuscript-find-local/1`): every place
 * it stands as a ready `selection`, and with exactly one place that selection plus the
 * guards a link needs (`project_id`, `snapshot`, `source_sha256`). Runs of white space in the
 * quote count as one space (displayed text joins lines so); when that finds nothing, the
 * quote's Markdown emphasis is dropped as the Document drops it. Never writes.
 *
 * @example
 * ```ts
 * const found = await findAnchor("/tmp/ledger", { manuscript: "book.md", quote: "the ledger" });
 * found.unique; // true when the quote stands exactly once (then `selection` is set)
 * ```
 */
export async function findAnchor(
  root: string,
  options: FindAnchorOptions,
): Promise<Record<string, unknown>> {
  if (typeof options.quote !== "string") throw usageError("field.string", { field: "quote" });
  const spaced = options.quote.replace(/\s+/g, " ").trim();
  if (spaced === "") throw usageError("field.blank", { field: "quote" });
  if (codePointLength(spaced) > MAX_QUOTE_CODE_POINTS) {
    throw usageError("link.quote_too_long", { max: MAX_QUOTE_CODE_POINTS });
  }
  const path = await manuscriptInProject(root, options.manuscript);
  const read = await requireReadable(root, path.relative);
  const archive = await loadArchive(archivePaths(root));
  const index = paragraphIndex(read.text, await anchorParseOptions(root, options.parseOptions));
  let quote = spaced;
  let found = index.find(quote, MAX_CANDIDATES);
  if (found.length === 0) {
    const shown = displayInline(spaced).replace(/\s+/g, " ").trim();
    if (shown !== "" && shown !== spaced) {
      quote = shown;
      found = index.find(quote, MAX_CANDIDATES);
    }
  }
  const matches = found.map((o) => {
    const p = index.paragraphs[o.paragraph];
    return {
      start_line: p.startLine,
      end_line: p.endLine,
      paragraph_sha256: index.digest(o.paragraph),
      start: o.start,
      end: o.end,
      quote,
    };
  });
  return {
    schema: "research-manuscript-find-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    manuscript: read.path.relative,
    source_sha256: read.sha256,
    quote,
    count: matches.length,
    unique: matches.length === 1,
    selection: matches.length === 1 ? matches[0] : null,
    matches,
  };
}
