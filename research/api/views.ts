/**
 * The views over authored records through the facade (SPEC 4.2): `timeline`,
 * `claimMatrixData` with `renderClaimMatrix` and `claimMatrixFormat`, the deprecated
 * `claimMatrix`, `editorialReview` and `decisionImpact`. Each reads the archive once, so the
 * records, `project_id` and `snapshot` of an answer come from one read — from the materialised
 * state when it can answer (`research/state/`: a slice of the kinds a view reads, or of the
 * records one decision's impact reads), else from a replay; the views themselves are pure
 * functions in `research/views/` and answer alike on either. None of them writes.
 *
 * @module
 */

import type { LoadedArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import {
  kindsArchive,
  type KindsArchiveOptions,
  reviewArchive,
  reviewText,
} from "../state/archive.ts";
import type { RenderTextOptions } from "../views/text.ts";
import type { DecisionImpact } from "../views/impact.ts";
import { type ClaimMatrixData, claimMatrixView } from "../views/matrix.ts";
import { claimMatrixFormat, renderClaimMatrix } from "../views/matrix_render.ts";
import { type EditorialReview, editorialReviewView } from "../views/review.ts";
import { type Timeline, timelineView } from "../views/timeline.ts";

export { claimMatrixFormat, renderClaimMatrix };
// In its own module so that the one-record read `decision-impact` loads none of the list views.
export { decisionImpact } from "./decision_impact.ts";
export type { ClaimMatrixData, DecisionImpact, EditorialReview, Timeline };

async function load(root: string, options: KindsArchiveOptions): Promise<LoadedArchive> {
  return (await kindsArchive(archivePaths(root), options)).archive;
}

/**
 * The timeline of the claims (`research-timeline-local/1`), optionally of one dossier.
 *
 * @example
 * ```ts
 * const t = await timeline("/tmp/ledger", { dossierId: null });
 * t.schema; // "research-timeline-local/1"
 * ```
 */
export async function timeline(
  root: string,
  options: { dossierId?: string | null } = {},
): Promise<Timeline> {
  return timelineView(await load(root, { kinds: ["claim", "dossier"] }), options);
}

/**
 * The claim/decision matrix as data (`research-claim-matrix-local/1`).
 *
 * @example
 * ```ts
 * const data = await claimMatrixData("/tmp/ledger");
 * data.schema; // "research-claim-matrix-local/1"
 * const csv = renderClaimMatrix(data, "csv");
 * ```
 */
export async function claimMatrixData(root: string): Promise<ClaimMatrixData> {
  const read = await kindsArchive(archivePaths(root), {
    kinds: ["claim", "decision", "dossier"],
    linkPins: true,
    // `review_needed` weighs the decisions' acknowledgements (records/view.ts reviewNeeded).
    events: true,
  });
  return claimMatrixView(read.archive, read.linkPins!);
}

let deprecationShown = false;

/**
 * Deprecated since 1.22.0 (SPEC 9.5), still accepted: the matrix export as text in one call.
 * `md` (the default) and `csv` give `renderClaimMatrix`'s text, `json` the data as indented
 * JSON text. The first call in a process writes a deprecation warning to stderr. Kept on
 * purpose: SPEC 9.5 lists `claim_matrix(project, format=...)` as "deprecated, still accepted,
 * removal deferred", so scripts written against it keep working.
 *
 * @deprecated Use {@linkcode claimMatrixData} and {@linkcode renderClaimMatrix}.
 * @example
 * ```ts
 * const csv = await claimMatrix("/tmp/ledger", { format: "csv" });
 * csv === renderClaimMatrix(await claimMatrixData("/tmp/ledger"), "csv"); // true
 * ```
 */
export async function claimMatrix(
  root: string,
  options: { format?: unknown } = {},
): Promise<string> {
  if (!deprecationShown) {
    deprecationShown = true;
    console.warn(
      "[warning] claimMatrix(project, {format}) is deprecated since 1.22.0; use " +
        "claimMatrixData(project) and renderClaimMatrix(data, format)",
    );
  }
  const { format } = claimMatrixFormat(options.format ?? "md");
  const data = await claimMatrixData(root);
  return format === "json" ? JSON.stringify(data, null, 2) + "\n" : renderClaimMatrix(data, format);
}

/**
 * The editorial review (`research-editorial-review-local/1`): structural review signals.
 *
 * @example
 * ```ts
 * const review = await editorialReview("/tmp/ledger");
 * review.schema; // "research-editorial-review-local/1"
 * ```
 */
export async function editorialReview(root: string): Promise<EditorialReview> {
  const read = await reviewArchive(archivePaths(root));
  return editorialReviewView(read.archive, read.only === null ? {} : { only: read.only });
}

/**
 * The editorial review as bounded text (at most `limit` item lines, `renderReview`), from the
 * materialised state without looking at every flagged record when it can answer
 * (`research/state/review_slice.ts`), else from a replay: the same text.
 *
 * @example
 * ```ts
 * const text = await editorialReviewText("/tmp/ledger", 20);
 * text.startsWith("Editorial review · "); // true
 * ```
 */
export function editorialReviewText(
  root: string,
  limit: number,
  options: RenderTextOptions = {},
): Promise<string> {
  return reviewText(archivePaths(root), limit, options);
}
