/**
 * Publication settings (SPEC 2.8): the `[publication]` table of the project config, printed as
 * the imprint of the A5 `book` layout when `enabled` is true.
 *
 * @module
 */

/** The optional text fields, in imprint order. */
export const PUBLICATION_TEXT_FIELDS = [
  "publisher_name",
  "publisher_address",
  "printer_name",
  "printer_address",
  "edition",
  "year",
  "isbn_print",
  "isbn_digital",
  "rights_notice",
  "credits",
  "extra_info",
] as const;

/** One text field name. */
export type PublicationTextField = typeof PUBLICATION_TEXT_FIELDS[number];

/** Validated publication settings; an absent field is empty (nothing to print). */
export type Publication =
  & { readonly enabled: boolean }
  & { readonly [K in PublicationTextField]?: string };

/** Publication settings of a project without a `[publication]` table. */
export const NO_PUBLICATION: Publication = { enabled: false };
