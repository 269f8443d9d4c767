/**
 * Starter manuscripts for `POST /api/project-create`: a level-one title and level-two chapter
 * headings (the default chapter marker `## `) that fit the template, in the project's
 * language where a heading set exists (de, en, fr, es, it, pt, nl) and in English otherwise
 * (`auto`, `generic`). The chapters are empty: the author writes the prose.
 *
 * Templates: `blank` (one numbered chapter) and `three_act` (setup, confrontation,
 * resolution).
 *
 * @module
 */

import type { LanguageChoice } from "../src/language/types.ts";

/** The template identifiers, in display order. */
export const TEMPLATE_NAMES = ["three_act", "blank"] as const;

/** One template identifier. */
export type TemplateName = typeof TEMPLATE_NAMES[number];

type HeadingLanguage = "de" | "en" | "fr" | "es" | "it" | "pt" | "nl";

const HEADINGS: Readonly<Record<TemplateName, Readonly<Record<HeadingLanguage, string[]>>>> = {
  blank: {
    de: ["Kapitel 1"],
    en: ["Chapter 1"],
    fr: ["Chapitre 1"],
    es: ["Capítulo 1"],
    it: ["Capitolo 1"],
    pt: ["Capítulo 1"],
    nl: ["Hoofdstuk 1"],
  },
  three_act: {
    de: ["Erster Akt: Exposition", "Zweiter Akt: Konfrontation", "Dritter Akt: Auflösung"],
    en: ["Act One: Setup", "Act Two: Confrontation", "Act Three: Resolution"],
    fr: ["Acte I : exposition", "Acte II : confrontation", "Acte III : dénouement"],
    es: ["Primer acto: planteamiento", "Segundo acto: nudo", "Tercer acto: desenlace"],
    it: ["Primo atto: presentazione", "Secondo atto: confronto", "Terzo atto: risoluzione"],
    pt: ["Primeiro ato: apresentação", "Segundo ato: confronto", "Terceiro ato: resolução"],
    nl: ["Eerste bedrijf: opzet", "Tweede bedrijf: confrontatie", "Derde bedrijf: ontknoping"],
  },
};

/**
 * Whether a value names a template.
 *
 * @example
 * ```ts
 * isTemplateName("three_act"); // true
 * isTemplateName("sonnet"); // false
 * ```
 */
export function isTemplateName(value: string): value is TemplateName {
  return (TEMPLATE_NAMES as readonly string[]).includes(value);
}

/**
 * The chapter headings of a template in a language (English for `auto` and `generic`).
 *
 * @example
 * ```ts
 * templateHeadings("three_act", "en")[0]; // "Act One: Setup"
 * ```
 */
export function templateHeadings(template: TemplateName, language: LanguageChoice): string[] {
  const set = HEADINGS[template];
  return [...(Object.hasOwn(set, language) ? set[language as HeadingLanguage] : set.en)];
}

/**
 * The starter manuscript text: `# <title>`, then one `## ` heading per chapter, each
 * followed by an empty line; ends with a newline. `title` must be a single line.
 *
 * @example
 * ```ts
 * starterManuscript("blank", { title: "Tide", language: "en" });
 * // "# Tide\n\n## Chapter 1\n"
 * ```
 */
export function starterManuscript(
  template: TemplateName,
  options: { title: string; language: LanguageChoice },
): string {
  const headings = templateHeadings(template, options.language).map((h) => `## ${h}\n`);
  return `# ${options.title}\n\n${headings.join("\n")}`;
}
