/**
 * Saving project metadata (`title`, `author_name`, `[publication]`) into the selected root's
 * config file for `POST /api/settings` (SPEC 4.3): `svc.toml` when it exists, else the
 * `[tool.svc]` table of a `pyproject.toml` that has one, else a new `svc.toml`.
 *
 * Choices:
 * - A `pyproject.toml` without a `[tool.svc]` table is not the project config (the config
 *   loader ignores it too), so a new `svc.toml` is created instead of editing another tool's
 *   file.
 * - The file is parsed and written again with smol-toml, which keeps every key and table but
 *   not comments or the original layout. Integers stay integers and floats stay floats
 *   (`integersAsBigInt` on read, `numbersAsFloat` on write); a byte order mark is kept.
 * - An empty string removes its key (title, author, each publication text field); other
 *   publication keys keep their values unless posted (per-key merge, like the thresholds).
 * - The merged `[publication]` table (current keys + edits) is validated with
 *   `checkMergedPublication` before anything is written: rules across fields (different print
 *   and digital ISBNs) and faults already in the file give a `UsageError` (HTTP 400).
 * - When the edits change nothing, nothing is written (the file keeps its comments).
 * - An existing config that cannot be read, is not UTF-8 or is not valid TOML is a
 *   `UsageError` (HTTP 400) and nothing is written.
 *
 * @module
 */

import { join } from "node:path";
import { parse, stringify } from "npm:smol-toml@1.9.1";
import { checkMergedPublication, type PublicationEdits } from "../src/settings/publication.ts";
import { joinedProblems, nested } from "../src/settings/setting_problem.ts";
import { UsageError } from "../src/errors.ts";
import { writeFileAtomic } from "../src/project/atomic_write.ts";
import { messageOf } from "../src/i18n/keyed_message.ts";
import { serverKeyedArgs } from "./http.ts";

/** Where the project's settings live inside the file. */
export type ConfigTable = "root" | "tool.svc";

export type { PublicationEdits };

/** The metadata a settings request changes; absent keys are left alone. */
export interface ConfigEdits {
  readonly title?: string;
  readonly author_name?: string;
  /** Character names (entries of the `--names` form); an empty list removes the key. */
  readonly names?: readonly string[];
  readonly publication?: PublicationEdits;
}

/** A prepared write: the target and its new text, or null text when nothing changes. */
export interface ConfigWritePlan {
  readonly path: string;
  readonly table: ConfigTable;
  /** The new file content; null when the edits change nothing. */
  readonly text: string | null;
  /** Permission bits of the existing file, kept on write; null for a new file. */
  readonly mode: number | null;
}

type Table = Record<string, unknown>;

const BOM = "\uFEFF";

function isTable(v: unknown): v is Table {
  return v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date);
}

function parseDocument(text: string, name: string): Table {
  try {
    return parse(text, { integersAsBigInt: true }) as Table;
  } catch (e) {
    const why = (e as Error).message.split("\n")[0];
    throw new UsageError(...serverKeyedArgs("config_write.config_file_valid", { name, why }));
  }
}

function setOrClear(table: Table, key: string, value: string | boolean | undefined): void {
  if (value === undefined) return;
  if (value === "") delete table[key];
  else table[key] = value;
}

/**
 * Applies the edits to the text of a config file (`""` for a new one) and returns the new
 * text, or null when nothing changes. Pure. `table` names where the settings live.
 *
 * @throws {UsageError} when the text is not valid TOML, `tool.svc` / `publication` is not a
 * table, or the merged publication settings are invalid.
 * @example
 * ```ts
 * editConfigText('z_mild = 3.0\n', "root", { title: "Night Train" });
 * // 'z_mild = 3.0\ntitle = "Night Train"\n'
 * ```
 */
export function editConfigText(
  text: string,
  table: ConfigTable,
  edits: ConfigEdits,
  name = "svc.toml",
): string | null {
  const bom = text.startsWith(BOM) ? BOM : "";
  const doc = parseDocument(text.slice(bom.length), name);
  const before = stringify(doc, { numbersAsFloat: true });
  let svc = doc;
  if (table === "tool.svc") {
    const tool = doc.tool;
    if (!isTable(tool) || !isTable(tool.svc)) {
      throw new UsageError(...serverKeyedArgs("config_write.config_file_has", { name }));
    }
    svc = tool.svc;
  }
  setOrClear(svc, "title", edits.title);
  setOrClear(svc, "author_name", edits.author_name);
  if (edits.names !== undefined) {
    if (edits.names.length === 0) delete svc.names;
    else svc.names = [...edits.names];
  }
  if (edits.publication !== undefined) {
    if (svc.publication !== undefined && !isTable(svc.publication)) {
      throw new UsageError(...serverKeyedArgs("config_write.publication_table_saved", { name }));
    }
    const merged = checkMergedPublication(svc.publication, edits.publication);
    if (!merged.ok) {
      throw new UsageError(
        ...serverKeyedArgs("config_write.publication_settings_after", {
          list: nested(joinedProblems(merged.issues)),
          name,
        }),
      );
    }
    // No empty [publication] table for a request that clears keys that were never set.
    if (svc.publication !== undefined || Object.keys(merged.table).length > 0) {
      svc.publication = merged.table;
    }
  }
  const after = stringify(doc, { numbersAsFloat: true });
  return after === before ? null : bom + after;
}

async function readConfig(path: string): Promise<{ text: string; mode: number | null } | null> {
  let bytes: Uint8Array;
  let mode: number | null;
  try {
    bytes = await Deno.readFile(path);
    mode = (await Deno.stat(path)).mode;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw new UsageError(
      ...serverKeyedArgs("config_write.read_config_file", { path, why: messageOf(e) }),
    );
  }
  try {
    return { text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes), mode };
  } catch {
    throw new UsageError(...serverKeyedArgs("config_write.config_file_valid_2", { path }));
  }
}

/**
 * Chooses the config file of a project root and prepares the edited text (see the module
 * notes). Reads only.
 *
 * @throws {UsageError} for an unreadable or malformed existing config.
 * @example
 * ```ts
 * const plan = await planConfigWrite("/home/me/novel", { title: "Night Train" });
 * plan.path; // "/home/me/novel/svc.toml" (unless pyproject.toml has a [tool.svc] table)
 * ```
 */
export async function planConfigWrite(root: string, edits: ConfigEdits): Promise<ConfigWritePlan> {
  const svcToml = join(root, "svc.toml");
  const own = await readConfig(svcToml);
  if (own) {
    const text = editConfigText(own.text, "root", edits, svcToml);
    return { path: svcToml, table: "root", text, mode: own.mode };
  }
  const pyproject = join(root, "pyproject.toml");
  const py = await readConfig(pyproject);
  if (py) {
    const body = py.text.startsWith(BOM) ? py.text.slice(1) : py.text;
    const tool = parseDocument(body, pyproject).tool;
    if (isTable(tool) && isTable(tool.svc)) {
      const text = editConfigText(py.text, "tool.svc", edits, pyproject);
      return { path: pyproject, table: "tool.svc", text, mode: py.mode };
    }
  }
  return { path: svcToml, table: "root", text: editConfigText("", "root", edits), mode: null };
}

/**
 * Writes a prepared plan atomically (nothing when its text is null) and keeps the permission
 * bits of the file it replaces. Throws the file system's error; the old file is then intact.
 *
 * @example
 * ```ts
 * const plan = await planConfigWrite("/tmp/novel", { author_name: "A. Writer" });
 * await commitConfigWrite(plan); // /tmp/novel/svc.toml now sets author_name = "A. Writer"
 * ```
 */
export async function commitConfigWrite(plan: ConfigWritePlan): Promise<void> {
  if (plan.text === null) return;
  const options = plan.mode === null ? {} : { mode: plan.mode & 0o777 };
  await writeFileAtomic(plan.path, plan.text, options);
  await keepMode(plan.path, plan.mode);
}

/**
 * Restores permission bits that the umask took from a replaced file. Best effort: the new
 * content is already in place, so a failing chmod is not a failed save.
 *
 * @example
 * ```ts
 * await keepMode("/tmp/novel/svc.toml", 0o664); // the file is rw-rw-r-- again
 * ```
 */
export async function keepMode(path: string, mode: number | null): Promise<void> {
  if (mode === null || Deno.build.os === "windows") return;
  try {
    const now = (await Deno.stat(path)).mode;
    if (now !== null && (now & 0o7777) !== (mode & 0o7777)) await Deno.chmod(path, mode & 0o7777);
  } catch {
    // Content saved; permission bits are secondary (see above).
  }
}
