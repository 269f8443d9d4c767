/**
 * What every composed-PDF layout receives (`svc pdf`, `POST /api/manuscript-pdf`): the
 * results to print, the metadata, and the fonts. Layouts are pure: they take these values and
 * return the PDF bytes, or throw a `ProcessingError` (for example a missing glyph) before any
 * byte leaves them.
 *
 * @module
 */

import type { Publication } from "../../settings/publication.ts";
import type { Document } from "../../document/types.ts";
import type { LanguageCode } from "../../language/types.ts";
import type { DashboardViews } from "../../views/dashboard.ts";
import type { LabelLanguage } from "../labels/packs.ts";
import type { FontSource } from "./fonts.ts";

/** The three layouts (SPEC 4.1). */
export const PDF_LAYOUTS = ["report", "book", "sheet"] as const;

/** One layout name. */
export type PdfLayout = typeof PDF_LAYOUTS[number];

/** Metadata and fonts shared by every layout. */
export interface PdfCommon {
  /** Book title: the project title, else the manuscript's level-one heading, else its name. */
  readonly title: string;
  /** Author name, when known (`--author`, `author_name`); printed and written to metadata. */
  readonly author?: string;
  /** Creation date written into the PDF metadata (the caller's clock or SOURCE_DATE_EPOCH). */
  readonly created: Date;
  /** Producer string, e.g. `"svc 0.4.9"`. */
  readonly creator: string;
  readonly fonts: FontSource;
  /** Language of the printed labels (page furniture, headings of the report). */
  readonly uiLanguage: LabelLanguage;
}

/** Input of the A5 reading layout. */
export interface BookInput extends PdfCommon {
  readonly document: Document;
  /** Analysis language; selects the hyphenation patterns (`generic`: no hyphenation). */
  readonly language: LanguageCode;
  /** The imprint; printed only when `enabled` is true. */
  readonly publication: Publication;
}

/** Input of the A4 report and the 30×60 cm sheet. */
export interface ViewsInput extends PdfCommon {
  readonly views: DashboardViews;
}
