/**
 * The labels the research area's page script needs, in the interface language: every key of
 * the research label set (`src/report/labels/research/`), looked up through the page's label
 * packs so the SPEC 9.8 merge order and the English fallback apply as everywhere else.
 *
 * @module
 */

import { RESEARCH_EN, type ResearchLabelKey } from "../../../src/report/labels/research/en.ts";
import type { Translate } from "../../../src/report/labels/packs.ts";

/**
 * The research labels as one object for the page script, keyed by the English table's keys.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../../src/report/labels/packs.ts";
 * researchLabels(labelsFor("de")).rs_tab_search; // "Suche"
 * ```
 */
export function researchLabels(t: Translate): Record<ResearchLabelKey, string> {
  const keys = Object.keys(RESEARCH_EN) as ResearchLabelKey[];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<ResearchLabelKey, string>;
}
