/**
 * The `svc-service-local/1` status object and what the service record says about the
 * instance: no record, unreadable (`invalid`), `stale` (recorded PID dead), `unverified` (PID
 * alive but not provably ours) or `ours`.
 *
 * @module
 */

import { VERSION } from "../../src/version.ts";
import type { ServiceMessages } from "./messages.ts";
import type { ServicePaths } from "./paths.ts";
import { ownsProcess, processAlive } from "./process.ts";
import { readRecord, type ServiceRecord } from "./record.ts";

/** Schema label of the status object. */
export const STATUS_SCHEMA = "svc-service-local/1";

/** Service states (SPEC 3). */
export type ServiceState = "running" | "starting" | "stopped" | "busy" | "unknown";

/** `svc-service-local/1`; the instance fields appear when a record was found. */
export interface ServiceStatus {
  readonly schema: typeof STATUS_SCHEMA;
  readonly ok: boolean;
  readonly state: ServiceState;
  readonly message: string;
  readonly url?: string;
  readonly pid?: number;
  readonly backend?: "deno";
  readonly installed_version?: string;
  readonly running_version?: string | null;
  readonly log_path?: string;
}

/** What every action needs. */
export interface ServiceContext {
  readonly paths: ServicePaths;
  readonly m: ServiceMessages;
  /** How long `start` waits for `GET /api` (default 20 s). */
  readonly readyTimeoutMs?: number;
}

/** What the record says about the instance. */
export type Inspection =
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  | { kind: "stale" | "unverified" | "ours"; record: ServiceRecord };

/**
 * Reads the record and checks its PID: alive, and ours by token (or command line).
 *
 * @example
 * ```ts
 * import { servicePaths } from "./paths.ts";
 * (await inspect(servicePaths("/tmp/no-such-dir/svc"))).kind; // "none"
 * ```
 */
export async function inspect(paths: ServicePaths): Promise<Inspection> {
  const read = await readRecord(paths.record);
  if (read.kind === "missing") return { kind: "none" };
  if (read.kind === "invalid") return read;
  const record = read.value;
  if (!await processAlive(record.pid)) return { kind: "stale", record };
  const ours = await ownsProcess(record.pid, record.token, record.command);
  return { kind: ours ? "ours" : "unverified", record };
}

/**
 * Builds a status object; with a record it adds the instance fields (the installed version
 * is this CLI's).
 *
 * @example
 * ```ts
 * status("stopped", false, "The managed server is not running.").state; // "stopped"
 * ```
 */
export function status(
  state: ServiceState,
  ok: boolean,
  message: string,
  record?: ServiceRecord,
  runningVersion: string | null = null,
): ServiceStatus {
  const base = { schema: STATUS_SCHEMA, ok, state, message } as const;
  if (!record) return base;
  return {
    ...base,
    url: record.url,
    pid: record.pid,
    backend: record.backend,
    installed_version: VERSION,
    running_version: runningVersion,
    log_path: record.log_path,
  };
}
