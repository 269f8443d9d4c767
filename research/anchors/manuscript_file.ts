/**
 * The manuscript file behind an anchor: its path inside the explicit project (after every
 * symlink is resolved), its raw bytes' SHA-256, and its paragraphs as the analysis Document
 * gives them. Files are only read, never written: an anchor never changes prose.
 *
 * Rules decided here (SPEC 4.2 names the boundary, not the details):
 * - A relative manuscript path is taken from the project root. The file's real path must lie
 *   inside the project's real path and outside its `svc-research/` folder; the anchor stores
 *   that real path relative to the root, "/"-separated.
 * - On review, a file that is gone is `missing`; one that is a folder, not valid UTF-8,
 *   not permitted, or whose real path now leaves the project is `unreadable`.
 * - Paragraphs come from `parseManuscript` with the project's corpus settings (chapter and
 *   appendix markers from `svc.toml` / `[tool.svc]` of the root, then the user config) unless
 *   the caller passes its own, as the server does with the settings it shows.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { join, relative, resolve, sep } from "node:path";
import { ProcessingError, UsageError } from "../../src/errors.ts";
import { loadConfig } from "../../src/project/config_files.ts";
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

function insideProject(realRoot: string, real: string): string | null {
  const rel = relative(realRoot, real);
  if (rel === "" || rel.startsWith("..") || resolve(realRoot, rel) !== real) return null;
  const parts = rel.split(sep);
  if (parts[0] === ARCHIVE_DIR) return null;
  return parts.join("/");
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
    throw new UsageError(`"manuscript" must name a manuscript file inside the project`);
  }
  const realRoot = await Deno.realPath(root);
  let real: string;
  try {
    real = await Deno.realPath(resolve(realRoot, manuscript));
  } catch (e) {
    throw new UsageError(`Cannot find manuscript "${manuscript}": ${(e as Error).message}`);
  }
  const rel = insideProject(realRoot, real);
  if (rel === null) {
    throw new UsageError(
      `Manuscript "${manuscript}" resolves to "${real}", outside the project "${realRoot}" ` +
        `(or inside its archive); links stay inside the project`,
    );
  }
  if (!(await Deno.stat(real)).isFile) {
    throw new UsageError(`Manuscript "${manuscript}" is not a file`);
  }
  return { absolute: real, relative: rel };
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
  const realRoot = await Deno.realPath(root);
  let real: string;
  try {
    real = await Deno.realPath(join(realRoot, ...manuscript.split("/")));
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      return { status: "missing", reason: `"${manuscript}" does not exist` };
    }
    return { status: "unreadable", reason: `"${manuscript}": ${(e as Error).message}` };
  }
  const rel = insideProject(realRoot, real);
  if (rel === null) {
    return { status: "unreadable", reason: `"${manuscript}" now resolves outside the project` };
  }
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(real);
  } catch (e) {
    return { status: "unreadable", reason: `"${manuscript}": ${(e as Error).message}` };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { status: "unreadable", reason: `"${manuscript}" is not valid UTF-8` };
  }
  return {
    status: "ok",
    path: { absolute: real, relative: rel },
    // node:crypto hashes a novel in a fifth of Web Crypto's time; the hex digest is the same.
    sha256: createHash("sha256").update(bytes).digest("hex"),
    text,
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
    throw new ProcessingError(`Cannot read manuscript ${read.reason}`);
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
