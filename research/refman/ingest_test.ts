import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { SvcError, UsageError } from "../../src/errors.ts";
import { ingest } from "../api/ingest.ts";
import { archivePaths } from "../store/paths.ts";
import { refmanBrowse } from "./browse.ts";
import { refmanIngest } from "./ingest.ts";
import { KEYS, LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero, type ZoteroEnv } from "../testing/zotero_env.ts";

const SERVER = `zotero:users/local/${LOCAL_USER_KEY}`;

const logOf = (root: string) => Deno.readFile(archivePaths(root).log);
const manifestOf = async (root: string) =>
  JSON.parse(await Deno.readTextFile(archivePaths(root).manifest));

function request(env: ZoteroEnv, extra: Record<string, unknown> = {}) {
  return {
    projectId: env.projectId,
    library: "users/0",
    attachmentKey: KEYS.letterSnapshot,
    expectedServerId: SERVER,
    allowRetention: true,
    ...extra,
  };
}

/** Expects a refusal that writes nothing. */
async function refused(
  env: ZoteroEnv,
  extra: Record<string, unknown>,
  message: RegExp,
  kind: "usage" | "processing" = "usage",
): Promise<void> {
  const before = await logOf(env.root);
  await assert.rejects(
    refmanIngest(env.root, request(env, extra) as never, env.options),
    (e: Error) => e instanceof SvcError && e.kind === kind && message.test(e.message),
    JSON.stringify(extra),
  );
  assert.deepEqual(await logOf(env.root), before, JSON.stringify(extra));
}

Deno.test("refman-ingest captures a stored snapshot through the archive's ingest with its Zotero identity (schema 3)", async () => {
  await withZotero(async (env) => {
    assert.equal((await manifestOf(env.root)).storage, "research-local/1");
    const file = join(env.dataDir, "storage", KEYS.letterSnapshot, "letter.html");
    const bytes = await Deno.readFile(file);
    const receipt = await refmanIngest(env.root, request(env), env.options);
    assert.equal(receipt.schema, "research-ingest-local/1");
    assert.equal(receipt.via, "data-dir");
    assert.equal(receipt.media_type, "text/html");
    assert.equal(receipt.title, "Letter to the harbour master");
    assert.equal(receipt.filename, "letter.html");
    assert.ok(receipt.passages >= 3);
    assert.deepEqual(receipt.context, {
      external_reference: {
        system: "zotero",
        server_id: SERVER,
        library: "users/0",
        item_key: KEYS.letter,
        attachment_key: KEYS.letterSnapshot,
        item_version: 0,
        item_date_modified: "2024-03-02T08:05:44Z",
        attachment_md5: createHash("md5").update(bytes).digest("hex"),
        attachment_mtime: Math.floor((await Deno.stat(file)).mtime!.getTime()),
        filename: "letter.html",
        content_type: "text/html",
      },
    });
    assert.equal(receipt.storage, "research-local/3");
    const manifest = await manifestOf(env.root);
    assert.equal(manifest.storage, "research-local/3");
    assert.equal(manifest.format, "research-manifest-local/3");

    // The item now lists its capture.
    const page = await refmanBrowse(
      env.root,
      { projectId: env.projectId, library: "users/0", itemKey: KEYS.letter },
      env.options,
    );
    const captures = (page.items as { captures: Record<string, unknown>[] }[])[0].captures;
    assert.equal(captures.length, 1);
    assert.equal(captures[0].source_id, receipt.source_id);
    assert.equal(captures[0].attachment_key, KEYS.letterSnapshot);
    assert.equal(captures[0].latest, true);

    // A second capture of the same attachment is refused; a refresh needs source_id.
    await refused(env, {}, /already captured as src_.*pass source_id/);
    await refused(env, { sourceId: receipt.source_id }, /already version 1/);
    await Deno.writeTextFile(
      file,
      "<html><body><p>Łódź, 4 May 1848. A second letter.</p></body></html>",
    );
    const refreshed = await refmanIngest(
      env.root,
      request(env, { sourceId: receipt.source_id }),
      env.options,
    );
    assert.equal(refreshed.source_id, receipt.source_id);
    assert.equal(refreshed.version, 2);
  });
});

Deno.test("refman-ingest reads a stored PDF through the local API (cleaned native text, schema 9) and a group library's", async () => {
  await withZotero(async (env) => {
    const receipt = await refmanIngest(
      env.root,
      request(env, { attachmentKey: KEYS.ledgerPdf }),
      env.options,
    );
    assert.equal(receipt.via, "local-api");
    assert.equal(receipt.media_type, "application/pdf");
    assert.equal(receipt.provenance.method, "pdf-native/2");
    assert.equal(receipt.title, "The Ledger of Łódź: Merchants and Weavers, 1820–1914");
    assert.equal(receipt.storage, "research-local/9");
    const ref = receipt.context.external_reference as Record<string, unknown>;
    assert.equal(ref.item_key, KEYS.ledger);
    assert.equal(ref.filename, "Kowalska - 1998 - The Ledger of Łódź.pdf");
    const group = await refmanIngest(
      env.root,
      request(env, { library: "groups/4711", attachmentKey: KEYS.groupPdf }),
      env.options,
    );
    const gref = group.context.external_reference as Record<string, unknown>;
    assert.equal(gref.library, "groups/4711");
    assert.equal(gref.item_version, 31);
    // A standalone attachment is its own item.
    const standalone = await refmanIngest(
      env.root,
      request(env, { attachmentKey: KEYS.standalone }),
      env.options,
    );
    const sref = standalone.context.external_reference as Record<string, unknown>;
    assert.equal(sref.item_key, KEYS.standalone);
    assert.equal(standalone.title, "Census of Piotrkowska Street");
    for (const r of env.api!.requests) assert.match(r, /^GET /);
  }, { api: true });
});

Deno.test("refman-ingest refuses linked files, links, embedded images, trashed and unknown attachments with the reason", async () => {
  await withZotero(async (env) => {
    await refused(
      env,
      { attachmentKey: KEYS.letterScan },
      /Refused attachment L9NKED2F: it is a linked file that lives outside Zotero's storage folder/,
    );
    await refused(env, { attachmentKey: KEYS.letterLink }, /a link to a web page.*never fetches/);
    await refused(env, { attachmentKey: KEYS.embedded }, /an image embedded in a note/);
    await refused(env, { attachmentKey: KEYS.trashedPdf }, /in Zotero's trash/);
    await refused(env, { attachmentKey: "ZZZZZZZZ" }, /No attachment "ZZZZZZZZ" in users\/0/);
    await refused(env, { attachmentKey: KEYS.ledger }, /No attachment "Q7ZK3M2P"/);
  });
});

Deno.test("refman-ingest refuses a file whose symlinks lead out of its storage folder", async () => {
  await withZotero(async (env) => {
    const outside = join(env.home, "secret.txt");
    await Deno.writeTextFile(outside, "Not a Zotero file.\n");
    const folder = join(env.dataDir, "storage", KEYS.letterSnapshot);
    await Deno.remove(join(folder, "letter.html"));
    await Deno.symlink(outside, join(folder, "letter.html"));
    await refused(env, {}, /resolves to ".*secret\.txt", outside its storage folder/);
    // The key's folder itself pointing elsewhere is refused too.
    await Deno.remove(folder, { recursive: true });
    const elsewhere = join(env.home, "elsewhere");
    await Deno.mkdir(elsewhere);
    await Deno.writeTextFile(join(elsewhere, "letter.html"), "<p>elsewhere</p>");
    await Deno.symlink(elsewhere, folder);
    await refused(env, {}, /outside its storage folder/);
    // A missing file is a processing error, not a refusal.
    await Deno.remove(folder);
    await refused(env, {}, /not on this computer/, "processing");
  });
});

Deno.test("refman-ingest answers stale and bad requests with 400-class errors and writes nothing", async () => {
  await withZotero(async (env) => {
    await refused(
      env,
      { expectedServerId: "zotero:users/77" },
      /does not match the Zotero installation svc reads \("zotero:users\/local\/k3Xa9QpZ"\)/,
    );
    await refused(env, { expectedServerId: "" }, /expected_server_id is required/);
    await refused(env, { expectedServerId: undefined }, /expected_server_id is required/);
    await refused(
      env,
      { projectId: "prj_01JD5OTHERPROJECT00000000" },
      /does not match this archive/,
    );
    await refused(env, { projectId: undefined }, /project_id is required/);
    await refused(env, { library: "users/5" }, /library must be/);
    await refused(env, { library: "groups/99" }, /Zotero has no library "groups\/99"/);
    await refused(env, { attachmentKey: "letter" }, /attachment_key must be a Zotero key/);
    await refused(env, { sourceId: "src_bad!" }, /source_id must be a source id/);
    await refused(
      env,
      { sourceId: "src_01JD5ZZZZZZZZZZZZZZZZZZZZZ" },
      /No source "src_01JD5ZZZZZZZZZZZZZZZZZZZZZ"/,
    );
    // A source that is not a capture of this attachment cannot be refreshed from it.
    const plain = await ingest(env.root, {
      bytes: new TextEncoder().encode("A plain note.\n"),
      filename: "note.txt",
      allowRetention: true,
    });
    await refused(env, { sourceId: plain.source_id }, /is not a capture of Zotero attachment/);
    for (const value of ["true", 1, false, null, undefined]) {
      await refused(env, { allowRetention: value }, /needs explicit permission/);
    }
  });
});

Deno.test("refman-ingest checks permission before it looks for Zotero at all", async () => {
  await withZotero(async (env) => {
    await assert.rejects(
      refmanIngest(env.root, request(env, { allowRetention: "yes" }) as never, {
        env: {},
        apiUrl: "off",
        dataDir: join(env.home, "nowhere"),
      }),
      (e: Error) => e instanceof UsageError && /explicit permission/.test(e.message),
    );
  });
});
