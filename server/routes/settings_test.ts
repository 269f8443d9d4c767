/**
 * `POST /api/settings` and the settings panel through `app.request()`: threshold validation
 * rows, session semantics, the project token (409), title/author/publication written to the
 * selected root's config file, and nothing applied on any failure.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { parse } from "npm:smol-toml@1.9.1";
import { createApp } from "../app.ts";
import { projectToken } from "../project.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";
import { canMakeUnwritable, makeUnwritable } from "../../testing/unwritable.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

interface Fixture {
  readonly home: string;
  readonly dir: string;
  readonly state: ServerState;
  readonly app: ReturnType<typeof createApp>;
}

/** A temp home with a project folder `novel/` holding the sample and the given files. */
async function project(
  files: Record<string, string> = {},
  options: { manuscript?: boolean; cli?: Record<string, number> } = {},
): Promise<Fixture> {
  const home = await Deno.makeTempDir({ prefix: "svc-settings-" });
  const dir = join(home, "novel");
  await Deno.mkdir(dir);
  if (options.manuscript !== false) await Deno.copyFile(SAMPLE, join(dir, "book.md"));
  for (const [name, text] of Object.entries(files)) await Deno.writeTextFile(join(dir, name), text);
  const state = new ServerState({ home, cliThresholds: options.cli ?? {}, debug: false });
  state.select(await resolveSelection(dir));
  return { home, dir, state, app: createApp(state) };
}

async function emptyWorkspace(): Promise<Fixture> {
  const home = await Deno.makeTempDir({ prefix: "svc-settings-" });
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  return { home, dir: home, state, app: createApp(state) };
}

async function post(
  f: Fixture,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await f.app.request("/api/settings", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** The parsed config as plain objects (smol-toml tables have a null prototype). */
async function readToml(path: string): Promise<Record<string, unknown>> {
  return JSON.parse(JSON.stringify(parse(await Deno.readTextFile(path))));
}

/** The settings form's markup within the page. */
function settingsForm(html: string): string {
  const start = html.indexOf('<form id="settings-form"');
  assert.ok(start >= 0);
  return html.slice(start, html.indexOf("</form>", start));
}

async function page(f: Fixture): Promise<string> {
  const res = await f.app.request("/");
  assert.equal(res.status, 200);
  return await res.text();
}

async function cleanup(f: Fixture): Promise<void> {
  await Deno.remove(f.home, { recursive: true });
}

const CAN_MAKE_UNWRITABLE = await canMakeUnwritable();

Deno.test("a threshold post changes the session, answers a fresh token and changes GET /", async () => {
  const f = await project();
  try {
    assert.match(await page(f), /median ± 2\.5 robust deviations/);
    const before = await projectToken(f.state);
    const r = await post(f, { z_mild: 2.2 });
    assert.equal(r.status, 200);
    assert.equal(r.json.ok, true);
    assert.equal(r.json.reload, true);
    assert.equal(typeof r.json.message, "string");
    assert.equal(r.json.project_token, await projectToken(f.state));
    assert.notEqual(r.json.project_token, before);
    assert.deepEqual(f.state.session, { thresholds: { z_mild: 2.2 } });
    const html = await page(f);
    assert.match(html, /median ± 2\.2 robust deviations/);
    assert.match(html, /name="z_mild" value="2\.2"\s+data-active="2\.2"/);
    // Session semantics: nothing is written to disk.
    assert.deepEqual([...Deno.readDirSync(f.dir)].map((e) => e.name), ["book.md"]);
  } finally {
    await cleanup(f);
  }
});

const INVALID_ROWS: readonly [string, Record<string, unknown>, RegExp][] = [
  ["negative z_mild", { z_mild: -0.5 }, /z_mild must be a non-negative number/],
  ["boolean z_mild", { z_mild: true }, /z_mild must be a finite number \(got true\)/],
  ["string z_strong", { z_strong: "4" }, /z_strong must be a finite number/],
  ["null z_strong", { z_strong: null }, /z_strong must be a finite number/],
  ["fdr_q 0", { fdr_q: 0 }, /fdr_q must be strictly between 0 and 1/],
  ["fdr_q 1", { fdr_q: 1 }, /fdr_q must be strictly between 0 and 1/],
  ["fdr_method other", { fdr_method: "bonferroni" }, /fdr_method must be "bh" or "by"/],
  ["dim_threshold 0", { dim_threshold: 0 }, /dim_score_threshold must be a positive number/],
  ["negative dim_score_threshold", { dim_score_threshold: -1 }, /positive number/],
  ["fractional min_chapters", { min_chapters: 2.5 }, /min_chapters must be an integer >= 2/],
  ["boolean min_chapters", { min_chapters: true }, /min_chapters must be a finite number/],
  ["min_chapters 1", { min_chapters: 1 }, /min_chapters must be an integer >= 2/],
  ["severity 0", { flag_min_severity: 0 }, /an integer from 1 to 3/],
  ["severity 4", { flag_min_severity: 4 }, /an integer from 1 to 3/],
  ["fractional severity", { flag_min_severity: 1.5 }, /an integer from 1 to 3/],
  [
    "z_mild above the default z_strong",
    { z_mild: 4 },
    /z_strong \(3\.5\) must be at least z_mild \(4\)/,
  ],
  ["z_strong below the default z_mild", { z_strong: 2 }, /must be at least z_mild/],
  ["both dim spellings", { dim_threshold: 2, dim_score_threshold: 3 }, /not both/],
  ["unknown language", { language: "klingon" }, /Invalid "language"/],
  ["unknown field", { z_mild: 2, colour: "red" }, /Unknown field "colour"/],
  ["non-string title", { title: 7 }, /Invalid "title"/],
];

for (const [what, body, message] of INVALID_ROWS) {
  Deno.test(`a settings post with ${what} gives 400 and changes nothing`, async () => {
    const f = await project();
    try {
      f.state.session = { thresholds: { fdr_q: 0.1 } };
      const token = await projectToken(f.state);
      const r = await post(f, body);
      assert.equal(r.status, 400);
      assert.equal(r.json.ok, false);
      assert.match(String(r.json.message), message);
      assert.deepEqual(f.state.session, { thresholds: { fdr_q: 0.1 } });
      assert.equal(await projectToken(f.state), token);
    } finally {
      await cleanup(f);
    }
  });
}

Deno.test("malformed JSON and a non-object body give 400", async () => {
  const f = await project();
  try {
    for (const body of ["{", "[1]", "null", '"z"']) {
      const r = await post(f, body);
      assert.equal(r.status, 400, body);
      assert.equal(r.json.ok, false);
    }
  } finally {
    await cleanup(f);
  }
});

Deno.test("z_strong >= z_mild is checked against the effective values of a partial post", async () => {
  const f = await project();
  try {
    assert.equal((await post(f, { z_strong: 5 })).status, 200);
    // z_mild 4.5 alone is fine now: the active z_strong is the session's 5.
    assert.equal((await post(f, { z_mild: 4.5 })).status, 200);
    const r = await post(f, { z_strong: 4 });
    assert.equal(r.status, 400);
    assert.match(String(r.json.message), /z_strong \(4\) must be at least z_mild \(4\.5\)/);
    assert.deepEqual(f.state.session.thresholds, { z_strong: 5, z_mild: 4.5 });
    // Equal values are allowed (strong >= mild).
    assert.equal((await post(f, { z_strong: 4.5 })).status, 200);
  } finally {
    await cleanup(f);
  }
});

Deno.test("the effective check includes the project config layer", async () => {
  const f = await project({ "svc.toml": "z_strong = 3.0\n" });
  try {
    const r = await post(f, { z_mild: 3.2 });
    assert.equal(r.status, 400);
    assert.match(String(r.json.message), /z_strong \(3\) must be at least z_mild \(3\.2\)/);
    assert.equal((await post(f, { z_mild: 3 })).status, 200);
  } finally {
    await cleanup(f);
  }
});

Deno.test("valid thresholds have no other ceilings and are kept as posted", async () => {
  const f = await project();
  try {
    const body = {
      z_mild: 100.25,
      z_strong: 1000,
      fdr_q: 0.999,
      fdr_method: "by",
      dim_score_threshold: 0.001,
      flag_min_severity: 3,
      min_chapters: 1000,
    };
    const r = await post(f, body);
    assert.equal(r.status, 200);
    assert.deepEqual(f.state.session.thresholds, body);
    // The alias spelling sets the same key.
    assert.equal((await post(f, { dim_threshold: 7 })).status, 200);
    assert.equal(f.state.session.thresholds.dim_score_threshold, 7);
  } finally {
    await cleanup(f);
  }
});

Deno.test("the language goes into the session and an empty post keeps everything", async () => {
  const f = await project();
  try {
    assert.equal((await post(f, { language: "de", z_mild: 2 })).status, 200);
    assert.deepEqual(f.state.session, { language: "de", thresholds: { z_mild: 2 } });
    assert.equal((await post(f, {})).status, 200);
    assert.deepEqual(f.state.session, { language: "de", thresholds: { z_mild: 2 } });
    assert.match(settingsForm(await page(f)), /<option value="de"\s+selected>/);
  } finally {
    await cleanup(f);
  }
});

Deno.test("publication without a token gives 409 and writes nothing", async () => {
  const f = await project();
  try {
    const r = await post(f, { publication: { enabled: true } });
    assert.equal(r.status, 409);
    assert.equal(r.json.ok, false);
    assert.match(String(r.json.message), /token is missing/);
    await assert.rejects(() => Deno.stat(join(f.dir, "svc.toml")), Deno.errors.NotFound);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a token from before a title change is stale (409); the answered token works", async () => {
  const f = await project();
  try {
    const old = await projectToken(f.state);
    const saved = await post(f, { title: "Night Train" });
    assert.equal(saved.status, 200);
    const fresh = String(saved.json.project_token);
    assert.notEqual(fresh, old);
    const stale = await post(f, { z_mild: 2, project_token: old });
    assert.equal(stale.status, 409);
    assert.match(String(stale.json.message), /changed; reload the page/);
    assert.deepEqual(f.state.session.thresholds, {});
    const stalePublication = await post(f, { publication: { edition: "2" }, project_token: old });
    assert.equal(stalePublication.status, 409);
    const ok = await post(f, {
      publication: { edition: "2", enabled: true },
      project_token: fresh,
    });
    assert.equal(ok.status, 200);
    const toml = await readToml(join(f.dir, "svc.toml"));
    assert.deepEqual(toml, { title: "Night Train", publication: { edition: "2", enabled: true } });
  } finally {
    await cleanup(f);
  }
});

Deno.test("a supplied token must match even where none is required", async () => {
  const f = await project();
  try {
    const r = await post(f, { z_mild: 2, project_token: "not-a-token" });
    assert.equal(r.status, 409);
    assert.deepEqual(f.state.session.thresholds, {});
    const good = await post(f, { z_mild: 2, project_token: await projectToken(f.state) });
    assert.equal(good.status, 200);
  } finally {
    await cleanup(f);
  }
});

Deno.test("title and author are written to svc.toml, keeping every other key and table", async () => {
  const original = [
    "# The comment is lost: smol-toml keeps data, not layout.",
    'language = "en"',
    "z_mild = 2.0",
    "min_chapters = 3",
    "",
    "[corpus]",
    'chapter_marker = "^## "',
    "",
    "[nda]",
    'language = "de"',
    "",
  ].join("\n");
  const f = await project({ "svc.toml": original });
  try {
    const r = await post(f, { title: "Night Train", author_name: "A. Writer" });
    assert.equal(r.status, 200);
    const text = await Deno.readTextFile(join(f.dir, "svc.toml"));
    assert.equal(
      text,
      [
        'language = "en"',
        "z_mild = 2.0",
        "min_chapters = 3",
        'title = "Night Train"',
        'author_name = "A. Writer"',
        "",
        "[corpus]",
        'chapter_marker = "^## "',
        "",
        "[nda]",
        'language = "de"',
        "",
      ].join("\n"),
    );
    assert.equal(r.json.project_token, await projectToken(f.state));
    assert.match(await page(f), /<h1>Night Train<\/h1>/);
    // An empty string removes the key.
    assert.equal((await post(f, { title: "" })).status, 200);
    const after = await readToml(join(f.dir, "svc.toml"));
    assert.equal(after.title, undefined);
    assert.equal(after.author_name, "A. Writer");
  } finally {
    await cleanup(f);
  }
});

Deno.test("title goes into [tool.svc] of pyproject.toml when that is the config", async () => {
  const original =
    '[project]\nname = "novel"\n\n[tool.svc]\nlanguage = "en"\n\n[tool.black]\nline-length = 88\n';
  const f = await project({ "pyproject.toml": original });
  try {
    assert.equal((await post(f, { author_name: "A. Writer" })).status, 200);
    const toml = await readToml(join(f.dir, "pyproject.toml"));
    assert.deepEqual(toml, {
      project: { name: "novel" },
      tool: { svc: { language: "en", author_name: "A. Writer" }, black: { "line-length": 88 } },
    });
    await assert.rejects(() => Deno.stat(join(f.dir, "svc.toml")), Deno.errors.NotFound);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a pyproject.toml without [tool.svc] is left alone and svc.toml is created", async () => {
  const original = '[project]\nname = "novel" # keep me\n';
  const f = await project({ "pyproject.toml": original });
  try {
    assert.equal((await post(f, { title: "Night Train" })).status, 200);
    assert.equal(await Deno.readTextFile(join(f.dir, "pyproject.toml")), original);
    assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), 'title = "Night Train"\n');
  } finally {
    await cleanup(f);
  }
});

Deno.test("a malformed svc.toml gives 400, stays byte-identical and applies nothing", async () => {
  const original = "title = [unclosed\n# comment\n";
  const f = await project({ "svc.toml": original });
  try {
    const token = await projectToken(f.state);
    const r = await post(f, { title: "Night Train", z_mild: 2 });
    assert.equal(r.status, 400);
    assert.match(String(r.json.message), /is not valid TOML.*nothing was saved/);
    assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), original);
    assert.deepEqual(f.state.session.thresholds, {});
    assert.equal(await projectToken(f.state), token);
  } finally {
    await cleanup(f);
  }
});

Deno.test("title, author and publication need an open project; thresholds do not", async () => {
  const f = await emptyWorkspace();
  try {
    for (const body of [{ title: "X" }, { author_name: "Y" }]) {
      const r = await post(f, body);
      assert.equal(r.status, 400);
      assert.match(String(r.json.message), /need an open project/);
    }
    const pub = await post(f, {
      publication: { enabled: false },
      project_token: await projectToken(f.state),
    });
    assert.equal(pub.status, 400);
    assert.equal((await post(f, { z_mild: 2, language: "fr" })).status, 200);
    assert.deepEqual(f.state.session, { language: "fr", thresholds: { z_mild: 2 } });
    assert.deepEqual([...Deno.readDirSync(f.home)], []);
  } finally {
    await cleanup(f);
  }
});

const TEXT_ROWS: readonly [string, Record<string, unknown>, RegExp][] = [
  ["a two-line author", { author_name: "A.\nWriter" }, /single line/],
  ["an author over 500 characters", { author_name: "a".repeat(501) }, /at most 500/],
  ["a blank title", { title: "   " }, /must not be blank/],
  ["a title with a control character", { title: "Night\u0007Train" }, /single line/],
  ["an unknown publication field", { publication: { isbn: "x" } }, /Unknown field "isbn"/],
  ["a non-boolean enabled", { publication: { enabled: "yes" } }, /Invalid "publication.enabled"/],
  [
    "a two-line publisher",
    { publication: { publisher_name: "A\nB" } },
    /publication.publisher_name" must be a single line/,
  ],
  [
    "credits over 5,000 characters",
    { publication: { credits: "c".repeat(5001) } },
    /publication.credits" must be at most 5000/,
  ],
  [
    "an address over 2,000 characters",
    { publication: { printer_address: "a\n".repeat(1000) + "b" } },
    /publication.printer_address" must be at most 2000/,
  ],
  [
    "a blank edition",
    { publication: { edition: " " } },
    /publication.edition" must not be blank/,
  ],
  [
    "an ISBN with a wrong check digit",
    { publication: { isbn_print: "978-3-16-148410-1" } },
    /"publication.isbn_print" is not a valid ISBN: the check digit is 1 but should be 0/,
  ],
  [
    "an ISBN-10 with X in the middle",
    { publication: { isbn_digital: "0-30X-40615-2" } },
    /"publication.isbn_digital" is not a valid ISBN: X may only be the last/,
  ],
  [
    "a year before 1450",
    { publication: { year: "1449" } },
    /"publication.year" must be a year from 1450 to 2999/,
  ],
  ["a year after 2999", { publication: { year: "3000" } }, /"publication.year" must be a year/],
  ["a two-digit year", { publication: { year: "24" } }, /"publication.year" must be a year/],
  ["a numeric year", { publication: { year: 2024 } }, /Invalid "publication.year"/],
  [
    // 0-306-40615-2 is the ISBN-10 of 978-0-306-40615-7 (ISBN Users' Manual conversion rule).
    "the same ISBN for print and digital",
    { publication: { isbn_print: "0-306-40615-2", isbn_digital: "978-0-306-40615-7" } },
    /"publication.isbn_print" and "publication.isbn_digital" are the same ISBN \(9780306406157\)/,
  ],
];

for (const [what, body, message] of TEXT_ROWS) {
  Deno.test(`a settings post with ${what} gives 400 and writes nothing`, async () => {
    const f = await project();
    try {
      const r = await post(f, { ...body, project_token: await projectToken(f.state) });
      assert.equal(r.status, 400);
      assert.match(String(r.json.message), message);
      await assert.rejects(() => Deno.stat(join(f.dir, "svc.toml")), Deno.errors.NotFound);
    } finally {
      await cleanup(f);
    }
  });
}

Deno.test("limits are inclusive: a 500-character author and 5,000-character credits", async () => {
  const f = await project();
  try {
    const author = "é".repeat(500);
    const credits = "Cover: K.\nEditing: L.\t" + "c".repeat(4978);
    assert.equal([...credits].length, 5000);
    const r = await post(f, {
      author_name: author,
      publication: { credits, enabled: false },
      project_token: await projectToken(f.state),
    });
    assert.equal(r.status, 200);
    const toml = await readToml(join(f.dir, "svc.toml"));
    assert.deepEqual(toml, { author_name: author, publication: { credits, enabled: false } });
  } finally {
    await cleanup(f);
  }
});

Deno.test("valid publication settings are saved as written, with a multi-line address", async () => {
  const f = await project({ "svc.toml": 'title = "Night Train"\n' });
  try {
    const publication = {
      enabled: true,
      publisher_name: "Nachtzug Verlag",
      publisher_address: "Hauptstr. 1\n10115 Berlin\nGermany",
      printer_address: "Ring 2\r\n04109 Leipzig",
      edition: "Second edition",
      year: "2024",
      isbn_print: "ISBN 978-3-16-148410-0",
      isbn_digital: "0-8044-2957-X",
      rights_notice: "All rights reserved.",
    };
    const r = await post(f, { publication, project_token: await projectToken(f.state) });
    assert.equal(r.status, 200);
    assert.equal(r.json.ok, true);
    assert.match(String(r.json.message), /saved to svc\.toml/);
    const toml = await readToml(join(f.dir, "svc.toml"));
    assert.deepEqual(toml, { title: "Night Train", publication });
    // The answered token is fresh and the config reader accepts the saved table.
    assert.equal(r.json.project_token, await projectToken(f.state));
    assert.doesNotMatch(await page(f), /id="publication-problems"/);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a bad ISBN gives 400 and leaves the config byte-identical", async () => {
  const original = '# kept\ntitle = "Night Train"\n\n[publication]\nenabled = true\n';
  const f = await project({ "svc.toml": original });
  try {
    const token = await projectToken(f.state);
    const r = await post(f, {
      z_mild: 2,
      title: "Other",
      publication: { isbn_print: "978-3-16-148410-1", year: "2024" },
      project_token: token,
    });
    assert.equal(r.status, 400);
    assert.equal(r.json.ok, false);
    assert.match(String(r.json.message), /"publication\.isbn_print" is not a valid ISBN/);
    assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), original);
    assert.deepEqual(f.state.session.thresholds, {});
    assert.equal(await projectToken(f.state), token);
  } finally {
    await cleanup(f);
  }
});

Deno.test("a digital ISBN equal to the saved print ISBN gives 400 after the merge", async () => {
  const original = '[publication]\nisbn_print = "0-306-40615-2"\n';
  const f = await project({ "svc.toml": original });
  try {
    const token = await projectToken(f.state);
    const r = await post(f, {
      publication: { isbn_digital: "978-0-306-40615-7" },
      project_token: token,
    });
    assert.equal(r.status, 400);
    assert.match(
      String(r.json.message),
      /are the same ISBN \(9780306406157\).*nothing was saved/,
    );
    assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), original);
    // Changing the print ISBN in the same post makes the pair distinct: accepted.
    const fixed = await post(f, {
      publication: { isbn_print: "978-3-16-148410-0", isbn_digital: "978-0-306-40615-7" },
      project_token: token,
    });
    assert.equal(fixed.status, 200);
    assert.deepEqual(await readToml(join(f.dir, "svc.toml")), {
      publication: { isbn_print: "978-3-16-148410-0", isbn_digital: "978-0-306-40615-7" },
    });
    // Clearing a field with "" removes it; the rest stays.
    const cleared = await post(f, {
      publication: { isbn_print: "" },
      project_token: String(fixed.json.project_token),
    });
    assert.equal(cleared.status, 200);
    assert.deepEqual(await readToml(join(f.dir, "svc.toml")), {
      publication: { isbn_digital: "978-0-306-40615-7" },
    });
  } finally {
    await cleanup(f);
  }
});

Deno.test("a fault already in [publication] blocks a publication edit until it is fixed", async () => {
  const original = '[publication]\nyear = "20xx"\n';
  const f = await project({ "svc.toml": original });
  try {
    const token = await projectToken(f.state);
    const r = await post(f, { publication: { enabled: true }, project_token: token });
    assert.equal(r.status, 400);
    assert.match(String(r.json.message), /"publication\.year" must be a year/);
    assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), original);
    // Title-only saves are not blocked by the publication table.
    const title = await post(f, { title: "Night Train" });
    assert.equal(title.status, 200);
    const fix = await post(f, {
      publication: { enabled: true, year: "2024" },
      project_token: String(title.json.project_token),
    });
    assert.equal(fix.status, 200);
    assert.deepEqual(await readToml(join(f.dir, "svc.toml")), {
      title: "Night Train",
      publication: { year: "2024", enabled: true },
    });
  } finally {
    await cleanup(f);
  }
});

Deno.test("valid publication edits without a token still give 409 and write nothing", async () => {
  const f = await project();
  try {
    const r = await post(f, { publication: { isbn_print: "978-3-16-148410-0", year: "2024" } });
    assert.equal(r.status, 409);
    assert.match(String(r.json.message), /token is missing/);
    await assert.rejects(() => Deno.stat(join(f.dir, "svc.toml")), Deno.errors.NotFound);
  } finally {
    await cleanup(f);
  }
});

Deno.test({
  name: "a failed config write gives 400, keeps the file and applies nothing",
  ignore: !CAN_MAKE_UNWRITABLE,
  fn: async () => {
    const original = 'language = "en"\n';
    const f = await project({ "svc.toml": original });
    try {
      const undo = await makeUnwritable(f.dir);
      assert.ok(undo);
      let r;
      try {
        r = await post(f, { title: "Night Train", z_mild: 2 });
      } finally {
        await undo();
      }
      assert.equal(r.status, 400);
      assert.match(String(r.json.message), /Cannot write .*svc\.toml.*nothing was saved/);
      assert.equal(await Deno.readTextFile(join(f.dir, "svc.toml")), original);
      assert.deepEqual(f.state.session.thresholds, {});
      assert.deepEqual([...Deno.readDirSync(f.dir)].map((e) => e.name).sort(), [
        "book.md",
        "svc.toml",
      ]);
    } finally {
      await cleanup(f);
    }
  },
});

Deno.test("a cross-site settings post is refused and changes nothing", async () => {
  const f = await project();
  try {
    const refused: Record<string, string>[] = [
      { Origin: "http://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of refused) {
      const r = await post(f, { z_mild: 2, title: "Pwned" }, headers);
      assert.equal(r.status, 400);
      assert.equal(r.json.ok, false);
    }
    assert.deepEqual(f.state.session.thresholds, {});
    await assert.rejects(() => Deno.stat(join(f.dir, "svc.toml")), Deno.errors.NotFound);
  } finally {
    await cleanup(f);
  }
});

Deno.test("the settings tab carries the current token and the active values", async () => {
  const f = await project({ "svc.toml": 'title = "Night Train"\nfdr_q = 0.1\n' }, {
    cli: { min_chapters: 3 },
  });
  try {
    f.state.session = { thresholds: { z_mild: 2.25 } };
    const html = await page(f);
    const token = await projectToken(f.state);
    assert.match(html, /id="tab-settings" aria-controls="panel-settings"/);
    assert.match(html, new RegExp(`id="settings-form"[^>]*data-project-token="${token}"`));
    assert.match(html, new RegExp(`name="project_token" value="${token}"`));
    assert.match(html, /name="z_mild" value="2\.25"/);
    assert.match(html, /name="fdr_q" value="0\.1"/);
    assert.match(html, /name="z_strong" value="3\.5"/);
    assert.match(
      html,
      /<select name="fdr_method" data-active="bh"\s+aria-describedby="help-fdr_method"\s*>/,
    );
    // A command-line flag wins over the session: its field is disabled.
    assert.match(html, /name="min_chapters" value="3"[^>]*disabled>/);
    assert.match(html, /name="title" value="Night Train"/);
    assert.match(html, /function typedFormClient/);
    assert.doesNotMatch(html, /style=/);
  } finally {
    await cleanup(f);
  }
});

Deno.test("the welcome page shows the settings form without project fields", async () => {
  const f = await emptyWorkspace();
  try {
    const form = settingsForm(await page(f));
    assert.match(form, /name="z_mild"/);
    assert.doesNotMatch(form, /name="title"/);
    // A project folder without a manuscript has the title and author fields.
    const g = await project({}, { manuscript: false });
    try {
      assert.match(settingsForm(await page(g)), /name="author_name"/);
    } finally {
      await cleanup(g);
    }
  } finally {
    await cleanup(f);
  }
});
