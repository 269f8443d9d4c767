/**
 * Project metadata writes: which file, what the edited text is, and what is kept.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { UsageError } from "../src/errors.ts";
import { commitConfigWrite, editConfigText, keepMode, planConfigWrite } from "./config_write.ts";

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "svc-config-write-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("editConfigText() sets title and author at the top and keeps other tables", () => {
  const text = 'z_mild = 2.0\nmin_chapters = 3\n\n[corpus]\nchapter_marker = "^## "\n';
  assert.equal(
    editConfigText(text, "root", { title: "Night Train", author_name: "A. Writer" }),
    'z_mild = 2.0\nmin_chapters = 3\ntitle = "Night Train"\nauthor_name = "A. Writer"\n\n' +
      '[corpus]\nchapter_marker = "^## "\n',
  );
});

Deno.test("editConfigText() keeps integers, floats, dates and big integers as written", () => {
  const text = "a = 3\nb = 3.0\nc = 1979-05-27\nd = 9007199254740993\ne = [1, 2.5]\n";
  assert.equal(
    editConfigText(text, "root", { title: "T" }),
    'a = 3\nb = 3.0\nc = 1979-05-27\nd = 9007199254740993\ne = [ 1, 2.5 ]\ntitle = "T"\n',
  );
});

Deno.test("editConfigText() drops comments (smol-toml keeps data, not layout)", () => {
  assert.equal(
    editConfigText('# note\nlanguage = "en" # inline\n', "root", { title: "T" }),
    'language = "en"\ntitle = "T"\n',
  );
});

Deno.test("editConfigText() removes a key for an empty string and returns null for no change", () => {
  const text = 'title = "Old"\nauthor_name = "A"\n';
  assert.equal(editConfigText(text, "root", { title: "" }), 'author_name = "A"\n');
  assert.equal(editConfigText(text, "root", { title: "Old" }), null);
  assert.equal(editConfigText(text, "root", {}), null);
  assert.equal(editConfigText("", "root", { author_name: "" }), null);
  assert.equal(editConfigText("", "root", { publication: { edition: "" } }), null);
});

Deno.test("editConfigText() merges publication keys and clears empty ones", () => {
  const text = '[publication]\nenabled = true\nedition = "1"\nyear = "2024"\n';
  assert.equal(
    editConfigText(text, "root", {
      publication: { edition: "2", year: "", isbn_print: "978-3-16-148410-0" },
    }),
    '[publication]\nenabled = true\nedition = "2"\nisbn_print = "978-3-16-148410-0"\n',
  );
  assert.equal(
    editConfigText("", "root", { publication: { enabled: false } }),
    "[publication]\nenabled = false\n",
  );
});

Deno.test("editConfigText() validates the merged publication table before writing", () => {
  // 0-306-40615-2 is the ISBN-10 of 978-0-306-40615-7 (ISBN Users' Manual conversion rule).
  const text = '[publication]\nisbn_print = "0-306-40615-2"\n';
  assert.throws(
    () =>
      editConfigText(text, "root", { publication: { isbn_digital: "978-0-306-40615-7" } }, "/p/x"),
    (e: unknown) =>
      e instanceof UsageError &&
      /"publication\.isbn_print" and "publication\.isbn_digital" are the same ISBN/.test(
        e.message,
      ) && /\(in "\/p\/x"\); nothing was saved$/.test(e.message),
  );
  // A fault already in the file blocks a publication edit, not a title edit.
  const stale = '[publication]\nyear = "20xx"\n';
  assert.throws(
    () => editConfigText(stale, "root", { publication: { enabled: true } }),
    /"publication\.year" must be a year/,
  );
  assert.equal(
    editConfigText(stale, "root", { title: "T" }),
    'title = "T"\n\n[publication]\nyear = "20xx"\n',
  );
  // Fixing the fault in the same edit is accepted.
  assert.equal(
    editConfigText(stale, "root", { publication: { year: "2024" } }),
    '[publication]\nyear = "2024"\n',
  );
});

Deno.test("editConfigText() edits [tool.svc] of a pyproject.toml and keeps a BOM", () => {
  const text = '\uFEFF[project]\nname = "n"\n\n[tool.svc]\nlanguage = "de"\n';
  assert.equal(
    editConfigText(text, "tool.svc", { title: "T" }),
    '\uFEFF[project]\nname = "n"\n\n[tool.svc]\nlanguage = "de"\ntitle = "T"\n',
  );
});

Deno.test("editConfigText() rejects malformed TOML and a publication that is not a table", () => {
  assert.throws(
    () => editConfigText("title = [\n", "root", { title: "T" }, "/p/svc.toml"),
    (e: unknown) => e instanceof UsageError && /"\/p\/svc\.toml" is not valid TOML/.test(e.message),
  );
  assert.throws(
    () => editConfigText('publication = "yes"\n', "root", { publication: { edition: "2" } }),
    UsageError,
  );
  assert.throws(() => editConfigText("[tool]\nx = 1\n", "tool.svc", { title: "T" }), UsageError);
});

Deno.test("planConfigWrite() prefers svc.toml, then pyproject [tool.svc], then a new svc.toml", async () => {
  await withDir(async (dir) => {
    const edits = { title: "T" };
    let plan = await planConfigWrite(dir, edits);
    assert.deepEqual(plan, {
      path: join(dir, "svc.toml"),
      table: "root",
      text: 'title = "T"\n',
      mode: null,
    });
    await Deno.writeTextFile(join(dir, "pyproject.toml"), '[project]\nname = "n"\n');
    plan = await planConfigWrite(dir, edits);
    assert.equal(plan.path, join(dir, "svc.toml"));
    await Deno.writeTextFile(join(dir, "pyproject.toml"), "[tool.svc]\n");
    plan = await planConfigWrite(dir, edits);
    assert.equal(plan.path, join(dir, "pyproject.toml"));
    assert.equal(plan.table, "tool.svc");
    assert.equal(plan.text, '[tool.svc]\ntitle = "T"\n');
    await Deno.writeTextFile(join(dir, "svc.toml"), 'language = "en"\n');
    plan = await planConfigWrite(dir, edits);
    assert.equal(plan.path, join(dir, "svc.toml"));
    assert.equal(plan.text, 'language = "en"\ntitle = "T"\n');
  });
});

Deno.test("planConfigWrite() refuses a malformed pyproject.toml and a non-UTF-8 svc.toml", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(join(dir, "pyproject.toml"), "[tool.svc\n");
    await assert.rejects(() => planConfigWrite(dir, { title: "T" }), UsageError);
    await Deno.writeFile(join(dir, "svc.toml"), new Uint8Array([0x74, 0x3d, 0xff, 0x0a]));
    await assert.rejects(
      () => planConfigWrite(dir, { title: "T" }),
      (e: unknown) => e instanceof UsageError && /not valid UTF-8/.test(e.message),
    );
  });
});

Deno.test({
  name: "commitConfigWrite() replaces the file and keeps its permission bits",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    await withDir(async (dir) => {
      const path = join(dir, "svc.toml");
      await Deno.writeTextFile(path, 'language = "en"\n');
      await Deno.chmod(path, 0o664);
      await commitConfigWrite(await planConfigWrite(dir, { title: "T" }));
      assert.equal(await Deno.readTextFile(path), 'language = "en"\ntitle = "T"\n');
      assert.equal((await Deno.stat(path)).mode! & 0o777, 0o664);
      assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["svc.toml"]);
    });
  },
});

Deno.test("commitConfigWrite() writes nothing for a plan without changes", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "svc.toml");
    await Deno.writeTextFile(path, '# keep this comment\ntitle = "T"\n');
    const before = (await Deno.stat(path)).mtime;
    await commitConfigWrite(await planConfigWrite(dir, { title: "T" }));
    assert.equal(await Deno.readTextFile(path), '# keep this comment\ntitle = "T"\n');
    assert.deepEqual((await Deno.stat(path)).mtime, before);
  });
});

Deno.test({
  name: "keepMode() restores bits the umask took and ignores a missing file",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    await withDir(async (dir) => {
      const path = join(dir, "a.md");
      await Deno.writeTextFile(path, "x");
      await Deno.chmod(path, 0o600);
      await keepMode(path, 0o100640);
      assert.equal((await Deno.stat(path)).mode! & 0o7777, 0o640);
      await keepMode(join(dir, "missing.md"), 0o644);
      await keepMode(path, null);
      assert.equal((await Deno.stat(path)).mode! & 0o7777, 0o640);
    });
  },
});
