/**
 * Command-line shape of the authored-record commands (`dossier`, `claim`, `decision`,
 * `link-evidence`, `relate`): which mode an invocation asks for, which options each mode
 * accepts (anything else is a usage error, so a stray flag is never silently ignored), and how
 * option strings become record field values.
 *
 * Conventions where SPEC is silent:
 * - Exactly one mode flag per invocation; no mode lists.
 * - On optional association and text fields, an empty value (`--time-period ""`) stores
 *   `null`: that is how an `--update` removes a value.
 * - Lists are comma-separated (`--evidence psg_…,psg_…`; `""` is the empty list).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { isId } from "../store/id_format.ts";
import { ID_PREFIX } from "../records/kinds.ts";
import type { AuthoredKind } from "../types.ts";
import { intOption, type OptionsAndIO, requireOption } from "./common.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** Options every research command takes whatever its mode. */
const ALWAYS = new Set(["project", "language"]);

/** Guards a creation accepts. */
export const CREATE_GUARDS = ["expectedSnapshot", "expectedProjectId", "actor"] as const;

/** Controls every `--update` mode accepts besides the record's own fields. */
export const UPDATE_CONTROLS = [
  "expectedRevision",
  "changeKind",
  "reason",
  "expectedSnapshot",
  "actor",
  "diff",
] as const;

/**
 * The command-line flag of a commander option key.
 *
 * @example
 * ```ts
 * flagOf("expectedRevision"); // "--expected-revision"
 * ```
 */
export function flagOf(key: string): string {
  return "--" + key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase());
}

/** Keys of the options the invocation actually gave. */
function givenKeys(ctx: CommandContext): string[] {
  return Object.keys(ctx.options).filter((k) => ctx.options[k] !== undefined && !ALWAYS.has(k));
}

/**
 * The one mode flag the invocation gave among `modes`, or null when none; several are a
 * usage error.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { inspect: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T" };
 * const ctx = { args: [], options, io, messages: messages("en") };
 * chooseMode(ctx, ["inspect", "history", "create", "update"]); // "inspect"
 * ```
 */
export function chooseMode<M extends string>(
  ctx: CommandContext,
  modes: readonly M[],
): M | null {
  const chosen = modes.filter((m) => ctx.options[m] !== undefined);
  if (chosen.length > 1) {
    throw usageError("cli.choose_one", { flags: chosen.map(flagOf).join(", ") });
  }
  return chosen[0] ?? null;
}

/**
 * Refuses every given option that `allowed` does not name, saying where it was refused
 * (`"with --inspect"`, `"when creating a link"`).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { inspect: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T", title: "T" };
 * const ctx = { args: [], options, io, messages: messages("en") };
 * onlyOptions(ctx, "with --inspect", ["inspect", "revision"]);
 * // throws UsageError "--title cannot be used with --inspect"
 * ```
 */
export function onlyOptions(ctx: CommandContext, where: string, allowed: readonly string[]): void {
  for (const key of givenKeys(ctx)) {
    if (!allowed.includes(key)) throw usageError("cli.used", { flag_of: flagOf(key), where });
  }
}

/**
 * The listing verb of `dossier`, `claim`, `decision` and `link-evidence`: true for an explicit
 * `list`, false when no verb was given; any other word is a usage error.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: ["list"], options: {}, io, messages: messages("en") };
 * listVerb(ctx, "--inspect ID"); // true, as for `svc research claim list`
 * ```
 */
export function listVerb(ctx: CommandContext, readHint: string): boolean {
  const verb = ctx.args[0];
  if (verb === undefined) return false;
  if (verb === "list") return true;
  throw usageError("cli.unknown_action", { verb, hint: readHint });
}

/**
 * True when a `dossier`, `claim` or `decision` invocation lists: an explicit `list` verb, or
 * no mode flag at all. Listing takes only `filters`; `list` with a mode flag or any other
 * option is a usage error.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { dossierId: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T" };
 * const ctx = { args: ["list"], options, io, messages: messages("en") };
 * wantsList(ctx, null, ["dossierId"], { inspect: ["inspect", "revision"] }); // true
 * ```
 */
export function wantsList(
  ctx: CommandContext,
  mode: string | null,
  filters: readonly string[],
  modes: Readonly<Record<string, readonly string[]>>,
): boolean {
  const explicit = listVerb(ctx, "--inspect ID");
  if (mode !== null && !explicit) return false;
  if (mode !== null) throw usageError("cli.list_combined", { flag: flagOf(mode) });
  checkListing(ctx, explicit, filters, modeHomes(modes));
  return true;
}

/**
 * The option keys each mode flag accepts, keyed by the flag as the user writes it.
 *
 * @example
 * ```ts
 * modeHomes({ inspect: ["revision"] }); // { "--inspect": ["revision"] }
 * ```
 */
export function modeHomes(
  modes: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(modes).map(([mode, keys]) => [flagOf(mode), keys]));
}

/**
 * The list mode of a record command: `list` (explicit or by default) accepts only `filters`;
 * any other option is refused with the modes it belongs to (`homes`: what the user writes for
 * a mode -> the option keys it accepts).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { revision: "2" }, io, messages: messages("en") };
 * checkListing(ctx, false, [], { "--inspect": ["inspect", "revision"] });
 * // throws: --revision is used with --inspect, not alone
 * ```
 */
export function checkListing(
  ctx: CommandContext,
  explicit: boolean,
  filters: readonly string[],
  homes: Readonly<Record<string, readonly string[]>>,
): void {
  for (const key of givenKeys(ctx)) {
    if (filters.includes(key)) continue;
    if (explicit) throw usageError("cli.list_combined", { flag: flagOf(key) });
    const modes = Object.entries(homes).filter(([, keys]) => keys.includes(key))
      .map(([mode]) => mode);
    throw (
      modes.length > 0
        ? usageError("cli.used_with_mode", { flag: flagOf(key), modes: { alternatives: modes } })
        : usageError("cli.not_here", { flag: flagOf(key) })
    );
  }
}

/**
 * A required option naming one record of `kind` by its full id.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { inspect: "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T" };
 * const ctx = { args: [], options, io, messages: messages("en") };
 * recordIdOption(ctx, "inspect", "claim"); // "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T"
 * ```
 */
export function recordIdOption(ctx: OptionsAndIO, key: string, kind: AuthoredKind): string {
  const v = requireOption(ctx, key, flagOf(key));
  const prefix = ID_PREFIX[kind];
  if (!isId(v, prefix)) {
    throw usageError("cli.full_id_option", { flag: flagOf(key), prefix, value: JSON.stringify(v) });
  }
  return v;
}

/**
 * A string option's value, or undefined when absent.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { title: "Mill fire" }, io, messages: messages("en") };
 * str(ctx, "title"); // "Mill fire"
 * ```
 */
export function str(ctx: CommandContext, key: string): string | undefined {
  const v = ctx.options[key];
  return typeof v === "string" ? v : undefined;
}

/**
 * An optional text or association: an empty value means none (`null`).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { timePeriod: "" }, io, messages: messages("en") };
 * orNull(ctx, "timePeriod"); // null
 * ```
 */
export function orNull(ctx: CommandContext, key: string): string | null | undefined {
  const v = str(ctx, key);
  return v === undefined ? undefined : v === "" ? null : v;
}

/**
 * A revision number option (a positive whole number), or undefined when absent.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { expectedRevision: "2" }, io, messages: messages("en") };
 * revisionOption(ctx, "expectedRevision"); // 2
 * ```
 */
export function revisionOption(ctx: OptionsAndIO, key: string): number | undefined {
  return intOption(ctx.options[key], flagOf(key), 1, Number.MAX_SAFE_INTEGER);
}

/**
 * A required revision number option.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { expectedRevision: "2" }, io, messages: messages("en") };
 * requireRevision(ctx, "expectedRevision"); // 2
 * ```
 */
export function requireRevision(ctx: CommandContext, key: string): number {
  const n = revisionOption(ctx, key);
  if (n === undefined) throw usageError("cli.required", { flag: flagOf(key) });
  return n;
}

/**
 * A comma-separated id list; `""` is the empty list.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { dossierIds: "dos_1, dos_2," }, io, messages: messages("en") };
 * idListOption(ctx, "dossierIds"); // ["dos_1", "dos_2"]
 * ```
 */
export function idListOption(ctx: CommandContext, key: string): string[] | undefined {
  const v = str(ctx, key);
  if (v === undefined) return undefined;
  return v.split(",").map((s) => s.trim()).filter((s) => s !== "");
}

/**
 * A JSON object given literally (`--dossier-revisions '{"dos_…": 2}'`).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { dossierRevisions: '{"dos_1": 2}' };
 * const ctx = { args: [], options, io, messages: messages("en") };
 * jsonObjectOption(ctx, "dossierRevisions"); // { dos_1: 2 }
 * ```
 */
export function jsonObjectOption(
  ctx: CommandContext,
  key: string,
): Record<string, unknown> | undefined {
  const v = str(ctx, key);
  if (v === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw usageError("cli.json_object_option", { flag: flagOf(key), value: JSON.stringify(v) });
  }
  return parsed as Record<string, unknown>;
}

/**
 * A yes/no option with an optional value: the bare flag is true; `true`, `yes`, `false`,
 * `no` are accepted as values.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { deviationFromFact: true }, io, messages: messages("en") };
 * boolOption(ctx, "deviationFromFact"); // true
 * ```
 */
export function boolOption(ctx: CommandContext, key: string): boolean | undefined {
  const v = ctx.options[key];
  if (v === undefined) return undefined;
  if (v === true || v === "true" || v === "yes") return true;
  if (v === "false" || v === "no") return false;
  throw usageError("cli.true_or_false_option", { flag: flagOf(key), value: JSON.stringify(v) });
}

/**
 * A dossier body from `--body TEXT` or `--body-file FILE` (not both); undefined when neither.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: [], options: { body: "# Streets\n" }, io, messages: messages("en") };
 * await bodyOption(ctx); // "# Streets\n"
 * ```
 */
export async function bodyOption(ctx: CommandContext): Promise<string | undefined> {
  const text = str(ctx, "body");
  const file = str(ctx, "bodyFile");
  if (text !== undefined && file !== undefined) {
    throw usageError("cli.body_twice");
  }
  if (file === undefined) return text;
  try {
    return await Deno.readTextFile(file);
  } catch (e) {
    throw processingError("cli.body_file_unreadable", {
      file,
      why: e instanceof Error ? e.message : String(e),
    });
  }
}

/**
 * The fields of `values` that were given (undefined ones left out).
 *
 * @example
 * ```ts
 * defined({ title: "T", statement: undefined }); // { title: "T" }
 * ```
 */
export function defined(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  return out;
}
