/**
 * The research manager's anchor in the served page: a hidden `#research-manager` element whose
 * `data-research-token` carries the research token (SPEC 5.2) while the server has a research
 * root (the selected project's, or `--research-project`), whether or not that root holds an
 * archive yet, so a page can also send the token with `POST /api/research-init`. Nothing
 * else: the research workspace itself is built on this element later. Without a research root
 * there is no element.
 *
 * @module
 */

import { html } from "../../src/report/html.ts";
import { researchToken } from "../research_root.ts";
import type { PanelRenderer } from "./index.ts";

/**
 * Renders the hidden research-manager element as a header control.
 *
 * @example
 * ```ts
 * // const part = await researchManagerPart({ state, t: labelsFor("en"), projectToken });
 * // String(part.controls).includes('id="research-manager"')
 * ```
 */
export const researchManagerPart: PanelRenderer = async ({ state }) => {
  const token = await researchToken(state);
  if (token === null) return {};
  return {
    controls: html`<span id="research-manager" hidden data-research-token="${token}"></span>`,
  };
};
