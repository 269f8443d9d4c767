/**
 * `--open`: hands the server URL to `xdg-open` when it is on PATH. Failures are warnings;
 * the service itself is already running by then.
 *
 * @module
 */

import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * The first executable `name` on a `PATH` value, or null.
 *
 * @example
 * ```ts
 * await findOnPath("xdg-open", "/usr/local/bin:/usr/bin"); // "/usr/bin/xdg-open" (or null)
 * ```
 */
export async function findOnPath(name: string, path: string | undefined): Promise<string | null> {
  for (const dir of (path ?? "").split(":")) {
    if (!dir) continue;
    const candidate = join(dir, name);
    const info = await Deno.stat(candidate).catch(() => null);
    if (info?.isFile && ((info.mode ?? 0o111) & 0o111) !== 0) return candidate;
  }
  return null;
}

/**
 * Opens `url` with `xdg-open`: null on success, `"missing"` without xdg-open, else the reason.
 *
 * @example
 * ```ts
 * await openUrl("http://127.0.0.1:8765/", Deno.env.get("PATH")); // null (or "missing")
 * ```
 */
export async function openUrl(url: string, path: string | undefined): Promise<string | null> {
  const program = await findOnPath("xdg-open", path);
  if (program === null) return "missing";
  return await new Promise((resolve) => {
    const child = spawn(program, [url], { detached: true, stdio: "ignore" });
    child.once("error", (e) => resolve(e.message));
    child.once("spawn", () => {
      child.unref();
      resolve(null);
    });
  });
}
