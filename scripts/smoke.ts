/**
 * Smoke test of one `svc` executable, run by the release workflow on a machine of the
 * binary's own platform (and by `smoke_test.ts` here against `deno run -A cli.ts`).
 *
 * Usage, from the repository root:
 *
 * ```sh
 * deno run -A scripts/smoke.ts --binary dist/svc-0.4.9-x86_64-unknown-linux-gnu \
 *   --expect-build compiled --font-dir smoke-fonts
 * ```
 *
 * Steps (all must pass; exit 1 otherwise):
 * - `about`: `svc about --json` names this version and the expected build kind (`compiled`
 *   for a binary), and the text form says the same;
 * - `usage`: an unknown option exits 2 with an `[error]` line, so the CLI's error path works;
 * - `analyze`: `svc analyze` of the bundled sample, as text and as JSON, the JSON byte for
 *   byte equal to `deno run -A cli.ts` of the same sources (the reference);
 * - `research`: `svc research init`, `ingest --allow-retention` of the sample and `search`
 *   in a temporary folder, the search finding a passage;
 * - `pdf`: `svc pdf` of the sample in each layout (report, book with hyphenation, sheet),
 *   each file byte for byte equal to the reference's (`SOURCE_DATE_EPOCH` fixed, fonts from
 *   `--font-dir` through `SVC_FONT_PATH` when given).
 *
 * @module
 */

import { parseArgs } from "node:util";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildKind } from "../src/about.ts";
import { VERSION } from "../src/version.ts";

/** The steps, in the order they run. */
export const SMOKE_STEPS = ["about", "usage", "analyze", "research", "pdf"] as const;

/** One step's name. */
export type SmokeStep = typeof SMOKE_STEPS[number];

/** The repository root, where the sample and the reference sources are. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The bundled sample manuscript, relative to the root. */
export const SAMPLE = "testdata/sample-en.md";

/** A word of the sample that the research search must find. */
const SEARCH_WORD = "lighthouse";

/** The PDF creation date of the smoke test, so that two runs give the same bytes. */
const SOURCE_DATE_EPOCH = "1700000000";

/** What {@linkcode smoke} runs. */
export interface SmokeOptions {
  /** The command line of the svc under test, e.g. `["/path/svc"]`. */
  readonly program: readonly string[];
  /** The command line of the reference, `deno run -A cli.ts` of the same sources. */
  readonly reference: readonly string[];
  /** The build kind `svc about` must report. */
  readonly expectBuild: BuildKind;
  /** A folder with the TrueType fonts for `svc pdf` (becomes `SVC_FONT_PATH`). */
  readonly fontDir?: string;
  /** The steps to run; all by default. */
  readonly steps?: readonly SmokeStep[];
}

/** One step's outcome. */
export interface StepResult {
  readonly step: SmokeStep;
  readonly ok: boolean;
  /** Why it failed, or what it checked. */
  readonly message: string;
  readonly ms: number;
}

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(
  argv: readonly string[],
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<Run> {
  const out = await new Deno.Command(argv[0], {
    args: [...argv.slice(1), ...args],
    cwd: ROOT,
    env: { NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return { code: out.code, stdout: decoder.decode(out.stdout), stderr: decoder.decode(out.stderr) };
}

function expectSuccess(what: string, result: Run): string {
  if (result.code !== 0) {
    throw new Error(`${what} exited ${result.code}: ${result.stderr.trim() || "(no stderr)"}`);
  }
  return result.stdout;
}

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${what} printed no JSON: "${text.slice(0, 200)}"`);
  }
}

/**
 * Whether any object inside `value` has a string `passage_id` (a passage hit of
 * `research-search-local/1`, SPEC 3).
 *
 * @example
 * ```ts
 * hasPassageHit({ hits: [{ passage_id: "psg_1" }] }); // true
 * ```
 */
export function hasPassageHit(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPassageHit);
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.passage_id === "string" || Object.values(record).some(hasPassageHit);
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

async function stepAbout(o: SmokeOptions): Promise<string> {
  const json = parseJson(
    "svc about --json",
    expectSuccess("svc about --json", await run(o.program, ["about", "--json"])),
  ) as Record<string, unknown>;
  if (json.tool !== "svc" || json.version !== VERSION || json.build !== o.expectBuild) {
    throw new Error(
      `svc about --json reports tool "${json.tool}", version "${json.version}", build "${json.build}"; expected "svc", "${VERSION}", "${o.expectBuild}"`,
    );
  }
  const text = expectSuccess("svc about", await run(o.program, ["about"]));
  if (!text.startsWith(`svc ${VERSION}\nbuild:      ${o.expectBuild}\n`)) {
    throw new Error(`svc about begins "${text.slice(0, 60)}"`);
  }
  return `svc ${VERSION}, build ${o.expectBuild}`;
}

async function stepUsage(o: SmokeOptions): Promise<string> {
  const result = await run(o.program, ["--no-such-option"]);
  if (result.code !== 2 || !result.stderr.startsWith("[error]")) {
    throw new Error(`svc --no-such-option exited ${result.code} with "${result.stderr.trim()}"`);
  }
  return "unknown option: exit 2";
}

async function stepAnalyze(o: SmokeOptions): Promise<string> {
  const text = expectSuccess("svc analyze", await run(o.program, ["analyze", SAMPLE]));
  if (!text.startsWith("Manuscript analysis\n")) {
    throw new Error(`svc analyze begins "${text.slice(0, 60)}"`);
  }
  const [mine, theirs] = await Promise.all([
    run(o.program, ["analyze", SAMPLE, "--json"]),
    run(o.reference, ["analyze", SAMPLE, "--json"]),
  ]);
  const got = expectSuccess("svc analyze --json", mine);
  const want = expectSuccess("reference analyze --json", theirs);
  if (got !== want) throw new Error("svc analyze --json differs from the reference's output");
  const words =
    (parseJson("svc analyze --json", got) as { metrics: { raw_words: number } }).metrics.raw_words;
  return `${words} words, JSON equal to the reference (${got.length} bytes)`;
}

async function stepResearch(o: SmokeOptions, temp: string): Promise<string> {
  const project = join(temp, "research-project");
  await Deno.mkdir(project);
  expectSuccess("svc research init", await run(o.program, ["research", "init", project]));
  const ingest = ["research", "ingest", SAMPLE, "--allow-retention", "--project", project];
  expectSuccess("svc research ingest", await run(o.program, ingest));
  const search = ["research", "search", "--query", SEARCH_WORD, "--project", project];
  const found = parseJson(
    "svc research search",
    expectSuccess("svc research search", await run(o.program, search)),
  );
  if (!hasPassageHit(found)) {
    throw new Error(
      `svc research search --query ${SEARCH_WORD} found no passage: ${
        JSON.stringify(found).slice(0, 300)
      }`,
    );
  }
  return `init, ingest and search ("${SEARCH_WORD}" found)`;
}

async function stepPdf(o: SmokeOptions, temp: string): Promise<string> {
  const env: Record<string, string> = { SOURCE_DATE_EPOCH };
  if (o.fontDir !== undefined) env.SVC_FONT_PATH = resolve(o.fontDir);
  const sizes: string[] = [];
  for (const layout of ["report", "book", "sheet"]) {
    const mine = join(temp, `svc-${layout}.pdf`);
    const theirs = join(temp, `reference-${layout}.pdf`);
    const args = (out: string) => ["pdf", SAMPLE, "--layout", layout, "-o", out];
    const [ours, ref] = await Promise.all([
      run(o.program, args(mine), env),
      run(o.reference, args(theirs), env),
    ]);
    const printed = expectSuccess(`svc pdf --layout ${layout}`, ours).trim();
    if (printed !== mine) throw new Error(`svc pdf printed "${printed}", not "${mine}"`);
    expectSuccess(`reference pdf --layout ${layout}`, ref);
    const [a, b] = await Promise.all([Deno.readFile(mine), Deno.readFile(theirs)]);
    if (new TextDecoder().decode(a.subarray(0, 5)) !== "%PDF-") {
      throw new Error(`svc pdf --layout ${layout} wrote no PDF`);
    }
    if (!equalBytes(a, b)) {
      throw new Error(
        `svc pdf --layout ${layout} differs from the reference (${a.length} vs ${b.length} bytes)`,
      );
    }
    sizes.push(`${layout} ${a.length} B`);
  }
  return `${sizes.join(", ")}, each equal to the reference`;
}

/**
 * Runs the steps in order against `options.program` and reports each one; a failed step does
 * not stop the others.
 *
 * @example
 * ```ts
 * const reference = referenceProgram();
 * const results = await smoke({ program: ["dist/svc"], reference, expectBuild: "compiled" });
 * results.every((r) => r.ok); // true when every step passed
 * ```
 */
export async function smoke(options: SmokeOptions): Promise<StepResult[]> {
  const temp = await Deno.makeTempDir({ prefix: "svc-smoke-" });
  const results: StepResult[] = [];
  try {
    for (const step of options.steps ?? SMOKE_STEPS) {
      const start = performance.now();
      let ok = true;
      let message: string;
      try {
        message = step === "about"
          ? await stepAbout(options)
          : step === "usage"
          ? await stepUsage(options)
          : step === "analyze"
          ? await stepAnalyze(options)
          : step === "research"
          ? await stepResearch(options, temp)
          : await stepPdf(options, temp);
      } catch (error) {
        ok = false;
        message = error instanceof Error ? error.message : String(error);
      }
      results.push({ step, ok, message, ms: performance.now() - start });
    }
  } finally {
    await Deno.remove(temp, { recursive: true });
  }
  return results;
}

/**
 * The reference command line: these sources run by the `deno` that runs this script.
 *
 * @example
 * ```ts
 * referenceProgram(); // [Deno.execPath(), "run", "-A", ROOT + "cli.ts"]
 * referenceProgram().slice(1, 3); // ["run", "-A"]
 * ```
 */
export function referenceProgram(): string[] {
  return [Deno.execPath(), "run", "-A", join(ROOT, "cli.ts")];
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      binary: { type: "string" },
      "expect-build": { type: "string", default: "compiled" },
      "font-dir": { type: "string" },
    },
    strict: true,
  });
  const build = values["expect-build"];
  if (values.binary === undefined || (build !== "compiled" && build !== "deno run")) {
    console.error(
      "[error] Usage: deno run -A scripts/smoke.ts --binary PATH [--expect-build compiled|deno run] [--font-dir DIR]",
    );
    Deno.exit(2);
  }
  const results = await smoke({
    program: [resolve(values.binary)],
    reference: referenceProgram(),
    expectBuild: build,
    fontDir: values["font-dir"],
  });
  for (const r of results) {
    console.log(
      `${r.ok ? "ok  " : "FAIL"}  ${r.step.padEnd(9)} ${(r.ms / 1000).toFixed(1)} s  ${r.message}`,
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  Deno.exit(failed === 0 ? 0 : 1);
}
