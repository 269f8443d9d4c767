/**
 * The manuscript file behind an anchor: its path inside the explicit project (after every
 * symlink is resolved), its raw bytes' SHA-256, and its paragraphs as the analysis Document
 * gives them. Files are only read, never written: an anchor never changes prose.
 *
 * Rules decided here (SPEC 4.2 names the boundary, not the details):
 * - A relative manuscript path is taken from the project root. The file's real path must lie
 *   inside the project's real path (`insideRoot`, src's one containment rule) and outside its
 *   `svc-research/` folder; the anchor stores that real path relative to the root,
 *   "/"-separated.
 * - The bytes, their SHA-256 and the strict UTF-8 text come from src's one manuscript reader
 *   (`readManuscriptFile`, `decodeManuscript`: a leading BOM is dropped).
 * - On review, a file that is gone is `missing`; one that is a folder, not valid UTF-8,
 *   not permitted, or whose real path now leaves the project is `unreadable`.
 * - Paragraphs come from `parseManuscript` with the project's corpus settings (chapter and
 *   appendix markers from `svc.toml` / `[tool.svc]` of the root, then the user config) unless
 *   the caller passes its own, as the server does with the settings it shows.
 *
 * @module
 */

import { resolve } from "node:path";
import { processingError, usageError } from "../keyed_errors.ts";
import { loadConfig } from "../../src/project/config_files.ts";
import { insideRoot, type RootPlace } from "../../src/project/inside_root.ts";
import {
  decodeManuscript,
  type ManuscriptFile,
  readManuscriptFile,
} from "../../src/project/manuscript.ts";
import { parseManuscript } from "../../src/document/parse.ts";
import type { ParseOptions } from "../../src/document/types.ts";
import { ARCHIVE_DIR } from "../store/paths.ts";
import { ParagraphIndex } from "./paragraph_index.ts";

/** A manuscript located inside its project. */
export interface ManuscriptPath {
  /** Real absolute path. */
  readonly absolute: string;
  /** Path relative to the project's real root, "/"-separated (what an anchor stores). */
  readonly relative: string;
}

/** The outcome of reading an anchored manuscript. */
export type ManuscriptRead =
  | {
    readonly status: "ok";
    readonly path: ManuscriptPath;
    readonly sha256: string;
    readonly text: string;
  }
  | { readonly status: "missing"; readonly reason: string }
  | { readonly status: "unreadable"; readonly reason: string };

/** The project-relative path of a place inside the project and outside its archive, or null. */
function projectRelative(place: RootPlace): string | null {
  if (!place.ok || place.relative.split("/")[0] === ARCHIVE_DIR) return null;
  return place.relative;
}

/**
 * Locates a manuscript for a new link: it must exist, be a file, and lie inside the project
 * after symlinks are resolved. A 400 otherwise.
 *
 * @example
 * ```ts
 * const path = await manuscriptInProject("/tmp/ledger", "book.md");
 * path.relative; // "book.md"
 * path.absolute; // "/tmp/ledger/book.md" (when /tmp/ledger is no symlink)
 * ```
 */
export async function manuscriptInProject(
  root: string,
  manuscript: unknown,
): Promise<ManuscriptPath> {
  if (typeof manuscript !== "string" || manuscript.trim() === "") {
    throw usageError("link.manuscript_required");
  }
  const place = await insideRoot(root, manuscript);
  if (!place.ok && place.why === "no-root") throw place.error;
  if (!place.ok && place.why === "unresolved") {
    throw usageError("link.manuscript_unresolved", { manuscript, why: place.error.message });
  }
  const rel = projectRelative(place);
  if (!place.ok || rel === null) {
    const { realRoot } = place;
    // Refused as written (nothing resolved): the path as written stands for its real path.
    const real = place.ok
      ? place.real
      : place.why === "outside"
      ? place.real ?? resolve(realRoot, manuscript)
      : realRoot;
    throw usageError("link.manuscript_outside", { manuscript, real, root: realRoot });
  }
  if (!(await Deno.stat(place.real)).isFile) {
    throw usageError("link.manuscript_not_file", { manuscript });
  }
  return { absolute: place.real, relative: rel };
}

/**
 * Reads the manuscript an anchor names (a project-relative path); never throws for the
 * file's own state, which becomes `missing` or `unreadable`.
 *
 * @example
 * ```ts
 * const read = await readAnchoredManuscript("/tmp/ledger", "gone.md");
 * if (read.status !== "ok") read.reason; // '"gone.md" does not exist' when the file is missing
 * ```
 */
export async function readAnchoredManuscript(
  root: string,
  manuscript: string,
): Promise<ManuscriptRead> {
  const place = await insideRoot(root, manuscript);
  if (!place.ok && place.why === "no-root") throw place.error;
  if (!place.ok && place.why === "unresolved") {
    if (place.error instanceof Deno.errors.NotFound) {
      return { status: "missing", reason: `"${manuscript}" does not exist` };
    }
    return { status: "unreadable", reason: `"${manuscript}": ${place.error.message}` };
  }
  const rel = projectRelative(place);
  if (!place.ok || rel === null) {
    return { status: "unreadable", reason: `"${manuscript}" now resolves outside the project` };
  }
  let file: ManuscriptFile;
  try {
    file = await readManuscriptFile(place.real);
  } catch (e) {
    return { status: "unreadable", reason: `"${manuscript}": ${(e as Error).message}` };
  }
  const decoded = decodeManuscript(file.bytes);
  if (!decoded.ok) {
    return { status: "unreadable", reason: `"${manuscript}" is not valid UTF-8` };
  }
  return {
    status: "ok",
    path: { absolute: place.real, relative: rel },
    sha256: file.sha256,
    text: decoded.text,
  };
}

/**
 * Reads a manuscript for a write (link or re-pin): the same as a review read, but a file that
 * cannot be read is an error (400).
 *
 * @example
 * ```ts
 * const { sha256, text } = await requireReadable("/tmp/ledger", "book.md");
 * sha256.length; // 64
 * text.length > 0; // true for a non-empty book.md
 * ```
 */
export async function requireReadable(
  root: string,
  manuscript: string,
): Promise<Extract<ManuscriptRead, { status: "ok" }>> {
  const read = await readAnchoredManuscript(root, manuscript);
  if (read.status !== "ok") {
    throw processingError("anchors.read_manuscript", { reason: read.reason });
  }
  return read;
}

/**
 * The parse options anchors use in `root`: the caller's, else the project's corpus settings.
 *
 * @example
 * ```ts
 * await anchorParseOptions("/tmp/ledger", { chapterMarker: "# " }); // { chapterMarker: "# " }
 * await anchorParseOptions("/tmp/ledger");
 * // { chapterMarker: undefined, appendixMarker: undefined } with no svc.toml nor user config
 * ```
 */
export async function anchorParseOptions(
  root: string,
  given?: ParseOptions,
): Promise<ParseOptions> {
  if (given) return given;
  let home: string | null = null;
  try {
    home = Deno.env.get("HOME") ?? null;
  } catch {
    home = null;
  }
  const { project, user } = await loadConfig(null, { projectDir: root, home });
  const corpus = { ...user.corpus, ...project.corpus };
  return { chapterMarker: corpus.chapter_marker, appendixMarker: corpus.appendix_marker };
}

/**
 * The paragraph index of a manuscript text.
 *
 * @example
 * ```ts
 * paragraphIndex("## One\n\nHello there.\n", {}).paragraphs[0].text; // "Hello there."
 * ```
 */
export function paragraphIndex(text: string, options: ParseOptions): ParagraphIndex {
  return new ParagraphIndex(parseManuscript(text, options));
}
