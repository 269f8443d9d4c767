/**
 * The duplicate rule of ingest: bytes that the archive already holds as an available version
 * of some source (not withdrawn, not purged) are refused unless the caller says what is meant
 * — a new version of a named source (`sourceId`, the CLI's `--new-version-of`/`--source-id`)
 * or a separate source (`asNewSource`). The check runs before extraction (no OCR for a file
 * that will be refused) and again inside the writer lock, where it decides.
 *
 * @module
 */

import { DuplicateSourceError, type ExistingSource } from "../errors.ts";
import type { ArchiveState } from "../store/state.ts";
import { versionAvailability } from "../store/tombstones.ts";
import { sourceMetadataView } from "../views/source_metadata_view.ts";
import { keyed } from "../keyed_errors.ts";

/**
 * The first available version whose bytes have SHA-256 `digest`, or null.
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * declare const state: ArchiveState;
 * sameBytes(state, "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")?.source_id;
 * // the source that already holds these bytes, or undefined
 * ```
 */
export function sameBytes(state: ArchiveState, digest: string): ExistingSource | null {
  for (const v of state.versions.values()) {
    if (v.bytes.sha256 !== digest || versionAvailability(state, v.version_id) !== "available") {
      continue;
    }
    return {
      source_id: v.source_id,
      version_id: v.version_id,
      version: v.version,
      title: sourceMetadataView(state, v.source_id).metadata.title ?? v.title,
    };
  }
  return null;
}

/**
 * Throws {@linkcode DuplicateSourceError} when `digest` is already archived and the ingest
 * names neither a source to add a version to nor `asNewSource`; returns the existing version
 * (for a warning) when `asNewSource` lets the duplicate through.
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * declare const state: ArchiveState, digest: string;
 * refuseDuplicate(state, digest, { asNewSource: true }); // the existing version, or null
 * ```
 */
export function refuseDuplicate(
  state: ArchiveState,
  digest: string,
  options: { sourceId?: string; asNewSource?: boolean },
): ExistingSource | null {
  if (options.sourceId !== undefined) return null;
  const existing = sameBytes(state, digest);
  if (existing === null || options.asNewSource === true) return existing;
  const k = keyed("api.same_bytes_are", {
    source_id: existing.source_id,
    title: existing.title,
    version: existing.version,
  });
  throw new DuplicateSourceError(k.message, existing, k.options);
}
