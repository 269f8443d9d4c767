import assert from "node:assert/strict";
import { join } from "node:path";
import { init } from "../research/mod.ts";
import { HttpError } from "./http.ts";
import {
  checkResearchToken,
  researchContext,
  researchRootPath,
  researchSelected,
  researchToken,
} from "./research_root.ts";
import { ServerState } from "./state.ts";

async function withDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-research-root-" }));
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function stateFor(home: string, researchProject: string | null = null, secret?: Uint8Array) {
  return new ServerState({ home, cliThresholds: {}, debug: false, researchProject }, secret);
}

async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (entry.isDirectory) await copyTree(join(from, entry.name), join(to, entry.name));
    else await Deno.copyFile(join(from, entry.name), join(to, entry.name));
  }
}

async function stale(state: ServerState, token: string | undefined): Promise<void> {
  await assert.rejects(
    () => checkResearchToken(state, token),
    (e) => e instanceof HttpError && e.status === 409 && e.extra.code === "stale-context",
  );
}

Deno.test("the research root is --research-project first, then the selected project, else none", async () => {
  await withDir(async (dir) => {
    const state = stateFor(dir);
    assert.equal(researchRootPath(state), null);
    assert.deepEqual(await researchContext(state), { root: null, projectId: null });
    state.select({ root: join(dir, "novel"), manuscript: null });
    assert.equal(researchRootPath(state), join(dir, "novel"));
    const explicit = stateFor(dir, join(dir, "archive"));
    explicit.select({ root: join(dir, "novel"), manuscript: null });
    assert.equal(researchRootPath(explicit), join(dir, "archive"));
  });
});

Deno.test("research_selected is true only when the root validates as an archive", async () => {
  await withDir(async (dir) => {
    const state = stateFor(dir);
    assert.equal(await researchSelected(state), false);
    state.select({ root: dir, manuscript: null });
    assert.equal(await researchSelected(state), false);
    await Deno.mkdir(join(dir, "svc-research"));
    assert.equal(await researchSelected(state), false);
    await Deno.remove(join(dir, "svc-research"));
    const made = await init(dir, { title: "T", language: "en" });
    assert.equal(await researchSelected(state), true);
    assert.equal((await researchContext(state)).projectId, made.project_id);
  });
});

Deno.test("the research token is stable per root and archive, and changes with either", async () => {
  await withDir(async (dir) => {
    const a = join(dir, "a");
    const b = join(dir, "b");
    await init(a, { title: "A", language: "en" });
    const state = stateFor(dir);
    assert.equal(await researchToken(state), null);
    await stale(state, "anything");
    await checkResearchToken(state, undefined); // optional: absent is fine
    state.select({ root: a, manuscript: null });
    const tokenA = await researchToken(state);
    assert.match(tokenA!, /^[A-Za-z0-9_-]{43}$/);
    state.select({ root: a, manuscript: join(a, "x.md") });
    assert.equal(await researchToken(state), tokenA);
    await checkResearchToken(state, tokenA!);
    // A restored copy shares the project id, not the path: another token.
    await copyTree(join(a, "svc-research"), join(b, "svc-research"));
    state.select({ root: b, manuscript: null });
    const tokenB = await researchToken(state);
    assert.notEqual(tokenB, tokenA);
    await stale(state, tokenA!);
    // The same path with a new archive (new project id): another token.
    state.select({ root: a, manuscript: null });
    await Deno.remove(join(a, "svc-research"), { recursive: true });
    const noArchive = await researchToken(state);
    assert.notEqual(noArchive, tokenA);
    await init(a, { title: "A", language: "en" });
    const renewed = await researchToken(state);
    assert.notEqual(renewed, tokenA);
    assert.notEqual(renewed, noArchive);
    await stale(state, tokenA!);
  });
});

Deno.test("a research token of another server secret, or a mangled one, is stale", async () => {
  await withDir(async (dir) => {
    await init(dir, { title: "T", language: "en" });
    const one = stateFor(dir, dir, new Uint8Array(32).fill(1));
    const two = stateFor(dir, dir, new Uint8Array(32).fill(2));
    const token = (await researchToken(one))!;
    await checkResearchToken(one, token);
    await stale(two, token);
    await stale(one, token.slice(0, -1));
    await stale(one, token + "A");
    await stale(one, "");
    await stale(one, "not base64 !");
  });
});

Deno.test("the research token follows the real path of a linked root", async () => {
  await withDir(async (dir) => {
    const real = join(dir, "real");
    await init(real, { title: "T", language: "en" });
    await Deno.symlink(real, join(dir, "link"));
    const viaLink = stateFor(dir, join(dir, "link"));
    const direct = stateFor(dir, real, viaLink.secret);
    assert.equal(await researchToken(viaLink), await researchToken(direct));
  });
});
