/**
 * Finding the manuscript when none is named (`svc build` without FILE; the project probe and
 * the server's selection pick the same way). A candidate is a file whose name passes
 * `isManuscriptName` (`../manuscript_name.ts`: non-hidden `.md` / `.markdown`, not README,
 * CHANGELOG, LICENSE or CONTRIBUTING). Exactly one candidate is the manuscript; none or
 * several is a usage error, because guessing would analyse (and build) the wrong file.
 *
 * @module
 */

import { join } from "node:path";
import { ProcessingError, UsageError } from "../../errors.ts";
import type { Messages } from "../../i18n/messages.ts";
import { isManuscriptName } from "../manuscript_name.ts";

/** The outcome of {@linkcode pickManuscript}. */
export type ManuscriptPick =
  | { readonly kind: "one"; readonly name: string }
  | { readonly kind: "none" }
  | { readonly kind: "many"; readonly names: readonly string[] };

/**
 * Chooses the manuscript among the file names of one folder (pure; names only).
 *
 * @example
 * ```ts
 * pickManuscript(["README.md", "book.md", ".draft.md"]); // { kind: "one", name: "book.md" }
 * pickManuscript(["a.md", "b.markdown"]); // { kind: "many", names: ["a.md", "b.markdown"] }
 * ```
 */
export function pickManuscript(names: readonly string[]): ManuscriptPick {
  const candidates = names.filter(isManuscriptName).sort();
  if (candidates.length === 0) return { kind: "none" };
  if (candidates.length === 1) return { kind: "one", name: candidates[0] };
  return { kind: "many", names: candidates };
}

/**
 * The path of the one manuscript in `dir` (regular files and links to them count). Throws a
 * `UsageError` (`m.build.noManuscript` / `m.build.manyManuscripts`) otherwise; a folder that
 * exists but cannot be listed is a `ProcessingError`.
 *
 * @example
 * ```ts
 * import { messages } from "../../i18n/messages.ts";
 * await findManuscript("/tmp/novel", messages("en")); // "/tmp/novel/novel.md"
 * // (when novel.md is the folder's only manuscript; else a UsageError)
 * ```
 */
export async function findManuscript(dir: string, m: Messages): Promise<string> {
  const files: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile || (entry.isSymlink && await isFileTarget(join(dir, entry.name)))) {
        files.push(entry.name);
      }
    }
  } catch (e) {
    if (e instanceof Deno.errors.NotFound || e instanceof Deno.errors.NotADirectory) {
      throw new UsageError(m.build.noManuscript(dir));
    }
    throw new ProcessingError(m.errors.cannotRead(dir, (e as Error).message));
  }
  const pick = pickManuscript(files);
  if (pick.kind === "none") throw new UsageError(m.build.noManuscript(dir));
  if (pick.kind === "many") {
    throw new UsageError(m.build.manyManuscripts(dir, pick.names.join(", ")));
  }
  return join(dir, pick.name);
}

async function isFileTarget(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false; // a dangling link is no manuscript
  }
}
