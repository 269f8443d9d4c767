/**
 * `mod.ts` is importable from another Deno project: every external dependency is imported
 * with a full `npm:` specifier, so a consumer needs no import map of ours. This test builds
 * such a consumer in a temporary folder (once with its own empty `deno.json`, once with no
 * config at all) and runs it as a real process.
 *
 * @module
 */

import assert from "node:assert/strict";

const MOD_URL = new URL("./mod.ts", import.meta.url).href;

async function runConsumer(
  withConfig: boolean,
): Promise<{ code: number; out: string; err: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-consumer-" });
  try {
    if (withConfig) await Deno.writeTextFile(`${dir}/deno.json`, "{}\n");
    await Deno.writeTextFile(
      `${dir}/main.ts`,
      `import { analyze } from ${JSON.stringify(MOD_URL)};\n` +
        `const r = analyze("## One\\n\\nThe cat sat on the mat. It was warm.\\n", { language: "en" });\n` +
        `console.log(JSON.stringify({ keys: Object.keys(r), words: r.metrics.raw_words }));\n`,
    );
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "--quiet", "--no-lock", "-A", "main.ts"],
      cwd: dir,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const dec = new TextDecoder();
    return { code: out.code, out: dec.decode(out.stdout), err: dec.decode(out.stderr) };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

for (const withConfig of [true, false]) {
  Deno.test(`mod.ts runs in a separate project ${withConfig ? "with its own deno.json" : "with no config"}`, async () => {
    const { code, out, err } = await runConsumer(withConfig);
    assert.deepEqual(code, 0, err);
    assert.deepEqual(JSON.parse(out), { keys: ["meta", "metrics"], words: 9 });
  });
}
