/**
 * Compile readiness: would `deno compile` of the entry module embed everything the program
 * loads or reads from its own tree at run time? The release binaries cannot be built on our
 * machines (the `denort` download fails), so this is checked here, in the test suite.
 *
 * A compiled binary holds the module graph that `deno info --json` shows (static imports and
 * string-literal `import()`), the npm packages it reaches, and the files named with
 * `--include`. It misses:
 * - an `import()` whose specifier is computed (the graph cannot follow it);
 * - a worker's main module (`new Worker(...)`) that is not in the graph;
 * - a data file that a module finds next to itself (`new URL("./x", import.meta.url)`,
 *   `import.meta.resolve("./x")`) and that is neither a module of the graph nor included;
 * - any other path computed from `import.meta.url`, `import.meta.dirname` or
 *   `import.meta.filename`: what it reads cannot be checked, so it is refused too (write it as
 *   `new URL("literal", import.meta.url)` and the check covers it).
 *
 * The scan parses every module of ours with Deno's own parser through `Deno.lint.runPlugin`
 * (comments and strings never count), which Deno offers inside `deno test` only: this module
 * is the library of `compile_readiness_test.ts`.
 *
 * @module
 */

import { relative } from "node:path";
import { fileURLToPath } from "node:url";

/** One module of `deno info --json`. */
export interface GraphModule {
  readonly specifier: string;
  readonly kind?: string;
  readonly local?: string;
  readonly mediaType?: string;
  readonly error?: string;
}

/** Something a module loads or reads at run time, found in its source. */
export interface RuntimeReference {
  /** `import` for `import()`, `worker` for `new Worker()`, `file` for a path next to the module. */
  readonly kind: "import" | "worker" | "file";
  /** The literal specifier or relative URL; null when it is computed at run time. */
  readonly specifier: string | null;
  /** 1-based line of the reference. */
  readonly line: number;
  /** The reference's source text, shortened. */
  readonly text: string;
}

/** What {@linkcode readinessProblems} checks. */
export interface ReadinessInput {
  /** The repository root as a `file:` URL ending in `/`. */
  readonly root: URL;
  /** The graph of the entry module. */
  readonly modules: readonly GraphModule[];
  /** The references of each scanned module, by module specifier. */
  readonly references: ReadonlyMap<string, readonly RuntimeReference[]>;
  /** The `--include` paths, relative to the root. */
  readonly includes: readonly string[];
}

const SCANNED_MEDIA_TYPES = new Set([
  "TypeScript",
  "JavaScript",
  "TSX",
  "JSX",
  "Mts",
  "Mjs",
  "Cts",
  "Cjs",
]);

/**
 * The module graph of `entry` as `deno info --json` reports it.
 *
 * @example
 * ```ts
 * const modules = await moduleGraph(new URL("../cli.ts", import.meta.url));
 * ```
 */
export async function moduleGraph(
  entry: URL,
  options: { readonly noConfig?: boolean } = {},
): Promise<GraphModule[]> {
  const args = ["info", "--json", ...(options.noConfig ? ["--no-config"] : []), entry.href];
  const out = await new Deno.Command(Deno.execPath(), {
    args,
    stdout: "piped",
    stderr: "piped",
    stdin: "null",
  }).output();
  const decoder = new TextDecoder();
  if (!out.success) {
    throw new Error(`deno info of "${entry.href}" failed: ${decoder.decode(out.stderr).trim()}`);
  }
  return (JSON.parse(decoder.decode(out.stdout)) as { modules: GraphModule[] }).modules;
}

// The slice of Deno's lint AST that the scan reads.
interface AstNode {
  readonly type: string;
  readonly range: readonly [number, number];
  readonly [key: string]: unknown;
}

const node = (value: unknown): AstNode | null =>
  typeof value === "object" && value !== null && "type" in value ? value as AstNode : null;

function literalOf(value: unknown): string | null {
  const n = node(value);
  if (n?.type === "Literal" && typeof n.value === "string") return n.value;
  if (n?.type === "TemplateLiteral" && (n.expressions as unknown[]).length === 0) {
    const cooked = (n.quasis as { cooked?: string }[])[0]?.cooked;
    return typeof cooked === "string" ? cooked : null;
  }
  return null;
}

const META_PROPERTIES = new Set(["url", "dirname", "filename", "resolve"]);

/** `import.meta.<name>` (any of {@linkcode META_PROPERTIES} when `name` is omitted). */
function isImportMeta(value: unknown, name?: string): boolean {
  const n = node(value);
  if (n?.type !== "MemberExpression" || n.computed) return false;
  const object = node(n.object);
  const property = node(n.property);
  if (object?.type !== "MetaProperty" || property?.type !== "Identifier") return false;
  const meta = node(object.meta) as { name?: string } | null;
  const prop = (property as { name?: string }).name ?? "";
  return meta?.name === "import" &&
    (name === undefined ? META_PROPERTIES.has(prop) : prop === name);
}

function isCalled(value: unknown, callee: string): boolean {
  const n = node(value);
  const c = node(n?.callee);
  return c?.type === "Identifier" && (c as { name?: string }).name === callee;
}

/** `new URL(<x>, import.meta.url)`. */
function isUrlNextToModule(value: unknown): boolean {
  const n = node(value);
  return n?.type === "NewExpression" && isCalled(n, "URL") &&
    isImportMeta((n.arguments as unknown[])[1], "url");
}

/**
 * The `new URL("literal", import.meta.url)` an `import()` loads, written bare or with `.href`:
 * a module kept out of the start-up graph on purpose (see cli.ts), which a compiled binary
 * must still hold through `--include`.
 */
function urlOfImport(value: unknown): AstNode | null {
  let n = node(value);
  if (
    n?.type === "MemberExpression" && !n.computed &&
    (node(n.property) as { name?: string } | null)?.name === "href"
  ) n = node(n.object);
  return isUrlNextToModule(n) ? n : null;
}

/**
 * The run-time references of one module's source: every `import()`, `new Worker()` and use
 * of `import.meta.url` / `dirname` / `filename` / `resolve`. Works inside `deno test` only.
 *
 * @example
 * ```ts
 * runtimeReferences("a.ts", "await import(name);");
 * // [{ kind: "import", specifier: null, line: 1, text: "import(name)" }]
 * ```
 */
export function runtimeReferences(fileName: string, source: string): RuntimeReference[] {
  const found: {
    start: number;
    end: number;
    kind: RuntimeReference["kind"];
    spec: string | null;
  }[] = [];
  const metaUses: AstNode[] = [];
  const consumed = new Set<number>(); // start offsets of import.meta uses a pattern accounts for
  const claimedUrls = new Set<number>(); // `new URL(…)` nodes read as a worker's argument
  const add = (n: AstNode, kind: RuntimeReference["kind"], spec: string | null) =>
    found.push({ start: n.range[0], end: n.range[1], kind, spec });
  const plugin: Deno.lint.Plugin = {
    name: "compile-readiness",
    rules: {
      references: {
        create() {
          return {
            ImportExpression(raw) {
              const n = raw as unknown as AstNode;
              const url = urlOfImport(n.source);
              if (url) {
                claimedUrls.add(url.range[0]);
                consumed.add(node((url.arguments as unknown[])[1])!.range[0]);
                add(n, "import", literalOf((url.arguments as unknown[])[0]));
              } else add(n, "import", literalOf(n.source));
            },
            NewExpression(raw) {
              const n = raw as unknown as AstNode;
              const args = n.arguments as unknown[];
              if (isCalled(n, "Worker")) {
                const first = node(args[0]);
                if (isUrlNextToModule(first)) {
                  claimedUrls.add(first!.range[0]);
                  consumed.add(node((first!.arguments as unknown[])[1])!.range[0]);
                  add(n, "worker", literalOf((first!.arguments as unknown[])[0]));
                } else add(n, "worker", literalOf(first));
              } else if (isUrlNextToModule(n) && !claimedUrls.has(n.range[0])) {
                consumed.add(node(args[1])!.range[0]);
                add(n, "file", literalOf(args[0]));
              }
            },
            CallExpression(raw) {
              const n = raw as unknown as AstNode;
              if (isImportMeta(n.callee, "resolve")) {
                consumed.add(node(n.callee)!.range[0]);
                add(n, "file", literalOf((n.arguments as unknown[])[0]));
              }
            },
            MemberExpression(raw) {
              if (isImportMeta(raw)) metaUses.push(raw as unknown as AstNode);
            },
          };
        },
      },
    },
  };
  Deno.lint.runPlugin(plugin, fileName, source);
  for (const use of metaUses) {
    if (!consumed.has(use.range[0])) add(use, "file", null);
  }
  found.sort((a, b) => a.start - b.start);
  return found.map((f) => {
    const text = source.slice(f.start, f.end).replace(/\s+/g, " ");
    return {
      kind: f.kind,
      specifier: f.spec,
      line: source.slice(0, f.start).split("\n").length,
      text: text.length > 80 ? `${text.slice(0, 77)}...` : text,
    };
  });
}

const normal = (path: string) =>
  path.replaceAll("\\", "/").replace(/^\.\//, "").replace(/\/+$/, "");

/**
 * Whether `target` (a path relative to the root) is one of the includes or inside one.
 *
 * @example
 * ```ts
 * coveredByInclude("assets/a.txt", ["assets"]); // true
 * ```
 */
export function coveredByInclude(target: string, includes: readonly string[]): boolean {
  const t = normal(target);
  return includes.some((raw) => {
    const i = normal(raw);
    return i === "" || t === i || t.startsWith(`${i}/`);
  });
}

/**
 * What a compiled binary of the graph would miss, one sentence per problem (empty: ready).
 *
 * @example
 * ```ts
 * const root = new URL("file:///repo/");
 * const modules = [{ specifier: "file:///repo/cli.ts" }];
 * readinessProblems({ root, modules, references: new Map(), includes: [] }); // []
 * const broken = [{ specifier: "file:///repo/x.ts", error: "Module not found" }];
 * readinessProblems({ root, modules: broken, references: new Map(), includes: [] });
 * // ["x.ts cannot be loaded: Module not found"]
 * ```
 */
export function readinessProblems(input: ReadinessInput): string[] {
  const problems: string[] = [];
  const inGraph = new Set(input.modules.map((m) => m.specifier));
  const rel = (url: string) =>
    url.startsWith(input.root.href) ? url.slice(input.root.href.length) : url;
  for (const m of input.modules) {
    if (m.error !== undefined) problems.push(`${rel(m.specifier)} cannot be loaded: ${m.error}`);
  }
  for (const [specifier, references] of input.references) {
    for (const ref of references) {
      const where = `${rel(specifier)}:${ref.line}`;
      const what = ref.kind === "import"
        ? "import()"
        : ref.kind === "worker"
        ? "new Worker()"
        : "a file next to the module";
      if (ref.specifier === null) {
        problems.push(
          ref.kind === "file"
            ? `${where}: \`${ref.text}\` computes a path at run time; a compiled binary may not hold what it reads (use new URL("literal", import.meta.url) so this check can follow it)`
            : `${where}: ${what} with a computed specifier (\`${ref.text}\`); deno compile cannot follow it (use a string literal)`,
        );
        continue;
      }
      let target: URL;
      try {
        target = new URL(ref.specifier, specifier);
      } catch {
        problems.push(`${where}: ${what} of "${ref.specifier}" does not resolve`);
        continue;
      }
      if (target.protocol !== "file:") continue; // npm:, node:, jsr: specifiers join the graph
      if (!target.href.startsWith(input.root.href)) {
        problems.push(`${where}: ${what} "${ref.specifier}" lies outside the program's tree`);
        continue;
      }
      const path = rel(target.href);
      if (inGraph.has(target.href) || coveredByInclude(path, input.includes)) continue;
      problems.push(
        `${where}: ${what} "${path}" is neither in the module graph nor in --include (scripts/compile.ts COMPILE_INCLUDES); a compiled binary would not hold it`,
      );
    }
  }
  return problems;
}

/** What {@linkcode checkCompileReadiness} reports. */
export interface ReadinessReport {
  readonly problems: string[];
  /** The modules of our own tree that were scanned, by specifier, with their references. */
  readonly references: ReadonlyMap<string, readonly RuntimeReference[]>;
  readonly modules: readonly GraphModule[];
}

/**
 * Builds the graph of `entry`, scans every module under `root`, checks that every include
 * exists, and reports the problems.
 *
 * @example
 * ```ts
 * import { COMPILE_INCLUDES } from "./compile.ts";
 * const root = new URL("../", import.meta.url);
 * const options = { root, entry: "cli.ts", includes: COMPILE_INCLUDES };
 * (await checkCompileReadiness(options)).problems; // [] when a binary would hold all it loads
 * ```
 */
export async function checkCompileReadiness(options: {
  readonly root: URL;
  readonly entry: string;
  readonly includes: readonly string[];
  readonly noConfig?: boolean;
}): Promise<ReadinessReport> {
  // Included modules are roots of their own: the compiled binary holds their graphs too, so
  // they are scanned like the entry's.
  const roots = [
    options.entry,
    ...options.includes.filter((p) => /\.(ts|tsx|js|mjs)$/.test(p)),
  ];
  const modules: GraphModule[] = [];
  const seen = new Set<string>();
  for (const entry of roots) {
    for (
      const m of await moduleGraph(new URL(entry, options.root), { noConfig: options.noConfig })
    ) {
      if (seen.has(m.specifier)) continue;
      seen.add(m.specifier);
      modules.push(m);
    }
  }
  const references = new Map<string, RuntimeReference[]>();
  for (const m of modules) {
    if (!m.specifier.startsWith(options.root.href) || m.local === undefined) continue;
    if (m.error !== undefined || !SCANNED_MEDIA_TYPES.has(m.mediaType ?? "")) continue;
    references.set(m.specifier, runtimeReferences(m.local, await Deno.readTextFile(m.local)));
  }
  const problems = readinessProblems({
    root: options.root,
    modules,
    references,
    includes: options.includes,
  });
  const rootPath = fileURLToPath(options.root);
  for (const include of options.includes) {
    const target = new URL(normal(include), options.root);
    const inside = !relative(rootPath, fileURLToPath(target)).startsWith("..");
    let exists = false;
    try {
      await Deno.stat(target);
      exists = true;
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    if (!inside) problems.push(`--include "${include}" lies outside the program's tree`);
    else if (!exists) problems.push(`--include "${include}" names no file or folder`);
  }
  return { problems, references, modules };
}
