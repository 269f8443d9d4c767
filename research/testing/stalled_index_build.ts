/**
 * An index build that stalls, in a child process: it starts `buildIndexFile` on an index path
 * (which creates and holds its `.search.sqlite.<random>.tmp` beside it), applies one batch,
 * prints `building` and waits for ever — until the test SIGKILLs it (a killed reindex) or
 * lets it live (a build still running).
 *
 * As a program: `deno run -A stalled_index_build.ts INDEX_PATH`.
 *
 * @module
 */

import { buildIndexFile } from "../search/build.ts";
import type { IndexBatch } from "../search/index.ts";

/** A running stalled build. */
export interface StalledBuild {
  /** SIGKILLs the build and waits for it to be gone. */
  kill(): Promise<void>;
}

/**
 * Starts a stalled build of `indexPath` and waits until its temp file exists.
 *
 * @example
 * ```ts
 * const build = await startStalledBuild("/tmp/ledger/svc-research/index/search.sqlite");
 * await build.kill(); // leaves its .search.sqlite.<random>.tmp behind, as a killed reindex
 * ```
 */
export async function startStalledBuild(indexPath: string): Promise<StalledBuild> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(import.meta.url).pathname, indexPath],
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.getReader();
  let seen = "";
  while (!seen.includes("building")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("The stalled build exited before it started");
    seen += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return {
    kill: async () => {
      child.kill("SIGKILL");
      await child.status;
      await child.stdout.cancel();
    },
  };
}

async function* stalled(): AsyncGenerator<IndexBatch> {
  yield { commit: 1, sha256: "a".repeat(64) };
  console.log("building");
  await new Promise(() => setInterval(() => {}, 60_000));
}

if (import.meta.main) {
  await buildIndexFile(Deno.args[0], stalled(), { projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" });
}
