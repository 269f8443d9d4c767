/**
 * The project's dismissals, project data (issue 26): `svc-dismissals.json` in the project's
 * root folder, beside `svc.toml` and the manuscript. Every command reads it (the served page,
 * `dashboard`, `build`, `pdf`, `style`, `check`), and the view model leaves the dismissed
 * findings out of every count, badge and list. It holds, per fingerprint
 * (`views/fingerprint.ts`: a hash of the chapter title, the flag or feature and the paragraph's
 * text, so it survives edits elsewhere in the manuscript), the chapter title and the
 * paragraph's first words (or the feature), so that a person reading the file sees what was
 * dismissed. Tense flags (`t-…`) sit under `tense`, chapter findings and cells (`f-…`) under
 * `findings` (absent in files written before it):
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

import { dirname, join } from "node:path";
import { UsageError } from "../errors.ts";
import { writeFileAtomic } from "./atomic_write.ts";
import { FINGERPRINT_PATTERN } from "../views/fingerprint.ts";

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
  readonly findings: Readonly<Record<string, DismissedFlag>>;
}

function isMap(value: unknown, kind: string): value is Record<string, DismissedFlag> {
  return value !== null && typeof value === "object" && !Array.isArray(value) &&
    Object.keys(value).every((k) => FINGERPRINT_PATTERN.test(k) && k.startsWith(kind));
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
    if (error instanceof Deno.errors.NotFound) return { tense: {}, findings: {} };
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": it is not valid JSON`);
  }
  const tense = (data as { tense?: unknown } | null)?.tense;
  const findings = (data as { findings?: unknown } | null)?.findings ?? {};
  if (
    (data as { schema?: unknown } | null)?.schema !== DISMISSALS_SCHEMA ||
    !isMap(tense, "t-") || !isMap(findings, "f-")
  ) {
    throw new UsageError(`Cannot read "${DISMISSALS_FILE}": it is not a ${DISMISSALS_SCHEMA} file`);
  }
  return { tense, findings };
}

/**
 * Every dismissed fingerprint of a set of dismissals.
 *
 * @example
 * ```ts
 * dismissedSet({ tense: { "t-0123456789abcdef": { chapter: "A", text: "x" } }, findings: {} })
 *   .has("t-0123456789abcdef"); // true
 * ```
 */
export function dismissedSet(dismissals: Dismissals): Set<string> {
  return new Set([...Object.keys(dismissals.tense), ...Object.keys(dismissals.findings)]);
}

/**
 * The dismissed fingerprints of the project a manuscript belongs to (the file beside it); the
 * CLI commands read them through here.
 *
 * @example
 * ```ts
 * (await manuscriptDismissals("/home/me/novel/book.md")).size; // 0 without a dismissals file
 * ```
 */
export async function manuscriptDismissals(manuscript: string): Promise<Set<string>> {
  return dismissedSet(await readDismissals(dirname(manuscript)));
}

/** The file text of a set of dismissals: keys sorted, two-space indent, final newline. */
function dismissalsText(dismissals: Dismissals): string {
  const sorted = (map: Readonly<Record<string, DismissedFlag>>) => {
    const out: Record<string, DismissedFlag> = {};
    for (const key of Object.keys(map).sort()) {
      const { chapter, text } = map[key];
      out[key] = { chapter, text };
    }
    return out;
  };
  const tense = sorted(dismissals.tense);
  const findings = sorted(dismissals.findings);
  const data = Object.keys(findings).length > 0
    ? { schema: DISMISSALS_SCHEMA, tense, findings }
    : { schema: DISMISSALS_SCHEMA, tense };
  return JSON.stringify(data, null, 2) + "\n";
}

/**
 * Dismisses (`flag` given) or restores (`flag` null) one fingerprint and writes the file atomically;
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
  if (!FINGERPRINT_PATTERN.test(key)) {
    throw new UsageError(`Cannot dismiss "${key}": it is not a finding's fingerprint`);
  }
  const current = await readDismissals(root);
  const part = key.startsWith("t-") ? "tense" : "findings";
  const map = { ...current[part] };
  if (flag === null) {
    if (!(key in map)) return current;
    delete map[key];
  } else {
    map[key] = flag;
  }
  const next = { ...current, [part]: map };
  await writeFileAtomic(join(root, DISMISSALS_FILE), dismissalsText(next));
  return next;
}
