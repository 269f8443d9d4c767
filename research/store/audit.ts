/**
 * `svc research audit`: re-checks everything the archive promises (ARCHIVE.md "Audit"), reads
 * only, and reports every finding with where it is. Errors fail the audit (exit 1) — among
 * them a log that lost acknowledged commits or a missing manifest (`audit_head.ts`) and an
 * archive entry of the wrong kind, such as `LOCK` made a folder (`layout.ts`); warnings
 * (orphan objects, leftovers of interrupted writes and index builds, quarantined tails, a
 * torn tail, the search index behind the log, objects of purged versions still on disk) do
 * not.
 *
 * Purge and images: an object only purged versions refer to is expected absent (its presence
 * is a warning: a crash between the purge's append and its removal; the next write removes
 * it), and a purged version's passages are not checked against its gone text. An object a
 * version that is not purged refers to must be present: missing is an error. Images have no
 * text; a dossier's image entries must name an image version of their source with the same
 * hash and size, and a tombstone must name an existing version of its source.
 *
 * @module
 */

import { join } from "node:path";
import { CodePointText } from "../code_points.ts";
import type { Commit, EventOp, ObjectRef, Op, RevisionOp } from "../types.ts";
import { sha256 } from "./digest.ts";
import { auditHead, missingManifestFinding } from "./audit_head.ts";
import { layoutProblems } from "./layout.ts";
import { archiveLeftovers } from "./leftovers.ts";
import { readLog } from "./log.ts";
import { logExists, type Manifest, manifestSchema, readManifest } from "./manifest.ts";
import { type ArchivePaths, objectPath } from "./paths.ts";
import { applyCommits, emptyState } from "./state.ts";
import { purgedObjects, versionAvailability, versionObjects } from "./tombstones.ts";

/** One finding. */
export interface AuditFinding {
  readonly code: string;
  readonly message: string;
  /** 1-based log line, when the finding belongs to one. */
  readonly line?: number;
  readonly offset?: number;
}

/** The audit envelope. */
export interface AuditReport {
  readonly schema: "research-audit-local/1";
  readonly ok: boolean;
  readonly project_id: string | null;
  readonly snapshot: string | null;
  readonly storage: string | null;
  readonly commits: number;
  readonly checked: {
    readonly objects: number;
    readonly passages: number;
    readonly log_bytes: number;
  };
  readonly errors: AuditFinding[];
  readonly warnings: AuditFinding[];
}

/**
 * Audits the archive at `paths`. `indexCommit` is the commit the search index has reached
 * (null when there is no index), to warn when it is behind.
 *
 * @example
 * ```ts
 * import { archivePaths } from "./paths.ts";
 * const report = await auditArchive(archivePaths("/tmp/ledger"), { indexCommit: null });
 * report.ok; // true for a sound archive (a missing index is only a warning)
 * ```
 */
export async function auditArchive(
  paths: ArchivePaths,
  options: { indexCommit?: number | null } = {},
): Promise<AuditReport> {
  const errors: AuditFinding[] = [];
  const warnings: AuditFinding[] = [];
  let manifest: Manifest | null = null;
  const manifestMissing = !pathPresent(paths.manifest) && logExists(paths);
  try {
    manifest = await readManifest(paths);
  } catch (e) {
    if (!manifestMissing) errors.push({ code: "manifest", message: (e as Error).message });
  }
  for (const p of layoutProblems(paths)) {
    errors.push({ code: "layout", message: `${p.problem}; ${p.advice}` });
  }
  const log = await readLog(paths.log).catch((e) => {
    errors.push({
      code: "log-unreadable",
      message: `Cannot read the log: ${(e as Error).message}`,
    });
    return null;
  });
  const checked = { objects: 0, passages: 0, log_bytes: 0 };
  const state = emptyState();
  if (log) {
    checked.log_bytes = log.validBytes + log.tornBytes;
    if (log.damage) {
      errors.push({
        code: "log-damaged",
        message:
          `Log line ${log.damage.line} (byte ${log.damage.offset}) is invalid: ${log.damage.reason}; ` +
          `the ${log.commits.length} commits before it verify`,
        line: log.damage.line,
        offset: log.damage.offset,
      });
    }
    if (manifestMissing) errors.push(missingManifestFinding(paths, log.commits));
    const head = auditHead(paths, log);
    errors.push(...head.errors);
    if (log.tornBytes > 0 && !head.tornIsLoss) {
      warnings.push({
        code: "torn-tail",
        message:
          `${log.tornBytes} bytes after the last complete line (an interrupted write, never acknowledged); ` +
          "the next write moves them to quarantine/",
        offset: log.validBytes,
      });
    }
    if (log.commits.length === 0) {
      errors.push({ code: "log-empty", message: "The log has no valid commit" });
    }
    applyCommits(state, log.commits);
    checkStructure(log.commits, manifest, errors);
    const referenced = new Set<string>();
    await checkObjectsAndPassages(paths, state, referenced, errors, checked);
    checkDossierImages(state, errors);
    await checkFolders(paths, referenced, warnings, purgedObjects(state));
  }
  if (options.indexCommit !== undefined && log && log.commits.length > 0) {
    const head = log.commits[log.commits.length - 1].commit;
    if (options.indexCommit === null || options.indexCommit < head) {
      warnings.push({
        code: "index-behind",
        message: `The search index is at commit ${options.indexCommit ?? "none"} of ${head}; ` +
          "the next search refreshes it (or run: svc research reindex)",
      });
    }
  }
  return {
    schema: "research-audit-local/1",
    ok: errors.length === 0,
    project_id: manifest?.project_id ?? null,
    snapshot: state.head,
    storage: manifest?.storage ?? null,
    commits: state.commit,
    checked,
    errors,
    warnings,
  };
}

/** The ids an operation creates (each must be new to the log). */
function createdIds(op: Op): string[] {
  switch (op.op) {
    case "source_version":
      return [op.version_id];
    case "passage":
      return [op.passage_id];
    case "revision":
      return op.revision === 1 ? [op.record_id] : [];
    default:
      return [];
  }
}

function checkStructure(
  commits: readonly Commit[],
  manifest: Manifest | null,
  errors: AuditFinding[],
): void {
  const seen = new Set<string>();
  const versionsPerSource = new Map<string, number>();
  const versionSources = new Map<string, string>();
  const revisions = new Map<string, { kind: string; latest: number }>();
  const metadataRevisions = new Map<string, number>();
  commits.forEach((c, i) => {
    const line = i + 1;
    const fail = (code: string, message: string) => errors.push({ code, message, line });
    if (manifest && c.schema > manifestSchema(manifest)) {
      fail(
        "schema-ahead",
        `Commit ${c.commit} needs schema ${c.schema}, above the manifest's ${manifest.storage}`,
      );
    }
    c.ops.forEach((op, j) => {
      if ((op.op === "init") !== (line === 1 && j === 0)) {
        fail("init", `Commit ${c.commit}: init must be the first operation of the first commit`);
      }
      if (op.op === "init" && manifest && op.project_id !== manifest.project_id) {
        fail("project-id", "The log's project id differs from the manifest's");
      }
      for (const id of createdIds(op)) {
        if (seen.has(id)) fail("duplicate-id", `Id ${id} is used twice`);
        seen.add(id);
      }
      if (op.op === "revision") checkRevision(op, revisions, seen, fail);
      if (op.op === "tombstone" && versionSources.get(op.version_id) !== op.source_id) {
        fail(
          "tombstone",
          `Commit ${c.commit}: a ${op.action} tombstone names version ${op.version_id} of ` +
            `source ${op.source_id}, which does not exist`,
        );
      }
      if (op.op === "event") checkEvent(op, revisions, fail);
      if (op.op === "source_metadata") {
        const n = (metadataRevisions.get(op.source_id) ?? 0) + 1;
        if (!versionsPerSource.has(op.source_id)) {
          fail(
            "source-metadata",
            `Commit ${c.commit}: metadata of source ${op.source_id}, which does not exist`,
          );
        }
        if (op.revision !== n) {
          fail(
            "revision-gap",
            `Source ${op.source_id}: metadata revision ${op.revision}, expected ${n}`,
          );
        }
        if (c.schema < 8) {
          fail("schema-low", `Commit ${c.commit}: source metadata needs schema 8`);
        }
        metadataRevisions.set(op.source_id, n);
      }
      if (op.op === "source_version") {
        const n = (versionsPerSource.get(op.source_id) ?? 0) + 1;
        if (op.version !== n) {
          fail("version-gap", `Source ${op.source_id}: version ${op.version}, expected ${n}`);
        }
        versionsPerSource.set(op.source_id, n);
        versionSources.set(op.version_id, op.source_id);
      }
    });
  });
}

async function checkObjectsAndPassages(
  paths: ArchivePaths,
  state: ReturnType<typeof emptyState>,
  referenced: Set<string>,
  errors: AuditFinding[],
  checked: { objects: number; passages: number },
): Promise<void> {
  const verified = new Map<string, Uint8Array | null>();
  const check = async (ref: ObjectRef, what: string): Promise<Uint8Array | null> => {
    referenced.add(ref.sha256);
    if (verified.has(ref.sha256)) return verified.get(ref.sha256)!;
    let bytes: Uint8Array | null = null;
    try {
      bytes = await Deno.readFile(objectPath(paths, ref.sha256));
    } catch {
      errors.push({ code: "object-missing", message: `${what}: object ${ref.sha256} is missing` });
    }
    if (bytes && (bytes.length !== ref.size || (await sha256(bytes)) !== ref.sha256)) {
      errors.push({
        code: "object-damaged",
        message: `${what}: object ${ref.sha256} does not match its hash or size`,
      });
      bytes = null;
    }
    checked.objects++;
    verified.set(ref.sha256, bytes);
    return bytes;
  };
  for (const v of state.versions.values()) {
    const where = `Source ${v.source_id} version ${v.version}`;
    if (versionAvailability(state, v.version_id) === "purged") {
      // Expected absent unless shared with a version that is not purged (checked there).
      for (const ref of versionObjects(v)) referenced.add(ref.sha256);
      continue;
    }
    await check(v.bytes, where);
    for (const a of v.attachments ?? []) await check(a, `${where} attachment ${a.name}`);
    if (!v.text) {
      if (v.passage_ids.length) {
        errors.push({
          code: "passage-orphan",
          message: `${where} has no text but ${v.passage_ids.length} passages`,
        });
      }
      continue;
    }
    const textBytes = await check(v.text, `${where} text`);
    if (!textBytes) continue;
    const text = new CodePointText(new TextDecoder().decode(textBytes));
    for (const id of v.passage_ids) {
      const p = state.passages.get(id)!;
      checked.passages++;
      if (!(p.start >= 0 && p.start <= p.end && p.end <= text.length)) {
        errors.push({
          code: "passage-range",
          message: `Passage ${id} lies outside its text (${p.start}-${p.end} of ${text.length})`,
        });
      } else if ((await sha256(text.slice(p.start, p.end))) !== p.sha256) {
        errors.push({
          code: "passage-hash",
          message: `Passage ${id}: its text does not match its sha256`,
        });
      }
    }
  }
  for (const p of state.passages.values()) {
    if (!state.versions.has(p.version_id)) {
      errors.push({
        code: "passage-orphan",
        message: `Passage ${p.passage_id} names unknown version ${p.version_id}`,
      });
    }
  }
}

/** Each image entry of each dossier revision names an image version with its hash and size. */
function checkDossierImages(state: ReturnType<typeof emptyState>, errors: AuditFinding[]): void {
  for (const r of state.records.values()) {
    if (r.kind !== "dossier") continue;
    for (const rev of r.revisions) {
      for (const img of (rev.record.images ?? []) as Record<string, unknown>[]) {
        const v = state.versions.get(img.version_id as string);
        if (
          !v || v.source_id !== img.source_id || !v.image || v.bytes.sha256 !== img.sha256 ||
          v.bytes.size !== img.size || img.ref !== `svc:image/${v.source_id}/${v.version_id}`
        ) {
          errors.push({
            code: "pin",
            message: `Dossier ${r.record_id} revision ${rev.revision}: image ${
              String(img.ref)
            } names no image version with its hash and size`,
          });
        }
      }
    }
  }
}

async function checkFolders(
  paths: ArchivePaths,
  referenced: Set<string>,
  warnings: AuditFinding[],
  purged: ReadonlySet<string>,
): Promise<void> {
  const orphans: string[] = [];
  const leftovers: string[] = [];
  for await (const d of readDirSafe(paths.objects)) {
    for await (const f of readDirSafe(join(paths.objects, d))) {
      if (purged.has(f)) leftovers.push(f);
      else if (!referenced.has(f)) orphans.push(f);
    }
  }
  if (leftovers.length) {
    warnings.push({
      code: "purged-leftovers",
      message: `${leftovers.length} objects of purged versions are still on disk (a purge was ` +
        `interrupted before it removed them); the next write removes them: ${
          leftovers.slice(0, 5).join(", ")
        }`,
    });
  }
  if (orphans.length) {
    warnings.push({
      code: "orphan-objects",
      message:
        `${orphans.length} stored objects no commit refers to (left by an interrupted write): ${
          orphans.slice(0, 5).join(", ")
        }`,
    });
  }
  const left = archiveLeftovers(paths);
  if (left.scratch.length) {
    warnings.push({
      code: "tmp-leftovers",
      message: `${left.scratch.length} leftover files of interrupted writes (the next write ` +
        `removes them): ${left.scratch.join(", ")}`,
    });
  }
  if (left.index.length) {
    warnings.push({
      code: "index-temp-files",
      message: `${left.index.length} temporary files of interrupted index builds (the next ` +
        `search, reindex or write removes them): ${left.index.join(", ")}`,
    });
  }
  const q: string[] = [];
  for await (const f of readDirSafe(paths.quarantine)) q.push(f);
  if (q.length) {
    warnings.push({
      code: "quarantined-tails",
      message: `${q.length} quarantined torn tails in quarantine/: ${q.join(", ")}`,
    });
  }
}

function pathPresent(path: string): boolean {
  try {
    Deno.lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

async function* readDirSafe(dir: string): AsyncGenerator<string> {
  try {
    for await (const e of Deno.readDir(dir)) yield e.name;
  } catch {
    return;
  }
}

type Fail = (code: string, message: string) => void;

/** Revisions contiguous per record, one kind per id, and every pin naming an existing revision. */
function checkRevision(
  op: RevisionOp,
  revisions: Map<string, { kind: string; latest: number }>,
  ids: ReadonlySet<string>,
  fail: Fail,
): void {
  const seen = revisions.get(op.record_id);
  const expected = (seen?.latest ?? 0) + 1;
  if (op.revision !== expected) {
    fail("revision-gap", `Record ${op.record_id}: revision ${op.revision}, expected ${expected}`);
  }
  if (seen && seen.kind !== op.kind) {
    fail("revision-kind", `Record ${op.record_id} changes kind from ${seen.kind} to ${op.kind}`);
  }
  const r = op.record;
  const pin = (id: unknown, rev: unknown, field: string) => {
    if (typeof id !== "string" || rev === null) return;
    const target = revisions.get(id);
    if (!target || typeof rev !== "number" || rev < 1 || rev > target.latest) {
      fail(
        "pin",
        `Record ${op.record_id} revision ${op.revision}: ${field} pins ${id} revision ${rev}, which does not exist`,
      );
    }
  };
  const passages = [r.passage_id, ...((r.evidence_ids ?? []) as unknown[])];
  for (const id of passages) {
    if (typeof id === "string" && !ids.has(id)) {
      fail("pin", `Record ${op.record_id} revision ${op.revision} cites unknown passage ${id}`);
    }
  }
  pin(r.dossier_id, r.dossier_revision, "dossier_revision");
  const ref = r.claim_ref as { claim_id?: unknown; claim_revision?: unknown } | undefined;
  if (ref) pin(ref.claim_id, ref.claim_revision, "claim_ref.claim_revision");
  pin(r.claim_id, r.claim_revision, "claim_revision");
  pin(r.from_claim_id, r.from_claim_revision, "from_claim_revision");
  pin(r.to_claim_id, r.to_claim_revision, "to_claim_revision");
  for (const [id, rev] of Object.entries((r.dossier_revisions ?? {}) as Record<string, unknown>)) {
    pin(id, rev, `dossier_revisions.${id}`);
  }
  revisions.set(op.record_id, { kind: op.kind, latest: Math.max(seen?.latest ?? 0, op.revision) });
}

/** An acknowledgement names revisions that existed when it was written. */
function checkEvent(
  op: EventOp,
  revisions: Map<string, { kind: string; latest: number }>,
  fail: Fail,
): void {
  for (
    const [id, rev] of [[op.decision_id, op.decision_revision], [
      op.dossier_id,
      op.dossier_revision,
    ]] as const
  ) {
    const target = revisions.get(id);
    if (!target || rev < 1 || rev > target.latest) {
      fail("pin", `Acknowledgement names ${id} revision ${rev}, which does not exist`);
    }
  }
}
