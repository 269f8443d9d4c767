/**
 * The `[refman]` table of a config file: where svc finds Zotero (`data_dir`, `api_url`). This
 * module checks the values as written; research/refman/config.ts resolves `data_dir` against
 * the file's folder and layers the files under the flag and the environment. `api_url` is
 * checked by the same rule as `SVC_REFMAN_API_URL` ({@linkcode checkRefmanApiUrl}), so a value
 * the environment would refuse is refused in a file too.
 *
 * @module
 */

import type { MessageRef } from "../errors.ts";

/** What one file's `[refman]` table contributes. */
export interface RefmanFileConfig {
  /** As written (trimmed): absolute, `~` or `~/…`, or relative to the config file's folder. */
  readonly data_dir?: string;
  /** Normalised, with a trailing slash; null is `"off"` (the local API is not asked). */
  readonly api_url?: string | null;
}

const KEYS = new Set(["data_dir", "api_url"]);

/**
 * Checks a local-API address: an absolute http(s) URL without credentials, query or fragment
 * (a trailing slash is added), or `off`. `name` opens the message (`SVC_REFMAN_API_URL`,
 * `refman.api_url`); a refusal carries its catalogue key (`ref`) for the interface language.
 *
 * @example
 * ```ts
 * checkRefmanApiUrl("http://127.0.0.1:23119/api", "refman.api_url");
 * // { ok: true, value: "http://127.0.0.1:23119/api/" }
 * ```
 */
export function checkRefmanApiUrl(
  value: string,
  name: string,
): { ok: true; value: string | null } | { ok: false; message: string; ref: MessageRef } {
  const text = value.trim();
  if (text === "off") return { ok: true, value: null };
  // Each refusal carries the key of its text in the research catalogue
  // (src/i18n/research_errors_en.ts), so the interface language words it.
  const refuse = (key: string, message: string) => ({
    ok: false as const,
    message,
    ref: { key, values: { name, text } },
  });
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse("refman.api_url_relative", `${name} "${text}" is not an absolute URL (or "off")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return refuse("refman.api_url_http", `${name} "${text}" must be an http URL`);
  }
  if (url.username || url.password || url.search || url.hash) {
    return refuse(
      "refman.api_url_plain",
      `${name} "${text}" must be a plain address without credentials or query`,
    );
  }
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return { ok: true, value: url.href };
}

/**
 * Reads a `[refman]` table; `problems` receives one message per ignored value (the other
 * value still applies).
 *
 * @example
 * ```ts
 * const problems: string[] = [];
 * readRefmanTable({ data_dir: "~/Zotero", api_url: "off" }, problems);
 * // { data_dir: "~/Zotero", api_url: null }
 * ```
 */
export function readRefmanTable(value: unknown, problems: string[]): RefmanFileConfig {
  if (value === undefined) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    problems.push("refman must be a table (with data_dir, api_url)");
    return {};
  }
  const table = value as Record<string, unknown>;
  const out: { data_dir?: string; api_url?: string | null } = {};
  for (const key of Object.keys(table)) {
    // A misspelt key would otherwise leave the author reading the wrong library unawares.
    if (!KEYS.has(key)) problems.push(`refman.${key} is not a setting (data_dir, api_url)`);
  }
  const dir = table.data_dir;
  if (dir !== undefined) {
    const text = typeof dir === "string" ? dir.trim() : "";
    if (text === "" || text.includes("\0")) {
      problems.push("refman.data_dir must be a non-empty folder path");
    } else if (/^~[^/]/.test(text)) {
      problems.push(`refman.data_dir "${text}": only "~/" is expanded, not "~name/"`);
    } else out.data_dir = text;
  }
  const api = table.api_url;
  if (api !== undefined) {
    if (typeof api !== "string") problems.push(`refman.api_url must be a string`);
    else {
      const checked = checkRefmanApiUrl(api, "refman.api_url");
      if (checked.ok) out.api_url = checked.value;
      else problems.push(checked.message);
    }
  }
  return out;
}
