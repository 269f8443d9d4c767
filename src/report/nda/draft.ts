/**
 * Confidentiality-agreement drafts (SPEC 2.8 "NDA draft", 4.3 `POST /api/nda-draft`): the
 * author discloses an unpublished manuscript to a recipient. A draft is filled from the
 * built-in text of its language or from a project template (`nda.template`), always opens
 * with a notice that it is a draft and not legal advice, and comes as plain text and as A4 PDF.
 *
 * - Language: `input.language` if given (one of {@link NDA_LANGUAGES}, else a UsageError),
 *   else English. Callers compute it with `resolveNdaLanguage` (SPEC 4.3 precedence).
 * - Title: the first non-empty line of the filled template.
 * - Text: the notice line, a blank line, the filled template, a final newline.
 * - Date: printed in the language's conventional form (see `dates.ts`).
 * - Missing address or author: a fill-in line of underscores.
 *
 * Nothing here writes files or keeps state: the same input gives the same draft and bytes.
 *
 * @module
 */

import { UsageError } from "../../errors.ts";
import type { FontSource } from "../pdf/fonts.ts";
import { agreementBlocks } from "./blocks.ts";
import { formatNdaDate, parseCalendarDate } from "./dates.ts";
import { checkNdaLanguage, DEFAULT_NDA_LANGUAGE, type NdaLanguage } from "./languages.ts";
import { draftNotice } from "./notice.ts";
import { ndaPdf } from "./pdf.ts";
import { checkNdaTemplate, FILL_IN_LINE, fillNdaTemplate } from "./template.ts";
import { NDA_TEXTS } from "./texts.ts";
import { validateNdaFields } from "./validate.ts";

export { NDA_LANGUAGES, resolveNdaLanguage } from "./languages.ts";
export type { NdaLanguage } from "./languages.ts";

/** The request fields of a draft. */
export interface NdaInput {
  /** Recipient's name: single line, at most 500 characters. */
  readonly name: string;
  /** Recipient's address: optional, may span lines, at most 2000 characters. */
  readonly address?: string;
  /** Title of the manuscript: single line, at most 500 characters. */
  readonly projectName: string;
  /** Date of the agreement, `YYYY-MM-DD`. */
  readonly date: string;
  /** Place of signature: single line, at most 500 characters. */
  readonly place: string;
  /** Agreement language, one of the seven codes; default English. */
  readonly language?: string;
  /** Project template text (already read); default: the built-in text of the language. */
  readonly template?: string;
  /** The disclosing author (`author_name`): optional single line, at most 500 characters. */
  readonly author?: string;
}

/** A finished draft; frozen. */
export interface NdaDraft {
  readonly title: string;
  /** The whole draft as plain text (UTF-8 when sent). */
  readonly text: string;
  readonly language: NdaLanguage;
  /** The A4 PDF (a fresh copy per call). */
  readonly pdf: () => Uint8Array;
}

/**
 * Validates the input and fills the agreement. Throws a {@link UsageError} for invalid fields,
 * an unknown language or template field; `pdf()` throws a `ProcessingError` for text outside
 * cp1252 when no TrueType `fonts` were given.
 *
 * @example
 * ```ts
 * const draft = draftDocument({ name: "Ada Lovelace", projectName: "Engines",
 *   date: "2026-11-21", place: "London" });
 * draft.title; // "Confidentiality Agreement"
 * draft.text.startsWith("DRAFT – not legal advice."); // true
 * ```
 */
export function draftDocument(input: NdaInput, options: { fonts?: FontSource } = {}): NdaDraft {
  if (input === null || typeof input !== "object") {
    throw new UsageError("The NDA request must be an object");
  }
  const fields = validateNdaFields(input);
  if (typeof input.date !== "string") throw new UsageError("date must be a string (YYYY-MM-DD)");
  const date = parseCalendarDate(input.date);
  const language = checkNdaLanguage(input.language, "language") ?? DEFAULT_NDA_LANGUAGE;
  if (input.template !== undefined && typeof input.template !== "string") {
    throw new UsageError("template must be a string");
  }
  const template = input.template === undefined
    ? NDA_TEXTS[language]
    : checkNdaTemplate(input.template);
  const filled = fillNdaTemplate(template, {
    recipient_name: fields.name,
    recipient_address: fields.address ?? FILL_IN_LINE,
    project_title: fields.projectName,
    date: formatNdaDate(date, language),
    place: fields.place,
    project_author: fields.author ?? FILL_IN_LINE,
  });
  const body = filled.split("\n").map((line) => line.trimEnd()).join("\n").trim();
  const notice = draftNotice(language);
  const blocks = agreementBlocks(body);
  const text = `${notice}\n\n${body}\n`;
  let bytes: Uint8Array | null = null;
  const pdf = (): Uint8Array => {
    bytes ??= ndaPdf({
      notice,
      blocks,
      text,
      language,
      ...(fields.author ? { author: fields.author } : {}),
      created: new Date(Date.UTC(date.year, date.month - 1, date.day)),
      ...(options.fonts ? { fonts: options.fonts } : {}),
    });
    return bytes.slice();
  };
  return Object.freeze({ title: blocks.title, text, language, pdf });
}
