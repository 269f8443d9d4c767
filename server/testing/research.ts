/**
 * Test helpers for the research routes (imported by the `research_*_test.ts` files only): a
 * temporary home with one project folder (config, the English sample manuscript and a
 * `sources/` folder with a small UTF-8 letter), a server state with that project selected,
 * and request shorthands.
 *
 * @module
 */

import { join } from "node:path";
import { init } from "../../research/mod.ts";
import { archivePaths } from "../../research/store/paths.ts";
import { createApp } from "../app.ts";
import { ServerState } from "../state.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url);

/** A letter with words the tests search for (`Łódź`, `ledger`, `harbour`). */
export const LETTER = "Dear Anna,\n\nThe ledger from Łódź arrived on Tuesday.\n\n" +
  "The harbour master counted every crate twice before he signed.\n";

/** What a research route test works with. */
export interface ResearchEnv {
  readonly home: string;
  /** The selected project's real root. */
  readonly root: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

/** Options of {@linkcode withResearch}. */
export interface ResearchEnvOptions {
  /** Create the archive before the test (default true). */
  readonly archive?: boolean;
  /** Select the project (default true). */
  readonly select?: boolean;
  /** `--research-project` of the state, as a folder name inside the temporary home. */
  readonly researchProject?: string;
}

/**
 * Runs `fn` with a fresh project (removed afterwards).
 *
 * @example
 * ```ts
 * await withResearch(async ({ app }) => {
 *   const res = await get(app, "/research/status");
 *   res.status; // 200
 * });
 * ```
 */
export async function withResearch(
  fn: (env: ResearchEnv) => Promise<void>,
  options: ResearchEnvOptions = {},
): Promise<void> {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-research-http-" }));
  try {
    const root = join(home, "novel");
    await Deno.mkdir(join(root, "sources"), { recursive: true });
    await Deno.writeTextFile(join(root, "svc.toml"), 'title = "The Ledger"\nlanguage = "en"\n');
    await Deno.copyFile(SAMPLE, join(root, "ledger.md"));
    await Deno.writeTextFile(join(root, "sources", "letter.txt"), LETTER);
    if (options.archive !== false) await init(root, { title: "The Ledger", language: "en" });
    const state = new ServerState({
      home,
      cliThresholds: {},
      debug: false,
      researchProject: options.researchProject ? join(home, options.researchProject) : null,
    });
    if (options.select !== false) {
      state.select({ root, manuscript: join(root, "ledger.md") });
    }
    await fn({ home, root, state, app: createApp(state) });
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

/**
 * A JSON POST to `/api<path>`.
 *
 * @example
 * ```ts
 * declare const env: ResearchEnv;
 * const res = await post(env.app, "/research-search", { query: "ledger" });
 * (await res.json()).ok; // true
 * ```
 */
export function post(app: ResearchEnv["app"], path: string, body: unknown): Promise<Response> {
  return Promise.resolve(app.request(`/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  }));
}

/**
 * A GET of `/api<path>`.
 *
 * @example
 * ```ts
 * declare const env: ResearchEnv;
 * const res = await get(env.app, "/research/status");
 * res.status; // 200
 * ```
 */
export function get(app: ResearchEnv["app"], path: string): Promise<Response> {
  return Promise.resolve(app.request(`/api${path}`));
}

/**
 * The bytes of the archive's log (to prove that nothing was written).
 *
 * @example
 * ```ts
 * declare const env: ResearchEnv;
 * const before = await logBytes(env.root); // compare with the bytes after a refused request
 * ```
 */
export function logBytes(root: string): Promise<Uint8Array> {
  return Deno.readFile(archivePaths(root).log);
}

/**
 * Ingests the fixture letter through the route and returns the answer's body.
 *
 * @example
 * ```ts
 * declare const env: ResearchEnv;
 * const receipt = await ingestLetter(env.app);
 * receipt.ok; // true (receipt.source_id names the new source)
 * ```
 */
export async function ingestLetter(
  app: ResearchEnv["app"],
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await post(app, "/research-ingest", {
    file: "sources/letter.txt",
    allow_retention: true,
    ...extra,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`ingest answered ${res.status}: ${body.message}`);
  return body;
}
