/**
 * The character names of the served page (issue 27): the settings form's names field is saved
 * in the project's config (`names = [...]`) with the checks of `--names`; `svc serve --names`
 * is the flags layer above it (the field shows it fixed); the Characters tab of the served
 * page shows the presence of those names, with the same figures as `svc characters --json` on
 * a corpus novel.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "npm:smol-toml@1.9.1";
import { svc } from "../../testing/cli.ts";
import { createApp } from "../app.ts";
import { projectToken } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { wholePage } from "../testing/dashboard_page.ts";

const NOVEL = new URL("../../../shared/corpus/en/jekyll-and-hyde.md", import.meta.url).pathname;

interface Fixture {
  readonly home: string;
  readonly dir: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

async function project(
  config: string,
  launch: { cliNames?: string[] } = {},
): Promise<Fixture> {
  const home = await Deno.makeTempDir({ prefix: "svc-names-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.copyFile(NOVEL, join(dir, "book.md"));
  await Deno.writeTextFile(join(dir, "svc.toml"), config);
  const state = new ServerState({ home, cliThresholds: {}, debug: false, ...launch });
  state.select(await resolveSelection(dir));
  return { home, dir, state, app: createApp(state) };
}

async function post(f: Fixture, body: unknown): Promise<{ status: number; message: string }> {
  const res = await f.app.request("/api/settings", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, message: (await res.json()).message };
}

async function page(f: Fixture): Promise<string> {
  assert.equal((await f.app.request("/")).status, 200);
  return await wholePage((p) => f.app.request(p));
}

/** The Characters panel's table rows: name and mentions. */
function presenceRows(html: string): [string, string][] {
  const panel = /<section class="panel" role="tabpanel" id="panel-characters"[\s\S]*?<\/section>/
    .exec(html)?.[0] ?? "";
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(panel)?.[1] ?? "";
  return [...body.matchAll(/<td>([^<]*)<\/td>\s*<td class="num">([^<]*)<\/td>/g)].map((
    m,
  ) => [m[1], m[2]]);
}

Deno.test("the names field is saved in svc.toml and the Characters tab shows those names", async () => {
  const f = await project('title = "Jekyll"\nlanguage = "en"\n');
  try {
    const before = await page(f);
    assert.match(before, /id="settings-names" value="" data-active=""/);
    assert.match(before, /data-open-tab="settings" data-focus="settings-names"/);
    assert.deepEqual(presenceRows(before), []);

    const saved = await post(f, {
      names: "Utterson, Hyde, Harry|Henry Jekyll|Jekyll=Jekyll, Poole",
      project_token: await projectToken(f.state),
    });
    assert.equal(saved.status, 200, saved.message);
    const toml = parse(await Deno.readTextFile(join(f.dir, "svc.toml")));
    assert.deepEqual([...toml.names as string[]], [
      "Utterson",
      "Hyde",
      "Harry|Henry Jekyll|Jekyll=Jekyll",
      "Poole",
    ]);
    assert.equal(toml.title, "Jekyll", "other keys are kept");

    // The served figures are those of the analysis command on the same book and names.
    const cli = await svc([
      "characters",
      join(f.dir, "book.md"),
      "--names",
      "Utterson,Hyde,Harry|Henry Jekyll|Jekyll=Jekyll,Poole",
      "--json",
    ]);
    assert.equal(cli.code, 0, cli.stderr);
    const expected = (JSON.parse(cli.stdout).characters as { name: string; mentions: number }[])
      .map((c) => [c.name, c.mentions.toLocaleString("en-US")]);
    const after = await page(f);
    assert.deepEqual(presenceRows(after), expected);
    assert.ok(expected.every(([, n]) => n !== "0"), "every name is found in the novel");
    assert.match(
      after,
      /id="settings-names" value="Utterson, Hyde, Harry\|Henry Jekyll\|Jekyll=Jekyll, Poole"/,
    );

    // An empty field removes the key; the tab asks for names again.
    assert.equal((await post(f, { names: "" })).status, 200);
    const cleared = parse(await Deno.readTextFile(join(f.dir, "svc.toml")));
    assert.equal(cleared.names, undefined);
    assert.deepEqual(presenceRows(await page(f)), []);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("invalid names give 400 as --names does and write nothing; a stale token gives 409", async () => {
  const f = await project('language = "en"\n');
  try {
    const file = join(f.dir, "svc.toml");
    const original = await Deno.readTextFile(file);
    const refused = [
      ["(=Broken", /Invalid name pattern "\("/],
      ["a*=Empty", /matches the empty string/],
      ["=Nobody", /Invalid name entry "=Nobody"/],
      ["Hyde\nPoole", /single line/],
      [" , ", null],
    ] as const;
    for (const [names, message] of refused) {
      const answer = await post(f, { names });
      if (message === null) {
        // Only separators: no names, which clears a key that is not there.
        assert.equal(answer.status, 200, answer.message);
        continue;
      }
      assert.equal(answer.status, 400, names);
      assert.match(answer.message, message);
      assert.equal(await Deno.readTextFile(file), original);
    }
    const stale = await projectToken(f.state);
    assert.equal((await post(f, { title: "Other" })).status, 200);
    const answer = await post(f, { names: "Hyde", project_token: stale });
    assert.equal(answer.status, 409);
    assert.doesNotMatch(await Deno.readTextFile(file), /names/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("serve --names is the flags layer: it wins over the config and the field shows it fixed", async () => {
  const f = await project('names = ["Utterson"]\n', { cliNames: ["Poole", "Lanyon"] });
  try {
    const html = await page(f);
    assert.deepEqual(presenceRows(html).map(([name]) => name), ["Poole", "Lanyon"]);
    assert.match(html, /id="settings-names" value="Poole, Lanyon"[^>]*disabled/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("a hand-edited invalid names list is a warning in the settings tab and shows no presence", async () => {
  const f = await project('names = ["(=Broken"]\n');
  try {
    const html = await page(f);
    assert.match(html, /<li class="meta">names: Invalid name pattern &quot;\(&quot;/);
    assert.deepEqual(presenceRows(html), []);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});
