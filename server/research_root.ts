/**
 * Which research archive the server works on, and its guard token.
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
 *
 * @module
 */

import { resolve } from "node:path";
import { archiveProjectId, validArchive } from "./research_facade.ts";
import type { ServerState } from "./state.ts";
import { httpError } from "./http.ts";

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
 * import { ServerState } from "./state.ts";
 * const state = new ServerState({ home: "/home/me", cliThresholds: {}, debug: false });
 * state.select({ root: "/home/me/novel", manuscript: "/home/me/novel/book.md" });
 * researchRootPath(state); // "/home/me/novel"
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
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * (await researchContext(state)).projectId; // "prj_…", or null without a valid archive
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
 * import { ServerState } from "./state.ts";
 * const state = new ServerState({ home: "/home/me", cliThresholds: {}, debug: false });
 * await researchSelected(state); // false in an empty workspace
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
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const token = await researchToken(state); // "q3N…" (43 characters), or null without a root
 * ```
 */
export async function researchToken(state: ServerState): Promise<string | null> {
  const ctx = await researchContext(state);
  if (ctx.root === null) return null;
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(state), material(ctx));
  return toBase64Url(new Uint8Array(sig));
}

/**
 * Checks a `research_token` a client passed back: absent is accepted (optional on every
 * research route that is not a causal write, SPEC 5.4); present and not matching the current
 * research context throws `HttpError(409)` with `code: "stale-context"`. The comparison is
 * Web Crypto's own constant-time HMAC verification.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * declare const body: { research_token?: string };
 * await checkResearchToken(state, body.research_token); // throws HttpError(409) when stale
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
    throw httpError(409, "research_root.research_context_changed", {}, {
      code: "stale-context",
    });
  }
}

/**
 * Checks the `research_token` of a causal write (SPEC 5.4: new claim relations, revisions of
 * one, batches that hold one). Missing is treated like stale — `HttpError(409)` with
 * `code: "stale-context"` — as SPEC 7 treats a missing required settings token: the client
 * lacks the context, its request is well formed. `action` names the write in the message.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * declare const body: { research_token?: string };
 * await requireResearchToken(state, body.research_token, "Creating a claim relation");
 * ```
 */
export async function requireResearchToken(
  state: ServerState,
  token: string | undefined,
  action: string,
): Promise<void> {
  if (token === undefined || token === "") {
    throw httpError(409, "research_root.needs_research_token", { action }, {
      code: "stale-context",
    });
  }
  await checkResearchToken(state, token);
}

/**
 * The research root of a request that needs an archive: 400 without a research root or
 * when the root holds no valid archive.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const root = await requireArchive(state); // "/home/me/novel", or HttpError(400)
 * ```
 */
export async function requireArchive(state: ServerState): Promise<string> {
  const ctx = await researchContext(state);
  if (ctx.root === null) {
    throw httpError(400, "research_root.project_folder_selected");
  }
  if (ctx.projectId === null) {
    throw httpError(400, "research_root.holds_research_archive", { root: ctx.root });
  }
  return ctx.root;
}
