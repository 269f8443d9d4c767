import assert from "node:assert/strict";
import { join } from "node:path";
import { labelsFor } from "../../src/report/labels/packs.ts";
import { researchToken } from "../research_root.ts";
import { withResearch } from "../testing/research.ts";
import { researchManagerPart } from "./research_manager.ts";

const ELEMENT = /<span id="research-manager" hidden data-research-token="([^"]*)"[^>]*><\/span>/g;

function tokensIn(page: string): string[] {
  return [...page.matchAll(ELEMENT)].map((m) => m[1]);
}

Deno.test("the served dashboard carries the research token on one hidden #research-manager", async () => {
  await withResearch(async ({ app, state }) => {
    const token = await researchToken(state);
    assert.match(token!, /^[A-Za-z0-9_-]{43}$/);
    const page = await (await app.request("/")).text();
    assert.match(page, /id="panel-style"/, "not the dashboard");
    assert.deepEqual(tokensIn(page), [token]);
  });
});

Deno.test("a research-only project's welcome page carries the research token too", async () => {
  await withResearch(async ({ app, root, state }) => {
    state.select({ root, manuscript: null });
    const page = await (await app.request("/")).text();
    assert.doesNotMatch(page, /id="panel-style"/);
    assert.deepEqual(tokensIn(page), [await researchToken(state)]);
  });
});

Deno.test("without a research root the page has no #research-manager", async () => {
  await withResearch(async ({ app }) => {
    const page = await (await app.request("/")).text();
    assert.doesNotMatch(page, /research-manager/);
  }, { select: false });
});

Deno.test("the research-manager element follows the research root", async () => {
  await withResearch(async ({ home, state }) => {
    const t = labelsFor("en");
    const part = async () =>
      String((await researchManagerPart({ state, t, projectToken: "" })).controls);
    const first = await part();
    const other = join(home, "other");
    await Deno.mkdir(other);
    state.select({ root: other, manuscript: null });
    const second = await part();
    assert.notEqual(second, first);
    assert.deepEqual(tokensIn(second), [await researchToken(state)]);
    state.select(null);
    assert.deepEqual(await researchManagerPart({ state, t, projectToken: "" }), {});
  });
});
