/**
 * The slug that prefixes every artifact of one manuscript in `exports/`
 * (`<slug>-<kind>.<ext>`): the file name without `.md` / `.markdown` (any letter case),
 * decomposed (NFKD) with combining marks dropped, lower-cased, every run of characters other
 * than `a-z` / `0-9` replaced by one `-`, leading and trailing `-` trimmed; an empty result
 * becomes `manuscript`. Letters without an ASCII decomposition (`ß`, `ø`, Cyrillic, CJK)
 * therefore become separators: the slug is meant to be a safe, portable file-name prefix, not
 * a transliteration.
 *
 * @module
 */

import { markdownStem } from "../manuscript_name.ts";

/** Slug of a name that has no ASCII letter or digit. */
export const FALLBACK_SLUG = "manuscript";

/**
 * The artifact prefix of a manuscript file name (a base name, not a path).
 *
 * @example
 * ```ts
 * manuscriptSlug("Der Zauberberg – Teil 1.md"); // "der-zauberberg-teil-1"
 * manuscriptSlug("Élan.markdown"); // "elan"
 * ```
 */
export function manuscriptSlug(fileName: string): string {
  const stem = markdownStem(fileName);
  const slug = stem.normalize("NFKD").replace(/\p{M}+/gu, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug === "" ? FALLBACK_SLUG : slug;
}
