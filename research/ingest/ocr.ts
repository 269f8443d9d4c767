/**
 * Local OCR through the command-line `tesseract` (Debian `tesseract-ocr` and its language
 * packs), with PDF pages rasterised by poppler's `pdftoppm -r 300`. Selected by
 * `SVC_OCR_BACKEND=local-cli`; languages from `SVC_OCR_LANGUAGES` (default `eng`; `+`,
 * `,` or spaces between codes), handed to `tesseract -l` joined by `+`.
 *
 * Every tool runs through `Deno.Command` with an argument list, in a private temporary folder
 * (mode 0700) that is removed in `finally`, with a time limit. Anything that goes wrong in a
 * tool — missing binary, non-zero exit, missing language data (which tesseract reports on
 * stderr while still exiting 0 when another language loaded), a timeout — is an
 * {@link OcrWorkerError}; the caller decides between rejecting the import and the explicit
 * native fallback (SPEC 7).
 *
 * A killed run (SIGKILL, a closed terminal) runs no `finally`, so two more things make sure it
 * leaves nothing behind:
 * - the tool dies with it: on POSIX systems each tool is started by a fixed `/bin/sh` script
 *   ({@link WATCHDOG}; the tool's name and arguments are passed as `"$@"`, never interpreted)
 *   that holds the read end of a pipe whose write end only this process has. When this process
 *   ends in any way the pipe closes and the script kills the tool — `pdftoppm` on a 300 dpi
 *   page and `tesseract` would otherwise run on for seconds to minutes as orphans;
 * - its folder goes with the next run: the folder holds an `owner` file locked (`flock`) for
 *   as long as the run lives, and every new run removes the `svc-ocr-*` folders beside its own
 *   whose lock it can take, i.e. whose run is gone (and folders without that file, from older
 *   releases, once they are an hour old). On Windows there is neither: tools run directly.
 *
 * @module
 */

import { basename, dirname, join } from "node:path";

/** Environment variables as a plain object (`Deno.env.toObject()` in production). */
export type Env = Readonly<Record<string, string | undefined>>;

/** A usable OCR configuration. */
export interface OcrConfig {
  readonly backend: "local-cli";
  /** Tesseract language codes in the order given, e.g. `["deu", "eng"]`. */
  readonly languages: readonly string[];
  /** Variables handed to the tools on top of the inherited environment (e.g. `PATH`). */
  readonly env: Env;
}

/** What the environment says about OCR. */
export type OcrSetting =
  | { readonly state: "not_configured"; readonly languages: readonly string[] }
  | {
    readonly state: "misconfigured";
    readonly backend: string;
    readonly languages: readonly string[];
    readonly message: string;
  }
  | { readonly state: "configured"; readonly config: OcrConfig };

/** A failure of an OCR tool (binary, exit status, language data, time limit). */
export class OcrWorkerError extends Error {
  /**
   * @example
   * ```ts
   * const error = new OcrWorkerError("tesseract is not installed or not on PATH");
   * error.name; // "OcrWorkerError"
   * ```
   */
  constructor(message: string) {
    super(message);
    this.name = "OcrWorkerError";
  }
}

/** The words tesseract read, and the text rebuilt from them. */
export interface OcrText {
  /** Words joined by spaces, lines by `\n`, tesseract paragraphs and blocks by a blank line. */
  readonly text: string;
  /** Confidence (0-100) of every non-empty word, in reading order. */
  readonly confidences: readonly number[];
}

/** One OCR'd image: the text, the word confidences and tesseract's raw TSV. */
export interface OcrResult extends OcrText {
  readonly tsv: string;
}

const LANGUAGE_CODE = /^[A-Za-z][A-Za-z0-9_]*(?:\/[A-Za-z0-9_]+)?$/;
/** Per tool run; a 300 dpi page takes a few seconds, a hung tool must not hang an import. */
const TOOL_TIMEOUT_MS = 300_000;

/**
 * Reads `SVC_OCR_BACKEND` and `SVC_OCR_LANGUAGES`. An unset or empty backend is
 * `not_configured`; a value other than `local-cli`, or an invalid language code, is
 * `misconfigured`.
 *
 * @example
 * ```ts
 * ocrSetting({ SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "deu+eng" });
 * // { state: "configured", config: { backend: "local-cli", languages: ["deu", "eng"], env } }
 * ```
 */
export function ocrSetting(env: Env): OcrSetting {
  const backend = (env.SVC_OCR_BACKEND ?? "").trim();
  const raw = (env.SVC_OCR_LANGUAGES ?? "").trim();
  const languages = raw === "" ? ["eng"] : raw.split(/[+,\s]+/).filter((s) => s !== "");
  if (backend === "") return { state: "not_configured", languages };
  if (backend !== "local-cli") {
    return {
      state: "misconfigured",
      backend,
      languages,
      message: `Unknown SVC_OCR_BACKEND "${backend}" (expected "local-cli")`,
    };
  }
  const bad = languages.find((l) => !LANGUAGE_CODE.test(l));
  if (bad !== undefined) {
    return {
      state: "misconfigured",
      backend,
      languages,
      message: `Invalid language code "${bad}" in SVC_OCR_LANGUAGES="${raw}"`,
    };
  }
  return { state: "configured", config: { backend: "local-cli", languages, env } };
}

/**
 * The engine label from `tesseract --version`, e.g. `tesseract 5.3.0`.
 *
 * @example
 * ```ts
 * await tesseractVersion(Deno.env.toObject()); // "tesseract 5.3.0" (the installed one)
 * ```
 */
export async function tesseractVersion(env: Env): Promise<string> {
  const r = await runTool("tesseract", ["--version"], env);
  // Tesseract 4 prints the version on stderr, 5 on stdout.
  const m = /tesseract\s+v?(\S+)/i.exec(r.stdout + "\n" + r.stderr);
  if (!m) throw new OcrWorkerError("tesseract --version printed no version");
  return `tesseract ${m[1]}`;
}

/**
 * The language codes `tesseract --list-langs` reports as installed.
 *
 * @example
 * ```ts
 * await tesseractLanguages({}); // ["deu", "eng", "osd"] with those packs installed
 * ```
 */
export async function tesseractLanguages(env: Env): Promise<string[]> {
  const r = await runTool("tesseract", ["--list-langs"], env);
  return (r.stdout + "\n" + r.stderr).split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "" && !/^List of available languages/i.test(l) && LANGUAGE_CODE.test(l));
}

/**
 * OCRs a PNG (or any image tesseract reads).
 *
 * @example
 * ```ts
 * const config: OcrConfig = { backend: "local-cli", languages: ["eng"], env: {} };
 * const { text, confidences } = await ocrImage(await Deno.readFile("/tmp/page.png"), config);
 * text; // the words read, lines joined by "\n"; `confidences` holds one number per word
 * ```
 */
export async function ocrImage(image: Uint8Array, config: OcrConfig): Promise<OcrResult> {
  return await withWorkspace(async (dir) => {
    const path = join(dir, "image.png");
    await Deno.writeFile(path, image);
    return await tesseract(path, config);
  });
}

/** The OCR of one PDF page. */
export interface OcrPage extends OcrResult {
  /** 1-based page number. */
  readonly page: number;
}

/** Result of {@link ocrPdfPages}: the pages done, and the first failure if any. */
export interface OcrPdfResult {
  readonly pages: readonly OcrPage[];
  readonly failure: { readonly page: number; readonly error: OcrWorkerError } | null;
}

/**
 * Rasterises each listed page at 300 dpi and OCRs it, in order, stopping at the first tool
 * failure (later pages would fail the same way, and each try can take minutes).
 *
 * @example
 * ```ts
 * const config: OcrConfig = { backend: "local-cli", languages: ["deu", "eng"], env: {} };
 * const pdf = await Deno.readFile("/tmp/letters.pdf");
 * const { pages, failure } = await ocrPdfPages(pdf, [2, 5], config);
 * pages.map((p) => p.page); // [2, 5] when failure is null
 * ```
 */
export async function ocrPdfPages(
  pdf: Uint8Array,
  pages: readonly number[],
  config: OcrConfig,
): Promise<OcrPdfResult> {
  return await withWorkspace(async (dir) => {
    const source = join(dir, "source.pdf");
    await Deno.writeFile(source, pdf);
    const done: OcrPage[] = [];
    for (const page of pages) {
      const prefix = join(dir, `page-${page}`);
      try {
        await runTool("pdftoppm", [
          "-r",
          "300",
          "-f",
          String(page),
          "-l",
          String(page),
          "-png",
          "-singlefile",
          source,
          prefix,
        ], config.env);
        const result = await tesseract(`${prefix}.png`, config);
        done.push({ page, ...result });
      } catch (e) {
        if (e instanceof OcrWorkerError) return { pages: done, failure: { page, error: e } };
        throw e;
      } finally {
        await Deno.remove(`${prefix}.png`).catch(() => {});
      }
    }
    return { pages: done, failure: null };
  });
}

/**
 * Rebuilds text and word confidences from tesseract's TSV output (columns `level page_num
 * block_num par_num line_num word_num left top width height conf text`; level 5 is a word).
 *
 * @example
 * ```ts
 * const tsv = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\t" +
 *   "height\tconf\ttext\n" +
 *   "5\t1\t1\t1\t1\t1\t0\t0\t9\t9\t96.5\tHello\n5\t1\t1\t1\t1\t2\t0\t0\t9\t9\t93.5\tWorld\n";
 * parseTesseractTsv(tsv); // { text: "Hello World", confidences: [96.5, 93.5] }
 * ```
 */
export function parseTesseractTsv(tsv: string): OcrText {
  let text = "";
  const confidences: number[] = [];
  let lastPar = "", lastLine = "";
  for (const row of tsv.split("\n")) {
    const cols = row.split("\t");
    if (cols.length < 12 || cols[0] !== "5") continue;
    const word = cols.slice(11).join("\t").trim();
    if (word === "") continue;
    const par = `${cols[1]}/${cols[2]}/${cols[3]}`;
    const line = `${par}/${cols[4]}`;
    if (text !== "") text += par !== lastPar ? "\n\n" : line !== lastLine ? "\n" : " ";
    text += word;
    lastPar = par;
    lastLine = line;
    const conf = Number(cols[10]);
    if (Number.isFinite(conf) && conf >= 0) confidences.push(conf);
  }
  return { text, confidences };
}

async function tesseract(image: string, config: OcrConfig): Promise<OcrResult> {
  const r = await runTool(
    "tesseract",
    [image, "stdout", "-l", config.languages.join("+"), "tsv"],
    config.env,
  );
  const missing = [...r.stderr.matchAll(/Failed loading language '([^']*)'/g)].map((m) => m[1]);
  if (missing.length > 0) {
    throw new OcrWorkerError(
      `tesseract language data ${missing.map((l) => `"${l}"`).join(", ")} is not installed`,
    );
  }
  return { ...parseTesseractTsv(r.stdout), tsv: r.stdout };
}

interface ToolOutput {
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `"$@"` (the tool) in the background and waits for it; meanwhile a subshell reads the
 * script's stdin — a pipe only this process writes to, never written — and kills the tool when
 * it reaches end of file, which happens when this process closes the pipe or dies. `read` and
 * `kill` are shell built-ins, so an empty `PATH` still finds the tool missing (exit 127), not
 * the watchdog.
 */
const WATCHDOG = 'exec 3<&0; "$@" </dev/null 3<&- & c=$!; ' +
  '{ while read -r _ <&3; do :; done; kill -KILL "$c"; } 2>/dev/null & w=$!; ' +
  'exec 3<&-; wait "$c"; s=$?; kill "$w" 2>/dev/null; exit "$s"';

/** The shell's exit status for a command it could not find. */
const NOT_FOUND = 127;

async function runTool(cmd: string, args: string[], env: Env): Promise<ToolOutput> {
  const vars: Record<string, string> = { OMP_THREAD_LIMIT: "1" };
  for (const [k, v] of Object.entries(env)) if (v !== undefined) vars[k] = v;
  const signal = AbortSignal.timeout(TOOL_TIMEOUT_MS);
  const watched = Deno.build.os !== "windows";
  let out: Deno.CommandOutput;
  try {
    const child = new Deno.Command(watched ? "/bin/sh" : cmd, {
      args: watched ? ["-c", WATCHDOG, "svc-ocr-tool", cmd, ...args] : args,
      env: vars,
      stdin: watched ? "piped" : "null",
      stdout: "piped",
      stderr: "piped",
      signal,
    }).spawn();
    try {
      out = await child.output();
    } finally {
      // End of file for the watchdog: after a time-out it kills the tool left behind.
      if (watched) await child.stdin.close().catch(() => {});
    }
  } catch (e) {
    if (signal.aborted) {
      throw new OcrWorkerError(`${cmd} took longer than ${TOOL_TIMEOUT_MS / 1000} s`);
    }
    if (e instanceof Deno.errors.NotFound) {
      throw new OcrWorkerError(`${cmd} is not installed or not on PATH`);
    }
    throw new OcrWorkerError(`${cmd} could not be run: ${(e as Error).message}`);
  }
  const dec = new TextDecoder();
  const stdout = dec.decode(out.stdout), stderr = dec.decode(out.stderr);
  if (signal.aborted) {
    throw new OcrWorkerError(`${cmd} took longer than ${TOOL_TIMEOUT_MS / 1000} s`);
  }
  if (watched && out.code === NOT_FOUND && /not found/i.test(stderr)) {
    throw new OcrWorkerError(`${cmd} is not installed or not on PATH`);
  }
  if (out.code !== 0 || out.signal !== null) {
    const detail = lastLine(stderr) ?? lastLine(stdout);
    const missing = /Failed loading language '([^']*)'/.exec(stderr);
    if (missing) {
      throw new OcrWorkerError(`tesseract language data "${missing[1]}" is not installed`);
    }
    throw new OcrWorkerError(
      `${cmd} failed with exit code ${out.code}${detail ? `: ${detail}` : ""}`,
    );
  }
  return { stdout, stderr };
}

function lastLine(s: string): string | undefined {
  return s.split("\n").map((l) => l.trim()).filter((l) => l !== "").pop();
}

/** The folders' name prefix, and the lock file inside each that says its run is alive. */
const PREFIX = "svc-ocr-";
const OWNER = "owner";
/** A folder without an owner file (an older release's, or one just made) is left this long. */
const UNOWNED_GRACE_MS = 3_600_000;

/**
 * A private temporary folder (Deno creates it with mode 0700), always removed; it is marked as
 * in use (see the module doc), and the folders of dead runs beside it are removed first.
 */
async function withWorkspace<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: PREFIX });
  let owner: Deno.FsFile | null = null;
  try {
    owner = await Deno.open(join(dir, OWNER), { write: true, createNew: true });
    if (Deno.build.os !== "windows") {
      await owner.lock(true);
      sweepDeadWorkspaces(dirname(dir), basename(dir));
    }
    return await fn(dir);
  } finally {
    owner?.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

/**
 * Removes the `svc-ocr-*` folders in `parent` (other than `own`) whose run is gone: their
 * owner lock can be taken, or they have no owner file and are older than
 * {@linkcode UNOWNED_GRACE_MS}. Returns the removed names; never throws.
 *
 * @example
 * ```ts
 * sweepDeadWorkspaces("/tmp", "svc-ocr-a1B2c3"); // ["svc-ocr-Zz9y8x"] after a killed OCR run
 * ```
 */
export function sweepDeadWorkspaces(parent: string, own: string): string[] {
  const removed: string[] = [];
  let entries: Deno.DirEntry[];
  try {
    entries = [...Deno.readDirSync(parent)];
  } catch {
    return removed;
  }
  for (const e of entries) {
    if (!e.isDirectory || !e.name.startsWith(PREFIX) || e.name === own) continue;
    const dir = join(parent, e.name);
    let owner: Deno.FsFile | null = null;
    try {
      try {
        owner = Deno.openSync(join(dir, OWNER), { read: true });
      } catch (err) {
        if (!(err instanceof Deno.errors.NotFound)) continue;
        const made = Deno.statSync(dir).mtime?.getTime() ?? Date.now();
        if (Date.now() - made < UNOWNED_GRACE_MS) continue;
      }
      if (owner && !owner.tryLockSync(true)) continue;
      Deno.removeSync(dir, { recursive: true });
      removed.push(e.name);
    } catch {
      // not ours to remove, or already gone
    } finally {
      owner?.close();
    }
  }
  return removed;
}
