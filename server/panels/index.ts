/**
 * The workspace panels a served dashboard adds to the standalone one: each resource's panel
 * module contributes its tab, header controls and page-script part. `GET /` and the welcome
 * page both render through {@linkcode workspaceParts}.
 *
 * @module
 */

import type { SafeHtml } from "../../src/report/html.ts";
import type { Translate } from "../../src/report/labels/packs.ts";
import type { HostPanel } from "../../src/report/dashboard/page.ts";
import type { ServerState } from "../state.ts";
import { markersPart } from "./markers.ts";
import { ndaPart } from "./nda.ts";
import { researchManagerPart } from "./research_manager.ts";
import { settingsPart } from "./settings.ts";
import { switcherPart } from "./switcher.ts";

/** What the panels need to render. */
export interface PanelContext {
  readonly state: ServerState;
  readonly t: Translate;
  /** The current project token (settings form, PDF form). */
  readonly projectToken: string;
}

/** One resource's contribution to the page. */
export interface WorkspacePart {
  readonly panel?: HostPanel;
  /** Further tabs (the research area contributes several, in its own navigation group). */
  readonly panels?: readonly HostPanel[];
  /** CSS for the page's one nonce'd stylesheet. */
  readonly styles?: string;
  readonly controls?: SafeHtml;
  /** Browser code, embedded in the page's nonce'd script after the dashboard script. */
  readonly script?: string;
}

/** A panel module: renders its part for the current state. */
export type PanelRenderer = (ctx: PanelContext) => Promise<WorkspacePart> | WorkspacePart;

/**
 * The panels in page order: project switcher, settings, work markers, agreement draft, and the
 * hidden research-manager element (header controls only).
 * The panels in page order: project switcher, settings, work markers, agreement draft, claim
 * links.
 */
const RENDERERS: readonly PanelRenderer[] = [
  switcherPart,
  settingsPart,
  markersPart,
  ndaPart,
  researchManagerPart,
];

/**
 * Every tab the parts contribute, in page order.
 *
 * @example
 * ```ts
 * import { html } from "../../src/report/html.ts";
 * const panel = { id: "workspace", label: "Workspace", body: html`<p>Open a folder</p>` };
 * hostPanelsOf([{ panel }, { styles: "p { margin: 0 }" }]).map((p) => p.id); // ["workspace"]
 * ```
 */
export function hostPanelsOf(parts: readonly WorkspacePart[]): HostPanel[] {
  return parts.flatMap((p) => [...(p.panel ? [p.panel] : []), ...(p.panels ?? [])]);
}

/**
 * Renders every panel, in page order.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../src/report/labels/packs.ts";
 * import { projectToken } from "../project.ts";
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const t = labelsFor("en");
 * const parts = await workspaceParts({ state, t, projectToken: await projectToken(state) });
 * parts.length; // 5 (switcher, settings, markers, agreement draft, research manager)
 * ```
 */
export async function workspaceParts(ctx: PanelContext): Promise<WorkspacePart[]> {
  const parts: WorkspacePart[] = [];
  for (const render of RENDERERS) parts.push(await render(ctx));
  return parts;
}
