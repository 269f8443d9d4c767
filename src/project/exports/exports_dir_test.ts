import assert from "node:assert/strict";
import { join } from "node:path";
import { ProcessingError } from "../../errors.ts";
import { messages } from "../../i18n/messages.ts";
import { artifact } from "./artifacts.ts";
import { hashFiles, readFileOrNull, writeArtifacts } from "./exports_dir.ts";
import type { PlannedArtifact } from "./plan.ts";

const m = messages("en");

function planned(name: string, content: string, status: PlannedArtifact["status"]) {
  return { ...artifact(name, "style", content), status };
}

Deno.test("hashFiles() hashes present files and gives null for missing ones", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(dir, "a.json"), "abc");
    await Deno.mkdir(join(dir, "d.json"));
    const hashes = await hashFiles(dir, ["a.json", "b.json", "d.json"]);
    // Python 3: hashlib.sha256(b'abc').hexdigest()
    assert.equal(
      hashes.get("a.json"),
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    assert.equal(hashes.get("b.json"), null);
    assert.equal(hashes.get("d.json"), null);
    assert.equal(await readFileOrNull(join(dir, "nope")), null);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeArtifacts() creates the folder and writes only 'written' artifacts", async () => {
  const root = await Deno.makeTempDir();
  try {
    const dir = join(root, "exports");
    await writeArtifacts(dir, [
      planned("a.json", "new a\n", "written"),
      planned("b.json", "new b\n", "unchanged"),
    ], m);
    assert.equal(await Deno.readTextFile(join(dir, "a.json")), "new a\n");
    assert.equal(await readFileOrNull(join(dir, "b.json")), null);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("writeArtifacts() creates no folder when nothing is to be written", async () => {
  const root = await Deno.makeTempDir();
  try {
    await writeArtifacts(join(root, "exports"), [planned("a.json", "x", "would_write")], m);
    assert.equal(await readFileOrNull(join(root, "exports", "a.json")), null);
    await assert.rejects(() => Deno.stat(join(root, "exports")), Deno.errors.NotFound);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("writeArtifacts() reports a failed write as cannotWrite naming the file", async () => {
  const root = await Deno.makeTempDir();
  try {
    const dir = join(root, "exports");
    // A non-empty folder where a file should go makes that one write fail.
    await Deno.mkdir(join(dir, "b.json"), { recursive: true });
    await Deno.writeTextFile(join(dir, "b.json", "x"), "");
    await assert.rejects(
      () =>
        writeArtifacts(dir, [
          planned("a.json", "a\n", "written"),
          planned("b.json", "b\n", "written"),
          planned("c.json", "c\n", "written"),
        ], m),
      (e: unknown) => {
        assert.ok(e instanceof ProcessingError);
        assert.match(e.message, /^Cannot write ".*exports\/b\.json": Is a directory/);
        assert.doesNotMatch(e.message, /\.tmp/);
        return true;
      },
    );
    // Written in order, stopping at the failure.
    assert.equal(await Deno.readTextFile(join(dir, "a.json")), "a\n");
    assert.equal(await readFileOrNull(join(dir, "c.json")), null);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("writeArtifacts() reports a folder it cannot create", async () => {
  const root = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(root, "exports"), "a file, not a folder");
    await assert.rejects(
      () => writeArtifacts(join(root, "exports"), [planned("a.json", "x", "written")], m),
      (e: unknown) => e instanceof ProcessingError && /^Cannot write ".*exports"/.test(e.message),
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
