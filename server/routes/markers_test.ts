/**
 * `POST /api/marker-add` and `/api/marker-resolve` and the marker panel through
 * `app.request()`: byte-exact round trips, the error rows (400, 409, 500) with the manuscript
 * unchanged, and the panel's list and forms.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../app.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { canMakeUnwritable, makeUnwritable } from "../../testing/unwritable.ts";
import { wholePage } from "../testing/dashboard_page.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;
/** The marker that testdata/sample-en.md holds on line 11. */
const SAMPLE_MARKER = { id: "m-1a2b3c4d", kind: "todo", note: "check the tide tables for 1887" };

interface Fixture {
  readonly home: string;
  readonly book: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

/** A temp project `novel/` with `book.md` (the sample, or the given bytes). */
async function project(bytes?: Uint8Array): Promise<Fixture> {
  const home = await Deno.makeTempDir({ prefix: "svc-markers-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  const book = join(dir, "book.md");
  if (bytes) await Deno.writeFile(book, bytes);
  else await Deno.copyFile(SAMPLE, book);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(dir));
  return { home, book: state.selection!.manuscript!, state, app: createApp(state) };
}

async function post(
  f: { app: Fixture["app"] },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await f.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

async function cleanup(f: { home: string }): Promise<void> {
  await Deno.remove(f.home, { recursive: true });
}

const CAN_MAKE_UNWRITABLE = await canMakeUnwritable();

Deno.test("adding then resolving a marker restores the manuscript byte for byte", async () => {
  const f = await project();
  try {
    const original = await Deno.readFile(f.book);
    const added = await post(f, "/api/marker-add", { kind: "check", line: 3, note: "  a  note " });
    assert.equal(added.status, 200);
    assert.equal(added.json.ok, true);
    assert.equal(added.json.reload, true);
    const marker = added.json.marker as Record<string, unknown>;
    assert.match(String(marker.id), /^m-[0-9a-f]{8}$/);
    assert.deepEqual({ ...marker, id: "" }, { id: "", kind: "check", note: "a note", line: 3 });
    const lines = (await Deno.readTextFile(f.book)).split("\n");
    assert.equal(lines[2], `<!-- svc:check ${marker.id} a note -->`);
    // The views were invalidated: GET / lists the new marker with its resolve form.
    const html = await wholePage((p) => f.app.request(p));
    assert.match(html, new RegExp(`<tr data-marker-id="${marker.id}"[\\s>]`));
    assert.match(html, new RegExp(`name="id" value="${marker.id}"`));

    const resolved = await post(f, "/api/marker-resolve", { id: marker.id });
    assert.equal(resolved.status, 200);
    assert.deepEqual(resolved.json.marker, marker);
    assert.deepEqual(await Deno.readFile(f.book), original);
  } finally {
    await cleanup(f);
  }
});

Deno.test("resolving the sample's marker answers it and removes only its line", async () => {
  const f = await project();
  try {
    const before = await Deno.readTextFile(f.book);
    const r = await post(f, "/api/marker-resolve", { id: SAMPLE_MARKER.id });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json.marker, { ...SAMPLE_MARKER, line: 11 });
    const line = `<!-- svc:todo ${SAMPLE_MARKER.id} ${SAMPLE_MARKER.note} -->\n`;
    assert.equal(await Deno.readTextFile(f.book), before.replace(line, ""));
    const again = await post(f, "/api/marker-resolve", { id: SAMPLE_MARKER.id });
    assert.equal(again.status, 409);
    assert.equal(again.json.ok, false);
    assert.match(String(again.json.message), /may have been resolved already/);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a BOM, CRLF file without a final line ending survives a round trip", async () => {
  const text = "\uFEFF# Book\r\n\r\n## One\r\n\r\nText here.";
  const f = await project(new TextEncoder().encode(text));
  try {
    const original = await Deno.readFile(f.book);
    const added = await post(f, "/api/marker-add", { kind: "todo", line: 6, note: "end" });
    assert.equal(added.status, 200);
    const id = (added.json.marker as { id: string }).id;
    assert.equal(await Deno.readTextFile(f.book), `${text}\r\n<!-- svc:todo ${id} end -->`);
    assert.equal((await post(f, "/api/marker-resolve", { id })).status, 200);
    assert.deepEqual(await Deno.readFile(f.book), original);
  } finally {
    await cleanup(f);
  }
});

const INVALID_ADDS: readonly [string, unknown, number, RegExp][] = [
  ["an invalid kind", { kind: "to do", line: 1, note: "" }, 400, /Marker kind must be/],
  ["line 0", { kind: "todo", line: 0 }, 400, /integer from 1 to/],
  ["a fractional line", { kind: "todo", line: 2.5 }, 400, /integer from 1 to/],
  ["a line past the end", { kind: "todo", line: 9999 }, 400, /integer from 1 to 302/],
  ["a line as a string", { kind: "todo", line: "3" }, 400, /Invalid "line"/],
  ["a two-line note", { kind: "todo", line: 1, note: "a\nb" }, 400, /one line/],
  ["a note with --", { kind: "todo", line: 1, note: "a -- b" }, 400, /must not contain "--"/],
  ["an unknown field", { kind: "todo", line: 1, colour: "red" }, 400, /Unknown field "colour"/],
  ["no kind", { line: 1 }, 400, /Invalid "kind"/],
];

for (const [what, body, status, message] of INVALID_ADDS) {
  Deno.test(`marker-add with ${what} gives ${status} and leaves the manuscript as it was`, async () => {
    const f = await project();
    try {
      const original = await Deno.readFile(f.book);
      const r = await post(f, "/api/marker-add", body);
      assert.equal(r.status, status);
      assert.equal(r.json.ok, false);
      assert.match(String(r.json.message), message);
      assert.deepEqual(await Deno.readFile(f.book), original);
    } finally {
      await cleanup(f);
    }
  });
}

Deno.test("marker-resolve with a malformed id or an unknown field gives 400", async () => {
  const f = await project();
  try {
    const original = await Deno.readFile(f.book);
    for (const body of [{ id: "m-XYZ" }, { id: 5 }, { id: SAMPLE_MARKER.id, extra: 1 }, {}]) {
      const r = await post(f, "/api/marker-resolve", body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.equal(r.json.ok, false);
    }
    assert.deepEqual(await Deno.readFile(f.book), original);
  } finally {
    await cleanup(f);
  }
});

Deno.test("marker routes without a selected manuscript give 400", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-markers-" });
  try {
    const empty = { app: createApp(new ServerState({ home, cliThresholds: {}, debug: false })) };
    const folder = new ServerState({ home, cliThresholds: {}, debug: false });
    folder.select({ root: home, manuscript: null });
    for (const f of [empty, { app: createApp(folder) }]) {
      const add = await post(f, "/api/marker-add", { kind: "todo", line: 1 });
      const resolve = await post(f, "/api/marker-resolve", { id: SAMPLE_MARKER.id });
      for (const r of [add, resolve]) {
        assert.equal(r.status, 400);
        assert.match(String(r.json.message), /No manuscript is selected/);
      }
    }
    assert.deepEqual([...Deno.readDirSync(home)], []);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});

Deno.test("a manuscript that is not UTF-8 gives 500 and is not touched", async () => {
  const bytes = new Uint8Array([0x23, 0x20, 0x41, 0x0a, 0xff, 0xfe, 0x0a]);
  const f = await project(bytes);
  try {
    for (
      const [path, body] of [
        ["/api/marker-add", { kind: "todo", line: 1 }],
        ["/api/marker-resolve", { id: SAMPLE_MARKER.id }],
      ] as const
    ) {
      const r = await post(f, path, body);
      assert.equal(r.status, 500);
      assert.deepEqual(r.json, {
        ok: false,
        message: "The manuscript is not valid UTF-8; nothing was changed",
      });
    }
    assert.deepEqual(await Deno.readFile(f.book), bytes);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a manuscript that vanished gives 500 on read", async () => {
  const f = await project();
  try {
    await Deno.remove(f.book);
    const r = await post(f, "/api/marker-add", { kind: "todo", line: 1 });
    assert.equal(r.status, 500);
    assert.equal(r.json.ok, false);
    assert.match(String(r.json.message), /^Cannot read the manuscript/);
  } finally {
    await cleanup(f);
  }
});

Deno.test({
  name: "a failed marker write gives 500 and leaves the manuscript byte-identical",
  ignore: !CAN_MAKE_UNWRITABLE,
  fn: async () => {
    const f = await project();
    try {
      const original = await Deno.readFile(f.book);
      const dir = join(f.home, "novel");
      const undo = await makeUnwritable(dir);
      assert.ok(undo);
      let add;
      let resolve;
      try {
        add = await post(f, "/api/marker-add", { kind: "todo", line: 1, note: "x" });
        resolve = await post(f, "/api/marker-resolve", { id: SAMPLE_MARKER.id });
      } finally {
        await undo();
      }
      for (const r of [add, resolve]) {
        assert.equal(r.status, 500);
        assert.equal(r.json.ok, false);
        assert.match(String(r.json.message), /^Cannot write the manuscript .*left unchanged$/);
      }
      assert.deepEqual(await Deno.readFile(f.book), original);
      assert.deepEqual([...Deno.readDirSync(dir)].map((e) => e.name), ["book.md"]);
    } finally {
      await cleanup(f);
    }
  },
});

Deno.test({
  name: "marker writes keep the manuscript's permission bits",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const f = await project();
    try {
      await Deno.chmod(f.book, 0o664);
      assert.equal((await post(f, "/api/marker-add", { kind: "todo", line: 1 })).status, 200);
      assert.equal((await Deno.stat(f.book)).mode! & 0o777, 0o664);
    } finally {
      await cleanup(f);
    }
  },
});

Deno.test("concurrent marker adds are applied one after the other", async () => {
  const f = await project();
  try {
    const results = await Promise.all(
      [1, 2, 3].map((n) => post(f, "/api/marker-add", { kind: "todo", line: 1, note: `n${n}` })),
    );
    for (const r of results) assert.equal(r.status, 200);
    const text = await Deno.readTextFile(f.book);
    for (const n of [1, 2, 3]) {
      assert.match(text, new RegExp(`<!-- svc:todo m-[0-9a-f]{8} n${n} -->`));
    }
  } finally {
    await cleanup(f);
  }
});

Deno.test("cross-site marker posts are refused and change nothing", async () => {
  const f = await project();
  try {
    const original = await Deno.readFile(f.book);
    const refused: Record<string, string>[] = [
      { Origin: "http://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of refused) {
      const add = await post(f, "/api/marker-add", { kind: "todo", line: 1 }, headers);
      const res = await post(f, "/api/marker-resolve", { id: SAMPLE_MARKER.id }, headers);
      for (const r of [add, res]) {
        assert.equal(r.status, 400);
        assert.equal(r.json.ok, false);
      }
    }
    assert.deepEqual(await Deno.readFile(f.book), original);
  } finally {
    await cleanup(f);
  }
});

Deno.test("the marker tab lists the markers with resolve forms and an add form", async () => {
  const f = await project();
  try {
    const html = await wholePage((p) => f.app.request(p));
    assert.match(html, /id="tab-markers" aria-controls="panel-markers"/);
    assert.match(html, /id="panel-markers"/);
    // The marker tab is the one list: the read-only Notes tab of the file is not served.
    assert.doesNotMatch(html, /id="(tab|panel)-notes"|id="markers-table"/);
    assert.equal(html.match(/check the tide tables for 1887/g)?.length, 2, "table + details data");
    const row = [
      '<tr data-marker-id="m-1a2b3c4d"\\s+class="row" data-chapter="1" tabindex="0"\\s*>',
      '<td><span class="chip">todo</span></td>',
      '<td class="num">11</td>',
      "<td>1</td>",
      '<td class="note">check the tide tables for 1887</td>',
      '<td>\\s*<form data-action="/api/marker-resolve">',
      '<input type="hidden" name="id" value="m-1a2b3c4d">',
      '<button type="submit">Resolve</button>\\s*<span role="status" class="meta"></span>',
      "</form>\\s*</td>",
      '<td class="meta">m-1a2b3c4d</td>',
    ].join("\\s*");
    assert.match(html, new RegExp(row));
    assert.match(html, /<form id="marker-add-form" data-post="\/api\/marker-add">/);
    assert.match(html, /<input type="number" name="line" min="1" step="1" required>/);
    assert.match(html, /\(window, "marker-add-form", function typedFormBody/);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a marker added right under a chapter heading is listed with that chapter", async () => {
  const f = await project();
  try {
    // Line 7 of the sample is "## Chapter One: The Keeper"; 8 its blank line, 9 its text.
    for (const line of [9, 8]) {
      const r = await post(f, "/api/marker-add", { kind: "todo", line, note: `at ${line}` });
      assert.equal(r.status, 200, JSON.stringify(r.json));
      const id = (r.json.marker as { id: string }).id;
      const html = await wholePage((p) => f.app.request(p));
      const row = new RegExp(`<tr data-marker-id="${id}"\\s+class="row" data-chapter="(\\d+)"`);
      assert.equal(html.match(row)?.[1], "1", `marker on line ${line}`);
    }
  } finally {
    await cleanup(f);
  }
});

Deno.test("the marker tab is absent without a manuscript", async () => {
  const home = await Deno.makeTempDir({ prefix: "svc-markers-" });
  try {
    const state = new ServerState({ home, cliThresholds: {}, debug: false });
    state.select({ root: home, manuscript: null });
    const html = await (await createApp(state).request("/")).text();
    assert.doesNotMatch(html, /marker-add-form/);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
});
