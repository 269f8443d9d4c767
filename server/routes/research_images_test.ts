import assert from "node:assert/strict";
import * as research from "../../research/mod.ts";
import {
  badCrcPng,
  GIF,
  headerOnlyPng,
  pngChunk,
  SVG_WITH_SCRIPT,
  tinyJpeg,
  tinyPng,
  toBase64,
  twoSofJpeg,
} from "../../research/testing/images.ts";
import { decodeImageBase64 } from "./research_images.ts";
import { type Json, okGet, okPost, refused, seed } from "../testing/research_records.ts";
import { get, logBytes, type ResearchEnv, withResearch } from "../testing/research.ts";

async function projectId(env: Pick<ResearchEnv, "app">): Promise<string> {
  return (await okGet(env.app, "/research/status")).project_id;
}

async function snapshot(env: Pick<ResearchEnv, "app">): Promise<string> {
  return (await okGet(env.app, "/research/status")).snapshot;
}

async function newDossier(env: Pick<ResearchEnv, "app">): Promise<Json> {
  return await okPost(env.app, "/research-dossier", {
    title: "Harbour",
    body: "Intro.\n## Quay\nCrates.\n## Streets\nCarts.\n",
  });
}

Deno.test("research-image-ingest retains an image; GET research/image serves its exact bytes", async () => {
  await withResearch(async (env) => {
    const png = tinyPng();
    const receipt = await okPost(env.app, "/research-image-ingest", {
      project_id: await projectId(env),
      filename: "quay.png",
      content_base64: toBase64(png),
      allow_retention: true,
      title: "The quay",
      context: { place: "Gdańsk" },
      origin_url: "https://example.org/quay.png",
    });
    assert.equal(receipt.schema, "research-ingest-local/1");
    assert.equal(receipt.media_type, "image/png");
    assert.equal(receipt.text, null);
    assert.equal(receipt.passages, 0);
    assert.deepEqual(receipt.image, { width: 48, height: 36 });
    assert.equal(receipt.title, "The quay");

    const res = await env.app.request(receipt.url, {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/png");
    assert.equal(res.headers.get("content-length"), String(png.length));
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("cross-origin-resource-policy"), "same-origin");
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), png);

    const source = await okGet(env.app, `/research/sources?id=${receipt.source_id}`);
    assert.equal(source.version.media_type, "image/png");
    assert.deepEqual(source.passages, []);
  });
});

Deno.test("research-image-ingest refuses hostile images, bad fields and stale guards, writing nothing", async () => {
  await withResearch(async (env) => {
    const pid = await projectId(env);
    const base = {
      project_id: pid,
      filename: "a.png",
      content_base64: toBase64(tinyPng()),
      allow_retention: true,
    };
    const hostile: [string, Uint8Array, RegExp][] = [
      ["cut.png", tinyPng().subarray(0, 50), /truncated/],
      ["crc.png", badCrcPng(), /CRC-32/],
      ["two.jpg", twoSofJpeg(), /second frame header/],
      ["huge.png", headerOnlyPng(10_000, 7_000), /70000000 pixels/],
      ["renamed.jpg", tinyPng(), /bytes are a PNG image but its name says JPEG/],
      ["anim.gif", GIF, /GIF image/],
      ["script.svg", SVG_WITH_SCRIPT, /SVG/],
    ];
    for (const [filename, bytes, message] of hostile) {
      await refused(
        env,
        "POST",
        "/research-image-ingest",
        { ...base, filename, content_base64: toBase64(bytes) },
        400,
        message,
      );
    }
    const rows: [Json, number, RegExp][] = [
      [{ ...base, allow_retention: false }, 400, /permission/],
      [{ ...base, allow_retention: "true" }, 400, /permission/],
      [{ ...base, allow_retention: undefined }, 400, /permission/],
      [{ ...base, content_base64: "not base64!" }, 400, /not valid base64/],
      [{ ...base, content_base64: "" }, 400, /empty/],
      [{ ...base, context: [1] }, 400, /"context" must be a JSON object/],
      [{ ...base, origin_url: `https://e.org/${"x".repeat(2000)}` }, 400, /longer than 2000/],
      [{ ...base, origin_url: "file:///etc/passwd" }, 400, /http or https/],
      [{ ...base, path: "/etc/passwd" }, 400, /Unknown field "path"/],
      [{ ...base, filename: undefined }, 400, /"filename"/],
      [{ ...base, project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }, 409, /belongs to project/],
      [{ ...base, expected_snapshot: "0".repeat(64) }, 409, /changed since snapshot/],
      [{ ...base, research_token: "bm90LXRoZS10b2tlbg" }, 409, /research context changed/],
    ];
    for (const [body, status, message] of rows) {
      await refused(env, "POST", "/research-image-ingest", body, status, message);
    }
    const stale = await refused(
      env,
      "POST",
      "/research-image-ingest",
      { ...base, expected_snapshot: "0".repeat(64) },
      409,
      /changed/,
    );
    assert.equal(stale.code, "stale-archive");
  });
});

Deno.test("image POSTs take 32 MiB bodies, every other POST still 5 MiB", async () => {
  await withResearch(async (env) => {
    // A 7 MiB PNG (one big IDAT chunk): its JSON body is about 9.3 MiB.
    const big = headerOnlyPng(2_000, 2_000, [pngChunk("IDAT", new Uint8Array(7 * 1024 * 1024))]);
    const body = {
      project_id: await projectId(env),
      filename: "big.png",
      content_base64: toBase64(big),
      allow_retention: true,
    };
    const receipt = await okPost(env.app, "/research-image-ingest", body);
    assert.equal(receipt.bytes.size, big.length);
    await refused(env, "POST", "/research-dossier", { title: "x".repeat(6 << 20) }, 413, /5 MiB/);
    await refused(env, "POST", "/research-ingest", { ...body, file: "x" }, 413, /5 MiB/);
    const huge = { ...body, content_base64: "A".repeat(33 << 20) };
    await refused(env, "POST", "/research-image-ingest", huge, 413, /32 MiB/);
    await refused(env, "POST", "/research-dossier-image", huge, 413, /32 MiB/);
    // Within 32 MiB but more than 16 MiB of image: refused before decoding.
    const over = { ...body, content_base64: "A".repeat(24 << 20) };
    await refused(env, "POST", "/research-image-ingest", over, 400, /limit of 16777216/);
  });
});

Deno.test("research-dossier-image writes one guarded revision and answers the envelope plus capture", async () => {
  await withResearch(async (env) => {
    const dossier = await newDossier(env);
    const jpeg = tinyJpeg();
    const before = await logBytes(env.root);
    const env2 = await okPost(env.app, "/research-dossier-image", {
      project_id: await projectId(env),
      dossier_id: dossier.record_id,
      expected_snapshot: await snapshot(env),
      expected_revision: 1,
      filename: "quay.jpg",
      content_base64: toBase64(jpeg),
      allow_retention: true,
      alt: "The quay at dawn",
      caption: "Quay, 1848",
      section: "Quay",
      reason: "A view",
      change_kind: "correction",
    });
    const after = await logBytes(env.root);
    assert.equal(
      new TextDecoder().decode(after.subarray(before.length)).split("\n").filter(Boolean).length,
      1,
      "one commit",
    );
    assert.equal(env2.schema, "research-record-local/1");
    assert.equal(env2.revision, 2);
    assert.equal(env2.change.change_kind, "correction");
    assert.equal(env2.capture.media_type, "image/jpeg");
    assert.equal(env2.capture.bytes.size, jpeg.length);
    assert.equal("content_base64" in env2.capture, false);
    const entry = env2.record.images[0];
    assert.equal(entry.ref, `svc:image/${env2.capture.source_id}/${env2.capture.version_id}`);
    assert.equal(entry.availability, "available");

    const read = await okGet(env.app, `/research/dossiers?id=${dossier.record_id}`);
    assert.deepEqual(read.images, read.record.images);
    assert.equal(read.images[0].url, env2.capture.url);
    const list = await okGet(env.app, "/research/dossiers");
    assert.equal(list.dossiers[0].images[0].availability, "available");
    const res = await env.app.request(read.images[0].url);
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), jpeg);
    const first = await okGet(env.app, `/research/dossiers?id=${dossier.record_id}&revision=1`);
    assert.deepEqual(first.images, []);
  });
});

Deno.test("research-dossier-image guards and limits: 409 stale, 400 invalid, nothing written", async () => {
  await withResearch(async (env) => {
    const dossier = await newDossier(env);
    const base = {
      project_id: await projectId(env),
      dossier_id: dossier.record_id,
      expected_snapshot: await snapshot(env),
      expected_revision: 1,
      filename: "a.png",
      content_base64: toBase64(tinyPng()),
      allow_retention: true,
    };
    const rows: [Json, number, RegExp, string?][] = [
      [{ ...base, expected_revision: 2 }, 409, /at revision 1, not 2/, "stale-archive"],
      [{ ...base, expected_snapshot: "e".repeat(64) }, 409, /changed since/, "stale-archive"],
      [{ ...base, expected_snapshot: undefined }, 400, /"expected_snapshot"/],
      [{ ...base, expected_revision: undefined }, 400, /"expected_revision"/],
      [{ ...base, expected_revision: "1" }, 400, /"expected_revision"/],
      [{ ...base, alt: "a".repeat(1001) }, 400, /"alt" is longer than 1000/],
      [{ ...base, caption: "c".repeat(10_001) }, 400, /"caption" is longer than 10000/],
      [{ ...base, section: "Docks" }, 400, /no editable section "Docks"/],
      [{ ...base, change_kind: "rewrite" }, 400, /"change_kind"/],
      [{ ...base, allow_retention: 1 }, 400, /permission/],
      [{ ...base, content_base64: toBase64(GIF) }, 400, /GIF/],
      [{ ...base, images: [] }, 400, /Unknown field "images"/],
      [{ ...base, dossier_id: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T" }, 400, /no dossier/],
    ];
    for (const [body, status, message, code] of rows) {
      const json = await refused(env, "POST", "/research-dossier-image", body, status, message);
      if (code) assert.equal(json.code, code);
    }
  });
});

Deno.test("GET research/image: fetch-site checks, identity checks, unavailable images are 404", async () => {
  await withResearch(async (env) => {
    const dossier = await newDossier(env);
    const env2 = await okPost(env.app, "/research-dossier-image", {
      project_id: await projectId(env),
      dossier_id: dossier.record_id,
      expected_snapshot: await snapshot(env),
      expected_revision: 1,
      filename: "a.png",
      content_base64: toBase64(tinyPng()),
      allow_retention: true,
    });
    const url = env2.capture.url as string;
    const status = async (path: string, headers: Record<string, string> = {}) =>
      (await env.app.request(path, { headers })).status;
    assert.equal(await status(url), 200);
    assert.equal(await status(url, { "Sec-Fetch-Site": "same-origin" }), 200);
    assert.equal(await status(url, { "Sec-Fetch-Site": "cross-site" }), 400);
    assert.equal(await status(url, { "Sec-Fetch-Site": "same-site" }), 400);
    assert.equal(await status(url, { Origin: "http://evil.example" }), 400);
    assert.equal(await status(url, { Host: "evil.example" }), 421);
    const { project_id, source_id, version_id } = Object.fromEntries(
      new URL(url, "http://localhost").searchParams,
    );
    const q = (o: Record<string, string>) => `/research/image?${new URLSearchParams(o)}`;
    const bad: [string, number, RegExp][] = [
      [q({ project_id, source_id }), 400, /"version_id" is required/],
      [q({ project_id, source_id, version_id, path: "/etc/passwd" }), 400, /path/],
      [q({ project_id, source_id, version_id: "../../x" }), 400, /version_id/],
      [q({ project_id: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T", source_id, version_id }), 409, /project/],
      [
        q({ project_id, source_id: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T", version_id }),
        400,
        /No version/,
      ],
    ];
    for (const [path, code, message] of bad) {
      const res = await get(env.app, path);
      const json = await res.json();
      assert.equal(res.status, code, `${path}: ${json.message}`);
      assert.match(json.message, message);
    }

    // Withdrawn, then purged: 404 with the availability; dossier reads carry no URL.
    const w = await research.withdrawSourceVersion(env.root, {
      sourceId: source_id,
      versionId: version_id,
      reason: "wrong",
      expectedSnapshot: await snapshot(env),
    });
    for (const expected of ["withdrawn", "purged"]) {
      if (expected === "purged") {
        await research.purgeSourceVersion(env.root, {
          sourceId: source_id,
          versionId: version_id,
          reason: "gone",
          expectedSnapshot: w.snapshot,
        });
      }
      const res = await get(env.app, q({ project_id, source_id, version_id }));
      const json = await res.json();
      assert.equal(res.status, 404);
      assert.equal(json.ok, false);
      assert.equal(json.availability, expected);
      for (const path of [`?id=${dossier.record_id}`, `?id=${dossier.record_id}&revision=2`]) {
        const read = await okGet(env.app, `/research/dossiers${path}`);
        assert.equal(read.images[0].availability, expected);
        assert.equal("url" in read.images[0], false);
      }
    }
  });
});

Deno.test("decodeImageBase64 is strict", () => {
  assert.deepEqual(decodeImageBase64("/9j/"), new Uint8Array([0xff, 0xd8, 0xff]));
  assert.deepEqual(decodeImageBase64("AAE="), new Uint8Array([0, 1]));
  for (const bad of ["/9j", "/9j/\n", "/9j_", "=AAA", "AA=A"]) {
    assert.throws(() => decodeImageBase64(bad), /not valid base64/);
  }
});

Deno.test("a withdrawn source's passages leave search and are unavailable evidence (400)", async () => {
  await withResearch(async (env) => {
    const { passages, claimA } = await seed(env);
    const hits = async () =>
      (await okPost(env.app, "/research-search", { query: "harbour", limit: 5 })).hits;
    assert.equal((await hits()).length, 1);
    const source = await okGet(env.app, "/research/sources");
    const version = source.sources[0].latest_version;
    await research.withdrawSourceVersion(env.root, {
      sourceId: source.sources[0].source_id,
      versionId: version.version_id,
      reason: "Forged",
      expectedSnapshot: source.snapshot,
    });
    assert.deepEqual(await hits(), []);
    await refused(
      env,
      "POST",
      "/research-evidence-link",
      { claim_id: claimA.record_id, passage_id: passages[0], relation: "supports" },
      400,
      /unavailable evidence: its source version ver_\w+ is withdrawn/,
    );
    const listed = await okGet(env.app, "/research/sources");
    assert.equal(listed.sources[0].latest_version.availability, "withdrawn");
  });
});
