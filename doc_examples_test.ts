/**
 * Every exported function carries an `@example` whose code block holds real code, and no
 * `@example` block anywhere is comments only. The test task type-checks the blocks themselves
 * (`deno check --doc-only`); this test keeps them from decaying back into prose.
 *
 * @module
 */
import assert from "node:assert/strict";

const ROOT = new URL(".", import.meta.url).pathname;

/** One finding: a file, a line and what is wrong there. */
interface ExampleProblem {
  readonly file: string;
  readonly line: number;
  readonly problem: "no example" | "comments only";
}

/** True for a line of a code block that is code (not blank, not a comment). */
function isCode(line: string): boolean {
  const t = line.trim();
  return t !== "" && !t.startsWith("//") && !t.startsWith("/*") && !t.startsWith("*");
}

/** The example problems of one source file. */
function exampleProblems(file: string, source: string): ExampleProblem[] {
  const lines = source.split("\n");
  const problems: ExampleProblem[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trimStart().startsWith("/**")) continue;
    let end = i;
    while (end < lines.length && !lines[end].includes("*/")) end++;
    const doc = lines.slice(i, end + 1)
      .map((l) => l.replace(/^\s*\/\*\*\s?/, "").replace(/^\s*\*\/?\s?/, ""))
      .join("\n");
    let next = end + 1;
    while (next < lines.length && lines[next].trim() === "") next++;
    const isFunction = /^export (?:async )?function\*? ?\w+/.test(lines[next] ?? "");
    const at = doc.indexOf("@example");
    if (at < 0) {
      if (isFunction) problems.push({ file, line: next + 1, problem: "no example" });
    } else {
      const blocks = [...doc.slice(at).matchAll(/```[^\n]*\n([\s\S]*?)```/g)];
      if (!blocks.some((b) => b[1].split("\n").some(isCode))) {
        problems.push({ file, line: next + 1, problem: "comments only" });
      }
    }
    i = end;
  }
  return problems;
}

Deno.test("exampleProblems() finds missing and comment-only examples, and passes real ones", () => {
  const fn = "export function f(): number {\n  return 1;\n}\n";
  assert.deepEqual(exampleProblems("a.ts", `/** Returns one. */\n${fn}`), [
    { file: "a.ts", line: 2, problem: "no example" },
  ]);
  assert.deepEqual(
    exampleProblems("a.ts", "/**\n * @example\n * ```ts\n * // f(); // 1\n * ```\n */\n" + fn),
    [{ file: "a.ts", line: 7, problem: "comments only" }],
  );
  assert.deepEqual(
    exampleProblems("a.ts", "/**\n * @example\n * ```ts\n * f(); // 1\n * ```\n */\n" + fn),
    [],
  );
  // A constant without an example is fine; one with a comment-only example is not.
  assert.deepEqual(exampleProblems("a.ts", "/** One. */\nexport const ONE = 1;\n"), []);
  assert.equal(
    exampleProblems(
      "a.ts",
      "/**\n * @example\n * ```ts\n * // ONE\n * ```\n */\nexport const ONE = 1;\n",
    )
      .length,
    1,
  );
});

Deno.test("every exported function has a real example, and no example is comments only", async () => {
  const listed = new TextDecoder().decode(
    (await new Deno.Command("git", {
      args: ["ls-files", "-co", "--exclude-standard", "*.ts"],
      cwd: ROOT,
      stdout: "piped",
    }).output()).stdout,
  ).trim().split("\n").filter((f) => !f.endsWith("_test.ts") && !f.startsWith("testdata/"));
  assert.ok(listed.length > 500, `only ${listed.length} files listed`);
  const problems: string[] = [];
  for (const file of listed) {
    let source: string;
    try {
      source = await Deno.readTextFile(`${ROOT}${file}`);
    } catch (e) {
      if (e instanceof Deno.errors.NotFound) continue; // deleted in the working tree
      throw e;
    }
    for (const p of exampleProblems(file, source)) {
      problems.push(`${p.file}:${p.line} ${p.problem}`);
    }
  }
  assert.deepEqual(problems, []);
});
