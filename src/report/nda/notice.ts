/**
 * The notice every draft opens with (SPEC 1.6: analysis never authorises agreements): it is a
 * draft, not legal advice, and should be reviewed before use, in the document's language. It
 * is prepended to project templates too, whether or not they carry a notice of their own.
 *
 * @module
 */

import type { NdaLanguage } from "./languages.ts";

/** The draft notice per agreement language (one line each). */
export const DRAFT_NOTICES: Readonly<Record<NdaLanguage, string>> = {
  de: "ENTWURF – keine Rechtsberatung. Vor Verwendung rechtlich prüfen lassen.",
  en: "DRAFT – not legal advice. Have it reviewed by a lawyer before use.",
  fr: "PROJET – ne constitue pas un conseil juridique. À faire relire par un juriste avant " +
    "toute utilisation.",
  es: "BORRADOR – no constituye asesoramiento jurídico. Hágalo revisar por un abogado antes de " +
    "usarlo.",
  it: "BOZZA – non costituisce consulenza legale. Da far verificare da un legale prima dell’uso.",
  pt: "MINUTA – não constitui aconselhamento jurídico. Deve ser revista por um jurista antes " +
    "de ser utilizada.",
  nl: "CONCEPT – geen juridisch advies. Laat dit document vóór gebruik juridisch controleren.",
};

/**
 * The draft notice in a language.
 *
 * @example
 * ```ts
 * draftNotice("de"); // "ENTWURF – keine Rechtsberatung. Vor Verwendung rechtlich prüfen lassen."
 * ```
 */
export function draftNotice(language: NdaLanguage): string {
  return DRAFT_NOTICES[language];
}
