import assert from "node:assert/strict";
import { join } from "node:path";
import { HttpError } from "./http.ts";
import { fileInProject } from "./project_file.ts";

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-project-file-" }));
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("fileInProject() keeps paths inside the real project root and names only regular files", async () => {
  await withDir(async (dir) => {
    const root = join(dir, "p");
    await Deno.mkdir(join(root, "sub"), { recursive: true });
    await Deno.writeTextFile(join(root, "sub", "a.txt"), "a");
    await Deno.writeTextFile(join(dir, "outside.txt"), "o");
    await Deno.writeTextFile(join(root, "..x.txt"), "dots in a name are fine");
    await Deno.symlink(join(dir, "outside.txt"), join(root, "out.txt"));
    await Deno.symlink(join(root, "sub", "a.txt"), join(root, "in.txt"));
    assert.equal(await fileInProject(root, "sub/a.txt", "file"), join(root, "sub", "a.txt"));
    assert.equal(
      await fileInProject(root, join(root, "sub/a.txt"), "file"),
      join(root, "sub/a.txt"),
    );
    assert.equal(await fileInProject(root, "in.txt", "file"), join(root, "sub", "a.txt"));
    assert.equal(await fileInProject(root, "sub/../..x.txt", "file"), join(root, "..x.txt"));
    const refuse = async (path: string, message: RegExp) => {
      await assert.rejects(
        () => fileInProject(root, path, "file"),
        (e) => e instanceof HttpError && e.status === 400 && message.test(e.message),
      );
    };
    await refuse("out.txt", /outside the project folder/);
    await refuse("../outside.txt", /outside the project folder/);
    await refuse(join(dir, "outside.txt"), /outside the project folder/);
    await refuse(".", /not a regular file/);
    await refuse("sub", /not a regular file/);
    await refuse("gone.txt", /not found/);
    await refuse("", /must name a file/);
    await refuse("a\0b", /must name a file/);
    await Deno.mkdir(join(root, "svc-research"));
    await Deno.writeTextFile(join(root, "svc-research", "LOCK"), "");
    await refuse("svc-research/LOCK", /inside the research archive/);
  });
});
