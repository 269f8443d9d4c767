/**
 * Words the A5 book prints that no dashboard label covers: the imprint's labels, the
 * bookmark name of a chapter without a heading and the heading of the contents. One entry per interface language.
 *
 * @module
 */

import type { LabelLanguage } from "../../labels/packs.ts";

/** The book's own labels; `{…}` placeholders are filled by {@link fillLabel}. */
export interface BookLabels {
  /** Before the publisher's name, e.g. "Publisher: Harbour Press". */
  readonly publisher: string;
  /** Before the printer's name. */
  readonly printer: string;
  /** The edition line when the year is known: `{edition}` and `{year}`. */
  readonly editionYear: string;
  /** The year alone (no edition given): `{year}`. */
  readonly yearOnly: string;
  /** After an ISBN of the printed book. */
  readonly isbnPrint: string;
  /** After an ISBN of the digital edition. */
  readonly isbnDigital: string;
  /** Bookmark of a chapter without a heading: `{number}`. */
  readonly chapter: string;
  /** Heading of the contents page. */
  readonly contents: string;
}

/** The labels of the seven interface languages. */
export const BOOK_LABELS: Readonly<Record<LabelLanguage, BookLabels>> = {
  en: {
    publisher: "Publisher",
    printer: "Printed by",
    editionYear: "{edition} {year}",
    yearOnly: "Published {year}",
    isbnPrint: "print",
    isbnDigital: "digital",
    chapter: "Chapter {number}",
    contents: "Contents",
  },
  de: {
    publisher: "Verlag",
    printer: "Druck",
    editionYear: "{edition} {year}",
    yearOnly: "Erschienen {year}",
    isbnPrint: "Druckausgabe",
    isbnDigital: "digitale Ausgabe",
    chapter: "Kapitel {number}",
    contents: "Inhalt",
  },
  fr: {
    publisher: "Éditeur",
    printer: "Impression",
    editionYear: "{edition} {year}",
    yearOnly: "Publié en {year}",
    isbnPrint: "version imprimée",
    isbnDigital: "version numérique",
    chapter: "Chapitre {number}",
    contents: "Table des matières",
  },
  es: {
    publisher: "Editorial",
    printer: "Impresión",
    editionYear: "{edition} {year}",
    yearOnly: "Publicado en {year}",
    isbnPrint: "edición impresa",
    isbnDigital: "edición digital",
    chapter: "Capítulo {number}",
    contents: "Índice",
  },
  it: {
    publisher: "Editore",
    printer: "Stampa",
    editionYear: "{edition} {year}",
    yearOnly: "Pubblicato nel {year}",
    isbnPrint: "edizione cartacea",
    isbnDigital: "edizione digitale",
    chapter: "Capitolo {number}",
    contents: "Indice",
  },
  pt: {
    publisher: "Editora",
    printer: "Impressão",
    editionYear: "{edition} {year}",
    yearOnly: "Publicado em {year}",
    isbnPrint: "edição impressa",
    isbnDigital: "edição digital",
    chapter: "Capítulo {number}",
    contents: "Índice",
  },
  nl: {
    publisher: "Uitgever",
    printer: "Drukkerij",
    editionYear: "{edition} {year}",
    yearOnly: "Verschenen in {year}",
    isbnPrint: "gedrukte uitgave",
    isbnDigital: "digitale uitgave",
    chapter: "Hoofdstuk {number}",
    contents: "Inhoud",
  },
};

/**
 * A label with its `{name}` placeholders filled.
 *
 * @example
 * ```ts
 * fillLabel(BOOK_LABELS.de.chapter, { number: 3 }); // "Kapitel 3"
 * ```
 */
export function fillLabel(
  label: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return label.replace(
    /\{(\w+)\}/g,
    (all, name: string) => name in values ? String(values[name]) : all,
  );
}
