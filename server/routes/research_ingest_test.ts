import assert from "node:assert/strict";
import { join } from "node:path";
import { archivePaths } from "../../research/store/paths.ts";
import { RESEARCH_LOCK_WAIT_MS, researchToken } from "../research_root.ts";
import { get, ingestLetter, logBytes, post, withResearch } from "../testing/research.ts";

const RETENTION = /needs explicit permission/;

/** POSTs an ingest and checks the error answer; the log must stay byte-identical. */
async function refused(
  env: { app: Parameters<typeof post>[0]; root: string },
  body: Record<string, unknown>,
  status: number,
  message: RegExp,
): Promise<Record<string, unknown>> {
  const before = await logBytes(env.root);
  const res = await post(env.app, "/research-ingest", body);
  const json = await res.json();
  assert.equal(res.status, status, `${JSON.stringify(body)} -> ${json.message}`);
  assert.equal(json.ok, false);
  assert.match(json.message, message);
  assert.deepEqual(await logBytes(env.root), before);
  return json;
}

Deno.test("research-ingest retains a project file and answers research-ingest-local/1", async () => {
  await withResearch(async ({ app, root }) => {
    const before = (await logBytes(root)).length;
    const body = await ingestLetter(app, {
      title: "Letter to Anna",
      origin_url: "https://example.org/letters/12",
      context: { genre: "letter", place: "Łódź" },
    });
    assert.equal(body.ok, true);
    assert.equal(body.schema, "research-ingest-local/1");
    assert.match(String(body.source_id), /^src_/);
    assert.match(String(body.version_id), /^ver_/);
    assert.equal(body.version, 1);
    assert.equal(body.commit, 2);
    assert.equal(body.title, "Letter to Anna");
    assert.equal(body.filename, "letter.txt");
    assert.equal(body.origin_url, "https://example.org/letters/12");
    assert.deepEqual(body.context, { genre: "letter", place: "Łódź" });
    assert.equal(typeof body.passages, "number");
    assert.deepEqual(body.warnings, []);
    const bytes = body.bytes as { size: number };
    assert.equal(
      bytes.size,
      new TextEncoder().encode(
        await Deno.readTextFile(
          join(root, "sources", "letter.txt"),
        ),
      ).length,
    );
    assert.ok((await logBytes(root)).length > before);
  });
});

Deno.test("research-ingest accepts an absolute path inside the project and a matching guard", async () => {
  await withResearch(async ({ app, root }) => {
    const status = await (await get(app, "/research/status")).json();
    const res = await post(app, "/research-ingest", {
      file: join(root, "sources", "letter.txt"),
      allow_retention: true,
      expected_snapshot: status.snapshot,
      project_id: status.project_id,
    });
    assert.equal(res.status, 200);
    assert.equal((await res.json()).project_id, status.project_id);
  });
});

Deno.test("research-ingest refuses anything but the boolean true as permission, before reading", async () => {
  await withResearch(async (env) => {
    // The file does not exist: the permission message proves nothing was looked up.
    for (const value of ["true", 1, false, null, {}]) {
      await refused(env, { file: "missing.txt", allow_retention: value }, 400, RETENTION);
    }
    await refused(env, { file: "missing.txt" }, 400, RETENTION);
  });
});

Deno.test("research-ingest refuses a context that is not a JSON object", async () => {
  await withResearch(async (env) => {
    for (const context of [[1], "letter", 3, null, true]) {
      await refused(
        env,
        { file: "sources/letter.txt", allow_retention: true, context },
        400,
        /"context" must be a JSON object/,
      );
    }
    await refused(
      env,
      { file: "sources/letter.txt", allow_retention: true, context: { genre: 7 } },
      400,
      /Context "genre" must be a string/,
    );
  });
});

Deno.test("research-ingest refuses an origin_url that is not HTTP(S)", async () => {
  await withResearch(async (env) => {
    for (const url of ["ftp://example.org/x", "not a url", "https://user:pw@example.org/"]) {
      await refused(
        env,
        { file: "sources/letter.txt", allow_retention: true, origin_url: url },
        400,
        /origin_url/,
      );
    }
  });
});

Deno.test("research-ingest refuses paths outside the project, also through a symlink", async () => {
  await withResearch(async (env) => {
    const outside = join(env.home, "secret.txt");
    await Deno.writeTextFile(outside, "Not part of the project.\n");
    await Deno.symlink(outside, join(env.root, "sources", "escape.txt"));
    await Deno.symlink(env.home, join(env.root, "up"));
    for (const file of ["sources/escape.txt", "up/secret.txt", "../secret.txt", outside]) {
      await refused(
        env,
        { file, allow_retention: true },
        400,
        /outside the project folder; nothing was read/,
      );
    }
    const sources = await (await get(env.app, "/research/sources")).json();
    assert.deepEqual(sources.sources, []);
  });
});

Deno.test("research-ingest follows a symlink that stays inside the project", async () => {
  await withResearch(async ({ app, root }) => {
    await Deno.symlink(join(root, "sources", "letter.txt"), join(root, "link.txt"));
    const body = await ingestLetter(app, { file: "link.txt" });
    assert.equal(body.filename, "letter.txt");
  });
});

Deno.test("research-ingest refuses folders, missing files and the archive's own files", async () => {
  await withResearch(async (env) => {
    await refused(env, { file: "sources", allow_retention: true }, 400, /not a regular file/);
    await refused(env, { file: "", allow_retention: true }, 400, /must name a file/);
    await refused(env, { file: "nope.txt", allow_retention: true }, 400, /not found/);
    await refused(
      env,
      { file: "svc-research/MANIFEST.json", allow_retention: true },
      400,
      /inside the research archive/,
    );
  });
});

Deno.test("research-ingest answers 409 stale-archive for a stale snapshot or project id, writing nothing", async () => {
  await withResearch(async (env) => {
    const first = await (await get(env.app, "/research/status")).json();
    await ingestLetter(env.app);
    const body = await refused(
      env,
      { file: "sources/letter.txt", allow_retention: true, expected_snapshot: first.snapshot },
      409,
      /changed since snapshot/,
    );
    assert.equal(body.code, "stale-archive");
    const other = await refused(
      env,
      { file: "sources/letter.txt", allow_retention: true, project_id: "prj_other" },
      409,
      /belongs to project/,
    );
    assert.equal(other.code, "stale-archive");
  });
});

Deno.test("research-ingest answers 409 stale-context for a research_token of another root", async () => {
  await withResearch(async (env) => {
    const token = await researchToken(env.state);
    await ingestLetter(env.app, { research_token: token });
    env.state.select({ root: env.root, manuscript: null });
    // same root: the token still holds (the same bytes again, so: as a new source)
    await ingestLetter(env.app, { research_token: token, as_new_source: true });
    const copy = join(env.home, "copy");
    await Deno.mkdir(copy);
    await Deno.writeTextFile(join(copy, "letter.txt"), "A copy.\n");
    // A restored copy shares the project id but lives elsewhere: another context.
    await copyTree(archivePaths(env.root).dir, archivePaths(copy).dir);
    env.state.select({ root: copy, manuscript: null });
    const before = await logBytes(copy);
    const res = await post(env.app, "/research-ingest", {
      file: "letter.txt",
      allow_retention: true,
      research_token: token,
    });
    assert.equal(res.status, 409);
    assert.equal((await res.json()).code, "stale-context");
    assert.deepEqual(await logBytes(copy), before);
  });
});

async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const entry of Deno.readDir(from)) {
    if (entry.isDirectory) await copyTree(join(from, entry.name), join(to, entry.name));
    else await Deno.copyFile(join(from, entry.name), join(to, entry.name));
  }
}

Deno.test("research-ingest passes extraction errors on as 400", async () => {
  await withResearch(async (env) => {
    await Deno.writeFile(join(env.root, "empty.txt"), new Uint8Array());
    await refused(env, { file: "empty.txt", allow_retention: true }, 400, /empty\.txt/);
    await Deno.writeFile(join(env.root, "bad.txt"), new Uint8Array([0x41, 0xff, 0x42]));
    await refused(env, { file: "bad.txt", allow_retention: true }, 400, /bad\.txt/);
  });
});

Deno.test("research-ingest refuses unknown fields and works only on an archive", async () => {
  await withResearch(async ({ app }) => {
    const res = await post(app, "/research-ingest", {
      file: "sources/letter.txt",
      allow_retention: true,
      source: "x",
    });
    assert.equal(res.status, 400);
    assert.match((await res.json()).message, /Unknown field "source"/);
    const none = await post(app, "/research-ingest", {
      file: "sources/letter.txt",
      allow_retention: true,
    });
    assert.equal(none.status, 400);
    assert.match((await none.json()).message, /holds no research archive/);
  }, { archive: false });
});

Deno.test("research-ingest answers 503 with Retry-After while another writer holds the lock", async () => {
  await withResearch(async (env) => {
    const lock = await Deno.open(archivePaths(env.root).lock, { read: true, write: true });
    const before = await logBytes(env.root);
    let elapsed: number;
    try {
      await lock.lock(true);
      const t0 = performance.now();
      const res = await post(env.app, "/research-ingest", {
        file: "sources/letter.txt",
        allow_retention: true,
      });
      elapsed = performance.now() - t0;
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("Retry-After"), String(RESEARCH_LOCK_WAIT_MS / 1000));
      const body = await res.json();
      assert.equal(body.ok, false);
      assert.match(body.message, /writing to the archive/);
      assert.deepEqual(await logBytes(env.root), before);
    } finally {
      await lock.unlock();
      lock.close();
    }
    assert.ok(elapsed >= RESEARCH_LOCK_WAIT_MS - 50, `answered after ${elapsed} ms`);
    assert.ok(elapsed < RESEARCH_LOCK_WAIT_MS + 5000, `answered after ${elapsed} ms`);
    // Once the lock is free the same request is accepted.
    await ingestLetter(env.app);
  });
});

Deno.test("POST /research-ingest of bytes already archived: 409 duplicate-source naming the source, nothing written; as_new_source or new_version_of says what is meant", async () => {
  await withResearch(async ({ app, root }) => {
    const first = await ingestLetter(app, { title: "Letter to Anna" });
    await Deno.copyFile(join(root, "sources", "letter.txt"), join(root, "sources", "copy.txt"));
    await Deno.writeTextFile(join(root, "sources", "other.txt"), "Another letter.\n");
    const before = await logBytes(root);
    const res = await post(app, "/research-ingest", {
      file: "sources/copy.txt",
      allow_retention: true,
    });
    assert.equal(res.status, 409);
    const body = await res.json();
    assert.equal(body.ok, false);
    assert.equal(body.code, "duplicate-source");
    assert.deepEqual(body.existing, {
      source_id: first.source_id,
      version_id: first.version_id,
      version: 1,
      title: "Letter to Anna",
    });
    assert.match(body.message, /already archived as source src_\w+ "Letter to Anna"/);
    assert.deepEqual(await logBytes(root), before, "nothing written");

    const separate = await ingestLetter(app, { file: "sources/copy.txt", as_new_source: true });
    assert.notEqual(separate.source_id, first.source_id);
    const other = await ingestLetter(app, { file: "sources/other.txt" });
    const version = await ingestLetter(app, {
      file: "sources/copy.txt",
      new_version_of: other.source_id,
    });
    assert.equal(version.source_id, other.source_id);
    assert.equal(version.version, 2);
    const both = await post(app, "/research-ingest", {
      file: "sources/copy.txt",
      allow_retention: true,
      as_new_source: true,
      new_version_of: other.source_id,
    });
    assert.equal(both.status, 400);
  });
});
