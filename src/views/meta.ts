/**
 * The `meta` block shared by analysis results.
 *
 * @module
 */

import type { Analysis } from "../features/pipeline.ts";
import { TOOL, VERSION } from "../version.ts";

/** `meta` of analyze, profile and the structure modules. */
export interface ResultMeta {
  tool: string;
  version: string;
  schema_version: number;
  language: string;
}

/**
 * Builds `meta` for a result of the given schema version.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * resultMeta(analyzeDocument("## One\n\nIt rained."), 2);
 * // { tool: "svc", version: "0.4.9", schema_version: 2, language: "en" }
 * ```
 */
export function resultMeta(analysis: Analysis, schemaVersion: number): ResultMeta {
  return {
    tool: TOOL,
    version: VERSION,
    schema_version: schemaVersion,
    language: analysis.language,
  };
}
