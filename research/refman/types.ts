/**
 * What the bridge reads from a Zotero library, the same whichever way it was read (local API
 * or data directory), and the interface both readers implement. Field names are snake_case:
 * they are served as they are here.
 *
 * @module
 */

import type { Library } from "./keys.ts";

/** One creator of an item, in Zotero's order. */
export interface RefmanCreator {
  readonly creator_type: string;
  /** Two-field names. */
  readonly first_name?: string;
  readonly last_name?: string;
  /** Single-field names (institutions, mononyms). */
  readonly name?: string;
}

/** An attachment item. */
export interface RefmanAttachment {
  readonly key: string;
  readonly version: number;
  /** Key of the parent item, or null for a standalone attachment. */
  readonly parent_key: string | null;
  readonly title: string;
  /** File name inside `storage/<key>/` for stored files; the linked file's base name otherwise. */
  readonly filename: string | null;
  readonly content_type: string | null;
  /** `imported_file`, `imported_url`, `linked_file`, `linked_url` or `embedded_image`. */
  readonly link_mode: string;
  /** Whether it is in Zotero's trash (or its parent is). */
  readonly trashed: boolean;
}

/** A regular item (or a standalone attachment) with its attachments. */
export interface RefmanItem {
  readonly key: string;
  readonly version: number;
  /** ISO 8601 UTC, e.g. `2024-05-03T10:15:00Z`. */
  readonly date_modified: string | null;
  readonly item_type: string;
  readonly title: string;
  readonly creators: readonly RefmanCreator[];
  /** The date as the author typed it (`3 May 1848`). */
  readonly date: string;
  /** Keys of the collections that hold it. */
  readonly collections: readonly string[];
  readonly attachments: readonly RefmanAttachment[];
  readonly trashed: boolean;
}

/** A collection. */
export interface RefmanCollection {
  readonly key: string;
  readonly version: number;
  readonly name: string;
  readonly parent_key: string | null;
  /** Items directly in it (not in its subcollections). */
  readonly items: number;
}

/** A library's identity and counts (`refman-status`). */
export interface LibraryInfo {
  readonly library: string;
  readonly type: "user" | "group";
  readonly name: string | null;
  /** Regular items, trash excluded. */
  readonly items: number;
  /** Attachment items, trash excluded. */
  readonly attachments: number;
}

/** Where a stored attachment's file is, before its real path is checked. */
export interface FileLocation {
  /** The attachment's own folder, `…/storage/<key>`. */
  readonly folder: string;
  /** The file inside it. */
  readonly path: string;
}

/** One way of reading a Zotero installation. */
export interface RefmanSource {
  readonly via: "local-api" | "data-dir";
  /** The installation's server id, or null when it cannot be told. */
  serverId(): Promise<string | null>;
  /** Libraries with their counts. */
  libraries(): Promise<LibraryInfo[]>;
  /** Every collection of a library. */
  collections(library: Library): Promise<RefmanCollection[]>;
  /** Whether a library exists in this installation. */
  hasLibrary(library: Library): Promise<boolean>;
  /** Every top-level item (regular items and standalone attachments), trash excluded. */
  items(library: Library): Promise<RefmanItem[]>;
  /** One top-level item (flagged when trashed) with its attachments outside the trash, or null. */
  item(library: Library, key: string): Promise<RefmanItem | null>;
  /** One attachment, or null. */
  attachment(library: Library, key: string): Promise<RefmanAttachment | null>;
  /** Where a stored attachment's file should be (not yet checked). */
  fileLocation(library: Library, attachment: RefmanAttachment): Promise<FileLocation | null>;
  /** Releases what the reader holds (a private database copy). */
  close(): Promise<void>;
}
