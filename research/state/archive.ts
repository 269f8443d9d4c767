/**
 * The archive one read of records needs, from the materialised state when it can answer
 * (`current.ts`): a `LoadedArchive` whose state is a slice (`slice.ts`) of the records asked
 * for, with the manifest, snapshot and torn-tail length of the same read. When the state
 * cannot answer, the log is replayed (`loadArchive`) and the whole state is returned: the views
 * run on either and answer alike. The lists and views over whole kinds read a slice of those
 * kinds ({@linkcode kindsArchive}, `kinds.ts`) the same way.
 *
 * @module
 */

import { loadArchive, type LoadedArchive } from "../store/load.ts";
import type { RenderTextOptions } from "../views/text.ts";
import type { ArchivePaths } from "../store/paths.ts";
import { readCurrentState, type StateReadOptions } from "./current.ts";
import { currentLinkPins, type LinkPin } from "../records/view.ts";
import { type KindsOptions, readKinds, readLinkPins } from "./kinds.ts";
import { readSlice, type SliceOptions } from "./slice.ts";

/** Options of {@linkcode recordsArchive}. */
export interface RecordsArchiveOptions extends SliceOptions, StateReadOptions {}

/**
 * The archive for a read of the records `ids` (see the module doc).
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const archive = await recordsArchive(archivePaths("/tmp/ledger"), [id], { related: true });
 * archive.state.records.get(id)?.kind; // "claim" when the archive holds it
 * ```
 */
export async function recordsArchive(
  paths: ArchivePaths,
  ids: readonly string[],
  options: RecordsArchiveOptions,
): Promise<LoadedArchive> {
  const fromState = await readCurrentState(paths, (s) => ({
    paths,
    manifest: s.manifest,
    state: readSlice(s.db, s.meta, ids, options),
    validBytes: s.meta.log_bytes,
    tornBytes: s.tornBytes,
  }), options);
  return fromState ?? await loadArchive(paths);
}

/** Options of {@linkcode kindsArchive}. */
export interface KindsArchiveOptions extends KindsOptions, StateReadOptions {
  /** Also the current active evidence links by claim (`currentLinkPins`). */
  readonly linkPins?: boolean;
}

/** What {@linkcode kindsArchive} read. */
export interface KindsRead {
  readonly archive: LoadedArchive;
  /** The current active evidence links by claim when asked for, else null. */
  readonly linkPins: Map<string, LinkPin[]> | null;
}

/**
 * The archive for a list or view over whole kinds: a slice of those kinds (`kinds.ts`) from the
 * state when it can answer, else the whole replayed log; with `linkPins`, the current active
 * evidence links by claim of the same read.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const read = await kindsArchive(archivePaths("/tmp/ledger"), {
 *   kinds: ["claim"],
 *   linkPins: true,
 * });
 * read.archive.state.records.size; // the number of claims (or of every record, from a replay)
 * ```
 */
export async function kindsArchive(
  paths: ArchivePaths,
  options: KindsArchiveOptions,
): Promise<KindsRead> {
  const fromState = await readCurrentState(paths, (s) => ({
    archive: {
      paths,
      manifest: s.manifest,
      state: readKinds(s.db, s.meta, options),
      validBytes: s.meta.log_bytes,
      tornBytes: s.tornBytes,
    },
    linkPins: options.linkPins ? readLinkPins(s.db) : null,
  }), options);
  if (fromState) return fromState;
  const archive = await loadArchive(paths);
  return { archive, linkPins: options.linkPins ? currentLinkPins(archive) : null };
}

/** A long list {@linkcode listText} writes: the claim list or timeline (of one dossier), the matrix. */
export type LongList =
  | { readonly name: "claims" | "timeline"; readonly dossierId: string | null }
  | { readonly name: "matrix" };

/**
 * The JSON text of a long list from the materialised state's pre-rendered rows
 * (`list_text.ts`), in chunks of bytes to write as they are; null when the state cannot answer
 * (then print the view of a replay: the same text).
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const chunks = await listText(archivePaths("/tmp/ledger"), { name: "matrix" });
 * chunks?.reduce((n, c) => n + c.length, 0); // the bytes of `svc research matrix`
 * ```
 */
export async function listText(
  paths: ArchivePaths,
  list: LongList,
  options: StateReadOptions = {},
): Promise<Uint8Array[] | null> {
  const { claimListText, matrixText, timelineText } = await import("./list_text.ts");
  const text = await readCurrentState(paths, (s) => {
    switch (list.name) {
      case "claims":
        return claimListText(s, list.dossierId);
      case "timeline":
        return timelineText(s, list.dossierId);
      case "matrix":
        return matrixText(s, paths);
    }
  }, options);
  return text ?? null;
}

/** What {@linkcode reviewArchive} read. */
export interface ReviewRead {
  readonly archive: LoadedArchive;
  /** The records the review looks at for flags; null: every record (a replay). */
  readonly only: ReadonlySet<string> | null;
}

/**
 * The archive for the editorial review: from the state, the records that may carry a flag and
 * what their flags read (`review_slice.ts`); else the whole replayed log.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const read = await reviewArchive(archivePaths("/tmp/ledger"));
 * read.only?.size; // the records looked at, or undefined after a replay
 * ```
 */
export async function reviewArchive(
  paths: ArchivePaths,
  options: StateReadOptions = {},
): Promise<ReviewRead> {
  const { readReviewSlice } = await import("./review_slice.ts");
  const fromState = await readCurrentState(paths, (s) => {
    const slice = readReviewSlice(s.db, s.meta);
    return {
      archive: {
        paths,
        manifest: s.manifest,
        state: slice.state,
        validBytes: s.meta.log_bytes,
        tornBytes: s.tornBytes,
      },
      only: slice.only,
    };
  }, options);
  return fromState ?? { archive: await loadArchive(paths), only: null };
}

/**
 * The editorial review as bounded text (`renderReview`): from the state, its first `limit`
 * items and the whole count (`readReviewHead` of `review_slice.ts`), without looking at every
 * flagged record; else from the whole replayed log. The text is the same either way.
 *
 * @example
 * ```ts
 * import { archivePaths } from "../store/paths.ts";
 * const text = await reviewText(archivePaths("/tmp/ledger"), 50);
 * text.startsWith("Editorial review · "); // true
 * ```
 */
export async function reviewText(
  paths: ArchivePaths,
  limit: number,
  options: StateReadOptions & RenderTextOptions = {},
): Promise<string> {
  const [{ readReviewHead, reviewItemCount }, { editorialReviewView }, { renderReview }] =
    await Promise.all([
      import("./review_slice.ts"),
      import("../views/review.ts"),
      import("../views/review_render.ts"),
    ]);
  const fromState = await readCurrentState(paths, (s) => {
    const head = readReviewHead(s.db, s.meta, limit);
    const archive = {
      paths,
      manifest: s.manifest,
      state: head.state,
      validBytes: s.meta.log_bytes,
      tornBytes: s.tornBytes,
    };
    const review = editorialReviewView(archive, { only: head.only });
    // Only `items` (the first `limit`) and `counts.items` are printed.
    return { ...review, counts: { ...review.counts, items: reviewItemCount(head, review) } };
  }, options);
  const review = fromState ?? editorialReviewView(await loadArchive(paths));
  return renderReview(review, limit, options);
}
