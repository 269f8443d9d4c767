import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { createDossier, getRecord } from "../api/records.ts";
import { ingest } from "../api/ingest.ts";
import { getSource } from "../api/project.ts";
import { refmanIngest } from "./ingest.ts";
import { zoteroReferenceCheck } from "./reference_updates.ts";
import { KEYS, LOCAL_USER_KEY } from "../testing/zotero_fixture.ts";
import { withZotero, type ZoteroEnv } from "../testing/zotero_env.ts";

/** Captures the letter's snapshot and a plain file; a dossier cites a passage of each. */
async function dossierOnCapture(env: ZoteroEnv): Promise<{ id: string; sourceId: string }> {
  const capture = await refmanIngest(env.root, {
    projectId: env.projectId,
    library: "users/0",
    attachmentKey: KEYS.letterSnapshot,
    expectedServerId: `zotero:users/local/${LOCAL_USER_KEY}`,
    allowRetention: true,
  }, env.options);
  const plain = await ingest(env.root, {
    bytes: new TextEncoder().encode("A plain note about the guild.\n"),
    filename: "note.txt",
    allowRetention: true,
  });
  const passagesOf = async (id: string) =>
    ((await getSource(env.root, id)) as { passages: { passage_id: string }[] }).passages
      .map((p) => p.passage_id);
  const captured = await passagesOf(capture.source_id);
  const dossier = await createDossier(env.root, {
    title: "The harbour letter",
    body: "# Evidence\nThe ledger arrived on Tuesday.\n",
    evidence_ids: [captured[0], captured[1], (await passagesOf(plain.source_id))[0]],
  });
  return { id: String(dossier.record_id), sourceId: capture.source_id };
}

/** Edits the database as Zotero would while it is closed. */
function zoteroEdit(dataDir: string, sql: string): void {
  const db = new DatabaseSync(join(dataDir, "zotero.sqlite"));
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

const zoteroUpdates = (envelope: Record<string, unknown>) =>
  (envelope.reference_updates as Record<string, unknown>[]).filter((u) =>
    u.kind === "external_reference"
  );

Deno.test("a record read with the Zotero check reports an edited item, a changed file, the trash and a missing file", async () => {
  await withZotero(async (env) => {
    const { id, sourceId } = await dossierOnCapture(env);
    const check = zoteroReferenceCheck(env.options);
    const read = () => getRecord(env.root, { kind: "dossier", id, referenceCheck: check });
    assert.deepEqual(zoteroUpdates(await read()), [], "nothing changed yet");

    zoteroEdit(
      env.dataDir,
      `UPDATE items SET dateModified = '2024-06-01 12:00:00' WHERE key = '${KEYS.letter}'`,
    );
    let [u] = zoteroUpdates(await read());
    assert.deepEqual(u.changes, ["item_changed"]);
    assert.equal(u.source_id, sourceId);
    assert.equal(u.system, "zotero");
    assert.equal(u.item_key, KEYS.letter);
    assert.equal(u.attachment_key, KEYS.letterSnapshot);
    assert.equal((u.passage_ids as string[]).length, 2, "both cited passages, one entry");
    assert.equal(
      (u.captured as Record<string, unknown>).item_date_modified,
      "2024-03-02T08:05:44Z",
    );
    assert.equal((u.current as Record<string, unknown>).item_date_modified, "2024-06-01T12:00:00Z");

    const file = join(env.dataDir, "storage", KEYS.letterSnapshot, "letter.html");
    const original = await Deno.readFile(file);
    // Same bytes, new modification time: not a change.
    await Deno.writeFile(file, original);
    await Deno.utime(file, new Date("2030-01-01T00:00:00Z"), new Date("2030-01-01T00:00:00Z"));
    assert.deepEqual(zoteroUpdates(await read())[0].changes, ["item_changed"]);
    await Deno.writeTextFile(file, "<p>Annotated copy of the letter.</p>");
    assert.deepEqual(zoteroUpdates(await read())[0].changes, [
      "item_changed",
      "attachment_changed",
    ]);

    zoteroEdit(
      env.dataDir,
      `INSERT INTO deletedItems (itemID) SELECT itemID FROM items WHERE key = '${KEYS.letter}'`,
    );
    assert.deepEqual(zoteroUpdates(await read())[0].changes, [
      "attachment_trashed",
      "item_trashed",
      "item_changed",
    ]);
    zoteroEdit(env.dataDir, "DELETE FROM deletedItems");
    await Deno.remove(file);
    assert.deepEqual(zoteroUpdates(await read())[0].changes, [
      "item_changed",
      "attachment_file_missing",
    ]);

    // Without the check a record read never looks at Zotero.
    const plainRead = await getRecord(env.root, { kind: "dossier", id });
    assert.deepEqual(zoteroUpdates(plainRead), []);
    [u] = zoteroUpdates(await read());
    assert.ok(u);
  });
});

Deno.test("the Zotero check costs nothing for records without captures and never fails a read", async () => {
  await withZotero(async (env) => {
    const { id } = await dossierOnCapture(env);
    // Zotero syncs the item: a new version, seen through the local API (the mock serves the
    // fixture) and in the database.
    (env.lib.items.find((i) => i.key === KEYS.letter) as { version: number }).version = 9;
    zoteroEdit(env.dataDir, `UPDATE items SET version = 9 WHERE key = '${KEYS.letter}'`);
    const seen = await getRecord(env.root, {
      kind: "dossier",
      id,
      referenceCheck: zoteroReferenceCheck(env.options),
    });
    assert.deepEqual(zoteroUpdates(seen).map((u) => u.changes), [["item_changed"]]);

    // Zotero gone: the read succeeds with the archive's own updates only.
    const gone = await getRecord(env.root, {
      kind: "dossier",
      id,
      referenceCheck: zoteroReferenceCheck({
        env: {},
        apiUrl: "off",
        dataDir: join(env.home, "x"),
      }),
    });
    assert.deepEqual(gone.reference_updates, []);
    assert.deepEqual(gone.citations, seen.citations);

    // Another installation configured: its captures are not compared.
    zoteroEdit(env.dataDir, "UPDATE settings SET value = 'Other123' WHERE key = 'localUserKey'");
    const other = await getRecord(env.root, {
      kind: "dossier",
      id,
      referenceCheck: zoteroReferenceCheck({ ...env.options, apiUrl: "off" }),
    });
    assert.deepEqual(zoteroUpdates(other), []);

    // A record citing no capture never reaches Zotero.
    const plain = await ingest(env.root, {
      bytes: new TextEncoder().encode("Another plain note.\n"),
      filename: "other.txt",
      allowRetention: true,
    });
    const source = (await getSource(env.root, plain.source_id)) as {
      passages: { passage_id: string }[];
    };
    const uncaptured = await createDossier(env.root, {
      title: "No Zotero here",
      body: "# Notes\nNothing from Zotero.\n",
      evidence_ids: [source.passages[0].passage_id],
    });
    const before = env.api!.requests.length;
    await getRecord(env.root, {
      kind: "dossier",
      id: uncaptured.record_id,
      referenceCheck: zoteroReferenceCheck(env.options),
    });
    assert.equal(env.api!.requests.length, before);
  }, { api: true });
});
