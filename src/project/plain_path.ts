/**
 * `resolve` and `join` for the start-up path of a fresh `svc research search`, without
 * `node:path`. Importing any `node:` module but `node:sqlite` makes Deno set up its Node
 * compatibility layer, which costs a fresh process 12–25 ms on our 2-core machine: a sixth of
 * the search's 150 ms budget. Everywhere else we use `node:path` (DESIGN.md); these two
 * functions give the same results as `node:path`'s `resolve` and `join` for the paths svc
 * builds, which `plain_path_test.ts` checks against `node:path`'s posix and win32 versions
 * on a table of cases.
 *
 * Windows: drive-absolute (`C:\a`), rooted (`\a`, taking the drive of the working folder),
 * drive-relative (`C:a`: against the working folder when it is on that drive, else against
 * the drive's root, since a process cannot read another drive's current folder) and UNC
 * (`\\server\share\a`) paths. Namespaced paths (`\\?\…`, `\\.\…`) are returned unchanged:
 * Windows does not normalise them either.
 *
 * @module
 */

/** The platform rules a function follows; the tests pass them explicitly. */
export interface PathFlavour {
  readonly windows: boolean;
  readonly cwd: () => string;
}

const HOST: PathFlavour = { windows: Deno.build.os === "windows", cwd: () => Deno.cwd() };

/**
 * The absolute, normalised form of `path` (like `node:path`'s `resolve(path)`).
 *
 * @example
 * ```ts
 * resolvePath("/books/./ledger/../ledger/"); // "/books/ledger"
 * ```
 */
export function resolvePath(path: string, flavour: PathFlavour = HOST): string {
  return flavour.windows ? resolveWindows(path, flavour.cwd) : resolvePosix(path, flavour.cwd);
}

/**
 * `parts` joined with the platform's separator (like `node:path`'s `join` for an absolute,
 * normalised first part and plain names after it, which is how svc calls it).
 *
 * @example
 * ```ts
 * joinPath("/books/ledger", "svc-research", "LOCK"); // "/books/ledger/svc-research/LOCK"
 * ```
 */
export function joinPath(first: string, ...names: string[]): string {
  return joinWith(HOST.windows, first, names);
}

/**
 * {@linkcode joinPath} with explicit platform rules (for tests).
 *
 * @example
 * ```ts
 * joinWith(true, "C:\\books", ["svc-research"]); // "C:\\books\\svc-research"
 * ```
 */
export function joinWith(windows: boolean, first: string, names: readonly string[]): string {
  const sep = windows ? "\\" : "/";
  const trimmed = first.endsWith(sep) || (windows && first.endsWith("/"))
    ? first.slice(0, -1)
    : first;
  // "/" alone (or "C:\") is a root: joining must not drop its separator.
  const base = trimmed === "" || (windows && /^[A-Za-z]:$/.test(trimmed)) ? trimmed + sep : trimmed;
  return names.reduce((acc, name) => (acc.endsWith(sep) ? acc + name : acc + sep + name), base);
}

function resolvePosix(path: string, cwd: () => string): string {
  const full = path.startsWith("/") ? path : `${cwd()}/${path}`;
  return "/" + normalSegments(full.split("/")).join("/");
}

function normalSegments(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return out;
}

/** A Windows path split into its root (`C:\`, `\\server\share\`, `C:` or `\`) and the rest. */
function windowsRoot(path: string): { device: string; absolute: boolean; rest: string } {
  const p = path.replaceAll("/", "\\");
  const unc = /^\\\\([^\\]+)\\([^\\]+)(?:\\|$)/.exec(p);
  if (unc) {
    return { device: `\\\\${unc[1]}\\${unc[2]}`, absolute: true, rest: p.slice(unc[0].length) };
  }
  const drive = /^([A-Za-z]:)(\\)?/.exec(p);
  if (drive) return { device: drive[1], absolute: drive[2] !== undefined, rest: p.slice(2) };
  return { device: "", absolute: p.startsWith("\\"), rest: p };
}

function resolveWindows(path: string, cwd: () => string): string {
  if (/^[\\/]{2}[?.][\\/]/.test(path)) return path;
  const target = windowsRoot(path);
  if (target.absolute && target.device !== "") return windowsJoin(target.device, target.rest);
  const here = windowsRoot(cwd());
  const device = target.device || here.device;
  const otherDrive = target.device !== "" &&
    target.device.toLowerCase() !== here.device.toLowerCase();
  // Rooted ("\\a") or on another drive ("D:a"): from that drive's root; else from the cwd.
  const rest = target.absolute || otherDrive ? target.rest : `${here.rest}\\${target.rest}`;
  return windowsJoin(device, rest);
}

function windowsJoin(device: string, rest: string): string {
  return `${device}\\${normalSegments(rest.split("\\")).join("\\")}`;
}
