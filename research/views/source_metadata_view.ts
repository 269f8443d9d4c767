/**
 * A source's current metadata as every view shows it: the latest `source_metadata` revision,
 * its title falling back to the latest version's title (the title a version was ingested
 * with); a source without revisions has only that title, at revision 0. The date comes with
 * its period, read as the timeline reads a claim's `time_period`.
 *
 * @module
 */

import { type ArchiveState, latestVersion } from "../store/state.ts";
import { METADATA_FIELDS, type SourceMetadata } from "../records/source_metadata.ts";
import { type PlacedPeriod, placePeriod, type UnplacedPeriod } from "./period.ts";

/** What {@linkcode sourceMetadataView} returns. */
export interface SourceMetadataView {
  /** Number of metadata revisions (0: only the version's title is known). */
  readonly metadata_revision: number;
  /** Always has a `title`. */
  readonly metadata: SourceMetadata & { readonly title: string };
  /** The date's period; null without a date. */
  readonly period: PlacedPeriod | UnplacedPeriod | null;
}

/**
 * The current metadata of source `sourceId` (which must exist in `state`).
 *
 * @example
 * ```ts
 * import type { ArchiveState } from "../store/state.ts";
 * declare const state: ArchiveState;
 * const [sourceId] = state.sources.keys();
 * sourceMetadataView(state, sourceId).metadata.title; // the source's title
 * ```
 */
export function sourceMetadataView(state: ArchiveState, sourceId: string): SourceMetadataView {
  const revisions = state.metadata.get(sourceId) ?? [];
  const latest = revisions[revisions.length - 1];
  const fallback = latestVersion(state.sources.get(sourceId)!).title;
  const stored: Record<string, unknown> = { ...(latest?.metadata ?? {}) };
  stored.title ??= fallback;
  const withTitle: Record<string, unknown> = {};
  for (const key of METADATA_FIELDS) if (stored[key] !== undefined) withTitle[key] = stored[key];
  return {
    metadata_revision: revisions.length,
    metadata: withTitle as unknown as SourceMetadataView["metadata"],
    period: metadataPeriod(withTitle),
  };
}

/**
 * The period of a metadata date, read as the timeline reads a claim's `time_period`.
 *
 * @example
 * ```ts
 * metadataPeriod({ date: "1848-03" }); // { placed: true, precision: "month", start: "1848-03", … }
 * metadataPeriod({}); // null
 * ```
 */
export function metadataPeriod(meta: SourceMetadata): PlacedPeriod | UnplacedPeriod | null {
  return meta.date === undefined ? null : placePeriod(meta.date);
}
