/**
 * Which research archive the server works on, its guard token, and paths that requests name
 * inside a project.
 *
 * - The research root is `--research-project DIR` when the server was started with it (a
 *   relative DIR is taken from the server's working folder), otherwise the selected
 *   project's root, otherwise none. `research_selected` means that root validates as an
 *   archive (`isArchiveRoot`).
 * - The `research_token` (SPEC 5.2) is an HMAC-SHA-256 under the server's per-process secret
 *   of the research root's real path and the archive's project id (null before init). A
 *   restored copy that shares the project id but lives elsewhere gets another token; so does
 *   the same folder after its archive is created or replaced. Re-selecting the same root
 *   keeps the token: it binds the research context, not the selection event. Tokens are
 *   never logged (the access log has no query strings and no bodies).
 * - Paths in requests (`file`, `manuscript`) are resolved against a project root, made real
 *   (links followed) and must stay inside the root's real path; the archive's own folder is
 *   refused too (its files are not sources).
 * - The research facade is loaded on first use ({@linkcode researchFacade}), and only once a
 *   folder actually holds `svc-research`: it pulls in the store, ids, search and extraction
 *   modules (about 150 ms of imports), which a server without an archive never needs.
 *
 * @module
 */

import { join, relative, resolve, sep } from "node:path";
import { ARCHIVE_DIR, archivePaths } from "../research/store/paths.ts";
import { HttpError } from "./http.ts";
import type { ServerState } from "./state.ts";

/** The research facade's module (`research/mod.ts`). */
export type ResearchFacade = typeof import("../research/mod.ts");

let facade: Promise<ResearchFacade> | undefined;
let manifests: Promise<typeof import("../research/store/manifest.ts")> | undefined;

/**
 * The research facade, imported on first use (see the module doc).
 *
 * @example
 * ```ts
 * // const { search } = await researchFacade();
 * ```
 */
export function researchFacade(): Promise<ResearchFacade> {
  return facade ??= import("../research/mod.ts");
}

async function hasArchiveFolder(root: string): Promise<boolean> {
  return await Deno.lstat(join(root, ARCHIVE_DIR)).then(() => true, () => false);
}

/**
 * Whether `root` validates as an archive (`isArchiveRoot`), without loading the facade for a
 * folder that has no `svc-research` entry at all.
 *
 * @example
 * ```ts
 * // await validArchive("/home/me/novel"); // true after research-init
 * ```
 */
export async function validArchive(root: string): Promise<boolean> {
  return await hasArchiveFolder(root) && (await researchFacade()).isArchiveRoot(root);
}

async function archiveProjectId(root: string): Promise<string | null> {
  if (!await hasArchiveFolder(root)) return null;
  const { readManifest } = await (manifests ??= import("../research/store/manifest.ts"));
  return await readManifest(archivePaths(root)).then((m) => m.project_id, () => null);
}

/**
 * How long a research write waits for the archive's writer lock before it answers 503 with
 * `Retry-After` (ARCHIVE.md "The write path": a bounded few seconds, so a request never
 * hangs behind a long batch ingest in another process).
 */
export const RESEARCH_LOCK_WAIT_MS = 3000;

/** The research root as resolved for one request. */
export interface ResearchContext {
  /** The root's real path (its absolute path while it does not exist yet), or null. */
  readonly root: string | null;
  /** The archive's project id, or null when the root holds no valid archive. */
  readonly projectId: string | null;
}

/**
 * The research root the server works on (absolute, not yet made real), or null.
 *
 * @example
 * ```ts
 * // researchRootPath(state); // "/home/me/novel" after opening that project
 * ```
 */
export function researchRootPath(state: ServerState): string | null {
  const explicit = state.launch.researchProject;
  if (explicit) return resolve(explicit);
  return state.selection?.root ?? null;
}

/**
 * Resolves the research root and reads its archive's project id (a manifest read, no replay).
 *
 * @example
 * ```ts
 * // (await researchContext(state)).projectId; // "prj_…" or null
 * ```
 */
export async function researchContext(state: ServerState): Promise<ResearchContext> {
  const path = researchRootPath(state);
  if (path === null) return { root: null, projectId: null };
  const root = await Deno.realPath(path).catch(() => path);
  return { root, projectId: await archiveProjectId(root) };
}

/**
 * Whether the research root validates as an archive (`state.research_selected` of `GET /api`).
 *
 * @example
 * ```ts
 * // await researchSelected(state); // false in an empty workspace
 * ```
 */
export async function researchSelected(state: ServerState): Promise<boolean> {
  const path = researchRootPath(state);
  return path !== null && await validArchive(path);
}

const KEYS = new WeakMap<ServerState, Promise<CryptoKey>>();

function hmacKey(state: ServerState): Promise<CryptoKey> {
  let key = KEYS.get(state);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new Uint8Array(state.secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    KEYS.set(state, key);
  }
  return key;
}

function material(ctx: ResearchContext): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(["research-token/1", ctx.root, ctx.projectId]));
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The current research token, or null when the server has no research root (empty workspace
 * without `--research-project`). For the dashboard's `data-research-token`.
 *
 * @example
 * ```ts
 * // const token = await researchToken(state); // "q3N…" (43 characters)
 * ```
 */
export async function researchToken(state: ServerState): Promise<string | null> {
  const ctx = await researchContext(state);
  if (ctx.root === null) return null;
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(state), material(ctx));
  return toBase64Url(new Uint8Array(sig));
}

/**
 * Checks a `research_token` a client passed back: absent is accepted (optional on the routes
 * of this issue); present and not matching the current research context throws
 * `HttpError(409)` with `code: "stale-context"`. The comparison is Web Crypto's own
 * constant-time HMAC verification.
 *
 * @example
 * ```ts
 * // await checkResearchToken(state, body.research_token);
 * ```
 */
export async function checkResearchToken(
  state: ServerState,
  token: string | undefined,
): Promise<void> {
  if (token === undefined) return;
  const ctx = await researchContext(state);
  const sig = fromBase64Url(token);
  const valid = ctx.root !== null && sig !== null &&
    await crypto.subtle.verify("HMAC", await hmacKey(state), sig, material(ctx));
  if (!valid) {
    throw new HttpError(409, "The research context changed; reload the page", {
      code: "stale-context",
    });
  }
}

/**
 * The research root of a request that needs an archive: 400 without a research root or
 * when the root holds no valid archive.
 *
 * @example
 * ```ts
 * // const root = await requireArchive(state);
 * ```
 */
export async function requireArchive(state: ServerState): Promise<string> {
  const ctx = await researchContext(state);
  if (ctx.root === null) {
    throw new HttpError(400, "No project folder is selected; open one first");
  }
  if (ctx.projectId === null) {
    throw new HttpError(
      400,
      `"${ctx.root}" holds no research archive; create one with POST /api/research-init`,
    );
  }
  return ctx.root;
}

/**
 * Resolves `path` (relative to `root`, or absolute) to the real path of a regular file inside
 * the real `root`, outside its archive folder. Nothing is read: only `realPath` and `stat`.
 * Throws `HttpError(400)` for a missing path, an escape (also through a link), the archive's
 * own files, or anything but a regular file.
 *
 * @example
 * ```ts
 * // await fileInProject("/home/me/novel", "sources/letter.txt", "file");
 * // -> "/home/me/novel/sources/letter.txt"
 * ```
 */
export async function fileInProject(root: string, path: string, field: string): Promise<string> {
  if (path === "" || path.includes("\0")) {
    throw new HttpError(400, `"${field}" must name a file inside the project folder`);
  }
  let realRoot: string;
  let real: string;
  try {
    realRoot = await Deno.realPath(root);
    real = await Deno.realPath(resolve(realRoot, path));
  } catch (e) {
    const why = e instanceof Deno.errors.NotFound ? "not found" : (e as Error).message;
    throw new HttpError(400, `Cannot use "${path}" as "${field}": ${why}`);
  }
  if (real !== realRoot && !inside(realRoot, real)) {
    throw new HttpError(400, `"${path}" is outside the project folder; nothing was read`);
  }
  if (inside(join(realRoot, ARCHIVE_DIR), real) || real === join(realRoot, ARCHIVE_DIR)) {
    throw new HttpError(400, `"${path}" is inside the research archive; nothing was read`);
  }
  const info = await Deno.stat(real).catch((e: Error) => {
    throw new HttpError(400, `Cannot use "${path}" as "${field}": ${e.message}`);
  });
  if (!info.isFile) throw new HttpError(400, `"${path}" is not a regular file`);
  return real;
}

/** True when `path` lies strictly below `dir` (both real and absolute). */
function inside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !rel.startsWith(sep);
}
