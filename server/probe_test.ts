import assert from "node:assert/strict";
import { join } from "node:path";
import { init } from "../research/mod.ts";
import { probeProject } from "./probe.ts";
import { resolveSelection } from "./select.ts";

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-probe-" }));
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("probeProject() reads title and language from svc.toml and names the manuscripts", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(join(dir, "svc.toml"), 'title = "Tide"\nlanguage = "de"\n');
    for (const name of ["b.md", "a.markdown", "README.md", ".hidden.md", "notes.txt"]) {
      await Deno.writeTextFile(join(dir, name), "# x\n");
    }
    await Deno.mkdir(join(dir, "c.md")); // a folder is no manuscript
    assert.deepEqual(await probeProject(dir), {
      detected: true,
      config: "svc.toml",
      research: false,
      title: "Tide",
      language: "de",
      manuscript: "a.markdown",
      manuscripts: ["a.markdown", "b.md"],
    });
  });
});

Deno.test("probeProject() names the manuscript that project-open selects", async () => {
  await withDir(async (dir) => {
    for (const name of ["zeta.md", "Alpha.md", "beta.md"]) {
      await Deno.writeTextFile(join(dir, name), "# x\n");
    }
    const probe = await probeProject(dir);
    const selection = await resolveSelection(dir);
    assert.equal(probe.manuscript, "Alpha.md");
    assert.equal(selection.manuscript, join(dir, probe.manuscript!));
  });
});

Deno.test("probeProject() reads [tool.svc] of pyproject.toml, and ignores a pyproject without it", async () => {
  await withDir(async (dir) => {
    const pyproject = join(dir, "pyproject.toml");
    await Deno.writeTextFile(pyproject, '[project]\nname = "x"\n');
    assert.deepEqual(await probeProject(dir), {
      detected: false,
      config: null,
      research: false,
      title: null,
      language: null,
      manuscript: null,
      manuscripts: [],
    });
    await Deno.writeTextFile(pyproject, '[project]\nname = "x"\n[tool.svc]\ntitle = "Py"\n');
    const probe = await probeProject(dir);
    assert.equal(probe.detected, true);
    assert.equal(probe.config, "pyproject.toml");
    assert.equal(probe.title, "Py");
    assert.equal(probe.language, null);
  });
});

Deno.test("probeProject() prefers svc.toml over pyproject.toml", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(join(dir, "pyproject.toml"), '[tool.svc]\ntitle = "Py"\n');
    await Deno.writeTextFile(join(dir, "svc.toml"), 'title = "Svc"\n');
    const probe = await probeProject(dir);
    assert.equal(probe.config, "svc.toml");
    assert.equal(probe.title, "Svc");
  });
});

Deno.test("probeProject() detects a folder with only a manuscript, without config fields", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(join(dir, "book.md"), "# Book\n");
    const probe = await probeProject(dir);
    assert.equal(probe.detected, true);
    assert.equal(probe.config, null);
    assert.equal(probe.title, null);
    assert.equal(probe.manuscript, "book.md");
  });
});

Deno.test("probeProject() counts a malformed svc.toml as a config but reads no values from it", async () => {
  await withDir(async (dir) => {
    await Deno.writeTextFile(join(dir, "svc.toml"), "title = = broken\n");
    const probe = await probeProject(dir);
    assert.equal(probe.detected, true);
    assert.equal(probe.config, "svc.toml");
    assert.equal(probe.title, null);
    assert.equal(probe.language, null);
  });
});

Deno.test("probeProject() reports an empty folder as not detected", async () => {
  await withDir(async (dir) => {
    const probe = await probeProject(dir);
    assert.equal(probe.detected, false);
    assert.deepEqual(probe.manuscripts, []);
  });
});

Deno.test("probeProject() throws NotFound for a missing folder", async () => {
  await withDir(async (dir) => {
    await assert.rejects(() => probeProject(join(dir, "missing")), Deno.errors.NotFound);
  });
});

Deno.test("probeProject() flags a folder whose archive validates, and detects a research-only folder", async () => {
  await withDir(async (dir) => {
    await Deno.mkdir(join(dir, "svc-research"));
    const stray = await probeProject(dir);
    assert.equal(stray.research, false, "a folder named svc-research is not yet an archive");
    assert.equal(stray.detected, false);
    await Deno.remove(join(dir, "svc-research"));
    await init(dir, { title: "Letters", language: "en" });
    assert.deepEqual(await probeProject(dir), {
      detected: true,
      config: null,
      research: true,
      title: null,
      language: null,
      manuscript: null,
      manuscripts: [],
    });
    await Deno.writeTextFile(join(dir, "svc-research", "MANIFEST.json"), "{ broken");
    assert.equal((await probeProject(dir)).research, false, "a broken manifest does not validate");
  });
});
