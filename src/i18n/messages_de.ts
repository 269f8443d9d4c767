/**
 * German messages (`SVC_LANG=de`).
 *
 * @module
 */

import type { Messages } from "./messages_en.ts";

/** German catalogue. */
export const DE: Messages = {
  help: {
    program: "Manuskript-Linguistik: ehrliche Statistik über ein Buch in einer Markdown-Datei.",
    language: "Analysesprache: auto de en fr es it pt nl generic (Standard en)",
    json: "JSON-Ergebnis statt Textbericht ausgeben",
    analyze: "Korpuskennzahlen und Kapitelmerkmale (Schema 2)",
    analyzeFile: "Markdown-Manuskript",
    about: "Version, Befehle, Sprachen, Merkmale, Schwellenwerte und Heuristiken",
    completion: "Skript zur Shell-Vervollständigung ausgeben (bash oder zsh)",
    completionShell: "bash oder zsh",
    helpCommand: "Hilfe zu einem Befehl anzeigen",
    helpOption: "Hilfe anzeigen",
    versionOption: "Version ausgeben",
  },
  errors: {
    unknownCommand: (name) => `Unbekannter Befehl „${name}“. Siehe „svc --help“.`,
    unknownOption: (flag) => `Unbekannte Option „${flag}“.`,
    missingArgument: (name) => `Argument <${name}> fehlt.`,
    optionMissingArgument: (flag) => `Option „${flag}“ braucht einen Wert.`,
    invalidChoice: (flag, value, allowed) =>
      `Ungültiger Wert „${value}“ für ${flag}; erlaubt: ${allowed}.`,
    excessArguments: (n) => `Zu viele Argumente (erwartet: ${n}).`,
    cannotRead: (path, why) => `Manuskript „${path}“ kann nicht gelesen werden: ${why}`,
    notUtf8: (path, offset) =>
      `Manuskript „${path}“ kann nicht gelesen werden: ungültiges UTF-8 bei Byte ${offset}`,
    notFound: (path) => `Manuskript „${path}“ kann nicht gelesen werden: Datei fehlt`,
    isDirectory: (path) => `Manuskript „${path}“ kann nicht gelesen werden: ist ein Ordner`,
    invalidLanguage: (value) =>
      `Ungültige Sprache „${value}“; erlaubt: auto, de, en, fr, es, it, pt, nl, generic.`,
    invalidRegex: (key, pattern, why) => `Ungültiger ${key} „${pattern}“: ${why}`,
    unexpected: (why) => `Unerwarteter Fehler: ${why}`,
  },
  report: {
    title: "Manuskriptanalyse",
    language: "Sprache",
    words: "Wörter",
    chapters: "Kapitel",
    sentences: "Sätze",
    asl: "Mittlere Satzlänge",
    medianSl: "Median der Satzlänge",
    readability: "Lesbarkeit",
    diversity: "Lexikalische Vielfalt",
    dialogue: "Dialoganteil",
    staccato: "Kurze Sätze (≤ 5 Wörter)",
    punctuation: "Zeichensetzung",
    chapterTable: "Kapitel",
    notAvailable: "k. A.",
    caveat:
      "Dies sind diagnostische Heuristiken, keine Qualitätsnote. Lesbarkeitsformeln beruhen auf sprachspezifischen Annahmen.",
    dominance: { present: "Präsens", past: "Präteritum", mixed: "gemischt", neutral: "neutral" },
  },
};
