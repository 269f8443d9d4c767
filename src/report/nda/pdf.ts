/**
 * The PDF of an NDA draft (A4, SPEC 8 "Native PDF text"). Text that fits cp1252 is written
 * with the PDF standard fonts (Times), so the file needs no embedded font; other text needs the
 * caller's TrueType fonts (roles `serif` and `bold`), or it is a {@link ProcessingError}
 * pointing to the UTF-8 text format.
 *
 * @module
 */

import { ProcessingError } from "../../errors.ts";
import { VERSION } from "../../version.ts";
import { codepointLabel, firstOutsideCp1252, type FontSource } from "../pdf/fonts.ts";
import { PdfWriter } from "../pdf/writer.ts";
import type { AgreementBlocks } from "./blocks.ts";
import { layoutNda, NDA_PAGE } from "./layout.ts";

/** What the PDF is drawn from. */
export interface NdaPdfInput {
  readonly notice: string;
  readonly blocks: AgreementBlocks;
  /** The whole draft text (notice and agreement), checked against cp1252. */
  readonly text: string;
  readonly language: string;
  readonly author?: string;
  /** Metadata creation date (the agreement's date, so the bytes are reproducible). */
  readonly created: Date;
  /** TrueType fonts for text outside cp1252. */
  readonly fonts?: FontSource;
}

/** Chooses the fonts: the standard ones when every character is in cp1252, else the caller's. */
function ndaFontSource(text: string, fonts: FontSource | undefined): FontSource {
  const outside = firstOutsideCp1252(text);
  if (outside === null) return { kind: "standard" };
  if (fonts) return fonts;
  throw new ProcessingError(
    `The agreement text contains "${outside}" (${
      codepointLabel(outside)
    }), which is outside cp1252, the encoding of native PDF text: use the text format (UTF-8) ` +
      "or provide a TrueType font for the PDF",
  );
}

/**
 * Renders the draft to PDF bytes.
 *
 * @example
 * ```ts
 * import { agreementBlocks } from "./blocks.ts";
 * import { draftNotice } from "./notice.ts";
 * const text = "NDA\nfor Engines\n\n1. Purpose\n\nReading only.";
 * const bytes = ndaPdf({ notice: draftNotice("en"), blocks: agreementBlocks(text), text,
 *   language: "en", created: new Date(0) }); // an A4 PDF in the standard fonts
 * ```
 */
export function ndaPdf(input: NdaPdfInput): Uint8Array {
  const fonts = ndaFontSource(input.blocks.title + "\n" + input.text, input.fonts);
  const writer = new PdfWriter({
    pageSize: [NDA_PAGE.width, NDA_PAGE.height],
    fonts,
    title: input.blocks.title,
    ...(input.author ? { author: input.author } : {}),
    subject: input.notice,
    language: input.language,
    created: input.created,
    creator: `svc ${VERSION}`,
  });
  const layout = layoutNda(input.notice, input.blocks, {
    width: (text, role, size) => writer.width(text, role, size),
  });
  for (let p = 2; p <= layout.pages; p++) writer.addPage();
  writer.textColor("#000000");
  writer.strokeColor("#000000");
  writer.lineWidth(0.3);
  for (const item of layout.items) {
    writer.setPage(item.page);
    if (item.kind === "box") {
      writer.rect(item.x, item.y, item.w, item.h, "S");
    } else {
      writer.text(item.text, item.x, item.y, {
        role: item.role,
        size: item.size,
        align: item.align,
      });
    }
  }
  for (let p = 1; p <= layout.pages; p++) {
    writer.setPage(p);
    writer.text(`${p} / ${layout.pages}`, NDA_PAGE.width / 2, NDA_PAGE.height - NDA_PAGE.footer, {
      role: "serif",
      size: 9,
      align: "center",
    });
  }
  return writer.bytes();
}
