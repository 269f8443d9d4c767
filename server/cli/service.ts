/**
 * `svc service start|stop|restart|status [PATH] [--port N] [--json] [--open] [--no-project]`
 * plus the threshold flags and `--language`: the managed background server (SPEC 4.1, 2.8).
 * `--language` is the served analysis language, `SVC_LANG` of the invocation its interface
 * language; `restart` keeps the saved one of each unless given again.
 * The work happens in `server/service/`; this module reads the invocation, resolves the
 * project argument and prints the `svc-service-local/1` result.
 *
 * Output: `--json` prints the object on stdout whatever its `ok`. Text prints one line,
 * `state: message` followed by the URL when there is one: on stdout for `status` and for
 * successes, as an `[error]` line on stderr when start, stop or restart fail. Exit 0 when
 * `ok`, else 1; invalid flags or paths are usage errors (exit 2) before anything changes.
 *
 * @module
 */

import { resolve } from "node:path";
import type { CommandContext } from "../../src/console/spec.ts";
import { warn } from "../../src/project/io.ts";
import { UsageError } from "../../src/errors.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import { interfaceLanguageOf } from "../../src/settings/languages.ts";
import { DEFAULT_PORT, parsePort } from "./serve.ts";
import { resolveSelection } from "../select.ts";
import { launchChoices, type LaunchOverrides, thresholdOverrides } from "../service/launch.ts";
import { serviceRestart, serviceStart, serviceStatus, serviceStop } from "../service/lifecycle.ts";
import type { ServiceContext, ServiceStatus } from "../service/status.ts";
import { type ServiceMessages, serviceMessages } from "../service/messages.ts";
import { openUrl } from "../service/open.ts";
import { servicePaths, stateDir } from "../service/paths.ts";
import type { LaunchChoices } from "../service/record.ts";

const ACTIONS = ["start", "stop", "restart", "status"] as const;
type Action = typeof ACTIONS[number];

/**
 * Runs one service action; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: ["status"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0 when the status is ok; prints the svc-service-local/1 JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { args, options, io } = ctx;
  const m = serviceMessages(io.env("SVC_LANG"));
  const action = args[0] as Action;
  if (!ACTIONS.includes(action)) throw new UsageError(m.unknownAction(args[0] ?? ""));
  const path = args[1];
  if (path !== undefined && (action === "stop" || action === "status")) {
    throw new UsageError(m.pathNotAccepted(action));
  }
  const port = options.port === undefined ? undefined : parsePort(String(options.port));
  const service: ServiceContext = { paths: servicePaths(stateDir(io.env)), m };
  let result: ServiceStatus;
  if (action === "status") result = await serviceStatus(service, port, DEFAULT_PORT);
  else if (action === "stop") result = await serviceStop(service);
  else {
    const overrides: LaunchOverrides = {
      project: projectChoice(options, path, io.env("SVC_DIR")),
      port,
      thresholds: thresholdOverrides(options),
      // Two choices: `--language` the analysis language, SVC_LANG the interface language.
      language: options.language as LanguageChoice | undefined,
      uiLanguage: interfaceLanguageOf(io.env("SVC_LANG")),
    };
    const choose = async (saved: LaunchChoices | null) => {
      const launch = launchChoices(saved, overrides, DEFAULT_PORT);
      // A missing project is reported now, before a running server is stopped.
      if (launch.project !== null) await resolveSelection(launch.project);
      return launch;
    };
    result = action === "start"
      ? await serviceStart(service, await choose(null))
      : await serviceRestart(service, choose);
    if (options.open && result.state === "running" && result.url) {
      await openInBrowser(result.url, io, m);
    }
  }
  report(result, action, Boolean(options.json), io);
  return result.ok ? 0 : 1;
}

/**
 * The project of a start or restart: `--no-project` -> null; PATH, else a non-empty
 * `SVC_DIR`, made absolute (the server runs in its own folder); else undefined (start: none;
 * restart: the saved one).
 */
function projectChoice(
  options: Readonly<Record<string, unknown>>,
  path: string | undefined,
  svcDir: string | undefined,
): string | null | undefined {
  if (options.project === false) {
    if (path !== undefined) throw new UsageError("PATH and --no-project cannot be combined");
    return null;
  }
  const given = path ?? (svcDir || undefined);
  return given === undefined ? undefined : resolve(Deno.cwd(), given);
}

async function openInBrowser(url: string, io: CommandContext["io"], m: ServiceMessages) {
  const failure = await openUrl(url, io.env("PATH"));
  if (failure === "missing") warn(io, m.openMissing(url));
  else if (failure !== null) warn(io, m.openFailed(url, failure));
}

function report(
  result: ServiceStatus,
  action: Action,
  json: boolean,
  io: CommandContext["io"],
): void {
  if (json) {
    io.stdout(JSON.stringify(result, null, 2) + "\n");
    return;
  }
  const line = `${result.state}: ${result.message}${result.url ? ` ${result.url}` : ""}\n`;
  if (result.ok || action === "status") io.stdout(line);
  else io.stderr(`[error] ${line}`);
}
