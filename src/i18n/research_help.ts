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
  group:
    "research archive: sources, passages, search, citation, dossiers, claims, decisions, audit, export and restore",
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
  search: "full-text search of passages, or with --scope of dossiers, claims and decisions",
  query: "words to search for",
  scope: "what to search",
  limit: "most hits (1-100, default 20)",
  strict: "refuse a stale search index instead of refreshing it",
  reindex: "rebuild the search index from the log",
  cite: "cite one passage: by a query with one hit, --pick among the hits, or --passage",
  pick: "choose hit N (1-20) of the same query; needs --expected-snapshot",
  passage: "cite this passage id exactly",
  dossier: "dossiers: list (default), --inspect, --history, --sections, --create or --update one",
  claim: "claims: list (default), --inspect, --history, --create or --update one",
  decision: "decisions: list (default), --inspect, --history, --create or --update one",
  link: "link a passage to a claim as evidence (relation supports unless --relation)",
  linkEvidence:
    "create an evidence link, list them, or --inspect, --history, --update one by --link-id",
  relate:
    "assert that one claim causes another, list the relations, or read or revise one by --relation-id",
  reviseBatch: "apply several record revisions as one commit, all or none (--dry-run checks)",
  listVerb: "list: print the list, as without any option",
  inspect: "print one record (research-record-local/1)",
  inspectFlag: "print the record the id option names",
  history: "print the revisions of one record, newest first",
  historyFlag: "print its revisions, newest first",
  revision: "read this revision instead of the latest",
  create: "create a record from the field options",
  update:
    "revise this record: a new revision from the field options (needs --expected-revision, --change-kind, --reason)",
  updateFlag: "revise it: a new revision (needs --expected-revision, --change-kind, --reason)",
  expectedRevision: "with --update: the revision you read; refused when the record moved on",
  changeKind:
    "with --update: correction (the revision was wrong) or supersession (newer knowledge replaces it)",
  reason: "with --update: why the record changes (kept in its history)",
  diff: "with --update: print the change as a unified diff and write nothing",
  recordSnapshot:
    "guard: refuse if the archive changed since this snapshot; optional with --update, where without it only the record's revision is checked and new or changed associations need explicit revision options",
  expectedProjectId: "guard: refuse unless the archive belongs to this project id",
  body: "dossier body in Markdown, sections under headings",
  bodyFile: "read the dossier body (with --section: that section's new text) from this file",
  evidence: 'passage ids the dossier cites, comma-separated ("" for none)',
  sections: "print the sections of this dossier and its editable headings",
  section: "with --update: replace only the text under this heading (--body or --body-file)",
  statement: "what the claim asserts",
  confidence: "how well the claim stands (default hypothetical)",
  claimDossierId:
    'dossier the claim belongs to ("" for none); with list: only the claims of that dossier',
  dossierRevision: "pin this dossier revision (on creation the current one by default)",
  timePeriod: 'time period as written, e.g. 1848, 1848-03 or 1848–1850 ("" for none)',
  rationale: "the reasoning behind it",
  optionalRationale: 'the reasoning behind it ("" for none)',
  decisionClaimId: 'claim the decision rests on ("" for none)',
  claimRevision: "pin this claim revision (on creation the current one by default)",
  dossierIds: 'dossiers the decision applies to, comma-separated ("" for none)',
  dossierRevisions: 'pinned dossier revisions as a JSON object, e.g. {"dos_…": 2}',
  deviationFromFact:
    "the decision knowingly departs from the sources (alone: true; false to clear it)",
  linkPassage: "passage id (full psg_ id)",
  linkClaim: "claim id (full clm_ id)",
  linkClaimId: "claim to link; with list: only its links",
  passageId: "passage to link; with list: only its links",
  evidenceRelation: "how the passage bears on the claim (default supports)",
  reviewer: 'who reviewed the link ("" for none)',
  expectedClaimRevision: "guard: refuse unless the claim is still at this revision",
  includeRetracted: "with the list: include retracted ones",
  linkId: "evidence link to --inspect, --history or --update",
  state: "with --update: active, or retracted to withdraw it",
  relateFrom: "claim that causes (full clm_ id); give none to list",
  relateTo: "claim that is caused (full clm_ id)",
  causalRelation: "default causes; results_in is an alias with the same direction",
  fromRevision: "pin this revision of the first claim (on creation the current one by default)",
  toRevision: "pin this revision of the second claim (on creation the current one by default)",
  relationClaimId: "with the list: only relations from or to this claim",
  relationId: "claim relation to --inspect, --history or --update",
  batchFile:
    "JSON file of operations [{kind, id, expected_revision, changes, change_kind, reason}, …]",
  batchSnapshot: "the snapshot the batch was prepared against (required unless --dry-run)",
  dryRun: "check the batch and print the report without writing",
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
  refmanExport:
    "export the sources as RIS with their files and provenance into a new folder, for Zotero",
  refmanBundleOutput: "new folder to create",
  refmanExportAllowRetention:
    "permission to copy the retained source bytes out of the archive (required)",
  refmanExportDryRun: "list what would be written and write nothing",
  refmanBackup: "back up the audited archive together with the closed Zotero data directory",
  refmanBackupDataDir: "Zotero's data directory (holding zotero.sqlite and storage/)",
  refmanBackupConfirm: "confirm that Zotero is closed (required)",
  refmanRestore: "verify a refman-backup bundle and restore project/ and refman/ into a new folder",
  refmanRestoreFrom: "refman-backup bundle folder",
  refmanRestoreTo: "new folder to create",
} as const;

/** German help of the research commands. */
export const RESEARCH_HELP_DE: Readonly<Record<ResearchHelpKey, string>> = {
  group:
    "Recherchearchiv: Quellen, Passagen, Suche, Zitate, Dossiers, Aussagen, Entscheidungen, Prüfung, Export und Wiederherstellung",
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
  search: "Volltextsuche in Passagen, mit --scope auch in Dossiers, Aussagen und Entscheidungen",
  query: "Suchwörter",
  scope: "Suchbereich",
  limit: "höchstens so viele Treffer (1-100, Standard 20)",
  strict: "einen veralteten Suchindex ablehnen statt ihn zu aktualisieren",
  reindex: "den Suchindex aus dem Protokoll neu aufbauen",
  cite: "eine Passage zitieren: per Suche mit einem Treffer, --pick oder --passage",
  pick: "Treffer N (1-20) derselben Suche wählen; braucht --expected-snapshot",
  passage: "genau diese Passagen-ID zitieren",
  dossier:
    "Dossiers: auflisten (Standard), eines mit --inspect, --history, --sections, --create oder --update",
  claim: "Aussagen: auflisten (Standard), eine mit --inspect, --history, --create oder --update",
  decision:
    "Entscheidungen: auflisten (Standard), eine mit --inspect, --history, --create oder --update",
  link:
    "eine Passage als Beleg mit einer Aussage verknüpfen (Beziehung supports, außer --relation)",
  linkEvidence:
    "eine Belegverknüpfung anlegen, auflisten oder per --link-id mit --inspect, --history, --update",
  relate:
    "festhalten, dass eine Aussage eine andere bewirkt, die Beziehungen auflisten oder eine per --relation-id lesen oder überarbeiten",
  reviseBatch:
    "mehrere Überarbeitungen als ein Commit anwenden, alle oder keine (--dry-run prüft nur)",
  listVerb: "list: die Liste ausgeben, wie ohne jede Option",
  inspect: "einen Eintrag ausgeben (research-record-local/1)",
  inspectFlag: "den Eintrag der ID-Option ausgeben",
  history: "die Revisionen eines Eintrags ausgeben, neueste zuerst",
  historyFlag: "seine Revisionen ausgeben, neueste zuerst",
  revision: "diese Revision statt der neuesten lesen",
  create: "einen Eintrag aus den Feldoptionen anlegen",
  update:
    "diesen Eintrag überarbeiten: eine neue Revision aus den Feldoptionen (braucht --expected-revision, --change-kind, --reason)",
  updateFlag:
    "ihn überarbeiten: eine neue Revision (braucht --expected-revision, --change-kind, --reason)",
  expectedRevision:
    "mit --update: die gelesene Revision; abgelehnt, wenn der Eintrag inzwischen weiter ist",
  changeKind:
    "mit --update: correction (die Revision war falsch) oder supersession (neueres Wissen ersetzt sie)",
  reason: "mit --update: warum sich der Eintrag ändert (bleibt in seiner Geschichte)",
  diff: "mit --update: die Änderung als Unified Diff ausgeben und nichts schreiben",
  recordSnapshot:
    "Schutz: ablehnen, wenn sich das Archiv seit diesem Stand geändert hat; bei --update optional, dann wird nur die Revision des Eintrags geprüft und neue oder geänderte Verknüpfungen brauchen ausdrückliche Revisionsoptionen",
  expectedProjectId: "Schutz: ablehnen, wenn das Archiv nicht zu dieser Projekt-ID gehört",
  body: "Dossiertext in Markdown, Abschnitte unter Überschriften",
  bodyFile: "den Dossiertext (mit --section: den neuen Text des Abschnitts) aus dieser Datei lesen",
  evidence: 'Passagen-IDs, die das Dossier zitiert, durch Kommas getrennt ("" für keine)',
  sections: "die Abschnitte dieses Dossiers und seine bearbeitbaren Überschriften ausgeben",
  section: "mit --update: nur den Text unter dieser Überschrift ersetzen (--body oder --body-file)",
  statement: "was die Aussage behauptet",
  confidence: "wie gut die Aussage belegt ist (Standard hypothetical)",
  claimDossierId:
    'Dossier, zu dem die Aussage gehört ("" für keines); mit list: nur dessen Aussagen',
  dossierRevision: "diese Dossier-Revision festhalten (beim Anlegen standardmäßig die aktuelle)",
  timePeriod: 'Zeitraum wie geschrieben, z. B. 1848, 1848-03 oder 1848–1850 ("" für keinen)',
  rationale: "die Begründung",
  optionalRationale: 'die Begründung ("" für keine)',
  decisionClaimId: 'Aussage, auf der die Entscheidung beruht ("" für keine)',
  claimRevision: "diese Revision der Aussage festhalten (beim Anlegen standardmäßig die aktuelle)",
  dossierIds: 'Dossiers, für die die Entscheidung gilt, durch Kommas getrennt ("" für keine)',
  dossierRevisions: 'festgehaltene Dossier-Revisionen als JSON-Objekt, z. B. {"dos_…": 2}',
  deviationFromFact:
    "die Entscheidung weicht bewusst von den Quellen ab (allein: true; false hebt es auf)",
  linkPassage: "Passagen-ID (vollständige psg_-ID)",
  linkClaim: "Aussagen-ID (vollständige clm_-ID)",
  linkClaimId: "zu verknüpfende Aussage; mit list: nur ihre Verknüpfungen",
  passageId: "zu verknüpfende Passage; mit list: nur ihre Verknüpfungen",
  evidenceRelation: "wie die Passage die Aussage betrifft (Standard supports)",
  reviewer: 'wer die Verknüpfung geprüft hat ("" für niemanden)',
  expectedClaimRevision: "Schutz: ablehnen, wenn die Aussage nicht mehr bei dieser Revision ist",
  includeRetracted: "mit der Liste: auch zurückgezogene",
  linkId: "Belegverknüpfung für --inspect, --history oder --update",
  state: "mit --update: active, oder retracted zum Zurückziehen",
  relateFrom: "bewirkende Aussage (vollständige clm_-ID); ohne Aussagen wird aufgelistet",
  relateTo: "bewirkte Aussage (vollständige clm_-ID)",
  causalRelation: "Standard causes; results_in ist ein Alias mit gleicher Richtung",
  fromRevision:
    "diese Revision der ersten Aussage festhalten (beim Anlegen standardmäßig die aktuelle)",
  toRevision:
    "diese Revision der zweiten Aussage festhalten (beim Anlegen standardmäßig die aktuelle)",
  relationClaimId: "mit der Liste: nur Beziehungen von oder zu dieser Aussage",
  relationId: "Aussagenbeziehung für --inspect, --history oder --update",
  batchFile:
    "JSON-Datei mit Operationen [{kind, id, expected_revision, changes, change_kind, reason}, …]",
  batchSnapshot: "der Stand, gegen den der Stapel geprüft wurde (nötig außer bei --dry-run)",
  dryRun: "den Stapel prüfen und den Bericht ausgeben, ohne zu schreiben",
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
  refmanExport:
    "die Quellen als RIS mit ihren Dateien und ihrer Herkunft in einen neuen Ordner exportieren, für Zotero",
  refmanBundleOutput: "neu anzulegender Ordner",
  refmanExportAllowRetention:
    "Erlaubnis, die aufbewahrten Bytes der Quellen aus dem Archiv zu kopieren (erforderlich)",
  refmanExportDryRun: "auflisten, was geschrieben würde, und nichts schreiben",
  refmanBackup: "das geprüfte Archiv zusammen mit dem geschlossenen Zotero-Datenordner sichern",
  refmanBackupDataDir: "Zotero-Datenordner (mit zotero.sqlite und storage/)",
  refmanBackupConfirm: "bestätigen, dass Zotero geschlossen ist (erforderlich)",
  refmanRestore:
    "ein refman-backup-Bündel prüfen und project/ und refman/ in einen neuen Ordner wiederherstellen",
  refmanRestoreFrom: "Ordner des refman-backup-Bündels",
  refmanRestoreTo: "neu anzulegender Ordner",
};
