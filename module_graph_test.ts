/**
 * The module-graph rules of DESIGN.md ("Layout"), read from `deno info --json` of the product
 * entry points (code and type imports alike):
 *
 * - no folder circle: the folder graph (a folder is `area/name`; a file directly in an area is
 *   its own node) has no cycle, and the areas import one way only, src <- research <- server;
 * - src's pure folders use no `Deno.*` and import nothing from `src/project` or `src/cli`;
 * - server/ reaches the archive only through `research/mod.ts`;
 * - only `cli.ts` imports `src/cli`, `research/cli` or `server/cli` (from outside them);
 * - no product module lives in a `testing` folder or in `testdata/`, or is named like a test, and
 *   every non-test module outside `testing` folders, `testdata/` and `scripts/` is reached from an
 *   entry point (no test helper hides among product files).
 *
 * @module
 */
import assert from "node:assert/strict";

const ROOT = new URL(".", import.meta.url).pathname;
/**
 * What a user or another program starts: the CLI, its lazily loaded tree (the runner, one
 * registry per area and the analysis fast path, which `cli.ts` loads through `new URL(…)`), the
 * facades, the app.
 */
const ENTRY_POINTS = [
  "cli.ts",
  "mod.ts",
  "src/console/program.ts",
  "src/cli/registry.ts",
  "src/cli/fast_analysis.ts",
  "research/cli/registry.ts",
  "server/cli/registry.ts",
  "research/mod.ts",
  "server/app.ts",
];
/** src folders that must stay free of I/O. */
const PURE = [
  "src/document",
  "src/language",
  "src/text",
  "src/metrics",
  "src/features",
  "src/stats",
  "src/style",
  "src/views",
  "src/report",
  "src/settings",
  "src/codec",
  "src/i18n",
  "src/vendor",
];
const AREAS = ["src", "research", "server"];

interface Graph {
  /** Repository-relative file -> the repository files it imports. */
  readonly imports: Map<string, Set<string>>;
}

async function productGraph(): Promise<Graph> {
  const imports = new Map<string, Set<string>>();
  for (const entry of ENTRY_POINTS) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["info", "--json", entry],
      cwd: ROOT,
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const info = JSON.parse(new TextDecoder().decode(out.stdout)) as {
      modules: {
        specifier: string;
        local?: string;
        dependencies?: { code?: { specifier: string }; type?: { specifier: string } }[];
      }[];
    };
    for (const m of info.modules) {
      if (!m.specifier.startsWith("file://") || !m.local) continue;
      const from = relative(m.local);
      const set = imports.get(from) ?? new Set<string>();
      for (const d of m.dependencies ?? []) {
        for (const target of [d.code?.specifier, d.type?.specifier]) {
          if (target?.startsWith("file://")) set.add(relative(new URL(target).pathname));
        }
      }
      imports.set(from, set);
    }
  }
  return { imports };
}

function relative(path: string): string {
  const p = decodeURIComponent(path);
  assert.ok(p.startsWith(ROOT), `${p} outside the repository`);
  return p.slice(ROOT.length);
}

/** The node of the folder graph a file belongs to. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  return parts.length <= 2 ? file : `${parts[0]}/${parts[1]}`;
}

const graph = await productGraph();
const reached = [...graph.imports.keys()];

function edges(): [string, string][] {
  const out: [string, string][] = [];
  for (const [from, targets] of graph.imports) for (const to of targets) out.push([from, to]);
  return out;
}

Deno.test("module graph: the folder graph has no circle", () => {
  const next = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const [from, to] of edges()) {
    const a = folderOf(from), b = folderOf(to);
    if (a === b) continue;
    (next.get(a) ?? next.set(a, new Set()).get(a)!).add(b);
    if (!example.has(`${a} ${b}`)) example.set(`${a} ${b}`, `${from} -> ${to}`);
  }
  // Tarjan's strongly connected components: any component of two or more folders is a circle.
  let counter = 0;
  const index = new Map<string, number>(), low = new Map<string, number>();
  const stack: string[] = [], onStack = new Set<string>(), circles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  const described = circles.map((c) =>
    c.join(" ⇄ ") + ": " +
    c.flatMap((a) => c.map((b) => example.get(`${a} ${b}`))).filter(Boolean).join("; ")
  );
  assert.deepEqual(described, []);
});

Deno.test("module graph: imports run src <- research <- server", () => {
  const upward = edges().filter(([from, to]) => {
    const a = AREAS.indexOf(from.split("/")[0]), b = AREAS.indexOf(to.split("/")[0]);
    return a >= 0 && b > a;
  }).map(([from, to]) => `${from} -> ${to}`);
  assert.deepEqual(upward, []);
});

Deno.test("module graph: server/ reaches the archive only through research/mod.ts", () => {
  const inside = edges().filter(([from, to]) =>
    from.startsWith("server/") && to.startsWith("research/") && to !== "research/mod.ts"
  ).map(([from, to]) => `${from} -> ${to}`);
  assert.deepEqual(inside, []);
});

Deno.test("module graph: only cli.ts imports src/cli, research/cli and server/cli", () => {
  const clis = ["src/cli/", "research/cli/", "server/cli/"];
  const wrong = edges().filter(([from, to]) => {
    const target = clis.find((c) => to.startsWith(c));
    return target !== undefined && from !== "cli.ts" && !from.startsWith(target);
  }).map(([from, to]) => `${from} -> ${to}`);
  assert.deepEqual(wrong, []);
});

Deno.test("module graph: src's pure folders do no I/O", async () => {
  const pure = (f: string) => PURE.some((p) => f.startsWith(`${p}/`));
  const wrong = edges().filter(([from, to]) =>
    pure(from) && (to.startsWith("src/project/") || to.startsWith("src/cli/"))
  ).map(([from, to]) => `${from} -> ${to}`);
  for (const file of reached.filter(pure)) {
    const code = stripComments(await Deno.readTextFile(`${ROOT}${file}`));
    if (/\bDeno\.[a-zA-Z]/.test(code)) wrong.push(`${file} uses Deno.*`);
    const io = code.match(
      /from\s+["'](node:(?:fs|fs\/promises|child_process|net|http|os|process))["']/,
    );
    if (io) wrong.push(`${file} imports ${io[1]}`);
  }
  assert.deepEqual(wrong, []);
});

Deno.test("module graph: test helpers live in testing folders, product code is never named like a test", async () => {
  const isTesting = (f: string) => f.startsWith("testdata/") || f.split("/").includes("testing");
  const wrong = reached.filter((f) => isTesting(f) || f.endsWith("_test.ts"));
  const listed = new TextDecoder().decode(
    (await new Deno.Command("git", {
      args: ["ls-files", "-co", "--exclude-standard", "*.ts"],
      cwd: ROOT,
      stdout: "piped",
    }).output()).stdout,
  ).trim().split("\n");
  const reachedSet = new Set(reached);
  const orphans = listed.filter((f) =>
    !f.endsWith("_test.ts") && !isTesting(f) && !f.startsWith("scripts/") &&
    !reachedSet.has(f) && existsSync(`${ROOT}${f}`)
  );
  assert.deepEqual({ testingInProduct: wrong, unreachedProductFiles: orphans }, {
    testingInProduct: [],
    unreachedProductFiles: [],
  });
});

Deno.test("folderOf() names area folders and top-level files", () => {
  assert.equal(folderOf("src/views/style.ts"), "src/views");
  assert.equal(folderOf("src/report/pdf/book/book.ts"), "src/report");
  assert.equal(folderOf("src/about.ts"), "src/about.ts");
  assert.equal(folderOf("cli.ts"), "cli.ts");
});

function existsSync(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Source without comments, so that a JSDoc example's `Deno.readTextFile` does not count. */
function stripComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}
