/**
 * Resolving a path (positional `svc serve PATH`, `POST /api/project-open`) to a selection: a
 * folder is a project root whose manuscript is its one Markdown manuscript (the first in
 * name order when there are several; null when none); a Markdown file selects itself and its
 * folder as the root. Paths are made absolute and real (links resolved) before use.
 *
 * @module
 */

import { basename, dirname, join } from "node:path";
import { pickManuscript } from "../src/project/exports/find_manuscript.ts";
import { isMarkdownName } from "../src/project/manuscript_name.ts";
import { UsageError } from "../src/errors.ts";
import type { Selection } from "./state.ts";
import { serverKeyedArgs } from "./http.ts";

/**
 * The Markdown manuscripts of a folder in name order (hidden names and README-like files
 * excluded), regular files only.
 *
 * @example
 * ```ts
 * await manuscriptsIn("/home/me/novel"); // ["novel.md"]
 * ```
 */
export async function manuscriptsIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile || entry.isSymlink) names.push(entry.name);
  }
  const pick = pickManuscript(names);
  return pick.kind === "one" ? [pick.name] : pick.kind === "many" ? [...pick.names] : [];
}

/**
 * Resolves a path to a selection; throws `UsageError` for a missing path or a file that is
 * not Markdown.
 *
 * @example
 * ```ts
 * await resolveSelection("/home/me/novel/book.md");
 * // { root: "/home/me/novel", manuscript: "/home/me/novel/book.md" }
 * ```
 */
export async function resolveSelection(path: string): Promise<Selection> {
  let real: string;
  let info: Deno.FileInfo;
  try {
    real = await Deno.realPath(path);
    info = await Deno.stat(real);
  } catch {
    throw new UsageError(...serverKeyedArgs("select.open_such_file", { path }));
  }
  if (info.isDirectory) {
    const found = await manuscriptsIn(real);
    return { root: real, manuscript: found.length > 0 ? join(real, found[0]) : null };
  }
  if (!info.isFile || !isMarkdownName(basename(real))) {
    throw new UsageError(...serverKeyedArgs("select.open_folder_markdown", { path }));
  }
  return { root: dirname(real), manuscript: real };
}
