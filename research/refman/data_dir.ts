/**
 * Reads a Zotero data directory: `zotero.sqlite` (opened as `sqlite_open.ts` explains, never
 * written) and the layout of `storage/<key>/`. The queries follow Zotero's own schema
 * (`resource/schema/userdata.sql`): `items` with `itemTypes`, field values through `itemData`
 * → `fields` and `itemDataValues`, creators through `itemCreators` → `creators` and
 * `creatorTypes` in `orderIndex` order, `itemAttachments` (`linkMode`, `contentType`, `path`
 * as `storage:<file name>` for stored files), `collections` and `collectionItems`, `libraries`
 * and `groups`, the trash in `deletedItems` (and `deletedCollections` where it exists), and
 * the installation's identity in `settings` (setting `account`, keys `userID` and
 * `localUserKey`).
 *
 * Dates are stored in Zotero's multipart form (`1848-05-03 3 May 1848`); the part after the
 * SQL date is what the author typed and what the local API returns, so that is what is read.
 *
 * @module
 */

import { basename, join } from "node:path";
import { processingError } from "../keyed_errors.ts";
import { type Library, linkModeName, serverIdOf } from "./keys.ts";
import { type OpenedDatabase, openZoteroDatabase } from "./sqlite_open.ts";
import type {
  FileLocation,
  LibraryInfo,
  RefmanAttachment,
  RefmanCollection,
  RefmanCreator,
  RefmanItem,
  RefmanSource,
} from "./types.ts";

type Row = Record<string, unknown>;

const NON_ITEMS = ["attachment", "note", "annotation"];
const TITLE_FIELDS = ["title", "caseName", "nameOfAct", "subject"];

/**
 * The part of a Zotero multipart date that the author typed.
 *
 * @example
 * ```ts
 * typedDate("1848-05-03 3 May 1848"); // "3 May 1848"
 * ```
 */
export function typedDate(stored: string): string {
  return /^\d{4}-\d{2}-\d{2} /.test(stored) ? stored.slice(11) : stored;
}

/**
 * An SQL timestamp (`2024-05-03 10:15:00`, UTC) as ISO 8601 with `Z`, like the local API.
 *
 * @example
 * ```ts
 * isoTimestamp("2024-05-03 10:15:00"); // "2024-05-03T10:15:00Z"
 * ```
 */
export function isoTimestamp(sql: unknown): string | null {
  if (typeof sql !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(sql);
  return m ? `${m[1]}T${m[2]}Z` : null;
}

/** A data directory as a {@linkcode RefmanSource}. */
export class DataDirSource implements RefmanSource {
  readonly via = "data-dir" as const;
  readonly dataDir: string;
  #opened: Promise<OpenedDatabase> | null = null;

  /**
   * @example
   * ```ts
   * const source = new DataDirSource("/tmp/Zotero");
   * source.via; // "data-dir"
   * ```
   */
  constructor(dataDir: string) {
    this.dataDir = dataDir;
  }

  /** Why a private copy is read (null: the original, read-only), once opened. */
  async copyReason(): Promise<string | null> {
    return (await this.#db()).copyReason;
  }

  async #db(): Promise<OpenedDatabase> {
    if (!this.#opened) {
      this.#opened = openZoteroDatabase(this.dataDir);
      this.#opened.catch(() => {});
    }
    return await this.#opened;
  }

  async #all(sql: string, ...params: (string | number | null)[]): Promise<Row[]> {
    const { db } = await this.#db();
    try {
      return db.prepare(sql).all(...params) as Row[];
    } catch (e) {
      throw processingError("refman.zotero_schema", {
        dir: this.dataDir,
        why: (e as Error).message,
      });
    }
  }

  /** @inheritdoc */
  async close(): Promise<void> {
    const opened = this.#opened;
    this.#opened = null;
    if (opened) await (await opened.catch(() => null))?.close();
  }

  /** @inheritdoc */
  async serverId(): Promise<string | null> {
    const rows = await this.#all("SELECT key, value FROM settings WHERE setting = 'account'");
    return serverIdOf(Object.fromEntries(rows.map((r) => [String(r.key), r.value])));
  }

  async #libraryId(library: Library): Promise<number | null> {
    const rows = library.type === "user"
      ? await this.#all(
        "SELECT libraryID AS id FROM libraries WHERE type = 'user' ORDER BY libraryID LIMIT 1",
      )
      : await this.#all("SELECT libraryID AS id FROM groups WHERE groupID = ?", library.id);
    return rows.length ? Number(rows[0].id) : null;
  }

  /** @inheritdoc */
  async hasLibrary(library: Library): Promise<boolean> {
    return (await this.#libraryId(library)) !== null;
  }

  /** @inheritdoc */
  async libraries(): Promise<LibraryInfo[]> {
    const out: LibraryInfo[] = [];
    const user = await this.#libraryId({ type: "user", id: 0, path: "users/0" });
    if (user !== null) {
      out.push({ library: "users/0", type: "user", name: null, ...await this.#counts(user) });
    }
    const groups = await this.#all(
      "SELECT groupID, libraryID, name FROM groups ORDER BY groupID",
    );
    for (const g of groups) {
      out.push({
        library: `groups/${g.groupID}`,
        type: "group",
        name: String(g.name),
        ...await this.#counts(Number(g.libraryID)),
      });
    }
    return out;
  }

  async #counts(libraryId: number): Promise<{ items: number; attachments: number }> {
    const [row] = await this.#all(
      `SELECT
         coalesce(sum(CASE WHEN t.typeName NOT IN ('attachment', 'note', 'annotation')
                      THEN 1 ELSE 0 END), 0) AS items,
         coalesce(sum(CASE WHEN t.typeName = 'attachment' THEN 1 ELSE 0 END), 0) AS attachments
       FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID
       WHERE i.libraryID = ? AND ${NOT_TRASHED}`,
      libraryId,
    );
    return { items: Number(row.items), attachments: Number(row.attachments) };
  }

  /** @inheritdoc */
  async collections(library: Library): Promise<RefmanCollection[]> {
    const id = await this.#libraryId(library);
    if (id === null) return [];
    const deleted = await this.#hasTable("deletedCollections")
      ? "AND c.collectionID NOT IN (SELECT collectionID FROM deletedCollections)"
      : "";
    const rows = await this.#all(
      `SELECT c.key, c.version, c.collectionName AS name, p.key AS parentKey,
         (SELECT count(*) FROM collectionItems ci JOIN items i ON i.itemID = ci.itemID
          WHERE ci.collectionID = c.collectionID AND ${NOT_TRASHED}) AS n
       FROM collections c LEFT JOIN collections p ON p.collectionID = c.parentCollectionID
       WHERE c.libraryID = ? ${deleted}
       ORDER BY c.key`,
      id,
    );
    return rows.map((r) => ({
      key: String(r.key),
      version: Number(r.version),
      name: String(r.name),
      parent_key: r.parentKey == null ? null : String(r.parentKey),
      items: Number(r.n),
    }));
  }

  async #hasTable(name: string): Promise<boolean> {
    return (await this.#all(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
      name,
    )).length > 0;
  }

  /** @inheritdoc */
  async items(library: Library): Promise<RefmanItem[]> {
    const id = await this.#libraryId(library);
    if (id === null) return [];
    const rows = await this.#all(
      `SELECT i.itemID FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID
       WHERE i.libraryID = ? AND t.typeName NOT IN ('note', 'annotation')`,
      id,
    );
    const items = await this.#load(rows.map((r) => Number(r.itemID)));
    return items.filter((i) => !i.trashed).map((i) => ({
      ...i,
      attachments: i.attachments.filter((a) => !a.trashed),
    }));
  }

  /** @inheritdoc */
  async item(library: Library, key: string): Promise<RefmanItem | null> {
    const ids = await this.#idsOf(library, key);
    if (!ids) return null;
    const children = await this.#all(
      "SELECT itemID FROM itemAttachments WHERE parentItemID = ?",
      ids.itemID,
    );
    const [item] = await this.#load([ids.itemID, ...children.map((r) => Number(r.itemID))]);
    if (!item) return null;
    return { ...item, attachments: item.attachments.filter((a) => !a.trashed) };
  }

  /** @inheritdoc */
  async attachment(library: Library, key: string): Promise<RefmanAttachment | null> {
    const ids = await this.#idsOf(library, key);
    if (!ids) return null;
    const parent = await this.#all(
      "SELECT parentItemID AS p FROM itemAttachments WHERE itemID = ?",
      ids.itemID,
    );
    if (!parent.length) return null;
    const idList = [ids.itemID, ...(parent[0].p == null ? [] : [Number(parent[0].p)])];
    return (await this.#read(idList)).attachments.get(key) ?? null;
  }

  async #idsOf(library: Library, key: string): Promise<{ itemID: number } | null> {
    const id = await this.#libraryId(library);
    if (id === null) return null;
    const rows = await this.#all(
      "SELECT itemID FROM items WHERE libraryID = ? AND key = ?",
      id,
      key,
    );
    return rows.length ? { itemID: Number(rows[0].itemID) } : null;
  }

  /** @inheritdoc */
  fileLocation(_library: Library, attachment: RefmanAttachment): Promise<FileLocation | null> {
    if (attachment.filename === null) return Promise.resolve(null);
    const folder = join(this.dataDir, "storage", attachment.key);
    return Promise.resolve({ folder, path: join(folder, attachment.filename) });
  }

  /**
   * Items (regular items and standalone attachments) among `ids`, each with those of its
   * child attachments that are among `ids` too.
   */
  async #load(ids: readonly number[]): Promise<RefmanItem[]> {
    return (await this.#read(ids)).items;
  }

  /** {@linkcode #load}'s items, and every attachment among `ids` by key. */
  async #read(
    ids: readonly number[],
  ): Promise<{ items: RefmanItem[]; attachments: Map<string, RefmanAttachment> }> {
    const byKey = new Map<string, RefmanAttachment>();
    if (!ids.length) return { items: [], attachments: byKey };
    const list = JSON.stringify(ids);
    const inList = "IN (SELECT value FROM json_each(?))";
    const base = await this.#all(
      `SELECT i.itemID, i.key, i.version, i.dateModified, t.typeName,
         EXISTS (SELECT 1 FROM deletedItems d WHERE d.itemID = i.itemID) AS deleted
       FROM items i JOIN itemTypes t ON t.itemTypeID = i.itemTypeID
       WHERE i.itemID ${inList} ORDER BY i.key`,
      list,
    );
    const fields = new Map<number, Map<string, string>>();
    for (
      const r of await this.#all(
        `SELECT d.itemID, f.fieldName, v.value FROM itemData d
         JOIN fields f ON f.fieldID = d.fieldID
         JOIN itemDataValues v ON v.valueID = d.valueID
         WHERE d.itemID ${inList}`,
        list,
      )
    ) {
      const m = fields.get(Number(r.itemID)) ?? new Map<string, string>();
      m.set(String(r.fieldName), String(r.value));
      fields.set(Number(r.itemID), m);
    }
    const creators = new Map<number, RefmanCreator[]>();
    for (
      const r of await this.#all(
        `SELECT ic.itemID, c.firstName, c.lastName, c.fieldMode, ct.creatorType
         FROM itemCreators ic JOIN creators c ON c.creatorID = ic.creatorID
         JOIN creatorTypes ct ON ct.creatorTypeID = ic.creatorTypeID
         WHERE ic.itemID ${inList} ORDER BY ic.itemID, ic.orderIndex`,
        list,
      )
    ) {
      const list = creators.get(Number(r.itemID)) ?? [];
      list.push(
        Number(r.fieldMode) === 1
          ? { creator_type: String(r.creatorType), name: String(r.lastName ?? "") }
          : {
            creator_type: String(r.creatorType),
            first_name: String(r.firstName ?? ""),
            last_name: String(r.lastName ?? ""),
          },
      );
      creators.set(Number(r.itemID), list);
    }
    const attachmentRows = new Map<number, Row>();
    for (
      const r of await this.#all(
        `SELECT a.itemID, a.parentItemID, a.linkMode, a.contentType, a.path
         FROM itemAttachments a WHERE a.itemID ${inList}`,
        list,
      )
    ) attachmentRows.set(Number(r.itemID), r);
    const collections = new Map<number, string[]>();
    for (
      const r of await this.#all(
        `SELECT ci.itemID, c.key FROM collectionItems ci
         JOIN collections c ON c.collectionID = ci.collectionID
         WHERE ci.itemID ${inList} ORDER BY c.key`,
        list,
      )
    ) {
      const l = collections.get(Number(r.itemID)) ?? [];
      l.push(String(r.key));
      collections.set(Number(r.itemID), l);
    }

    const keyOf = new Map<number, string>(base.map((r) => [Number(r.itemID), String(r.key)]));
    const trashedIds = new Set(
      base.filter((r) => Number(r.deleted) === 1).map((r) => Number(r.itemID)),
    );
    const attachments = new Map<number, RefmanAttachment[]>();
    const items: { id: number; item: RefmanItem }[] = [];
    for (const r of base) {
      const id = Number(r.itemID);
      const f = fields.get(id) ?? new Map<string, string>();
      const a = attachmentRows.get(id);
      const type = String(r.typeName);
      if (type === "attachment" && a) {
        const parentId = a.parentItemID == null ? null : Number(a.parentItemID);
        const attachment = attachmentOf(
          r,
          f,
          a,
          parentId === null ? null : keyOf.get(parentId) ?? null,
          trashedIds.has(id) || (parentId !== null && trashedIds.has(parentId)),
        );
        byKey.set(attachment.key, attachment);
        if (parentId !== null) {
          const l = attachments.get(parentId) ?? [];
          l.push(attachment);
          attachments.set(parentId, l);
          continue;
        }
        items.push({ id, item: itemOf(r, f, [], collections.get(id) ?? [], [attachment]) });
        continue;
      }
      if (NON_ITEMS.includes(type)) continue;
      items.push({ id, item: itemOf(r, f, creators.get(id) ?? [], collections.get(id) ?? [], []) });
    }
    return {
      items: items.map(({ id, item }) => ({
        ...item,
        attachments: item.attachments.length ? item.attachments : attachments.get(id) ?? [],
      })),
      attachments: byKey,
    };
  }
}

const NOT_TRASHED = `i.itemID NOT IN (SELECT itemID FROM deletedItems)
  AND NOT EXISTS (SELECT 1 FROM itemAttachments pa JOIN deletedItems pd
                  ON pd.itemID = pa.parentItemID WHERE pa.itemID = i.itemID)`;

function itemOf(
  r: Row,
  f: Map<string, string>,
  creators: RefmanCreator[],
  collections: string[],
  attachments: RefmanAttachment[],
): RefmanItem {
  return {
    key: String(r.key),
    version: Number(r.version),
    date_modified: isoTimestamp(r.dateModified),
    item_type: String(r.typeName),
    title: TITLE_FIELDS.map((n) => f.get(n)).find((v) => v !== undefined) ?? "",
    creators,
    date: typedDate(f.get("date") ?? ""),
    collections,
    attachments,
    trashed: Number(r.deleted) === 1,
  };
}

function attachmentOf(
  r: Row,
  f: Map<string, string>,
  a: Row,
  parentKey: string | null,
  trashed: boolean,
): RefmanAttachment {
  const linkMode = linkModeName(a.linkMode == null ? null : Number(a.linkMode));
  return {
    key: String(r.key),
    version: Number(r.version),
    parent_key: parentKey,
    title: f.get("title") ?? "",
    filename: filenameOf(linkMode, a.path),
    content_type: typeof a.contentType === "string" && a.contentType ? a.contentType : null,
    link_mode: linkMode,
    trashed,
  };
}

/**
 * The file name of an attachment from its stored `path`: `storage:<name>` for files Zotero
 * stores, an absolute path or `attachments:<relative path>` for linked files.
 */
function filenameOf(linkMode: string, path: unknown): string | null {
  if (typeof path !== "string" || path === "") return null;
  if (linkMode === "imported_file" || linkMode === "imported_url") {
    return path.startsWith("storage:") ? path.slice("storage:".length) : null;
  }
  if (linkMode === "linked_file") {
    return basename(path.replace(/^attachments:/, "").replaceAll("\\", "/"));
  }
  return null;
}
