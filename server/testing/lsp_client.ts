/**
 * A minimal editor for the `svc lsp` tests and benchmark: spawns the real program
 * (`deno run -A cli.ts lsp`) with its own empty HOME, and speaks JSON-RPC to it with
 * `Content-Length` framing written here (the protocol's base layer), so the tests check the
 * bytes an editor sees. Requests return their result (or throw the error); notifications from
 * the server are kept in order and can be waited for.
 *
 * @module
 */

import { join } from "node:path";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;
const DENO_DIR = Deno.env.get("DENO_DIR") ??
  join(Deno.env.get("XDG_CACHE_HOME") ?? join(Deno.env.get("HOME") ?? "/root", ".cache"), "deno");

/** One message from the server that is not a response. */
export interface Incoming {
  readonly method: string;
  readonly params: unknown;
  readonly id?: number | string;
}

/** Options of {@linkcode LspClient.start}. */
export interface LspClientOptions {
  readonly env?: Record<string, string>;
  readonly args?: readonly string[];
}

/**
 * A running `svc lsp` and the editor's end of its pipes.
 *
 * @example
 * ```ts
 * const client = await LspClient.start();
 * await client.request("initialize", { processId: null, rootUri: null, capabilities: {} });
 * client.notify("initialized", {});
 * await client.request("shutdown", null);
 * client.notify("exit", null);
 * (await client.exited()).code; // 0
 * ```
 */
export class LspClient {
  readonly #child: Deno.ChildProcess;
  readonly #writer: WritableStreamDefaultWriter<Uint8Array>;
  readonly #pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  readonly #waiters: { test: (m: Incoming) => boolean; resolve: (m: Incoming) => void }[] = [];
  readonly #home: string;
  readonly #reading: Promise<void>;
  #next = 1;
  /** Every notification and server request received, in order. */
  readonly received: Incoming[] = [];
  /** What the server wrote to stderr (filled once it has exited). */
  stderr = "";

  private constructor(child: Deno.ChildProcess, home: string) {
    this.#child = child;
    this.#home = home;
    this.#writer = child.stdin.getWriter();
    this.#reading = this.#read();
  }

  /**
   * Spawns `svc lsp`.
   *
   * @example
   * ```ts
   * const client = await LspClient.start({ env: { SVC_LANG: "de" } });
   * ```
   */
  static async start(options: LspClientOptions = {}): Promise<LspClient> {
    const home = await Deno.makeTempDir({ prefix: "svc-lsp-home-" });
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", CLI, "lsp", ...(options.args ?? ["--stdio"])],
      env: { HOME: home, DENO_DIR, NO_COLOR: "1", ...options.env },
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    return new LspClient(child, home);
  }

  async #read(): Promise<void> {
    let buffer = new Uint8Array(0);
    const decoder = new TextDecoder();
    for await (const chunk of this.#child.stdout) {
      const joined = new Uint8Array(buffer.length + chunk.length);
      joined.set(buffer);
      joined.set(chunk, buffer.length);
      buffer = joined;
      for (;;) {
        const text = decoder.decode(buffer.subarray(0, Math.min(buffer.length, 200)));
        const end = text.indexOf("\r\n\r\n");
        if (end < 0) break;
        const length = Number(/Content-Length: (\d+)/i.exec(text.slice(0, end))?.[1]);
        const start = new TextEncoder().encode(text.slice(0, end + 4)).length;
        if (buffer.length < start + length) break;
        const body = JSON.parse(decoder.decode(buffer.subarray(start, start + length)));
        buffer = buffer.slice(start + length);
        this.#dispatch(body);
      }
    }
  }

  #dispatch(body: Record<string, unknown>): void {
    if (body.method === undefined) {
      const pending = this.#pending.get(body.id as number);
      this.#pending.delete(body.id as number);
      if (body.error) pending?.reject(new Error(JSON.stringify(body.error)));
      else pending?.resolve(body.result);
      return;
    }
    const message: Incoming = {
      method: body.method as string,
      params: body.params,
      ...(body.id !== undefined ? { id: body.id as number } : {}),
    };
    // A server request (window/showDocument, workspace/configuration …) gets an empty success.
    if (message.id !== undefined) void this.#send({ jsonrpc: "2.0", id: message.id, result: null });
    this.received.push(message);
    for (let i = this.#waiters.length - 1; i >= 0; i--) {
      if (this.#waiters[i].test(message)) {
        this.#waiters[i].resolve(message);
        this.#waiters.splice(i, 1);
      }
    }
  }

  async #send(body: unknown): Promise<void> {
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    const head = new TextEncoder().encode(`Content-Length: ${bytes.length}\r\n\r\n`);
    await this.#writer.write(new Uint8Array([...head, ...bytes]));
  }

  /**
   * Sends a request and waits for its result.
   *
   * @example
   * ```ts
   * declare const client: LspClient;
   * await client.request("textDocument/hover", {
   *   textDocument: { uri: "file:///tmp/book.md" },
   *   position: { line: 6, character: 0 },
   * });
   * ```
   */
  request(method: string, params: unknown): Promise<unknown> {
    const id = this.#next++;
    const answer = new Promise<unknown>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
    });
    void this.#send({ jsonrpc: "2.0", id, method, params });
    return answer;
  }

  /**
   * Sends a notification.
   *
   * @example
   * ```ts
   * declare const client: LspClient;
   * client.notify("initialized", {});
   * ```
   */
  notify(method: string, params: unknown): void {
    void this.#send({ jsonrpc: "2.0", method, params });
  }

  /**
   * The first message from now on (or already received after `from`) that passes `test`.
   *
   * @example
   * ```ts
   * declare const client: LspClient;
   * await client.next((m) => m.method === "textDocument/publishDiagnostics");
   * ```
   */
  next(test: (m: Incoming) => boolean, timeoutMs = 60_000): Promise<Incoming> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.#waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /**
   * Waits for the process to end (after `exit`), and removes its HOME.
   *
   * @example
   * ```ts
   * declare const client: LspClient;
   * (await client.exited()).code; // 0 after shutdown and exit
   * ```
   */
  async exited(): Promise<Deno.CommandStatus> {
    await this.#writer.close().catch(() => {});
    const [status] = await Promise.all([this.#child.status, this.#reading]);
    this.stderr = new TextDecoder().decode(
      await new Response(this.#child.stderr).arrayBuffer(),
    );
    await Deno.remove(this.#home, { recursive: true });
    return status;
  }
}
