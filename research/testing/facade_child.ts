/**
 * A child process for tests that need real, separate processes on one archive (two writers at
 * once, a writer SIGKILLed mid-commit, a reader that has no cache of the archive): it calls
 * research facade functions on the project root given as its argument.
 *
 * Protocol: the child prints `ready` once the facade is loaded, then reads one JSON request
 * per stdin line, `{"fn": "reviseRecord", "args": [...]}` (the root is passed first), and
 * prints one JSON line per request: `{"ok": true, "result": …}` or `{"ok": false, "error":
 * {"class", "kind", "code", "message"}}`. It exits when stdin closes. With
 * `SVC_TEST_CRASH_AT` in its environment the store's crash hook kills it mid-write.
 *
 * Usage: `deno run -A research/testing/facade_child.ts PROJECT_ROOT`
 *
 * @module
 */

import * as research from "../mod.ts";

/** One request line. */
export interface ChildRequest {
  readonly fn: string;
  readonly args?: readonly unknown[];
}

/** One answer line. */
export type ChildAnswer =
  | { readonly ok: true; readonly result: Record<string, unknown> }
  | {
    readonly ok: false;
    readonly error: { class: string; kind?: string; code?: string; message: string };
  };

async function answer(root: string, request: ChildRequest): Promise<ChildAnswer> {
  const fn = (research as unknown as Record<string, unknown>)[request.fn];
  try {
    if (typeof fn !== "function") throw new TypeError(`No facade function "${request.fn}"`);
    return { ok: true, result: await fn(root, ...(request.args ?? [])) };
  } catch (e) {
    const err = e as Error & { kind?: string; code?: string };
    return {
      ok: false,
      error: { class: err.constructor.name, kind: err.kind, code: err.code, message: err.message },
    };
  }
}

if (import.meta.main) {
  const root = Deno.args[0];
  const out = new TextEncoder();
  const write = (text: string) => Deno.stdout.writeSync(out.encode(text + "\n"));
  write("ready");
  let pending = "";
  for await (const chunk of Deno.stdin.readable.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    for (let nl = pending.indexOf("\n"); nl >= 0; nl = pending.indexOf("\n")) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      if (line.trim() === "") continue;
      write(JSON.stringify(await answer(root, JSON.parse(line) as ChildRequest)));
    }
  }
}
