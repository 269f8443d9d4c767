/**
 * Where the bridge looks for Zotero: the local API's address (`off` skips the API) and the
 * data directory. Each setting is taken from the first of these that gives it:
 *
 * 1. the explicit option (`--data-dir` / `dataDir`, `apiUrl`);
 * 2. the environment (`SVC_REFMAN_DATA_DIR`, `SVC_REFMAN_API_URL`);
 * 3. the project config's `[refman]` table (`data_dir`, `api_url` in `svc.toml`, or
 *    `[tool.svc.refman]` of `pyproject.toml`, in the research project's folder);
 * 4. the user config's `[refman]` table (`~/.config/svc.toml`);
 * 5. the defaults: `~/Zotero` and `http://localhost:23119/api/`.
 *
 * SPEC 4.1 orders CLI flag, project config, user config, defaults and says nothing of the
 * environment; it goes right below the flag because a variable is set for one shell or one
 * run, a narrower and more deliberate choice than a file that stays in the project: it is the
 * session layer of the one settings layering (`src/settings/layers.ts`), which orders the
 * rest.
 *
 * In a config file `data_dir` may start with `~/` (the home folder) and a relative path is
 * taken from that file's folder. A bad value in a file is a warning naming the file, and only
 * that value is ignored; a bad environment value or option is a usage error, as before.
 *
 * @module
 */

import { dirname, join, resolve } from "node:path";
import { loadConfig } from "../../src/project/config_files.ts";
import { checkRefmanApiUrl, type RefmanFileConfig } from "../../src/settings/refman_config.ts";
import { layerSettings } from "../../src/settings/layers.ts";
import { UsageError } from "../../src/errors.ts";

/** Zotero's local API on its default port. */
export const DEFAULT_API_URL = "http://localhost:23119/api/";

/** How long a probe of the local API may take before the data directory is tried. */
const PROBE_TIMEOUT_MS = 1500;

/** How long one data request to the local API may take (a large library is one answer). */
const REQUEST_TIMEOUT_MS = 30_000;

/** One config file's `[refman]` settings, resolved. */
export interface RefmanFileLayer {
  /** Absolute. */
  readonly dataDir?: string;
  /** Normalised; null is `off`. */
  readonly apiUrl?: string | null;
}

/** Options every refman call accepts. */
export interface RefmanOptions {
  /** Environment to read `SVC_REFMAN_*` and `HOME` from (default: the process's). */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** The Zotero data directory (wins over everything else). */
  readonly dataDir?: string;
  /** The local API address (wins over everything else); `off` skips it. */
  readonly apiUrl?: string;
  /** The project config's `[refman]`, below the environment. */
  readonly projectConfig?: RefmanFileLayer;
  /** The user config's `[refman]`, below the project config. */
  readonly userConfig?: RefmanFileLayer;
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
 * Resolves the bridge's settings (order in the module doc).
 *
 * @example
 * ```ts
 * refmanConfig({ env: { HOME: "/home/ada" } }).dataDir; // "/home/ada/Zotero"
 * ```
 */
export function refmanConfig(options: RefmanOptions = {}): RefmanConfig {
  const env = options.env ?? Deno.env.toObject();
  const fromEnv = options.apiUrl === undefined ? env.SVC_REFMAN_API_URL : undefined;
  // A file's null (`off`) is a setting, not an absence: the layering keeps it. The variable is
  // read only when no option is given, so a bad one cannot fail a run that overrides it.
  const { apiUrl } = layerSettings<{ apiUrl: string | null }>({
    flags: { apiUrl: options.apiUrl !== undefined ? apiUrlOf(options.apiUrl) : undefined },
    session: { apiUrl: fromEnv !== undefined ? apiUrlOf(fromEnv) : undefined },
    project: { apiUrl: options.projectConfig?.apiUrl },
    user: { apiUrl: options.userConfig?.apiUrl },
    defaults: { apiUrl: DEFAULT_API_URL },
  });
  return {
    apiUrl,
    dataDir: refmanDataDir({ ...options, env }),
    probeTimeoutMs: PROBE_TIMEOUT_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
}

/**
 * The data directory alone (order in the module doc), for callers that never ask the local
 * API and so must not fail over its address.
 *
 * @example
 * ```ts
 * refmanDataDir({ env: {}, projectConfig: { dataDir: "/books/zotero" } }); // "/books/zotero"
 * ```
 */
export function refmanDataDir(options: RefmanOptions = {}): string | null {
  const env = options.env ?? Deno.env.toObject();
  const home = env.HOME ?? env.USERPROFILE;
  return layerSettings<{ dataDir: string | null }>({
    flags: { dataDir: given(options.dataDir) },
    session: { dataDir: given(env.SVC_REFMAN_DATA_DIR) },
    project: { dataDir: options.projectConfig?.dataDir },
    user: { dataDir: options.userConfig?.dataDir },
    defaults: { dataDir: home ? join(home, "Zotero") : null },
  }).dataDir;
}

function apiUrlOf(value: string): string | null {
  const checked = checkRefmanApiUrl(value, "SVC_REFMAN_API_URL");
  if (!checked.ok) throw new UsageError(checked.message, { ref: checked.ref });
  return checked.value;
}

function given(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== "" ? resolve(value.trim()) : undefined;
}

/** The `[refman]` settings of the config files, and the warnings reading them gave. */
export interface RefmanConfigFiles {
  readonly projectConfig: RefmanFileLayer;
  readonly userConfig: RefmanFileLayer;
  /** One line per problem, each naming its file (SPEC 7: shown, never fatal). */
  readonly warnings: readonly string[];
}

/**
 * Reads `[refman]` from the project config in `root` (none when null) and from the user
 * config under `home`. Spread the two layers into {@linkcode RefmanOptions}; show the warnings.
 *
 * @example
 * ```ts
 * const files = await readRefmanConfigFiles("/tmp/ledger", "/tmp/home");
 * refmanConfig({ ...files, env: {} }).dataDir;
 * // "/tmp/ledger/zotero" when /tmp/ledger/svc.toml holds [refman] data_dir = "zotero"
 * ```
 */
export async function readRefmanConfigFiles(
  root: string | null,
  home: string | null,
): Promise<RefmanConfigFiles> {
  const loaded = await loadConfig(null, { home, ...(root === null ? {} : { projectDir: root }) });
  const warnings = [...loaded.warnings];
  const file = loaded.projectFile;
  const projectConfig = file === null ? {} : layerOf(
    loaded.project.refman,
    dirname(file),
    home,
    file.endsWith("pyproject.toml") ? `${file} [tool.svc]` : file,
    warnings,
  );
  const userConfig = home === null ? {} : layerOf(
    loaded.user.refman,
    join(home, ".config"),
    home,
    join(home, ".config", "svc.toml"),
    warnings,
  );
  return { projectConfig, userConfig, warnings };
}

function layerOf(
  table: RefmanFileConfig,
  folder: string,
  home: string | null,
  name: string,
  warnings: string[],
): RefmanFileLayer {
  const out: { dataDir?: string; apiUrl?: string | null } = {};
  if (table.api_url !== undefined) out.apiUrl = table.api_url;
  const dir = table.data_dir;
  if (dir === undefined) return out;
  if (dir === "~" || dir.startsWith("~/")) {
    if (home === null) {
      warnings.push(
        `Ignoring a setting in config file "${name}": refman.data_dir "${dir}" starts with "~" but no home folder is known`,
      );
    } else out.dataDir = join(home, dir.slice(1));
  } else out.dataDir = resolve(folder, dir);
  return out;
}
