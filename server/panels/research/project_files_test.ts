import assert from "node:assert/strict";
import { join } from "node:path";
import { MAX_LISTED_FILES, projectSourceFiles } from "./project_files.ts";

async function tree(files: Record<string, string>): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "svc-project-files-" });
  for (const [path, text] of Object.entries(files)) {
    await Deno.mkdir(join(root, path, ".."), { recursive: true });
    await Deno.writeTextFile(join(root, path), text);
  }
  return root;
}

Deno.test("projectSourceFiles() lists readable source types, skips hidden, archive and links", async () => {
  const root = await tree({
    "novel.md": "# N",
    "sources/letter.PDF": "%PDF-1.4",
    "sources/notes.txt": "n",
    "sources/page.html": "<p>x</p>",
    "sources/photo.jpg": "x",
    ".git/config.txt": "x",
    "svc-research/log/x.md": "x",
    "a/b/c/d/deep.md": "x",
    "a/b/c/d/e/too-deep.md": "x",
  });
  await Deno.symlink(join(root, "novel.md"), join(root, "link.md"));
  try {
    const { files, truncated } = await projectSourceFiles(root);
    assert.deepEqual(files, [
      "a/b/c/d/deep.md",
      "novel.md",
      "sources/letter.PDF",
      "sources/notes.txt",
      "sources/page.html",
    ]);
    assert.equal(truncated, false);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("projectSourceFiles() stops at the listing limit and says so", async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i <= MAX_LISTED_FILES; i++) files[`f${String(i).padStart(4, "0")}.txt`] = "x";
  const root = await tree(files);
  try {
    const listed = await projectSourceFiles(root);
    assert.equal(listed.files.length, MAX_LISTED_FILES);
    assert.equal(listed.truncated, true);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
