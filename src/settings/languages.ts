/**
 * The two language settings, kept apart on every surface:
 *
 * - `language`, the ANALYSIS language: which tokenisation rules, word lists and formulas
 *   analyse the manuscript (`--language`, config key `language`, the settings form's
 *   "Analysis language"); `auto` detects; default `en` (SPEC 2.1, 9.4);
 * - `ui_language`, the INTERFACE language: labels, messages, help and the language of rendered
 *   reports (`SVC_LANG`, config key `ui_language`, the settings form's "Interface language");
 *   one of the label-pack languages; default `en` (SPEC 4.1).
 *
 * Changing one never changes the other: each has its own layers and its own default. Both are
 * layered by {@linkcode layerSettings}.
 *
 * @module
 */

import type { LanguageChoice } from "../language/types.ts";
import { type ChosenLayers, layerSettings } from "./layers.ts";

/** Interface languages: those with label packs (SPEC 9.9). */
export const INTERFACE_LANGUAGES = ["de", "en", "fr", "es", "it", "pt", "nl"] as const;

/** One interface language. */
export type InterfaceLanguage = typeof INTERFACE_LANGUAGES[number];

/** Both language settings. */
export interface LanguageSettings {
  /** The analysis language. */
  readonly language: LanguageChoice;
  /** The interface language. */
  readonly ui_language: InterfaceLanguage;
}

/** Code defaults: English analysis, English interface. */
export const DEFAULT_LANGUAGES: LanguageSettings = { language: "en", ui_language: "en" };

/**
 * Whether a code names an interface language.
 *
 * @example
 * ```ts
 * isInterfaceLanguage("fr"); // true
 * isInterfaceLanguage("auto"); // false
 * ```
 */
export function isInterfaceLanguage(code: unknown): code is InterfaceLanguage {
  return typeof code === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The interface language an `SVC_LANG` value names (`de`, `de_AT`, `fr_FR.UTF-8`, …: its
 * first two letters), or undefined when it names none (unset, empty, `C`, …).
 *
 * @example
 * ```ts
 * interfaceLanguageOf("de_DE.UTF-8"); // "de"
 * interfaceLanguageOf("C.UTF-8"); // undefined
 * ```
 */
export function interfaceLanguageOf(svcLang: string | undefined): InterfaceLanguage | undefined {
  const code = svcLang?.trim().slice(0, 2).toLowerCase();
  return isInterfaceLanguage(code) ? code : undefined;
}

/**
 * The effective analysis and interface languages: each from the highest layer that sets it
 * (flags > session > project > user > defaults). A layer may be a whole `ProjectConfig`:
 * only its `language` and `ui_language` are read.
 *
 * @example
 * ```ts
 * resolveLanguages({
 *   flags: { ui_language: "de" },
 *   project: { language: "en" },
 * }); // { language: "en", ui_language: "de" }
 * ```
 */
export function resolveLanguages(layers: ChosenLayers<LanguageSettings>): LanguageSettings {
  const pick = (layer?: Partial<LanguageSettings>) =>
    layer ? { language: layer.language, ui_language: layer.ui_language } : undefined;
  return layerSettings<LanguageSettings>({
    flags: pick(layers.flags),
    session: pick(layers.session),
    project: pick(layers.project),
    user: pick(layers.user),
    defaults: DEFAULT_LANGUAGES,
  });
}
