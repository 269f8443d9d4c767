/**
 * A stopped writer must not cost the server a thread per refused request (issue 25): the real
 * `svc serve` runs as a child process, another child takes the archive's writer lock and is
 * SIGSTOPped, 8 clients post research writes that all get 503, and the server's thread count
 * (`/proc/<pid>/task`) must not grow with the number of refusals. A waiter that left a
 * blocking `FsFile.lock` behind kept one thread per 503 until the holder let go.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { init } from "../research/mod.ts";
import { archivePaths } from "../research/store/paths.ts";
import { RESEARCH_LOCK_WAIT_MS } from "./research_root.ts";

const CLI = new URL("../cli.ts", import.meta.url).pathname;
const CLIENTS = 8;
const ROUNDS = 4;

/** Reads `child`'s stdout until `pattern` matches; returns the match. */
async function waitForLine(child: Deno.ChildProcess, pattern: RegExp): Promise<RegExpMatchArray> {
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  try {
    for (;;) {
      const match = seen.match(pattern);
      if (match) return match;
      const { value, done } = await reader.read();
      if (done) throw new Error(`the child ended before printing ${pattern}: ${seen}`);
      seen += decoder.decode(value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
}

/** A child that holds the archive's writer lock (flock) until its stdin closes. */
async function lockHolder(lockPath: string): Promise<Deno.ChildProcess> {
  const code = `const f = await Deno.open(${JSON.stringify(lockPath)}, { read: true, write: true });
await f.lock(true);
console.log("held");
for await (const _ of Deno.stdin.readable) { /* hold */ }`;
  const child = new Deno.Command(Deno.execPath(), {
    args: ["eval", code],
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  await waitForLine(child, /held/);
  return child;
}

async function threads(pid: number): Promise<number> {
  let n = 0;
  for await (const _ of Deno.readDir(`/proc/${pid}/task`)) n++;
  return n;
}

/** Polls until `pid` has at most `limit` threads or `ms` passed; returns the last count. */
async function settledThreads(pid: number, limit: number, ms: number): Promise<number> {
  const deadline = performance.now() + ms;
  for (;;) {
    const n = await threads(pid);
    if (n <= limit || performance.now() > deadline) return n;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function claimAdd(port: number): Promise<Response> {
  return await fetch(`http://127.0.0.1:${port}/api/research-claim-add`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ title: "T", statement: "S" }),
  });
}

Deno.test("503s behind a stopped lock holder leave no thread behind in the server process", async () => {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-busy-threads-" }));
  const root = join(home, "novel");
  await Deno.mkdir(root);
  await init(root, { title: "The Ledger", language: "en" });
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, "serve", "--no-project", "--research-project", root, "--port", "0"],
    cwd: home,
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  let holder: Deno.ChildProcess | null = null;
  try {
    const port = Number((await waitForLine(server, /serving on http:\/\/[^:]+:(\d+)\//))[1]);
    const warm = await claimAdd(port);
    assert.equal(warm.status, 200, await warm.text());
    holder = await lockHolder(archivePaths(root).lock);
    Deno.kill(holder.pid, "SIGSTOP");
    const before = await threads(server.pid);
    const counts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: CLIENTS }, () => claimAdd(port)),
      );
      assert.ok(performance.now() - started >= RESEARCH_LOCK_WAIT_MS - 100, "the server waited");
      for (const res of answers) {
        assert.equal(res.status, 503);
        assert.equal(res.headers.get("Retry-After"), String(RESEARCH_LOCK_WAIT_MS / 1000));
        assert.equal((await res.json()).ok, false);
      }
      counts.push(await threads(server.pid));
    }
    // Concurrent requests may start pooled worker threads (file system calls), at most about
    // one per client, which the runtime ends after 10 s idle. A thread per refusal would add
    // CLIENTS threads each round and keep them while the holder is stopped.
    const settled = await settledThreads(server.pid, before + 2, 15_000);
    const seen = `threads: ${before} before, ${counts.join(" → ")} after each round of ` +
      `${CLIENTS} refusals, ${settled} once idle`;
    assert.ok(Math.max(...counts) - before <= CLIENTS + 4, seen);
    assert.ok(settled <= before + 2, seen);
    // Once the holder goes away, the next write gets the lock at once.
    Deno.kill(holder.pid, "SIGCONT");
    await holder.stdin.close();
    await holder.stdout.cancel();
    await holder.status;
    holder = null;
    const after = await claimAdd(port);
    assert.equal(after.status, 200, await after.text());
  } finally {
    if (holder) {
      Deno.kill(holder.pid, "SIGKILL");
      await holder.stdout.cancel();
      await holder.stdin.close().catch(() => {});
      await holder.status;
    }
    server.kill("SIGTERM");
    await server.stdout.cancel();
    await server.status;
    await Deno.remove(home, { recursive: true });
  }
});
