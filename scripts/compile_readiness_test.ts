import assert from "node:assert/strict";
import { join } from "node:path";
import {
  checkCompileReadiness,
  coveredByInclude,
  readinessProblems,
  runtimeReferences,
} from "./compile_readiness.ts";
import { COMPILE_ENTRY, COMPILE_INCLUDES } from "./compile.ts";

const ROOT = new URL("../", import.meta.url);

Deno.test("runtimeReferences() tells literal from computed import() and ignores comments and strings", () => {
  const source = [
    'const a = await import("./a.ts");',
    "const b = await import(`./b.ts`);",
    "const c = await import(`./c/${name}.ts`);",
    "const d = await import(name);",
    "// await import(inComment)",
    'const s = "import(notCode)";',
    'const n = await import("npm:hono@4.13.19");',
  ].join("\n");
  assert.deepEqual(runtimeReferences("m.ts", source), [
    { kind: "import", specifier: "./a.ts", line: 1, text: 'import("./a.ts")' },
    { kind: "import", specifier: "./b.ts", line: 2, text: "import(`./b.ts`)" },
    { kind: "import", specifier: null, line: 3, text: "import(`./c/${name}.ts`)" },
    { kind: "import", specifier: null, line: 4, text: "import(name)" },
    { kind: "import", specifier: "npm:hono@4.13.19", line: 7, text: 'import("npm:hono@4.13.19")' },
  ]);
});

Deno.test("runtimeReferences() follows files and workers next to the module, and flags other import.meta paths", () => {
  const source = [
    'const t = await Deno.readTextFile(new URL("./t.txt", import.meta.url));',
    'const w = new Worker(new URL("./w.ts", import.meta.url), { type: "module" });',
    'const j = import.meta.resolve("./data.json");',
    "const p = fileURLToPath(import.meta.url);",
    'const q = join(import.meta.dirname!, "x.txt");',
    "const u = new URL(name, import.meta.url);",
    "if (import.meta.main) run();",
  ].join("\n");
  assert.deepEqual(
    runtimeReferences("m.ts", source).map((r) => [r.kind, r.specifier, r.line]),
    [
      ["file", "./t.txt", 1],
      ["worker", "./w.ts", 2],
      ["file", "./data.json", 3],
      ["file", null, 4],
      ["file", null, 5],
      ["file", null, 6],
    ],
  );
});

Deno.test("coveredByInclude() matches a file or anything inside an included folder", () => {
  assert.equal(coveredByInclude("assets/fonts/a.ttf", ["assets"]), true);
  assert.equal(coveredByInclude("assets/fonts/a.ttf", ["./assets/fonts/"]), true);
  assert.equal(coveredByInclude("assets/a.ttf", ["assets/a.ttf"]), true);
  assert.equal(coveredByInclude("assetsX/a.ttf", ["assets"]), false);
  assert.equal(coveredByInclude("a.ttf", []), false);
});

Deno.test("readinessProblems() names every reference a binary would miss, and only those", () => {
  const root = new URL("file:///app/");
  const problems = readinessProblems({
    root,
    modules: [
      { specifier: "file:///app/main.ts" },
      { specifier: "file:///app/lazy.ts" },
      { specifier: "file:///app/gone.ts", error: "Module not found" },
    ],
    references: new Map([[
      "file:///app/main.ts",
      [
        { kind: "import", specifier: "./lazy.ts", line: 1, text: "" },
        { kind: "import", specifier: "npm:jspdf@4.2.1", line: 2, text: "" },
        { kind: "import", specifier: null, line: 3, text: "import(name)" },
        { kind: "file", specifier: "./assets/t.txt", line: 4, text: "" },
        { kind: "file", specifier: "./data.txt", line: 5, text: "" },
        { kind: "worker", specifier: "./w.ts", line: 6, text: "" },
        { kind: "file", specifier: "../elsewhere.txt", line: 7, text: "" },
      ],
    ]]),
    includes: ["assets"],
  });
  assert.equal(problems.length, 5, problems.join("\n"));
  assert.match(problems[0], /^gone\.ts cannot be loaded: Module not found/);
  assert.match(
    problems[1],
    /^main\.ts:3: import\(\) with a computed specifier \(`import\(name\)`\)/,
  );
  assert.match(problems[2], /^main\.ts:5: a file next to the module "data\.txt" is neither/);
  assert.match(problems[3], /^main\.ts:6: new Worker\(\) "w\.ts" is neither/);
  assert.match(problems[4], /^main\.ts:7: .* "\.\.\/elsewhere\.txt" lies outside/);
});

async function fixture(files: Record<string, string>): Promise<URL> {
  const dir = await Deno.makeTempDir({ prefix: "svc-compile-readiness-" });
  for (const [name, text] of Object.entries(files)) {
    await Deno.mkdir(join(dir, name, ".."), { recursive: true });
    await Deno.writeTextFile(join(dir, name), text);
  }
  return new URL(`file://${dir}/`);
}

Deno.test("a program with a computed import and a data file missing from --include fails the check", async () => {
  const root = await fixture({
    "main.ts": [
      'import { helper } from "./static.ts";',
      'const name = "./lazy.ts";',
      "await import(name);",
      'await import("./lazy.ts");',
      'const template = await Deno.readTextFile(new URL("./templates/nda.txt", import.meta.url));',
      "console.log(helper, template);",
    ].join("\n"),
    "static.ts": "export const helper = 1;\n",
    "lazy.ts": "export const lazy = 2;\n",
    "templates/nda.txt": "Dear {{recipient_name}}\n",
  });
  try {
    const bad = await checkCompileReadiness({
      root,
      entry: "main.ts",
      includes: ["fonts"],
      noConfig: true,
    });
    assert.deepEqual(bad.problems.map((p) => p.split(":").slice(0, 2).join(":")), [
      "main.ts:3",
      "main.ts:5",
      '--include "fonts" names no file or folder',
    ]);
    assert.match(
      bad.problems[1],
      /"templates\/nda\.txt" is neither in the module graph nor in --include/,
    );

    const good = await checkCompileReadiness({
      root,
      entry: "main.ts",
      includes: ["templates"],
      noConfig: true,
    });
    assert.deepEqual(good.problems, [
      "main.ts:3: import() with a computed specifier (`import(name)`); deno compile cannot follow it (use a string literal)",
    ]);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a fixed program passes: literal imports only, data files included", async () => {
  const root = await fixture({
    "main.ts": [
      'await import("./lazy.ts");',
      'await Deno.readTextFile(new URL("./templates/nda.txt", import.meta.url));',
    ].join("\n"),
    "lazy.ts": "export const lazy = 2;\n",
    "templates/nda.txt": "Dear {{recipient_name}}\n",
  });
  try {
    const report = await checkCompileReadiness({
      root,
      entry: "main.ts",
      includes: ["templates/"],
      noConfig: true,
    });
    assert.deepEqual(report.problems, []);
    assert.equal(report.references.size, 2);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("svc compiles whole: every run-time load of cli.ts's graph is embedded in the binary", async () => {
  const report = await checkCompileReadiness({
    root: ROOT,
    entry: COMPILE_ENTRY,
    includes: COMPILE_INCLUDES,
  });
  assert.deepEqual(report.problems, []);
  // The scan really saw the program: the lazily loaded commands and PDF layouts are literal
  // import()s of modules in the graph, and the files that look like data are modules.
  const refs = [...report.references.values()].flat();
  const imports = refs.filter((r) => r.kind === "import");
  assert.ok(report.references.size > 200, `${report.references.size} modules scanned`);
  assert.ok(imports.length >= 19, `${imports.length} import() found`);
  const graph = new Set(report.modules.map((m) => m.specifier));
  for (const language of ["de-1996", "en-us", "es", "fr", "it", "nl", "pt"]) {
    assert.ok(graph.has(`npm:/hyphen@1.14.1/patterns/${language}.js`), `${language} patterns`);
  }
  for (const pack of ["de", "en", "es", "fr", "it", "nl", "pt"]) {
    assert.ok(graph.has(new URL(`src/report/labels/${pack}.ts`, ROOT).href), `${pack} labels`);
  }
  for (const layout of ["book/book.ts", "report/report.ts", "sheet/sheet.ts"]) {
    assert.ok(graph.has(new URL(`src/report/pdf/${layout}`, ROOT).href), layout);
  }
});

Deno.test("an import() of new URL(literal, import.meta.url) is followed like a literal import", () => {
  const refs = runtimeReferences(
    "a.ts",
    'await import(new URL("./b.ts", import.meta.url).href);\nawait import(new URL("./c.ts", import.meta.url));\n',
  );
  assert.deepEqual(refs.map((r) => [r.kind, r.specifier, r.line]), [
    ["import", "./b.ts", 1],
    ["import", "./c.ts", 2],
  ]);
});
