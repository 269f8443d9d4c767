/**
 * German messages (`SVC_LANG=de`).
 *
 * @module
 */

import type { Messages } from "./messages_en.ts";
import { RESEARCH_HELP_DE } from "./research_help.ts";
import { RESEARCH_ERRORS_DE, RESEARCH_TERMS_DE } from "./research_errors_de.ts";
import { RESEARCH_TEXT_DE } from "./research_text_de.ts";

/** German catalogue. */
export const DE: Messages = {
  research: RESEARCH_HELP_DE,
  researchErrors: RESEARCH_ERRORS_DE,
  researchTerms: RESEARCH_TERMS_DE,
  researchText: RESEARCH_TEXT_DE,
  help: {
    program: "Manuskript-Linguistik: ehrliche Statistik über ein Buch in einer Markdown-Datei.",
    language: "Analysesprache: auto de en fr es it pt nl generic (Standard en)",
    json: "JSON-Ergebnis statt Textbericht ausgeben",
    analyze: "Korpuskennzahlen und Kapitelmerkmale (Schema 2)",
    analyzeFile: "Markdown-Manuskript",
    about: "Version, Befehle, Sprachen, Merkmale, Schwellenwerte und Heuristiken",
    profile: "Tempusprofil der Absätze (JSON)",
    dialogue: "Redebeiträge je Kapitel",
    characters: "Auftreten benannter Figuren je Kapitel",
    names: "Namen, durch Kommas getrennt; Muster=Anzeige für einen Alias",
    pacing: "Szenen, Tempo und Kapitelschlüsse",
    scenes: "Szenenmerkmale, Register-Basislinien und Ziele (Schema 1)",
    motifs: "Motive, häufigste Wörter und wiederholte Wendungen",
    motif: "ein Motiv als NAME=REGEX (wiederholbar)",
    showing: "Zeigen und Erzählen je Kapitel",
    dashboard: "das Prüf-Dashboard als eine eigenständige HTML-Datei schreiben",
    output: "Ausgabedatei",
    pdf: "gesetztes PDF: report (A4), book (A5-Leseexemplar) oder sheet (Übersicht 30 × 60 cm)",
    layout: "report, book oder sheet (Vorgabe report)",
    author: "Autorenname im PDF (Vorgabe: author_name der Projektkonfiguration)",
    serifFont: "TrueType-Datei für den Fließtext (Vorgabe: Liberation Serif, sonst DejaVu Serif)",
    boldFont:
      "TrueType-Datei für Überschriften (Vorgabe: Liberation Serif Bold, sonst DejaVu Serif Bold)",
    monoFont: "TrueType-Datei für Zahlen in Tabellen (Vorgabe: DejaVu Sans Mono)",
    sansFont: "TrueType-Datei für Beschriftungen und Diagramme (Vorgabe: DejaVu Sans)",
    sansBoldFont: "TrueType-Datei für fette Beschriftungen (Vorgabe: DejaVu Sans Bold)",
    build:
      "idempotenter, inhaltsadressierter Build aller Ergebnisse nach exports/ neben dem Manuskript",
    buildFile: "Markdown-Manuskript (Standard: das eine Markdown-Manuskript in diesem Ordner)",
    dryRun: "auflisten, was geschrieben würde, und nichts schreiben",
    buildCheck:
      "zusätzlich svc-check-Dateien neben die Exporte schreiben, in diesen Formaten (durch Kommas getrennt; Standard: check_formats der Projektkonfiguration)",
    buildCheckFailOn:
      "die Stufe, die die Check-Dateien als Fehlschlag markieren (Standard: check_fail_on der Projektkonfiguration, sonst beyond-chance)",
    serve: "den lokalen Prüfserver im Vordergrund starten (nur Loopback)",
    servePath:
      "zu öffnender Projektordner oder Manuskript (Standard: dieser Ordner, wenn er eines enthält)",
    port: "Port (Standard 8765; 0 wählt einen freien)",
    host: "Adresse, an die gebunden wird (Standard 127.0.0.1)",
    allowNonLoopback: "--host auch außerhalb von Loopback erlauben (keine Konten!)",
    noProject: "mit leerem Arbeitsbereich starten",
    researchProject: "Ordner des Recherchearchivs (mit dem Recherchearchiv)",
    debug: "Anfragen protokollieren (Methode, Pfad, Status; nie Query-Strings) auf stderr",
    service: "den Hintergrundserver verwalten: start, stop, restart oder status",
    serviceAction: "start, stop, restart oder status",
    open: "nach dem Start das Dashboard im Browser öffnen",
    style: "Stilreferenz gegen die eigene Basislinie des Manuskripts (Schema 4)",
    check:
      "die Befunde als Diagnosen für CI und Editoren ausgeben; der Exit-Code sagt, ob einer --fail-on erreicht",
    checkFormat:
      "text, json, sarif, github, rdjsonl, checkstyle, junit oder codeclimate (Standard text)",
    failOn:
      "strong, beyond-chance, mild oder never: Exit-Code 1, wenn ein Befund diese Stufe erreicht (Standard beyond-chance)",
    baseline:
      "ein früher gespeichertes Ergebnis von `svc check --format json`: nur Befunde melden, die dort fehlen",
    changedSince: "nur Befunde melden, die seit dieser Git-Referenz geänderte Zeilen berühren",
    lsp:
      "Language Server für Editoren über stdio: die Befunde von svc check als Diagnosen beim Schreiben, Hover, Code-Aktionen",
    lspDetails: [
      "Spricht das Language Server Protocol über Standardein- und -ausgabe (vom Editor starten,",
      "nicht von Hand). Diagnosen erscheinen beim Öffnen eines Markdown-Manuskripts und 200 ms nach",
      "der letzten Änderung; die neueste Fassung gewinnt, Ergebnisse einer älteren werden verworfen.",
      "Nur die Kapitel, die eine Änderung berührt, werden neu analysiert. Hover über einer Diagnose",
      "zeigt ihren Satz und die Wörter dahinter. Code-Aktionen: Befund verwerfen (svc-dismissals.json",
      "neben dem Manuskript, wie im Dashboard), Arbeitsmarker einfügen (<!-- svc:todo m-XXXXXXXX -->),",
      "Dashboard beim Kapitel öffnen (die Seite des verwalteten Servers, wenn `svc service` dieses",
      "Projekt bedient, sonst eine eigenständige Seite in einem temporären Ordner).",
      "Einstellungen: Optionen > Editor (initializationOptions oder Workspace-Einstellungen unter",
      '"svc": language, ui_language, thresholds {z_mild, z_strong, fdr_q, ...}, debounce_ms) >',
      "svc.toml > ~/.config/svc.toml > Standard. Einrichtung für VS Code, Neovim, Helix, Zed: README, Editors.",
    ].join("\n"),
    stdio:
      "über Standardein- und -ausgabe sprechen (Standard und einziger Transport; Editoren geben es mit)",
    explainChapter:
      "die Wörter hinter den Signalen von Kapitel N auflisten (Filterverben, Modalverben, Passiv, … Tempusmarker), nach Absätzen",
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
    invalidRegex: (key, pattern, why) => `Ungültiger ${key} „${pattern}“: ${why}`,
    invalidThreshold: (flag, why) => `Ungültiger Wert für ${flag}: ${why}`,
    unexpected: (why) => `Unerwarteter Fehler: ${why}`,
    partialSnapshot: (field, value) =>
      `${field} „${value}“ ist kein Snapshot (64 Hexziffern): den vollständigen Snapshot ` +
      "angeben; `research status` gibt ihn aus",
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
  modules: {
    dialogue: "Dialog",
    turns: "Redebeiträge",
    avgTurn: "Wörter je Redebeitrag (Mittel)",
    medianTurn: "Wörter je Redebeitrag (Median)",
    longestTurn: "längster Redebeitrag (Wörter)",
    turnsPer1000: "Redebeiträge je 1.000 Wörter",
    dialogueParagraphs: "Dialogabsätze (%)",
    pacing: "Tempo",
    sceneBreaks: "explizite Szenenwechsel",
    scenesAreChapters: "keine Trenner: jedes Kapitel ist eine Szene",
    fastest: "schnellstes Kapitel (kleinste mittlere Satzlänge)",
    slowest: "langsamstes Kapitel (größte mittlere Satzlänge)",
    hook: "Schlusshaken",
    characters: "Figuren",
    mentions: "Nennungen",
    present: "Kapitel",
    span: "Spanne",
    gap: "längste Lücke",
    motifs: "Motive",
    topWords: "Häufigste Inhaltswörter",
    phrases: "Wiederholte Wendungen",
    showing: "Zeigen und Erzählen",
    mostTelling: "am stärksten erzählend",
    mostShowing: "am stärksten zeigend",
    notComparable: "unter 100 Wörtern, nicht verglichen",
    scenes: "Szenen",
    group: "Gruppe",
    supportLabel: "Daten",
    profile: "Tempusprofil der Absätze",
    flagged: "markierte Absätze",
    wordsUnit: "W.",
    asl: "Ø Satzlänge",
    scenesLabel: "Szenen",
    dialogueShort: "Dialog",
    tell: "erzählt",
    show: "zeigt",
    balance: "Bilanz",
    defaultGroup: "Standard",
    support: { sufficient: "ausreichend", partial: "teilweise", insufficient: "unzureichend" },
    unmatchedName: (name, suggestions) =>
      suggestions === ""
        ? `Keine Treffer für den Namen „${name}“ im Text und keine ähnliche Schreibung`
        : `Keine Treffer für den Namen „${name}“ im Text; ähnliche Schreibungen darin: ${suggestions}`,
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
    decimalSeparator: ",",
    formulas: {
      flesch_1948: "Flesch-Lesbarkeitsindex, 1948",
      amstad_1978: "Flesch–Amstad, 1978",
      kandel_moles_1958: "Kandel & Moles, 1958",
      fernandez_huerta_1959: "Fernández Huerta, 1959",
      flesch_vacca_1972: "Flesch–Vacca, 1972",
      martins_1996: "Martins u. a., 1996",
      douma_1960: "Douma, 1960",
      generic_flesch_1948_en_coefficients: "Flesch 1948 mit englischen Koeffizienten",
    },
    columns: {
      number: "Nr.",
      words: "Wörter",
      asl: "Ø Satzlänge",
      dialogue: "Dialog %",
      tense: "Tempus",
      title: "Titel",
    },
  },
  signalWords: {
    locale: "de",
    title: (chapter, title) =>
      `Die Wörter hinter den Signalen — Kapitel ${chapter}${title ? ` · ${title}` : ""}`,
    note:
      "Jedes gezählte Wort, nach Absätzen (¶-Nummern zählen im Kapitel; Zeilen sind die Quellzeilen des Absatzes).",
    names: {
      filter_density: "Filterverben je 1.000 Wörter",
      modal_density: "Modalverben je 1.000 Wörter",
      passive_density: "Passivkonstruktionen je 1.000 Wörter",
      nominalization_density: "Nominalisierungen je 1.000 Wörter",
      adjective_density: "Adjektive je 1.000 Wörter",
      long_word_pct: "Lange Wörter (ab 7 Buchstaben), % der Wörter",
      first_person_start_rate: "Satzanfänge in der ersten Person, % der Sätze",
      dialog_pct: "Dialog, % der Wörter",
      tense_present: "Präsens-Marker in der Erzählung",
      tense_past: "Vergangenheits-Marker in der Erzählung",
    },
    counted: (n) => `${n} ${n === 1 ? "Wort" : "Wörter"} gezählt`,
    countedPassives: (n) =>
      `${n} ${n === 1 ? "Passivkonstruktion" : "Passivkonstruktionen"} gezählt`,
    mostOften: "Am häufigsten",
    none: "keine in diesem Kapitel",
    lines: (from, to) => from === to ? `Zeile ${from}` : `Zeilen ${from}–${to}`,
  },
  output: {
    cannotWrite: (path, why) => `„${path}“ kann nicht geschrieben werden: ${why}`,
  },
  check: {
    chapter: (n, title) => title === "" ? `Kapitel ${n}` : `Kapitel ${n} „${title}“`,
    tense: (severity) => `dieser Absatz mischt oder wechselt das Tempus (Stufe ${severity})`,
    beyondChance: "fällt über das hinaus auf, was der Zufall ergibt",
    ruleChapter:
      "Das Kapitel weicht von den übrigen Kapiteln des Buchs stärker ab, als der Zufall ergibt, in den genannten Merkmalen. Lesen Sie es auf das hin, was sich dort geändert hat; verwerfen Sie den Befund, wenn die Änderung gewollt ist.",
    ruleStyle: (feature) =>
      `${feature} liegt in diesem Kapitel außerhalb des im Buch üblichen Bereichs (ein einzelner schwacher Treffer: der Zufall ergibt in einem Buch mehrere). Sehen Sie nach, wenn Sie wollen; standardmäßig lässt er keinen Lauf scheitern.`,
    ruleTense:
      "Der Absatz mischt in der Erzählung Präsens und Präteritum. Prüfen Sie, ob der Wechsel gewollt ist (ein Brief, eine Erinnerung, erlebte Rede), und verwerfen Sie ihn dann.",
    summaryTitle: "svc check",
    summaryCounts: (strong, beyond, mild) =>
      `${strong} stark, ${beyond} über den Zufall hinaus, ${mild} schwach`,
    summaryNone: "Keine Befunde.",
    summaryColumns: ["Stufe", "Stelle", "Befund", "Fingerabdruck"],
    overflow: (n) =>
      `${n} weitere Befunde sind hier nicht aufgeführt; die vollständige Liste steht in der JSON- oder SARIF-Ausgabe.`,
    total: (n, failing, failOn) =>
      `${n} ${n === 1 ? "Befund" : "Befunde"}, ${failing} auf oder über --fail-on ${failOn}`,
    badBaseline: (path, why) => `Die Baseline „${path}“ ist nicht lesbar: ${why}`,
    gitFailed: (ref, why) => `Die seit „${ref}“ geänderten Zeilen sind nicht abrufbar: ${why}`,
  },
  lsp: {
    dismiss: "Diesen Befund verwerfen (svc)",
    addMarker: "Hier einen Arbeitsmarker einfügen (svc)",
    openDashboard: "Dashboard bei diesem Kapitel öffnen (svc)",
    notMarkdown: (path) =>
      `svc analysiert nur Markdown-Manuskripte; „${path}“ ist keine Markdown-Datei (.md, .markdown)`,
    notFile: (uri) => `svc analysiert nur Dateien auf der Platte, nicht „${uri}“`,
    failed: (why) => `svc lsp: ${why}`,
    dismissed: (fingerprint) => `Befund ${fingerprint} verworfen (svc-dismissals.json)`,
    staleFinding: (fingerprint) =>
      `Kein Befund hat jetzt den Fingerabdruck „${fingerprint}“; der Text hat sich geändert`,
    dashboardAt: (address) => `Das Dashboard liegt unter ${address}`,
  },
  build: {
    written: "geschrieben",
    unchanged: "unverändert",
    wouldWrite: "würde schreiben",
    upToDate: "Alles ist aktuell; nichts geschrieben.",
    summary: (written, unchanged) => `${written} geschrieben, ${unchanged} unverändert`,
    dryRunSummary: (wouldWrite, unchanged) =>
      `Probelauf: ${wouldWrite} würden geschrieben, ${unchanged} unverändert; nichts geschrieben`,
    noManuscript: (dir) =>
      `Kein Manuskript angegeben und kein Markdown-Manuskript in „${dir}“ gefunden; DATEI angeben.`,
    manyManuscripts: (dir, names) =>
      `Kein Manuskript angegeben und mehrere Markdown-Dateien in „${dir}“ (${names}); DATEI angeben.`,
    badCheckFormat: (name, choices) =>
      `Unbekanntes Check-Format „${name}“: möglich sind ${choices}.`,
    badCheckFormats: (choices) =>
      `check_formats in der Projektkonfiguration muss eine Liste von Formatnamen sein (${choices}).`,
    badCheckFailOn: (value, choices) =>
      `check_fail_on muss eines von ${choices} sein, nicht „${value}“.`,
  },
};
