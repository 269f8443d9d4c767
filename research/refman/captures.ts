/**
 * The archive's captures of Zotero attachments: source versions whose ingest context carries
 * `external_reference.system === "zotero"`. Built once per read from the replayed state.
 *
 * @module
 */

import type { ArchiveState, VersionState } from "../store/state.ts";

/** What `refman-ingest` stores as `context.external_reference`. */
export interface ZoteroReference {
  readonly system: "zotero";
  readonly server_id: string;
  readonly library: string;
  /** The item that holds the attachment (the attachment itself when it stands alone). */
  readonly item_key: string;
  readonly attachment_key: string;
  readonly item_version: number;
  /** ISO 8601; catches edits in a library that never syncs (its versions stay 0). */
  readonly item_date_modified: string | null;
  readonly attachment_md5: string;
  readonly attachment_mtime: number;
  readonly filename: string;
  readonly content_type: string | null;
}

/**
 * The Zotero reference of a source version, or null.
 *
 * @example
 * ```ts
 * zoteroReferenceOf({ context: {} }); // null
 * const external_reference = { system: "zotero", library: "users/0", attachment_key: "ABCD2345" };
 * zoteroReferenceOf({ context: { external_reference } })?.attachment_key; // "ABCD2345"
 * ```
 */
export function zoteroReferenceOf(v: Pick<VersionState, "context">): ZoteroReference | null {
  const ref = v.context.external_reference as Record<string, unknown> | undefined;
  if (!ref || ref.system !== "zotero") return null;
  if (typeof ref.library !== "string" || typeof ref.attachment_key !== "string") return null;
  return ref as unknown as ZoteroReference;
}

/** One capture as `refman` lists it beside an item. */
export interface Capture {
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  /** Whether this is the source's latest version. */
  readonly latest: boolean;
  readonly attachment_key: string;
  readonly item_version: number;
  readonly attachment_md5: string;
  readonly captured_at: string;
}

/**
 * Captures of a library, grouped by item key, in commit order. A capture from another Zotero
 * installation (another server id) is left out when the current one is known.
 *
 * @example
 * ```ts
 * import { type ArchiveState, emptyState } from "../store/state.ts";
 * capturesByItem(emptyState(), "users/0", null).size; // 0: nothing captured yet
 * declare const state: ArchiveState;
 * capturesByItem(state, "users/0", "zotero:users/local/k3Xa9QpZ").get("ABCD2345") ?? [];
 * ```
 */
export function capturesByItem(
  state: ArchiveState,
  library: string,
  serverId: string | null,
): Map<string, Capture[]> {
  const out = new Map<string, Capture[]>();
  for (const source of state.sources.values()) {
    const latest = source.versions[source.versions.length - 1];
    for (const v of source.versions) {
      const ref = zoteroReferenceOf(v);
      if (!ref || ref.library !== library) continue;
      if (serverId !== null && ref.server_id !== serverId) continue;
      const list = out.get(ref.item_key) ?? [];
      list.push({
        source_id: v.source_id,
        version_id: v.version_id,
        version: v.version,
        latest: v === latest,
        attachment_key: ref.attachment_key,
        item_version: ref.item_version,
        attachment_md5: ref.attachment_md5,
        captured_at: v.at,
      });
      out.set(ref.item_key, list);
    }
  }
  return out;
}
