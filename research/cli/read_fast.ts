/**
 * A start-up fast path for the reads a fresh process runs most — `svc research
 * claim|dossier|decision --inspect ID [--revision N]`, `… --history ID`, `svc research claim
 * [list] [--dossier-id ID]`, `svc research decision-impact ID` and `svc research review`
 * (`[--format text|json] [--json] [--limit N]`), `svc research timeline [--format json|text|md]
 * [--dossier-id ID]` and `svc research matrix [--format json|md|csv]`, each with `--project DIR`
 * — like `search_fast.ts` for search: a plain invocation is parsed here and answered by the very
 * same facade calls and printers as through the full command tree — from the materialised state
 * (`research/state/`: one record's slice, or a slice of whole kinds for the lists) — loading no
 * npm package (the command parser, the config reader).
 *
 * It answers only where the full command line would print exactly the same: options written
 * plainly (`--name value` or `--name=value`, each at most once, values neither empty nor
 * starting with "-"), one mode, and for `--inspect` and every text report (`decision-impact`,
 * `review`, `timeline` and `matrix` in a format other than JSON) no config file in play
 * (`svc.toml` or `pyproject.toml` in the project, `~/.config/svc.toml`): the full path reads
 * those for Zotero's whereabouts and the interface language, and prints their warnings (a text
 * report also needs `SVC_LANG` unset or `en`). Zotero itself is then asked exactly as by the
 * full path: only when a cited version is a Zotero capture, through the same check. Anything
 * else — and any failure, so that every message, language and exit code stays the full command
 * line's — returns null, and the caller runs the full command line (a read writes nothing, so
 * running it again is safe; what the first attempt did to the state is idempotent).
 *
 * @module
 */

import type { CliIO } from "../../src/project/io.ts";
import { joinPath } from "../../src/project/plain_path.ts";
import { getRecord, recordHistory } from "../api/record_reads.ts";
import type { ExternalReferenceCheck } from "../records/view.ts";
import { zoteroReferenceOf } from "../refman/captures.ts";
import type { AuthoredKind } from "../types.ts";
import { type OptionsAndIO, printChunks, printJson, researchRoot } from "./common.ts";
import { plainInvocation } from "../../src/console/plain_args.ts";
import { recordIdOption, revisionOption } from "./record_options.ts";

/** The record commands and the kind each reads. */
const RECORD_VERBS: Readonly<Record<string, AuthoredKind>> = {
  claim: "claim",
  dossier: "dossier",
  decision: "decision",
};
const RECORD_OPTIONS = new Set(["project", "inspect", "history", "revision"]);
const IMPACT_OPTIONS = new Set(["project", "format", "limit"]);
const CLAIM_LIST_OPTIONS = new Set(["project", "dossier-id"]);
const TIMELINE_OPTIONS = new Set(["project", "format", "dossier-id"]);
const MATRIX_OPTIONS = new Set(["project", "format"]);

/** The list views the fast path answers: their options and the text formats of each. */
const LIST_VIEWS: Readonly<Record<string, { options: Set<string>; formats: string[] }>> = {
  timeline: { options: TIMELINE_OPTIONS, formats: ["json", "text", "md"] },
  matrix: { options: MATRIX_OPTIONS, formats: ["json", "md", "csv"] },
};

/**
 * Runs `svc research ARGS` (`args` starts with the verb) when it is a plain one-record read
 * that the fast path answers; returns its exit code, or null to let the full command line run.
 *
 * @example
 * ```ts
 * import { PROCESS_IO } from "../../src/project/io.ts";
 * const id = "clm_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * await tryFastRead(["claim", "--inspect", id, "--project", "/tmp/archive"], PROCESS_IO); // 0
 * await tryFastRead(["claim", "--help"], PROCESS_IO); // null: the full command line runs
 * ```
 */
export async function tryFastRead(args: readonly string[], io: CliIO): Promise<number | null> {
  try {
    const [verb, ...rest] = args;
    if (verb === "decision-impact" || verb === "review") return await textView(verb, rest, io);
    if (verb === "timeline" || verb === "matrix") return await listView(verb, rest, io);
    const kind = Object.hasOwn(RECORD_VERBS, verb) ? RECORD_VERBS[verb] : undefined;
    return kind ? await record(kind, rest, io) : null;
  } catch {
    return null;
  }
}

async function record(kind: AuthoredKind, args: readonly string[], io: CliIO) {
  if (kind === "claim") {
    const listed = await claimList(args, io);
    if (listed !== null) return listed;
  }
  const parsed = plainInvocation(args, RECORD_OPTIONS);
  if (parsed === null || parsed.positionals.length) return null;
  const { inspect, history, revision } = parsed.options;
  const ctx: OptionsAndIO = { options: parsed.options, io };
  if (history !== undefined && inspect === undefined && revision === undefined) {
    const root = await researchRoot(ctx);
    return printJson(
      ctx,
      await recordHistory(root, { kind, id: recordIdOption(ctx, "history", kind) }),
    );
  }
  if (inspect === undefined || history !== undefined) return null;
  const root = await researchRoot(ctx);
  const id = recordIdOption(ctx, "inspect", kind);
  const rev = revisionOption(ctx, "revision");
  if (configFilesInPlay(root, io)) return null;
  return printJson(
    ctx,
    await getRecord(root, { kind, id, revision: rev, referenceCheck: lazyZoteroCheck(ctx, root) }),
  );
}

/** `claim [list] [--dossier-id ID]`: the claim list, or null for any other claim command. */
async function claimList(args: readonly string[], io: CliIO) {
  const parsed = plainInvocation(args, CLAIM_LIST_OPTIONS);
  const positionals = parsed?.positionals ?? [];
  if (
    parsed === null || positionals.length > 1 || (positionals.length && positionals[0] !== "list")
  ) {
    return null;
  }
  const ctx: OptionsAndIO = { options: parsed.options, io };
  const dossier = parsed.options["dossier-id"];
  const dossierId = typeof dossier === "string" ? dossier : null;
  // Loaded here only: the list's fallback imports the list views the one-record reads skip.
  const { claimListJson } = await import("../api/list_json.ts");
  return printChunks(ctx, await claimListJson(await researchRoot(ctx), { dossierId }));
}

/** `decision-impact ID` and `review`: bounded text by default, or JSON. */
async function textView(verb: "decision-impact" | "review", args: readonly string[], io: CliIO) {
  const parsed = plainInvocation(args, IMPACT_OPTIONS, new Set(["json"]));
  const format = parsed?.options.format;
  if (
    parsed === null || parsed.positionals.length !== (verb === "review" ? 0 : 1) ||
    (format !== undefined && format !== "text" && format !== "json")
  ) {
    return null;
  }
  const textOut = format !== "json" && parsed.options.json !== true;
  if (textOut && await wordedElsewhere(parsed.options, io)) return null;
  const ctx = { args: parsed.positionals, options: parsed.options, io };
  if (verb === "review") return await (await import("./review.ts")).run(ctx);
  return await (await import("./decision_impact.ts")).run(ctx);
}

/** `timeline` and `matrix` in any of their formats (the text ones as `textView` takes them). */
async function listView(verb: "timeline" | "matrix", args: readonly string[], io: CliIO) {
  const view = LIST_VIEWS[verb];
  const parsed = plainInvocation(args, view.options);
  const format = parsed?.options.format ?? "json";
  if (parsed === null || parsed.positionals.length || !view.formats.includes(String(format))) {
    return null;
  }
  if (format !== "json" && await wordedElsewhere(parsed.options, io)) return null;
  const { "dossier-id": dossierId, ...rest } = parsed.options;
  const options = dossierId === undefined ? rest : { ...rest, dossierId };
  const ctx = { args: [], options, io };
  if (verb === "timeline") return await (await import("./timeline.ts")).run(ctx);
  return await (await import("./matrix.ts")).run(ctx);
}

/**
 * Whether a text report may be worded otherwise by the full path: it is answered here only in
 * English, as no setting asks for another (SVC_LANG, or `ui_language` of a config file).
 */
async function wordedElsewhere(options: Record<string, unknown>, io: CliIO): Promise<boolean> {
  const root = await researchRoot({ options, io });
  const language = io.env("SVC_LANG");
  return (language !== undefined && language !== "" && language !== "en") ||
    configFilesInPlay(root, io);
}

/**
 * Whether a config file the full `--inspect` reads is there (or cannot even be looked at): the
 * project's `svc.toml` and `pyproject.toml`, the user's `~/.config/svc.toml`.
 */
function configFilesInPlay(root: string, io: CliIO): boolean {
  const home = io.env("HOME") ?? io.env("USERPROFILE");
  const files = [joinPath(root, "svc.toml"), joinPath(root, "pyproject.toml")];
  if (home) files.push(joinPath(home, ".config", "svc.toml"));
  return files.some((path) => {
    try {
      Deno.statSync(path);
      return true;
    } catch (e) {
      return !(e instanceof Deno.errors.NotFound);
    }
  });
}

/** What the fast path uses of `refman_common.ts` (typed here: a type import is a graph edge). */
interface RefmanCommon {
  refmanCliOptions(ctx: OptionsAndIO, root: string): Promise<unknown>;
}

/** What the fast path uses of `refman/reference_updates.ts`. */
interface ReferenceUpdates {
  zoteroReferenceCheck(options: unknown): ExternalReferenceCheck;
}

/**
 * The full path's Zotero check (`record_modes.ts` `inspectRecord`), loaded only when a cited
 * version is a Zotero capture: otherwise that check answers [] without looking anywhere.
 */
function lazyZoteroCheck(ctx: OptionsAndIO, root: string): ExternalReferenceCheck {
  return async (archive, citations) => {
    const captured = citations.some((c) => {
      const v = archive.state.versions.get(String(c.version_id));
      return v !== undefined && zoteroReferenceOf(v) !== null;
    });
    if (!captured) return [];
    // Through `new URL(…)`, not string literals: the config reader and the Zotero bridge load
    // npm packages, and a literal `import()` would put them in cli.ts's start-up graph. Both are
    // in the command tree's graph (record_modes.ts), which a compiled binary holds.
    const [{ refmanCliOptions }, { zoteroReferenceCheck }]: [RefmanCommon, ReferenceUpdates] =
      await Promise.all([
        import(new URL("./refman_common.ts", import.meta.url).href),
        import(new URL("../refman/reference_updates.ts", import.meta.url).href),
      ]);
    return await zoteroReferenceCheck(await refmanCliOptions(ctx, root))(archive, citations);
  };
}
