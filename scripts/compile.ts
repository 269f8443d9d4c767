/**
 * The one place that says how the `svc` executable is compiled: the `compile` task in
 * `deno.json` runs this script, and so does the release workflow
 * (`.github/workflows/release.yml`), once per target, so both build with the same flags.
 *
 * Usage:
 *
 * ```sh
 * deno task compile                                   # dist/svc for this machine
 * deno task compile --target aarch64-apple-darwin     # dist/svc for that platform
 * deno task compile --target x86_64-pc-windows-msvc --release dist
 *                                                     # dist/svc-<version>-<target>.exe
 * deno task compile --output /tmp/svc
 * ```
 *
 * `deno compile` downloads Deno's `denort` runtime for the target unless `DENORT_BIN` names a
 * local copy of the same Deno version.
 *
 * Flags, and why:
 * - `-A`: svc reads and writes the author's files, serves HTTP, runs `pdftoppm`/`tesseract`
 *   and its own background server; a prompt in the middle of a build would be worse.
 * - `--exclude-unused-npm`: embeds only the npm packages the program's module graph reaches,
 *   not the whole lock file (which also holds the test-only browser driver, about 13 MB).
 *   Every import of ours is static, a string-literal `import()`, or an `import()` of
 *   `new URL("literal", import.meta.url)` whose module is an `--include` root (which
 *   `scripts/compile_readiness_test.ts` enforces), so nothing the program loads is left out.
 * - `--include`: files the program reads from its own tree at run time and that are not
 *   modules of its graph ({@linkcode COMPILE_INCLUDES}; the readiness test fails when one
 *   is missing or stale).
 *
 * @module
 */

import { parseArgs } from "node:util";
import { VERSION } from "../src/version.ts";

/** The program's entry module, relative to the repository root. */
export const COMPILE_ENTRY = "cli.ts";

/**
 * Files or folders (relative to the repository root) that the program loads at run time
 * outside its start-up module graph. Hyphenation patterns, label packs and NDA texts are
 * modules, and fonts come from the host; the entries are the command tree (one registry per
 * area), its runner and the analysis fast path, which `cli.ts` imports through `new URL(…)` so
 * that `deno run` does not resolve their npm packages when the search fast path needs none of
 * them (about 45 ms of every fresh search).
 */
export const COMPILE_INCLUDES: readonly string[] = [
  "src/console/program.ts",
  "src/cli/registry.ts",
  "src/cli/fast_analysis.ts",
  "research/cli/registry.ts",
  "server/cli/registry.ts",
  // The citation styles and CSL locales citeproc reads (research/cite/csl.ts).
  "research/cite/csl",
];

/** The targets of a release, in `deno compile --target` spelling. */
export const RELEASE_TARGETS = [
  "x86_64-unknown-linux-gnu",
  "aarch64-unknown-linux-gnu",
  "x86_64-apple-darwin",
  "aarch64-apple-darwin",
  "x86_64-pc-windows-msvc",
] as const;

/** What one compile produces. */
export interface CompileRequest {
  /** `deno compile --target`; absent: the machine's own platform. */
  readonly target?: string;
  /** The executable's path (Windows targets get `.exe` added by `deno compile` if missing). */
  readonly output: string;
}

/**
 * The `deno compile` arguments for one build (without the `deno` executable).
 *
 * @example
 * ```ts
 * compileArgs({ output: "dist/svc" });
 * // ["compile", "-A", "--exclude-unused-npm", "--include", "src/console/program.ts",
 * //  "--include", "src/cli/registry.ts", …, "--output", "dist/svc", "cli.ts"]
 * ```
 */
export function compileArgs(request: CompileRequest): string[] {
  return [
    "compile",
    "-A",
    "--exclude-unused-npm",
    ...COMPILE_INCLUDES.flatMap((path) => ["--include", path]),
    ...(request.target === undefined ? [] : ["--target", request.target]),
    "--output",
    request.output,
    COMPILE_ENTRY,
  ];
}

/**
 * The release file name of one target: `svc-<version>-<target>`, `.exe` for Windows.
 *
 * @example
 * ```ts
 * releaseFileName("0.4.9", "x86_64-pc-windows-msvc"); // "svc-0.4.9-x86_64-pc-windows-msvc.exe"
 * ```
 */
export function releaseFileName(version: string, target: string): string {
  return `svc-${version}-${target}${target.includes("windows") ? ".exe" : ""}`;
}

/**
 * The compile request of a command line (`--target`, `--output`, `--release DIR`); an unknown
 * option or `--output` together with `--release` is an error.
 *
 * @example
 * ```ts
 * requestFromArgs(["--target", "aarch64-apple-darwin", "--release", "dist"], "x86_64-unknown-linux-gnu");
 * // { target: "aarch64-apple-darwin", output: "dist/svc-0.4.9-aarch64-apple-darwin" }
 * ```
 */
export function requestFromArgs(args: readonly string[], hostTarget: string): CompileRequest {
  const { values } = parseArgs({
    args: [...args],
    options: {
      target: { type: "string" },
      output: { type: "string" },
      release: { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.output !== undefined && values.release !== undefined) {
    throw new Error("Cannot combine --output and --release: --release names the file itself");
  }
  if (values.release !== undefined) {
    const target = values.target ?? hostTarget;
    const dir = values.release.replace(/[\\/]+$/, "");
    return { target, output: `${dir}/${releaseFileName(VERSION, target)}` };
  }
  return { target: values.target, output: values.output ?? "dist/svc" };
}

if (import.meta.main) {
  let request: CompileRequest;
  try {
    request = requestFromArgs(Deno.args, Deno.build.target);
  } catch (error) {
    console.error(`[error] ${error instanceof Error ? error.message : error}`);
    Deno.exit(2);
  }
  const root = new URL("..", import.meta.url);
  const status = await new Deno.Command(Deno.execPath(), {
    args: compileArgs(request),
    cwd: root,
    stdin: "null",
  }).spawn().status;
  if (!status.success) Deno.exit(status.code || 1);
  console.log(request.output);
}
