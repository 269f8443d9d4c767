/**
 * Whether a book is about to be hyphenated in the wrong language. The book layout breaks
 * lines with the patterns of the analysis language, and that language defaults to English
 * (SPEC: "the default is English; pass the intended language"): a French novel laid out
 * without `--language fr` gets English breaks such as "plaisanter-ies" or "syri-enne", which
 * French does not allow. `svc pdf` warns when the text reads as another language.
 *
 * @module
 */

import { detectLanguage } from "../../../language/detect.ts";
import type { LanguageCode } from "../../../language/types.ts";
import type { Document } from "../../../document/types.ts";

/** How much text the check reads: detection itself stops after 20,000 words. */
const SAMPLE_CHARS = 200_000;

/**
 * The language the book's text reads as, when detection is sure of it (not `generic`) and it
 * is not `language`, the one its lines will be hyphenated in; otherwise null.
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../../document/parse.ts";
 * const document = parseManuscript("## Un\n\n" + "Il est dans la maison, et elle ne le sait pas. ".repeat(20));
 * hyphenationLanguageMismatch(document, "en"); // "fr"
 * hyphenationLanguageMismatch(document, "fr"); // null
 * ```
 */
export function hyphenationLanguageMismatch(
  document: Document,
  language: LanguageCode,
): LanguageCode | null {
  let sample = "";
  outer: for (const chapter of document.chapters) {
    for (const paragraph of chapter.paragraphs) {
      sample += paragraph.text + "\n";
      if (sample.length >= SAMPLE_CHARS) break outer;
    }
  }
  const detected = detectLanguage(sample);
  return detected === "generic" || detected === language ? null : detected;
}
