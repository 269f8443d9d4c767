/**
 * Audit, export and restore through the facade.
 *
 * @module
 */

import { auditArchive, type AuditReport } from "../store/audit.ts";
import { exportBundle, restoreBundle } from "../store/bundle.ts";
import { archivePaths } from "../store/paths.ts";
import { indexState } from "./index_sync.ts";

/**
 * Audits the archive of `root` (reads only).
 *
 * @example
 * ```ts
 * const report = await audit("/tmp/ledger");
 * report.schema; // "research-audit-local/1"
 * ```
 */
export async function audit(root: string): Promise<AuditReport> {
  const paths = archivePaths(root);
  let index: { commit: number } | null = null;
  try {
    index = indexState(paths);
  } catch {
    index = null; // an unreadable index is reported as behind; reindex rebuilds it
  }
  return await auditArchive(paths, { indexCommit: index?.commit ?? null });
}

/**
 * Exports the archive into the new folder `output` (`research-export-local/1`).
 *
 * @example
 * ```ts
 * const receipt = await exportArchive("/tmp/ledger", "/tmp/ledger-backup");
 * receipt.schema; // "research-export-local/1"
 * ```
 */
export async function exportArchive(
  root: string,
  output: string,
): Promise<Record<string, unknown>> {
  const b = await exportBundle(root, output);
  return {
    schema: "research-export-local/1",
    project_id: b.project_id,
    snapshot: b.snapshot,
    commits: b.commits,
    storage: b.storage,
    output: b.output,
    files: b.files.length,
    bytes: b.files.reduce((n, f) => n + f.size, 0),
  };
}

/**
 * Restores a bundle into the new project folder `to` (`research-restore-local/1`).
 *
 * @example
 * ```ts
 * const receipt = await restoreArchive("/tmp/ledger-backup", "/tmp/ledger-copy");
 * receipt.root; // "/tmp/ledger-copy"
 * ```
 */
export async function restoreArchive(from: string, to: string): Promise<Record<string, unknown>> {
  const r = await restoreBundle(from, to);
  return { schema: "research-restore-local/1", ...r };
}
