/**
 * Whether this process is a `deno compile` binary or the sources run by `deno`.
 *
 * `Deno.build.standalone` is set by the runtime itself in a compiled binary, which is sturdier
 * than guessing from `Deno.execPath()` (a binary may be renamed) or from the module URLs (their
 * temporary root is an implementation detail).
 *
 * @module
 */

import type { BuildKind } from "../about.ts";

/**
 * The build kind for a runtime's `standalone` flag.
 *
 * @example
 * ```ts
 * buildKindOf(true); // "compiled"
 * ```
 */
export function buildKindOf(standalone: boolean): BuildKind {
  return standalone ? "compiled" : "deno run";
}

/**
 * The build kind of the running process.
 *
 * @example
 * ```ts
 * currentBuildKind(); // "deno run" under `deno run`, "compiled" in the svc binary
 * ```
 */
export function currentBuildKind(): BuildKind {
  return buildKindOf(Deno.build.standalone === true);
}
