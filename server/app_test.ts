/**
 * The app skeleton through `app.request()`: security headers and guards, the API index,
 * the 501 routes, and `GET /` with and without a project.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "./app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const SAMPLE = new URL("../testdata/sample-en.md", import.meta.url).pathname;

async function project(): Promise<{ dir: string; state: ServerState }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-app-" });
  await Deno.copyFile(SAMPLE, join(dir, "book.md"));
  const state = new ServerState({ home: dir, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(dir));
  return { dir, state };
}

function emptyState(): ServerState {
  return new ServerState({ home: Deno.cwd(), cliThresholds: {}, debug: false });
}

Deno.test("every response carries the security headers with a fresh nonce", async () => {
  const app = createApp(emptyState());
  const a = await app.request("/api");
  const b = await app.request("/api");
  for (const res of [a, b]) {
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("x-frame-options"), "DENY");
    assert.match(
      res.headers.get("content-security-policy")!,
      /^default-src 'none'; script-src 'nonce-[\w-]+'/,
    );
  }
  assert.notEqual(
    a.headers.get("content-security-policy"),
    b.headers.get("content-security-policy"),
  );
});

Deno.test("a request for another host is refused (DNS rebinding)", async () => {
  const state = emptyState();
  state.port = 8765;
  const app = createApp(state);
  const res = await app.request("http://127.0.0.1:8765/api", {
    headers: { Host: "evil.example:8765" },
  });
  assert.equal(res.status, 421);
  assert.equal((await res.json()).ok, false);
  const good = await app.request("http://127.0.0.1:8765/api", {
    headers: { Host: "127.0.0.1:8765" },
  });
  assert.equal(good.status, 200);
});

Deno.test("cross-site POSTs are refused before they run", async () => {
  const app = createApp(emptyState());
  const cases: Record<string, string>[] = [
    { Origin: "http://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const headers of cases) {
    const res = await app.request("/api/export", { method: "POST", body: "{}", headers });
    assert.equal(res.status, 400, JSON.stringify(headers));
    assert.match((await res.json()).message, /Cross-origin/);
  }
});

Deno.test("GET /api is the svc-api-index/1 without paths, titles or text", async () => {
  const { dir, state } = await project();
  try {
    for (const path of ["/api", "/api/"]) {
      const res = await createApp(state).request(path);
      assert.equal(res.status, 200);
      const body = await res.json();
      assert.equal(body.ok, true);
      assert.equal(body.schema, "svc-api-index/1");
      assert.ok(body.get.includes("/api/project-paths"));
      assert.ok(body.post.includes("/api/settings") && body.post.includes("/api/marker-add"));
      assert.equal(body.state.project_selected, true);
      assert.equal(body.state.manuscript_selected, true);
      assert.equal(typeof body.capabilities.dashboard, "boolean");
      const text = JSON.stringify(body);
      assert.ok(!text.includes(dir) && !text.includes("Lighthouse") && !text.includes("book.md"));
    }
    const empty = await (await createApp(emptyState()).request("/api")).json();
    assert.equal(empty.ok, true);
    assert.equal(empty.state.project_selected, false);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("export, sync, audit, prune and cloudstore answer 501 and create nothing", async () => {
  const { dir, state } = await project();
  try {
    const before = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
    for (const name of ["export", "sync", "audit", "prune", "cloudstore"]) {
      const res = await createApp(state).request(`/api/${name}`, { method: "POST", body: "{}" });
      assert.equal(res.status, 501, name);
      assert.equal((await res.json()).ok, false);
    }
    assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name).sort(), before);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a JSON body over 5 MiB is refused with 413 before parsing", async () => {
  const app = createApp(emptyState());
  const big = "x".repeat(5 * 1024 * 1024 + 1);
  const res = await app.request("/api/export", {
    method: "POST",
    body: big,
    headers: { "Content-Length": String(big.length) },
  });
  assert.equal(res.status, 413);
  assert.equal((await res.json()).ok, false);
});

Deno.test("GET / serves the project's dashboard with its nonce, or the welcome page", async () => {
  const { dir, state } = await project();
  try {
    const res = await createApp(state).request("/");
    assert.equal(res.status, 200);
    const page = await res.text();
    const nonce = res.headers.get("content-security-policy")!.match(/'nonce-([\w-]+)'/)![1];
    assert.ok(page.includes(`<script nonce="${nonce}">`));
    assert.ok(page.includes(`<style nonce="${nonce}">`));
    assert.match(page, /Lighthouse Keeper/);
    assert.match(page, /data-project-token="/);
    const welcome = await (await createApp(emptyState()).request("/")).text();
    assert.match(welcome, /Welcome/);
    assert.doesNotMatch(welcome, /id="panel-style"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("unknown paths are 404 with ok false", async () => {
  const res = await createApp(emptyState()).request("/nope");
  assert.equal(res.status, 404);
  assert.equal((await res.json()).ok, false);
});

Deno.test("the access log is off by default and never shows query strings", async () => {
  const lines: string[] = [];
  const log = (l: string) => {
    lines.push(l);
  };
  const quiet = new ServerState({
    home: "/",
    cliThresholds: {},
    debug: false,
    log,
  });
  await createApp(quiet).request("/api?token=secret");
  assert.deepEqual(lines, []);
  const loud = new ServerState({
    home: "/",
    cliThresholds: {},
    debug: true,
    log,
  });
  await createApp(loud).request("/api?token=secret");
  assert.deepEqual(lines, ["[debug] GET /api 200"]);
});
