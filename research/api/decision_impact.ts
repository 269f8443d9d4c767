/**
 * `decisionImpact` of the facade (SPEC 4.2; re-exported by `views.ts`), on its own so that
 * the one-record read loads only the impact view, not the list views (timeline, matrix,
 * review) the other views of `views.ts` import.
 *
 * @module
 */

import { archivePaths } from "../store/paths.ts";
import { recordsArchive } from "../state/archive.ts";
import { type DecisionImpact, decisionImpactView } from "../views/impact.ts";

/**
 * What changed under one decision's pins (`research-decision-impact-local/1`), from the
 * materialised state when it can answer (`research/state/`), else from a replay. `strict`
 * never writes the state and refuses one that is not current.
 *
 * @example
 * ```ts
 * const impact = await decisionImpact("/tmp/ledger", "dec_01JD5ZQ8XK4V0G3N6M7P8R9S2T");
 * impact.schema; // "research-decision-impact-local/1"
 * ```
 */
export async function decisionImpact(
  root: string,
  id: unknown,
  options: { strict?: boolean } = {},
): Promise<DecisionImpact> {
  const ids = typeof id === "string" ? [id] : [];
  const archive = await recordsArchive(archivePaths(root), ids, { related: true, ...options });
  return decisionImpactView(archive, id);
}
