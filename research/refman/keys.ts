/**
 * Zotero's identifiers as the bridge accepts them: object keys (8 characters of Zotero's own
 * key alphabet, which leaves out 0, 1 and O), library paths of its web API (`users/0` for the
 * local user's library, `groups/<groupID>`), attachment link modes (Zotero's numbers and the
 * names its JSON uses), and the server id that names one Zotero installation
 * (`zotero:users/<userID>` once it syncs, `zotero:users/local/<localUserKey>` before).
 *
 * @module
 */

import { usageError } from "../keyed_errors.ts";

/** The characters of a Zotero key (Zotero's `generateObjectKey` alphabet). */
export const KEY_ALPHABET = "23456789ABCDEFGHIJKLMNPQRSTUVWXYZ";

const KEY_RE = new RegExp(`^[${KEY_ALPHABET}]{8}$`);

/**
 * Whether a value is a well-formed Zotero key.
 *
 * @example
 * ```ts
 * isZoteroKey("ABCD2345"); // true
 * isZoteroKey("ABCD0345"); // false (0 is not in the alphabet)
 * ```
 */
export function isZoteroKey(value: unknown): value is string {
  return typeof value === "string" && KEY_RE.test(value);
}

/**
 * Checks an item, collection or attachment key; the message names the field.
 *
 * @example
 * ```ts
 * checkKey("ABCD2345", "attachment_key"); // "ABCD2345"
 * ```
 */
export function checkKey(value: unknown, field: string): string {
  if (!isZoteroKey(value)) {
    throw usageError("refman.zotero_key_characters", {
      field,
      key_alphabet: KEY_ALPHABET,
      stringify: JSON.stringify(value) ?? "nothing",
    });
  }
  return value;
}

/** A library of one Zotero installation. */
export interface Library {
  /** `user` for the local user's own library, `group` for a group library. */
  readonly type: "user" | "group";
  /** 0 for the user library (the local API's alias), the group id otherwise. */
  readonly id: number;
  /** The path as given and stored: `users/0` or `groups/<id>`. */
  readonly path: string;
}

/**
 * Parses a library path: `users/0` or `groups/<positive id>`. Other user ids are refused: the
 * local API serves only the logged-in user, whom `users/0` always names.
 *
 * @example
 * ```ts
 * parseLibrary("groups/4711"); // { type: "group", id: 4711, path: "groups/4711" }
 * ```
 */
export function parseLibrary(value: unknown): Library {
  if (value === "users/0") return { type: "user", id: 0, path: "users/0" };
  if (typeof value === "string") {
    const m = /^groups\/([1-9][0-9]{0,14})$/.exec(value);
    if (m) return { type: "group", id: Number(m[1]), path: value };
  }
  throw usageError("refman.library_users_groups", {
    stringify: JSON.stringify(value) ?? "nothing",
  });
}

/** Zotero's attachment link modes by number (`Zotero.Attachments.LINK_MODE_*`). */
export const LINK_MODES = [
  "imported_file",
  "imported_url",
  "linked_file",
  "linked_url",
  "embedded_image",
] as const;

/**
 * The name of a link mode number, or `unknown:<n>` for a mode this release does not know.
 *
 * @example
 * ```ts
 * linkModeName(2); // "linked_file"
 * ```
 */
export function linkModeName(code: unknown): string {
  return typeof code === "number" && LINK_MODES[code] ? LINK_MODES[code] : `unknown:${code}`;
}

/**
 * Why an attachment cannot be ingested, or null when Zotero stores its file itself
 * (`imported_file` or `imported_url`, in `storage/<key>/`).
 *
 * @example
 * ```ts
 * refusalOf("imported_file"); // null
 * ```
 */
export function refusalOf(linkMode: string): string | null {
  switch (linkMode) {
    case "imported_file":
    case "imported_url":
      return null;
    case "linked_file":
      return "it is a linked file that lives outside Zotero's storage folder; svc reads only " +
        "files Zotero stores itself (storage/<key>/). Store a copy in Zotero " +
        "(Convert Linked File to Stored File) or ingest the file directly";
    case "linked_url":
      return "it is a link to a web page, not a stored file; svc never fetches URLs";
    case "embedded_image":
      return "it is an image embedded in a note, not a stored file";
    default:
      return `its link mode "${linkMode}" is not one svc knows`;
  }
}

/**
 * The server id of a Zotero installation from its `settings` rows of setting `account`:
 * `zotero:users/<userID>` when it has synced, `zotero:users/local/<localUserKey>` before, null
 * when neither is there.
 *
 * @example
 * ```ts
 * serverIdOf({ localUserKey: "k3Xa9QpZ" }); // "zotero:users/local/k3Xa9QpZ"
 * ```
 */
export function serverIdOf(account: Readonly<Record<string, unknown>>): string | null {
  const userId = account.userID;
  if (
    (typeof userId === "number" || typeof userId === "string") && /^[1-9][0-9]*$/.test(
      String(userId),
    )
  ) {
    return `zotero:users/${userId}`;
  }
  const local = account.localUserKey;
  if (typeof local === "string" && /^[A-Za-z0-9]{1,64}$/.test(local)) {
    return `zotero:users/local/${local}`;
  }
  return null;
}
