/**
 * Ingest: one file's bytes become a retained source version with its extracted text and
 * passages, in one commit. Permission to retain must be literally `true`; otherwise nothing
 * is even read. Extraction (text, HTML, PDF, OCR) runs before the lock is taken; guards and
 * ids are decided inside it.
 *
 * @module
 */

import { basename, extname } from "node:path";
import { ProcessingError } from "../../src/errors.ts";
import { extractSource } from "../ingest/extract.ts";
import { optionalSnapshotGuard } from "../records/snapshot_guard.ts";
import { sha256 } from "../store/digest.ts";
import { newId } from "../store/ids.ts";
import type { LockOptions } from "../store/lock.ts";
import { readManifest } from "../store/manifest.ts";
import { archivePaths } from "../store/paths.ts";
import { type ArchiveState, latestVersion } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import {
  checkSourceMetadata,
  sameMetadata,
  type SourceMetadata,
} from "../records/source_metadata.ts";
import { sourceMetadataView } from "../views/source_metadata_view.ts";
import type {
  Extraction,
  ObjectRef,
  Op,
  PassageOp,
  SourceMetadataOp,
  SourceVersionOp,
} from "../types.ts";
import { checkContext, resolveOriginUrl } from "./context.ts";
import { refuseDuplicate } from "./duplicates.ts";
import { loadArchive } from "../store/load.ts";
import { currentIndex } from "./index_sync.ts";
import { SOURCE_METADATA_SCHEMA } from "./source_metadata.ts";
import { checkTitle } from "./project.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** Options of {@linkcode ingest}. */
export interface IngestOptions {
  /** Path of the file to ingest (or give `bytes` and `filename`). */
  readonly file?: string;
  readonly bytes?: Uint8Array;
  readonly filename?: string;
  /** Must be literally `true`. */
  readonly allowRetention: unknown;
  readonly title?: string;
  /**
   * Metadata given by the caller (flags, HTTP, a batch list): checked like
   * `checkSourceMetadata`, laid over what the file says about itself.
   */
  readonly metadata?: unknown;
  readonly context?: unknown;
  readonly originUrl?: string;
  /** Ingest as a new version of this existing source. */
  readonly sourceId?: string;
  /**
   * Bytes the archive already holds as another source are refused (`DuplicateSourceError`)
   * unless this is true (a separate new source, with a warning) or `sourceId` names the
   * source they are a new version of (`duplicates.ts`).
   */
  readonly asNewSource?: boolean;
  readonly expectedSnapshot?: string | null;
  readonly expectedProjectId?: string | null;
  readonly actor?: string;
  /** Environment for OCR settings (default: the process environment). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Keep native PDF text when the OCR worker fails (explicit opt-in). */
  readonly ocrFallbackNative?: boolean;
  readonly lock?: LockOptions;
}

/** The ingest receipt, `research-ingest-local/1`. */
export interface IngestReceipt {
  readonly schema: "research-ingest-local/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly commit: number;
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  readonly title: string;
  readonly filename: string;
  readonly media_type: string;
  readonly bytes: ObjectRef;
  readonly text: ObjectRef;
  readonly passages: number;
  readonly provenance: SourceVersionOp["provenance"];
  readonly origin_url?: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly storage: string;
  readonly warnings: string[];
}

/**
 * Checks the retention permission: only the boolean `true` allows anything to be read.
 *
 * @example
 * ```ts
 * requireRetention(true); // ok
 * ```
 */
export function requireRetention(value: unknown): void {
  if (value !== true) {
    throw usageError("ingest.retention");
  }
}

/**
 * Ingests one file.
 *
 * @example
 * ```ts
 * const receipt = await ingest("/tmp/ledger", { file: "/tmp/letters.txt", allowRetention: true });
 * receipt.version; // 1 (a new source)
 * ```
 */
export async function ingest(root: string, options: IngestOptions): Promise<IngestReceipt> {
  requireRetention(options.allowRetention);
  const paths = archivePaths(root);
  await readManifest(paths);
  const expectedSnapshot = optionalSnapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const context = checkContext(options.context);
  const originUrl = resolveOriginUrl(options.originUrl, context);
  if (options.asNewSource === true && options.sourceId !== undefined) {
    throw usageError("api.give_either_source");
  }
  const { bytes, filename } = await readInput(options);
  // Refused duplicates cost no extraction (no OCR); the writer checks again under the lock,
  // after its guards (a stale snapshot or project id is answered as such).
  const before = await loadArchive(paths);
  const expectedProjectId = options.expectedProjectId ?? null;
  if (
    (expectedSnapshot === null || expectedSnapshot === before.state.head) &&
    (expectedProjectId === null || expectedProjectId === before.manifest.project_id)
  ) refuseDuplicate(before.state, await sha256(bytes), options);
  const given = givenMetadata(options);
  const env = options.env ?? Deno.env.toObject();
  const extraction = await extractSource(bytes, {
    filename,
    env,
    allowNativeFallback: options.ocrFallbackNative === true || env.SVC_OCR_FALLBACK === "native",
  });
  const title = checkTitle(
    given.title ?? extraction.metadata?.title ??
      (basename(filename, extname(filename)) || filename),
    "title",
  );
  return await commitExtraction(root, {
    ...options,
    expectedSnapshot,
    context,
    originUrl,
    title,
    metadata: given,
    filename,
    bytes,
    extraction,
  });
}

async function readInput(options: IngestOptions): Promise<{ bytes: Uint8Array; filename: string }> {
  if (options.bytes) return { bytes: options.bytes, filename: options.filename ?? "source" };
  if (!options.file) throw usageError("ingest.needs_file");
  try {
    const info = await Deno.stat(options.file);
    if (!info.isFile) {
      throw processingError("ingest.not_file", { file: options.file });
    }
    return { bytes: await Deno.readFile(options.file), filename: basename(options.file) };
  } catch (e) {
    if (e instanceof ProcessingError) throw e;
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("ingest.not_found", { file: options.file });
    }
    throw processingError("ingest.unreadable", { file: options.file, why: (e as Error).message });
  }
}

/**
 * The caller's metadata of an ingest: `metadata` checked, with `title` (the older option) in
 * it when given; the two titles must agree.
 *
 * @example
 * ```ts
 * givenMetadata({ allowRetention: true, title: "Briefe", metadata: { date: "1898" } });
 * // { title: "Briefe", date: "1898" }
 * ```
 */
export function givenMetadata(options: IngestOptions): SourceMetadata {
  const metadata = options.metadata === undefined ? {} : checkSourceMetadata(options.metadata);
  if (options.title === undefined) return metadata;
  const title = checkTitle(options.title, "title");
  if (metadata.title !== undefined && metadata.title !== title) {
    throw usageError("ingest.title_twice");
  }
  return checkSourceMetadata({ ...metadata, title });
}

/** Everything a commit of one extraction needs. */
export interface ExtractedInput extends IngestOptions {
  readonly context: Record<string, unknown>;
  readonly originUrl?: string;
  readonly title: string;
  /** The caller's metadata (`givenMetadata`); the file's own is `extraction.metadata`. */
  readonly metadata?: SourceMetadata;
  readonly filename: string;
  readonly bytes: Uint8Array;
  readonly extraction: Extraction;
}

/**
 * Commits an extraction as a new source or a new version of `sourceId`.
 *
 * @example
 * ```ts
 * import type { Extraction } from "../types.ts";
 * declare const bytes: Uint8Array, extraction: Extraction; // from extractSource(bytes, …)
 * const input = { allowRetention: true, context: {}, title: "Tale", filename: "tale.txt" };
 * const receipt = await commitExtraction("/tmp/ledger", { ...input, bytes, extraction });
 * receipt.passages === extraction.passages.length; // true
 * ```
 */
export async function commitExtraction(
  root: string,
  input: ExtractedInput,
): Promise<IngestReceipt> {
  const paths = archivePaths(root);
  const { extraction } = input;
  const textBytes = new TextEncoder().encode(extraction.text);
  const bytesRef = { sha256: await sha256(input.bytes), size: input.bytes.length };
  const textRef = { sha256: await sha256(textBytes), size: textBytes.length };
  const attachments = await Promise.all(
    (extraction.attachments ?? []).map(async (a) => ({
      name: a.name,
      sha256: await sha256(a.bytes),
      size: a.bytes.length,
    })),
  );
  const warnings = [...extraction.warnings];
  let sv!: SourceVersionOp;
  let meta: SourceMetadataOp | null = null;
  const result = await writeCommit(paths, (archive) => {
    const state = archive.state;
    let version = 1;
    const sourceId = input.sourceId ?? newId("src");
    if (input.sourceId !== undefined) {
      const source = state.sources.get(input.sourceId);
      if (!source) {
        throw usageError("ingest.no_source", { source: input.sourceId });
      }
      const latest = latestVersion(source);
      if (latest.image) {
        throw usageError("ingest.image_source", { source: input.sourceId });
      }
      if (latest.bytes.sha256 === bytesRef.sha256) {
        throw usageError("ingest.same_bytes", { version: latest.version, source: input.sourceId });
      }
      version = latest.version + 1;
    } else {
      const v = refuseDuplicate(state, bytesRef.sha256, input);
      if (v) {
        warnings.push(`The same bytes are already archived as ${v.source_id} version ${v.version}`);
      }
    }
    const versionId = newId("ver");
    sv = {
      op: "source_version",
      source_id: sourceId,
      version_id: versionId,
      version,
      title: input.title,
      filename: input.filename,
      media_type: extraction.media_type,
      bytes: bytesRef,
      text: textRef,
      ...(attachments.length ? { attachments } : {}),
      context: input.context,
      ...(input.originUrl ? { origin_url: input.originUrl } : {}),
      retention: { allowed: true, at: new Date().toISOString() },
      provenance: extraction.provenance,
    };
    meta = metadataOp(state, sv, extraction.metadata ?? {}, input.metadata ?? {});
    const ops: Op[] = meta ? [sv, meta] : [sv];
    extraction.passages.forEach((p, ordinal) => {
      const op: PassageOp = {
        op: "passage",
        passage_id: newId("psg"),
        source_id: sourceId,
        version_id: versionId,
        ordinal,
        start: p.start,
        end: p.end,
        page: p.page,
        ...(p.page_end !== undefined ? { page_end: p.page_end } : {}),
        sha256: p.sha256,
      };
      ops.push(op);
    });
    return {
      ops,
      schema: meta ? Math.max(schemaFor(sv), SOURCE_METADATA_SCHEMA) : schemaFor(sv),
      objects: [input.bytes, textBytes, ...(extraction.attachments ?? []).map((a) => a.bytes)],
    };
  }, {
    expectedSnapshot: optionalSnapshotGuard(input.expectedSnapshot, "expected_snapshot"),
    expectedProjectId: input.expectedProjectId,
    actor: input.actor,
    lock: input.lock,
  });
  try {
    (await currentIndex(paths)).release();
  } catch (e) {
    warnings.push(
      `The search index was not refreshed (${(e as Error).message}); the next search will`,
    );
  }
  return {
    schema: "research-ingest-local/1",
    project_id: result.archive.manifest.project_id,
    snapshot: result.commit.sha256,
    commit: result.commit.commit,
    source_id: sv.source_id,
    version_id: sv.version_id,
    version: sv.version,
    title: sv.title,
    ...sourceMetadataView(result.archive.state, sv.source_id),
    filename: sv.filename,
    media_type: sv.media_type,
    bytes: bytesRef,
    text: textRef,
    passages: extraction.passages.length,
    provenance: sv.provenance,
    ...(sv.origin_url ? { origin_url: sv.origin_url } : {}),
    context: sv.context,
    storage: result.archive.manifest.storage,
    warnings,
  };
}

/**
 * The metadata revision an ingest adds, or null. A new source gets revision 1 when the file
 * and the caller together know more than a title (the caller's fields win); a new version
 * changes the metadata only by what the caller gives (the file of a later version does not
 * undo an author's corrections).
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * import type { SourceVersionOp } from "../types.ts";
 * declare const state: ArchiveState, sv: SourceVersionOp; // version 1 of a new source
 * metadataOp(state, sv, { title: "Chronik" }, { date: "1848" })?.metadata;
 * // { title: "Chronik", date: "1848" }
 * ```
 */
export function metadataOp(
  state: ArchiveState,
  sv: SourceVersionOp,
  fromFile: SourceMetadata,
  given: SourceMetadata,
): SourceMetadataOp | null {
  const known = state.metadata.get(sv.source_id) ?? [];
  if (sv.version === 1 || !state.sources.has(sv.source_id)) {
    const metadata = checkSourceMetadata({ ...fromFile, ...given, title: sv.title });
    if (Object.keys(metadata).length < 2) return null;
    return { op: "source_metadata", source_id: sv.source_id, revision: 1, metadata };
  }
  if (Object.keys(given).length === 0) return null;
  const current = known.length
    ? known[known.length - 1].metadata
    : { title: latestVersion(state.sources.get(sv.source_id)!).title };
  const metadata = checkSourceMetadata({ ...current, ...given });
  if (sameMetadata(metadata, current)) return null;
  if (known.length === 0 && Object.keys(metadata).length < 2) return null;
  return {
    op: "source_metadata",
    source_id: sv.source_id,
    revision: known.length + 1,
    metadata,
    ...(known.length ? { change_kind: "supersession" as const } : {}),
    ...(known.length ? { reason: `Ingest of version ${sv.version}` } : {}),
  };
}

/**
 * The least storage schema a source version needs (SPEC 9.7).
 *
 * @example
 * ```ts
 * import type { SourceVersionOp } from "../types.ts";
 * declare const op: SourceVersionOp; // a PDF version with native text
 * schemaFor(op); // 4
 * ```
 */
export function schemaFor(op: SourceVersionOp): number {
  let schema = 1;
  if (op.origin_url) schema = 2;
  if (op.context.external_reference !== undefined) schema = 3;
  if (op.provenance.method === "pdf-native/1" || op.provenance.method === "ocr-local-cli/1") {
    schema = 4;
  }
  if (op.provenance.method === "pdf-native/2" || op.provenance.method === "ocr-local-cli/2") {
    schema = 9;
  }
  return schema;
}
