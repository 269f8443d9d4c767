/**
 * Help texts of `svc research …` (subcommands and their options), in English and German.
 * Kept apart from the main catalogues because the research command tree is large.
 *
 * @module
 */

/** Keys of the research help catalogue. */
export type ResearchHelpKey = keyof typeof RESEARCH_HELP_EN;

/** English help of the research commands. */
export const RESEARCH_HELP_EN = {
  group: "research archive: sources, passages, search, citation, audit, export and restore",
  project:
    "project folder that holds svc-research/ (default: the current folder, only if it is an archive)",
  init: "create the research archive of a project folder",
  initProject: "project folder (created when missing)",
  title: "title",
  ingest:
    "retain one source file (text, Markdown, HTML, PDF; OCR when configured) with its passages",
  ingestFile: "source file to ingest",
  allowRetention: "permission to keep the source's bytes in the archive (required)",
  context: "ingest context: a JSON object, literal or the path of a JSON file",
  originUrl: "where the source came from (http/https; stored, never fetched)",
  sourceId: "source id",
  newVersionOf: "ingest as a new version of this existing source",
  expectedSnapshot: "guard: the snapshot you read; refuse if the archive changed since",
  actor: "who makes this change (default local-author)",
  ocrFallbackNative:
    "keep a PDF's native text when the OCR worker fails (default: reject the import)",
  batchIngest: "ingest every file of a folder or a list file, resumable through checkpoints",
  batchInput: "folder or list file (one path per line)",
  progress: "write phase messages to stderr",
  sources: "list the sources (JSON by default), or show one with --source-id",
  format: "output format",
  version: "version number",
  search: "full-text search of passages (and authored records in later scopes)",
  query: "words to search for",
  scope: "what to search",
  limit: "most hits (1-100, default 20)",
  strict: "refuse a stale search index instead of refreshing it",
  reindex: "rebuild the search index from the log",
  cite: "cite one passage: by a query with one hit, --pick among the hits, or --passage",
  pick: "choose hit N (1-20) of the same query; needs --expected-snapshot",
  passage: "cite this passage id exactly",
  compare: "lexical and register report of a source against a manuscript (source_internal)",
  compareManuscript: "manuscript file",
  audit: "verify the whole archive (exit 1 on any error)",
  export: "export the archive as a verified bundle into a new folder",
  outputDir: "new folder to create",
  restore: "restore a bundle into a new project folder",
  from: "bundle folder",
  to: "new project folder",
  ocrStatus: "state of the configured OCR worker (exit 0 even when a probe fails)",
  probe: "also run a live OCR test",
  schema: "supported storage schemas and what opts an archive into each",
  checkpoint: "list the checkpoints of interrupted batch ingests, or discard one",
  discard: "discard the checkpoint of this batch id",
  timeline: "claims placed by their time period labels (JSON by default; never by timestamps)",
  timelineDossier: "only the claims of this dossier",
  matrix: "claim/decision matrix: JSON data, or the Markdown or CSV export",
  review: "editorial review: structural signals of what to look at again (bounded text)",
  decisionImpact: "what changed under a decision's pinned claim and dossiers (bounded text)",
  decisionId: "decision id",
  textLimit: "most lines of text output (default 50)",
  markApplied: "record that a decision has been applied to a dossier",
  reopen: "reopen a decision for a dossier (status review_needed)",
  ackDossier: "dossier id (one of the decision's dossiers or its claim's dossier)",
  expectedDecisionRevision: "guard: the decision revision you reviewed",
  expectedDossierRevision: "guard: the dossier revision you reviewed",
  ackNote: "note stored with the acknowledgement (at most 2,000 characters)",
} as const;

/** German help of the research commands. */
export const RESEARCH_HELP_DE: Readonly<Record<ResearchHelpKey, string>> = {
  group: "Recherchearchiv: Quellen, Passagen, Suche, Zitate, Prüfung, Export und Wiederherstellung",
  project:
    "Projektordner mit svc-research/ (Standard: der aktuelle Ordner, nur wenn er ein Archiv ist)",
  init: "das Recherchearchiv eines Projektordners anlegen",
  initProject: "Projektordner (wird angelegt, wenn er fehlt)",
  title: "Titel",
  ingest:
    "eine Quelldatei (Text, Markdown, HTML, PDF; OCR wenn eingerichtet) mit ihren Passagen aufnehmen",
  ingestFile: "aufzunehmende Quelldatei",
  allowRetention: "Erlaubnis, die Bytes der Quelle im Archiv aufzubewahren (erforderlich)",
  context: "Kontext der Aufnahme: ein JSON-Objekt, direkt oder als Pfad einer JSON-Datei",
  originUrl: "Herkunft der Quelle (http/https; gespeichert, nie abgerufen)",
  sourceId: "Quellen-ID",
  newVersionOf: "als neue Version dieser vorhandenen Quelle aufnehmen",
  expectedSnapshot:
    "Schutz: der gelesene Stand; ablehnen, wenn sich das Archiv seitdem geändert hat",
  actor: "wer die Änderung vornimmt (Standard local-author)",
  ocrFallbackNative:
    "den eingebetteten PDF-Text behalten, wenn die OCR scheitert (Standard: Aufnahme ablehnen)",
  batchIngest:
    "alle Dateien eines Ordners oder einer Liste aufnehmen, mit Wiederaufnahme über Checkpoints",
  batchInput: "Ordner oder Listendatei (ein Pfad je Zeile)",
  progress: "Fortschrittsmeldungen auf stderr schreiben",
  sources: "die Quellen auflisten (standardmäßig JSON) oder mit --source-id eine zeigen",
  format: "Ausgabeformat",
  version: "Versionsnummer",
  search: "Volltextsuche in Passagen (und in späteren Bereichen in eigenen Einträgen)",
  query: "Suchwörter",
  scope: "Suchbereich",
  limit: "höchstens so viele Treffer (1-100, Standard 20)",
  strict: "einen veralteten Suchindex ablehnen statt ihn zu aktualisieren",
  reindex: "den Suchindex aus dem Protokoll neu aufbauen",
  cite: "eine Passage zitieren: per Suche mit einem Treffer, --pick oder --passage",
  pick: "Treffer N (1-20) derselben Suche wählen; braucht --expected-snapshot",
  passage: "genau diese Passagen-ID zitieren",
  compare: "Wortschatz- und Registervergleich einer Quelle mit einem Manuskript (source_internal)",
  compareManuscript: "Manuskriptdatei",
  audit: "das ganze Archiv prüfen (Exit 1 bei jedem Fehler)",
  export: "das Archiv als geprüftes Bündel in einen neuen Ordner exportieren",
  outputDir: "neu anzulegender Ordner",
  restore: "ein Bündel in einen neuen Projektordner wiederherstellen",
  from: "Bündelordner",
  to: "neuer Projektordner",
  ocrStatus: "Zustand der eingerichteten OCR (Exit 0 auch bei fehlgeschlagener Probe)",
  probe: "zusätzlich einen OCR-Test ausführen",
  schema: "unterstützte Speicherschemata und was ein Archiv in jedes hebt",
  checkpoint: "Checkpoints unterbrochener Sammelaufnahmen auflisten oder einen verwerfen",
  discard: "den Checkpoint dieser Batch-ID verwerfen",
  timeline:
    "Behauptungen nach ihren Zeitangaben geordnet (standardmäßig JSON; nie nach Zeitstempeln)",
  timelineDossier: "nur die Behauptungen dieses Dossiers",
  matrix: "Matrix aus Behauptungen und Entscheidungen: JSON-Daten oder Markdown- bzw. CSV-Export",
  review:
    "redaktionelle Durchsicht: strukturelle Hinweise, was erneut zu prüfen ist (begrenzter Text)",
  decisionImpact:
    "was sich unter den festgehaltenen Ständen einer Entscheidung geändert hat (begrenzter Text)",
  decisionId: "Entscheidungs-ID",
  textLimit: "höchstens so viele Zeilen Textausgabe (Standard 50)",
  markApplied: "festhalten, dass eine Entscheidung in einem Dossier umgesetzt ist",
  reopen: "eine Entscheidung für ein Dossier wieder öffnen (Status review_needed)",
  ackDossier: "Dossier-ID (eines der Dossiers der Entscheidung oder das ihrer Behauptung)",
  expectedDecisionRevision: "Schutz: die geprüfte Revision der Entscheidung",
  expectedDossierRevision: "Schutz: die geprüfte Revision des Dossiers",
  ackNote: "Notiz zur Bestätigung (höchstens 2.000 Zeichen)",
};
