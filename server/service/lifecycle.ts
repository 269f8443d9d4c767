/**
 * `svc service start|stop|restart|status` as functions returning `svc-service-local/1`
 * objects. Lifecycle actions touch only a verified managed instance (see `process.ts`); a
 * foreground `svc serve` or a foreign program is never adopted or signalled.
 *
 * Record cases: no record; unreadable (`invalid`); stale (recorded PID dead: the record is
 * removed and the state is `stopped`); `unverified` (PID alive, not provably ours: `unknown`,
 * left alone, but `start` may replace the record when the port is free); `ours`.
 * Readiness: `GET /api` answers within the timeout -> `running`; an instance that is ours but
 * not answering is `starting`, which counts as not ok (exit 1).
 *
 * @module
 */

import { VERSION } from "../../src/version.ts";
import { childArgv, childEnv, CLI_PATH, serveArgs, spawnDetached } from "./launch.ts";
import {
  delay,
  fetchIndexVersion,
  freePort,
  portInUse,
  processAlive,
  signalProcess,
  waitForExit,
} from "./process.ts";
import { inspect, type ServiceContext, type ServiceStatus, status } from "./status.ts";
import {
  type LaunchChoices,
  readLaunch,
  RECORD_SCHEMA,
  removeFile,
  type ServiceRecord,
  writeLaunch,
  writeRecord,
} from "./record.ts";

/** Readiness timeout of `start` and `restart`. */
const READY_TIMEOUT_MS = 20_000;
/** How long `stop` waits after SIGTERM before SIGKILL, and after SIGKILL. */
const TERM_TIMEOUT_MS = 5_000, KILL_TIMEOUT_MS = 2_000;

/**
 * The current state. Without a record the port (`port`, else the last launch's, else
 * `defaultPort`) is checked: taken -> `busy`, else `stopped`. A stale record is removed and
 * reported once, with its fields.
 *
 * @example
 * ```ts
 * import { serviceMessages } from "./messages.ts";
 * import { servicePaths } from "./paths.ts";
 * const ctx = { paths: servicePaths("/tmp/svc"), m: serviceMessages("en") };
 * (await serviceStatus(ctx, undefined, 8765)).state; // "stopped" when nothing runs
 * ```
 */
export async function serviceStatus(
  ctx: ServiceContext,
  port: number | undefined,
  defaultPort: number,
): Promise<ServiceStatus> {
  const { m } = ctx;
  const found = await inspect(ctx.paths);
  switch (found.kind) {
    case "none": {
      const last = await readLaunch(ctx.paths.launch);
      // `--port 0` names no port to probe, so it counts as not given.
      const probe = port || (last.kind === "ok" ? last.value.port : defaultPort);
      return portInUse(probe)
        ? status("busy", false, m.busy(probe))
        : status("stopped", false, m.notRunning);
    }
    case "invalid":
      return status("unknown", false, m.invalidRecord(ctx.paths.record, found.message));
    case "stale":
      await removeFile(ctx.paths.record);
      return status("stopped", false, m.staleRemoved(found.record.pid), found.record);
    case "unverified":
      return status("unknown", false, m.unknown(found.record.pid), found.record);
    case "ours": {
      const version = await fetchIndexVersion(found.record.port);
      return version === null
        ? status("starting", false, m.starting(found.record.pid), found.record)
        : status("running", true, m.running(found.record.pid), found.record, version);
    }
  }
}

/**
 * Starts a managed server with `launch` unless ours already runs (then it only waits for
 * readiness). A port taken by anything else is `busy` and nothing is spawned.
 *
 * @example
 * ```ts
 * import { launchChoices } from "./launch.ts";
 * import type { ServiceContext } from "./status.ts";
 * declare const ctx: ServiceContext;
 * const started = await serviceStart(ctx, launchChoices(null, { thresholds: {} }, 8765));
 * started.state; // "running" once GET /api answers
 * ```
 */
export async function serviceStart(
  ctx: ServiceContext,
  launch: LaunchChoices,
): Promise<ServiceStatus> {
  const found = await inspect(ctx.paths);
  if (found.kind === "ours") {
    const { record } = found;
    const version = await waitReady(record.port, () => false, ctx.readyTimeoutMs);
    return version === null
      ? status("starting", false, ctx.m.starting(record.pid), record)
      : status("running", true, ctx.m.alreadyRunning(record.pid), record, version);
  }
  if (found.kind === "stale") await removeFile(ctx.paths.record);
  const port = launch.port === 0 ? freePort() : launch.port;
  if (portInUse(port)) return status("busy", false, ctx.m.busy(port));
  return await launchServer(ctx, { ...launch, port });
}

/**
 * Stops the managed server: SIGTERM, then SIGKILL after a timeout; removes the record.
 * Already stopped is success; an unverifiable instance is left alone (`unknown`).
 *
 * @example
 * ```ts
 * import type { ServiceContext } from "./status.ts";
 * declare const ctx: ServiceContext;
 * (await serviceStop(ctx)).ok; // true once the managed server is stopped (or was not running)
 * ```
 */
export async function serviceStop(ctx: ServiceContext): Promise<ServiceStatus> {
  const { m } = ctx;
  const found = await inspect(ctx.paths);
  switch (found.kind) {
    case "none":
      return status("stopped", true, m.notRunning);
    case "invalid":
      return status("unknown", false, m.invalidRecord(ctx.paths.record, found.message));
    case "stale":
      await removeFile(ctx.paths.record);
      return status("stopped", true, m.staleRemoved(found.record.pid));
    case "unverified":
      return status("unknown", false, m.unknown(found.record.pid), found.record);
    case "ours": {
      const { pid } = found.record;
      signalProcess(pid, "SIGTERM");
      if (!await waitForExit(pid, TERM_TIMEOUT_MS)) {
        signalProcess(pid, "SIGKILL");
        if (!await waitForExit(pid, KILL_TIMEOUT_MS)) {
          return status("unknown", false, m.notExited(pid), found.record);
        }
      }
      await waitPortFree(found.record.port, KILL_TIMEOUT_MS);
      await removeFile(ctx.paths.record);
      return status("stopped", true, m.stopped(pid));
    }
  }
}

/**
 * Restarts: reads the saved launch choices (the running instance's record, else the last
 * launch, else none), lets `choose` apply the explicit overrides and validate them (it may
 * throw before anything is stopped), stops the instance if it runs, and starts with the
 * result. An unreadable record or an unverifiable instance blocks the restart (`unknown`).
 *
 * @example
 * ```ts
 * import { launchChoices } from "./launch.ts";
 * import type { LaunchChoices } from "./record.ts";
 * import type { ServiceContext } from "./status.ts";
 * declare const ctx: ServiceContext;
 * const choose = (saved: LaunchChoices | null) =>
 *   Promise.resolve(launchChoices(saved, { port: 9000, thresholds: {} }, 8765));
 * (await serviceRestart(ctx, choose)).state; // "running" on port 9000
 * ```
 */
export async function serviceRestart(
  ctx: ServiceContext,
  choose: (saved: LaunchChoices | null) => Promise<LaunchChoices>,
): Promise<ServiceStatus> {
  const found = await inspect(ctx.paths);
  if (found.kind === "invalid") {
    return status("unknown", false, ctx.m.invalidRecord(ctx.paths.record, found.message));
  }
  if (found.kind === "unverified") {
    return status("unknown", false, ctx.m.unknown(found.record.pid), found.record);
  }
  let saved: LaunchChoices | null;
  if (found.kind === "none") {
    const last = await readLaunch(ctx.paths.launch);
    saved = last.kind === "ok" ? last.value : null;
  } else saved = found.record.launch;
  const launch = await choose(saved);
  const stopped = await serviceStop(ctx);
  if (!stopped.ok) return stopped;
  return await serviceStart(ctx, launch);
}

async function launchServer(ctx: ServiceContext, launch: LaunchChoices): Promise<ServiceStatus> {
  const { paths } = ctx;
  await Deno.mkdir(paths.dir, { recursive: true, mode: 0o700 });
  await Deno.mkdir(paths.workspace, { recursive: true, mode: 0o700 });
  await rotateLog(paths.log);
  const token = Array.from(
    crypto.getRandomValues(new Uint8Array(24)),
    (b) => b.toString(16).padStart(2, "0"),
  ).join("");
  const command = childArgv(
    serveArgs(launch),
    Deno.execPath(),
    Deno.build.standalone ? null : CLI_PATH,
  );
  const env = childEnv(Deno.env.toObject(), launch, token);
  const child = spawnDetached(command, { cwd: paths.workspace, logPath: paths.log, env });
  const record: ServiceRecord = {
    schema: RECORD_SCHEMA,
    pid: child.pid,
    port: launch.port,
    url: `http://127.0.0.1:${launch.port}/`,
    backend: "deno",
    installed_version: VERSION,
    running_version: null,
    log_path: paths.log,
    started_at: new Date().toISOString(),
    launch,
    token,
    command,
  };
  await writeRecord(paths.record, record);
  await writeLaunch(paths.launch, launch);
  const timeout = ctx.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const version = await waitReady(launch.port, child.exited, timeout);
  if (version !== null) {
    await writeRecord(paths.record, { ...record, running_version: version });
    return status("running", true, ctx.m.started(child.pid), record, version);
  }
  if (child.exited() || !await processAlive(child.pid)) {
    await removeFile(paths.record);
    return status("stopped", false, ctx.m.exitedEarly(paths.log), record);
  }
  return status(
    "starting",
    false,
    ctx.m.startTimeout(child.pid, Math.round(timeout / 1000), paths.log),
    record,
  );
}

/** Polls `GET /api` until it answers, the child exits, or the timeout passes. */
async function waitReady(
  port: number,
  exited: () => boolean,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<string | null> {
  const deadline = performance.now() + timeoutMs;
  while (!exited()) {
    const version = await fetchIndexVersion(port, 1000);
    if (version !== null) return version;
    if (performance.now() >= deadline) return null;
    await delay(100);
  }
  return null;
}

/** The listening socket may outlive the PID by a moment; a restart must not see it busy. */
async function waitPortFree(port: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (portInUse(port) && performance.now() < deadline) await delay(50);
}

/** Log files above this size are moved to `service.log.old` at the next start. */
const MAX_LOG_BYTES = 1024 * 1024;

async function rotateLog(log: string): Promise<void> {
  const size = await Deno.stat(log).then((s) => s.size, () => 0);
  if (size > MAX_LOG_BYTES) await Deno.rename(log, `${log}.old`);
}
