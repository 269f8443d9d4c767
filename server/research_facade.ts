/**
 * The research facade (`research/mod.ts`) as the server's routes reach it, and the two archive
 * checks they share. The server reaches the archive only through that facade (DESIGN
 * "Layout"); since it also needs the facade's constants at start (`ARCHIVE_DIR` for the folder
 * probes), the facade's modules load with the server, and {@linkcode researchFacade} hands a
 * handler the module that is already loaded.
 *
 * @module
 */

import { join } from "node:path";
import { ARCHIVE_DIR, archivePaths, readManifest } from "../research/mod.ts";

/** The research facade's module (`research/mod.ts`). */
export type ResearchFacade = typeof import("../research/mod.ts");

let facade: Promise<ResearchFacade> | undefined;

/**
 * The research facade, imported once (see the module doc).
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
 * Whether `root` validates as an archive (`isArchiveRoot`), without reading any further for a
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
  return await readManifest(archivePaths(root)).then((m) => m.project_id, () => null);
}
