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
    style: "Stilreferenz gegen die eigene Basislinie des Manuskripts (Schema 4)",
    zMild: "|z*| ab dem eine Zelle auffällig ist (Standard 2,5)",
    zStrong: "|z*| ab dem eine Zelle stark auffällig ist (Standard 3,5)",
    fdrQ: "Falscherkennungsrate q, echt zwischen 0 und 1 (Standard 0,05)",
    fdrMethod: "FDR-Verfahren: bh (Benjamini-Hochberg) oder by (Benjamini-Yekutieli)",
    dimThreshold: "|Wert| ab dem ein Kapitel auf einer Dimension markiert wird (Standard 2,5)",
    flagMinSeverity: "Schweregrad, ab dem ein Absatz markiert wird: 1, 2 oder 3 (Standard 2)",
    minChapters: "vergleichbare Kapitel, die eine Basislinie braucht, ganze Zahl >= 2 (Standard 2)",
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
    invalidThreshold: (flag, why) => `Ungültiger Wert für ${flag}: ${why}`,
    unexpected: (why) => `Unerwarteter Fehler: ${why}`,
  },
  styleReport: {
    title: "Stilreferenz",
    consistency: "Konsistenz",
    unavailable: "nicht verfügbar (keine gemessenen Zellen)",
    cells: "gemessene Zellen",
    expected: "erwartet unter einer Standardnormal-Nullhypothese",
    selected: "FDR-ausgewählte Zellen",
    none: "keine",
    baselines: "Basislinien (Median, Sigma = 1,4826 MAD)",
    caveat:
      "Schwellenwert-Treffer, FDR-ausgewählte Zellen und Tempus-Markierungen von Absätzen sind verschiedene Ergebnismengen. z* vergleicht jedes Kapitel mit den übrigen Kapiteln dieses Manuskripts; es ist keine Qualitätsnote.",
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
    chapter: "Kapitel",
    notAvailable: "k. A.",
    caveat:
      "Dies sind diagnostische Heuristiken, keine Qualitätsnote. Lesbarkeitsformeln beruhen auf sprachspezifischen Annahmen.",
    dominance: { present: "Präsens", past: "Präteritum", mixed: "gemischt", neutral: "neutral" },
  },
};
