/**
 * Operating-system probes of the service manager: is a PID alive (zombies count as dead), is
 * it our managed instance, is a port taken, does a server answer `GET /api`, and signals.
 *
 * Ownership: on Linux the managed child carries `SVC_SERVICE_TOKEN=<token>` in its initial
 * environment, readable at `/proc/<pid>/environ` by the same user. When that file is readable
 * it decides alone (a foreground `svc serve` or any other process lacks the token). Only when
 * it cannot be read (no `/proc`, another user, hardened `/proc`) is the command line compared
 * with the one recorded at launch (`/proc/<pid>/cmdline`, else `ps -o command=`).
 *
 * @module
 */

import { ProcessingError } from "../../src/errors.ts";

/** Name of the environment variable holding the ownership token. */
export const TOKEN_ENV = "SVC_SERVICE_TOKEN";

/**
 * Whether a NUL-separated environment block holds `SVC_SERVICE_TOKEN=<token>` exactly.
 *
 * @example
 * ```ts
 * environHasToken(new TextEncoder().encode("A=1\0SVC_SERVICE_TOKEN=ab\0"), "ab"); // true
 * ```
 */
export function environHasToken(environ: Uint8Array, token: string): boolean {
  const entries = new TextDecoder().decode(environ).split("\0");
  return entries.includes(`${TOKEN_ENV}=${token}`);
}

/**
 * Whether a NUL-separated `/proc/<pid>/cmdline` equals the recorded argv.
 *
 * @example
 * ```ts
 * cmdlineMatches(new TextEncoder().encode("deno\0serve\0"), ["deno", "serve"]); // true
 * ```
 */
export function cmdlineMatches(cmdline: Uint8Array, command: readonly string[]): boolean {
  const parts = new TextDecoder().decode(cmdline).split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts.length === command.length && parts.every((p, i) => p === command[i]);
}

/**
 * Whether `pid` is a live process (a zombie, reaped or not, is dead).
 *
 * @example
 * ```ts
 * await processAlive(Deno.pid); // true
 * ```
 */
export async function processAlive(pid: number): Promise<boolean> {
  let stat: string;
  try {
    stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  } catch (e) {
    if (!await hasProc()) return killProbe(pid);
    return !(e instanceof Deno.errors.NotFound);
  }
  if (!deadState(stat)) return true;
  // A zombie leader may still have live threads while the process exits (its sockets are
  // not closed yet): the process is dead only when every thread is.
  try {
    for await (const task of Deno.readDir(`/proc/${pid}/task`)) {
      const taskStat = await Deno.readTextFile(`/proc/${pid}/task/${task.name}/stat`)
        .catch(() => "");
      if (taskStat && !deadState(taskStat)) return true;
    }
  } catch {
    // The process vanished meanwhile.
  }
  return false;
}

/**
 * Whether a `/proc/…/stat` line shows a zombie or dead task. The state letter follows the
 * command name, which is in parentheses and may itself hold spaces and parentheses.
 *
 * @example
 * ```ts
 * deadState("42 (deno) Z 1 42"); // true
 * ```
 */
export function deadState(stat: string): boolean {
  const state = stat.charAt(stat.lastIndexOf(")") + 2);
  return state === "Z" || state === "X";
}

/** Signal 0 checks existence without delivering anything; EPERM still means alive. */
function killProbe(pid: number): boolean {
  try {
    Deno.kill(pid, 0);
    return true;
  } catch (e) {
    return !(e instanceof Deno.errors.NotFound);
  }
}

async function hasProc(): Promise<boolean> {
  try {
    await Deno.stat("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the live process `pid` is the managed instance of this record.
 *
 * @example
 * ```ts
 * import type { ServiceRecord } from "./record.ts";
 * declare const record: ServiceRecord;
 * await ownsProcess(record.pid, record.token, record.command); // true for our managed server
 * ```
 */
export async function ownsProcess(
  pid: number,
  token: string,
  command: readonly string[],
): Promise<boolean> {
  try {
    return environHasToken(await Deno.readFile(`/proc/${pid}/environ`), token);
  } catch {
    // Not readable: fall back to the recorded command line.
  }
  try {
    return cmdlineMatches(await Deno.readFile(`/proc/${pid}/cmdline`), command);
  } catch {
    // No /proc (macOS, BSD): ask ps.
  }
  try {
    const out = await new Deno.Command("ps", {
      args: ["-ww", "-p", String(pid), "-o", "command="],
      stdout: "piped",
      stderr: "null",
    }).output();
    return out.success && new TextDecoder().decode(out.stdout).trim() === command.join(" ");
  } catch {
    return false;
  }
}

/**
 * Whether something listens on 127.0.0.1:`port` (binding it fails with "address in use").
 *
 * @example
 * ```ts
 * portInUse(8765); // true while a server listens on 127.0.0.1:8765
 * ```
 */
export function portInUse(port: number): boolean {
  try {
    Deno.listen({ hostname: "127.0.0.1", port }).close();
    return false;
  } catch (e) {
    if (e instanceof Deno.errors.AddrInUse) return true;
    throw new ProcessingError(`Cannot use port ${port}: ${(e as Error).message}`);
  }
}

/**
 * A port that was free a moment ago (bind port 0, read it, close).
 *
 * @example
 * ```ts
 * const port = freePort(); // e.g. 41873
 * ```
 */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

/**
 * `GET http://127.0.0.1:<port>/api`: the version of an svc server answering there, or null.
 *
 * @example
 * ```ts
 * await fetchIndexVersion(8765); // "0.4.9" when svc answers there, else null
 * ```
 */
export async function fetchIndexVersion(port: number, timeoutMs = 2000): Promise<string | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.json().catch(() => null) as Record<string, unknown> | null;
    if (!res.ok || body?.ok !== true || body.schema !== "svc-api-index/1") return null;
    return typeof body.version === "string" ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Sends a signal; a process that is already gone is fine.
 *
 * @example
 * ```ts
 * declare const child: Deno.ChildProcess;
 * signalProcess(child.pid, "SIGTERM");
 * ```
 */
export function signalProcess(pid: number, signal: Deno.Signal): void {
  try {
    Deno.kill(pid, signal);
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
}

/**
 * Polls until `pid` is dead or `timeoutMs` passed; returns whether it died.
 *
 * @example
 * ```ts
 * declare const child: Deno.ChildProcess;
 * await waitForExit(child.pid, 5000); // true once the child has exited
 * ```
 */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (await processAlive(pid)) {
    if (performance.now() >= deadline) return false;
    await delay(50);
  }
  return true;
}

/**
 * Resolves after `ms` milliseconds.
 *
 * @example
 * ```ts
 * await delay(100); // resolves after 100 ms
 * ```
 */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
