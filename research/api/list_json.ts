/**
 * The long lists as the JSON text the CLI prints (`printJson`: `JSON.stringify(view, null, 2)`
 * and a line break), in chunks of UTF-8 bytes: from the materialised state's pre-rendered rows
 * when it can answer (`research/state/list_text.ts`: nothing parsed or serialised per claim),
 * else the view of a replay serialised piece by piece. The text is the same either way.
 *
 * @module
 */

import { prettyJsonChunks } from "../../src/codec/pretty_json_chunks.ts";
import { listText, type LongList } from "../state/archive.ts";
import { archivePaths } from "../store/paths.ts";
import { listClaims } from "./record_lists.ts";
import { claimMatrixData, timeline } from "./views.ts";

const encoder = new TextEncoder();

async function json(
  root: string,
  list: LongList,
  view: () => Promise<unknown>,
): Promise<Uint8Array[]> {
  const fromState = await listText(archivePaths(root), list);
  if (fromState !== null) return fromState;
  const chunks: Uint8Array[] = [];
  prettyJsonChunks(await view(), (text) => chunks.push(encoder.encode(text)));
  chunks.push(encoder.encode("\n"));
  return chunks;
}

/**
 * `listClaims` (`research-claims-local/2`) as printed JSON text.
 *
 * @example
 * ```ts
 * const chunks = await claimListJson("/tmp/ledger", { dossierId: null });
 * new TextDecoder().decode(chunks[0]).startsWith("{"); // true
 * ```
 */
export function claimListJson(
  root: string,
  options: { dossierId?: string | null } = {},
): Promise<Uint8Array[]> {
  const dossierId = options.dossierId ?? null;
  return json(root, { name: "claims", dossierId }, () => listClaims(root, { dossierId }));
}

/**
 * `timeline` (`research-timeline-local/1`) as printed JSON text.
 *
 * @example
 * ```ts
 * const chunks = await timelineJson("/tmp/ledger", { dossierId: null });
 * chunks.length > 0; // true
 * ```
 */
export function timelineJson(
  root: string,
  options: { dossierId?: string | null } = {},
): Promise<Uint8Array[]> {
  const dossierId = options.dossierId ?? null;
  return json(root, { name: "timeline", dossierId }, () => timeline(root, { dossierId }));
}

/**
 * `claimMatrixData` (`research-claim-matrix-local/1`) as printed JSON text.
 *
 * @example
 * ```ts
 * const chunks = await matrixJson("/tmp/ledger");
 * chunks.length > 0; // true
 * ```
 */
export function matrixJson(root: string): Promise<Uint8Array[]> {
  return json(root, { name: "matrix" }, () => claimMatrixData(root));
}
