/**
 * User-facing messages (help, errors, text reports) in one catalogue per language.
 * `de` (or an `SVC_LANG` value such as `de_DE.UTF-8`) selects German; anything else English. The
 * CLI passes the run's layered interface language (`SVC_LANG`, then `ui_language` of the project
 * and the user config: src/project/settings.ts). Result JSON never goes through here.
 *
 * @module
 */

import { DE } from "./messages_de.ts";
import { EN, type Messages } from "./messages_en.ts";
import { interfaceLanguageOf } from "../settings/languages.ts";

export type { Messages };

/** Interface languages with a message catalogue. */
export type UiLanguage = "en" | "de";

/**
 * The catalogue for an `SVC_LANG` value (`de`, `de_DE.UTF-8`, … select German).
 *
 * @example
 * ```ts
 * messages("de").help.analyze; // German help text
 * messages(undefined).help.analyze; // English
 * ```
 */
export function messages(svcLang: string | undefined): Messages {
  return uiLanguage(svcLang) === "de" ? DE : EN;
}

/**
 * Normalises an `SVC_LANG` value (by `interfaceLanguageOf`) to a language with a message
 * catalogue: German, else English.
 *
 * @example
 * ```ts
 * uiLanguage("de_AT"); // "de"
 * ```
 */
export function uiLanguage(svcLang: string | undefined): UiLanguage {
  return interfaceLanguageOf(svcLang) === "de" ? "de" : "en";
}
