/**
 * `MANIFEST.json`: the archive's identity and storage schema. Written at init and replaced
 * (temp file, fsync, rename, directory fsync) only to raise the schema.
 *
 * @module
 */

import { VERSION } from "../../src/version.ts";
import { isId } from "./id_format.ts";
import { type ArchivePaths, archivePaths } from "./paths.ts";
import { manifestLabel, MAX_SCHEMA, storageLabel } from "./schema.ts";
import { processingError } from "../keyed_errors.ts";

/** The parsed manifest. */
export interface Manifest {
  readonly format: string;
  readonly storage: string;
  readonly project_id: string;
  readonly created_at: string;
  readonly created_by: string;
}

/**
 * The schema number a valid manifest declares.
 *
 * @example
 * ```ts
 * const m = newManifest("prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", 3, "2026-11-25T10:00:00.000Z");
 * manifestSchema(m); // 3
 * ```
 */
export function manifestSchema(m: Manifest): number {
  return Number(m.storage.slice("research-local/".length));
}

/**
 * A new manifest at `schema`.
 *
 * @example
 * ```ts
 * const m = newManifest("prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", 1, "2026-11-25T10:00:00.000Z");
 * m.storage; // "research-local/1"
 * ```
 */
export function newManifest(projectId: string, schema: number, createdAt: string): Manifest {
  return {
    format: manifestLabel(schema),
    storage: storageLabel(schema),
    project_id: projectId,
    created_at: createdAt,
    created_by: `svc ${VERSION}`,
  };
}

/**
 * The manifest with a raised schema; identity and creation fields stay as they are.
 *
 * @example
 * ```ts
 * const m = newManifest("prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", 1, "2026-11-25T10:00:00.000Z");
 * raisedManifest(m, 5).format; // "research-manifest-local/5"
 * ```
 */
export function raisedManifest(m: Manifest, schema: number): Manifest {
  return { ...m, format: manifestLabel(schema), storage: storageLabel(schema) };
}

/**
 * Parses and checks manifest text; refuses archives newer than this release.
 *
 * @example
 * ```ts
 * const text = await Deno.readTextFile("/tmp/ledger/svc-research/MANIFEST.json");
 * parseManifest(text, "MANIFEST.json").storage; // "research-local/1" for a new archive
 * ```
 */
export function parseManifest(text: string, where: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw processingError("archive.manifest_not_json", { path: where });
  }
  const m = value as Partial<Manifest> | null;
  const storage = typeof m?.storage === "string" ? /^research-local\/(\d+)$/.exec(m.storage) : null;
  const format = typeof m?.format === "string"
    ? /^research-manifest-local\/(\d+)$/.exec(m.format)
    : null;
  if (!m || !storage || !format || !isId(m.project_id, "prj")) {
    throw processingError("archive.manifest_foreign", { path: where });
  }
  const schema = Number(storage[1]);
  if (schema < 1) {
    throw processingError("archive.manifest_schema", { path: where, storage: String(m.storage) });
  }
  if (schema > MAX_SCHEMA || Number(format[1]) > MAX_SCHEMA) {
    throw processingError("archive.manifest_newer", {
      path: where,
      storage: String(m.storage),
      version: VERSION,
      max: MAX_SCHEMA,
    });
  }
  return m as Manifest;
}

/**
 * Reads the manifest of an archive; a missing folder or file says "not an archive".
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const m = await readManifest(archivePaths("/tmp/ledger"));
 * m.project_id; // "prj_…" (a ULID id)
 * ```
 */
export function readManifest(paths: ArchivePaths): Promise<Manifest> {
  try {
    return Promise.resolve(readManifestNow(paths));
  } catch (e) {
    return Promise.reject(e);
  }
}

/**
 * {@linkcode readManifest}'s work, synchronously: the file is small, and a fresh search reads
 * it twice (an asynchronous read costs such a process about 1 ms more each time).
 */
function readManifestNow(paths: ArchivePaths): Manifest {
  let text: string;
  try {
    text = Deno.readTextFileSync(paths.manifest);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      if (logExists(paths)) {
        // An archive that lost its manifest: init would refuse it; audit names the repair.
        throw processingError("archive.no_manifest", { root: paths.root });
      }
      throw processingError("archive.none", { root: paths.root });
    }
    throw processingError("archive.manifest_unreadable", {
      path: paths.manifest,
      why: (e as Error).message,
    });
  }
  return parseManifest(text, paths.manifest);
}

/**
 * True when the archive folder holds a log file (an archive, with or without its manifest).
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * logExists(archivePaths("/tmp/ledger")); // true after init
 * ```
 */
export function logExists(paths: ArchivePaths): boolean {
  try {
    return Deno.statSync(paths.log).isFile;
  } catch {
    return false;
  }
}

/**
 * True when `root` holds a valid archive manifest (the project probe's `research` flag).
 *
 * @example
 * ```ts
 * await isArchiveRoot("/tmp/ledger"); // true after init
 * ```
 */
export async function isArchiveRoot(root: string): Promise<boolean> {
  try {
    await readManifest(archivePaths(root));
    return true;
  } catch {
    return false;
  }
}
