import assert from "node:assert/strict";
import { join } from "node:path";
import { UsageError } from "../../errors.ts";
import { messages } from "../../i18n/messages.ts";
import { findManuscript, pickManuscript } from "./find_manuscript.ts";

const m = messages("en");

Deno.test("pickManuscript() takes the one Markdown file that is not a project document", () => {
  assert.deepEqual(
    pickManuscript(["README.md", "book.md", "CHANGELOG.markdown", "svc.toml", "notes.txt"]),
    { kind: "one", name: "book.md" },
  );
});

Deno.test("pickManuscript() matches extensions and excluded names in any letter case", () => {
  assert.deepEqual(pickManuscript(["Novel.MARKDOWN", "readme.MD", "License.md"]), {
    kind: "one",
    name: "Novel.MARKDOWN",
  });
  assert.deepEqual(pickManuscript(["Contributing.Md", "LICENSE.markdown"]), { kind: "none" });
});

Deno.test("pickManuscript() ignores hidden files and other extensions", () => {
  assert.deepEqual(pickManuscript([".draft.md", "book.md.bak", "book.mdx", "x.txt"]), {
    kind: "none",
  });
  assert.deepEqual(pickManuscript([]), { kind: "none" });
});

Deno.test("pickManuscript() reports several candidates sorted", () => {
  assert.deepEqual(pickManuscript(["b.md", "a.markdown", "README.md"]), {
    kind: "many",
    names: ["a.markdown", "b.md"],
  });
});

Deno.test("pickManuscript() keeps a name that only starts like an excluded one", () => {
  assert.deepEqual(pickManuscript(["readme-notes.md", "README.md"]), {
    kind: "one",
    name: "readme-notes.md",
  });
});

Deno.test("findManuscript() returns the one manuscript's path and skips folders", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(dir, "book.md"), "## One\n");
    await Deno.writeTextFile(join(dir, "README.md"), "# About\n");
    await Deno.mkdir(join(dir, "drafts.md"));
    assert.equal(await findManuscript(dir, m), join(dir, "book.md"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("findManuscript() is a usage error naming the folder with none or several", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await assert.rejects(() => findManuscript(dir, m), (e: unknown) => {
      assert.ok(e instanceof UsageError);
      assert.equal(e.message, m.build.noManuscript(dir));
      return true;
    });
    await Deno.writeTextFile(join(dir, "a.md"), "");
    await Deno.writeTextFile(join(dir, "b.md"), "");
    await assert.rejects(() => findManuscript(dir, m), (e: unknown) => {
      assert.ok(e instanceof UsageError);
      assert.equal(e.message, m.build.manyManuscripts(dir, "a.md, b.md"));
      return true;
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("findManuscript() treats a missing folder as having no manuscript", async () => {
  await assert.rejects(() => findManuscript("/nonexistent/svc-folder", m), UsageError);
});

Deno.test({
  name: "findManuscript() counts a link to a file and skips a dangling link",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const dir = await Deno.makeTempDir();
    const elsewhere = await Deno.makeTempDir();
    try {
      await Deno.writeTextFile(join(elsewhere, "real.md"), "## One\n");
      await Deno.symlink(join(elsewhere, "real.md"), join(dir, "book.md"));
      await Deno.symlink(join(elsewhere, "gone.md"), join(dir, "old.md"));
      assert.equal(await findManuscript(dir, m), join(dir, "book.md"));
    } finally {
      await Deno.remove(dir, { recursive: true });
      await Deno.remove(elsewhere, { recursive: true });
    }
  },
});
