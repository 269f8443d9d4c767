/**
 * `refman-ingest` (SPEC 4.3 `POST /api/research-refman-ingest`): one Zotero attachment becomes
 * a retained source version through the archive's normal ingest (PDF text, OCR, passages),
 * with `context.external_reference` naming exactly what was captured (see
 * {@linkcode ZoteroReference}); its first write raises storage to schema 3 (4 for a PDF).
 *
 * Checked in this order, each before anything is read from Zotero or written: permission
 * (`allow_retention` literally `true`), the library and attachment key, a non-empty
 * `expected_server_id`, `source_id`'s form, the archive's project id. Then, from Zotero: the
 * installation's server id must equal `expected_server_id` (a request prepared against another
 * Zotero is stale: 400); the attachment must exist, be outside the trash and be stored by
 * Zotero itself (link modes 0 and 1, `storage/<key>/`) — linked files, links and embedded
 * images are refused with the reason; its file's real path must stay inside that folder.
 *
 * A capture is identified by (server id, library, attachment key). Without `source_id` the
 * attachment must not be captured yet (a second, unrelated source for the same attachment
 * would split its history); with `source_id` (an explicit refresh) that source's captures
 * must all be of this attachment, and its current bytes become a new version (the archive
 * refuses bytes it already has as the latest version).
 *
 * @module
 */

import { basename, extname } from "node:path";
import { UsageError } from "../../src/errors.ts";
import { ingest, type IngestReceipt, requireRetention } from "../api/ingest.ts";
import { StaleArchiveError } from "../errors.ts";
import type { LockOptions } from "../store/lock.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { type ZoteroReference, zoteroReferenceOf } from "./captures.ts";
import { refmanConfig, type RefmanOptions } from "./config.ts";
import { md5Hex, storedFile } from "./files.ts";
import { checkKey, parseLibrary, refusalOf } from "./keys.ts";
import { requireProject } from "./request.ts";
import { openRefman } from "./source.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * What {@linkcode refmanIngest} ingests; errors name the fields as the HTTP request spells
 * them (`attachment_key`, `expected_server_id`, …).
 */
export interface RefmanIngestRequest {
  readonly projectId: unknown;
  readonly library: unknown;
  readonly attachmentKey: unknown;
  /** The `server_id` that refman-status or the browse reported. */
  readonly expectedServerId: unknown;
  /** Must be literally `true`. */
  readonly allowRetention: unknown;
  /** Add the file as a new version of this source. */
  readonly sourceId?: unknown;
}

/** Options of {@linkcode refmanIngest}: where Zotero is, and the archive's ingest options. */
export interface RefmanIngestOptions extends RefmanOptions {
  readonly actor?: string;
  readonly lock?: LockOptions;
  /** Keep native PDF text when the OCR worker fails (explicit opt-in). */
  readonly ocrFallbackNative?: boolean;
}

/** The receipt: the ingest receipt plus how Zotero was read. */
export type RefmanIngestReceipt = IngestReceipt & { readonly via: "local-api" | "data-dir" };

/**
 * Ingests one stored Zotero attachment (see the module doc).
 *
 * @example
 * ```ts
 * const receipt = await refmanIngest("/tmp/ledger", {
 *   projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   library: "users/0",
 *   attachmentKey: "ABCD2345",
 *   expectedServerId: "zotero:users/local/k3Xa9QpZ",
 *   allowRetention: true,
 * }, { dataDir: "/tmp/Zotero" });
 * receipt.via; // "local-api" when Zotero runs, else "data-dir"
 * ```
 */
export async function refmanIngest(
  root: string,
  request: RefmanIngestRequest,
  options: RefmanIngestOptions = {},
): Promise<RefmanIngestReceipt> {
  requireRetention(request.allowRetention);
  const library = parseLibrary(request.library);
  const key = checkKey(request.attachmentKey, "attachment_key");
  const expected = request.expectedServerId;
  if (typeof expected !== "string" || expected.trim() === "") {
    throw usageError("refman.expected_server_id");
  }
  const sourceId = request.sourceId == null ? undefined : checkSourceId(request.sourceId);
  const archive = await loadArchive(archivePaths(root));
  const projectId = requireProject(archive, request.projectId);

  const config = refmanConfig(options);
  const source = await openRefman(config);
  let reference: ZoteroReference;
  let bytes: Uint8Array;
  let title: string;
  try {
    const serverId = await source.serverId();
    if (serverId === null) {
      throw usageError("refman.tell_which_zotero");
    }
    if (serverId !== expected) {
      throw usageError("refman.expected_server_id_2", { expected, server_id: serverId });
    }
    if (!await source.hasLibrary(library)) {
      throw usageError("refman.zotero_has_library", { path: library.path });
    }
    const attachment = await source.attachment(library, key);
    if (!attachment) {
      throw usageError("refman.attachment", { key, path: library.path });
    }
    const refusal = refusalOf(attachment.link_mode);
    if (refusal !== null) throw usageError("refman.refused_attachment", { key, refusal });
    if (attachment.trashed) {
      throw usageError("refman.refused_attachment_zotero", { key });
    }
    const parent = attachment.parent_key === null
      ? null
      : await source.item(library, attachment.parent_key);
    const where = await source.fileLocation(library, attachment);
    if (!where) {
      throw usageError("refman.refused_attachment_zotero_2", { key });
    }
    const file = await storedFile(where, key);
    bytes = await Deno.readFile(file.path);
    reference = {
      system: "zotero",
      server_id: serverId,
      library: library.path,
      item_key: parent?.key ?? attachment.key,
      attachment_key: attachment.key,
      item_version: parent?.version ?? attachment.version,
      item_date_modified: parent?.date_modified ?? null,
      attachment_md5: md5Hex(bytes),
      attachment_mtime: file.mtime,
      filename: attachment.filename!,
      content_type: attachment.content_type,
    };
    title = parent?.title || attachment.title ||
      basename(attachment.filename!, extname(attachment.filename!));
  } finally {
    await source.close();
  }
  checkCaptures(archive, reference, sourceId);
  try {
    const receipt = await ingest(root, {
      bytes,
      filename: reference.filename,
      allowRetention: true,
      title,
      context: { external_reference: reference },
      sourceId,
      expectedProjectId: projectId,
      actor: options.actor,
      env: options.env,
      ocrFallbackNative: options.ocrFallbackNative,
      lock: options.lock,
    });
    return { ...receipt, via: source.via };
  } catch (e) {
    // Every refman failure is a 400 (SPEC 7); a project id that changed under the lock is one.
    if (e instanceof StaleArchiveError) throw new UsageError(e.message, { ref: e.ref });
    throw e;
  }
}

function checkSourceId(value: unknown): string {
  if (typeof value !== "string" || !/^src_[0-9A-Za-z]{10,40}$/.test(value)) {
    throw usageError("refman.source_id_source", { value: JSON.stringify(value) });
  }
  return value;
}

const sameAttachment = (a: ZoteroReference, b: ZoteroReference) =>
  a.server_id === b.server_id && a.library === b.library && a.attachment_key === b.attachment_key;

/** The capture rules of the module doc, against the archive as read before Zotero was. */
function checkCaptures(
  archive: LoadedArchive,
  reference: ZoteroReference,
  sourceId: string | undefined,
): void {
  if (sourceId === undefined) {
    for (const v of archive.state.versions.values()) {
      const ref = zoteroReferenceOf(v);
      if (ref && sameAttachment(ref, reference)) {
        throw usageError("refman.attachment_already_captured", {
          attachment_key: reference.attachment_key,
          source_id: v.source_id,
          version: v.version,
        });
      }
    }
    return;
  }
  const source = archive.state.sources.get(sourceId);
  if (!source) throw usageError("refman.source_archive_refresh", { source_id: sourceId });
  for (const v of source.versions) {
    const ref = zoteroReferenceOf(v);
    if (!ref || !sameAttachment(ref, reference)) {
      throw usageError("refman.source_capture_zotero", {
        source_id: sourceId,
        attachment_key: reference.attachment_key,
        library: reference.library,
      });
    }
  }
}
