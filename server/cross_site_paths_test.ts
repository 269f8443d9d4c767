/**
 * The cross-site guard judges the path Hono routes, not the raw URL (issue 25): every guarded
 * route of the app (enumerated from `app.routes`) is requested cross-site under
 * percent-encoded, double-encoded, dot-segment, slash and case variants of its path, through
 * `app.request` and as raw HTTP/1.1 on a real loopback port (fetch would normalise the
 * target). A variant that reaches a handler must get the refusal; one that reaches none must
 * be the router's 404 for a same-origin request as well. No handler runs: the answer is the
 * refusal's (or the 404's) exact body, never a listing, and nothing is selected or written.
 *
 * The refusal is 400: SPEC 5.1 names the Origin and fetch-site checks, not their status; the
 * server answers them as invalid input (SPEC 7: 400 `{ok: false, message}`), as the route
 * tests (project-paths, research image) already state.
 */
import assert from "node:assert/strict";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { createApp } from "./app.ts";
import { crossSiteGuarded } from "./security.ts";
import { ServerState } from "./state.ts";

const REFUSED = { status: 400, body: { ok: false, message: "Cross-origin requests are refused" } };
const NOT_FOUND = { status: 404, body: { ok: false, message: "Not found" } };
const CROSS_SITE = { "Sec-Fetch-Site": "cross-site", Origin: "http://evil.com" };
/** The query of the request: a listing of /etc if the handler ran. */
const QUERY = "?path=/etc";

interface Route {
  readonly method: string;
  readonly path: string;
}

interface Variant {
  readonly target: string;
  /** Decoded once with dot segments resolved, it is the route's path: it must be refused. */
  readonly routes: boolean;
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

function encode(text: string, upper: boolean): string {
  return [...text].map((ch) => {
    const hex = ch.charCodeAt(0).toString(16).padStart(2, "0");
    return "%" + (upper ? hex.toUpperCase() : hex.toLowerCase());
  }).join("");
}

/** The variants of one route's path. */
function variants(path: string): Variant[] {
  const segments = path.split("/").slice(1);
  const last = segments[segments.length - 1];
  const head = "/" + segments.slice(0, -1).join("/");
  const rest = "/" + segments.slice(1).join("/");
  const firstUpper = encode(last[0], true) + last.slice(1);
  const hex = firstUpper.slice(1, 3);
  const must = [
    path,
    `${head}/${firstUpper}`,
    `${head}/${encode(last[0], false)}${last.slice(1)}`,
    `${head}/${encode(last, true)}`,
    `${head}/${encode(last, false)}`,
    `${head}/${last.replaceAll("-", "%2D")}`,
    `${head}/${last.replaceAll("-", "%2d")}`,
    `/${encode(segments[0][0], false)}${segments[0].slice(1)}${rest}`,
    `/${encode(segments[0], true)}${rest}`,
    `/${segments[0]}/.${rest}`,
    `/${segments[0]}/x/..${rest}`,
    `/${segments[0]}/%2e${rest}`,
    `/${segments[0]}/x/%2E%2e${rest}`,
    `/${segments[0]}/x/.%2E${rest}`,
    `/${segments[0]}/x/../${rest.slice(1).replace(last, firstUpper)}`,
    `${path}/`,
    `${path}/.`,
    `${path}/x/..`,
  ];
  const may = [
    `/${path}`,
    `/${segments[0]}/${rest}`,
    `${path}//`,
    `${head}/%25${hex}${last.slice(1)}`,
    `${head}/%25${hex.toLowerCase()}${last.slice(1)}`,
    `${head}/${last.replaceAll("-", "%252D")}`,
    `${head}/${encode(last, true).replaceAll("%", "%25")}`,
    `${head}/%25${hex[0]}%${hex.charCodeAt(1).toString(16)}${last.slice(1)}`,
    `/${segments[0]}/x/%252e%252e${rest}`,
    `/${segments[0]}%2F${rest.slice(1)}`,
    `/${segments[0]}%2f${rest.slice(1)}`,
    path.toUpperCase(),
    // WHATWG URLs read `\` as `/` (app.request), Deno.serve passes it on as it came.
    `/${segments[0]}\\${rest.slice(1)}`,
  ];
  return [
    ...[...new Set(must)].map((target) => ({ target, routes: true })),
    ...[...new Set(may)].filter((t) => !must.includes(t)).map((target) => ({
      target,
      routes: false,
    })),
  ];
}

/** The guarded routes of the app, as `app.routes` lists them (middleware left out). */
function guardedRoutes(): Route[] {
  const state = new ServerState({ home: "/nonexistent", cliThresholds: {}, debug: false });
  const routes = createApp(state).routes.filter((r) => r.method !== "ALL");
  const guarded = routes.filter((r) => crossSiteGuarded(r.method, r.path));
  // SPEC 5.1: every state-changing route and the path-browsing and image GETs.
  for (const r of routes) if (r.method !== "GET") assert.ok(guarded.includes(r), r.path);
  for (const path of ["/api/project-paths", "/api/research/image"]) {
    assert.ok(guarded.some((r) => r.method === "GET" && r.path === path), path);
  }
  for (const r of guarded) assert.match(r.path, /^\/api\/[a-z/-]+$/, "a concrete path");
  return guarded.map(({ method, path }) => ({ method, path }));
}

type Send = (method: string, target: string, headers: Record<string, string>) => Promise<Answer>;

function viaApp(app: ReturnType<typeof createApp>): Send {
  return async (method, target, headers) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (method !== "GET" && method !== "HEAD") {
      init.body = "{}";
      (init.headers as Record<string, string>)["Content-Type"] = "application/json";
    }
    const res = await app.request(`http://localhost${target}`, init);
    return { status: res.status, text: await res.text() };
  };
}

/** Raw HTTP/1.1 on the port: the target goes out byte for byte. */
function viaPort(port: number): Send {
  return async (method, target, headers) => {
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close"];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const body = method === "GET" || method === "HEAD" ? "" : "{}";
    if (body) lines.push("Content-Type: application/json", `Content-Length: ${body.length}`);
    const conn = await Deno.connect({ hostname: "127.0.0.1", port });
    let raw = "";
    try {
      await conn.write(new TextEncoder().encode(lines.join("\r\n") + "\r\n\r\n" + body));
      const decoder = new TextDecoder();
      const buf = new Uint8Array(65536);
      for (;;) {
        const n = await conn.read(buf);
        if (n === null) break;
        raw += decoder.decode(buf.subarray(0, n), { stream: true });
      }
    } finally {
      conn.close();
    }
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
    assert.ok(status, `no status line for ${method} ${target}: ${raw.slice(0, 80)}`);
    return { status, text: raw.slice(raw.indexOf("\r\n\r\n") + 4) };
  };
}

function isAnswer(answer: Answer, expected: typeof REFUSED, method: string): boolean {
  if (answer.status !== expected.status) return false;
  if (method === "HEAD") return answer.text === "";
  try {
    return JSON.stringify(JSON.parse(answer.text)) === JSON.stringify(expected.body);
  } catch {
    return false;
  }
}

/** Sends every variant of every guarded route cross-site; returns how many were sent. */
async function checkAll(send: Send): Promise<number> {
  let sent = 0;
  for (const route of guardedRoutes()) {
    const methods = route.method === "GET" ? ["GET", "HEAD"] : [route.method];
    for (const method of methods) {
      for (const { target, routes } of variants(route.path)) {
        const full = route.method === "GET" ? target + QUERY : target;
        const what = `${method} ${full} (route ${route.path})`;
        const answer = await send(method, full, CROSS_SITE);
        sent++;
        assert.doesNotMatch(answer.text, /"entries"/, what);
        if (isAnswer(answer, REFUSED, method)) continue;
        assert.ok(
          !routes && method !== "POST" && isAnswer(answer, NOT_FOUND, method),
          `${what} was not refused: ${answer.status} ${answer.text.slice(0, 120)}`,
        );
        // Not refused because nothing routes it: the same request from the page is a 404 too.
        const same = await send(method, full, { "Sec-Fetch-Site": "same-origin" });
        assert.ok(isAnswer(same, NOT_FOUND, method), `${what} reaches a handler same-origin`);
      }
    }
  }
  return sent;
}

async function withHome(fn: (home: string) => Promise<void>): Promise<void> {
  const home = await Deno.makeTempDir({ prefix: "svc-cross-site-" });
  try {
    await fn(home);
    assert.deepEqual(await Array.fromAsync(Deno.readDir(home)), [], "nothing written");
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

Deno.test("the variants of a path decode to it once, never twice", () => {
  const all = variants("/api/project-paths");
  const must = all.filter((v) => v.routes).map((v) => v.target);
  const may = all.filter((v) => !v.routes).map((v) => v.target);
  for (
    const target of [
      "/api/%70roject-paths",
      "/api/project%2Dpaths",
      "/api/project%2dpaths",
      "/api/./project-paths",
      "/api/x/../project-paths",
      "/%61pi/project-paths",
      "/%61%70%69/project-paths",
    ]
  ) assert.ok(must.includes(target), target);
  for (
    const target of ["//api/project-paths", "/api/%2570roject-paths", "/api/project%252Dpaths"]
  ) {
    assert.ok(may.includes(target), target);
  }
  assert.ok(may.includes("/api/%257%30roject-paths"), "a double encoding spelled in parts");
});

Deno.test("cross-site requests to every guarded route are refused under every spelling (app.request)", async () => {
  await withHome(async (home) => {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    const sent = await checkAll(viaApp(createApp(state)));
    assert.ok(sent > 500, `${sent} requests`);
    assert.equal(state.selection, null, "nothing selected");
    assert.equal(state.generation, 0);
  });
});

Deno.test("cross-site requests to every guarded route are refused under every spelling (real port)", async () => {
  await withHome(async (home) => {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    const server = serveOnLoopback(state);
    try {
      const sent = await checkAll(viaPort(server.addr.port));
      assert.ok(sent > 500, `${sent} requests`);
    } finally {
      await server.shutdown();
    }
    assert.equal(state.selection, null, "nothing selected");
    assert.equal(state.generation, 0);
  });
});
