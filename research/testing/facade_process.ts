/**
 * The parent side of `facade_child.ts`: starts a real `deno run -A` child process on an
 * archive and talks to it one JSON line at a time, so tests can race two processes, kill one
 * mid-commit, or read with a process that has never cached the archive.
 *
 * @module
 */

import type { ChildAnswer, ChildRequest } from "./facade_child.ts";

const CHILD = new URL("./facade_child.ts", import.meta.url).pathname;

/** A running child. */
export interface FacadeProcess {
  /** Sends a request without waiting for its answer. */
  send(fn: string, ...args: unknown[]): Promise<void>;
  /** The next answer line, or null when the child died or closed stdout first. */
  next(): Promise<ChildAnswer | null>;
  /** Sends a request and waits for its answer. */
  call(fn: string, ...args: unknown[]): Promise<ChildAnswer | null>;
  /** Closes stdin and waits for the exit. */
  close(): Promise<Deno.CommandStatus>;
  /** Everything the child wrote to stderr (after it exited). */
  stderr(): Promise<string>;
}

/**
 * Starts a child on `root` and waits until it has loaded the facade.
 *
 * @example
 * ```ts
 * import { recordsFixture } from "./records_fixture.ts";
 * const { root } = await recordsFixture();
 * const child = await startFacadeProcess(root); // env { SVC_TEST_CRASH_AT: "…" } to crash it
 * (await child.call("listSources"))?.ok; // true
 * (await child.close()).code; // 0
 * ```
 */
export async function startFacadeProcess(
  root: string,
  env: Record<string, string> = {},
): Promise<FacadeProcess> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CHILD, root],
    env: { NO_COLOR: "1", ...env },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  const lines = readLines(child.stdout);
  const errText = new Response(child.stderr).text();
  const first = await lines.next();
  if (first.done || first.value !== "ready") {
    await writer.close().catch(() => {});
    const status = await child.status;
    throw new Error(
      `The facade child did not start (exit ${status.code}): ${await errText}`,
    );
  }
  const encoder = new TextEncoder();
  const send = async (fn: string, ...args: unknown[]) => {
    const request: ChildRequest = { fn, args };
    await writer.write(encoder.encode(JSON.stringify(request) + "\n"));
  };
  const next = async () => {
    const line = await lines.next();
    return line.done ? null : JSON.parse(line.value) as ChildAnswer;
  };
  return {
    send,
    next,
    async call(fn, ...args) {
      await send(fn, ...args);
      return await next();
    },
    async close() {
      await writer.close().catch(() => {});
      const status = await child.status;
      // Drain what is left so no resource outlives the test.
      while (!(await lines.next()).done);
      return status;
    },
    stderr: () => errText,
  };
}

async function* readLines(stream: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
      yield pending.slice(0, nl);
      pending = pending.slice(nl + 1);
    }
  }
  if (pending !== "") yield pending;
}
