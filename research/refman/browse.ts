/**
 * `refman` (SPEC 4.3 `POST /api/research-refman`): a read-only preview of a Zotero library,
 * `research-refman-local/1`. Pages of collections (`mode: "collections"`, optionally the
 * subcollections of `collection_key`, filtered by `query` on the name) or of items (optionally
 * those in `collection_key`, filtered by `query` on title, creators and date, or exactly one
 * by `item_key`), each item with its attachments (key, file name, content type, link mode and
 * whether svc can ingest it) and the `captures` of it already in the archive. Lists are sorted
 * by key and sliced by `start`/`limit` here, the same way for both readers. Nothing is written,
 * to the archive or to Zotero.
 *
 * @module
 */

import { fold } from "../search/fold.ts";
import { loadArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { capturesByItem } from "./captures.ts";
import { refmanConfig, type RefmanOptions } from "./config.ts";
import { checkKey, type Library, parseLibrary, refusalOf } from "./keys.ts";
import { optionalText, requireProject, wholeNumber } from "./request.ts";
import { openRefman } from "./source.ts";
import type { RefmanCollection, RefmanItem, RefmanSource } from "./types.ts";
import { usageError } from "../keyed_errors.ts";

/**
 * What {@linkcode refmanBrowse} reads; errors name the fields as the HTTP request spells them
 * (`item_key`, `collection_key`, …).
 */
export interface BrowseRequest {
  readonly projectId: unknown;
  readonly library: unknown;
  readonly query?: unknown;
  readonly itemKey?: unknown;
  readonly collectionKey?: unknown;
  readonly limit?: unknown;
  readonly start?: unknown;
  readonly mode?: unknown;
}

/** Largest page. */
export const MAX_LIMIT = 100;
/** Page size when none is asked for. */
export const DEFAULT_LIMIT = 25;

interface Checked {
  readonly library: Library;
  readonly mode: "items" | "collections";
  readonly query: string | null;
  readonly itemKey: string | null;
  readonly collectionKey: string | null;
  readonly limit: number;
  readonly start: number;
}

function check(request: BrowseRequest): Checked {
  const library = parseLibrary(request.library);
  const mode = request.mode ?? "items";
  if (mode !== "items" && mode !== "collections") {
    throw usageError("refman.mode_items_collections", { mode: JSON.stringify(mode) });
  }
  const itemKey = request.itemKey == null ? null : checkKey(request.itemKey, "item_key");
  const collectionKey = request.collectionKey == null
    ? null
    : checkKey(request.collectionKey, "collection_key");
  const query = optionalText(request.query, "query", 200);
  if (itemKey !== null && (mode === "collections" || collectionKey !== null || query !== null)) {
    throw usageError("refman.item_key_reads");
  }
  return {
    library,
    mode,
    query,
    itemKey,
    collectionKey,
    limit: wholeNumber(request.limit, "limit", 1, MAX_LIMIT, DEFAULT_LIMIT),
    start: wholeNumber(request.start, "start", 0, Number.MAX_SAFE_INTEGER, 0),
  };
}

/**
 * Search's folding plus what its tokenizer does after it (diacritics removed), so that a
 * query matches here exactly as it would match in the archive's search.
 *
 * @example
 * ```ts
 * plain("Łódź"); // "lodz"
 * ```
 */
export function plain(text: string): string {
  return fold(text).normalize("NFD").replace(/\p{M}+/gu, "");
}

/**
 * Whether every word of a query occurs in a text, both {@linkcode plain}.
 *
 * @example
 * ```ts
 * matches(plain("Łódź 1848"), "LODZ"); // true
 * ```
 */
export function matches(plainText: string, query: string): boolean {
  return plain(query).split(/\s+/).filter(Boolean).every((w) => plainText.includes(w));
}

function itemText(item: RefmanItem): string {
  const names = item.creators.map((c) => c.name ?? `${c.first_name ?? ""} ${c.last_name ?? ""}`);
  return plain([item.title, ...names, item.date].join(" "));
}

/**
 * Browses a Zotero library (see the module doc).
 *
 * @example
 * ```ts
 * const page = await refmanBrowse("/tmp/ledger", {
 *   projectId: "prj_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   library: "users/0",
 *   query: "Łódź",
 * }, { dataDir: "/tmp/Zotero" });
 * page.schema; // "research-refman-local/1"
 * ```
 */
export async function refmanBrowse(
  root: string,
  request: BrowseRequest,
  options: RefmanOptions = {},
): Promise<Record<string, unknown>> {
  const req = check(request);
  const archive = await loadArchive(archivePaths(root));
  const projectId = requireProject(archive, request.projectId);
  const source = await openRefman(refmanConfig(options));
  try {
    if (!await source.hasLibrary(req.library)) {
      throw usageError("refman.zotero_has_library", { path: req.library.path });
    }
    const serverId = await source.serverId();
    const head = {
      schema: "research-refman-local/1",
      project_id: projectId,
      snapshot: archive.state.head,
      via: source.via,
      server_id: serverId,
      library: req.library.path,
      mode: req.mode,
      query: req.query,
      collection_key: req.collectionKey,
      item_key: req.itemKey,
      start: req.start,
      limit: req.limit,
    };
    if (req.mode === "collections") {
      const all = await collectionPage(source, req);
      return {
        ...head,
        total: all.length,
        collections: all.slice(req.start, req.start + req.limit),
      };
    }
    const items = await itemList(source, req);
    const captures = capturesByItem(archive.state, req.library.path, serverId);
    const page = items.slice(req.start, req.start + req.limit).map((item) => ({
      ...itemView(item),
      captures: captures.get(item.key) ?? [],
    }));
    return { ...head, total: items.length, items: page };
  } finally {
    await source.close();
  }
}

async function collectionPage(source: RefmanSource, req: Checked): Promise<RefmanCollection[]> {
  const all = await source.collections(req.library);
  if (req.collectionKey !== null && !all.some((c) => c.key === req.collectionKey)) {
    throw usageError("refman.collection", {
      collection_key: req.collectionKey,
      path: req.library.path,
    });
  }
  return all.filter((c) =>
    (req.collectionKey === null ? c.parent_key === null : c.parent_key === req.collectionKey) &&
    (req.query === null || matches(plain(c.name), req.query))
  );
}

async function itemList(source: RefmanSource, req: Checked): Promise<RefmanItem[]> {
  if (req.itemKey !== null) {
    const item = await source.item(req.library, req.itemKey);
    if (!item) {
      throw usageError("refman.item", { item_key: req.itemKey, path: req.library.path });
    }
    return [item];
  }
  if (req.collectionKey !== null) {
    const collections = await source.collections(req.library);
    if (!collections.some((c) => c.key === req.collectionKey)) {
      throw usageError("refman.collection", {
        collection_key: req.collectionKey,
        path: req.library.path,
      });
    }
  }
  return (await source.items(req.library)).filter((item) =>
    (req.collectionKey === null || item.collections.includes(req.collectionKey)) &&
    (req.query === null || matches(itemText(item), req.query))
  );
}

function itemView(item: RefmanItem): Record<string, unknown> {
  return {
    key: item.key,
    version: item.version,
    date_modified: item.date_modified,
    item_type: item.item_type,
    title: item.title,
    creators: item.creators,
    date: item.date,
    collections: item.collections,
    trashed: item.trashed,
    attachments: item.attachments.map((a) => {
      const refusal = refusalOf(a.link_mode);
      return {
        key: a.key,
        title: a.title,
        filename: a.filename,
        content_type: a.content_type,
        link_mode: a.link_mode,
        ingestible: refusal === null,
        ...(refusal === null ? {} : { refusal }),
      };
    }),
  };
}
