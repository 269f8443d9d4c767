/**
 * Confidentiality-agreement (NDA) drafts: the public API of `src/report/nda`.
 *
 * @example
 * ```ts
 * import { draftDocument, resolveNdaLanguage } from "./mod.ts";
 * const draft = draftDocument({ name: "Ada Lovelace", projectName: "Engines",
 *   date: "2026-11-21", place: "London", language: resolveNdaLanguage([undefined, "de"]) });
 * draft.title; // "Vertraulichkeitsvereinbarung"
 * ```
 *
 * @module
 */

export { draftDocument } from "./draft.ts";
export type { NdaDraft, NdaInput } from "./draft.ts";
export {
  checkNdaLanguage,
  DEFAULT_NDA_LANGUAGE,
  isNdaLanguage,
  NDA_LANGUAGES,
  resolveNdaLanguage,
} from "./languages.ts";
export type { NdaLanguage } from "./languages.ts";
export {
  checkNdaTemplate,
  FILL_IN_LINE,
  MAX_TEMPLATE_BYTES,
  NDA_TEMPLATE_FIELDS,
  templateFields,
} from "./template.ts";
export type { NdaTemplateField } from "./template.ts";
export { DRAFT_NOTICES } from "./notice.ts";
export { formatNdaDate, parseCalendarDate } from "./dates.ts";
export { NDA_TEXTS } from "./texts.ts";
