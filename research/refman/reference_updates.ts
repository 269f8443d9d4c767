/**
 * Zotero entries for a record read's `reference_updates`: a cited passage whose source version
 * was captured from Zotero, where the Zotero item or attachment has changed since.
 *
 * How it is wired (research/records/view.ts): `recordEnvelope` takes an optional
 * `ExternalReferenceCheck`; `getRecord(root, {…, referenceCheck: zoteroReferenceCheck()})`
 * passes one. A plain record read passes none and never looks outside the archive. With the
 * check, Zotero is opened only when a cited version carries a Zotero reference, the whole
 * check has a time budget, and anything that goes wrong — Zotero closed, locked beyond reach,
 * another installation configured, a library gone — yields no entry instead of failing the
 * read: the record and its pinned citations stay exactly as stored.
 *
 * What counts as a change, per captured version: the item's `version` or `dateModified`
 * differ (metadata edited; `dateModified` catches libraries that never sync, whose versions
 * stay 0); the attachment's file has other bytes (its modification time differs and then its
 * MD5 does; a touched but identical file is no change); the item or attachment is in the
 * trash or gone; the file is no longer on this computer.
 *
 * @module
 */

import type { ExternalReferenceCheck } from "../records/view.ts";
import type { LoadedArchive } from "../store/load.ts";
import { type ZoteroReference, zoteroReferenceOf } from "./captures.ts";
import { refmanConfig, type RefmanOptions } from "./config.ts";
import { md5Hex, storedFile } from "./files.ts";
import { parseLibrary } from "./keys.ts";
import { openRefman } from "./source.ts";
import type { RefmanSource } from "./types.ts";

/** How long the whole check may take before the read goes on without it. */
const CHECK_BUDGET_MS = 10_000;

/** Options of {@linkcode zoteroReferenceCheck}. */
export interface ReferenceCheckOptions extends RefmanOptions {
  /** Time budget in milliseconds (default {@linkcode CHECK_BUDGET_MS}). */
  readonly budgetMs?: number;
}

/** The captured or current state compared. */
interface Observed {
  readonly item_version: number | null;
  readonly item_date_modified: string | null;
  readonly attachment_md5: string | null;
  readonly attachment_mtime: number | null;
}

/**
 * A check for `getRecord`'s `referenceCheck` (see the module doc).
 *
 * @example
 * ```ts
 * import { getRecord } from "../api/records.ts";
 * const referenceCheck = zoteroReferenceCheck({ budgetMs: 5_000 });
 * const id = "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const view = await getRecord("/tmp/ledger", { kind: "dossier", id, referenceCheck });
 * view.reference_updates; // pinned-record updates, then changed Zotero items
 * ```
 */
export function zoteroReferenceCheck(options: ReferenceCheckOptions = {}): ExternalReferenceCheck {
  return async (archive, citations) => {
    const cited = citedReferences(archive, citations);
    if (!cited.length) return [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<Record<string, unknown>[]>((resolve) => {
      timer = setTimeout(() => resolve([]), options.budgetMs ?? CHECK_BUDGET_MS);
    });
    try {
      return await Promise.race([compareAll(cited, options), budget]);
    } finally {
      clearTimeout(timer);
    }
  };
}

interface Cited {
  readonly source_id: string;
  readonly version_id: string;
  readonly passage_ids: string[];
  readonly ref: ZoteroReference;
}

function citedReferences(
  archive: LoadedArchive,
  citations: readonly Record<string, unknown>[],
): Cited[] {
  const byVersion = new Map<string, Cited>();
  for (const c of citations) {
    const versionId = c.version_id;
    if (typeof versionId !== "string") continue;
    const seen = byVersion.get(versionId);
    if (seen) {
      if (!seen.passage_ids.includes(String(c.passage_id))) {
        seen.passage_ids.push(String(c.passage_id));
      }
      continue;
    }
    const v = archive.state.versions.get(versionId);
    const ref = v ? zoteroReferenceOf(v) : null;
    if (!v || !ref) continue;
    byVersion.set(versionId, {
      source_id: v.source_id,
      version_id: versionId,
      passage_ids: [String(c.passage_id)],
      ref,
    });
  }
  return [...byVersion.values()];
}

async function compareAll(
  cited: readonly Cited[],
  options: RefmanOptions,
): Promise<Record<string, unknown>[]> {
  let source: RefmanSource;
  try {
    source = await openRefman(refmanConfig(options));
  } catch {
    return [];
  }
  try {
    const serverId = await source.serverId().catch(() => null);
    const out: Record<string, unknown>[] = [];
    for (const c of cited) {
      if (serverId !== null && c.ref.server_id !== serverId) continue;
      try {
        const entry = await compareOne(source, c);
        if (entry) out.push(entry);
      } catch {
        // One unreadable reference never hides the others or fails the read.
      }
    }
    return out;
  } finally {
    await source.close();
  }
}

async function compareOne(
  source: RefmanSource,
  c: Cited,
): Promise<Record<string, unknown> | null> {
  const ref = c.ref;
  const library = parseLibrary(ref.library);
  const changes: string[] = [];
  const current: {
    item_version: number | null;
    item_date_modified: string | null;
    attachment_md5: string | null;
    attachment_mtime: number | null;
  } = {
    item_version: null,
    item_date_modified: null,
    attachment_md5: null,
    attachment_mtime: null,
  };
  if (!await source.hasLibrary(library)) {
    changes.push("library_missing");
  } else {
    const attachment = await source.attachment(library, ref.attachment_key);
    const standalone = ref.item_key === ref.attachment_key;
    if (!attachment) changes.push("attachment_missing");
    else if (attachment.trashed) changes.push("attachment_trashed");
    if (standalone && attachment) {
      current.item_version = attachment.version;
    } else if (!standalone) {
      const item = await source.item(library, ref.item_key);
      if (!item) changes.push("item_missing");
      else {
        current.item_version = item.version;
        current.item_date_modified = item.date_modified;
        if (item.trashed) changes.push("item_trashed");
        if (
          item.version !== ref.item_version ||
          (ref.item_date_modified != null && item.date_modified !== ref.item_date_modified)
        ) changes.push("item_changed");
      }
    }
    if (attachment && !attachment.trashed) {
      const where = await source.fileLocation(library, attachment);
      const file = where ? await storedFile(where, attachment.key).catch(() => null) : null;
      if (!file) changes.push("attachment_file_missing");
      else {
        current.attachment_mtime = file.mtime;
        current.attachment_md5 = file.mtime === ref.attachment_mtime
          ? ref.attachment_md5
          : md5Hex(await Deno.readFile(file.path));
        if (current.attachment_md5 !== ref.attachment_md5) changes.push("attachment_changed");
      }
    }
  }
  if (!changes.length) return null;
  const captured: Observed = {
    item_version: ref.item_version,
    item_date_modified: ref.item_date_modified ?? null,
    attachment_md5: ref.attachment_md5,
    attachment_mtime: ref.attachment_mtime,
  };
  return {
    kind: "external_reference",
    system: "zotero",
    field: "context.external_reference",
    source_id: c.source_id,
    version_id: c.version_id,
    passage_ids: c.passage_ids,
    server_id: ref.server_id,
    library: ref.library,
    item_key: ref.item_key,
    attachment_key: ref.attachment_key,
    changes,
    captured,
    current,
  };
}
