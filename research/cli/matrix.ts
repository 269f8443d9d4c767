/**
 * `svc research matrix [--format json|md|csv]`: the claim/decision matrix — the data as JSON
 * (default), or the Markdown or CSV export exactly as `renderClaimMatrix` writes it (CSV with
 * CRLF line ends and the formula guard). Read-only.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { claimMatrixData, claimMatrixFormat, renderClaimMatrix } from "../api/views.ts";
import { matrixJson } from "../api/list_json.ts";
import { printChunks, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code. It reads no messages, so the start-up fast path
 * (`read_fast.ts`) runs it too.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const options = { project: "/tmp/archive", format: "csv" };
 * await run({ args: [], options, io }); // 0; prints the matrix as CSV
 * ```
 */
export async function run(
  ctx: Pick<CommandContext, "args" | "options" | "io"> & Partial<Pick<CommandContext, "messages">>,
): Promise<number> {
  const { format } = claimMatrixFormat(ctx.options.format ?? "json");
  const root = await researchRoot(ctx);
  if (format === "json") return printChunks(ctx, await matrixJson(root));
  const data = await claimMatrixData(root);
  ctx.io.stdout(renderClaimMatrix(data, format, { text: ctx.messages?.researchText }));
  return 0;
}
