/**
 * Archive export and restore (ARCHIVE.md "Export and restore"). A bundle is a directory:
 * `MANIFEST.json` and `log/commits.jsonl` copied byte for byte (the log up to its last valid
 * line), every referenced object under `objects/sha256/`, and `bundle.json` with every file's
 * size and SHA-256. No manuscripts, no index. The output folder is claimed with a
 * non-recursive `mkdir` (a rename would silently replace an empty folder) and carries an
 * `.incomplete` marker until everything is written and synced. An export or restore that
 * fails after claiming its folder (a full disk, a file-size limit, a damaged object) removes
 * that folder again, so the same command can run once the fault is gone; only a killed
 * process leaves a marked, incomplete bundle. A write the file system refuses ends in one
 * line saying why and what to do (`fs_errors.ts`).
 *
 * Restore verifies every hash, the whole chain and the head against the bundle's snapshot,
 * and writes a new project root whose archive keeps the project id — never over anything.
 *
 * Objects that only purged versions refer to are not exported (they are gone, and a purge
 * must not come back through a backup) and not required on restore.
 *
 * @module
 */

import { dirname, join, resolve } from "node:path";
import { ProcessingError } from "../../src/errors.ts";
import { syncDirectory } from "../../src/project/atomic_write.ts";
import { pathExists, writeNewSynced } from "./files.ts";
import { refuseInsideArchive } from "./outside_archive.ts";
import { type FaultText, keyedWriteFault } from "./fs_errors.ts";
import { VERSION } from "../../src/version.ts";
import { isSha256, sha256 } from "./digest.ts";
import { headMarkText } from "./head_mark.ts";
import { assertUndamaged, type ParsedLog, parseLog } from "./log.ts";
import { loadArchive, type LoadedArchive } from "./load.ts";
import { parseManifest } from "./manifest.ts";
import { type ArchivePaths, archivePaths, objectPath } from "./paths.ts";
import { applyCommits, type ArchiveState, emptyState } from "./state.ts";
import { liveObjects, objectPresent, versionObjects } from "./tombstones.ts";
import { keyedArgs, keyedValue, messageOf, processingError } from "../keyed_errors.ts";

/** `bundle.json`. */
export interface BundleIndex {
  readonly format: "svc-research-bundle/1";
  readonly project_id: string;
  readonly snapshot: string;
  readonly commits: number;
  readonly storage: string;
  readonly created_by: string;
  readonly files: readonly {
    readonly path: string;
    readonly size: number;
    readonly sha256: string;
  }[];
}

const MARKER = ".incomplete";

/**
 * Exports the archive of `root` into the new folder `output`.
 *
 * @example
 * ```ts
 * const index = await exportBundle("/tmp/ledger", "/tmp/ledger-backup");
 * index.format; // "svc-research-bundle/1"
 * ```
 */
export async function exportBundle(
  root: string,
  output: string,
): Promise<BundleIndex & { output: string }> {
  // A backup is verified like a write: every line, not only those after the mark.
  const archive = await loadArchive(archivePaths(root), { verify: true });
  assertObjectsPresent(archive.paths, archive.state);
  const out = resolve(output);
  await refuseInsideArchive(archive.paths.dir, out);
  const what = keyedValue("store.cannot_export", { path: out });
  await claimFolder(out, what);
  try {
    return await writeBundle(archive, out);
  } catch (e) {
    throw await abandonFolder(out, what, e);
  }
}

async function writeBundle(
  archive: LoadedArchive,
  out: string,
): Promise<BundleIndex & { output: string }> {
  await Deno.writeFile(join(out, MARKER), new Uint8Array());
  const files: { path: string; size: number; sha256: string }[] = [];
  const put = async (rel: string, bytes: Uint8Array) => {
    const target = join(out, rel);
    await Deno.mkdir(dirname(target), { recursive: true });
    await writeNewSynced(target, bytes);
    files.push({ path: rel, size: bytes.length, sha256: await sha256(bytes) });
  };
  await put("MANIFEST.json", await Deno.readFile(archive.paths.manifest));
  const log = await Deno.readFile(archive.paths.log);
  await put("log/commits.jsonl", log.subarray(0, archive.validBytes));
  for (const hash of referencedObjects(archive.state)) {
    const bytes = await Deno.readFile(objectPath(archive.paths, hash));
    if ((await sha256(bytes)) !== hash) {
      throw processingError("store.export_archive_object", { hash });
    }
    await put(`objects/sha256/${hash.slice(0, 2)}/${hash}`, bytes);
  }
  const index: BundleIndex = {
    format: "svc-research-bundle/1",
    project_id: archive.manifest.project_id,
    snapshot: archive.state.head!,
    commits: archive.state.commit,
    storage: archive.manifest.storage,
    created_by: `svc ${VERSION}`,
    files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  };
  await writeNewSynced(
    join(out, "bundle.json"),
    new TextEncoder().encode(JSON.stringify(index, null, 2) + "\n"),
  );
  for (const dir of new Set(files.map((f) => dirname(join(out, f.path))))) await syncDirectory(dir);
  await syncDirectory(out);
  await Deno.remove(join(out, MARKER));
  await syncDirectory(out);
  return { ...index, output: out };
}

/**
 * Refuses, before anything is written, an export that would lack an object: one line naming
 * the first missing object, its version, and what to do.
 */
function assertObjectsPresent(paths: ArchivePaths, state: ArchiveState): void {
  const needed = referencedObjects(state);
  for (const v of state.versions.values()) {
    for (const ref of versionObjects(v)) {
      if (!needed.has(ref.sha256) || objectPresent(paths, ref.sha256)) continue;
      throw processingError("store.export_archive_object_2", {
        root: paths.root,
        sha256: ref.sha256,
        source_id: v.source_id,
        version: v.version,
        object_path: objectPath(paths, ref.sha256),
      });
    }
  }
}

/** The hashes of every object the state refers to, except those only purged versions name. */
function referencedObjects(state: ArchiveState): Set<string> {
  return liveObjects(state);
}

/**
 * Restores a bundle into the new project folder `to` (`to/svc-research/`).
 *
 * @example
 * ```ts
 * const restored = await restoreBundle("/tmp/ledger-backup", "/tmp/ledger-copy");
 * restored.root; // "/tmp/ledger-copy"
 * ```
 */
export async function restoreBundle(
  from: string,
  to: string,
): Promise<{ project_id: string; snapshot: string; commits: number; root: string }> {
  const src = resolve(from);
  if (await pathExists(join(src, MARKER))) {
    throw processingError("store.restore_bundle_incomplete", { src });
  }
  let index: BundleIndex;
  try {
    index = JSON.parse(await Deno.readTextFile(join(src, "bundle.json")));
  } catch (e) {
    throw processingError("store.restore_readable_bundle", { src, why: messageOf(e) });
  }
  if (
    index?.format !== "svc-research-bundle/1" || !Array.isArray(index.files) ||
    !isSha256(index.snapshot)
  ) {
    throw processingError("store.restore_bundle_json", { src });
  }
  const contents = new Map<string, Uint8Array>();
  for (const f of index.files) {
    if (!isSafeRelative(f.path)) {
      throw processingError("store.restore_unsafe_path", { src, path: f.path });
    }
    let bytes: Uint8Array;
    try {
      bytes = await Deno.readFile(join(src, f.path));
    } catch {
      throw processingError("store.restore_missing", { src, path: f.path });
    }
    if (bytes.length !== f.size || (await sha256(bytes)) !== f.sha256) {
      throw processingError("store.restore_does_match", { src, path: f.path });
    }
    contents.set(f.path, bytes);
  }
  const manifestBytes = contents.get("MANIFEST.json");
  const logBytes = contents.get("log/commits.jsonl");
  if (!manifestBytes || !logBytes) {
    throw processingError("store.restore_manifest_log", { src });
  }
  const manifest = parseManifest(
    new TextDecoder().decode(manifestBytes),
    join(src, "MANIFEST.json"),
  );
  const log = await parseLog(logBytes);
  assertUndamaged(log, join(src, "log/commits.jsonl"));
  if (
    log.tornBytes > 0 || log.head !== index.snapshot || manifest.project_id !== index.project_id
  ) {
    throw processingError("store.restore_log_s", { src });
  }
  for (const hash of liveObjects(applyCommits(emptyState(), log.commits))) {
    if (!contents.has(`objects/sha256/${hash.slice(0, 2)}/${hash}`)) {
      throw processingError("store.restore_object_missing", { src, hash });
    }
  }
  const root = resolve(to);
  const what = keyedValue("store.cannot_restore", { src, path: root });
  await claimFolder(root, what);
  try {
    await writeRestored(root, contents, log);
  } catch (e) {
    throw await abandonFolder(root, what, e);
  }
  return {
    project_id: manifest.project_id,
    snapshot: index.snapshot,
    commits: log.commits.length,
    root,
  };
}

async function writeRestored(
  root: string,
  contents: Map<string, Uint8Array>,
  log: ParsedLog,
): Promise<void> {
  const paths = archivePaths(root);
  const staged = join(root, ".svc-research-restore");
  await Deno.mkdir(staged);
  for (const sub of ["log", "objects/sha256", "tmp", "quarantine", "checkpoints", "index"]) {
    await Deno.mkdir(join(staged, sub), { recursive: true });
  }
  await Deno.writeFile(join(staged, "LOCK"), new Uint8Array());
  // The restored log is verified: its head is the acknowledged one of the new archive.
  const last = log.commits[log.commits.length - 1];
  await writeNewSynced(
    join(staged, "HEAD.json"),
    headMarkText({ commit: last.commit, sha256: last.sha256, log_bytes: log.validBytes }),
  );
  const dirs = new Set<string>([staged, join(staged, "log")]);
  for (const [rel, bytes] of contents) {
    const target = join(staged, rel);
    await Deno.mkdir(dirname(target), { recursive: true });
    await writeNewSynced(target, bytes);
    dirs.add(dirname(target));
  }
  for (const d of dirs) await syncDirectory(d);
  await Deno.rename(staged, paths.dir);
  await syncDirectory(root);
}

async function claimFolder(path: string, what: FaultText): Promise<void> {
  try {
    await Deno.mkdir(path);
  } catch (e) {
    if (e instanceof Deno.errors.AlreadyExists) {
      throw processingError("store.already_exists_export", { path });
    }
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("refman.create_parent_folder", { path });
    }
    throw bundleFaultError(what, keyedValue("fault.nothing_written"), e);
  }
}

/**
 * Removes a folder this process claimed and could not finish, and returns the error to throw:
 * a refused write in one line ({@linkcode bundleFaultError}), anything else unchanged.
 */
async function abandonFolder(path: string, what: FaultText, e: unknown): Promise<unknown> {
  await Deno.remove(path, { recursive: true }).catch(() => {});
  return bundleFaultError(what, keyedValue("fault.nothing_kept", { path }), e);
}

/**
 * `what: reason (cause); consequence; advice` for a refused write of an export or a restore
 * (keyed: `store.write_fault`), else `e` itself.
 *
 * @example
 * ```ts
 * import { keyedValue } from "../keyed_errors.ts";
 * const what = keyedValue("store.cannot_export", { path: "/tmp/out" });
 * const full = new Error("No space left on device (os error 28)");
 * (bundleFaultError(what, keyedValue("fault.nothing_written"), full) as Error).message;
 * // 'Cannot export the archive into "/tmp/out": the disk is full (No space left on …); …'
 * ```
 */
export function bundleFaultError(what: FaultText, consequence: FaultText, e: unknown): unknown {
  const fault = keyedWriteFault(e);
  if (fault === null) return e;
  const why = (e instanceof Error ? e.message : String(e)).split("\n")[0];
  return new ProcessingError(
    ...keyedArgs("store.write_fault", {
      what,
      reason: fault.reason,
      why,
      consequence,
      advice: fault.advice,
    }, { cause: e }),
  );
}

function isSafeRelative(p: unknown): boolean {
  return typeof p === "string" &&
    /^(MANIFEST\.json|log\/commits\.jsonl|objects\/sha256\/[0-9a-f]{2}\/[0-9a-f]{64})$/.test(p);
}
