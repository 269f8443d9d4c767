/**
 * Archive-level facade calls: init, the status overview, source listing and detail, the
 * schema table. Every read envelope carries `project_id` and `snapshot` from one read, so a
 * client always holds the guard its next write needs.
 *
 * @module
 */

import { LANGUAGE_CHOICES } from "../../src/language/types.ts";
import { CodePointText } from "../code_points.ts";
import { sourceMetadataView } from "../views/source_metadata_view.ts";
import { createArchive } from "../store/init.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { manifestSchema } from "../store/manifest.ts";
import { getObjectIfPresent } from "../store/objects.ts";
import { type ArchivePaths, archivePaths } from "../store/paths.ts";
import { MAX_SCHEMA, SCHEMAS } from "../store/schema.ts";
import { latestVersion, type SourceState, type VersionState } from "../store/state.ts";
import { readHeadHash } from "../store/log.ts";
import { readerAvailability, versionAvailability } from "../store/tombstones.ts";
import { type ArchiveFacts, factsOfReplay, stateFacts } from "../state/facts.ts";
import { indexState } from "./index_sync.ts";
import { usageError } from "../keyed_errors.ts";

/** Longest archive title accepted (one line). */
const MAX_TITLE = 500;

/**
 * Creates the archive of project `root` (the folder is created when missing).
 *
 * @example
 * ```ts
 * const r = await init("/tmp/ledger", { title: "Ledger", language: "en" });
 * r.storage; // "research-local/1"
 * ```
 */
export async function init(
  root: string,
  options: { title?: string; language?: string; actor?: string } = {},
): Promise<Record<string, unknown>> {
  if (typeof root !== "string" || root.trim() === "") {
    // "" would resolve to the current folder: an archive nobody asked for.
    throw usageError("init.empty_path");
  }
  const title = checkTitle(options.title ?? "", "title");
  const language = options.language ?? "en";
  if (!(LANGUAGE_CHOICES as readonly string[]).includes(language)) {
    throw usageError("init.language", {
      language: String(language),
      languages: LANGUAGE_CHOICES.join(", "),
    });
  }
  const made = await createArchive(root, { title, language, actor: options.actor });
  return {
    schema: "research-init-local/1",
    project_id: made.project_id,
    snapshot: made.commit.sha256,
    root: made.paths.root,
    archive: made.paths.dir,
    storage: "research-local/1",
    title,
    language,
  };
}

/**
 * Checks a one-line title of at most {@linkcode MAX_TITLE} characters.
 *
 * @example
 * ```ts
 * checkTitle("Ledger", "title"); // "Ledger"
 * ```
 */
export function checkTitle(value: unknown, field: string): string {
  if (typeof value !== "string") throw usageError("field.string", { field });
  if (/[\r\n\u2028\u2029]/.test(value)) throw usageError("field.single_line", { field });
  if ([...value].length > MAX_TITLE) {
    throw usageError("field.too_long", { field, max: MAX_TITLE });
  }
  return value.trim();
}

/**
 * Loads the archive of `root`.
 *
 * @example
 * ```ts
 * const archive = await open("/tmp/ledger");
 * archive.state.commit; // 1 right after init
 * ```
 */
export function open(root: string): Promise<LoadedArchive> {
  return loadArchive(archivePaths(root));
}

/**
 * The status envelope: identity, snapshot, storage, record counts and the index's state. The
 * facts come from the materialised state when it can answer (`research/state/`), else from a
 * replay; the envelope is kept per archive and served again while the log's head, its length,
 * the head mark, the manifest and the search index are unchanged (a server asks on every page).
 *
 * @example
 * ```ts
 * const status = await projectOverview("/tmp/ledger");
 * status.schema; // "research-status-local/1"
 * ```
 */
export async function projectOverview(root: string): Promise<Record<string, unknown>> {
  const paths = archivePaths(root);
  // Taken before the read: a write meanwhile changes the key, so the next call reads again.
  const key = await overviewKey(paths);
  const cached = OVERVIEWS.get(paths.root);
  if (key !== null && cached?.key === key) return structuredClone(cached.overview);
  const facts = await stateFacts(paths) ?? factsOfReplay(await loadArchive(paths));
  const overview = overviewOf(paths, facts, indexState(paths));
  if (key !== null) OVERVIEWS.set(paths.root, { key, overview });
  return structuredClone(overview);
}

/** The last overview of each archive root, with the key it was read under. */
const OVERVIEWS = new Map<string, { key: string; overview: Record<string, unknown> }>();

/**
 * What an overview depends on, read without parsing anything: the log's head (its last line's
 * `sha256`) and the identity, size and times of the log, the head mark, the manifest and the
 * search index. Null when it cannot be read (no caching then).
 */
async function overviewKey(paths: ArchivePaths): Promise<string | null> {
  try {
    const files = [paths.log, paths.head, paths.manifest, paths.index].map(fileKey);
    return `${await readHeadHash(paths.log)} ${files.join(" ")}`;
  } catch {
    return null;
  }
}

function fileKey(path: string): string {
  try {
    const st = Deno.statSync(path);
    return `${st.dev}:${st.ino}:${st.size}:${st.mtime?.getTime()}:${st.ctime?.getTime()}`;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return "-";
    throw e;
  }
}

function overviewOf(
  paths: ArchivePaths,
  a: ArchiveFacts,
  index: { commit: number } | null,
): Record<string, unknown> {
  return {
    schema: "research-status-local/1",
    initialized: true,
    root: paths.root,
    project_id: a.manifest.project_id,
    snapshot: a.snapshot,
    title: a.title,
    language: a.language,
    storage: a.manifest.storage,
    storage_schema: manifestSchema(a.manifest),
    commits: a.commits,
    counts: {
      sources: a.sources,
      versions: a.versions,
      passages: a.passages,
      dossiers: a.records.dossier ?? 0,
      claims: a.records.claim ?? 0,
      evidence_links: a.records.evidence_link ?? 0,
      decisions: a.records.decision ?? 0,
      claim_relations: a.records.claim_relation ?? 0,
      manuscript_claim_links: a.records.manuscript_claim_link ?? 0,
    },
    index: { commit: index?.commit ?? null, current: index?.commit === a.commits },
    torn_tail_bytes: a.tornBytes,
  };
}

/** One source as listed. */
function sourceSummary(a: LoadedArchive, s: SourceState): Record<string, unknown> {
  const v = latestVersion(s);
  const meta = sourceMetadataView(a.state, s.source_id);
  return {
    source_id: s.source_id,
    title: meta.metadata.title,
    ...meta,
    versions: s.versions.length,
    latest_version: versionSummary(a, v),
  };
}

/**
 * A version as listed: an image has `text` null and its `image` size; `availability` is the
 * one `cite` reports too (`available`, `withdrawn`, `purged`, or `missing` when an object of
 * the version is not on disk: `readerAvailability`).
 */
function versionSummary(a: LoadedArchive, v: VersionState): Record<string, unknown> {
  return {
    version_id: v.version_id,
    version: v.version,
    title: v.title,
    filename: v.filename,
    media_type: v.media_type,
    bytes: v.bytes,
    text: v.text ?? null,
    ...(v.image ? { image: v.image } : {}),
    availability: readerAvailability(a.paths, a.state, v.version_id),
    passages: v.passage_ids.length,
    context: v.context,
    ...(v.origin_url ? { origin_url: v.origin_url } : {}),
    provenance: v.provenance,
    retention: v.retention,
    commit: v.commit,
    at: v.at,
    actor: v.actor,
  };
}

/**
 * Every source, oldest first, with its latest version.
 *
 * @example
 * ```ts
 * const list = await listSources("/tmp/ledger");
 * list.schema; // "research-sources-local/1"
 * ```
 */
export async function listSources(root: string): Promise<Record<string, unknown>> {
  const a = await open(root);
  return {
    schema: "research-sources-local/1",
    project_id: a.manifest.project_id,
    snapshot: a.state.head,
    sources: [...a.state.sources.values()].map((s) => sourceSummary(a, s)),
  };
}

/**
 * One source with every version and the passages of one version (default: the latest),
 * each with its text.
 *
 * @example
 * ```ts
 * const source = await getSource("/tmp/ledger", "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T", { version: 1 });
 * source.schema; // "research-source-local/1"
 * ```
 */
export async function getSource(
  root: string,
  sourceId: string,
  options: { version?: number } = {},
): Promise<Record<string, unknown>> {
  const a = await open(root);
  const s = a.state.sources.get(sourceId);
  if (!s) throw usageError("source.none", { source: sourceId });
  const v = options.version === undefined
    ? latestVersion(s)
    : s.versions.find((x) => x.version === options.version);
  if (!v) {
    throw usageError("source.no_version", { source: sourceId, version: String(options.version) });
  }
  // A purged version's text is gone, a missing one cannot be read (as in `cite`): its
  // passages are listed with `text` null.
  const bytes = v.text && versionAvailability(a.state, v.version_id) !== "purged"
    ? await getObjectIfPresent(a.paths, v.text)
    : null;
  const text = bytes ? new CodePointText(new TextDecoder().decode(bytes)) : null;
  const meta = sourceMetadataView(a.state, s.source_id);
  return {
    schema: "research-source-local/1",
    project_id: a.manifest.project_id,
    snapshot: a.state.head,
    source_id: s.source_id,
    title: meta.metadata.title,
    ...meta,
    versions: s.versions.map((x) => versionSummary(a, x)),
    version: versionSummary(a, v),
    passages: v.passage_ids.map((id) => {
      const p = a.state.passages.get(id)!;
      return {
        passage_id: p.passage_id,
        ordinal: p.ordinal,
        page: p.page,
        ...(p.page_end !== undefined ? { page_end: p.page_end } : {}),
        start: p.start,
        end: p.end,
        sha256: p.sha256,
        text: text?.slice(p.start, p.end) ?? null,
      };
    }),
  };
}

/**
 * The supported storage schemas and what opts an archive into each (SPEC 9.7).
 *
 * @example
 * ```ts
 * schemaInfo().max_supported; // 9
 * ```
 */
export function schemaInfo(): Record<string, unknown> {
  return {
    schema: "research-schema-local/1",
    min_supported: 1,
    max_supported: MAX_SCHEMA,
    schemas: SCHEMAS,
    rules: [
      "Archives of schemas 1 to 9 are readable; reads, lists, reviews and previews never write.",
      "The first write that needs a higher schema raises the manifest; schemas never go down.",
      "Nothing is migrated, stripped or relabelled; an archive newer than this release is refused.",
    ],
  };
}
