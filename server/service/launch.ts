/**
 * Launch choices of the managed server: fresh ones for `start`, saved ones plus explicit
 * overrides for `restart`, the `svc serve` command line they become, and the detached spawn.
 *
 * The child is spawned with `node:child_process` (detached, new session, stdin closed,
 * stdout and stderr appended to the log file, unreferenced): `Deno.Command` cannot send a
 * child's output to a file, and the parent exits right after readiness.
 *
 * @module
 */

import { spawn } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  mergeThresholds,
  parseThresholdFlag,
  type StyleThresholds,
  THRESHOLD_OPTION_NAMES,
} from "../../src/settings/thresholds.ts";
import { ProcessingError, UsageError } from "../../src/errors.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import { TOKEN_ENV } from "./process.ts";
import type { LaunchChoices } from "./record.ts";

/** The CLI entry the child runs (unused in a compiled binary, which runs itself). */
export const CLI_PATH = fileURLToPath(new URL("../../cli.ts", import.meta.url));

/** What the invocation gave explicitly; `undefined` keeps the saved (or default) choice. */
export interface LaunchOverrides {
  /** An absolute project path, null for `--no-project`, undefined when neither was given. */
  readonly project?: string | null;
  readonly port?: number;
  /** Threshold flags given now (canonical keys). */
  readonly thresholds: Partial<StyleThresholds>;
  readonly language?: LanguageChoice;
}

const flagOf = (option: string) => `--${option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The threshold flags of an invocation (commander keys) as canonical keys; a bad value is a
 * usage error.
 *
 * @example
 * ```ts
 * thresholdOverrides({ zMild: "2" }); // { z_mild: 2 }
 * ```
 */
export function thresholdOverrides(
  options: Readonly<Record<string, unknown>>,
): Partial<StyleThresholds> {
  const layer: Record<string, unknown> = {};
  for (const [option, key] of Object.entries(THRESHOLD_OPTION_NAMES)) {
    if (options[option] === undefined) continue;
    const parsed = parseThresholdFlag(key, String(options[option]));
    if (!parsed.ok) throw new UsageError(`Invalid ${flagOf(option)}: ${parsed.message}`);
    layer[key] = parsed.value;
  }
  return layer as Partial<StyleThresholds>;
}

/**
 * The launch choices of `start` (fresh: nothing saved is used) or `restart` (`saved` plus the
 * overrides, threshold by threshold). Without a project the server starts with
 * `--no-project`. A threshold set with z_strong < z_mild is a usage error.
 *
 * @example
 * ```ts
 * launchChoices(null, { thresholds: {} }, 8765).no_project; // true
 * ```
 */
export function launchChoices(
  saved: LaunchChoices | null,
  overrides: LaunchOverrides,
  defaultPort: number,
): LaunchChoices {
  const project = overrides.project !== undefined ? overrides.project : saved?.project ?? null;
  const thresholds = { ...saved?.thresholds, ...overrides.thresholds };
  const merged = mergeThresholds([thresholds]);
  if (!merged.ok) throw new UsageError(`Invalid thresholds: ${merged.message}`);
  return {
    project,
    port: overrides.port ?? saved?.port ?? defaultPort,
    thresholds,
    language: overrides.language ?? saved?.language ?? null,
    no_project: project === null,
  };
}

/**
 * The CLI arguments of the child: `[--language L] serve (PATH | --no-project) --port N
 * [threshold flags]`.
 *
 * @example
 * ```ts
 * serveArgs({ project: null, port: 9000, thresholds: {}, language: null, no_project: true });
 * // ["serve", "--no-project", "--port", "9000"]
 * ```
 */
export function serveArgs(launch: LaunchChoices): string[] {
  const args = launch.language ? ["--language", launch.language, "serve"] : ["serve"];
  args.push(...(launch.project ? [launch.project] : ["--no-project"]));
  args.push("--port", String(launch.port));
  for (const [option, key] of Object.entries(THRESHOLD_OPTION_NAMES)) {
    const value = launch.thresholds[key];
    if (value !== undefined) args.push(flagOf(option), String(value));
  }
  return args;
}

/**
 * The child's full argv: `deno run -A cli.ts …`, or the compiled binary itself when
 * `cliPath` is null.
 *
 * @example
 * ```ts
 * childArgv(["serve"], "/usr/bin/deno", "/app/cli.ts");
 * // ["/usr/bin/deno", "run", "-A", "/app/cli.ts", "serve"]
 * ```
 */
export function childArgv(
  args: readonly string[],
  execPath: string,
  cliPath: string | null,
): string[] {
  return cliPath === null ? [execPath, ...args] : [execPath, "run", "-A", cliPath, ...args];
}

/** A spawned child. */
export interface SpawnedServer {
  readonly pid: number;
  /** True once the child has exited (or failed to spawn). */
  exited(): boolean;
}

/**
 * Spawns `argv` detached in `cwd` with the token in its environment and its output appended
 * to `logPath`; the parent may exit at once. The rest of the environment is inherited (OCR
 * variables and the like come from the invoking shell, never from the record).
 *
 * @example
 * ```ts
 * const argv = childArgv(["serve", "--no-project"], Deno.execPath(), CLI_PATH);
 * const child = spawnDetached(argv, { cwd: "/tmp", logPath: "/tmp/svc.log", token: "0f3a9c" });
 * child.exited(); // false right after the spawn
 * ```
 */
export function spawnDetached(
  argv: readonly string[],
  options: { cwd: string; logPath: string; token: string },
): SpawnedServer {
  const fd = openSync(options.logPath, "a", 0o600);
  let exited = false;
  try {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: options.cwd,
      detached: true,
      env: { ...Deno.env.toObject(), [TOKEN_ENV]: options.token },
      stdio: ["ignore", fd, fd],
    });
    child.once("exit", () => exited = true);
    child.once("error", () => exited = true);
    child.unref();
    if (child.pid === undefined) throw new ProcessingError(`Cannot start ${argv[0]}`);
    return { pid: child.pid, exited: () => exited };
  } finally {
    closeSync(fd);
  }
}
