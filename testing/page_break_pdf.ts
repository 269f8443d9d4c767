/**
 * A small svc book PDF whose one long paragraph runs over page breaks, for the tests of
 * `page_end` (a passage over a page break cites "pp. 8–9") in search, cite and the server.
 *
 * @module
 */

import { NO_PUBLICATION } from "../src/settings/publication.ts";
import { parseManuscript } from "../src/document/parse.ts";
import { bookPdf } from "../src/report/pdf/book/book.ts";
import { testFonts } from "./pdf.ts";

/** A word that stands only in the long paragraph, and one only in the short one after it. */
export const LONG_WORD = "lighthouse";
/** A word of the short paragraph (on one page). */
export const SHORT_WORD = "gannet";

const SENTENCE = "The keeper climbed the lighthouse stairs again and wrote the weather in " +
  "his ledger before the lamp was lit. ";

/**
 * The PDF bytes: an A5 book with a paragraph of about 1,600 words (over several pages) and a
 * short one after it.
 *
 * @example
 * ```ts
 * const bytes = await pageBreakPdf();
 * bytes.length > 0; // true
 * ```
 */
export async function pageBreakPdf(): Promise<Uint8Array> {
  const markdown = "# The Keeper\n\n## One\n\n" + SENTENCE.repeat(80).trim() +
    "\n\nA gannet flew past the window.\n";
  return bookPdf({
    title: "The Keeper",
    document: parseManuscript(markdown),
    language: "en",
    created: new Date(Date.UTC(2025, 0, 2)),
    creator: "svc test",
    fonts: await testFonts(),
    uiLanguage: "en",
    publication: NO_PUBLICATION,
  });
}
