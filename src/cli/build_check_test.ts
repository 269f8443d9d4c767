import assert from "node:assert/strict";
import { join } from "node:path";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;
const JEKYLL = new URL("../../../shared/corpus/en/jekyll-and-hyde.md", import.meta.url).pathname;

async function svc(cwd: string, ...args: string[]) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, ...args],
    cwd,
    env: { NO_COLOR: "1", SVC_LANG: "en" },
  }).output();
  const decode = (b: Uint8Array) => new TextDecoder().decode(b);
  return { code: out.code, stdout: decode(out.stdout), stderr: decode(out.stderr) };
}

async function inBook(body: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.copyFile(JEKYLL, join(dir, "book.md"));
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("svc build --check writes the same bytes svc check prints, and a second build writes nothing", async () => {
  await inBook(async (dir) => {
    const built = await svc(dir, "build", "book.md", "--check", "sarif,junit,json,text,sarif");
    assert.equal(built.code, 0, built.stderr);
    for (
      const [format, name] of [
        ["sarif", "book-check.sarif"],
        ["junit", "book-check-junit.xml"],
        ["json", "book-check.json"],
        ["text", "book-check.txt"],
      ]
    ) {
      const file = await Deno.readTextFile(join(dir, "exports", name));
      // The build's default level is svc check's: beyond-chance.
      const same = await svc(dir, "check", "book.md", "--format", format);
      assert.ok(same.stdout.length > 0);
      assert.equal(file, same.stdout, `${format} differs from svc check`);
    }
    const manifest = JSON.parse(
      await Deno.readTextFile(join(dir, "exports", "book-manifest.json")),
    );
    const names = manifest.artifacts.map((a: { name: string }) => a.name);
    assert.ok(names.includes("book-check.sarif") && names.includes("book-check-junit.xml"));
    assert.deepEqual(manifest.settings.check, {
      formats: ["sarif", "junit", "json", "text"],
      fail_on: "beyond-chance",
    });
    const again = await svc(dir, "build", "book.md", "--check", "sarif,junit,json,text");
    assert.match(again.stdout, /up to date/);
    const fewer = await svc(dir, "build", "book.md", "--check", "sarif");
    assert.doesNotMatch(fewer.stdout, /up to date/);
  });
});

Deno.test("svc build reads check_formats and check_fail_on from the project config", async () => {
  await inBook(async (dir) => {
    await Deno.writeTextFile(
      join(dir, "svc.toml"),
      'check_formats = ["checkstyle", "codeclimate"]\ncheck_fail_on = "never"\n',
    );
    const built = await svc(dir, "build", "book.md");
    assert.equal(built.code, 0, built.stderr);
    const checkstyle = await Deno.readTextFile(join(dir, "exports", "book-check-checkstyle.xml"));
    const expected = await svc(dir, "check", "book.md", "--format", "checkstyle");
    assert.equal(checkstyle, expected.stdout);
    const junitLess = await svc(dir, "build", "book.md", "--check", "junit", "--fail-on", "mild");
    assert.equal(junitLess.code, 0);
    const junit = await Deno.readTextFile(join(dir, "exports", "book-check-junit.xml"));
    const mild = await svc(dir, "check", "book.md", "--format", "junit", "--fail-on", "mild");
    assert.equal(junit, mild.stdout);
  });
});

Deno.test("svc build refuses an unknown check format or level before writing anything", async () => {
  await inBook(async (dir) => {
    const bad = await svc(dir, "build", "book.md", "--check", "sarif,pdf");
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /Unknown check format "pdf"/);
    await Deno.writeTextFile(join(dir, "svc.toml"), 'check_formats = "sarif"\n');
    const notList = await svc(dir, "build", "book.md");
    assert.equal(notList.code, 2);
    assert.match(notList.stderr, /must be a list/);
    await Deno.writeTextFile(
      join(dir, "svc.toml"),
      'check_formats = ["sarif"]\ncheck_fail_on = "loud"\n',
    );
    const level = await svc(dir, "build", "book.md");
    assert.equal(level.code, 2);
    assert.match(level.stderr, /check_fail_on must be one of/);
    await assert.rejects(Deno.stat(join(dir, "exports")), Deno.errors.NotFound);
  });
});
