/**
 * Finding the host TrueType fonts of the composed PDFs, one file per role (SPEC 8).
 *
 * Search order for each role, first hit wins:
 * 1. the command-line option (`--serif-font`, `--bold-font`, `--mono-font`, `--sans-font`,
 *    `--sans-bold-font`);
 * 2. the project config's `[fonts]` table (`serif`, `bold`, `mono`, `sans`, `sans_bold`), a
 *    path relative to the project folder (absolute paths are accepted there too);
 * 3. the standard font folders, looking for the Debian defaults by file name:
 *    `$XDG_DATA_HOME/fonts` (or `~/.local/share/fonts`), `~/.fonts`, `/usr/local/share/fonts`,
 *    `/usr/share/fonts`, `~/Library/Fonts`, `/Library/Fonts`,
 *    `/System/Library/Fonts/Supplemental`, `%WINDIR%\Fonts`.
 *    Preferred files: serif `LiberationSerif-Regular.ttf` then `DejaVuSerif.ttf`; bold
 *    `LiberationSerif-Bold.ttf` then `DejaVuSerif-Bold.ttf`; mono `DejaVuSansMono.ttf` then
 *    `LiberationMono-Regular.ttf`; sans `DejaVuSans.ttf` then `LiberationSans-Regular.ttf`;
 *    sans-bold `DejaVuSans-Bold.ttf` then `LiberationSans-Bold.ttf`.
 *    `SVC_FONT_PATH` (folders separated by the platform's path delimiter) replaces the
 *    standard folders, for machines that keep fonts elsewhere.
 *
 * A file named by an option or the config must exist and be a TrueType font (`.ttf` outline
 * data; OpenType-CFF `.otf` and `.ttc` collections are refused, jsPDF cannot embed them); that
 * is an error rather than a silent fall-through, so a typo never picks another font. A role
 * with no file at all stays empty: the layout fails with a clear message only when it draws
 * with that role.
 *
 * @module
 */

import { delimiter, isAbsolute, join, resolve } from "node:path";
import { ProcessingError } from "../errors.ts";
import { FONT_ROLES, type FontFile, type FontRole, type FontSource } from "../report/pdf/fonts.ts";

/** Preferred file names per role, best first. */
const DEFAULT_FONT_FILES: Readonly<Record<FontRole, readonly string[]>> = {
  serif: ["LiberationSerif-Regular.ttf", "DejaVuSerif.ttf"],
  bold: ["LiberationSerif-Bold.ttf", "DejaVuSerif-Bold.ttf"],
  mono: ["DejaVuSansMono.ttf", "LiberationMono-Regular.ttf"],
  sans: ["DejaVuSans.ttf", "LiberationSans-Regular.ttf"],
  "sans-bold": ["DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf"],
};

/** Config keys of the `[fonts]` table per role. */
const FONT_CONFIG_KEYS: Readonly<Record<FontRole, string>> = {
  serif: "serif",
  bold: "bold",
  mono: "mono",
  sans: "sans",
  "sans-bold": "sans_bold",
};

/** Where fonts may come from. */
export interface FontSearch {
  /** Paths given on the command line, per role. */
  readonly explicit?: Partial<Record<FontRole, string>>;
  /** The project folder and its parsed config table (for `[fonts]`). */
  readonly project?: { readonly root: string; readonly raw: Record<string, unknown> };
  /** Environment lookup (HOME, XDG_DATA_HOME, WINDIR). */
  readonly env: (name: string) => string | undefined;
  /** Folders to search instead of the standard ones (tests). */
  readonly folders?: readonly string[];
}

/**
 * The font folders for this environment, in search order (`SVC_FONT_PATH` replaces them).
 *
 * @example
 * ```ts
 * standardFontFolders(() => undefined).includes("/usr/share/fonts"); // true
 * ```
 */
export function standardFontFolders(env: (name: string) => string | undefined): string[] {
  const custom = env("SVC_FONT_PATH");
  if (custom !== undefined && custom.trim() !== "") {
    return custom.split(delimiter).filter((f) => f.trim() !== "");
  }
  const home = env("HOME");
  const out: string[] = [];
  const xdg = env("XDG_DATA_HOME") ?? (home ? join(home, ".local", "share") : undefined);
  if (xdg) out.push(join(xdg, "fonts"));
  if (home) out.push(join(home, ".fonts"));
  out.push("/usr/local/share/fonts", "/usr/share/fonts");
  if (home) out.push(join(home, "Library", "Fonts"));
  out.push("/Library/Fonts", "/System/Library/Fonts/Supplemental");
  const windir = env("WINDIR");
  if (windir) out.push(join(windir, "Fonts"));
  return out;
}

const MAX_DEPTH = 4;
const MAX_ENTRIES = 20_000;

/** File name → first path found, over the folders in order (bounded walk). */
async function indexFolders(folders: readonly string[]): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  let seen = 0;
  async function walk(dir: string, depth: number): Promise<void> {
    if (depth > MAX_DEPTH || seen > MAX_ENTRIES) return;
    let entries: Deno.DirEntry[];
    try {
      entries = [];
      for await (const e of Deno.readDir(dir)) entries.push(e);
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of entries) {
      seen++;
      const path = join(dir, e.name);
      if (e.isDirectory || e.isSymlink) {
        if (e.isDirectory) await walk(path, depth + 1);
        else if (!index.has(e.name)) index.set(e.name, path);
      } else if (!index.has(e.name)) {
        index.set(e.name, path);
      }
    }
  }
  for (const folder of folders) await walk(folder, 0);
  return index;
}

/**
 * Reads a font file and checks that it is TrueType outline data.
 *
 * @example
 * ```ts
 * const path = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf";
 * (await readFontFile("serif", path)).name; // "DejaVuSerif.ttf"
 * ```
 */
export async function readFontFile(role: FontRole, path: string): Promise<FontFile> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ProcessingError(`Cannot read the ${role} font "${path}": ${why}`);
  }
  const tag = bytes.length >= 4 ? String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]) : "";
  const trueType = tag === "\x00\x01\x00\x00" || tag === "true";
  if (!trueType) {
    const what = tag === "OTTO"
      ? "an OpenType-CFF font"
      : tag === "ttcf"
      ? "a font collection"
      : "not a font";
    throw new ProcessingError(
      `The ${role} font "${path}" is ${what}; pass a TrueType (.ttf) file with --${role}-font`,
    );
  }
  return { name: path.split(/[\\/]/).pop() ?? path, bytes };
}

/**
 * Finds and reads one TrueType file per role (see the module doc for the order).
 *
 * @example
 * ```ts
 * const fonts = await findFonts({ explicit: { serif: "Book.ttf" }, env: Deno.env.get });
 * fonts.kind; // "truetype": serif from Book.ttf, the other roles from the standard folders
 * if (fonts.kind === "truetype") fonts.files.serif?.name; // "Book.ttf"
 * ```
 */
export async function findFonts(search: FontSearch): Promise<FontSource> {
  const files: Partial<Record<FontRole, FontFile>> = {};
  const configured = search.project ? configFonts(search.project) : {};
  let index: Map<string, string> | null = null;
  for (const role of FONT_ROLES) {
    const given = search.explicit?.[role] ?? configured[role];
    if (given !== undefined) {
      files[role] = await readFontFile(role, given);
      continue;
    }
    index ??= await indexFolders(search.folders ?? standardFontFolders(search.env));
    const path = DEFAULT_FONT_FILES[role].map((name) => index!.get(name)).find(Boolean);
    if (path) files[role] = await readFontFile(role, path);
  }
  return { kind: "truetype", files };
}

/** The `[fonts]` table of a project config as absolute paths. */
function configFonts(
  project: { readonly root: string; readonly raw: Record<string, unknown> },
): Partial<Record<FontRole, string>> {
  const table = project.raw.fonts;
  if (table === undefined) return {};
  if (typeof table !== "object" || table === null || Array.isArray(table)) {
    throw new ProcessingError(`"fonts" in the project config must be a table`);
  }
  const out: Partial<Record<FontRole, string>> = {};
  for (const role of FONT_ROLES) {
    const value = (table as Record<string, unknown>)[FONT_CONFIG_KEYS[role]];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.trim() === "") {
      throw new ProcessingError(`fonts.${FONT_CONFIG_KEYS[role]} must be a file path`);
    }
    out[role] = isAbsolute(value) ? value : resolve(project.root, value);
  }
  return out;
}
