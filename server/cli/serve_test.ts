import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../../testing/cli.ts";
import { messages } from "../../src/i18n/messages.ts";
import type { CliIO } from "../../src/project/io.ts";
import { createApp } from "../app.ts";
import { projectViews } from "../project.ts";
import { parsePort, serverState } from "./serve.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

/** An invocation of `svc serve` with this environment, recording nothing. */
function invocation(args: string[], options: Record<string, unknown>, env: Record<string, string>) {
  const io: CliIO = { stdout: () => {}, stderr: () => {}, env: (name) => env[name] };
  return { args, options, io, messages: messages(env.SVC_LANG) };
}

async function servedPage(state: Awaited<ReturnType<typeof serverState>>): Promise<string> {
  const res = await createApp(state).request("/");
  assert.equal(res.status, 200);
  return await res.text();
}

Deno.test("parsePort() accepts 0–65535 and refuses anything else", () => {
  assert.equal(parsePort("0"), 0);
  assert.equal(parsePort("65535"), 65535);
  for (const bad of ["65536", "-1", "80.5", "abc", ""]) {
    assert.throws(() => parsePort(bad), /--port/);
  }
});

Deno.test("svc serve refuses a non-loopback host unless explicitly allowed (exit 2)", async () => {
  assertError(
    await svc(["serve", "--no-project", "--host", "0.0.0.0"]),
    2,
    /not a loopback address/,
  );
  assertError(await svc(["serve", "--no-project", "--port", "99999"]), 2, /--port/);
  assertError(await svc(["serve", "--no-project", "--z-mild", "-1"]), 2, /z-mild/);
});

Deno.test("svc serve with SVC_LANG=de serves a German page of an English analysis", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-serve-" });
  try {
    const dir = join(home, "novel");
    await Deno.mkdir(dir);
    await Deno.copyFile(SAMPLE, join(dir, "book.md"));
    const german = await serverState(
      invocation([dir], {}, { HOME: home, SVC_LANG: "de_DE.UTF-8" }),
    );
    const page = await servedPage(german);
    assert.match(page, /<html lang="de">/);
    assert.match(page, />Überblick</);
    assert.equal((await projectViews(german)).views.analyze.meta.language, "en");

    // Without SVC_LANG the same book gives an English page; `--language de` changes the
    // analysis, never the page's language.
    const plain = await serverState(invocation([dir], { language: "de" }, { HOME: home }));
    assert.match(await servedPage(plain), /<html lang="en">/);
    assert.equal((await projectViews(plain)).views.analyze.meta.language, "de");

    // The welcome page of an empty workspace too.
    const empty = await serverState(
      invocation([], { project: false }, { HOME: home, SVC_LANG: "de" }),
    );
    assert.match(await servedPage(empty), /<html lang="de">/);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("svc serve --names takes the names of the analysis commands; an invalid list is exit 2", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-serve-names-" });
  try {
    const dir = join(home, "novel");
    await Deno.mkdir(dir);
    await Deno.copyFile(SAMPLE, join(dir, "book.md"));
    const state = await serverState(invocation([dir], { names: " Elias , Tom=Thomas" }, {
      HOME: home,
    }));
    assert.deepEqual(state.launch.cliNames, ["Elias", "Tom=Thomas"]);
    const characters = (await projectViews(state)).views.characters;
    assert.deepEqual(characters?.characters.map((c) => c.name), ["Elias", "Thomas"]);
    for (const names of ["", "(=Broken"]) {
      const run = await svc(["serve", dir, "--port", "0", "--names", names]);
      assert.equal(run.code, 2, run.stderr);
      assert.match(run.stderr, /^\[error\] .*name/m);
    }
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});
