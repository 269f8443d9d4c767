/**
 * Batch ingest with checkpoints. A batch is a folder (its regular, non-hidden files, sorted
 * by path, its subfolders' too unless `recursive` is false) or a list file (one path per
 * line, relative to the list's folder; blank lines and `#` comments skipped): `batch_files.ts`.
 * What it leaves out is listed in `skipped` with its reason — `duplicate` (bytes the archive
 * already holds; its source named, unless `asNewSource`), `unsupported` (empty, binary or
 * not UTF-8), `unreadable`, `not_regular_file`, `subfolder` — and is no failure. Its id is the SHA-256 of the absolute paths, so the
 * same batch run again resumes: files recorded as done in `checkpoints/<id>.json` are
 * skipped, and a file whose commit landed just before an interruption (bytes already
 * archived after the batch started) is recognised and not ingested twice. The checkpoint is
 * written atomically after every file and removed when the batch ends without failures.
 *
 * @module
 */

import { join } from "node:path";
import { ConflictError, UsageError } from "../../src/errors.ts";
import { writeFileAtomic } from "../../src/project/atomic_write.ts";
import { DuplicateSourceError, UnsupportedSourceError } from "../errors.ts";
import { batchFiles, type SkippedEntry } from "./batch_files.ts";
import { optionalSnapshotGuard } from "../records/snapshot_guard.ts";
import { sha256 } from "../store/digest.ts";
import { loadArchive } from "../store/load.ts";
import { type ArchivePaths, archivePaths } from "../store/paths.ts";
import { ingest, type IngestOptions, requireRetention } from "./ingest.ts";
import { messageOf, processingError, staleError, usageError } from "../keyed_errors.ts";

/** One file's entry in a checkpoint. */
export interface CheckpointItem {
  readonly file: string;
  readonly status: "ingested" | "failed";
  readonly source_id?: string;
  readonly version_id?: string;
  readonly commit?: number;
  readonly bytes_sha256?: string;
  readonly error?: string;
}

/** `checkpoints/<batch_id>.json`. */
export interface Checkpoint {
  readonly format: "svc-ingest-checkpoint/1";
  readonly batch_id: string;
  readonly started_at: string;
  /** The archive's commit when the batch started. */
  readonly start_commit: number;
  readonly files: readonly string[];
  readonly items: Record<string, CheckpointItem>;
}

/** Options of {@linkcode batchIngest}. */
export interface BatchOptions
  extends Omit<IngestOptions, "file" | "bytes" | "filename" | "sourceId" | "title"> {
  /** Phase messages (the CLI's `--progress` writes them to stderr). */
  readonly onProgress?: (message: string) => void;
  /** Enter subfolders (default true; the CLI's `--no-recursive` sets false). */
  readonly recursive?: boolean;
}

function checkpointPath(paths: ArchivePaths, id: string): string {
  if (!/^[0-9a-f]{64}$/.test(id)) throw usageError("api.batch_id", { id });
  return join(paths.checkpoints, `${id}.json`);
}

/**
 * Reads one checkpoint, or lists every checkpoint of the archive when `batchId` is omitted.
 *
 * @example
 * ```ts
 * const list = await ingestCheckpoint("/tmp/ledger");
 * list.schema; // "research-ingest-checkpoints-local/1"
 * ```
 */
export async function ingestCheckpoint(
  root: string,
  batchId?: string,
): Promise<Record<string, unknown>> {
  const paths = archivePaths(root);
  if (batchId !== undefined) {
    const cp = await readCheckpoint(paths, batchId);
    if (!cp) throw usageError("api.checkpoint_batch", { batch_id: batchId });
    return { schema: "research-ingest-checkpoint-local/1", checkpoint: cp };
  }
  const out: Checkpoint[] = [];
  try {
    for await (const e of Deno.readDir(paths.checkpoints)) {
      const m = /^([0-9a-f]{64})\.json$/.exec(e.name);
      if (m) {
        const cp = await readCheckpoint(paths, m[1]);
        if (cp) out.push(cp);
      }
    }
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
  out.sort((a, b) => a.started_at.localeCompare(b.started_at));
  return { schema: "research-ingest-checkpoints-local/1", checkpoints: out };
}

/**
 * Removes a batch's checkpoint, so the batch starts afresh next time. True when one existed.
 *
 * @example
 * ```ts
 * declare const batchId: string; // a batch_id from batchIngest or ingestCheckpoint
 * await discardIngestCheckpoint("/tmp/ledger", batchId); // true when one existed
 * ```
 */
export async function discardIngestCheckpoint(root: string, batchId: string): Promise<boolean> {
  try {
    await Deno.remove(checkpointPath(archivePaths(root), batchId));
    return true;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return false;
    throw e;
  }
}

async function readCheckpoint(paths: ArchivePaths, id: string): Promise<Checkpoint | null> {
  try {
    const cp = JSON.parse(await Deno.readTextFile(checkpointPath(paths, id))) as Checkpoint;
    return cp?.format === "svc-ingest-checkpoint/1" && cp.batch_id === id ? cp : null;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw processingError("api.checkpoint_batch_unreadable", { id, why: messageOf(e) });
  }
}

/**
 * Ingests every file of a batch, resuming from its checkpoint.
 *
 * @example
 * ```ts
 * const r = await batchIngest("/tmp/ledger", "/tmp/sources", { allowRetention: true });
 * r.schema; // "research-batch-ingest-local/1"
 * ```
 */
export async function batchIngest(
  root: string,
  input: string,
  options: BatchOptions,
): Promise<Record<string, unknown>> {
  requireRetention(options.allowRetention);
  const expected = optionalSnapshotGuard(options.expectedSnapshot, "expected_snapshot");
  const paths = archivePaths(root);
  const progress = options.onProgress ?? (() => {});
  const listing = await batchFiles(input, { recursive: options.recursive !== false });
  const { files } = listing;
  const skipped: SkippedEntry[] = [...listing.skipped];
  const batchId = await sha256(files.join("\n"));
  const start = await loadArchive(paths);
  if (expected !== null && expected !== start.state.head) {
    throw staleError("api.archive_changed_since", { slice: expected.slice(0, 12) });
  }
  let cp = await readCheckpoint(paths, batchId);
  const resumed = cp !== null;
  cp ??= {
    format: "svc-ingest-checkpoint/1",
    batch_id: batchId,
    started_at: new Date().toISOString(),
    start_commit: start.state.commit,
    files,
    items: {},
  };
  await Deno.mkdir(paths.checkpoints, { recursive: true });
  const save = (c: Checkpoint) =>
    writeFileAtomic(checkpointPath(paths, batchId), JSON.stringify(c, null, 2) + "\n");
  await save(cp);
  progress(`batch ${batchId.slice(0, 12)}: ${files.length} files${resumed ? " (resuming)" : ""}`);
  const results: Record<string, unknown>[] = [];
  let failed = 0;
  // An expected snapshot guards the batch's first write only: each commit moves the snapshot.
  let guard: string | null | undefined = expected;
  for (const [i, file] of files.entries()) {
    const n = `${i + 1}/${files.length}`;
    const done = cp.items[file];
    if (done?.status === "ingested") {
      progress(`${n} ${file}: already ingested, skipped`);
      results.push({
        file,
        status: "skipped",
        source_id: done.source_id,
        version_id: done.version_id,
      });
      continue;
    }
    let item: CheckpointItem;
    let bytes: Uint8Array;
    try {
      bytes = await Deno.readFile(file);
    } catch (e) {
      const message = `Cannot read "${file}": ${(e as Error).message}`;
      progress(`${n} ${file}: skipped: ${message}`);
      skipped.push({ file, reason: "unreadable", message });
      continue;
    }
    try {
      const hash = await sha256(bytes);
      const landed = (await loadArchive(paths)).state;
      const already = [...landed.versions.values()].find((v) =>
        v.commit > cp!.start_commit && v.bytes.sha256 === hash
      );
      if (already) {
        progress(`${n} ${file}: committed before the interruption, recorded`);
        item = {
          file,
          status: "ingested",
          source_id: already.source_id,
          version_id: already.version_id,
          commit: already.commit,
          bytes_sha256: hash,
        };
        results.push({
          file,
          status: "skipped",
          source_id: already.source_id,
          version_id: already.version_id,
        });
      } else {
        progress(`${n} ${file}: extracting and committing`);
        const r = await ingest(root, {
          ...options,
          expectedSnapshot: guard,
          bytes,
          filename: file.split("/").pop()!,
          allowRetention: true,
        });
        guard = undefined;
        item = {
          file,
          status: "ingested",
          source_id: r.source_id,
          version_id: r.version_id,
          commit: r.commit,
          bytes_sha256: hash,
        };
        results.push({
          file,
          status: "ingested",
          source_id: r.source_id,
          version_id: r.version_id,
          passages: r.passages,
          warnings: r.warnings,
        });
      }
    } catch (e) {
      const why = e instanceof DuplicateSourceError
        ? "duplicate"
        : e instanceof UnsupportedSourceError
        ? "unsupported"
        : null;
      if (why) {
        const message = (e as Error).message;
        progress(`${n} ${file}: skipped: ${message}`);
        skipped.push({
          file,
          reason: why,
          message,
          ...(e instanceof DuplicateSourceError ? { existing: e.existing } : {}),
        });
        continue;
      }
      if (
        e instanceof ConflictError || (e instanceof UsageError && /permission/i.test(e.message))
      ) throw e;
      failed++;
      const message = (e as Error).message;
      progress(`${n} ${file}: failed: ${message}`);
      item = { file, status: "failed", error: message };
      results.push({ file, status: "failed", error: message });
    }
    cp = { ...cp, items: { ...cp.items, [file]: item } };
    await save(cp);
  }
  if (failed === 0) await discardIngestCheckpoint(root, batchId);
  const end = await loadArchive(paths);
  progress(failed ? `done: ${failed} failed; run the same batch again to retry them` : "done");
  return {
    schema: "research-batch-ingest-local/1",
    project_id: end.manifest.project_id,
    snapshot: end.state.head,
    batch_id: batchId,
    resumed,
    counts: {
      ingested: results.filter((r) => r.status === "ingested").length,
      skipped: results.filter((r) => r.status === "skipped").length + skipped.length,
      failed,
    },
    items: [
      ...results,
      ...skipped.map((s) => ({ status: "skipped", ...s })),
    ].sort((a, b) => (String(a.file) < String(b.file) ? -1 : 1)),
    skipped: skipped.sort((a, b) => (a.file < b.file ? -1 : 1)),
    checkpoint_kept: failed > 0,
  };
}
