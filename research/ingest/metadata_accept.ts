/**
 * Metadata found in a file is a suggestion, not input to refuse: each field is checked on its
 * own like a caller's (`records/source_metadata.ts`) and a field that fails (an ftp: URL, a
 * multi-line title, a name over 500 characters) is left out, so a strange file still ingests.
 *
 * @module
 */

import { checkSourceMetadata, MAX_FIELD, type SourceMetadata } from "../records/source_metadata.ts";

/**
 * The fields of `found` that pass the checks; white space runs (line breaks included) become
 * one space first, and over-long text is dropped.
 *
 * @example
 * ```ts
 * acceptedMetadata({ title: "Die\nVerwandlung", url: "ftp://example.org/x", kind: "novel" });
 * // { title: "Die Verwandlung" }
 * ```
 */
export function acceptedMetadata(found: Record<string, unknown>): SourceMetadata {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(found)) {
    if (raw === undefined || raw === null) continue;
    const value = Array.isArray(raw)
      ? raw.filter((v) => typeof v === "string").map(oneLine).filter((v) =>
        v !== "" && [...v].length <= MAX_FIELD
      )
      : typeof raw === "string"
      ? oneLine(raw)
      : raw;
    try {
      Object.assign(out, checkSourceMetadata({ [key]: value }));
    } catch {
      // A field the file gets wrong is left out (see the module doc).
    }
  }
  return checkSourceMetadata(out);
}

function oneLine(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}
