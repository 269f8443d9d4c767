/**
 * Reads Zotero through its local API (Zotero 7: Settings → Advanced → "Allow other
 * applications on this computer to communicate with Zotero"; `http://localhost:23119/api/`).
 * GET only, every request with `Zotero-API-Version: 3`, redirects never followed. The API
 * answers a whole listing at once (it does not page unless asked), so a library's items are
 * fetched in one request and sorted and sliced here.
 *
 * Shapes read (Zotero web API v3 JSON): an item is `{key, version, library: {type, id}, data:
 * {itemType, title, creators, date, dateModified, collections, parentItem, deleted, linkMode,
 * contentType, filename}}`; a collection `{key, version, data: {name, parentCollection},
 * meta: {numItems}}`; a group `{id, data: {name}}`. `format=keys` answers one key per line.
 * The API is off when Zotero answers 403; it identifies itself with the
 * `Zotero-API-Version` header on `GET /api/`.
 *
 * @module
 */

import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import type { RefmanConfig } from "./config.ts";
import { DataDirSource } from "./data_dir.ts";
import type { Library } from "./keys.ts";
import type {
  FileLocation,
  LibraryInfo,
  RefmanAttachment,
  RefmanCollection,
  RefmanCreator,
  RefmanItem,
  RefmanSource,
} from "./types.ts";
import { messageOf, processingError } from "../keyed_errors.ts";

/** The API version this bridge speaks. */
const API_VERSION = "3";

/** The outcome of probing the local API. */
export interface ApiProbe {
  /** `ready`, `off` (switched off in svc), `unreachable`, `disabled` (off in Zotero), `error`. */
  readonly state: "ready" | "off" | "unreachable" | "disabled" | "error";
  readonly url: string | null;
  readonly message: string;
}

/**
 * Probes the local API: `GET <url>` must answer 200 with `Zotero-API-Version: 3`.
 *
 * @example
 * ```ts
 * import { refmanConfig } from "./config.ts";
 * (await probeLocalApi(refmanConfig({ apiUrl: "off" }))).state; // "off"
 * (await probeLocalApi(refmanConfig())).state; // "unreachable" when Zotero is closed
 * ```
 */
export async function probeLocalApi(config: RefmanConfig): Promise<ApiProbe> {
  const url = config.apiUrl;
  if (url === null) {
    return { state: "off", url, message: "The local API is switched off (SVC_REFMAN_API_URL=off)" };
  }
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { "Zotero-API-Version": API_VERSION },
      redirect: "manual",
      signal: AbortSignal.timeout(config.probeTimeoutMs),
    });
  } catch (e) {
    return {
      state: "unreachable",
      url,
      message: `Nothing answers at ${url} (${
        (e as Error).name === "TimeoutError"
          ? `no answer within ${config.probeTimeoutMs} ms`
          : "Zotero is not running, or listens elsewhere"
      })`,
    };
  }
  await res.body?.cancel();
  if (res.status === 403) {
    return {
      state: "disabled",
      url,
      message: "Zotero is running but its local API is off: Settings → Advanced → " +
        '"Allow other applications on this computer to communicate with Zotero"',
    };
  }
  const version = res.headers.get("Zotero-API-Version");
  if (res.status !== 200 || version !== API_VERSION) {
    return {
      state: "error",
      url,
      message: `${url} answered ${res.status}` +
        (version === null
          ? " without a Zotero-API-Version header: not Zotero's local API"
          : ` with API version ${version}; svc speaks ${API_VERSION}`),
    };
  }
  return { state: "ready", url, message: `Zotero's local API answers at ${url}` };
}

type Json = Record<string, unknown>;

/** The local API as a {@linkcode RefmanSource}. */
export class LocalApiSource implements RefmanSource {
  readonly via = "local-api" as const;
  readonly #config: RefmanConfig;
  readonly #base: string;
  #fallback: DataDirSource | null = null;

  /**
   * Probe first ({@linkcode probeLocalApi}); a config with the API switched off throws.
   *
   * @example
   * ```ts
   * import { refmanConfig } from "./config.ts";
   * const source = new LocalApiSource(refmanConfig({ env: {} }));
   * source.via; // "local-api"
   * ```
   */
  constructor(config: RefmanConfig) {
    if (config.apiUrl === null) throw processingError("refman.local_api_switched");
    this.#config = config;
    this.#base = config.apiUrl;
  }

  async #get(path: string): Promise<{ status: number; text: string; headers: Headers }> {
    let res: Response;
    const url = new URL(path, this.#base).href;
    try {
      res = await fetch(url, {
        headers: { "Zotero-API-Version": API_VERSION, Accept: "application/json" },
        redirect: "manual",
        signal: AbortSignal.timeout(this.#config.requestTimeoutMs),
      });
    } catch (e) {
      throw processingError("refman.zotero_s_local", { url, why: messageOf(e) });
    }
    return { status: res.status, text: await res.text(), headers: res.headers };
  }

  async #json(path: string, missingOk = false): Promise<unknown> {
    const res = await this.#get(path);
    if (res.status === 404 && missingOk) return null;
    if (res.status !== 200) {
      throw processingError("refman.zotero_s_local_2", {
        status: res.status,
        path,
        split: res.text.split("\n")[0].slice(0, 200),
      });
    }
    try {
      return JSON.parse(res.text);
    } catch {
      throw processingError("refman.zotero_s_local_3", { path });
    }
  }

  async #list(path: string): Promise<Json[]> {
    const value = await this.#json(path);
    if (!Array.isArray(value)) {
      throw processingError("refman.zotero_s_local_4", { path });
    }
    return value.filter((v): v is Json => typeof v === "object" && v !== null);
  }

  async #keys(path: string): Promise<number> {
    const res = await this.#get(path);
    if (res.status !== 200) {
      throw processingError("refman.zotero_s_local_5", { status: res.status, path });
    }
    return res.text.split("\n").filter((l) => l.trim() !== "").length;
  }

  /** @inheritdoc */
  async close(): Promise<void> {
    await this.#fallback?.close();
    this.#fallback = null;
  }

  /**
   * The logged-in user's id from the library of any item (`zotero:users/<id>`); without one
   * (never synced, or an empty library), the data directory's `settings`.
   */
  async serverId(): Promise<string | null> {
    const [first] = await this.#list("users/0/items/top?limit=1");
    const id = (first?.library as Json | undefined)?.id;
    if (typeof id === "number" && Number.isInteger(id) && id > 0) return `zotero:users/${id}`;
    if (this.#config.dataDir === null) return null;
    this.#fallback ??= new DataDirSource(this.#config.dataDir);
    try {
      return await this.#fallback.serverId();
    } catch {
      return null;
    }
  }

  /** @inheritdoc */
  async hasLibrary(library: Library): Promise<boolean> {
    if (library.type === "user") return true;
    return (await this.#json(`groups/${library.id}`, true)) !== null;
  }

  /** @inheritdoc */
  async libraries(): Promise<LibraryInfo[]> {
    const groups = await this.#list("users/0/groups");
    const libs: { library: string; type: "user" | "group"; name: string | null }[] = [
      { library: "users/0", type: "user", name: null },
      ...groups.map((g) => ({
        library: `groups/${g.id}`,
        type: "group" as const,
        name: String((g.data as Json | undefined)?.name ?? ""),
      })),
    ];
    const out: LibraryInfo[] = [];
    for (const l of libs) {
      out.push({
        ...l,
        items: await this.#keys(
          `${l.library}/items/top?format=keys&itemType=-attachment&itemType=-note`,
        ),
        attachments: await this.#keys(`${l.library}/items?format=keys&itemType=attachment`),
      });
    }
    return out;
  }

  /** @inheritdoc */
  async collections(library: Library): Promise<RefmanCollection[]> {
    const list = await this.#list(`${library.path}/collections`);
    return list.map((c) => {
      const data = (c.data ?? {}) as Json;
      const parent = data.parentCollection;
      return {
        key: String(c.key),
        version: Number(c.version ?? data.version ?? 0),
        name: String(data.name ?? ""),
        parent_key: typeof parent === "string" ? parent : null,
        items: Number((c.meta as Json | undefined)?.numItems ?? 0),
      };
    }).sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  }

  /** @inheritdoc */
  async items(library: Library): Promise<RefmanItem[]> {
    return assemble(await this.#list(`${library.path}/items`));
  }

  /** @inheritdoc */
  async item(library: Library, key: string): Promise<RefmanItem | null> {
    const item = await this.#json(`${library.path}/items/${key}`, true) as Json | null;
    if (!item) return null;
    const data = (item.data ?? {}) as Json;
    if (typeof data.parentItem === "string") return null;
    const children = data.itemType === "attachment"
      ? []
      : await this.#list(`${library.path}/items/${key}/children`);
    return assemble([item, ...children], true)[0] ?? null;
  }

  /** @inheritdoc */
  async attachment(library: Library, key: string): Promise<RefmanAttachment | null> {
    const item = await this.#json(`${library.path}/items/${key}`, true) as Json | null;
    if (!item || (item.data as Json | undefined)?.itemType !== "attachment") return null;
    let parentTrashed = false;
    const parentKey = (item.data as Json).parentItem;
    if (typeof parentKey === "string") {
      const parent = await this.#json(`${library.path}/items/${parentKey}`, true) as Json | null;
      parentTrashed = parent === null || isTrashed(parent);
    }
    const a = attachmentOf(item);
    return parentTrashed ? { ...a, trashed: true } : a;
  }

  /**
   * The file's place as Zotero reports it (`items/<key>/file/view/url`, a `file:` URL), when
   * it names `…/storage/<key>/<file>`; otherwise the configured data directory's.
   */
  async fileLocation(library: Library, attachment: RefmanAttachment): Promise<FileLocation | null> {
    if (attachment.filename === null) return null;
    const res = await this.#get(`${library.path}/items/${attachment.key}/file/view/url`);
    if (res.status === 200 && res.text.trim().startsWith("file:")) {
      let path: string;
      try {
        path = fileURLToPath(res.text.trim());
      } catch {
        throw processingError("refman.zotero_reported_unreadable", { key: attachment.key });
      }
      const folder = dirname(path);
      if (basename(folder) === attachment.key && basename(dirname(folder)) === "storage") {
        return { folder, path };
      }
      throw processingError("refman.zotero_reports_file", { key: attachment.key });
    }
    if (this.#config.dataDir === null) return null;
    this.#fallback ??= new DataDirSource(this.#config.dataDir);
    return await this.#fallback.fileLocation(library, attachment);
  }
}

function isTrashed(item: Json): boolean {
  const d = (item.data as Json | undefined)?.deleted;
  return d === true || d === 1 || d === "1";
}

function creatorsOf(value: unknown): RefmanCreator[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is Json => typeof c === "object" && c !== null).map((c) =>
    typeof c.name === "string"
      ? { creator_type: String(c.creatorType ?? "author"), name: c.name }
      : {
        creator_type: String(c.creatorType ?? "author"),
        first_name: String(c.firstName ?? ""),
        last_name: String(c.lastName ?? ""),
      }
  );
}

function attachmentOf(item: Json): RefmanAttachment {
  const data = (item.data ?? {}) as Json;
  const linkMode = String(data.linkMode ?? "");
  const filename = typeof data.filename === "string" && data.filename !== ""
    ? data.filename
    : typeof data.path === "string" && data.path !== ""
    ? basename(data.path.replace(/^attachments:/, "").replaceAll("\\", "/"))
    : null;
  return {
    key: String(item.key),
    version: Number(item.version ?? data.version ?? 0),
    parent_key: typeof data.parentItem === "string" ? data.parentItem : null,
    title: String(data.title ?? ""),
    filename: linkMode === "linked_url" || linkMode === "embedded_image" ? null : filename,
    content_type: typeof data.contentType === "string" && data.contentType !== ""
      ? data.contentType
      : null,
    link_mode: linkMode,
    trashed: isTrashed(item),
  };
}

/**
 * Regular items and standalone attachments with their child attachments, sorted by key;
 * trashed ones dropped unless `keepTrashed`.
 */
function assemble(list: readonly Json[], keepTrashed = false): RefmanItem[] {
  const children = new Map<string, RefmanAttachment[]>();
  const tops: Json[] = [];
  for (const item of list) {
    const data = (item.data ?? {}) as Json;
    if (data.itemType === "attachment" && typeof data.parentItem === "string") {
      const l = children.get(data.parentItem) ?? [];
      l.push(attachmentOf(item));
      children.set(data.parentItem, l);
    } else if (
      typeof data.parentItem !== "string" && data.itemType !== "note" &&
      data.itemType !== "annotation"
    ) {
      tops.push(item);
    }
  }
  const out: RefmanItem[] = [];
  for (const item of tops) {
    if (!keepTrashed && isTrashed(item)) continue;
    const data = (item.data ?? {}) as Json;
    const type = String(data.itemType);
    const standalone = type === "attachment";
    const title = [data.title, data.caseName, data.nameOfAct, data.subject]
      .find((v) => typeof v === "string");
    out.push({
      key: String(item.key),
      version: Number(item.version ?? data.version ?? 0),
      date_modified: typeof data.dateModified === "string" ? data.dateModified : null,
      item_type: type,
      title: typeof title === "string" ? title : "",
      creators: standalone ? [] : creatorsOf(data.creators),
      date: typeof data.date === "string" ? data.date : "",
      collections: Array.isArray(data.collections) ? data.collections.map(String).sort() : [],
      // An attachment of a trashed item is in the trash too (as the data directory reads it).
      attachments: (standalone ? [attachmentOf(item)] : children.get(String(item.key)) ?? [])
        .filter((a) => !a.trashed && !isTrashed(item))
        .sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
      trashed: isTrashed(item),
    });
  }
  return out.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}
