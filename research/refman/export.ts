/**
 * `refman-export` (SPEC 4.1): an additive bundle that a reference manager imports —
 * `export.ris` (one record per archived source version), the same records as CSL-JSON
 * (`export.csl.json`, the input of every CSL processor and of Zotero's import) and as BibTeX
 * (`export.bib`, through citation-js: `bibtex.ts`), `files/` (the retained bytes each RIS
 * record's `L1` points at) and `provenance.json` (per version: ids, SHA-256, size,
 * provenance, context). The archive is only read; the bundle goes into a new folder, claimed
 * with a non-recursive `mkdir`, marked `.incomplete` until every file is written and synced.
 * A failed run removes the folder it created; a killed one leaves the marker. Retained bytes
 * leave the archive, so `allowRetention` must be literally `true`, also for a dry run, which
 * checks everything, lists what it would write (the same list as the real run) and writes
 * nothing.
 *
 * Every format carries the version's metadata (`views/version_metadata.ts`: the source's metadata
 * revision, else the ingest context of archives made before metadata existed). What each RIS
 * record holds (RIS decisions in `ris.ts`):
 * - `TY` by the metadata's kind (book `BOOK`, article `JOUR`, chapter `CHAP`, letter `PCOMM`,
 *   newspaper `NEWS`, archival record `MANSCPT`, web page `ELEC`), else by media type;
 * - `TI` the title; `AU` each author as written, in order (never guessed from a file name or
 *   the text); `PB` the publisher; `CY` the place; `LA` the language; `UR` the URL;
 * - `DA`/`PY` only when the date is placed by the timeline rules (`placePeriod`): an unplaced
 *   label gives no date (it stays in the note);
 * - `AN` `svc:source/<source_id>/<version_id>` (the archive location, in the form of the image
 *   pins), `DB` the archive: its title and project id;
 * - `N1` one note: archive, source, version, media type, size, SHA-256, extraction provenance,
 *   retention time, and the context's genre, created period and provenance note;
 * - `L1` `files/<name>` inside the bundle (names: `bundle_names.ts`).
 *
 * A CSL-JSON item is `cslItem()` of the same metadata with `id` the version id, the BibTeX
 * key as `citation-key`, `archive` and `archive_location` as `DB` and `AN`, and the note.
 *
 * `CY` is written and `PP` (the older spelling of the same field) is not: Zotero's importer
 * reads `CY` and files tags it does not know as extra notes.
 *
 * Withdrawn and purged versions: a version with any tombstone is left out (its latest
 * tombstone says which) and listed under `skipped`; a purged version has no bytes to export
 * and a withdrawn one was taken back by its author. Files and records are in commit order;
 * `provenance.json` has no time stamp, so one snapshot always exports to the same bytes.
 *
 * @module
 */

import { dirname, join, resolve } from "node:path";
import { syncDirectory } from "../../src/project/atomic_write.ts";
import { VERSION } from "../../src/version.ts";
import { writeNewSynced } from "../store/files.ts";
import { sha256 } from "../store/digest.ts";
import { loadArchive, type LoadedArchive } from "../store/load.ts";
import { archivePaths, objectPath } from "../store/paths.ts";
import type { VersionState } from "../store/state.ts";
import { placePeriod } from "../views/period.ts";
import { safeFileName, uniqueFileName } from "./bundle_names.ts";
import {
  assertClaimable,
  claimNewFolder,
  copyFileHashed,
  discardCreated,
  INCOMPLETE_MARKER,
} from "./bundle_files.ts";
import { formatRis, risDate, type RisField, type RisRecord, risType } from "./ris.ts";
import { type CslItem, cslItem } from "../cite/csl_item.ts";
import type { SourceKind, SourceMetadata } from "../types.ts";
import { citationKey, formatBibtex } from "./bibtex.ts";
import { versionMetadata } from "../views/version_metadata.ts";
import { processingError, usageError } from "../keyed_errors.ts";

/** RIS types of the metadata kinds (the RIS specification's reference types). */
const RIS_TYPES: Record<SourceKind, string> = {
  book: "BOOK",
  article: "JOUR",
  chapter: "CHAP",
  letter: "PCOMM",
  newspaper: "NEWS",
  archival_record: "MANSCPT",
  web_page: "ELEC",
};

/** Options of {@linkcode refmanExport}. */
export interface RefmanExportOptions {
  /** The new folder to create. */
  readonly output: string;
  /** Must be literally `true`: retained bytes leave the archive. */
  readonly allowRetention: unknown;
  /** List what would be written; write nothing. */
  readonly dryRun?: boolean;
}

/** One file of the bundle. */
export interface BundleFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/** A version left out, and why. */
export interface SkippedVersion {
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  readonly reason: "withdrawn" | "purged";
}

/** The receipt, `research-refman-export-local/1`. */
export interface RefmanExportReceipt {
  readonly schema: "research-refman-export-local/1";
  readonly project_id: string;
  readonly snapshot: string | null;
  readonly output: string;
  readonly dry_run: boolean;
  /** RIS records (= exported source versions). */
  readonly records: number;
  /** Every file written (or, in a dry run, that would be), sorted by path. */
  readonly files: readonly BundleFile[];
  readonly bytes: number;
  readonly skipped: readonly SkippedVersion[];
}

/** One exported version: where its bytes come from and go. */
interface ExportEntry {
  readonly version: VersionState;
  readonly file: string;
}

/**
 * Exports the archive of `root` as RIS, files and provenance into the new folder `output`.
 *
 * @example
 * ```ts
 * const options = { output: "/tmp/exports/ledger-ris", allowRetention: true, dryRun: true };
 * const receipt = await refmanExport("/tmp/ledger", options);
 * receipt.dry_run; // true: the files are listed, nothing is written
 * ```
 */
export async function refmanExport(
  root: string,
  options: RefmanExportOptions,
): Promise<RefmanExportReceipt> {
  if (options.allowRetention !== true) {
    throw usageError("refman.exported_copying_retained");
  }
  if (typeof options.output !== "string" || options.output === "") {
    throw usageError("refman.refman_export_needs");
  }
  const archive = await loadArchive(archivePaths(root));
  const out = resolve(options.output);
  const plan = planExport(archive);
  const encoder = new TextEncoder();
  const ris = encoder.encode(formatRis(plan.records));
  const csl = encoder.encode(JSON.stringify(plan.items, null, 2) + "\n");
  const bib = encoder.encode(formatBibtex(plan.items));
  const provenance = encoder.encode(JSON.stringify(plan.provenance, null, 2) + "\n");
  const files: BundleFile[] = [
    { path: "export.ris", size: ris.length, sha256: await sha256(ris) },
    { path: "export.csl.json", size: csl.length, sha256: await sha256(csl) },
    { path: "export.bib", size: bib.length, sha256: await sha256(bib) },
    { path: "provenance.json", size: provenance.length, sha256: await sha256(provenance) },
    ...plan.entries.map((e) => ({
      path: e.file,
      size: e.version.bytes.size,
      sha256: e.version.bytes.sha256,
    })),
  ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const receipt: RefmanExportReceipt = {
    schema: "research-refman-export-local/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head,
    output: out,
    dry_run: options.dryRun === true,
    records: plan.records.length,
    files,
    bytes: files.reduce((n, f) => n + f.size, 0),
    skipped: plan.skipped,
  };
  if (options.dryRun === true) {
    await assertClaimable(out, dirname(out));
    for (const e of plan.entries) await assertObject(archive, e.version);
    return receipt;
  }
  await claimNewFolder(out);
  try {
    await writeNewSynced(join(out, INCOMPLETE_MARKER), new Uint8Array());
    await Deno.mkdir(join(out, "files"));
    for (const e of plan.entries) {
      const ref = e.version.bytes;
      const got = await copyFileHashed(objectPath(archive.paths, ref.sha256), join(out, e.file));
      if (got.sha256 !== ref.sha256 || got.size !== ref.size) {
        throw processingError("refman.export_archive_object", { sha256: ref.sha256 });
      }
    }
    await writeNewSynced(join(out, "export.ris"), ris);
    await writeNewSynced(join(out, "export.csl.json"), csl);
    await writeNewSynced(join(out, "export.bib"), bib);
    await writeNewSynced(join(out, "provenance.json"), provenance);
    await syncDirectory(join(out, "files"));
    await syncDirectory(out);
    await Deno.remove(join(out, INCOMPLETE_MARKER));
    await syncDirectory(out);
  } catch (e) {
    await discardCreated(out);
    throw e;
  }
  return receipt;
}

async function assertObject(archive: LoadedArchive, v: VersionState): Promise<void> {
  let size: number;
  try {
    size = (await Deno.stat(objectPath(archive.paths, v.bytes.sha256))).size;
  } catch {
    size = -1;
  }
  if (size !== v.bytes.size) {
    throw processingError("refman.export_archive_object_2", {
      sha256: v.bytes.sha256,
      version_id: v.version_id,
    });
  }
}

/** The records, file names, skipped versions and `provenance.json` of an export (no I/O). */
function planExport(archive: LoadedArchive): {
  records: RisRecord[];
  items: CslItem[];
  entries: ExportEntry[];
  skipped: SkippedVersion[];
  provenance: Record<string, unknown>;
} {
  const { state, manifest } = archive;
  const records: RisRecord[] = [];
  const items: CslItem[] = [];
  const keys = new Set<string>();
  const entries: ExportEntry[] = [];
  const skipped: SkippedVersion[] = [];
  const rows: Record<string, unknown>[] = [];
  const taken = new Set<string>();
  const archiveName = state.init.title.trim() === ""
    ? `svc research archive ${manifest.project_id}`
    : `${state.init.title} (svc research archive ${manifest.project_id})`;
  for (const v of state.versions.values()) {
    const tombstones = state.tombstones.get(v.version_id) ?? [];
    if (tombstones.length > 0) {
      const latest = tombstones[tombstones.length - 1];
      skipped.push({
        source_id: v.source_id,
        version_id: v.version_id,
        version: v.version,
        reason: latest.action === "purge" ? "purged" : "withdrawn",
      });
      continue;
    }
    const file = `files/${uniqueFileName(safeFileName(v.filename, v.media_type), taken)}`;
    entries.push({ version: v, file });
    const meta = versionMetadata(state, v);
    const fields = risFields(v, meta, file, archiveName, manifest.project_id);
    records.push({ type: meta.kind ? RIS_TYPES[meta.kind] : risType(v.media_type), fields });
    const item = cslItem(v.version_id, meta, v.media_type);
    items.push({
      ...item,
      "citation-key": citationKey(item, keys),
      archive: archiveName,
      archive_location: fields.find(([tag]) => tag === "AN")![1],
      note: fields.find(([tag]) => tag === "N1")![1],
    });
    rows.push({
      ris_record: records.length,
      source_id: v.source_id,
      version_id: v.version_id,
      version: v.version,
      title: v.title,
      filename: v.filename,
      file,
      media_type: v.media_type,
      sha256: v.bytes.sha256,
      size: v.bytes.size,
      text: v.text,
      provenance: v.provenance,
      context: v.context,
      origin_url: v.origin_url ?? null,
      retention: v.retention,
      committed: { commit: v.commit, at: v.at, actor: v.actor },
    });
  }
  return {
    records,
    items,
    entries,
    skipped,
    provenance: {
      format: "svc-refman-export/1",
      project_id: manifest.project_id,
      archive_title: state.init.title,
      snapshot: state.head,
      commits: state.commit,
      created_by: `svc ${VERSION}`,
      ris: "export.ris",
      csl_json: "export.csl.json",
      bibtex: "export.bib",
      records: rows,
      skipped,
    },
  };
}

function risFields(
  v: VersionState,
  meta: SourceMetadata,
  file: string,
  archiveName: string,
  projectId: string,
): RisField[] {
  const ctx = v.context;
  const text = (key: string): string | null => {
    const value = ctx[key];
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };
  const fields: RisField[] = [["TI", meta.title ?? v.filename]];
  for (const author of meta.authors ?? []) fields.push(["AU", author]);
  if (meta.publisher) fields.push(["PB", meta.publisher]);
  if (meta.place) fields.push(["CY", meta.place]);
  const placed = meta.date === undefined ? null : placePeriod(meta.date);
  if (placed?.placed) {
    const { PY, DA } = risDate(placed);
    fields.push(["DA", DA], ["PY", PY]);
  }
  if (meta.language) fields.push(["LA", meta.language]);
  if (meta.url) fields.push(["UR", meta.url]);
  fields.push(["AN", `svc:source/${v.source_id}/${v.version_id}`], ["DB", archiveName]);
  // images are retained without extracted text, so they may carry no extraction provenance
  const p: Partial<VersionState["provenance"]> = v.provenance ?? {};
  const method = [
    p.method ?? "none",
    p.engine ? ` (${p.engine})` : "",
    p.languages?.length ? `, OCR languages ${p.languages.join("+")}` : "",
  ].join("");
  const note = [
    `svc research archive ${projectId}, source ${v.source_id} version ${v.version} (${v.version_id})`,
    `${v.media_type}, ${v.bytes.size} bytes, SHA-256 ${v.bytes.sha256}`,
    `text: ${method}`,
    `retained ${v.retention.at}`,
  ];
  const genre = text("genre");
  if (genre) note.push(`genre: ${genre}`);
  const period = text("created_period");
  if (period) note.push(`created period: ${period}`);
  if (meta.date && !placed?.placed && meta.date !== period) note.push(`date: ${meta.date}`);
  const provenanceNote = text("provenance_note");
  if (provenanceNote) note.push(`provenance note: ${provenanceNote}`);
  fields.push(["N1", note.join("; ")], ["L1", file]);
  return fields;
}
