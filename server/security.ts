/**
 * Security middleware (SPEC 5.1, 8): a Host allow-list against DNS rebinding, an Origin /
 * fetch-site check on state-changing and path-browsing requests, the response headers every
 * answer carries (default-deny CSP with a per-response nonce, no-store, nosniff, frames
 * denied), the 5 MiB JSON body limit (32 MiB for the two image POSTs, SPEC 8), and the
 * opt-in access log without query strings. The image route (`GET /api/research/image`) gets
 * the fetch-site check of the path listing (SPEC 5.1).
 *
 * Path rules are judged on the path Hono routes, never on the raw URL: `c.req.path` is the
 * URL's path percent-decoded once (`%25` stays `%25`, so `%2570` becomes `%70` and is not
 * decoded again), and {@linkcode routedPath} also drops empty and `.` segments, resolves `..`
 * and trailing slashes. `/api/%70roject-paths`, `/api/project%2Dpaths` or
 * `/api/research/%69mage` reach the guarded handlers, so they are guarded (issue 25: the raw
 * path let them through); a variant the router cannot route (`%2570…`, `//api/…`) answers
 * 404 and runs no handler either way.
 *
 * @module
 */

import type { Context, MiddlewareHandler } from "npm:hono@4.13.19";
import { bodyLimit } from "npm:hono@4.13.19/body-limit";
import { dashboardCsp } from "../src/report/dashboard/page.ts";
import { fail } from "./http.ts";
import type { ServerState } from "./state.ts";
import { pageLanguage, serverText } from "./worded.ts";

/** Largest JSON request body (SPEC 8). */
export const MAX_JSON_BODY = 5 * 1024 * 1024;
/** Largest body of an image POST (SPEC 8): a 16 MiB image as base64 plus its fields. */
const MAX_IMAGE_BODY = 32 * 1024 * 1024;
/** The POSTs that carry an image and take {@linkcode MAX_IMAGE_BODY}. */
const IMAGE_POST_PATHS: ReadonlySet<string> = new Set([
  "/api/research-image-ingest",
  "/api/research-dossier-image",
]);
/** GETs that get the same-origin check of state-changing requests. */
const GUARDED_GETS: ReadonlySet<string> = new Set([
  "/api/project-paths",
  "/api/research/image",
  // The tabs of the page carry the project token: only the page itself reads them.
  "/api/dashboard-part",
]);

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The path the guards judge: Hono's routing path (`c.req.path`, percent-decoded once) with
 * empty and `.` segments dropped, `..` segments resolved and no trailing slash. It never
 * decodes again.
 *
 * @example
 * ```ts
 * routedPath("/api//x/../project-paths/"); // "/api/project-paths"
 * routedPath("/api/%70roject-paths"); // "/api/%70roject-paths" (already decoded once)
 * ```
 */
export function routedPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return "/" + segments.join("/");
}

/**
 * Whether a request needs the same-origin check: every method but GET and HEAD, and the GETs
 * (HEAD too, which Hono routes to them) of the path listing and the image route. `path` is
 * the routed path ({@linkcode routedPath} of `c.req.path`).
 *
 * @example
 * ```ts
 * crossSiteGuarded("POST", "/api/settings"); // true
 * crossSiteGuarded("GET", "/api/project-paths"); // true
 * crossSiteGuarded("GET", "/api/research/status"); // false
 * ```
 */
export function crossSiteGuarded(method: string, path: string): boolean {
  return method !== "GET" && method !== "HEAD" || GUARDED_GETS.has(path);
}

/** Variables the middleware puts on the context. */
export interface SecurityVariables {
  /** The nonce of this response's script and styles. */
  nonce: string;
}

/**
 * Whether a `Host` value names this server: a loopback name with the bound port (a request
 * without a port is accepted only while the port is unknown, as in `app.request()` tests).
 *
 * @example
 * ```ts
 * allowedHost("127.0.0.1:8765", 8765); // true
 * allowedHost("evil.example:8765", 8765); // false
 * ```
 */
export function allowedHost(host: string, port: number): boolean {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match || !LOOPBACK_NAMES.has(match[1])) return false;
  if (match[2] === undefined) return port === 0;
  return Number(match[2]) === port;
}

/**
 * Rejects requests whose Host is not this loopback server (421), and cross-site POSTs and
 * path listings (403-like 400: `Origin` or `Sec-Fetch-Site` from elsewhere), in the page's
 * interface language (`worded.ts`).
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * import type { ServerState } from "./state.ts";
import { pageLanguage, serverText } from "./worded.ts";
 * declare const state: ServerState;
 * const app = new Hono().use(hostGuard(state)); // Host: evil.example -> 421
 * ```
 */
export function hostGuard(state: ServerState): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("host") ?? new URL(c.req.url).host;
    if (!allowedHost(host, state.port)) {
      return fail(c, 421, serverText(await pageLanguage(state), "security.host_refused"));
    }
    if (crossSiteGuarded(c.req.method, routedPath(c.req.path)) && !sameOrigin(c, state.port)) {
      return fail(c, 400, serverText(await pageLanguage(state), "security.cross_origin"));
    }
    await next();
  };
}

function sameOrigin(c: Context, port: number): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = c.req.header("origin");
  if (!origin || origin === "null") return origin === undefined;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" && allowedHost(url.host, port);
  } catch {
    return false;
  }
}

function freshNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/**
 * Sets a fresh nonce on the context and the security headers on every response.
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * const app = new Hono<{ Variables: SecurityVariables }>().use(securityHeaders());
 * app.get("/", (c) => c.text(c.get("nonce"))); // answers with a fresh nonce and the CSP header
 * ```
 */
export function securityHeaders(): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set("Content-Security-Policy", dashboardCsp(nonce, { connect: true }));
    h.set("Cache-Control", "no-store");
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "no-referrer");
    h.set("Cross-Origin-Resource-Policy", "same-origin");
  };
}

/**
 * Rejects request bodies over {@linkcode MAX_JSON_BODY} (over {@linkcode MAX_IMAGE_BODY} on
 * the image POSTs) with 413 before anything reads them, in the page's interface language.
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const app = new Hono().use("/api/*", jsonBodyLimit(state)); // a 6 MiB JSON body -> 413
 * ```
 */
export function jsonBodyLimit(state: ServerState): MiddlewareHandler {
  const tooLarge = (max: number) => async (c: Context) =>
    fail(
      c,
      413,
      serverText(await pageLanguage(state), "security.body_too_large", {
        mib: String(max / (1024 * 1024)),
      }),
    );
  const json = bodyLimit({ maxSize: MAX_JSON_BODY, onError: tooLarge(MAX_JSON_BODY) });
  const image = bodyLimit({ maxSize: MAX_IMAGE_BODY, onError: tooLarge(MAX_IMAGE_BODY) });
  return (c, next) => {
    return (IMAGE_POST_PATHS.has(routedPath(c.req.path)) ? image : json)(c, next);
  };
}

/**
 * The access log: off unless `debug`; one line per request with method, path (never the
 * query string, which may hold tokens) and status.
 *
 * @example
 * ```ts
 * import { Hono } from "npm:hono@4.13.19";
 * import type { ServerState } from "./state.ts";
import { pageLanguage, serverText } from "./worded.ts";
 * declare const state: ServerState;
 * const app = new Hono().use(accessLog(state)); // with debug: "[debug] GET /api 200"
 * ```
 */
export function accessLog(state: ServerState): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!state.launch.debug) return;
    const path = new URL(c.req.url).pathname;
    const line = `[debug] ${c.req.method} ${path} ${c.res.status}`;
    (state.launch.log ?? ((l: string) => console.error(l)))(line);
  };
}
