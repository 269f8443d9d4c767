/**
 * What a command may touch of the outside world; tests pass a recording implementation.
 *
 * @module
 */

import { SvcError } from "../errors.ts";
import type { Messages } from "../i18n/messages.ts";
import { keyedMessage } from "../i18n/keyed_message.ts";

/** Process streams and environment of one CLI run. */
export interface CliIO {
  /** Writes to standard output (the payload only). */
  stdout(text: string): void;
  /**
   * Writes UTF-8 bytes to standard output as they are (a long answer already encoded); when
   * absent, such an answer goes to `stdout` as text. An IO that records `stdout` drops or
   * records this too.
   */
  stdoutBytes?(bytes: Uint8Array): void;
  /** Writes to standard error (`[error]` / `[warning]` lines). */
  stderr(text: string): void;
  /** Reads an environment variable. */
  env(name: string): string | undefined;
}

/**
 * Writes a warning line to stderr.
 *
 * @example
 * ```ts
 * warn(PROCESS_IO, 'Ignoring config file "svc.toml": not valid TOML');
 * // stderr: [warning] Ignoring config file "svc.toml": not valid TOML
 * ```
 */
export function warn(io: CliIO, message: string): void {
  io.stderr(`[warning] ${message}\n`);
}

/** The real process streams. */
export const PROCESS_IO: CliIO = {
  stdout: (text) => writeAll(Deno.stdout, new TextEncoder().encode(text)),
  stdoutBytes: (bytes) => writeAll(Deno.stdout, bytes),
  stderr: (text) => writeAll(Deno.stderr, new TextEncoder().encode(text)),
  env: (name) => Deno.env.get(name),
};

function writeAll(stream: { writeSync(p: Uint8Array): number }, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) offset += stream.writeSync(bytes.subarray(offset));
}

/**
 * Reports a failure that is not the parser's: an `SvcError` as its own `[error]` line (exit 2
 * for usage, 1 otherwise), anything else as an unexpected error (exit 1), never a stack trace.
 *
 * @example
 * ```ts
 * import { UsageError } from "../errors.ts";
 * import { messages } from "../i18n/messages.ts";
 * const e = new UsageError("--limit must be a whole number");
 * reportFailure(e, messages("en"), PROCESS_IO); // 2
 * // stderr: [error] --limit must be a whole number
 * ```
 */
export function reportFailure(e: unknown, m: Messages, io: CliIO): number {
  if (e instanceof SvcError) {
    io.stderr(`[error] ${keyedMessage(e, m) ?? e.message}\n`);
    return e.kind === "usage" ? 2 : 1;
  }
  const why = e instanceof Error ? e.message : String(e);
  io.stderr(`[error] ${m.errors.unexpected(why.split("\n")[0])}\n`);
  return 1;
}

/**
 * Makes a file-size limit (`ulimit -f`) fail a write with EFBIG ("File too large") instead of
 * killing the process with SIGXFSZ, so a command reports it in one `[error]` line and cleans
 * up after itself, which a process killed in the middle of a write cannot. A handler, not
 * SIG_IGN (Deno has no way to ignore a signal): it keeps no process alive. Does nothing where
 * the signal does not exist (Windows).
 *
 * @example
 * ```ts
 * ignoreFileSizeSignal();
 * // under `ulimit -f 1`, writing 600 bytes to a file now throws "File too large (os error 27)"
 * ```
 */
export function ignoreFileSizeSignal(): void {
  if (Deno.build.os === "windows") return;
  try {
    Deno.addSignalListener("SIGXFSZ", () => {});
  } catch {
    // A runtime that cannot listen for it keeps the default: the process dies by the signal.
  }
}
