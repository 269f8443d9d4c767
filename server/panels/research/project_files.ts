/**
 * The files of a project that the "Add a source" form offers: a bounded walk of the research
 * root that the panel renders into a `<select>` (no route lists files; the page is the
 * author's own and is rendered by the server that already knows the folder). The ingest route
 * checks the chosen path again (inside the project, a regular file, not the archive).
 *
 * Skipped: hidden names, the archive folder, links (a link could lead out of the project or
 * into a loop), and folders below {@linkcode MAX_DEPTH}. At most {@linkcode MAX_LISTED_FILES}
 * files are listed, sorted by path; `truncated` says when more were there.
 *
 * @module
 */

import { join } from "node:path";
import { ARCHIVE_DIR } from "../../../research/mod.ts";

/** File name endings of what ingest reads (text, Markdown, HTML, PDF). */
const SOURCE_EXTENSIONS: readonly string[] = [
  ".md",
  ".markdown",
  ".txt",
  ".text",
  ".html",
  ".htm",
  ".pdf",
];

/** Most files listed. */
export const MAX_LISTED_FILES = 500;

/** Deepest folder level walked (the root is level 0). */
export const MAX_DEPTH = 4;

/** Files found under a project root. */
export interface ProjectFiles {
  /** Paths relative to the root, `/`-separated, sorted. */
  readonly files: string[];
  readonly truncated: boolean;
}

function wanted(name: string): boolean {
  const lower = name.toLowerCase();
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * Lists candidate source files under `root`.
 *
 * @example
 * ```ts
 * (await projectSourceFiles("/home/me/novel")).files; // ["novel.md", "sources/letter.pdf"]
 * ```
 */
export async function projectSourceFiles(root: string): Promise<ProjectFiles> {
  const files: string[] = [];
  let truncated = false;
  // Breadth first, so a deep folder cannot crowd out the files near the top.
  let level: string[] = [""];
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0 && !truncated; depth++) {
    const next: string[] = [];
    for (const rel of level) {
      let entries: Deno.DirEntry[];
      try {
        entries = await Array.fromAsync(Deno.readDir(join(root, rel)));
      } catch {
        continue;
      }
      entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
      for (const e of entries) {
        if (e.name.startsWith(".") || e.isSymlink) continue;
        const path = rel === "" ? e.name : `${rel}/${e.name}`;
        if (e.isDirectory) {
          if (!(rel === "" && e.name === ARCHIVE_DIR)) next.push(path);
        } else if (e.isFile && wanted(e.name)) {
          if (files.length === MAX_LISTED_FILES) {
            truncated = true;
            break;
          }
          files.push(path);
        }
      }
      if (truncated) break;
    }
    level = next;
  }
  files.sort();
  return { files, truncated };
}
