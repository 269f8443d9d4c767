/**
 * A stand-in for Zotero's local API (`Deno.serve` on 127.0.0.1, a free port) answering the
 * documented read endpoints with Zotero's JSON shapes, from the same {@linkcode FixtureLibrary}
 * the data-directory fixture is written from:
 *
 * - `GET /api/` → 200 `Nothing to see here.`; every answer carries `Zotero-API-Version: 3`
 *   and `Zotero-Schema-Version`; a request asking another API version gets 501; a disabled
 *   API answers 403 `Local API is not enabled`.
 * - `/api/users/<0|userID>/…` and `/api/groups/<id>/…`: `items`, `items/top`,
 *   `items/<key>`, `items/<key>/children`, `items/<key>/file/view/url` (a `file:` URL into
 *   the data directory's `storage/`), `collections`, `collections/<key>`, `groups`, and
 *   `groups/<id>`; `format=keys`, `itemType` (with `-` negation), `limit`, `Total-Results`.
 *   Another user id is a 400, an unknown group or key a 404, anything but GET a 405.
 *
 * Attachment JSON carries `md5` and `mtime` of the file as it is on disk now, as the local
 * API does (it does not report the last-synced values). Every request is recorded.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FixtureAttachment, FixtureItem, FixtureLibrary } from "./zotero_fixture.ts";

const LINK_MODES = ["imported_file", "imported_url", "linked_file", "linked_url", "embedded_image"];

/** A running mock. */
export interface MockZotero {
  /** The API base, e.g. `http://127.0.0.1:40211/api/`. */
  readonly url: string;
  /** `METHOD path?query` of every request, in order. */
  readonly requests: string[];
  /** Makes the API answer 403 (switched off in Zotero's settings). */
  disabled: boolean;
  close(): Promise<void>;
}

/**
 * Starts the mock for `lib`, whose stored files are in `dataDir`.
 *
 * @example
 * ```ts
 * import { sampleLibrary, writeZoteroDataDir } from "./zotero_fixture.ts";
 * const lib = await sampleLibrary();
 * const dataDir = `${await Deno.makeTempDir()}/Zotero`;
 * await writeZoteroDataDir(dataDir, lib);
 * const zotero = await startMockZotero(lib, dataDir);
 * try {
 *   await (await fetch(zotero.url)).text(); // "Nothing to see here."
 * } finally {
 *   await zotero.close();
 * }
 * ```
 */
export function startMockZotero(lib: FixtureLibrary, dataDir: string): Promise<MockZotero> {
  const requests: string[] = [];
  const mock = { requests, disabled: false } as MockZotero & { disabled: boolean };
  return new Promise((resolve) => {
    const server = Deno.serve({
      hostname: "127.0.0.1",
      port: 0,
      onListen: ({ port }) => {
        Object.assign(mock, {
          url: `http://127.0.0.1:${port}/api/`,
          close: () => server.shutdown(),
        });
        resolve(mock);
      },
    }, async (req) => {
      const url = new URL(req.url);
      requests.push(`${req.method} ${url.pathname}${url.search}`);
      return await answer(lib, dataDir, mock, req, url);
    });
  });
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain",
      "Zotero-API-Version": "3",
      "Zotero-Schema-Version": "33",
      ...headers,
    },
  });
}

function json(value: unknown, headers: Record<string, string> = {}): Response {
  return text(200, JSON.stringify(value, null, 4), {
    ...headers,
    "Content-Type": "application/json",
  });
}

async function answer(
  lib: FixtureLibrary,
  dataDir: string,
  mock: { disabled: boolean },
  req: Request,
  url: URL,
): Promise<Response> {
  if (req.method !== "GET") return text(405, "Method not allowed");
  if (mock.disabled) return text(403, "Local API is not enabled");
  const asked = req.headers.get("Zotero-API-Version") ?? url.searchParams.get("v") ?? "3";
  if (asked !== "3" && url.pathname !== "/api/") {
    return text(501, `API version not implemented: ${asked}`);
  }
  if (url.pathname === "/api/") return text(200, "Nothing to see here.");
  const m = /^\/api\/(users\/(\d+)|groups\/(\d+))(\/.*)?$/.exec(url.pathname);
  if (!m) return text(404, "Not found");
  const userId = lib.account.userID;
  if (m[2] !== undefined && Number(m[2]) !== 0 && Number(m[2]) !== userId) {
    return text(
      400,
      "Only data for the logged-in user is available locally -- use userID 0" +
        (userId ? ` or ${userId}` : ""),
    );
  }
  const library = m[2] !== undefined ? "users/0" : `groups/${m[3]}`;
  if (m[3] !== undefined && !lib.groups.some((g) => g.groupID === Number(m[3]))) {
    return text(404, "Not found");
  }
  const rest = m[4] ?? "";
  const ctx = new Ctx(lib, dataDir, library);
  if (rest === "" && m[3] !== undefined) {
    const g = lib.groups.find((x) => x.groupID === Number(m[3]))!;
    return json({ id: g.groupID, version: 0, data: { id: g.groupID, name: g.name } });
  }
  if (rest === "/groups") {
    return listAnswer(
      url,
      lib.groups.map((g) => ({
        id: g.groupID,
        version: 0,
        key: String(g.groupID),
        data: { id: g.groupID, name: g.name },
      })),
    );
  }
  if (rest === "/collections") return listAnswer(url, ctx.collections());
  let c = /^\/collections\/([^/]+)$/.exec(rest);
  if (c) {
    const found = ctx.collections().find((x) => x.key === c![1]);
    return found ? json(found) : text(404, "Not found");
  }
  if (rest === "/items" || rest === "/items/top") {
    let list = await ctx.items(rest === "/items/top");
    for (const cond of url.searchParams.getAll("itemType")) {
      const negate = cond.startsWith("-");
      const names = cond.replace(/^-/, "").split("||").map((s) => s.trim());
      list = list.filter((i) => names.includes(String(i.data.itemType)) !== negate);
    }
    return listAnswer(url, list);
  }
  c = /^\/items\/([^/]+)(\/children|\/file\/view\/url)?$/.exec(rest);
  if (c) {
    const all = await ctx.items(false, true);
    const item = all.find((i) => i.key === c![1]);
    if (!item) return text(404, "Not found");
    if (c[2] === "/children") {
      return listAnswer(url, all.filter((i) => i.data.parentItem === item.key && !i.data.deleted));
    }
    if (c[2] === "/file/view/url") {
      const file = ctx.storedFile(item.key);
      if (!file) return text(400, `Not a file attachment: ${item.key}`);
      return text(200, pathToFileURL(file).href);
    }
    return json(item);
  }
  return text(404, "Not found");
}

function listAnswer(url: URL, list: Record<string, unknown>[]): Response {
  const total = list.length;
  const limit = Number(url.searchParams.get("limit")) || total;
  const page = list.slice(0, limit);
  if (url.searchParams.get("format") === "keys") {
    return text(200, page.map((i) => String(i.key)).join("\n"), { "Total-Results": String(total) });
  }
  return json(page, { "Total-Results": String(total) });
}

type ItemJson =
  & { key: string; version: number; data: Record<string, unknown> }
  & Record<string, unknown>;

class Ctx {
  constructor(
    readonly lib: FixtureLibrary,
    readonly dataDir: string,
    readonly library: string,
  ) {}

  collections(): Record<string, unknown>[] {
    return this.lib.collections.filter((c) => c.library === this.library).map((c) => ({
      key: c.key,
      version: c.version,
      library: this.libraryJson(),
      meta: {
        numCollections: this.lib.collections.filter((x) => x.parent === c.key).length,
        numItems: this.lib.items.filter((i) => !i.trashed && i.collections.includes(c.key))
          .length,
      },
      data: {
        key: c.key,
        version: c.version,
        name: c.name,
        parentCollection: c.parent ?? false,
        relations: {},
      },
    }));
  }

  libraryJson(): Record<string, unknown> {
    if (this.library === "users/0") {
      const id = this.lib.account.userID;
      return { type: "user", ...(id ? { id } : {}), name: this.lib.account.username ?? "" };
    }
    const g = this.lib.groups.find((x) => `groups/${x.groupID}` === this.library)!;
    return { type: "group", id: g.groupID, name: g.name };
  }

  storedFile(key: string): string | null {
    for (const item of this.lib.items) {
      for (const a of [...item.attachments, ...(item.standalone ? [item.standalone] : [])]) {
        if (a.key === key && a.file) return join(this.dataDir, "storage", a.key, a.file.name);
      }
    }
    return null;
  }

  /** Every item of the library as the API lists it; `includeTrashed` for single lookups. */
  async items(top: boolean, includeTrashed = false): Promise<ItemJson[]> {
    const out: ItemJson[] = [];
    for (const item of this.lib.items.filter((i) => i.library === this.library)) {
      const trashed = item.trashed === true;
      if (item.standalone) {
        out.push(await this.attachmentJson(item.standalone, null, trashed));
        continue;
      }
      out.push(this.itemJson(item));
      if (top) continue;
      for (const note of item.notes ?? []) {
        out.push({
          key: note.key,
          version: 0,
          library: this.libraryJson(),
          data: {
            key: note.key,
            version: 0,
            itemType: "note",
            parentItem: item.key,
            note: note.html,
          },
          ...(trashed ? { _trashedParent: true } : {}),
        });
      }
      for (const a of item.attachments) {
        const parent = a.linkMode === 4 ? item.notes?.[0]?.key ?? item.key : item.key;
        out.push(await this.attachmentJson(a, parent, trashed));
      }
    }
    return out.filter((i) =>
      includeTrashed || (!i.data.deleted && !(i as Record<string, unknown>)._trashedParent)
    ).map((i) => {
      const { _trashedParent: _, ...rest } = i as Record<string, unknown>;
      return rest as ItemJson;
    });
  }

  itemJson(item: FixtureItem): ItemJson {
    const creators = item.creators.map((c) =>
      c.name !== undefined
        ? { creatorType: c.creatorType, name: c.name }
        : { creatorType: c.creatorType, firstName: c.firstName ?? "", lastName: c.lastName ?? "" }
    );
    return {
      key: item.key,
      version: item.version,
      library: this.libraryJson(),
      links: {
        self: {
          href: `http://localhost:23119/api/${this.library}/items/${item.key}`,
          type: "application/json",
        },
      },
      meta: {
        creatorSummary: creators[0]
          ? ("lastName" in creators[0] ? creators[0].lastName : creators[0].name)
          : "",
        numChildren: item.attachments.length + (item.notes?.length ?? 0),
      },
      data: {
        key: item.key,
        version: item.version,
        itemType: item.itemType,
        ...item.fields,
        creators,
        tags: [],
        collections: [...item.collections],
        relations: {},
        dateAdded: iso(item.dateAdded),
        dateModified: iso(item.dateModified),
        ...(item.trashed ? { deleted: true } : {}),
      },
    };
  }

  async attachmentJson(
    a: FixtureAttachment,
    parent: string | null,
    parentTrashed: boolean,
  ): Promise<ItemJson> {
    const linkMode = LINK_MODES[a.linkMode];
    const data: Record<string, unknown> = {
      key: a.key,
      version: a.version,
      ...(parent ? { parentItem: parent } : {}),
      itemType: "attachment",
      linkMode,
      title: a.title,
      accessDate: "",
      url: a.url ?? "",
      note: "",
      contentType: a.contentType ?? "",
      charset: "",
      tags: [],
      relations: {},
      dateAdded: iso(a.dateModified),
      dateModified: iso(a.dateModified),
    };
    if (a.file) {
      data.filename = a.file.name;
      const path = join(this.dataDir, "storage", a.key, a.file.name);
      try {
        const bytes = await Deno.readFile(path);
        data.md5 = createHash("md5").update(bytes).digest("hex");
        data.mtime = Math.floor((await Deno.stat(path)).mtime!.getTime());
      } catch {
        data.md5 = null;
        data.mtime = null;
      }
    }
    if (a.linkMode === 2) data.path = a.path;
    if (a.trashed || (parent === null && parentTrashed)) data.deleted = true;
    return {
      key: a.key,
      version: a.version,
      library: this.libraryJson(),
      data,
      ...(parentTrashed && parent !== null ? { _trashedParent: true } : {}),
    };
  }
}

function iso(sql: string): string {
  return sql.replace(" ", "T") + "Z";
}
