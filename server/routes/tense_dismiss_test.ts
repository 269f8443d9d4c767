/**
 * `POST /api/tense-dismiss` through `app.request()`: a dismissal is saved in the project's
 * `svc-dismissals.json`, shows on the next page, survives edits elsewhere in the manuscript,
 * and can be undone; the error rows (400, 409) leave the file as it was.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../app.ts";
import { DISMISSALS_FILE, readDismissals } from "../../src/project/dismissals.ts";
import { projectToken } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { tenseFlagKey } from "../../src/report/dashboard/tense_keys.ts";
import { wholePage } from "../testing/dashboard_page.ts";

/** Mixed tense, three verbs in the minority: severity 2 (SPEC 2.4 table). */
const FLAGGED = "He is here. She is there. They are happy. It was late. He was tired. " +
  "We were cold and she had gone.";
const BOOK = `# The Ledger\n\n## One\n\nShe walked home.\n\n${FLAGGED}\n\n## Two\n\nIt rained.\n`;

async function project(text = BOOK) {
  const home = await Deno.makeTempDir({ prefix: "svc-dismiss-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  await Deno.writeTextFile(join(dir, "book.md"), text);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(dir));
  return { home, dir, state, app: createApp(state) };
}

type Fixture = Awaited<ReturnType<typeof project>>;

async function post(f: Fixture, body: unknown) {
  const res = await f.app.request("/api/tense-dismiss", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

const KEY = tenseFlagKey("One", FLAGGED);

Deno.test("a dismissed tense flag is saved in the project and shown as dismissed", async () => {
  const f = await project();
  try {
    const page = await wholePage((p) => f.app.request(p));
    assert.match(page, new RegExp(`<li class="tense-flag"\\s+data-key="${KEY}">`));
    assert.match(page, /data-dismiss-url="\/api\/tense-dismiss"/);
    assert.match(page, /data-dismissed=""/);
    assert.match(page, /svc-dismissals\.json/);
    const token = await projectToken(f.state);
    const r = await post(f, { key: KEY, dismissed: true, project_token: token });
    assert.equal(r.status, 200, JSON.stringify(r.json));
    assert.deepEqual(r.json, {
      ok: true,
      message: `Tense flag ${KEY} dismissed`,
      key: KEY,
      dismissed: true,
      count: 1,
    });
    const file = JSON.parse(await Deno.readTextFile(join(f.dir, DISMISSALS_FILE)));
    assert.deepEqual(file, {
      schema: "svc-dismissals/1",
      tense: {
        [KEY]: {
          chapter: "One",
          text: "He is here. She is there. They are happy. It was late. He was tired. We were…",
        },
      },
    });
    assert.match(await wholePage((p) => f.app.request(p)), new RegExp(`data-dismissed="${KEY}"`));
    // The token does not cover the dismissals file: a second change needs no reload.
    const undo = await post(f, { key: KEY, dismissed: false, project_token: token });
    assert.equal(undo.status, 200);
    assert.equal(undo.json.count, 0);
    assert.deepEqual((await readDismissals(f.dir)).tense, {});
    assert.match(await wholePage((p) => f.app.request(p)), /data-dismissed=""/);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("a dismissal survives edits elsewhere in the manuscript", async () => {
  const f = await project();
  try {
    const token = await projectToken(f.state);
    assert.equal((await post(f, { key: KEY, dismissed: true, project_token: token })).status, 200);
    // New text before the paragraph (its lines move) and a new chapter after it.
    const edited =
      BOOK.replace("She walked home.", "She walked home.\n\nA new paragraph.\n\nAnd one more.") +
      "\n## Three\n\nMore text.\n";
    await Deno.writeTextFile(join(f.dir, "book.md"), edited);
    const page = await wholePage((p) => f.app.request(p));
    assert.match(page, new RegExp(`<li class="tense-flag"\\s+data-key="${KEY}">`));
    assert.match(page, new RegExp(`data-dismissed="${KEY}"`));
    // Editing the paragraph itself makes it another flag.
    await Deno.writeTextFile(join(f.dir, "book.md"), edited.replace("He is here.", "He is near."));
    assert.doesNotMatch(await wholePage((p) => f.app.request(p)), new RegExp(`data-key="${KEY}"`));
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("tense-dismiss answers 400 for a bad body, 409 for a stale token or key", async () => {
  const f = await project();
  try {
    const token = await projectToken(f.state);
    for (
      const body of [
        { key: "12", dismissed: true, project_token: token },
        { key: KEY, dismissed: "yes", project_token: token },
        { key: KEY, dismissed: true, project_token: token, extra: 1 },
        { key: KEY, project_token: token },
      ]
    ) {
      const r = await post(f, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.json.ok, false);
    }
    assert.equal((await post(f, { key: KEY, dismissed: true })).status, 400);
    const stale = await post(f, { key: KEY, dismissed: true, project_token: "stale" });
    assert.equal(stale.status, 409);
    const unknown = await post(f, {
      key: "t-0000000000000000",
      dismissed: true,
      project_token: token,
    });
    assert.equal(unknown.status, 409);
    assert.match(String(unknown.json.message), /no flagged paragraph has this key/);
    await assert.rejects(Deno.stat(join(f.dir, DISMISSALS_FILE)), Deno.errors.NotFound);
    // Undoing a key that is not (or no longer) flagged is allowed.
    const clear = await post(f, {
      key: "t-0000000000000000",
      dismissed: false,
      project_token: token,
    });
    assert.equal(clear.status, 200);
    // A file that is not ours is never overwritten.
    await Deno.writeTextFile(join(f.dir, DISMISSALS_FILE), "not json");
    const broken = await post(f, { key: KEY, dismissed: true, project_token: token });
    assert.equal(broken.status, 400);
    assert.equal(await Deno.readTextFile(join(f.dir, DISMISSALS_FILE)), "not json");
    assert.equal((await f.app.request("/")).status, 200);
  } finally {
    await Deno.remove(f.home, { recursive: true });
  }
});

Deno.test("tense-dismiss needs a selected manuscript and is listed in GET /api", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-dismiss-" });
  try {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    const app = createApp(state);
    const res = await app.request("/api/tense-dismiss", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ key: KEY, dismissed: true, project_token: "x" }),
    });
    assert.equal(res.status, 400);
    const index = await (await app.request("/api")).json();
    assert.ok(index.post.includes("/api/tense-dismiss"), index.post.join(" "));
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});
