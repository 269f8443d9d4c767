/**
 * Dossier image entries as stored and as served. A dossier revision stores, per image, the
 * pin `svc:image/<source_id>/<version_id>` with the version's identity, type, size and hash
 * and the author's `alt`, `caption` and `section`. A read adds the image's `availability`
 * (`available`, `withdrawn`, `purged`, `missing` — from the log, and from the disk for
 * `missing`) and, only when available, the `url` of `GET /api/research/image` for exactly
 * that version: a historical revision resolves the version it pinned, never a newer one.
 *
 * @module
 */

import type { LoadedArchive } from "../store/load.ts";
import { type Availability, objectPresent, versionAvailability } from "../store/tombstones.ts";

/** The route that serves retained image bytes. */
const IMAGE_ROUTE = "/api/research/image";

/** The keys of a stored entry, in the order they are served. */
const ENTRY_KEYS = [
  "ref",
  "source_id",
  "version_id",
  "alt",
  "caption",
  "section",
  "media_type",
  "width",
  "height",
  "sha256",
  "size",
] as const;

/** One image of a dossier revision, as stored. */
export interface StoredImageEntry {
  readonly ref: string;
  readonly source_id: string;
  readonly version_id: string;
  readonly alt: string | null;
  readonly caption: string | null;
  readonly section: string | null;
  readonly media_type: string;
  readonly width: number;
  readonly height: number;
  readonly sha256: string;
  readonly size: number;
}

/**
 * The pin form of an image version.
 *
 * @example
 * ```ts
 * imageRef("src_A", "ver_B"); // "svc:image/src_A/ver_B"
 * ```
 */
export function imageRef(sourceId: string, versionId: string): string {
  return `svc:image/${sourceId}/${versionId}`;
}

/**
 * The URL path that serves an image version's bytes.
 *
 * @example
 * ```ts
 * imageUrl("prj_P", "src_A", "ver_B");
 * // "/api/research/image?project_id=prj_P&source_id=src_A&version_id=ver_B"
 * ```
 */
export function imageUrl(projectId: string, sourceId: string, versionId: string): string {
  const q = new URLSearchParams({
    project_id: projectId,
    source_id: sourceId,
    version_id: versionId,
  });
  return `${IMAGE_ROUTE}?${q}`;
}

/**
 * An image version's availability: the log's, or `missing` when the log says available but
 * its bytes are not on disk (an audit error) or the version is unknown.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * imageAvailability(archive, "ver_01JD5ZQ8XK4V0G3N6M7P8R9S2T"); // "missing" when not in the log
 * ```
 */
export function imageAvailability(archive: LoadedArchive, versionId: string): Availability {
  const v = archive.state.versions.get(versionId);
  if (!v) return "missing";
  const fromLog = versionAvailability(archive.state, versionId);
  if (fromLog !== "available") return fromLog;
  return objectPresent(archive.paths, v.bytes.sha256) ? "available" : "missing";
}

/**
 * A stored entry as served: plus `availability`, and `url` only when available.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * declare const entry: StoredImageEntry;
 * const view = imageView(archive, entry);
 * view.availability; // "available", "withdrawn", "purged" or "missing"; `url` only if available
 * ```
 */
export function imageView(
  archive: LoadedArchive,
  entry: StoredImageEntry,
): Record<string, unknown> {
  const availability = imageAvailability(archive, entry.version_id);
  // The log stores keys in canonical (sorted) order; serve them in the entry's order.
  const ordered: Record<string, unknown> = {};
  for (const key of ENTRY_KEYS) if (Object.hasOwn(entry, key)) ordered[key] = entry[key];
  return {
    ...ordered,
    ...entry,
    availability,
    ...(availability === "available"
      ? { url: imageUrl(archive.manifest.project_id, entry.source_id, entry.version_id) }
      : {}),
  };
}
