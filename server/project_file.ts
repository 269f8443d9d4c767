/**
 * Paths that requests name inside a project (`file` of research-ingest, `manuscript` of
 * research-compare): resolved against a project root, made real (links followed) and kept
 * inside the root's real path (`insideRoot`, the one containment rule); the archive's own
 * folder is refused too (its files are not sources). Nothing is read: only `realPath` and
 * `stat`.
 *
 * @module
 */

import { ARCHIVE_DIR } from "../research/mod.ts";
import { insideRoot } from "../src/project/inside_root.ts";
import { messageOf } from "../src/i18n/keyed_message.ts";
import { httpError } from "./http.ts";

/**
 * Resolves `path` (relative to `root`, or absolute) to the real path of a regular file inside
 * the real `root`, outside its archive folder. Nothing is read: only `realPath` and `stat`.
 * Throws `HttpError(400)` for a missing path, an escape (also through a link), the archive's
 * own files, or anything but a regular file.
 *
 * @example
 * ```ts
 * const real = await fileInProject("/home/me/novel", "sources/letter.txt", "file");
 * // real === "/home/me/novel/sources/letter.txt"
 * ```
 */
export async function fileInProject(root: string, path: string, field: string): Promise<string> {
  if (path === "" || path.includes("\0")) {
    throw httpError(400, "project_file.name_file_inside", { field });
  }
  const place = await insideRoot(root, path);
  if (!place.ok && (place.why === "no-root" || place.why === "unresolved")) {
    const e = place.error;
    const why = e instanceof Deno.errors.NotFound ? "not found" : e.message;
    throw httpError(400, "project_file.use", { path, field, why });
  }
  if (!place.ok && place.why === "outside") {
    throw httpError(400, "project_file.outside_project_folder", { path });
  }
  // The root itself passes on to the file check below.
  const real = place.ok ? place.real : place.realRoot;
  if (place.ok && place.relative.split("/")[0] === ARCHIVE_DIR) {
    throw httpError(400, "project_file.inside_research_archive", { path });
  }
  const info = await Deno.stat(real).catch((e: Error) => {
    throw httpError(400, "project_file.use", { path, field, why: messageOf(e) });
  });
  if (!info.isFile) throw httpError(400, "project_file.regular_file", { path });
  return real;
}
