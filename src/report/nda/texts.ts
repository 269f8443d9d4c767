/**
 * The built-in agreement text per language.
 *
 * @module
 */

import type { NdaLanguage } from "./languages.ts";
import { NDA_TEXT_DE } from "./text_de.ts";
import { NDA_TEXT_EN } from "./text_en.ts";
import { NDA_TEXT_ES } from "./text_es.ts";
import { NDA_TEXT_FR } from "./text_fr.ts";
import { NDA_TEXT_IT } from "./text_it.ts";
import { NDA_TEXT_NL } from "./text_nl.ts";
import { NDA_TEXT_PT } from "./text_pt.ts";

/**
 * The built-in templates, written natively in each language (not translations of one another).
 *
 * @example
 * ```ts
 * NDA_TEXTS.nl.startsWith("Geheimhoudingsovereenkomst"); // true
 * ```
 */
export const NDA_TEXTS: Readonly<Record<NdaLanguage, string>> = {
  de: NDA_TEXT_DE,
  en: NDA_TEXT_EN,
  fr: NDA_TEXT_FR,
  es: NDA_TEXT_ES,
  it: NDA_TEXT_IT,
  pt: NDA_TEXT_PT,
  nl: NDA_TEXT_NL,
};
