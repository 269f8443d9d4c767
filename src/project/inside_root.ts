/**
 * The one path-containment rule for every command and route that takes a path inside the
 * author's folder (a template, a manuscript to link, a file to ingest):
 * - the path is taken relative to the root, or may be absolute;
 * - it must stay inside the root as written: `..` that climbs out, or an absolute path
 *   elsewhere, is refused before anything is touched, so the answer reveals nothing about
 *   files outside the root;
 * - it must stay inside the root's real path after every symbolic link is resolved, so a link
 *   that leads out (to a file or through a folder) is refused too;
 * - "inside" is by whole path segments (`/a/book2` is not inside `/a/book`), and the root
 *   itself is not inside itself.
 *
 * {@linkcode isInside} is the lexical test alone, for paths that are already real.
 *
 * @module
 */

import { isAbsolute, relative, resolve, sep } from "node:path";

/** Where {@linkcode insideRoot} found a path. */
export type RootPlace =
  | {
    readonly ok: true;
    /** The root's real path. */
    readonly realRoot: string;
    /** The real path of the target (links resolved). */
    readonly real: string;
    /** The real path relative to the real root, "/"-separated, never empty. */
    readonly relative: string;
  }
  /** The root itself cannot be resolved (missing, not permitted, …). */
  | { readonly ok: false; readonly why: "no-root"; readonly error: Error }
  /** The target cannot be resolved (`Deno.errors.NotFound` when it does not exist). */
  | {
    readonly ok: false;
    readonly why: "unresolved";
    readonly realRoot: string;
    readonly error: Error;
  }
  /** The target is the root itself. */
  | { readonly ok: false; readonly why: "root"; readonly realRoot: string }
  /**
   * The target leaves the root: `real` is null when that showed as written (nothing was
   * resolved), else the real path a link led to.
   */
  | {
    readonly ok: false;
    readonly why: "outside";
    readonly realRoot: string;
    readonly real: string | null;
  };

/**
 * True when `path` lies strictly below `dir`, by whole segments (both absolute; no link is
 * resolved).
 *
 * @example
 * ```ts
 * isInside("/a/book", "/a/book/ch/1.md"); // true
 * isInside("/a/book", "/a/book2/1.md"); // false
 * isInside("/a/book", "/a/book"); // false
 * isInside("/a/book", "/a/book/../x.md"); // false
 * ```
 */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** Inside `dir` or `dir` itself. */
function within(dir: string, path: string): boolean {
  return path === dir || isInside(dir, path);
}

/**
 * Locates `path` inside the folder `root` (see the module rules). Never throws for the
 * file system's answers: each outcome is a {@linkcode RootPlace}.
 *
 * @example
 * ```ts
 * const place = await insideRoot("/tmp/novel", "chapters/one.md");
 * if (place.ok) place.relative; // "chapters/one.md" (its real path, relative to the root)
 * (await insideRoot("/tmp/novel", "../other/one.md")).ok; // false: why "outside", real null
 * ```
 */
export async function insideRoot(root: string, path: string): Promise<RootPlace> {
  let realRoot: string;
  try {
    realRoot = await Deno.realPath(root);
  } catch (error) {
    return { ok: false, why: "no-root", error: error as Error };
  }
  // As written: a relative path against the real root; an absolute one against the root as
  // given or its real path (a root reached through a link names its files either way).
  const written = resolve(realRoot, path);
  if (!within(realRoot, written) && !(isAbsolute(path) && within(resolve(root), written))) {
    return { ok: false, why: "outside", realRoot, real: null };
  }
  let real: string;
  try {
    real = await Deno.realPath(written);
  } catch (error) {
    return { ok: false, why: "unresolved", realRoot, error: error as Error };
  }
  if (real === realRoot) return { ok: false, why: "root", realRoot };
  if (!isInside(realRoot, real)) return { ok: false, why: "outside", realRoot, real };
  return { ok: true, realRoot, real, relative: relative(realRoot, real).split(sep).join("/") };
}
