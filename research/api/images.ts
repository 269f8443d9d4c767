/**
 * Research images through the facade (SPEC 2.7 "Image", 4.3 image routes, 8 limits):
 * ingesting an image as a source version, adding one to a dossier, and reading retained
 * bytes back.
 *
 * An image is a `source_version` with media type `image/png` or `image/jpeg`, its bytes
 * object, its pixel size and provenance `image-structure/1` — no extracted text and no
 * passages, so it never enters search, textual analysis or comparison. Everything about the
 * input is checked before the lock is taken and before anything is written: permission
 * literally `true`, the context object, `origin_url` (at most 2,000 characters, never
 * fetched), the file name, and the image itself (`research/images/validate.ts`: type from the
 * bytes, structure, 16 MiB, 64 million pixels). No download, no OCR.
 *
 * `addDossierImage` is one commit of two operations: the image version and a guarded dossier
 * revision whose `images` gain an entry pinning `svc:image/<source_id>/<version_id>`. The
 * snapshot and the dossier revision must both match (409 otherwise, nothing written); there
 * is no implicit retry. `images` cannot be changed by a plain revision (`records/kinds.ts`),
 * so the revision is built here.
 *
 * Choices where SPEC is silent, written down here:
 * - A new image version of an existing source (`sourceId`) must follow an image version; a
 *   text source takes no image version and an image source no text version.
 * - `change_kind` of the dossier revision defaults to `supersession` and `reason` to
 *   `Image added: <filename>`.
 * - `section`, when given, must name one of the dossier's editable sections at the revision
 *   being extended; `alt` and `caption` are stored as written (null when absent).
 * - The file name is reduced to its last path segment and must be a single line of at most
 *   255 characters.
 * - `readImage` serves only an available version: a withdrawn, purged or missing one is an
 *   {@linkcode ImageUnavailableError} naming its availability.
 *
 * @module
 */

import { keyed, processingError, staleError, usageError } from "../keyed_errors.ts";
import { basename } from "node:path";
import { ProcessingError, type SvcErrorOptions } from "../../src/errors.ts";
import { imageAvailability, imageRef, imageUrl, type StoredImageEntry } from "../images/entries.ts";
import {
  type CheckedImage,
  MAX_IMAGE_BYTES,
  sniffImage,
  validateImage,
} from "../images/validate.ts";
import * as f from "../records/fields.ts";
import { ID_PREFIX } from "../records/kinds.ts";
import { requireRecord } from "../records/references.ts";
import { CHANGE_KINDS, schemaOfRevision } from "../records/revise.ts";
import { editableSections } from "../records/sections.ts";
import { optionalSnapshotGuard, snapshotGuard } from "../records/snapshot_guard.ts";
import { recordEnvelope } from "../records/view.ts";
import { sha256 } from "../store/digest.ts";
import { newId } from "../store/ids.ts";
import type { LoadedArchive } from "../store/load.ts";
import { loadArchive } from "../store/load.ts";
import type { LockOptions } from "../store/lock.ts";
import { readManifest } from "../store/manifest.ts";
import { getObjectIfPresent } from "../store/objects.ts";
import { archivePaths } from "../store/paths.ts";
import { type ArchiveState, latestVersion } from "../store/state.ts";
import { writeCommit } from "../store/writer.ts";
import type {
  ChangeKind,
  ImageMediaType,
  ObjectRef,
  RevisionOp,
  SourceVersionOp,
} from "../types.ts";
import { checkContext, resolveOriginUrl } from "./context.ts";
import { currentIndex } from "./index_sync.ts";
import { type IngestOptions, requireRetention, schemaFor } from "./ingest.ts";
import { checkTitle } from "./project.ts";

/** Longest alternative text of a dossier image (SPEC 8). */
const MAX_ALT = 1_000;
/** Longest caption of a dossier image (SPEC 8). */
const MAX_CAPTION = 10_000;
/** Longest image file name kept. */
const MAX_FILENAME = 255;

/**
 * Options of {@linkcode ingestImage}: those of text ingest without the OCR settings (images
 * are never OCR'd); `sourceId` names an existing image source.
 */
export type ImageIngestOptions = Omit<IngestOptions, "env" | "ocrFallbackNative">;

/** The image ingest receipt (`research-ingest-local/1` with `text` null and no passages). */
export interface ImageReceipt {
  readonly schema: "research-ingest-local/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly commit: number;
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  readonly ref: string;
  readonly title: string;
  readonly filename: string;
  readonly media_type: ImageMediaType;
  readonly bytes: ObjectRef;
  readonly text: null;
  readonly passages: 0;
  readonly image: { readonly width: number; readonly height: number };
  readonly provenance: SourceVersionOp["provenance"];
  readonly origin_url?: string;
  readonly context: Readonly<Record<string, unknown>>;
  readonly availability: "available";
  readonly url: string;
  readonly storage: string;
  readonly warnings: string[];
}

/** An image that exists in the log but whose bytes are not served. */
export class ImageUnavailableError extends ProcessingError {
  /** `withdrawn`, `purged` or `missing`. */
  readonly availability: string;
  /**
   * @example
   * ```ts
   * const e = new ImageUnavailableError("Image svc:image/src_A/ver_B is purged", "purged");
   * e.availability; // "purged"
   * ```
   */
  constructor(message: string, availability: string, options?: SvcErrorOptions) {
    super(message, options);
    this.availability = availability;
  }
}

/** An image input after every check that needs no archive state. */
interface CheckedInput {
  readonly bytes: Uint8Array;
  readonly bytesRef: ObjectRef;
  readonly filename: string;
  readonly title: string;
  readonly context: Record<string, unknown>;
  readonly originUrl?: string;
  readonly image: CheckedImage;
  readonly sourceId?: string;
}

/**
 * Checks a file name from a request: its last path segment, one line, at most
 * {@linkcode MAX_FILENAME} characters.
 */
function imageFilename(value: unknown): string {
  if (typeof value !== "string") throw usageError("api.filename_string");
  const name = basename(value.replaceAll("\\", "/")).trim();
  if (name === "" || name === "." || name === "..") {
    throw usageError("api.filename_names_file", { value: JSON.stringify(value) });
  }
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(name)) {
    throw usageError("api.filename_single_line");
  }
  if ([...name].length > MAX_FILENAME) {
    throw usageError("api.filename_longer_than", { max_filename: MAX_FILENAME });
  }
  return name;
}

async function readImageInput(
  options: Pick<ImageIngestOptions, "file" | "bytes" | "filename">,
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (options.bytes) {
    return { bytes: options.bytes, filename: imageFilename(options.filename ?? "image") };
  }
  if (!options.file) throw usageError("image.needs_file");
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(options.file);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("image.not_found", { file: options.file });
    }
    throw processingError("image.unreadable", { file: options.file, why: (e as Error).message });
  }
  if (!info.isFile) {
    throw processingError("image.not_file", { file: options.file });
  }
  // Refused before reading: a huge file is never loaded into memory.
  if (info.size > MAX_IMAGE_BYTES) {
    throw processingError("image.too_large", {
      file: basename(options.file),
      size: info.size,
      max: MAX_IMAGE_BYTES,
    });
  }
  return {
    bytes: await Deno.readFile(options.file),
    filename: imageFilename(options.filename ?? basename(options.file)),
  };
}

async function checkImageInput(root: string, options: ImageIngestOptions): Promise<CheckedInput> {
  requireRetention(options.allowRetention);
  await readManifest(archivePaths(root));
  const context = checkContext(options.context);
  const originUrl = resolveOriginUrl(options.originUrl, context);
  const { bytes, filename } = await readImageInput(options);
  const image = validateImage(bytes, { filename });
  const title = checkTitle(options.title ?? filename.replace(/\.[^.]*$/, ""), "title");
  const sourceId = options.sourceId === undefined
    ? undefined
    : f.recordId(options.sourceId, "source_id", "src");
  return {
    bytes,
    bytesRef: { sha256: await sha256(bytes), size: bytes.length },
    filename,
    title: title || filename,
    context,
    ...(originUrl ? { originUrl } : {}),
    image,
    ...(sourceId ? { sourceId } : {}),
  };
}

/** The image version op for `input`, decided against `state` (inside the lock). */
function imageVersionOp(
  state: ArchiveState,
  input: CheckedInput,
  warnings: string[],
): SourceVersionOp {
  let version = 1;
  const sourceId = input.sourceId ?? newId("src");
  if (input.sourceId !== undefined) {
    const source = state.sources.get(input.sourceId);
    if (!source) {
      throw usageError("ingest.no_source", { source: input.sourceId });
    }
    const latest = latestVersion(source);
    if (!latest.image) {
      throw usageError("image.text_source", { source: input.sourceId, type: latest.media_type });
    }
    if (latest.bytes.sha256 === input.bytesRef.sha256) {
      throw usageError("ingest.same_bytes", { version: latest.version, source: input.sourceId });
    }
    version = latest.version + 1;
  } else {
    for (const v of state.versions.values()) {
      if (v.bytes.sha256 === input.bytesRef.sha256) {
        warnings.push(`The same bytes are already archived as ${v.source_id} version ${v.version}`);
        break;
      }
    }
  }
  return {
    op: "source_version",
    source_id: sourceId,
    version_id: newId("ver"),
    version,
    title: input.title,
    filename: input.filename,
    media_type: input.image.media_type,
    bytes: input.bytesRef,
    image: { width: input.image.width, height: input.image.height },
    context: input.context,
    ...(input.originUrl ? { origin_url: input.originUrl } : {}),
    retention: { allowed: true, at: new Date().toISOString() },
    provenance: { method: "image-structure/1" },
  };
}

async function refreshIndex(root: string, warnings: string[]): Promise<void> {
  try {
    (await currentIndex(archivePaths(root))).release();
  } catch (e) {
    warnings.push(
      `The search index was not refreshed (${(e as Error).message}); the next search will`,
    );
  }
}

function captureOf(archive: LoadedArchive, sv: SourceVersionOp, commit: number) {
  return {
    project_id: archive.manifest.project_id,
    commit,
    source_id: sv.source_id,
    version_id: sv.version_id,
    version: sv.version,
    ref: imageRef(sv.source_id, sv.version_id),
    title: sv.title,
    filename: sv.filename,
    media_type: sv.media_type as ImageMediaType,
    bytes: sv.bytes,
    text: null,
    passages: 0 as const,
    image: sv.image!,
    provenance: sv.provenance,
    ...(sv.origin_url ? { origin_url: sv.origin_url } : {}),
    context: sv.context,
    availability: "available" as const,
    url: imageUrl(archive.manifest.project_id, sv.source_id, sv.version_id),
    storage: archive.manifest.storage,
  };
}

/**
 * Ingests one PNG or JPEG image as a new source (or a new version of the image source
 * `sourceId`); returns the ingest receipt with `text` null, no passages, and its `ref`.
 *
 * @example
 * ```ts
 * const r = await ingestImage("/tmp/ledger", { file: "/tmp/map.png", allowRetention: true });
 * r.ref; // "svc:image/src_…/ver_…"
 * ```
 */
export async function ingestImage(
  root: string,
  options: ImageIngestOptions,
): Promise<ImageReceipt> {
  const input = await checkImageInput(root, options);
  const warnings: string[] = [];
  let sv!: SourceVersionOp;
  const result = await writeCommit(archivePaths(root), (archive) => {
    sv = imageVersionOp(archive.state, input, warnings);
    return { ops: [sv], schema: schemaFor(sv), objects: [input.bytes] };
  }, {
    expectedSnapshot: optionalSnapshotGuard(options.expectedSnapshot, "expected_snapshot"),
    expectedProjectId: options.expectedProjectId,
    actor: options.actor,
    lock: options.lock,
  });
  await refreshIndex(root, warnings);
  return {
    schema: "research-ingest-local/1",
    snapshot: result.commit.sha256,
    ...captureOf(result.archive, sv, result.commit.commit),
    warnings,
  };
}

/**
 * Input of {@linkcode addDossierImage}; errors name the fields as the HTTP request spells them
 * (`dossier_id`, `expected_revision`, …).
 */
export interface DossierImageOptions {
  readonly dossierId: unknown;
  readonly expectedSnapshot: unknown;
  readonly expectedRevision: unknown;
  /** Path of the image file (or give `bytes` and `filename`). */
  readonly file?: string;
  readonly bytes?: Uint8Array;
  readonly filename?: string;
  /** Must be literally `true`. */
  readonly allowRetention: unknown;
  readonly alt?: unknown;
  readonly caption?: unknown;
  readonly section?: unknown;
  readonly title?: string;
  readonly originUrl?: string;
  readonly reason?: unknown;
  readonly changeKind?: unknown;
  readonly context?: unknown;
  /** Add the image as a new version of this image source. */
  readonly sourceId?: string;
  /** Guard: the project id the caller expects (409 when it differs). */
  readonly expectedProjectId?: string | null;
  readonly actor?: string;
  readonly lock?: LockOptions;
}

function optionalLimited(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  return f.text(value, field, { max });
}

/**
 * Adds an image to a dossier in one commit: the image version and a dossier revision whose
 * `images` gain its entry. Needs the dossier's current `expectedRevision` and the archive's
 * `expectedSnapshot` (409 and nothing written when either moved on). Returns the dossier's
 * `research-record-local/1` envelope plus `capture` (the image version's metadata, never
 * its bytes).
 *
 * @example
 * ```ts
 * declare const dossierId: string, expectedSnapshot: string;
 * const guards = { dossierId, expectedSnapshot, expectedRevision: 1 };
 * const image = { file: "/tmp/map.png", allowRetention: true, alt: "Map of Łódź, 1848" };
 * const r = await addDossierImage("/tmp/ledger", { ...guards, ...image, section: "Streets" });
 * r.schema; // "research-record-local/1"
 * ```
 */
export async function addDossierImage(
  root: string,
  options: DossierImageOptions,
): Promise<Record<string, unknown>> {
  const dossierId = f.recordId(options.dossierId, "dossier_id", ID_PREFIX.dossier);
  const snapshot = snapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const expected = f.revisionNumber(options.expectedRevision, "expected_revision");
  const alt = optionalLimited(options.alt, "alt", MAX_ALT);
  const caption = optionalLimited(options.caption, "caption", MAX_CAPTION);
  const section = options.section === undefined || options.section === null
    ? null
    : f.text(options.section, "section", { required: true, max: f.MAX_TITLE_CHARS }).trim();
  const changeKind: ChangeKind = options.changeKind === undefined
    ? "supersession"
    : f.oneOf(options.changeKind, "change_kind", CHANGE_KINDS);
  const input = await checkImageInput(root, {
    file: options.file,
    bytes: options.bytes,
    filename: options.filename,
    allowRetention: options.allowRetention,
    title: options.title,
    context: options.context,
    originUrl: options.originUrl,
    sourceId: options.sourceId,
  });
  const reason = options.reason === undefined
    ? `Image added: ${input.filename}`
    : f.text(options.reason, "reason", { required: true, max: f.MAX_REASON_CHARS });
  const warnings: string[] = [];
  let sv!: SourceVersionOp;
  let op!: RevisionOp;
  const result = await writeCommit(archivePaths(root), (archive) => {
    const record = requireRecord(archive.state, "dossier", dossierId, "dossier_id");
    const latest = record.revisions.length;
    if (expected !== latest) {
      throw staleError("image.stale_dossier", {
        id: dossierId,
        latest,
        expected: String(expected),
      });
    }
    const current = record.revisions[latest - 1].record;
    if (section !== null) {
      const sections = editableSections(String(current.body));
      if (!sections.includes(section)) {
        throw usageError(
          "image.no_section",
          {
            id: dossierId,
            revision: latest,
            section: JSON.stringify(section),
            sections: sections.map((s) => JSON.stringify(s)).join(", ") || "none",
          },
        );
      }
    }
    sv = imageVersionOp(archive.state, input, warnings);
    const images = (current.images ?? []) as StoredImageEntry[];
    if (images.some((i) => i.sha256 === input.bytesRef.sha256)) {
      warnings.push(`Dossier ${dossierId} already shows an image with these bytes`);
    }
    const entry: StoredImageEntry = {
      ref: imageRef(sv.source_id, sv.version_id),
      source_id: sv.source_id,
      version_id: sv.version_id,
      alt,
      caption,
      section,
      media_type: sv.media_type,
      width: sv.image!.width,
      height: sv.image!.height,
      sha256: sv.bytes.sha256,
      size: sv.bytes.size,
    };
    op = {
      op: "revision",
      kind: "dossier",
      record_id: dossierId,
      revision: latest + 1,
      record: { ...current, images: [...images, entry] },
      change_kind: changeKind,
      reason,
    };
    return {
      ops: [sv, op],
      schema: Math.max(schemaFor(sv), schemaOfRevision(op)),
      objects: [input.bytes],
    };
  }, {
    expectedSnapshot: snapshot,
    expectedProjectId: options.expectedProjectId,
    actor: options.actor,
    lock: options.lock,
  });
  await refreshIndex(root, warnings);
  const archive = result.archive;
  const envelope = await recordEnvelope(
    archive,
    archive.state.records.get(dossierId)!,
    op.revision,
  );
  return {
    ...envelope,
    capture: { ...captureOf(archive, sv, result.commit.commit), warnings },
  };
}

/** Identity of an image version to read. */
export interface ImageIdentity {
  readonly projectId: unknown;
  readonly sourceId: unknown;
  readonly versionId: unknown;
}

/** Retained image bytes with what they were checked against. */
export interface RetainedImage {
  readonly project_id: string;
  readonly source_id: string;
  readonly version_id: string;
  readonly media_type: ImageMediaType;
  readonly filename: string;
  readonly width: number;
  readonly height: number;
  readonly sha256: string;
  readonly size: number;
  readonly bytes: Uint8Array;
}

/**
 * The exact retained bytes of an image version, after the identity checks (project, source
 * and version), the media check (an image version whose bytes still sniff as its type), the
 * availability check and the hash and size check. Never a path, never a remote URL.
 *
 * @example
 * ```ts
 * declare const projectId: string, sourceId: string, versionId: string;
 * const img = await readImage("/tmp/ledger", { projectId, sourceId, versionId });
 * img.media_type; // "image/png"
 * ```
 */
export async function readImage(root: string, identity: ImageIdentity): Promise<RetainedImage> {
  const projectId = f.text(identity.projectId, "project_id", { required: true });
  const sourceId = f.recordId(identity.sourceId, "source_id", "src");
  const versionId = f.recordId(identity.versionId, "version_id", "ver");
  const archive = await loadArchive(archivePaths(root));
  if (projectId !== archive.manifest.project_id) {
    throw staleError("api.archive_belongs_project_2", {
      project_id: archive.manifest.project_id,
      project_id2: projectId,
    });
  }
  const v = archive.state.versions.get(versionId);
  if (!v || v.source_id !== sourceId) {
    throw usageError("source.no_version_id", { version: versionId, source: sourceId });
  }
  if (!v.image || (v.media_type !== "image/png" && v.media_type !== "image/jpeg")) {
    throw usageError("image.not_image", { version: versionId, source: sourceId });
  }
  const availability = imageAvailability(archive, versionId);
  const unavailable = (state: string): never => {
    const k = keyed("api.image_bytes_are", {
      image_ref: imageRef(sourceId, versionId),
      state: { term: state },
    });
    throw new ImageUnavailableError(k.message, state, k.options);
  };
  if (availability !== "available") unavailable(availability);
  const bytes = await getObjectIfPresent(archive.paths, v.bytes);
  if (!bytes) return unavailable("missing");
  if (sniffImage(bytes) !== v.media_type) {
    throw processingError("api.image_bytes_are_2", {
      image_ref: imageRef(sourceId, versionId),
      media_type: v.media_type,
    });
  }
  return {
    project_id: projectId,
    source_id: sourceId,
    version_id: versionId,
    media_type: v.media_type,
    filename: v.filename,
    width: v.image.width,
    height: v.image.height,
    sha256: v.bytes.sha256,
    size: v.bytes.size,
    bytes,
  };
}
