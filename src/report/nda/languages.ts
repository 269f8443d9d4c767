/**
 * The languages an NDA draft can be written in, and the document-language precedence of
 * SPEC 4.3 (`POST /api/nda-draft`): `nda.language`, then the resolved server/project
 * language, then the project `language`, then English.
 *
 * Two kinds of candidate meet in that chain, and they are treated differently on purpose:
 * - An explicit NDA setting (`nda.language`, the `language` of `draftDocument` input)
 *   names the agreement's language. Only the seven codes are accepted; anything else
 *   ("generic", "auto", "xx") is a {@link UsageError}. Check such values with
 *   {@link checkNdaLanguage} before passing them on.
 * - An analysis language (the server's resolved language, the project's `language`) may
 *   legitimately be `generic` or `auto`, for which no agreement text exists. Such a value
 *   simply falls through to the next candidate in {@link resolveNdaLanguage}.
 *
 * @module
 */

import { UsageError } from "../../errors.ts";

/** The seven languages with an agreement text, in SPEC order. */
export const NDA_LANGUAGES = ["de", "en", "fr", "es", "it", "pt", "nl"] as const;

/** One agreement language. */
export type NdaLanguage = typeof NDA_LANGUAGES[number];

/** The language used when no candidate names one of the seven. */
export const DEFAULT_NDA_LANGUAGE: NdaLanguage = "en";

/**
 * True for one of the seven agreement languages.
 *
 * @example
 * ```ts
 * isNdaLanguage("de"); // true
 * isNdaLanguage("generic"); // false
 * ```
 */
export function isNdaLanguage(value: unknown): value is NdaLanguage {
  return typeof value === "string" && (NDA_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Validates an explicit language setting: undefined, null or "" mean "not set"; any other value
 * must be one of the seven codes, else a {@link UsageError} naming `source` and the value.
 *
 * @example
 * ```ts
 * checkNdaLanguage("fr", "nda.language"); // "fr"
 * checkNdaLanguage(undefined, "nda.language"); // undefined
 * // checkNdaLanguage("xx", "nda.language") throws UsageError
 * ```
 */
export function checkNdaLanguage(
  value: unknown,
  source = "language",
): NdaLanguage | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (isNdaLanguage(value)) return value;
  const shown = typeof value === "string" ? `"${value}"` : `a ${typeof value}`;
  throw new UsageError(
    `${source} ${shown} is not a supported agreement language; use one of ${
      NDA_LANGUAGES.join(", ")
    }`,
  );
}

/**
 * The document language from candidates in precedence order: the first one that is one of
 * the seven codes wins; undefined, null, "" and analysis-only values such as `generic` or
 * `auto` fall through; with none left, English. Explicit settings are checked with
 * {@link checkNdaLanguage} first, so an invalid `nda.language` is an error rather than skipped.
 *
 * @example
 * ```ts
 * resolveNdaLanguage([checkNdaLanguage(undefined, "nda.language"), "generic", "de"]); // "de"
 * resolveNdaLanguage([undefined, null]); // "en"
 * ```
 */
export function resolveNdaLanguage(
  candidates: readonly (string | undefined | null)[],
): NdaLanguage {
  for (const candidate of candidates) {
    if (isNdaLanguage(candidate)) return candidate;
  }
  return DEFAULT_NDA_LANGUAGE;
}
