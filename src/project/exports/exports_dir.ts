/**
 * The file-system side of a build: hashing what is in `exports/` and writing what changed.
 * Writes are atomic (`src/project/atomic_write.ts`) and in the order given, which puts the
 * manifest last. `exports/` is created only when something is to be written. Nothing is
 * ever deleted: files in `exports/` that are not this build's are left alone.
 *
 * @module
 */

import { join } from "node:path";
import { ProcessingError } from "../../errors.ts";
import { writeFileAtomic } from "../atomic_write.ts";
import type { Messages } from "../../i18n/messages.ts";
import { sha256Hex } from "../../codec/hash.ts";
import type { PlannedArtifact } from "./plan.ts";

/**
 * Reads a file; null when it is missing or cannot be read as a file (such a file is treated
 * as absent: the build then tries to replace it, and a real problem shows as a write error).
 *
 * @example
 * ```ts
 * await readFileOrNull("exports/book-manifest.json"); // null before the first build
 * ```
 */
export async function readFileOrNull(path: string): Promise<Uint8Array | null> {
  try {
    return await Deno.readFile(path);
  } catch {
    return null;
  }
}

/**
 * SHA-256 of each named file in `dir` (null where missing or unreadable).
 *
 * @example
 * ```ts
 * const hashes = await hashFiles("exports", ["book-style.json"]);
 * hashes.get("book-style.json"); // the file's SHA-256 in hex, or null when it is missing
 * ```
 */
export async function hashFiles(
  dir: string,
  names: readonly string[],
): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  for (const name of names) {
    const data = await readFileOrNull(join(dir, name));
    out.set(name, data === null ? null : sha256Hex(data));
  }
  return out;
}

/**
 * Writes every artifact whose status is `written`, in order, creating `dir` first. Any
 * failure is a `ProcessingError` (`m.output.cannotWrite`) naming the path; files already
 * replaced stay replaced, the rest keep their old bytes.
 *
 * @example
 * ```ts
 * import { messages } from "../../i18n/messages.ts";
 * import { artifact } from "./artifacts.ts";
 * const style = { ...artifact("book-style.json", "style", "{}\n"), status: "written" as const };
 * await writeArtifacts("/tmp/book/exports", [style], messages("en")); // writes one file
 * ```
 */
export async function writeArtifacts(
  dir: string,
  artifacts: readonly PlannedArtifact[],
  m: Messages,
): Promise<void> {
  const pending = artifacts.filter((a) => a.status === "written");
  if (pending.length === 0) return;
  try {
    await Deno.mkdir(dir, { recursive: true });
  } catch (e) {
    throw new ProcessingError(m.output.cannotWrite(dir, reason(e)), { cause: e });
  }
  for (const a of pending) {
    const path = join(dir, a.name);
    try {
      await writeFileAtomic(path, a.data);
    } catch (e) {
      throw new ProcessingError(m.output.cannotWrite(path, reason(e)), { cause: e });
    }
  }
}

/**
 * The OS reason without Deno's "`: open '<temp path>'`" tail (the message already names the
 * target, and the temp file no longer exists).
 */
function reason(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.split("\n")[0].replace(/: [a-z_]+ '.*$/, "");
}
