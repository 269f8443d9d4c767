import assert from "node:assert/strict";
import { join } from "node:path";
import { svc } from "../../testing/cli.ts";

const PRIDE = new URL("../../../shared/corpus/en/pride-and-prejudice.md", import.meta.url);
const pride = await Deno.readTextFile(PRIDE).catch(() => null);

Deno.test({
  name: "svc style prints the words behind each finding; a broken names config is a warning",
  ignore: pride === null,
  async fn() {
    const dir = await Deno.makeTempDir({ prefix: "svc-style-words-" });
    try {
      const book = join(dir, "book.md");
      await Deno.writeTextFile(book, pride!);
      await Deno.writeTextFile(join(dir, "svc.toml"), 'names = ["Collins"]\n');
      const run = await svc(["style", book]);
      assert.equal(run.code, 0, run.stderr);
      assert.match(
        run.stdout,
        /\n {2}Chapter 44: .*\n(.*\n)*? {4}The words behind it:\n {6}Longest sentences:\n {8}- “When she saw him thus seeking/,
      );
      await Deno.writeTextFile(join(dir, "svc.toml"), 'names = ["(=Broken"]\n');
      const broken = await svc(["style", book]);
      assert.equal(broken.code, 0, broken.stderr);
      assert.match(broken.stderr, /\[warning\] names: Invalid name pattern/);
      assert.ok(broken.stdout.includes("The words behind it:"));
      // The JSON is the style reference alone, as before.
      const json = JSON.parse((await svc(["style", book, "--json"])).stdout);
      assert.ok(!("finding_words" in json) && !("findingWords" in json));
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
