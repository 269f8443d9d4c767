/**
 * A Zotero data directory for tests, written in Zotero's own formats: `zotero.sqlite` with
 * Zotero 7's schema (`zotero_schema.ts`), rows as Zotero writes them (dates in multipart form,
 * attachment paths as `storage:<file name>`, the trash in `deletedItems`, the installation's
 * identity in `settings`), and `storage/<key>/<file>` for stored attachments. The same
 * {@linkcode FixtureLibrary} drives the local-API mock (`mock_api.ts`), so both readers can be
 * held to the same answers.
 *
 * Run it as a script to get a sample data directory to try svc against:
 * `deno run -A research/testing/zotero_fixture.ts /tmp/Zotero`.
 *
 * @module
 */

import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { testPdf } from "./pdfs.ts";
import {
  CREATOR_TYPES,
  FIELDS,
  ITEM_TYPES,
  USERDATA_VERSION,
  ZOTERO_DDL,
} from "./zotero_schema.ts";

/** An attachment item as the fixture describes it. */
export interface FixtureAttachment {
  readonly key: string;
  readonly version: number;
  /** 0 imported_file, 1 imported_url, 2 linked_file, 3 linked_url, 4 embedded_image. */
  readonly linkMode: 0 | 1 | 2 | 3 | 4;
  readonly contentType: string | null;
  readonly title: string;
  /** Stored files: written to `storage/<key>/<name>`. */
  readonly file?: { readonly name: string; readonly bytes: Uint8Array };
  /** Linked files: the path Zotero records (absolute, or `attachments:…`). */
  readonly path?: string;
  readonly url?: string;
  readonly dateModified: string;
  readonly trashed?: boolean;
}

/** A top-level item (a regular item, or a standalone attachment with `standalone`). */
export interface FixtureItem {
  readonly key: string;
  readonly library: string;
  readonly itemType: string;
  readonly version: number;
  /** SQL form, UTC: `2024-05-03 10:15:00`. */
  readonly dateAdded: string;
  readonly dateModified: string;
  /** Field values as the author typed them (`date` too). */
  readonly fields: Readonly<Record<string, string>>;
  readonly creators: readonly {
    readonly creatorType: string;
    readonly firstName?: string;
    readonly lastName?: string;
    readonly name?: string;
  }[];
  readonly collections: readonly string[];
  readonly attachments: readonly FixtureAttachment[];
  /** Child notes (their keys); the bridge must not list them. */
  readonly notes?: readonly { readonly key: string; readonly html: string }[];
  /** A standalone attachment: this item *is* the attachment. */
  readonly standalone?: FixtureAttachment;
  readonly trashed?: boolean;
}

/** A whole installation. */
export interface FixtureLibrary {
  readonly account: {
    readonly userID?: number;
    readonly username?: string;
    readonly localUserKey: string;
  };
  readonly groups: readonly { readonly groupID: number; readonly name: string }[];
  readonly collections: readonly {
    readonly key: string;
    readonly library: string;
    readonly name: string;
    readonly parent: string | null;
    readonly version: number;
  }[];
  readonly items: FixtureItem[];
}

/** Keys of the sample library, for tests. */
export const KEYS = {
  ledger: "Q7ZK3M2P",
  ledgerPdf: "A2B3C4D5",
  letter: "H8JN4RTW",
  letterSnapshot: "S5NAPSH7",
  letterScan: "L9NKED2F",
  letterLink: "W3BL9NK4",
  article: "J6RNAL8X",
  articleNote: "N7TE4ART",
  embedded: "EMB3DD9D",
  standalone: "ST4NDA6E",
  trashed: "TR4SH3D9",
  trashedPdf: "TR4SHPDF",
  groupItem: "GR6P3TEM",
  groupPdf: "GR6PPDF2",
  colLodz: "C2LD7Z9Q",
  colLetters: "C3LETT8R",
  colGroup: "C4GRP5BT",
} as const;

/** The local user key of the sample installation (never synced). */
export const LOCAL_USER_KEY = "k3Xa9QpZ";

const LETTER_HTML = "<!DOCTYPE html><html><head><title>Letter to the harbour master</title>" +
  "<style>p{margin:0}</style><script>alert(1)</script></head><body>" +
  "<p>Łódź, 3 May 1848.</p><p>Dear Sir, the ledger of the weavers' guild arrived on " +
  "Tuesday; every crate was counted twice before the harbour master signed.</p>" +
  "<p>Your obedient servant, Jan Nowak</p></body></html>\n";

/**
 * A small library that looks like a historian's: a book with its PDF, a letter with a web
 * snapshot, a linked scan and a link, a journal article by an institution with a note, an
 * image embedded in that note, a standalone PDF, an item in the trash, collections with a
 * subcollection, and a group library.
 *
 * @example
 * ```ts
 * const lib = await sampleLibrary();
 * lib.items.length; // 6
 * ```
 */
export async function sampleLibrary(): Promise<FixtureLibrary> {
  const ledgerPdf = await testPdf([
    {
      blocks: [{
        lines: ["The Ledger of Łódź", "Merchants and weavers, 1820–1914"],
        size: 14,
        top: 72,
      }],
    },
    {
      blocks: [{
        lines: ["In 1848 the guild of weavers kept its ledger in Łódź."],
        size: 11,
        top: 72,
      }],
    },
  ]);
  const standalonePdf = await testPdf([
    { blocks: [{ lines: ["Census of Piotrkowska Street, 1864"], size: 12, top: 72 }] },
  ]);
  const groupPdf = await testPdf([
    { blocks: [{ lines: ["Baltic grain prices, Danzig 1850"], size: 12, top: 72 }] },
  ]);
  const trashedPdf = await testPdf([
    { blocks: [{ lines: ["A discarded draft"], size: 12, top: 72 }] },
  ]);
  return {
    account: { localUserKey: LOCAL_USER_KEY },
    groups: [{ groupID: 4711, name: "Baltic Trade Seminar" }],
    collections: [
      { key: KEYS.colLodz, library: "users/0", name: "Łódź", parent: null, version: 0 },
      {
        key: KEYS.colLetters,
        library: "users/0",
        name: "Letters",
        parent: KEYS.colLodz,
        version: 0,
      },
      { key: KEYS.colGroup, library: "groups/4711", name: "Grain", parent: null, version: 12 },
    ],
    items: [
      {
        key: KEYS.ledger,
        library: "users/0",
        itemType: "book",
        version: 0,
        dateAdded: "2024-02-11 09:30:00",
        dateModified: "2024-02-11 09:42:17",
        fields: {
          title: "The Ledger of Łódź: Merchants and Weavers, 1820–1914",
          date: "1998",
          place: "Łódź",
          publisher: "Wydawnictwo Uniwersytetu Łódzkiego",
          language: "en",
        },
        creators: [
          { creatorType: "author", firstName: "Anna", lastName: "Kowalska" },
          { creatorType: "editor", firstName: "Piotr", lastName: "Wiśniewski" },
        ],
        collections: [KEYS.colLodz],
        attachments: [{
          key: KEYS.ledgerPdf,
          version: 0,
          linkMode: 0,
          contentType: "application/pdf",
          title: "Full Text PDF",
          file: { name: "Kowalska - 1998 - The Ledger of Łódź.pdf", bytes: ledgerPdf },
          dateModified: "2024-02-11 09:31:02",
        }],
      },
      {
        key: KEYS.letter,
        library: "users/0",
        itemType: "letter",
        version: 0,
        dateAdded: "2024-03-01 14:00:00",
        dateModified: "2024-03-02 08:05:44",
        fields: {
          title: "Letter to the harbour master",
          date: "3 May 1848",
          letterType: "manuscript letter",
          archive: "Archiwum Państwowe w Łodzi",
          archiveLocation: "Zespół 221, sygn. 14",
          url: "https://example.org/archive/letters/14",
        },
        creators: [
          { creatorType: "author", firstName: "Jan", lastName: "Nowak" },
          { creatorType: "recipient", name: "Harbour Master of Danzig" },
        ],
        collections: [KEYS.colLetters],
        attachments: [
          {
            key: KEYS.letterSnapshot,
            version: 0,
            linkMode: 1,
            contentType: "text/html",
            title: "Snapshot",
            file: { name: "letter.html", bytes: new TextEncoder().encode(LETTER_HTML) },
            url: "https://example.org/archive/letters/14",
            dateModified: "2024-03-01 14:00:05",
          },
          {
            key: KEYS.letterScan,
            version: 0,
            linkMode: 2,
            contentType: "application/pdf",
            title: "Scan (linked)",
            path: "/home/historian/Scans/nowak-1848-05-03.pdf",
            dateModified: "2024-03-01 14:02:00",
          },
          {
            key: KEYS.letterLink,
            version: 0,
            linkMode: 3,
            contentType: null,
            title: "Catalogue entry",
            url: "https://example.org/archive/catalogue/221/14",
            dateModified: "2024-03-01 14:03:00",
          },
        ],
      },
      {
        key: KEYS.article,
        library: "users/0",
        itemType: "journalArticle",
        version: 0,
        dateAdded: "2024-03-05 10:00:00",
        dateModified: "2024-03-05 10:00:00",
        fields: {
          title: "Weavers' guilds of the Vistula towns",
          date: "Spring 1987",
          publicationTitle: "Rocznik Łódzki",
          pages: "113–140",
        },
        creators: [{ creatorType: "author", name: "Łódź Historical Society" }],
        collections: [KEYS.colLodz],
        attachments: [{
          key: KEYS.embedded,
          version: 0,
          linkMode: 4,
          contentType: "image/png",
          title: "",
          dateModified: "2024-03-05 10:01:00",
        }],
        notes: [{ key: KEYS.articleNote, html: "<p>Check the guild's seal.</p>" }],
      },
      {
        key: KEYS.standalone,
        library: "users/0",
        itemType: "attachment",
        version: 0,
        dateAdded: "2024-04-09 16:20:00",
        dateModified: "2024-04-09 16:20:00",
        fields: {},
        creators: [],
        collections: [],
        attachments: [],
        standalone: {
          key: KEYS.standalone,
          version: 0,
          linkMode: 0,
          contentType: "application/pdf",
          title: "Census of Piotrkowska Street",
          file: { name: "census-1864.pdf", bytes: standalonePdf },
          dateModified: "2024-04-09 16:20:00",
        },
      },
      {
        key: KEYS.trashed,
        library: "users/0",
        itemType: "document",
        version: 0,
        dateAdded: "2024-01-02 12:00:00",
        dateModified: "2024-01-03 12:00:00",
        fields: { title: "Discarded draft notes", date: "2023" },
        creators: [],
        collections: [],
        attachments: [{
          key: KEYS.trashedPdf,
          version: 0,
          linkMode: 0,
          contentType: "application/pdf",
          title: "Draft",
          file: { name: "draft.pdf", bytes: trashedPdf },
          dateModified: "2024-01-02 12:00:00",
        }],
        trashed: true,
      },
      {
        key: KEYS.groupItem,
        library: "groups/4711",
        itemType: "manuscript",
        version: 31,
        dateAdded: "2023-11-20 08:00:00",
        dateModified: "2023-11-21 08:00:00",
        fields: { title: "Grain prices at Danzig", date: "1850", manuscriptType: "ledger" },
        creators: [{ creatorType: "author", firstName: "Karl", lastName: "Brandt" }],
        collections: [KEYS.colGroup],
        attachments: [{
          key: KEYS.groupPdf,
          version: 31,
          linkMode: 0,
          contentType: "application/pdf",
          title: "Full Text PDF",
          file: { name: "brandt-1850.pdf", bytes: groupPdf },
          dateModified: "2023-11-20 08:00:01",
        }],
      },
    ],
  };
}

/**
 * Zotero's multipart date: the SQL form of what the author typed (unknown parts `00`), a
 * space, then the typed text. Covers the fixture's forms: a year, `3 May 1848`, `Spring 1987`.
 *
 * @example
 * ```ts
 * multipartDate("3 May 1848"); // "1848-05-03 3 May 1848"
 * ```
 */
export function multipartDate(typed: string): string {
  const months = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ];
  const year = /\b(\d{4})\b/.exec(typed)?.[1] ?? "0000";
  const m = months.findIndex((name) => typed.toLowerCase().includes(name));
  const day = m >= 0 ? /\b(\d{1,2})\b/.exec(typed.replace(year, ""))?.[1] : undefined;
  const mm = m >= 0 ? String(m + 1).padStart(2, "0") : "00";
  const dd = day ? day.padStart(2, "0") : "00";
  return `${year}-${mm}-${dd} ${typed}`;
}

/** Options of {@linkcode writeZoteroDataDir}. */
export interface WriteOptions {
  /** `wal` leaves the database in WAL mode, as a running Zotero 7 may. */
  readonly journalMode?: "delete" | "wal";
}

/**
 * Writes a data directory for `lib` into `dir` (created if missing): `zotero.sqlite` and
 * `storage/<key>/` for every stored attachment.
 *
 * @example
 * ```ts
 * const dir = await Deno.makeTempDir();
 * await writeZoteroDataDir(`${dir}/Zotero`, await sampleLibrary());
 * // `${dir}/Zotero` now holds zotero.sqlite and storage/
 * ```
 */
export async function writeZoteroDataDir(
  dir: string,
  lib: FixtureLibrary,
  options: WriteOptions = {},
): Promise<void> {
  await Deno.mkdir(join(dir, "storage"), { recursive: true });
  const db = new DatabaseSync(join(dir, "zotero.sqlite"));
  try {
    if (options.journalMode === "wal") db.exec("PRAGMA journal_mode=WAL");
    db.exec(ZOTERO_DDL);
    fillGlobalSchema(db);
    db.exec("BEGIN");
    fillLibrary(db, lib);
    db.exec("COMMIT");
  } finally {
    db.close();
  }
  for (const item of lib.items) {
    for (const a of [...item.attachments, ...(item.standalone ? [item.standalone] : [])]) {
      if (!a.file) continue;
      await Deno.mkdir(join(dir, "storage", a.key), { recursive: true });
      await Deno.writeFile(join(dir, "storage", a.key, a.file.name), a.file.bytes);
    }
  }
}

function fillGlobalSchema(db: DatabaseSync): void {
  const type = db.prepare("INSERT INTO itemTypes VALUES (?, ?, NULL, 1)");
  const typeC = db.prepare("INSERT INTO itemTypesCombined VALUES (?, ?, 1, 0)");
  ITEM_TYPES.forEach((name, i) => {
    type.run(i + 1, name);
    typeC.run(i + 1, name);
  });
  const field = db.prepare("INSERT INTO fields VALUES (?, ?, NULL)");
  const fieldC = db.prepare("INSERT INTO fieldsCombined VALUES (?, ?, NULL, NULL, 0)");
  for (const [name, id] of Object.entries(FIELDS)) {
    field.run(id, name);
    fieldC.run(id, name);
  }
  const creator = db.prepare("INSERT INTO creatorTypes VALUES (?, ?)");
  for (const [name, id] of Object.entries(CREATOR_TYPES)) creator.run(id, name);
  const version = db.prepare("INSERT INTO version VALUES (?, ?)");
  version.run("userdata", USERDATA_VERSION);
  version.run("compatibility", 7);
  version.run("globalSchema", 33);
}

const typeId = (name: string) => ITEM_TYPES.indexOf(name as (typeof ITEM_TYPES)[number]) + 1;

function fillLibrary(db: DatabaseSync, lib: FixtureLibrary): void {
  const setting = db.prepare("INSERT INTO settings VALUES ('account', ?, ?)");
  setting.run("localUserKey", lib.account.localUserKey);
  if (lib.account.userID !== undefined) {
    setting.run("userID", lib.account.userID);
    setting.run("username", lib.account.username ?? "historian");
  }
  db.prepare("INSERT INTO libraries VALUES (1, 'user', 1, 1, 0, 0, 0, 0)").run();
  const libraryIds = new Map<string, number>([["users/0", 1]]);
  for (const g of lib.groups) {
    const id = libraryIds.size + 1;
    db.prepare("INSERT INTO libraries VALUES (?, 'group', 1, 1, 0, 0, 0, 0)").run(id);
    db.prepare("INSERT INTO groups VALUES (?, ?, ?, '', 0)").run(g.groupID, id, g.name);
    libraryIds.set(`groups/${g.groupID}`, id);
  }
  const collectionIds = new Map<string, number>();
  for (const c of lib.collections) {
    const r = db.prepare(
      `INSERT INTO collections (collectionName, parentCollectionID, libraryID, key, version)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(
      c.name,
      c.parent === null ? null : collectionIds.get(c.parent)!,
      libraryIds.get(c.library)!,
      c.key,
      c.version,
    );
    collectionIds.set(c.key, Number(r.lastInsertRowid));
  }
  const w = new Writer(db);
  for (const item of lib.items) {
    const libraryId = libraryIds.get(item.library)!;
    const id = w.item(
      libraryId,
      item.key,
      item.itemType,
      item.version,
      item.dateAdded,
      item.dateModified,
    );
    for (const [name, value] of Object.entries(item.fields)) {
      w.field(id, name, name === "date" ? multipartDate(value) : value);
    }
    item.creators.forEach((c, i) => w.creator(id, c, i));
    for (const key of item.collections) {
      db.prepare("INSERT INTO collectionItems VALUES (?, ?, 0)").run(collectionIds.get(key)!, id);
    }
    if (item.trashed) w.trash(id);
    if (item.standalone) w.attachment(libraryId, item.standalone, id, null);
    for (const note of item.notes ?? []) {
      const noteId = w.item(libraryId, note.key, "note", 0, item.dateAdded, item.dateModified);
      db.prepare("INSERT INTO itemNotes VALUES (?, ?, ?, '')").run(noteId, id, note.html);
    }
    for (const a of item.attachments) {
      // An embedded image belongs to a note (Zotero 7); the fixture hangs it on the first one.
      const parentKey = a.linkMode === 4 ? item.notes?.[0]?.key : item.key;
      const parentId = parentKey === undefined ? id : w.idOf(parentKey);
      const aid = w.item(libraryId, a.key, "attachment", a.version, a.dateModified, a.dateModified);
      w.attachment(libraryId, a, aid, parentId);
    }
  }
}

class Writer {
  readonly #db: DatabaseSync;
  readonly #ids = new Map<string, number>();
  constructor(db: DatabaseSync) {
    this.#db = db;
  }
  idOf(key: string): number {
    return this.#ids.get(key)!;
  }
  item(
    libraryId: number,
    key: string,
    type: string,
    version: number,
    added: string,
    modified: string,
  ): number {
    const r = this.#db.prepare(
      `INSERT INTO items (itemTypeID, dateAdded, dateModified, clientDateModified, libraryID,
         key, version, synced) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(typeId(type), added, modified, modified, libraryId, key, version, version > 0 ? 1 : 0);
    const id = Number(r.lastInsertRowid);
    this.#ids.set(key, id);
    return id;
  }
  field(itemId: number, name: string, value: string): void {
    this.#db.prepare("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)").run(value);
    const valueId = (this.#db.prepare("SELECT valueID FROM itemDataValues WHERE value = ?")
      .get(value) as { valueID: number }).valueID;
    this.#db.prepare("INSERT INTO itemData VALUES (?, ?, ?)").run(itemId, FIELDS[name], valueId);
  }
  creator(
    itemId: number,
    c: FixtureItem["creators"][number],
    index: number,
  ): void {
    const [first, last, mode] = c.name !== undefined
      ? ["", c.name, 1]
      : [c.firstName ?? "", c.lastName ?? "", 0];
    this.#db.prepare(
      "INSERT OR IGNORE INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)",
    ).run(first, last, mode);
    const creatorId = (this.#db.prepare(
      "SELECT creatorID FROM creators WHERE firstName = ? AND lastName = ? AND fieldMode = ?",
    ).get(first, last, mode) as { creatorID: number }).creatorID;
    this.#db.prepare("INSERT INTO itemCreators VALUES (?, ?, ?, ?)")
      .run(itemId, creatorId, CREATOR_TYPES[c.creatorType], index);
  }
  trash(itemId: number): void {
    this.#db.prepare("INSERT INTO deletedItems (itemID, dateDeleted) VALUES (?, ?)")
      .run(itemId, "2024-05-01 00:00:00");
  }
  attachment(
    _libraryId: number,
    a: FixtureAttachment,
    itemId: number,
    parentId: number | null,
  ): void {
    const path = a.file ? `storage:${a.file.name}` : a.path ?? null;
    this.#db.prepare(
      `INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path,
         syncState, storageModTime, storageHash) VALUES (?, ?, ?, ?, ?, 0, NULL, NULL)`,
    ).run(itemId, parentId, a.linkMode, a.contentType, path);
    if (a.title) this.field(itemId, "title", a.title);
    if (a.url) this.field(itemId, "url", a.url);
    if (a.trashed) this.trash(itemId);
  }
}

if (import.meta.main) {
  const dir = Deno.args[0];
  if (!dir) {
    console.error("usage: deno run -A research/testing/zotero_fixture.ts OUT_DIR");
    Deno.exit(2);
  }
  await writeZoteroDataDir(dir, await sampleLibrary());
  console.log(
    `A sample Zotero data directory is in ${dir} (server id ` +
      `zotero:users/local/${LOCAL_USER_KEY}); try: svc research refman-status --data-dir ${dir}`,
  );
}
