/**
 * A test-only crash hook: with `SVC_TEST_CRASH_AT=<step>` in the environment, a writer sends
 * SIGKILL to its own process at that step of the write path, so tests can prove with real
 * processes that a crash anywhere loses nothing acknowledged. Steps: `after-object`,
 * `after-manifest`, `mid-append`, `after-append`. Unset, it costs one environment read.
 *
 * @module
 */

/** The write-path steps a crash can be injected at. */
export type CrashStep = "after-object" | "after-manifest" | "mid-append" | "after-append";

/**
 * True when the environment asks for a crash at `step`.
 *
 * @example
 * ```ts
 * crashRequested("after-object"); // false unless SVC_TEST_CRASH_AT=after-object
 * ```
 */
export function crashRequested(step: CrashStep): boolean {
  try {
    return Deno.env.get("SVC_TEST_CRASH_AT") === step;
  } catch {
    return false;
  }
}

/**
 * Kills this process with SIGKILL when the environment asks for a crash at `step`.
 *
 * @example
 * ```ts
 * crashPoint("after-append");
 * ```
 */
export function crashPoint(step: CrashStep): void {
  if (crashRequested(step)) Deno.kill(Deno.pid, "SIGKILL");
}
