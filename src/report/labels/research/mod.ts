/**
 * The research area's labels per interface language, merged into each language's workspace
 * pack (`packs.ts`). English is the reference key set; `mod_test.ts` checks that every language
 * has exactly its keys and placeholders.
 *
 * @module
 */

import type { LabelLanguage, LabelTable } from "../packs.ts";
import { RESEARCH_DE } from "./de.ts";
import { RESEARCH_EN, type ResearchLabelKey } from "./en.ts";
import { RESEARCH_ES } from "./es.ts";
import { RESEARCH_FR } from "./fr.ts";
import { RESEARCH_IT } from "./it.ts";
import { RESEARCH_NL } from "./nl.ts";
import { RESEARCH_PT } from "./pt.ts";

/** Research labels per language. */
export const RESEARCH_LABELS: Readonly<Record<LabelLanguage, LabelTable<ResearchLabelKey>>> = {
  de: RESEARCH_DE,
  en: RESEARCH_EN,
  fr: RESEARCH_FR,
  es: RESEARCH_ES,
  it: RESEARCH_IT,
  pt: RESEARCH_PT,
  nl: RESEARCH_NL,
};
