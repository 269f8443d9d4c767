/**
 * A private copy of a committed fixture archive (`testdata/research/schema-N`), with the empty
 * folders git does not keep (`tmp`, `quarantine`, `checkpoints`, `index`).
 *
 * @module
 */

import { join } from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = fileURLToPath(new URL("../../testdata/research/", import.meta.url));

/**
 * Copies fixture `schema-N` into a new temporary folder and returns its project root.
 *
 * @example
 * ```ts
 * const root = await fixtureArchiveCopy(6);
 * // root/svc-research/MANIFEST.json says research-local/6
 * ```
 */
export async function fixtureArchiveCopy(schema: number): Promise<string> {
  const root = join(await Deno.makeTempDir({ prefix: `svc-fixture-${schema}-` }), "project");
  const copy = async (a: string, b: string): Promise<void> => {
    await Deno.mkdir(b, { recursive: true });
    for await (const e of Deno.readDir(a)) {
      if (e.isDirectory) await copy(join(a, e.name), join(b, e.name));
      else await Deno.copyFile(join(a, e.name), join(b, e.name));
    }
  };
  await copy(join(FIXTURES, `schema-${schema}`), root);
  for (const sub of ["tmp", "quarantine", "checkpoints", "index"]) {
    await Deno.mkdir(join(root, "svc-research", sub), { recursive: true });
  }
  return root;
}
