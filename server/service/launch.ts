/**
 * Launch choices of the managed server: fresh ones for `start`, saved ones plus explicit
 * overrides for `restart`, the `svc serve` command line and environment they become, and the
 * detached spawn.
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
  type StyleThresholds,
  THRESHOLD_OPTION_NAMES,
} from "../../src/settings/thresholds.ts";
import { layerSettings } from "../../src/settings/layers.ts";
import type { InterfaceLanguage } from "../../src/settings/languages.ts";
import { thresholdFlags } from "../../src/console/threshold_options.ts";
import { messages } from "../../src/i18n/messages.ts";
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
  /** `--language`: the analysis language. */
  readonly language?: LanguageChoice;
  /** `SVC_LANG` of the invocation: the interface language of the served page. */
  readonly uiLanguage?: InterfaceLanguage;
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
  return thresholdFlags(options, messages(undefined));
}

/** The launch choices but the thresholds, as the layering sees them. */
type LaunchScalars = Pick<LaunchChoices, "project" | "port" | "language"> & {
  readonly ui_language: InterfaceLanguage | null;
};

/**
 * The launch choices of `start` (fresh: nothing saved is used) or `restart`: by the one
 * settings layering, the choices given now (flags) over the saved ones (the service's
 * session), choice by choice and threshold by threshold, over the defaults. The analysis
 * language (`--language`) and the interface language (`SVC_LANG`) are two choices: giving one
 * keeps the other. Without a project the server starts with `--no-project`. A threshold set
 * with z_strong < z_mild is a usage error.
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
  const chosen = layerSettings<LaunchScalars>({
    flags: {
      project: overrides.project,
      port: overrides.port,
      language: overrides.language,
      ui_language: overrides.uiLanguage,
    },
    ...(saved
      ? {
        session: {
          project: saved.project,
          port: saved.port,
          language: saved.language,
          ui_language: saved.ui_language,
        },
      }
      : {}),
    defaults: { project: null, port: defaultPort, language: null, ui_language: null },
  });
  const thresholds = layerSettings<Partial<StyleThresholds>>({
    flags: overrides.thresholds,
    ...(saved ? { session: saved.thresholds } : {}),
    defaults: {},
  });
  const merged = mergeThresholds({ flags: thresholds });
  if (!merged.ok) throw new UsageError(`Invalid thresholds: ${merged.message}`);
  return {
    project: chosen.project,
    port: chosen.port,
    thresholds,
    language: chosen.language,
    ...(chosen.ui_language !== null ? { ui_language: chosen.ui_language } : {}),
    no_project: chosen.project === null,
  };
}

/**
 * The CLI arguments of the child: `[--language L] serve (PATH | --no-project) --port N
 * [threshold flags]`. The interface language is not a flag: see {@linkcode childEnv}.
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

/**
 * The child's environment: the invoking one, with the ownership token, and `SVC_LANG` set to
 * the launch's interface language (removed when it has none, so a restart never takes the
 * interface language from wherever it was invoked but through the launch choices).
 *
 * @example
 * ```ts
 * const launch = { project: null, port: 9000, thresholds: {}, language: null, no_project: true };
 * childEnv({ PATH: "/bin", SVC_LANG: "fr" }, { ...launch, ui_language: "de" }, "T0KEN", "SVC_T");
 * // { PATH: "/bin", SVC_LANG: "de", SVC_T: "T0KEN" }
 * ```
 */
export function childEnv(
  base: Readonly<Record<string, string>>,
  launch: LaunchChoices,
  token: string,
  tokenEnv: string = TOKEN_ENV,
): Record<string, string> {
  const env: Record<string, string> = { ...base, [tokenEnv]: token };
  delete env.SVC_LANG;
  if (launch.ui_language) env.SVC_LANG = launch.ui_language;
  return env;
}

/** A spawned child. */
export interface SpawnedServer {
  readonly pid: number;
  /** True once the child has exited (or failed to spawn). */
  exited(): boolean;
}

/**
 * Spawns `argv` detached in `cwd` with `env` (see {@linkcode childEnv}: the token, the
 * interface language) and its output appended to `logPath`; the parent may exit at once. The
 * rest of the environment is the invoking one (OCR variables and the like come from the
 * invoking shell, never from the record).
 *
 * @example
 * ```ts
 * const argv = childArgv(["serve", "--no-project"], Deno.execPath(), CLI_PATH);
 * const env = { ...Deno.env.toObject(), SVC_SERVICE_TOKEN: "0f3a9c" };
 * const child = spawnDetached(argv, { cwd: "/tmp", logPath: "/tmp/svc.log", env });
 * child.exited(); // false right after the spawn
 * ```
 */
export function spawnDetached(
  argv: readonly string[],
  options: { cwd: string; logPath: string; env: Readonly<Record<string, string>> },
): SpawnedServer {
  const fd = openSync(options.logPath, "a", 0o600);
  let exited = false;
  try {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: options.cwd,
      detached: true,
      env: { ...options.env },
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
