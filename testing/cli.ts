/**
 * Runs the real `svc` program in a child process for end-to-end tests: its own empty HOME
 * (no user config), this process's module cache, no colours.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";

const CLI = new URL("../cli.ts", import.meta.url).pathname;
/** The child gets its own HOME but must reuse this process's module cache. */
const DENO_DIR = Deno.env.get("DENO_DIR") ??
  join(Deno.env.get("XDG_CACHE_HOME") ?? join(Deno.env.get("HOME") ?? "/root", ".cache"), "deno");

/** What a run printed and returned. */
export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Options of {@linkcode svc}. */
export interface SvcOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** Program and arguments to run the CLI through (e.g. a privilege-dropping wrapper). */
  prefix?: readonly string[];
}

/**
 * Runs `svc ARGS…` and collects its output.
 *
 * @example
 * ```ts
 * const r = await svc(["about", "--json"]);
 * r.code; // 0
 * JSON.parse(r.stdout).tool; // "svc"
 * ```
 */
export async function svc(args: readonly string[], options: SvcOptions = {}): Promise<Run> {
  const home = await Deno.makeTempDir();
  const [program, ...prefixArgs] = [...(options.prefix ?? []), Deno.execPath()];
  try {
    const out = await new Deno.Command(program, {
      args: [...prefixArgs, "run", "-A", CLI, ...args],
      cwd: options.cwd,
      env: { HOME: home, DENO_DIR, NO_COLOR: "1", ...options.env },
      stdout: "piped",
      stderr: "piped",
    }).output();
    // ignoreBOM keeps a leading byte order mark in the text (a default decoder drops it), so a
    // test sees the bytes the program wrote.
    const dec = new TextDecoder("utf-8", { ignoreBOM: true });
    return { code: out.code, stdout: dec.decode(out.stdout), stderr: dec.decode(out.stderr) };
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

/**
 * Asserts a failed run: the exit code, empty stdout, and exactly one `[error]` line.
 *
 * @example
 * ```ts
 * assertError(await svc(["analyze", "missing.md"]), 1, /no such file/); // passes
 * ```
 */
export function assertError(r: Run, code: number, pattern?: RegExp): void {
  assert.equal(r.code, code, r.stderr);
  assert.equal(r.stdout, "");
  const lines = r.stderr.trim().split("\n");
  assert.equal(lines.length, 1, r.stderr);
  assert.match(lines[0], /^\[error\] /);
  if (pattern) assert.match(lines[0], pattern);
}
