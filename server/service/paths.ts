/**
 * Where the managed service keeps its files: the application state directory
 * (`$XDG_STATE_HOME/svc`, else `$HOME/.local/state/svc`) holds the instance record, the last
 * launch choices, the server log and the empty workspace folder a project-less server runs in.
 *
 * @module
 */

import { isAbsolute, join } from "node:path";
import { ProcessingError } from "../../src/errors.ts";

/** The files of one service manager. */
export interface ServicePaths {
  /** The application state directory. */
  readonly dir: string;
  /** `service.json`: the record of the running (or starting) managed instance. */
  readonly record: string;
  /** `launch.json`: the last launch choices, kept after `stop` so `restart` can reuse them. */
  readonly launch: string;
  /** `service.log`: stdout and stderr of the managed server. */
  readonly log: string;
  /** `workspace/`: the application-owned empty folder a server without a project runs in. */
  readonly workspace: string;
}

/**
 * The state directory from an environment reader. A relative `XDG_STATE_HOME` is ignored, as
 * the XDG base-directory specification requires.
 *
 * @example
 * ```ts
 * stateDir((n) => ({ HOME: "/home/a" } as Record<string, string>)[n]);
 * // "/home/a/.local/state/svc"
 * ```
 */
export function stateDir(env: (name: string) => string | undefined): string {
  const xdg = env("XDG_STATE_HOME");
  if (xdg && isAbsolute(xdg)) return join(xdg, "svc");
  const home = env("HOME");
  if (!home) {
    throw new ProcessingError(
      "Cannot find the state folder: neither XDG_STATE_HOME nor HOME is set",
    );
  }
  return join(home, ".local", "state", "svc");
}

/**
 * All service paths under the state directory.
 *
 * @example
 * ```ts
 * servicePaths("/s/svc").record; // "/s/svc/service.json"
 * ```
 */
export function servicePaths(dir: string): ServicePaths {
  return {
    dir,
    record: join(dir, "service.json"),
    launch: join(dir, "launch.json"),
    log: join(dir, "service.log"),
    workspace: join(dir, "workspace"),
  };
}
