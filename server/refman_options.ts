/**
 * Where the server's Zotero bridge looks (research/refman/config.ts): the server's environment,
 * then `[refman]` of the research project's config file, then of the user config under the
 * launch home, then the defaults. Problems in those files are not repeated on every refman
 * request: the settings panel lists the project config's warnings.
 *
 * @module
 */

import type { RefmanOptions } from "../research/mod.ts";
import { researchFacade } from "./research_facade.ts";
import type { ServerState } from "./state.ts";

/**
 * The bridge's options for the research project at `root` (null: user config only).
 *
 * @example
 * ```ts
 * import { researchRootPath } from "./research_root.ts";
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const options = await refmanServerOptions(state, researchRootPath(state));
 * options.env?.HOME; // the server's HOME, e.g. "/home/me"
 * ```
 */
export async function refmanServerOptions(
  state: ServerState,
  root: string | null,
): Promise<RefmanOptions> {
  const { readRefmanConfigFiles } = await researchFacade();
  const files = await readRefmanConfigFiles(root, state.launch.home);
  return {
    env: Deno.env.toObject(),
    projectConfig: files.projectConfig,
    userConfig: files.userConfig,
  };
}
