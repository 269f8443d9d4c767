/**
 * The research facade (`research/mod.ts`) as the server loads it: on first use, and only once
 * a folder actually holds `svc-research`. The facade pulls in the store, ids, search and
 * extraction modules (about 150 ms of imports on this machine), which a server that never
 * meets an archive does not need at start.
 *
 * @module
 */

import { join } from "node:path";
import { ARCHIVE_DIR, archivePaths } from "../research/store/paths.ts";

/** The research facade's module (`research/mod.ts`). */
export type ResearchFacade = typeof import("../research/mod.ts");

let facade: Promise<ResearchFacade> | undefined;
let manifests: Promise<typeof import("../research/store/manifest.ts")> | undefined;

/**
 * The research facade, imported on first use (see the module doc).
 *
 * @example
 * ```ts
 * const { isArchiveRoot } = await researchFacade();
 * await isArchiveRoot("/home/me/novel"); // true after research-init
 * ```
 */
export function researchFacade(): Promise<ResearchFacade> {
  return facade ??= import("../research/mod.ts");
}

async function hasArchiveFolder(root: string): Promise<boolean> {
  return await Deno.lstat(join(root, ARCHIVE_DIR)).then(() => true, () => false);
}

/**
 * Whether `root` validates as an archive (`isArchiveRoot`), without loading the facade for a
 * folder that has no `svc-research` entry at all.
 *
 * @example
 * ```ts
 * await validArchive("/home/me/novel"); // true after research-init
 * ```
 */
export async function validArchive(root: string): Promise<boolean> {
  return await hasArchiveFolder(root) && (await researchFacade()).isArchiveRoot(root);
}

/**
 * The project id of the archive of `root`, or null when it holds none that validates (a
 * manifest read; no log replay).
 *
 * @example
 * ```ts
 * await archiveProjectId("/home/me/novel"); // "prj_…", or null without an archive
 * ```
 */
export async function archiveProjectId(root: string): Promise<string | null> {
  if (!await hasArchiveFolder(root)) return null;
  const { readManifest } = await (manifests ??= import("../research/store/manifest.ts"));
  return await readManifest(archivePaths(root)).then((m) => m.project_id, () => null);
}
