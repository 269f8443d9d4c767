/**
 * What every `svc research` command shares: the project root rule of SPEC 4.1 (an explicit
 * `--project` wins; without it the current folder itself must validate as an archive — no
 * ancestor, environment or last-opened fallback), JSON output, the CLI's lock wait, and
 * whole-number options.
 *
 * @module
 */

import { prettyJsonChunks } from "../../src/codec/pretty_json_chunks.ts";
import { resolvePath } from "../../src/project/plain_path.ts";
import type { CommandContext } from "../../src/console/spec.ts";
import { warn } from "../../src/project/io.ts";
import type { LockOptions } from "../store/lock.ts";
import { isArchiveRoot, logExists, readManifest } from "../store/manifest.ts";
import { archivePaths } from "../store/paths.ts";
import { usageError } from "../keyed_errors.ts";

/** The part of a command's context that these helpers read (no messages: see search_fast.ts). */
export type OptionsAndIO = Pick<CommandContext, "options" | "io">;

/**
 * The project root a research command works on. With `allowMissingManifest` (`audit`), an
 * archive folder whose log is there but whose manifest is not is accepted too, so that the
 * audit can say how to repair it.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * await researchRoot({ options: { project: "/tmp/archive" }, io }); // "/tmp/archive"
 * ```
 */
export async function researchRoot(
  ctx: OptionsAndIO,
  options: { allowMissingManifest?: boolean } = {},
): Promise<string> {
  const accepts = async (root: string) =>
    (options.allowMissingManifest && logExists(archivePaths(root))) || await isArchiveRoot(root);
  const explicit = ctx.options.project;
  if (typeof explicit === "string") {
    const root = resolvePath(explicit); // not node:path: see plain_path.ts
    if (!(options.allowMissingManifest && logExists(archivePaths(root)))) {
      await readManifest(archivePaths(root));
    }
    return root;
  }
  const cwd = Deno.cwd();
  if (await accepts(cwd)) return cwd;
  throw usageError("cli.no_project");
}

/**
 * Prints a value as indented JSON (`JSON.stringify(value, null, 2)` and a line break); returns
 * exit code 0. A long answer leaves in chunks as it is serialised (`prettyJsonChunks`); a short
 * one in one write.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * printJson({ options: {}, io }, { schema: "research-schema-local/1" }); // 0
 * ```
 */
export function printJson(ctx: OptionsAndIO, value: unknown): number {
  // Each chunk is written once the next is made, so the last goes out with the line break.
  let pending: string | null = null;
  prettyJsonChunks(value, (text) => {
    if (pending !== null) ctx.io.stdout(pending);
    pending = text;
  });
  ctx.io.stdout((pending ?? "") + "\n");
  return 0;
}

/**
 * Prints a JSON text already encoded in chunks (a long list, `research/api/list_json.ts`):
 * the bytes as they are where the IO takes bytes, else decoded in one `stdout` write. Returns
 * the exit code (0).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * printChunks({ options: {}, io }, [new TextEncoder().encode("{}\n")]); // 0; prints {}
 * ```
 */
export function printChunks(ctx: OptionsAndIO, chunks: readonly Uint8Array[]): number {
  const io = ctx.io;
  if (io.stdoutBytes) {
    for (const chunk of chunks) io.stdoutBytes(chunk);
    return 0;
  }
  // One write, as `printJson` makes for a short answer: a recording IO sees the whole text.
  const decoder = new TextDecoder();
  io.stdout(
    chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode(),
  );
  return 0;
}

/**
 * The CLI waits for the writer lock as long as it takes and says so on stderr.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const lock = cliLock({ args: [], options: {}, io, messages: messages("en") });
 * lock.onWait?.(); // "[warning] Waiting for another svc process to finish writing …"
 * ```
 */
export function cliLock(ctx: CommandContext): LockOptions {
  return {
    onWait: () => warn(ctx.io, ctx.messages.researchText.lock_wait),
  };
}

/**
 * A whole-number option within bounds, or undefined when absent.
 *
 * @example
 * ```ts
 * intOption("5", "--limit", 1, 100); // 5
 * ```
 */
export function intOption(
  value: unknown,
  name: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || !/^\d+$/.test(value.trim()) || n < min || n > max) {
    throw usageError("cli.whole_number", { name, min, max, value: String(value) });
  }
  return n;
}

/**
 * A required string option.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * requireOption({ options: { output: "backup-1" }, io }, "output", "--output"); // "backup-1"
 * ```
 */
export function requireOption(ctx: OptionsAndIO, key: string, flag: string): string {
  const v = ctx.options[key];
  if (typeof v !== "string" || v === "") throw usageError("cli.required", { flag });
  return v;
}

/**
 * The process environment as a plain record (OCR settings).
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * const env = envRecord({ options: {}, io });
 * env.SVC_OCR_BACKEND; // the variable's value, undefined when it is not set
 * ```
 */
export function envRecord(ctx: OptionsAndIO): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (
    const name of [
      "SVC_OCR_BACKEND",
      "SVC_OCR_LANGUAGES",
      "SVC_OCR_FALLBACK",
      "PATH",
      "TESSDATA_PREFIX",
      "TMPDIR",
    ]
  ) {
    out[name] = ctx.io.env(name);
  }
  return out;
}
