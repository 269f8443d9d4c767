/**
 * Test setup for the bridge: a temporary folder with a sample Zotero data directory, a
 * research archive, and (when asked) the local-API mock in front of that data directory.
 * The options it hands out never reach a real Zotero on the machine: the API is either the
 * mock or switched off.
 *
 * @module
 */

import { join } from "node:path";
import { init } from "../api/project.ts";
import type { RefmanOptions } from "../refman/config.ts";
import { type MockZotero, startMockZotero } from "./zotero_mock_api.ts";
import {
  type FixtureLibrary,
  sampleLibrary,
  type WriteOptions,
  writeZoteroDataDir,
} from "./zotero_fixture.ts";

/** What a bridge test works with. */
export interface ZoteroEnv {
  readonly home: string;
  readonly dataDir: string;
  /** The project root holding the archive. */
  readonly root: string;
  readonly projectId: string;
  readonly lib: FixtureLibrary;
  /** The mock, when started. */
  readonly api: MockZotero | null;
  /** Options that read through the mock when there is one, the data directory otherwise. */
  readonly options: RefmanOptions;
}

/** Options of {@linkcode withZotero}. */
export interface ZoteroEnvOptions extends WriteOptions {
  /** Start the local-API mock (default false: data directory only). */
  readonly api?: boolean;
  /** Change the sample before it is written. */
  readonly edit?: (lib: FixtureLibrary) => FixtureLibrary;
}

let sample: Promise<FixtureLibrary> | null = null;

/**
 * Runs `fn` with a fresh environment (removed afterwards).
 *
 * @example
 * ```ts
 * import { refmanStatus } from "../refman/status.ts";
 * await withZotero(async ({ options }) => {
 *   (await refmanStatus(options)).via; // "local-api": the mock answers
 * }, { api: true });
 * ```
 */
export async function withZotero(
  fn: (env: ZoteroEnv) => Promise<void>,
  options: ZoteroEnvOptions = {},
): Promise<void> {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-refman-test-" }));
  let api: MockZotero | null = null;
  try {
    const base = await (sample ??= sampleLibrary());
    const lib = options.edit ? options.edit(structuredClone(base)) : structuredClone(base);
    const dataDir = join(home, "Zotero");
    await writeZoteroDataDir(dataDir, lib, options);
    const root = join(home, "book");
    const created = await init(root, { title: "The Ledger", language: "en" });
    if (options.api) api = await startMockZotero(lib, dataDir);
    await fn({
      home,
      dataDir,
      root,
      projectId: String((created as { project_id: string }).project_id),
      lib,
      api,
      options: { env: { HOME: home }, dataDir, apiUrl: api ? api.url : "off" },
    });
  } finally {
    await api?.close();
    await Deno.remove(home, { recursive: true });
  }
}

/**
 * The names of a folder's entries, sorted (to prove nothing was created in it).
 *
 * @example
 * ```ts
 * await withZotero(async ({ dataDir }) => {
 *   await listing(dataDir); // ["storage", "zotero.sqlite"]
 * });
 * ```
 */
export async function listing(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const e of Deno.readDir(dir)) names.push(e.name);
  return names.sort();
}
