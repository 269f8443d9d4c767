/**
 * Maps language codes to profiles and resolves the user's `--lang` choice.
 *
 * @module
 */

import { DUTCH } from "./nl.ts";
import { ENGLISH } from "./en.ts";
import { FRENCH } from "./fr.ts";
import { GENERIC } from "./generic.ts";
import { GERMAN } from "./de.ts";
import { ITALIAN } from "./it.ts";
import { PORTUGUESE } from "./pt.ts";
import { SPANISH } from "./es.ts";
import { detectLanguage } from "./detect.ts";
import {
  LANGUAGE_CODES,
  type LanguageChoice,
  type LanguageCode,
  type LanguageProfile,
} from "./types.ts";

const PROFILES: Readonly<Record<LanguageCode, LanguageProfile>> = {
  de: GERMAN,
  en: ENGLISH,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  pt: PORTUGUESE,
  nl: DUTCH,
  generic: GENERIC,
};

/**
 * The profile of a concrete language code.
 *
 * @example
 * ```ts
 * getProfile("de").name; // "German"
 * ```
 */
export function getProfile(code: LanguageCode): LanguageProfile {
  return PROFILES[code];
}

/**
 * The language to analyse with: the choice itself, or the detected language for "auto"
 * ("generic" when detection is undecided, see `detect.ts`).
 *
 * @example
 * ```ts
 * resolveLanguage("fr", "The cat sat on the mat."); // "fr"
 * resolveLanguage("auto", ""); // "generic"
 * ```
 */
export function resolveLanguage(choice: LanguageChoice, text: string): LanguageCode {
  return choice === "auto" ? detectLanguage(text) : choice;
}

/**
 * Is the string a valid `--lang` value (a language code or "auto")? Case-sensitive.
 *
 * @example
 * ```ts
 * isLanguageChoice("auto"); // true
 * isLanguageChoice("EN"); // false
 * ```
 */
export function isLanguageChoice(s: string): s is LanguageChoice {
  return s === "auto" || (LANGUAGE_CODES as readonly string[]).includes(s);
}
