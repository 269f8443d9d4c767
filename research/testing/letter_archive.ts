/**
 * A small real archive made through the CLI, as an author starts one: `research init`, then one
 * letter ingested. Shared by the process tests of errors and leftovers.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../../testing/cli.ts";

/** The archive's folders and the ingested letter's path. */
export interface LetterArchive {
  /** The temporary folder that holds the project and the letter. */
  readonly base: string;
  /** The project root. */
  readonly root: string;
  /** The archive folder (`ROOT/svc-research`). */
  readonly dir: string;
  /** The letter that was ingested. */
  readonly file: string;
}

/**
 * Makes a project with an archive holding one ingested letter, in a new temporary folder.
 *
 * @example
 * ```ts
 * const a = await letterArchive("svc-example-");
 * a.dir.endsWith("svc-research"); // true
 * ```
 */
export async function letterArchive(prefix: string): Promise<LetterArchive> {
  const base = await Deno.makeTempDir({ prefix });
  const root = join(base, "book");
  assert.equal((await svc(["research", "init", root])).code, 0);
  const file = join(base, "letter.txt");
  await Deno.writeTextFile(file, "Dear Anna,\n\nThe winter in Łódź is long.\n");
  const r = await svc(["research", "ingest", file, "--allow-retention", "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  return { base, root, dir: join(root, "svc-research"), file };
}
