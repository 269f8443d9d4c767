import assert from "node:assert/strict";
import { join } from "node:path";
import { tempFileName, writeFileAtomic } from "./atomic_write.ts";
import { canMakeUnwritable, makeUnwritable } from "../../testing/unwritable.ts";

async function names(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

const CAN_MAKE_UNWRITABLE = await canMakeUnwritable();

Deno.test("writeFileAtomic() writes a string as UTF-8 and leaves only the target", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = join(dir, "a.json");
    await writeFileAtomic(path, '{"é": 1}\n');
    assert.equal(await Deno.readTextFile(path), '{"é": 1}\n');
    assert.deepEqual(await names(dir), ["a.json"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() replaces an existing file with the new bytes", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = join(dir, "a.bin");
    await Deno.writeTextFile(path, "old content that is longer than the new one");
    await writeFileAtomic(path, new Uint8Array([0, 1, 2, 255]));
    assert.deepEqual(await Deno.readFile(path), new Uint8Array([0, 1, 2, 255]));
    assert.deepEqual(await names(dir), ["a.bin"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() writes an empty file", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = join(dir, "empty.txt");
    await writeFileAtomic(path, "");
    assert.equal((await Deno.stat(path)).size, 0);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test({
  name: "writeFileAtomic() creates the file with the requested mode",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const dir = await Deno.makeTempDir();
    try {
      const path = join(dir, "secret.txt");
      await writeFileAtomic(path, "x", { mode: 0o600 });
      assert.equal((await Deno.stat(path)).mode! & 0o777, 0o600);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("writeFileAtomic() replaces the target by rename (new inode)", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const path = join(dir, "a.txt");
    await Deno.writeTextFile(path, "old");
    const before = await Deno.stat(path);
    await writeFileAtomic(path, "new");
    const after = await Deno.stat(path);
    // An in-place rewrite would keep the inode; an atomic replace never does.
    if (before.ino !== null) assert.notEqual(after.ino, before.ino);
    assert.equal(await Deno.readTextFile(path), "new");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() removes its temp file when the rename fails", async () => {
  const dir = await Deno.makeTempDir();
  try {
    // A non-empty directory at the target path makes the final rename fail after the temp
    // file has been fully written.
    const path = join(dir, "target");
    await Deno.mkdir(path);
    await Deno.writeTextFile(join(path, "keep.txt"), "kept");
    await assert.rejects(() => writeFileAtomic(path, "data"));
    assert.deepEqual(await names(dir), ["target"]);
    assert.equal(await Deno.readTextFile(join(path, "keep.txt")), "kept");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("writeFileAtomic() creates no missing parent folder", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await assert.rejects(
      () => writeFileAtomic(join(dir, "exports", "a.json"), "{}"),
      Deno.errors.NotFound,
    );
    assert.deepEqual(await names(dir), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test({
  name: "writeFileAtomic() into an unwritable folder throws and keeps the old file intact",
  ignore: !CAN_MAKE_UNWRITABLE,
  fn: async () => {
    const dir = await Deno.makeTempDir();
    const path = join(dir, "a.json");
    await Deno.writeTextFile(path, "old\n");
    const undo = await makeUnwritable(dir);
    assert.ok(undo);
    try {
      await assert.rejects(() => writeFileAtomic(path, "new\n"));
    } finally {
      await undo();
    }
    try {
      assert.equal(await Deno.readTextFile(path), "old\n");
      assert.deepEqual(await names(dir), ["a.json"]);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("tempFileName() hides the temp file beside its target", () => {
  assert.equal(tempFileName("book-style.json", "0a1b2c"), ".book-style.json.0a1b2c.tmp");
});
