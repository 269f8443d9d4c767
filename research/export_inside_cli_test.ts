/**
 * `svc research export --output` anywhere inside the archive folder is refused: exit 1, one
 * `[error]` line, nothing written (the archive's files byte for byte as before, no new
 * folder), also when a symbolic link outside leads into the archive. A folder beside the
 * archive, inside the project, is fine.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../testing/cli.ts";
import { walkTree } from "./refman/bundle_files.ts";

Deno.test("export --output inside the archive folder is refused with exit 1 and writes nothing", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-export-inside-" });
  try {
    const root = join(dir, "book");
    assert.equal((await svc(["research", "init", root])).code, 0);
    const source = join(dir, "a.txt");
    await Deno.writeTextFile(source, "A source.\n");
    const ing = await svc(["research", "ingest", source, "--allow-retention", "--project", root]);
    assert.equal(ing.code, 0, ing.stderr);
    const archive = join(root, "svc-research");
    await Deno.symlink(join(archive, "tmp"), join(dir, "backups"));
    const before = await walkTree(archive);
    for (
      const output of [
        join(archive, "backup"),
        join(archive, "tmp", "backup"),
        join(archive, "objects", "new", "deeper"),
        join(archive, "log", "..", "x"),
        join(dir, "backups", "x"),
        archive,
      ]
    ) {
      const r = await svc(["research", "export", "--project", root, "--output", output]);
      assertError(r, 1, /inside the archive folder|already exists/);
      assert.deepEqual(await walkTree(archive), before, output);
    }
    const ok = await svc(["research", "export", "--project", root, "--output", join(root, "b")]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).schema, "research-export-local/1");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
