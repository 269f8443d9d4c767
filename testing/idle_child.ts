/**
 * A Deno child process that idles, for tests that look a process up in /proc.
 *
 * @module
 */

/**
 * Spawns a Deno child that idles for 30 s with `env` added, and resolves once it has printed
 * "ready". Before that the child may not have exec'd yet, and /proc then still shows the
 * forked parent's environment and command line: reading it too early made ownership tests
 * flaky under load.
 *
 * @example
 * ```ts
 * const child = await idleChild({ SVC_SERVICE_TOKEN: "t0k3n" });
 * child.pid; // the idle process's id, once it has printed "ready"
 * await endChild(child);
 * ```
 */
export async function idleChild(env: Record<string, string> = {}): Promise<Deno.ChildProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", "console.log('ready'); setTimeout(() => {}, 30000)"],
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  while (!seen.includes("ready")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the idle child ended before it was ready");
    seen += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return child;
}

/**
 * Kills `child` with SIGKILL (if it still runs) and waits for its status.
 *
 * @example
 * ```ts
 * const child = await idleChild();
 * await endChild(child); // killed with SIGKILL and reaped
 * ```
 */
export async function endChild(child: Deno.ChildProcess): Promise<void> {
  try {
    child.kill("SIGKILL");
  } catch {
    // already gone
  }
  await child.status;
}
