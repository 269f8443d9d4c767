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
  status:
    "the archive's project id, current snapshot (what --expected-snapshot takes), counts and index state (JSON)",
  title: "title",
  ingest:
    "retain one source file (text, Markdown, HTML, PDF; OCR when configured) with its passages",
  ingestFile: "source file to ingest",
  allowRetention: "permission to keep the source's bytes in the archive (required)",
  context: "ingest context: a JSON object, literal or the path of a JSON file",
  originUrl: "where the source came from (http/https; stored, never fetched)",
  sourceId: "source id",
  newVersionOf: "ingest as a new version of this existing source",
  asNewSource:
    "keep bytes the archive already holds as a separate new source (else such a file is refused)",
  noRecursive: "only the folder's own files, not its subfolders",
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
  searchSyntax: `Query syntax (--query):
  Mühle Straße         both words, anywhere in the passage
  "alte Mühle"         the words side by side, in that order
  Schlaf*              words that start with "schlaf" (3 letters or more before *)
  Straße OR Mühle      either word
  Mühle NOT Größer     Mühle, but not Größer
  (Mühle OR Mill) Rat  parentheses group; NOT binds before AND (a space), AND before OR
OR, AND and NOT count only in capitals and between two words; otherwise they are words.
Case and accents do not matter (Lodz finds Łódź). In a German archive, or when the query
has ä, ö, ü or ß, each word is also found in its other spelling (Mueller finds Müller).
count is the number of all hits; --offset N (or next_offset) gives the next page.
With --scope all, your own dossiers, claims and decisions come first, then the passages.`,
  query: 'what to search for (words, "phrases", prefix*, OR, NOT, parentheses)',
  scope: "what to search",
  limit: "most hits (1-100, default 20)",
  offset: "skip this many hits: the next page (default 0; see next_offset)",
  strict: "refuse a stale search index instead of refreshing it",
  strictState: "refuse a record state behind the log instead of bringing it up to date",
  reindex: "rebuild the search index and the record state from the log",
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
  refmanBackupDataDir:
    "Zotero's data directory (holding zotero.sqlite and storage/; default as for the other refman commands)",
  refmanBackupConfirm: "confirm that Zotero is closed (required)",
  refmanRestore: "verify a refman-backup bundle and restore project/ and refman/ into a new folder",
  refmanRestoreFrom: "refman-backup bundle folder",
  refmanRestoreTo: "new folder to create",
  refman: "preview a Zotero library: items with attachments and captures, or collections",
  refmanIngest: "ingest one attachment Zotero stores itself, with its Zotero identity",
  refmanStatus: "which way of reading Zotero is ready, its identity and library counts",
  library: 'Zotero library: "users/0" (yours, default) or "groups/<id>"',
  refmanMode: "what to list",
  itemKey: "one Zotero item by its key",
  collectionKey: "only this Zotero collection (its subcollections with --mode collections)",
  attachmentKey: "the Zotero attachment's key",
  expectedServerId: "the server_id refman or refman-status reported (guards the installation)",
  refmanLimit: "items per page (1-100, default 25)",
  start: "skip this many (default 0)",
  dataDir:
    "Zotero's data directory (default SVC_REFMAN_DATA_DIR, else [refman] data_dir of svc.toml or ~/.config/svc.toml, else ~/Zotero)",
  refreshSource: "capture the attachment's current file as a new version of this source",
  linkManuscript:
    "link a quote of the manuscript to a claim revision (never changes the manuscript)",
  manuscriptFile: "manuscript file inside the project",
  claimId: "claim id",
  linkClaimRevision: "the claim revision you reviewed (must be the current one)",
  selection: "the selection from find-anchor: a JSON object, literal or the path of a JSON file",
  expectedSourceSha256: "guard: SHA-256 of the manuscript file as you read it",
  linkNote: "note on the link (at most 2,000 characters)",
  linkRetention: "permission to keep the quote in the archive (required)",
  manuscriptLinks: "list the manuscript claim links (JSON); reads no manuscript",
  reviewManuscript: "review every link against the manuscript as it is now: anchor state and flags",
  reviewManuscriptFile: "only the links of this manuscript (default: every linked manuscript)",
  findAnchor: "find a quote in the manuscript and print a ready selection",
  anchorQuote: "the words to find (white space runs count as one space)",
  reconcileManuscript: "re-pin moved and adjusted links (reports only, unless --accept-moved)",
  acceptMoved: "write the re-pins (needs --expected-snapshot and --expected-source-sha256)",
  mclLinkId: "only this link (mcl_…)",
  reconcileAll:
    "every link whose quote stands once in an unchanged paragraph (moved); adjusted links stay for --link-id",
  mclExpectedRevision: "guard: the link revision you reviewed (with --link-id)",
  retractLink: "retract the link given by --link-id (needs --expected-revision and --reason)",
  mclChangeKind: "kind of change (default correction)",
  mclReason: "why the change is made",
  dossierImage:
    "add a PNG or JPEG image to a dossier: one commit of the image version and a guarded dossier revision",
  imageDossierId: "dossier to add the image to (full dos_ id)",
  imageFile: "PNG or JPEG file (at most 16 MiB and 64 million pixels)",
  imageSnapshot: "the snapshot you read (required; refused if the archive changed since)",
  imageRevision: "the dossier revision you read (required; refused if it moved on)",
  imageAlt: "alternative text (at most 1,000 characters)",
  imageCaption: "caption (at most 10,000 characters)",
  imageSection: "the dossier section the image belongs to (an editable heading)",
  imageReason: "why the dossier changes (default: Image added: FILE)",
  imageChangeKind: "kind of the dossier revision (default supersession)",
  imageIngest: "retain one PNG or JPEG image as a source version (no text, no passages)",
  imageIngestFile: "PNG or JPEG file",
  imageNewVersionOf: "ingest as a new version of this existing image source",
  withdraw:
    "withdraw a source version: its bytes stay, but it is no longer served, searched or new evidence",
  purge: "purge a source version: a tombstone first, then its bytes are removed",
  tombstoneVersionId: "the version to withdraw or purge (full ver_ id)",
  tombstoneReason: "why (required, kept in the log)",
  tombstoneSnapshot: "the snapshot you read (required; refused if the archive changed since)",
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
  citeStyle: "also format the citation in this style (CSL: Chicago notes-bibliography, MLA, APA)",
  metaAuthor: "author of the source, as written (repeat for several authors)",
  metaDate: "date of the source as written (1848, 1848-03-18, 1848–1849, c. 1850)",
  metaPublisher: "publisher of the source",
  metaPlace: "place of publication or of writing",
  metaUrl: "URL of the source (http/https; stored, never fetched)",
  metaKind: "kind of source",
  metaLanguage: "language of the source (a tag: de, en-GB, la)",
  sourceMeta:
    "read or correct a source's metadata (title, authors, date, publisher, place, URL, language, kind)",
  sourceMetaId: "source id",
  metaExpectedRevision:
    "guard: the metadata revision you read (0 when the source has none); refused when it moved on",
  metaReason: "why the metadata changes (kept in its history)",
  metaClear:
    "remove a field (repeatable): title, authors, date, publisher, place, url, language, kind",
} as const;

/** German help of the research commands. */
export const RESEARCH_HELP_DE: Readonly<Record<ResearchHelpKey, string>> = {
  group:
    "Recherchearchiv: Quellen, Passagen, Suche, Zitate, Dossiers, Aussagen, Entscheidungen, Prüfung, Export und Wiederherstellung",
  project:
    "Projektordner mit svc-research/ (Standard: der aktuelle Ordner, nur wenn er ein Archiv ist)",
  init: "das Recherchearchiv eines Projektordners anlegen",
  initProject: "Projektordner (wird angelegt, wenn er fehlt)",
  status:
    "Projekt-ID, aktueller Stand (den --expected-snapshot erwartet), Anzahlen und Suchindex des Archivs (JSON)",
  title: "Titel",
  ingest:
    "eine Quelldatei (Text, Markdown, HTML, PDF; OCR wenn eingerichtet) mit ihren Passagen aufnehmen",
  ingestFile: "aufzunehmende Quelldatei",
  allowRetention: "Erlaubnis, die Bytes der Quelle im Archiv aufzubewahren (erforderlich)",
  context: "Kontext der Aufnahme: ein JSON-Objekt, direkt oder als Pfad einer JSON-Datei",
  originUrl: "Herkunft der Quelle (http/https; gespeichert, nie abgerufen)",
  sourceId: "Quellen-ID",
  newVersionOf: "als neue Version dieser vorhandenen Quelle aufnehmen",
  asNewSource:
    "Bytes, die das Archiv schon hat, als eigene neue Quelle aufnehmen (sonst wird die Datei abgelehnt)",
  noRecursive: "nur die Dateien des Ordners selbst, nicht seiner Unterordner",
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
  searchSyntax: `Suchsyntax (--query):
  Mühle Straße         beide Wörter, irgendwo in der Passage
  "alte Mühle"         die Wörter direkt hintereinander, in dieser Reihenfolge
  Schlaf*              Wörter, die mit „schlaf“ beginnen (mindestens 3 Buchstaben vor *)
  Straße OR Mühle      eines der beiden Wörter
  Mühle NOT Größer     Mühle, aber nicht Größer
  (Mühle OR Mill) Rat  Klammern gruppieren; NOT bindet vor AND (Leerzeichen), AND vor OR
OR, AND und NOT gelten nur in Großbuchstaben und zwischen zwei Wörtern, sonst sind sie Wörter.
Groß-/Kleinschreibung und Akzente zählen nicht (Lodz findet Łódź). In einem deutschen Archiv
oder mit ä, ö, ü oder ß in der Suche findet jedes Wort auch seine andere Schreibung
(Mueller findet Müller). count ist die Zahl aller Treffer; --offset N (oder next_offset)
liefert die nächste Seite. Mit --scope all kommen eigene Dossiers, Aussagen und
Entscheidungen zuerst, dann die Passagen.`,
  query: 'wonach gesucht wird (Wörter, "Phrasen", Präfix*, OR, NOT, Klammern)',
  scope: "Suchbereich",
  limit: "höchstens so viele Treffer (1-100, Standard 20)",
  offset: "so viele Treffer überspringen: die nächste Seite (Standard 0; siehe next_offset)",
  strict: "einen veralteten Suchindex ablehnen statt ihn zu aktualisieren",
  strictState: "einen Datensatzstand hinter dem Protokoll ablehnen statt ihn nachzuführen",
  reindex: "den Suchindex und den Datensatzstand aus dem Protokoll neu aufbauen",
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
  refmanBackupDataDir:
    "Zotero-Datenordner (mit zotero.sqlite und storage/; Standard wie bei den anderen refman-Befehlen)",
  refmanBackupConfirm: "bestätigen, dass Zotero geschlossen ist (erforderlich)",
  refmanRestore:
    "ein refman-backup-Bündel prüfen und project/ und refman/ in einen neuen Ordner wiederherstellen",
  refmanRestoreFrom: "Ordner des refman-backup-Bündels",
  refmanRestoreTo: "neu anzulegender Ordner",
  refman: "eine Zotero-Bibliothek ansehen: Einträge mit Anhängen und Aufnahmen, oder Sammlungen",
  refmanIngest:
    "einen von Zotero selbst gespeicherten Anhang mit seiner Zotero-Identität aufnehmen",
  refmanStatus: "welcher Zugang zu Zotero bereit ist, seine Identität und die Zahlen je Bibliothek",
  library: 'Zotero-Bibliothek: "users/0" (die eigene, Standard) oder "groups/<id>"',
  refmanMode: "was aufgelistet wird",
  itemKey: "ein Zotero-Eintrag über seinen Schlüssel",
  collectionKey: "nur diese Zotero-Sammlung (mit --mode collections ihre Untersammlungen)",
  attachmentKey: "der Schlüssel des Zotero-Anhangs",
  expectedServerId:
    "die von refman oder refman-status gemeldete server_id (schützt die Installation)",
  refmanLimit: "Einträge je Seite (1-100, Standard 25)",
  start: "so viele überspringen (Standard 0)",
  dataDir:
    "Zotero-Datenverzeichnis (Standard SVC_REFMAN_DATA_DIR, sonst [refman] data_dir aus svc.toml oder ~/.config/svc.toml, sonst ~/Zotero)",
  refreshSource: "die aktuelle Datei des Anhangs als neue Version dieser Quelle aufnehmen",
  linkManuscript:
    "ein Zitat des Manuskripts mit einer Aussagesrevision verknüpfen (ändert das Manuskript nie)",
  manuscriptFile: "Manuskriptdatei im Projekt",
  claimId: "Aussages-ID",
  linkClaimRevision: "die geprüfte Revision der Aussage (muss die aktuelle sein)",
  selection: "die Auswahl aus find-anchor: ein JSON-Objekt, direkt oder als Pfad einer JSON-Datei",
  expectedSourceSha256: "Schutz: SHA-256 der Manuskriptdatei, wie sie gelesen wurde",
  linkNote: "Notiz zur Verknüpfung (höchstens 2.000 Zeichen)",
  linkRetention: "Erlaubnis, das Zitat im Archiv aufzubewahren (erforderlich)",
  manuscriptLinks: "die Manuskriptverknüpfungen auflisten (JSON); liest kein Manuskript",
  reviewManuscript: "jede Verknüpfung am aktuellen Manuskript prüfen: Ankerzustand und Hinweise",
  reviewManuscriptFile:
    "nur die Verknüpfungen dieses Manuskripts (Standard: alle verknüpften Manuskripte)",
  findAnchor: "ein Zitat im Manuskript finden und eine fertige Auswahl ausgeben",
  anchorQuote: "die gesuchten Wörter (Leerraum zählt als ein Leerzeichen)",
  reconcileManuscript:
    "verschobene und angepasste Verknüpfungen neu verankern (nur Bericht ohne --accept-moved)",
  acceptMoved:
    "die neuen Anker schreiben (braucht --expected-snapshot und --expected-source-sha256)",
  mclLinkId: "nur diese Verknüpfung (mcl_…)",
  reconcileAll:
    "jede Verknüpfung, deren Zitat einmal in einem unveränderten Absatz steht (verschoben); angepasste bleiben für --link-id",
  mclExpectedRevision: "Schutz: die geprüfte Revision der Verknüpfung (mit --link-id)",
  retractLink:
    "die mit --link-id genannte Verknüpfung zurückziehen (braucht --expected-revision und --reason)",
  mclChangeKind: "Art der Änderung (Standard correction)",
  mclReason: "Grund der Änderung",
  dossierImage:
    "ein PNG- oder JPEG-Bild zu einem Dossier hinzufügen: ein Commit aus Bildversion und geschützter Dossier-Revision",
  imageDossierId: "Dossier, das das Bild erhält (vollständige dos_-ID)",
  imageFile: "PNG- oder JPEG-Datei (höchstens 16 MiB und 64 Millionen Pixel)",
  imageSnapshot: "der gelesene Stand (nötig; abgelehnt, wenn sich das Archiv seitdem geändert hat)",
  imageRevision: "die gelesene Dossier-Revision (nötig; abgelehnt, wenn es weitergeht)",
  imageAlt: "Alternativtext (höchstens 1.000 Zeichen)",
  imageCaption: "Bildunterschrift (höchstens 10.000 Zeichen)",
  imageSection: "der Dossier-Abschnitt des Bildes (eine bearbeitbare Überschrift)",
  imageReason: "warum sich das Dossier ändert (Standard: Image added: DATEI)",
  imageChangeKind: "Art der Dossier-Revision (Standard supersession)",
  imageIngest: "ein PNG- oder JPEG-Bild als Quellversion aufnehmen (kein Text, keine Passagen)",
  imageIngestFile: "PNG- oder JPEG-Datei",
  imageNewVersionOf: "als neue Version dieser vorhandenen Bildquelle aufnehmen",
  withdraw:
    "eine Quellversion zurückziehen: die Bytes bleiben, werden aber nicht mehr ausgeliefert, gesucht oder als neuer Beleg angenommen",
  purge: "eine Quellversion löschen: zuerst ein Grabstein, dann werden ihre Bytes entfernt",
  tombstoneVersionId: "die zurückzuziehende oder zu löschende Version (vollständige ver_-ID)",
  tombstoneReason: "warum (nötig, bleibt im Protokoll)",
  tombstoneSnapshot:
    "der gelesene Stand (nötig; abgelehnt, wenn sich das Archiv seitdem geändert hat)",
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
  citeStyle: "das Zitat auch in diesem Stil setzen (CSL: Chicago notes-bibliography, MLA, APA)",
  metaAuthor: "Verfasser der Quelle, wie angegeben (für mehrere wiederholen)",
  metaDate: "Datum der Quelle, wie angegeben (1848, 1848-03-18, 1848–1849, um 1850)",
  metaPublisher: "Verlag der Quelle",
  metaPlace: "Erscheinungs- oder Entstehungsort",
  metaUrl: "URL der Quelle (http/https; gespeichert, nie abgerufen)",
  metaKind: "Art der Quelle",
  metaLanguage: "Sprache der Quelle (ein Kürzel: de, en-GB, la)",
  sourceMeta:
    "Metadaten einer Quelle lesen oder berichtigen (Titel, Verfasser, Datum, Verlag, Ort, URL, Sprache, Art)",
  sourceMetaId: "Quellen-ID",
  metaExpectedRevision:
    "Schutz: die gelesene Metadaten-Revision (0, wenn die Quelle keine hat); abgelehnt, wenn sie sich geändert hat",
  metaReason: "warum sich die Metadaten ändern (bleibt in ihrer Geschichte)",
  metaClear:
    "ein Feld entfernen (wiederholbar): title, authors, date, publisher, place, url, language, kind",
};
