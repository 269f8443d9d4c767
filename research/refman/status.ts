/**
 * `refman-status` (SPEC 4.3 `GET /api/research/refman-status`): which way of reading Zotero is
 * ready (local API first, then the data directory), the installation's server id, and each
 * library's identity with its item and attachment counts. It never fails because Zotero is
 * absent, closed, locked or misconfigured: it says so, with `ready: false`.
 *
 * @module
 */

import { type RefmanConfig, refmanConfig, type RefmanOptions } from "./config.ts";
import { DataDirSource } from "./data_dir.ts";
import { type ApiProbe, LocalApiSource, probeLocalApi } from "./local_api.ts";
import { type DataDirProbe, probeDataDir } from "./source.ts";
import type { LibraryInfo, RefmanSource } from "./types.ts";

/** `research-refman-status-local/1`. */
export interface RefmanStatus {
  readonly schema: "research-refman-status-local/1";
  readonly ready: boolean;
  readonly via: "local-api" | "data-dir" | null;
  readonly server_id: string | null;
  readonly libraries: readonly LibraryInfo[];
  readonly local_api: {
    readonly url: string | null;
    readonly state: string;
    readonly message: string;
  };
  readonly data_dir: {
    readonly path: string | null;
    readonly state: string;
    readonly message: string;
    /** Why a private copy of the database was read (Zotero holds it locked, WAL mode, …). */
    readonly copy_reason?: string | null;
  };
  readonly message: string;
}

/**
 * Reports the bridge's readiness (see the module doc).
 *
 * @example
 * ```ts
 * const status = await refmanStatus({ env: {}, apiUrl: "off" });
 * status.ready; // false: the API is off and no data directory is known, yet no error
 * status.data_dir.state; // "unset"
 * (await refmanStatus()).ready; // true when Zotero's API answers or ~/Zotero holds a database
 * ```
 */
export async function refmanStatus(options: RefmanOptions = {}): Promise<RefmanStatus> {
  let config: RefmanConfig;
  try {
    config = refmanConfig(options);
  } catch (e) {
    const message = (e as Error).message;
    return {
      schema: "research-refman-status-local/1",
      ready: false,
      via: null,
      server_id: null,
      libraries: [],
      local_api: { url: null, state: "error", message },
      data_dir: { path: null, state: "unset", message: "Not looked at" },
      message,
    };
  }
  const api: ApiProbe = await probeLocalApi(config);
  const dir: DataDirProbe = await probeDataDir(config);
  const base = {
    schema: "research-refman-status-local/1" as const,
    local_api: { url: api.url, state: api.state, message: api.message },
  };
  const source: RefmanSource | null = api.state === "ready"
    ? new LocalApiSource(config)
    : dir.state === "ready"
    ? new DataDirSource(dir.path!)
    : null;
  if (source === null) {
    return {
      ...base,
      ready: false,
      via: null,
      server_id: null,
      libraries: [],
      data_dir: { path: dir.path, state: dir.state, message: dir.message },
      message: `Zotero cannot be read: ${api.message}; ${dir.message}`,
    };
  }
  try {
    const serverId = await source.serverId();
    const libraries = await source.libraries();
    const copyReason = source instanceof DataDirSource ? await source.copyReason() : undefined;
    return {
      ...base,
      ready: true,
      via: source.via,
      server_id: serverId,
      libraries,
      data_dir: {
        path: dir.path,
        state: dir.state,
        message: dir.message,
        ...(copyReason === undefined ? {} : { copy_reason: copyReason }),
      },
      message: source.via === "local-api"
        ? api.message
        : `${dir.message}${copyReason ? ` (read from a private copy: ${copyReason})` : ""}`,
    };
  } catch (e) {
    return {
      ...base,
      ready: false,
      via: null,
      server_id: null,
      libraries: [],
      data_dir: { path: dir.path, state: dir.state, message: dir.message },
      message: `Zotero answered but could not be read: ${(e as Error).message}`,
    };
  } finally {
    await source.close();
  }
}
