/**
 * Words the A5 book prints that no dashboard label covers: the imprint's labels, the
 * bookmark name of a chapter without a heading and the heading of the contents, one table per
 * interface language in the one label-table shape (`labels/packs.ts`).
 *
 * @module
 */

import type { LabelLanguage, LabelTable } from "../../labels/packs.ts";

/**
 * The book's own labels in English: the reference key set. `{…}` placeholders are filled by
 * `fillLabel` (`labels/packs.ts`).
 */
const EN = {
  /** Before the publisher's name, e.g. "Publisher: Harbour Press". */
  publisher: "Publisher",
  /** Before the printer's name. */
  printer: "Printed by",
  /** The edition line when the year is known: `{edition}` and `{year}`. */
  editionYear: "{edition} {year}",
  /** The year alone (no edition given): `{year}`. */
  yearOnly: "Published {year}",
  /** After an ISBN of the printed book. */
  isbnPrint: "print",
  /** After an ISBN of the digital edition. */
  isbnDigital: "digital",
  /** Bookmark of a chapter without a heading: `{number}`. */
  chapter: "Chapter {number}",
  /** Heading of the contents page. */
  contents: "Contents",
};

/** The keys of the book's own labels. */
export type BookLabelKey = keyof typeof EN;

/** The book's own labels of one language (every key in every language). */
export type BookLabels = LabelTable<BookLabelKey>;

/** The labels of the seven interface languages. */
export const BOOK_LABELS: Readonly<Record<LabelLanguage, BookLabels>> = {
  en: EN,
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
