/**
 * Passage citations built from one loaded archive, so that a record view and its citations
 * come from the same read (same snapshot). Extracted texts are read once per version per
 * view through a small cache.
 *
 * Every citation carries the `availability` of its source version (`available`, `withdrawn`,
 * `purged`, `missing`), the same one `sources` lists (`readerAvailability`: `missing` when an
 * object of the version is not on disk). A purged version's text is gone and a missing text
 * cannot be read: their citations keep every stored field (ids, offsets, hashes) with `text`
 * null. A withdrawn version's text is still shown: the citation was made while it was
 * available.
 *
 * @module
 */

import { CodePointText } from "../code_points.ts";
import type { LoadedArchive } from "../store/load.ts";
import { getObjectIfPresent } from "../store/objects.ts";
import { latestVersion } from "../store/state.ts";
import { readerAvailability, versionAvailability } from "../store/tombstones.ts";
import { usageError } from "../keyed_errors.ts";

/** Extracted texts of source versions, read at most once each. */
export class TextCache {
  readonly #archive: LoadedArchive;
  readonly #texts = new Map<string, CodePointText | null>();

  /**
   * @example
   * ```ts
   * import type { LoadedArchive } from "../store/load.ts";
   * declare const archive: LoadedArchive;
   * const texts = new TextCache(archive); // one per read: each version's text is read once
   * ```
   */
  constructor(archive: LoadedArchive) {
    this.#archive = archive;
  }

  /**
   * The extracted text of a version, or null when it has none (an image), was purged, or is
   * missing from disk.
   *
   * @example
   * ```ts
   * import type { LoadedArchive } from "../store/load.ts";
   * declare const archive: LoadedArchive;
   * const [versionId] = archive.state.versions.keys();
   * (await new TextCache(archive).text(versionId))?.slice(0, 10); // its first 10 code points
   * ```
   */
  async text(versionId: string): Promise<CodePointText | null> {
    if (this.#texts.has(versionId)) return this.#texts.get(versionId)!;
    const state = this.#archive.state;
    const v = state.versions.get(versionId)!;
    let t: CodePointText | null = null;
    if (v.text && versionAvailability(state, versionId) !== "purged") {
      const bytes = await getObjectIfPresent(this.#archive.paths, v.text);
      if (bytes) t = new CodePointText(new TextDecoder().decode(bytes));
    }
    this.#texts.set(versionId, t);
    return t;
  }
}

/**
 * The citation fields of one passage (the body of `research-citation-local/1`).
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const [passageId] = archive.state.passages.keys();
 * (await passageCitation(archive, passageId, new TextCache(archive))).citation;
 * // e.g. "Letters (Łódź, 1893), version 1, p. 3, ¶ 1"
 * ```
 */
export async function passageCitation(
  archive: LoadedArchive,
  passageId: string,
  texts: TextCache,
): Promise<Record<string, unknown>> {
  const p = archive.state.passages.get(passageId);
  if (!p) throw usageError("records.passage_archive", { passage_id: passageId });
  const v = archive.state.versions.get(p.version_id)!;
  const text = await texts.text(v.version_id);
  // The same availability `sources` lists (`readerAvailability`).
  const availability = readerAvailability(archive.paths, archive.state, v.version_id);
  return {
    passage_id: p.passage_id,
    source_id: p.source_id,
    version_id: p.version_id,
    version: v.version,
    source_title: v.title,
    filename: v.filename,
    media_type: v.media_type,
    page: p.page,
    ...(p.page_end !== undefined ? { page_end: p.page_end } : {}),
    ...(p.page !== null ? { paragraph: pageParagraph(archive, p.passage_id) } : {}),
    ordinal: p.ordinal,
    start: p.start,
    end: p.end,
    text: text?.slice(p.start, p.end) ?? null,
    availability,
    passage_sha256: p.sha256,
    text_sha256: v.text?.sha256 ?? null,
    bytes_sha256: v.bytes.sha256,
    provenance: v.provenance.method,
    ...(v.origin_url ? { origin_url: v.origin_url } : {}),
    citation: formatCitation(v, {
      ...p,
      ...(p.page !== null ? { paragraph: pageParagraph(archive, p.passage_id) } : {}),
    }),
  };
}

/**
 * The 1-based number of a PDF passage among the passages that start on its page (the "¶ 4"
 * of "p. 8, ¶ 4"), counted in the version's order; a passage continued from the page before
 * belongs to that page.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * const [passageId] = archive.state.passages.keys();
 * pageParagraph(archive, passageId); // 1 for the first passage on its page
 * ```
 */
export function pageParagraph(archive: LoadedArchive, passageId: string): number {
  const p = archive.state.passages.get(passageId);
  if (!p) throw usageError("records.passage_archive", { passage_id: passageId });
  const v = archive.state.versions.get(p.version_id)!;
  let n = 0;
  for (const id of v.passage_ids) {
    const q = archive.state.passages.get(id)!;
    if (q.page === p.page) n++;
    if (id === passageId) break;
  }
  return n;
}

/**
 * A source update for a cited passage: its source has a version newer than the cited one
 * (the citation stays pinned; this only tells the author), or `null`.
 *
 * @example
 * ```ts
 * import type { LoadedArchive } from "../store/load.ts";
 * declare const archive: LoadedArchive;
 * sourceUpdate(archive, "psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T")?.latest_version;
 * // the newer version's number, or undefined when the passage's version is the latest
 * ```
 */
export function sourceUpdate(
  archive: LoadedArchive,
  passageId: string,
): Record<string, unknown> | null {
  const p = archive.state.passages.get(passageId);
  if (!p) return null;
  const latest = latestVersion(archive.state.sources.get(p.source_id)!);
  if (latest.version_id === p.version_id) return null;
  return {
    passage_id: passageId,
    source_id: p.source_id,
    cited_version_id: p.version_id,
    cited_version: archive.state.versions.get(p.version_id)!.version,
    latest_version_id: latest.version_id,
    latest_version: latest.version,
  };
}

/**
 * One line of citation text: title, place and period, version, page (or pages, "pp. 8–9",
 * for a passage over a page break), paragraph, URL. The paragraph is `paragraph` when given
 * (for a PDF: counted within the page, {@link pageParagraph}), else the passage's position in
 * the whole text. The passage id is no part of it (an internal id means nothing to a reader):
 * it travels in the citation's JSON beside the line (`passage_id`). Self-contained: the
 * research page runs its source in the browser.
 *
 * @example
 * ```ts
 * formatCitation({ title: "Letters", version: 1, context: {} },
 *   { passage_id: "psg_X", page: 3, ordinal: 0 });
 * // "Letters, version 1, p. 3, ¶ 1"
 * formatCitation({ title: "Book", version: 1, context: {} },
 *   { passage_id: "psg_Y", page: 8, page_end: 9, paragraph: 4, ordinal: 101 });
 * // "Book, version 1, pp. 8–9, ¶ 4"
 * ```
 */
export function formatCitation(
  v: {
    title: string;
    version: number;
    context: Readonly<Record<string, unknown>>;
    origin_url?: string;
  },
  p: {
    passage_id: string;
    page: number | null;
    page_end?: number;
    paragraph?: number;
    ordinal: number;
  },
): string {
  const where = [v.context.place, v.context.created_period].filter((x) =>
    typeof x === "string" && x !== ""
  );
  let line = v.title || "Untitled source";
  if (where.length) line += ` (${where.join(", ")})`;
  line += `, version ${v.version}`;
  if (p.page !== null && p.page_end !== undefined && p.page_end > p.page) {
    line += `, pp. ${p.page}–${p.page_end}`;
  } else if (p.page !== null) line += `, p. ${p.page}`;
  line += `, ¶ ${p.paragraph ?? p.ordinal + 1}`;
  if (v.origin_url) line += `, ${v.origin_url}`;
  return line;
}
