import assert from "node:assert/strict";
import { bashCompletion, zshCompletion } from "./completion.ts";
import { COMMAND_NAMES } from "../command_names.ts";
import { commandTree } from "../../cli.ts";

/** The tree `cli.ts` composes from the analysis, research and server verbs. */
const TREE = await commandTree();

async function tempScript(text: string): Promise<string> {
  const path = await Deno.makeTempFile({ suffix: ".sh" });
  await Deno.writeTextFile(path, text);
  return path;
}

Deno.test("COMMAND_NAMES lists exactly the composed commands, in order", () => {
  assert.deepEqual([...COMMAND_NAMES], TREE.map((c) => c.name));
});

Deno.test("the bash completion script is valid bash", async () => {
  const path = await tempScript(bashCompletion(TREE));
  const r = await new Deno.Command("bash", { args: ["-n", path] }).output();
  await Deno.remove(path);
  assert.equal(r.code, 0, new TextDecoder().decode(r.stderr));
});

async function complete(line: string[]): Promise<string[]> {
  const path = await tempScript(bashCompletion(TREE));
  const words = line.map((w) => `'${w}'`).join(" ");
  const probe = `source '${path}'; COMP_WORDS=(${words}); COMP_CWORD=${
    line.length - 1
  }; _svc; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = await new Deno.Command("bash", { args: ["-c", probe] }).output();
  await Deno.remove(path);
  return new TextDecoder().decode(r.stdout).split("\n").filter((s) => s !== "");
}

Deno.test("bash completion offers analyze for `svc an`", async () => {
  assert.deepEqual(await complete(["svc", "an"]), ["analyze"]);
});

Deno.test("bash completion offers languages after --language and options after a command", async () => {
  assert.ok((await complete(["svc", "--language", ""])).includes("de"));
  assert.ok((await complete(["svc", "analyze", "--j"])).includes("--json"));
  assert.deepEqual(await complete(["svc", "completion", "z"]), ["zsh"]);
});

Deno.test("the zsh completion script names every command", () => {
  const script = zshCompletion(TREE);
  assert.ok(script.startsWith("#compdef svc"));
  for (const name of COMMAND_NAMES) assert.ok(script.includes(`'${name}:`), name);
});

/** Whether zsh is installed (`.ci/run` installs it, so CI never ignores the syntax check). */
const HAS_ZSH = new Deno.Command("sh", { args: ["-c", "command -v zsh"], stdout: "null" })
  .outputSync().code === 0;

Deno.test({
  name: "the zsh completion script is valid zsh (zsh -n)",
  ignore: !HAS_ZSH,
  fn: async () => {
    const path = await tempScript(zshCompletion(TREE));
    const r = await new Deno.Command("zsh", { args: ["-n", path] }).output();
    await Deno.remove(path);
    assert.equal(r.code, 0, new TextDecoder().decode(r.stderr));
  },
});
