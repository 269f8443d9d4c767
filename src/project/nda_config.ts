/**
 * The `[nda]` settings of a project config (SPEC 2.8, 4.3): `nda.language` and
 * `nda.template`, read from the raw table of {@link ProjectConfig}. This module does I/O: it
 * reads the template file.
 *
 * Template rules (all violations are a {@link UsageError}, HTTP 400, naming the configured
 * value and never an absolute path outside the project):
 * - a path relative to the project folder; absolute paths are rejected;
 * - it must stay inside the real project folder both as written and after resolving symbolic
 *   links (`insideRoot`, `./inside_root.ts`), so `../x.txt` and a link pointing outside are
 *   rejected;
 * - a regular file of at most 2 MiB (checked before reading, and again while reading);
 * - valid UTF-8 (a leading BOM is dropped) using only the six template fields.
 *
 * @module
 */

import { isAbsolute } from "node:path";
import { ProcessingError, UsageError } from "../errors.ts";
import { insideRoot } from "./inside_root.ts";
import { decodeUtf8Strict } from "./utf8.ts";
import { checkNdaLanguage, type NdaLanguage } from "../report/nda/languages.ts";
import { checkNdaTemplate, MAX_TEMPLATE_BYTES } from "../report/nda/template.ts";
import type { ProjectConfig } from "../settings/project_config.ts";

/** The NDA settings of a project. */
export interface NdaSettings {
  /** `nda.language`, validated: one of the seven agreement languages. */
  readonly language?: NdaLanguage;
  /** The content of the `nda.template` file, checked and normalised (LF line breaks). */
  readonly template?: string;
}

function shown(value: string): string {
  return JSON.stringify(value.length > 200 ? value.slice(0, 200) + "…" : value);
}

async function readLimited(file: Deno.FsFile, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const buffer = new Uint8Array(64 * 1024);
  while (true) {
    const n = await file.read(buffer);
    if (n === null) break;
    total += n;
    if (total > limit) return null;
    chunks.push(buffer.slice(0, n));
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Reads the template named by `nda.template` (see the module rules) and returns its text. */
async function readNdaTemplate(root: string, value: string): Promise<string> {
  const name = `nda.template ${shown(value)}`;
  if (value.trim() === "" || value.includes("\0")) {
    throw new UsageError(`${name} must be a file path relative to the project folder`);
  }
  if (isAbsolute(value) || /^[A-Za-z]:[\\/]|^\\/.test(value)) {
    throw new UsageError(`${name} must be a path relative to the project folder, not absolute`);
  }
  // Lexically first, so nothing about files outside the project is revealed by the message.
  const place = await insideRoot(root, value);
  if (!place.ok) {
    if (place.why === "no-root") {
      throw new ProcessingError(
        `Cannot open the project folder to read ${name}: ${place.error.name}`,
      );
    }
    if (place.why === "unresolved") {
      if (place.error instanceof Deno.errors.NotFound) {
        throw new UsageError(`${name} was not found in the project folder`);
      }
      throw new UsageError(`${name} cannot be read: ${place.error.name}`);
    }
    throw new UsageError(`${name} points outside the project folder`);
  }
  const real = place.real;
  const tooLarge = (size: string) =>
    new UsageError(`${name} is larger than 2 MiB (${MAX_TEMPLATE_BYTES} bytes): ${size}`);
  const info = await Deno.stat(real);
  // A FIFO or device would block or stream forever: only regular files are opened.
  if (!info.isFile) throw new UsageError(`${name} is not a regular file`);
  if (info.size > MAX_TEMPLATE_BYTES) throw tooLarge(`${info.size} bytes`);
  let bytes: Uint8Array | null;
  try {
    using file = await Deno.open(real, { read: true });
    const opened = await file.stat();
    if (!opened.isFile) throw new UsageError(`${name} is not a regular file`);
    if (opened.size > MAX_TEMPLATE_BYTES) throw tooLarge(`${opened.size} bytes`);
    bytes = await readLimited(file, MAX_TEMPLATE_BYTES);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${name} cannot be read: ${(error as Error).name}`);
  }
  if (bytes === null) throw tooLarge("it grew while being read");
  // The BOM is dropped by the decoder.
  const decoded = decodeUtf8Strict(bytes);
  if (!decoded.ok) throw new UsageError(`${name} is not valid UTF-8 text`);
  try {
    return checkNdaTemplate(decoded.text);
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}

/**
 * Reads `nda.language` and `nda.template` from a project config's raw table (`[nda]` or
 * dotted `nda.*` keys; `[tool.svc.nda]` in pyproject.toml). `root` is the project folder the
 * template path is relative to. An absent table gives `{}`.
 *
 * @example
 * ```ts
 * await readNdaSettings("/tmp/novel", { nda: { language: "de" } }); // { language: "de" }
 * await readNdaSettings("/tmp/novel", {}); // {}
 * ```
 */
export async function readNdaSettings(
  root: string,
  raw: ProjectConfig["raw"],
): Promise<NdaSettings> {
  const table = raw.nda;
  if (table === undefined) return {};
  if (table === null || typeof table !== "object" || Array.isArray(table)) {
    throw new UsageError("nda must be a table with the keys language and template");
  }
  const { language, template } = table as Record<string, unknown>;
  const settings: { language?: NdaLanguage; template?: string } = {};
  const checked = checkNdaLanguage(language, "nda.language");
  if (checked) settings.language = checked;
  if (template !== undefined) {
    if (typeof template !== "string") {
      throw new UsageError("nda.template must be a string: a file path relative to the project");
    }
    settings.template = await readNdaTemplate(root, template);
  }
  return settings;
}
