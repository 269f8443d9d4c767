/**
 * The two languages on the command line: `--language` is the analysis language, `SVC_LANG`
 * the interface language (the dashboard's labels); neither changes the other.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../../testing/cli.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

function pageLanguage(html: string): string {
  return /<html lang="([^"]+)">/.exec(html)?.[1] ?? "";
}

Deno.test("svc dashboard: --language analyses, SVC_LANG labels", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-dashboard-" });
  try {
    const page = async (args: string[], env: Record<string, string>, name: string) => {
      const out = join(dir, name);
      const run = await svc(["dashboard", SAMPLE, "-o", out, ...args], { env });
      assert.equal(run.code, 0, run.stderr);
      return await Deno.readTextFile(out);
    };
    assert.equal(pageLanguage(await page([], {}, "plain.html")), "en");
    // German rules for the analysis, English labels.
    assert.equal(pageLanguage(await page(["--language", "de"], {}, "de-rules.html")), "en");
    // English rules, German labels.
    const german = await page([], { SVC_LANG: "de_DE.UTF-8" }, "de-labels.html");
    assert.equal(pageLanguage(german), "de");
    assert.match(german, />Überblick</);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc analyze --json is byte-identical whatever the interface language", async () => {
  const plain = await svc(["analyze", SAMPLE, "--json"]);
  const german = await svc(["analyze", SAMPLE, "--json"], { env: { SVC_LANG: "de" } });
  assert.equal(plain.code, 0, plain.stderr);
  assert.equal(german.code, 0, german.stderr);
  assert.equal(german.stdout, plain.stdout);
  assert.equal(JSON.parse(plain.stdout).meta.language, "en");
});

Deno.test("svc dashboard takes names from the project config unless --names is given", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-dashboard-names-" });
  try {
    const book = join(dir, "book.md");
    await Deno.copyFile(SAMPLE, book);
    await Deno.writeTextFile(join(dir, "svc.toml"), 'names = ["Elias"]\n');
    const page = async (args: string[], name: string) => {
      const out = join(dir, name);
      const run = await svc(["dashboard", book, "-o", out, ...args]);
      assert.equal(run.code, 0, run.stderr);
      return await Deno.readTextFile(out);
    };
    const names = (html: string) => {
      const panel = /id="panel-characters"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      return [...panel.matchAll(/<tr>\s*<td>([^<]+)<\/td>\s*<td class="num">/g)].map((m) => m[1]);
    };
    assert.deepEqual(names(await page([], "config.html")), ["Elias"]);
    assert.deepEqual(names(await page(["--names", "Tom"], "flag.html")), ["Tom"]);
    // A broken config value is a warning and leaves the tab asking for names.
    await Deno.writeTextFile(join(dir, "svc.toml"), 'names = ["(=Broken"]\n');
    const out = join(dir, "broken.html");
    const run = await svc(["dashboard", book, "-o", out]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stderr, /\[warning\] names: Invalid name pattern/);
    assert.match(
      await Deno.readTextFile(out),
      /names = \[&quot;A&quot;, &quot;B&quot;\] in svc\.toml/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
