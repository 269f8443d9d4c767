import assert from "node:assert/strict";
import { join } from "node:path";
import { DataDirSource, isoTimestamp, typedDate } from "./data_dir.ts";
import { parseLibrary } from "./keys.ts";
import { openZoteroDatabase } from "./sqlite_open.ts";
import { holdLocked } from "../testing/refman_lock_holder.ts";
import { KEYS, LOCAL_USER_KEY, multipartDate } from "../testing/zotero_fixture.ts";
import { listing, withZotero } from "../testing/zotero_env.ts";

const USER = parseLibrary("users/0");
const GROUP = parseLibrary("groups/4711");

async function snapshotOf(dir: string): Promise<{ names: string[]; db: Uint8Array }> {
  return { names: await listing(dir), db: await Deno.readFile(join(dir, "zotero.sqlite")) };
}

Deno.test("Zotero's multipart dates give back what the author typed; SQL times become ISO", () => {
  assert.equal(multipartDate("3 May 1848"), "1848-05-03 3 May 1848");
  assert.equal(typedDate("1848-05-03 3 May 1848"), "3 May 1848");
  assert.equal(typedDate("1998-00-00 1998"), "1998");
  assert.equal(typedDate("Spring 1987"), "Spring 1987");
  assert.equal(isoTimestamp("2024-02-11 09:42:17"), "2024-02-11T09:42:17Z");
  assert.equal(isoTimestamp(null), null);
});

Deno.test("the data-directory reader reads items, creators, dates, attachments, collections, groups and identity from Zotero's schema", async () => {
  await withZotero(async ({ dataDir }) => {
    const before = await snapshotOf(dataDir);
    const source = new DataDirSource(dataDir);
    try {
      assert.equal(await source.copyReason(), null);
      assert.equal(await source.serverId(), `zotero:users/local/${LOCAL_USER_KEY}`);
      const items = await source.items(USER);
      // Sorted by key; the trashed item, notes and child attachments are not top-level items.
      assert.deepEqual(
        items.map((i) => i.key),
        [
          KEYS.letter,
          KEYS.article,
          KEYS.ledger,
          KEYS.standalone,
        ].sort(),
      );
      const ledger = items.find((i) => i.key === KEYS.ledger)!;
      assert.equal(ledger.item_type, "book");
      assert.equal(ledger.title, "The Ledger of Łódź: Merchants and Weavers, 1820–1914");
      assert.equal(ledger.date, "1998");
      assert.equal(ledger.date_modified, "2024-02-11T09:42:17Z");
      assert.deepEqual(ledger.creators, [
        { creator_type: "author", first_name: "Anna", last_name: "Kowalska" },
        { creator_type: "editor", first_name: "Piotr", last_name: "Wiśniewski" },
      ]);
      assert.deepEqual(ledger.collections, [KEYS.colLodz]);
      assert.deepEqual(ledger.attachments, [{
        key: KEYS.ledgerPdf,
        version: 0,
        parent_key: KEYS.ledger,
        title: "Full Text PDF",
        filename: "Kowalska - 1998 - The Ledger of Łódź.pdf",
        content_type: "application/pdf",
        link_mode: "imported_file",
        trashed: false,
      }]);
      const letter = items.find((i) => i.key === KEYS.letter)!;
      assert.equal(letter.date, "3 May 1848");
      assert.deepEqual(letter.creators[1], {
        creator_type: "recipient",
        name: "Harbour Master of Danzig",
      });
      assert.deepEqual(
        letter.attachments.map((a) => [a.key, a.link_mode, a.filename, a.content_type]),
        [
          [KEYS.letterScan, "linked_file", "nowak-1848-05-03.pdf", "application/pdf"],
          [KEYS.letterSnapshot, "imported_url", "letter.html", "text/html"],
          [KEYS.letterLink, "linked_url", null, null],
        ],
      );
      const article = items.find((i) => i.key === KEYS.article)!;
      assert.deepEqual(article.creators, [{
        creator_type: "author",
        name: "Łódź Historical Society",
      }]);
      // The embedded image belongs to the note, not to the article.
      assert.deepEqual(article.attachments, []);
      const standalone = items.find((i) => i.key === KEYS.standalone)!;
      assert.equal(standalone.item_type, "attachment");
      assert.equal(standalone.attachments[0].key, KEYS.standalone);
      assert.equal(standalone.attachments[0].parent_key, null);

      const trashed = await source.item(USER, KEYS.trashed);
      assert.equal(trashed?.trashed, true);
      assert.equal((await source.attachment(USER, KEYS.trashedPdf))?.trashed, true);
      assert.equal((await source.attachment(USER, KEYS.embedded))?.link_mode, "embedded_image");
      assert.equal(await source.item(USER, KEYS.ledgerPdf), null, "a child is not an item");
      assert.equal(await source.item(USER, "ZZZZZZZZ"), null);

      assert.deepEqual(await source.collections(USER), [
        { key: KEYS.colLodz, version: 0, name: "Łódź", parent_key: null, items: 2 },
        { key: KEYS.colLetters, version: 0, name: "Letters", parent_key: KEYS.colLodz, items: 1 },
      ]);
      assert.deepEqual(await source.libraries(), [
        { library: "users/0", type: "user", name: null, items: 3, attachments: 6 },
        {
          library: "groups/4711",
          type: "group",
          name: "Baltic Trade Seminar",
          items: 1,
          attachments: 1,
        },
      ]);
      assert.equal((await source.items(GROUP))[0].key, KEYS.groupItem);
      assert.equal(await source.hasLibrary(parseLibrary("groups/99")), false);
      assert.deepEqual(await source.fileLocation(USER, ledger.attachments[0]), {
        folder: join(dataDir, "storage", KEYS.ledgerPdf),
        path: join(dataDir, "storage", KEYS.ledgerPdf, "Kowalska - 1998 - The Ledger of Łódź.pdf"),
      });
    } finally {
      await source.close();
    }
    assert.deepEqual(await snapshotOf(dataDir), before, "a read writes nothing");
  });
});

Deno.test("a database Zotero holds exclusively in WAL mode is read from a private copy that includes the WAL", async () => {
  await withZotero(async ({ dataDir }) => {
    const db = join(dataDir, "zotero.sqlite");
    // The new title exists only in the -wal file while the holder keeps the lock.
    const holder = await holdLocked(
      db,
      "wal",
      "INSERT INTO itemDataValues (value) VALUES ('Ledger (revised title)'); " +
        `UPDATE itemData SET valueID = (SELECT valueID FROM itemDataValues WHERE value = 'Ledger (revised title)') ` +
        `WHERE fieldID = 110 AND itemID = (SELECT itemID FROM items WHERE key = '${KEYS.ledger}')`,
    );
    try {
      assert.deepEqual(await listing(dataDir), ["storage", "zotero.sqlite", "zotero.sqlite-wal"]);
      const before = await snapshotOf(dataDir);
      const wal = await Deno.readFile(db + "-wal");
      const opened = await openZoteroDatabase(dataDir);
      let copyDir: string;
      try {
        assert.equal(opened.copyReason, "the database is in WAL mode");
        copyDir = opened.copyDir!;
        assert.ok(copyDir && !copyDir.startsWith(dataDir));
        const row = opened.db.prepare(
          `SELECT v.value FROM items i JOIN itemData d ON d.itemID = i.itemID AND d.fieldID = 110
           JOIN itemDataValues v ON v.valueID = d.valueID WHERE i.key = ?`,
        ).get(KEYS.ledger) as { value: string };
        assert.equal(row.value, "Ledger (revised title)", "the copy sees the WAL's write");
      } finally {
        await opened.close();
      }
      await assert.rejects(Deno.stat(copyDir!), Deno.errors.NotFound, "the copy is removed");
      assert.deepEqual(await snapshotOf(dataDir), before, "no -shm, no byte changed");
      assert.deepEqual(await Deno.readFile(db + "-wal"), wal);
      // Through the reader too.
      const source = new DataDirSource(dataDir);
      try {
        assert.equal((await source.item(USER, KEYS.ledger))?.title, "Ledger (revised title)");
      } finally {
        await source.close();
      }
    } finally {
      await holder.release();
    }
  });
});

Deno.test("a rollback-mode database held exclusively is read from a copy, busy or with its journal", async () => {
  const cases = [
    ["rollback", "a -journal file is beside it"],
    ["memory", "Zotero holds the database locked"],
  ] as const;
  for (const [mode, reason] of cases) {
    await withZotero(async ({ dataDir }) => {
      const holder = await holdLocked(
        join(dataDir, "zotero.sqlite"),
        mode,
        `UPDATE items SET version = 5 WHERE key = '${KEYS.ledger}'`,
      );
      try {
        const before = await snapshotOf(dataDir);
        const source = new DataDirSource(dataDir);
        try {
          assert.equal(await source.copyReason(), reason);
          assert.equal((await source.item(USER, KEYS.ledger))?.version, 5);
        } finally {
          await source.close();
        }
        assert.deepEqual(await snapshotOf(dataDir), before, mode);
      } finally {
        await holder.release();
      }
    });
  }
});

Deno.test("a database with a journal beside it is copied, never replayed in place", async () => {
  await withZotero(async ({ dataDir }) => {
    await Deno.writeFile(join(dataDir, "zotero.sqlite-journal"), new Uint8Array(0));
    const before = await snapshotOf(dataDir);
    const opened = await openZoteroDatabase(dataDir);
    try {
      assert.equal(opened.copyReason, "a -journal file is beside it");
    } finally {
      await opened.close();
    }
    assert.deepEqual(await snapshotOf(dataDir), before);
  });
});

Deno.test("a missing or foreign database file is a processing error naming it", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await assert.rejects(openZoteroDatabase(dir), /No Zotero database ".*zotero\.sqlite"/);
    await Deno.writeTextFile(
      join(dir, "zotero.sqlite"),
      "not a database at all, just text ".repeat(5),
    );
    await assert.rejects(openZoteroDatabase(dir), /is not an SQLite database/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
