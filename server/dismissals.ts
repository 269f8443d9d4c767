/**
 * The project's dismissed tense flags: `svc-dismissals.json` in the selected project's root
 * folder, beside `svc.toml`. It holds, per flag key (`tense_keys.ts`: a hash of the chapter
 * title and the paragraph's text, so a key survives edits elsewhere in the manuscript), the
 * chapter title and the paragraph's first words, so that a person reading the file sees what
 * was dismissed:
 *
 * ```json
 * {
 *   "schema": "svc-dismissals/1",
 *   "tense": { "t-0123456789abcdef": { "chapter": "The Storm", "text": "She runs to the…" } }
 * }
 * ```
 *
 * Keys are written sorted, so the file changes only where a dismissal changes. A missing file
 * is an empty set; a file that is not this JSON is a `UsageError` (HTTP 400) and is never
 * overwritten, so a hand edit gone wrong is not lost.
 *
 * @module
 */

import { join } from "node:path";
import { UsageError } from "../src/errors.ts";
import { writeFileAtomic } from "../src/project/atomic_write.ts";
import { TENSE_KEY_PATTERN } from "../src/report/dashboard/tense_keys.ts";

/** File name of the dismissals, in the project root. */
export const DISMISSALS_FILE = "svc-dismissals.json";

/** Schema tag of the file. */
const DISMISSALS_SCHEMA = "svc-dismissals/1";

/** What a reader of the file sees of one dismissed flag. */
export interface DismissedFlag {
  readonly chapter: string;
  readonly text: string;
}

/** The file's content. */
export interface Dismissals {
  readonly tense: Readonly<Record<string, DismissedFlag>>;
}

/**
 * Reads the dismissals of a project root (none when the file is missing).
 *
 * @example
 * ```ts
 * Object.keys((await readDismissals("/home/me/novel")).tense); // ["t-0123456789abcdef"]
 * ```
 */
export async function readDismissals(root: string): Promise<Dismissals> {
  const path = join(root, DISMISSALS_FILE);
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return { tense: {} };
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": it is not valid JSON`);
  }
  const tense = (data as { tense?: unknown } | null)?.tense;
  if (
    (data as { schema?: unknown } | null)?.schema !== DISMISSALS_SCHEMA ||
    tense === null || typeof tense !== "object" || Array.isArray(tense) ||
    !Object.keys(tense).every((k) => TENSE_KEY_PATTERN.test(k))
  ) {
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": it is not a ${DISMISSALS_SCHEMA} file`);
  }
  return { tense: tense as Record<string, DismissedFlag> };
}

/** The file text of a set of dismissals: keys sorted, two-space indent, final newline. */
function dismissalsText(dismissals: Dismissals): string {
  const tense: Record<string, DismissedFlag> = {};
  for (const key of Object.keys(dismissals.tense).sort()) {
    const { chapter, text } = dismissals.tense[key];
    tense[key] = { chapter, text };
  }
  return JSON.stringify({ schema: DISMISSALS_SCHEMA, tense }, null, 2) + "\n";
}

/**
 * Dismisses (`flag` given) or restores (`flag` null) one key and writes the file atomically;
 * returns the new set. Nothing is written when nothing changes.
 *
 * @example
 * ```ts
 * const flag = { chapter: "One", text: "It rains…" };
 * const next = await setDismissal("/tmp/novel", "t-0123456789abcdef", flag);
 * next.tense["t-0123456789abcdef"].chapter; // "One"
 * ```
 */
export async function setDismissal(
  root: string,
  key: string,
  flag: DismissedFlag | null,
): Promise<Dismissals> {
  const current = await readDismissals(root);
  const tense = { ...current.tense };
  if (flag === null) {
    if (!(key in tense)) return current;
    delete tense[key];
  } else {
    tense[key] = flag;
  }
  const next = { tense };
  await writeFileAtomic(join(root, DISMISSALS_FILE), dismissalsText(next));
  return next;
}
