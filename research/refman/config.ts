/**
 * Where the bridge looks for Zotero: the local API's address (`SVC_REFMAN_API_URL`, default
 * `http://localhost:23119/api/`; `off` skips the API) and the data directory
 * (`--data-dir`/`dataDir`, else `SVC_REFMAN_DATA_DIR`, else `~/Zotero`). An explicit option
 * wins over the environment; the environment over the default.
 *
 * @module
 */

import { join, resolve } from "node:path";
import { UsageError } from "../../src/errors.ts";

/** Zotero's local API on its default port. */
export const DEFAULT_API_URL = "http://localhost:23119/api/";

/** How long a probe of the local API may take before the data directory is tried. */
export const PROBE_TIMEOUT_MS = 1500;

/** How long one data request to the local API may take (a large library is one answer). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Options every refman call accepts. */
export interface RefmanOptions {
  /** Environment to read `SVC_REFMAN_*` and `HOME` from (default: the process's). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The Zotero data directory (wins over `SVC_REFMAN_DATA_DIR`). */
  readonly dataDir?: string;
  /** The local API address (wins over `SVC_REFMAN_API_URL`); `off` skips it. */
  readonly apiUrl?: string;
}

/** The resolved settings. */
export interface RefmanConfig {
  /** With a trailing slash, or null when the API is switched off. */
  readonly apiUrl: string | null;
  /** Absolute; null when no home folder is known and none was given. */
  readonly dataDir: string | null;
  readonly probeTimeoutMs: number;
  readonly requestTimeoutMs: number;
}

/**
 * Resolves the bridge's settings.
 *
 * @example
 * ```ts
 * refmanConfig({ env: { HOME: "/home/ada" } }).dataDir; // "/home/ada/Zotero"
 * ```
 */
export function refmanConfig(options: RefmanOptions = {}): RefmanConfig {
  const env = options.env ?? Deno.env.toObject();
  return {
    apiUrl: apiUrlOf(options.apiUrl ?? env.SVC_REFMAN_API_URL ?? DEFAULT_API_URL),
    dataDir: dataDirOf(options.dataDir ?? env.SVC_REFMAN_DATA_DIR, env),
    probeTimeoutMs: PROBE_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
}

function apiUrlOf(value: string): string | null {
  const text = value.trim();
  if (text === "off") return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`SVC_REFMAN_API_URL "${text}" is not an absolute URL (or "off")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new UsageError(`SVC_REFMAN_API_URL "${text}" must be an http URL`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new UsageError(
      `SVC_REFMAN_API_URL "${text}" must be a plain address without credentials or query`,
    );
  }
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}

function dataDirOf(
  value: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  if (value !== undefined && value.trim() !== "") return resolve(value.trim());
  const home = env.HOME ?? env.USERPROFILE;
  return home ? join(home, "Zotero") : null;
}
