/**
 * Labels of the words behind every finding (`views/finding_words.ts`): the longest sentences,
 * the repeated openings, long words, passive, filter and modal words, dialogue against
 * narration, in the seven interface languages. The label packs merge them (`packs.ts`) into
 * the cross-cutting pack, so the dashboard, the text report and the A4 report share them.
 *
 * @module
 */

import type { LabelLanguage, LabelTable } from "./packs.ts";

/** The keys of this module. */
export type FindingWordsLabelKey =
  | "behind_title"
  | "behind_longest"
  | "behind_shortest"
  | "behind_openings"
  | "behind_long_words"
  | "behind_passive"
  | "behind_filter"
  | "behind_modal"
  | "behind_dialogue"
  | "behind_words"
  | "behind_place"
  | "behind_opening"
  | "behind_share"
  | "behind_dialogue_example"
  | "behind_narration_example"
  | "behind_none"
  | "behind_show";

type Pack = LabelTable<FindingWordsLabelKey>;

const EN: Pack = {
  behind_title: "The words behind it",
  behind_longest: "Longest sentences",
  behind_shortest: "Shortest sentences",
  behind_openings: "Repeated sentence openings",
  behind_long_words: "Commonest long words (names left out)",
  behind_passive: "Passive constructions",
  behind_filter: "Filter words",
  behind_modal: "Modal verbs",
  behind_dialogue: "Dialogue and narration",
  behind_words: "{n} words",
  behind_place: "paragraph {paragraph}, line {line}",
  behind_opening: "“{opening}” opens {count} of {sentences} sentences",
  behind_share: "{share} of the words are dialogue",
  behind_dialogue_example: "Dialogue",
  behind_narration_example: "Narration",
  behind_none: "none in this chapter",
  behind_show: "Show in the chapter",
};

/** The labels per language. */
export const FINDING_WORDS_LABELS: Readonly<Record<LabelLanguage, Pack>> = {
  en: EN,
  de: {
    behind_title: "Die Wörter dahinter",
    behind_longest: "Längste Sätze",
    behind_shortest: "Kürzeste Sätze",
    behind_openings: "Wiederholte Satzanfänge",
    behind_long_words: "Häufigste lange Wörter (ohne Namen)",
    behind_passive: "Passivkonstruktionen",
    behind_filter: "Filterwörter",
    behind_modal: "Modalverben",
    behind_dialogue: "Dialog und Erzählung",
    behind_words: "{n} Wörter",
    behind_place: "Absatz {paragraph}, Zeile {line}",
    behind_opening: "„{opening}“ beginnt {count} von {sentences} Sätzen",
    behind_share: "{share} der Wörter sind Dialog",
    behind_dialogue_example: "Dialog",
    behind_narration_example: "Erzählung",
    behind_none: "keine in diesem Kapitel",
    behind_show: "Im Kapitel zeigen",
  },
  fr: {
    behind_title: "Les mots derrière",
    behind_longest: "Phrases les plus longues",
    behind_shortest: "Phrases les plus courtes",
    behind_openings: "Débuts de phrase répétés",
    behind_long_words: "Mots longs les plus fréquents (sans les noms)",
    behind_passive: "Tournures passives",
    behind_filter: "Mots-filtres",
    behind_modal: "Verbes modaux",
    behind_dialogue: "Dialogue et narration",
    behind_words: "{n} mots",
    behind_place: "paragraphe {paragraph}, ligne {line}",
    behind_opening: "« {opening} » ouvre {count} phrases sur {sentences}",
    behind_share: "{share} des mots sont du dialogue",
    behind_dialogue_example: "Dialogue",
    behind_narration_example: "Narration",
    behind_none: "aucun dans ce chapitre",
    behind_show: "Voir dans le chapitre",
  },
  es: {
    behind_title: "Las palabras detrás",
    behind_longest: "Frases más largas",
    behind_shortest: "Frases más cortas",
    behind_openings: "Comienzos de frase repetidos",
    behind_long_words: "Palabras largas más frecuentes (sin nombres)",
    behind_passive: "Construcciones pasivas",
    behind_filter: "Palabras filtro",
    behind_modal: "Verbos modales",
    behind_dialogue: "Diálogo y narración",
    behind_words: "{n} palabras",
    behind_place: "párrafo {paragraph}, línea {line}",
    behind_opening: "«{opening}» abre {count} de {sentences} frases",
    behind_share: "{share} de las palabras son diálogo",
    behind_dialogue_example: "Diálogo",
    behind_narration_example: "Narración",
    behind_none: "ninguno en este capítulo",
    behind_show: "Ver en el capítulo",
  },
  it: {
    behind_title: "Le parole dietro",
    behind_longest: "Frasi più lunghe",
    behind_shortest: "Frasi più brevi",
    behind_openings: "Attacchi di frase ripetuti",
    behind_long_words: "Parole lunghe più frequenti (nomi esclusi)",
    behind_passive: "Costruzioni passive",
    behind_filter: "Parole filtro",
    behind_modal: "Verbi modali",
    behind_dialogue: "Dialogo e narrazione",
    behind_words: "{n} parole",
    behind_place: "paragrafo {paragraph}, riga {line}",
    behind_opening: "«{opening}» apre {count} frasi su {sentences}",
    behind_share: "{share} delle parole sono dialogo",
    behind_dialogue_example: "Dialogo",
    behind_narration_example: "Narrazione",
    behind_none: "nessuna in questo capitolo",
    behind_show: "Mostra nel capitolo",
  },
  pt: {
    behind_title: "As palavras por trás",
    behind_longest: "Frases mais longas",
    behind_shortest: "Frases mais curtas",
    behind_openings: "Inícios de frase repetidos",
    behind_long_words: "Palavras longas mais frequentes (sem nomes)",
    behind_passive: "Construções passivas",
    behind_filter: "Palavras-filtro",
    behind_modal: "Verbos modais",
    behind_dialogue: "Diálogo e narração",
    behind_words: "{n} palavras",
    behind_place: "parágrafo {paragraph}, linha {line}",
    behind_opening: "«{opening}» abre {count} de {sentences} frases",
    behind_share: "{share} das palavras são diálogo",
    behind_dialogue_example: "Diálogo",
    behind_narration_example: "Narração",
    behind_none: "nenhum neste capítulo",
    behind_show: "Ver no capítulo",
  },
  nl: {
    behind_title: "De woorden erachter",
    behind_longest: "Langste zinnen",
    behind_shortest: "Kortste zinnen",
    behind_openings: "Herhaalde zinsbeginnen",
    behind_long_words: "Meest voorkomende lange woorden (zonder namen)",
    behind_passive: "Lijdende vormen",
    behind_filter: "Filterwoorden",
    behind_modal: "Modale werkwoorden",
    behind_dialogue: "Dialoog en verhaal",
    behind_words: "{n} woorden",
    behind_place: "alinea {paragraph}, regel {line}",
    behind_opening: "‘{opening}’ begint {count} van {sentences} zinnen",
    behind_share: "{share} van de woorden is dialoog",
    behind_dialogue_example: "Dialoog",
    behind_narration_example: "Verhaal",
    behind_none: "geen in dit hoofdstuk",
    behind_show: "Toon in het hoofdstuk",
  },
};
