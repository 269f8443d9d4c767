/**
 * German research error messages: the keys and placeholders of `research_errors_en.ts`
 * (`research_errors_test.ts` checks both). Options, ids and codes stay as typed on the command
 * line.
 *
 * @module
 */

import type { ResearchErrors } from "./research_errors_en.ts";

/** German research error templates. */
export const RESEARCH_ERRORS_DE: ResearchErrors = {
  "cli.no_project":
    "Kein --project angegeben, und der aktuelle Ordner ist kein Recherche-Archiv; --project ORDNER angeben",
  "cli.whole_number": "{name} muss eine ganze Zahl von {min} bis {max} sein, nicht „{value}“",
  "cli.required": "{flag} ist erforderlich",
  "cli.json_contradicts_format": "--json widerspricht --format {format}",
  "cli.limit_with_json": "--limit begrenzt die Textausgabe; JSON wird immer vollständig ausgegeben",
  "cli.source_id_json": "--source-id gibt JSON aus; --format weglassen",
  "cli.link_order":
    "Zuerst die Passagen-ID, dann die Behauptungs-ID: svc research link {claim} {passage}",
  "cli.passage_id_arg": "PASSAGE_ID muss eine vollständige psg_-ID sein, nicht {value}",
  "cli.claim_id_arg": "CLAIM_ID muss eine vollständige clm_-ID sein, nicht {value}",
  "cli.accept_moved_guards":
    "--accept-moved braucht --expected-snapshot und --expected-source-sha256",
  "cli.all_or_link_id": "--all und --link-id schließen einander aus",
  "cli.revision_needs_link_id": "--expected-revision braucht --link-id",
  "cli.only_with_retract": "--{flag} gehört nur zu --retract",
  "cli.retract_combined":
    "--retract lässt sich nicht mit --claim-id oder --include-retracted verbinden",
  "cli.retract_needs_revision": "--retract braucht --expected-revision",
  "cli.not_with_section":
    "--{flag} lässt sich nicht mit --section verwenden, das einen Abschnitt ändert",
  "cli.section_needs_body": "--section braucht den neuen Text: --body-file oder --body",
  "cli.unknown_action":
    "Unbekannte Aktion „{verb}“: die einzige Aktion ist „list“; einen Datensatz liest {hint}",
  "cli.choose_one": "Nur eine der Optionen {flags} wählen, nicht mehrere zugleich",
  "cli.list_combined": "„list“ lässt sich nicht mit {flag} verbinden",
  "cli.used_with_mode": "{flag} gehört zu {modes}, nicht allein",
  "cli.not_here": "{flag} ist hier nicht zulässig",
  "cli.full_id_option": "{flag} muss eine vollständige {prefix}_-ID sein, nicht {value}",
  "cli.json_object_option": '{flag} muss ein JSON-Objekt wie {"dos_…": 2} sein, nicht {value}',
  "cli.true_or_false_option": "{flag} nimmt true oder false, nicht {value}",
  "cli.body_twice": "Den Text entweder mit --body oder mit --body-file angeben, nicht mit beiden",
  "cli.body_file_unreadable": "Die Textdatei „{file}“ kann nicht gelesen werden: {why}",
  "cli.update_needs_field": "--update braucht mindestens ein zu änderndes Feld: {flags}",
  "cli.mode_takes_no_ids": "--{mode} wirkt auf --relation-id und nimmt keine Behauptungs-IDs",
  "cli.relation_id_needs_mode": "--relation-id braucht --inspect, --history oder --update",
  "cli.relate_arguments":
    "relate nimmt zwei Behauptungs-IDs, FROM_CLAIM und dann TO_CLAIM, oder keine zum Auflisten",
  "cli.link_id_needs_mode": "--link-id braucht --inspect, --history oder --update",
  "cli.batch_unreadable": "Die Stapeldatei „{file}“ kann nicht gelesen werden: {why}",
  "cli.batch_not_json": "Die Stapeldatei „{file}“ ist kein JSON: {why}",
  "cli.batch_shape":
    'Die Stapeldatei „{file}“ muss eine Liste von Operationen oder {"operations": [...]} enthalten',
  "cli.actor_with_dry_run": "--actor lässt sich nicht mit --dry-run verwenden, das nichts schreibt",
  "cli.batch_needs_snapshot":
    "Zum Anwenden eines Stapels ist --expected-snapshot erforderlich; --dry-run zeigt den aktuellen",
  "field.string": "„{field}“ muss eine Zeichenkette sein",
  "field.single_line": "„{field}“ muss eine einzige Zeile sein",
  "field.blank": "„{field}“ darf nicht leer sein",
  "field.too_long": "„{field}“ ist länger als {max} Zeichen",
  "field.one_of": "„{field}“ muss einer der Werte {allowed} sein, nicht {value}",
  "field.boolean": "„{field}“ muss true oder false sein",
  "field.positive_integer": "„{field}“ muss eine positive ganze Zahl sein, nicht {value}",
  "field.full_id": "„{field}“ muss eine vollständige {prefix}_-ID sein, nicht {value}",
  "field.id_list": "„{field}“ muss eine Liste von IDs sein",
  "field.too_many_ids": "„{field}“ enthält mehr als {max} IDs",
  "field.id_twice": "„{field}“ enthält {id} zweimal",
  "field.object": "„{field}“ muss ein JSON-Objekt sein",
  "field.list": "„{field}“ muss eine Liste sein",
  "field.required": "Typ {kind}: „{name}“ fehlt",
  "field.immutable": "„{name}“ ist bei Typ {kind} unveränderlich; einen neuen Datensatz anlegen",
  "field.unknown": "Unbekanntes Feld „{name}“ für Typ {kind}; Felder: {fields}",
  "field.quoted_required": "„{field}“ ist erforderlich",
  "ref.no_record": "„{field}“: {kind} {id} gibt es in diesem Archiv nicht",
  "ref.pin_needed":
    "„{field}“ wird für die neue Verknüpfung mit {id} gebraucht, wenn kein Snapshot angegeben ist",
  "ref.no_pinned_revision": "„{field}“: {kind} {id} hat keine Revision {given} (neueste {latest})",
  "ref.pin_not_listed": "„dossier_revisions“ fixiert {id}, das nicht in „dossier_ids“ steht",
  "ref.self_relation":
    "Eine Behauptungsbeziehung kann eine Behauptung nicht mit sich selbst verbinden",
  "ref.revision_needs_id": "„{revisionField}“ braucht „{idField}“",
  "ref.no_passage": "„{field}“: Passage {id} gibt es in diesem Archiv nicht",
  "ref.unavailable_passage":
    "„{field}“: Passage {id} taugt nicht als Beleg: ihre Quellversion {version} ist {availability}",
  "revise.changes_empty": "„changes“ ist leer",
  "revise.unchanged": "Die Änderungen lassen {kind} {id} unverändert",
  "revise.stale_revision":
    "{kind} {id} steht bei Revision {latest}, nicht {expected}; neu lesen; nichts wurde geschrieben",
  "revise.no_revision": "{kind} {id} hat keine Revision {revision} (neueste {latest})",
  "guard.snapshot_changed":
    "Das Archiv hat sich seit Snapshot {expected}… geändert (jetzt {now}…); neu lesen; nichts wurde geschrieben",
  "guard.snapshot_changed_dry_run":
    "Das Archiv hat sich seit Snapshot {expected}… geändert (jetzt {now}…); neu lesen",
  "guard.other_project":
    "Das Archiv gehört zum Projekt {project}, nicht zu {expected}; nichts wurde geschrieben",
  "guard.partial_snapshot":
    "{field} „{value}“ ist kein Snapshot (64 Hexziffern): den vollständigen Snapshot angeben; `research status` gibt ihn aus",
  "archive.none": 'Kein Recherche-Archiv in „{root}“ (anlegen: svc research init "{root}")',
  "archive.no_manifest":
    'Das Archiv in „{root}“ hat keine MANIFEST.json; nichts wurde geändert (prüfen: svc research audit --project "{root}")',
  "archive.manifest_not_json":
    "Archiv-Manifest „{path}“ kann nicht gelesen werden: kein gültiges JSON",
  "archive.manifest_foreign":
    "Archiv-Manifest „{path}“ kann nicht gelesen werden: kein svc-Recherche-Manifest",
  "archive.manifest_schema":
    "Archiv-Manifest „{path}“ kann nicht gelesen werden: ungültiges Schema {storage}",
  "archive.manifest_newer":
    "Archiv „{path}“ kann nicht geöffnet werden: es nutzt Speicherformat {storage}, neuer als diese Version (svc {version} liest research-local/1 bis research-local/{max}); ein neueres svc verwenden",
  "archive.manifest_unreadable": "Archiv-Manifest „{path}“ kann nicht gelesen werden: {why}",
  "ack.not_associated": "Dossier {dossier} gehört nicht zu Entscheidung {decision}",
  "ack.stale_revision":
    "{what} {id} steht bei Revision {latest}, nicht {expected}; nichts wurde geschrieben",
  "cite.passage_exact": "--passage ruft genau eine Passage ab: ohne --query und --pick angeben",
  "cite.needs_query": "cite braucht --query WÖRTER oder --passage ID",
  "cite.pick_range": "--pick muss eine ganze Zahl von 1 bis {max} sein",
  "cite.pick_needs_snapshot":
    "--pick braucht den --expected-snapshot, der mit der Auswahl angezeigt wurde",
  "cite.choices_changed":
    "Das Archiv hat sich geändert, seit die Auswahl angezeigt wurde; die Suche wiederholen und aus der neuen Liste wählen",
  "cite.pick_beyond": "--pick {pick}: die Suche hat nur {hits} Treffer",
  "cite.style": "style muss chicago, mla oder apa sein, nicht „{style}“",
  "link.manuscript_changed":
    "Das Manuskript „{manuscript}“ hat sich seit dem Lesen geändert (SHA-256 jetzt {actual}…, erwartet {expected}…); neu lesen; nichts wurde geschrieben",
  "link.retention":
    "Eine Manuskriptverknüpfung zu speichern braucht die Erlaubnis, ihr Zitat aufzubewahren: allow_retention muss true sein, nicht {value}; nichts wurde geschrieben",
  "link.no_claim":
    "„claim_id“: Behauptung {id} gibt es in diesem Archiv nicht (unbekannt oder zurückgezogen); nichts wurde geschrieben",
  "link.no_claim_revision":
    "„claim_revision“: Behauptung {id} hat keine Revision {revision} (neueste {latest})",
  "link.claim_moved":
    "Behauptung {id} steht bei Revision {latest}, nicht {revision}; erneut prüfen; nichts wurde geschrieben",
  "link.manuscript_required": "„manuscript“ muss eine Manuskriptdatei im Projekt nennen",
  "link.manuscript_unresolved": "Manuskript „{manuscript}“ nicht gefunden: {why}",
  "link.manuscript_outside":
    "Manuskript „{manuscript}“ führt nach „{real}“, außerhalb des Projekts „{root}“ (oder in sein Archiv); Verknüpfungen bleiben im Projekt",
  "link.manuscript_not_file": "Manuskript „{manuscript}“ ist keine Datei",
  "link.no_paragraph":
    "Ungültige Auswahl: kein Absatz umfasst genau die Zeilen {a}-{b} des Manuskripts",
  "link.paragraph_digest":
    "Ungültige Auswahl: der Absatz in den Zeilen {a}-{b} hat SHA-256 {actual}, nicht {expected}",
  "link.quote_not_there":
    "Ungültige Auswahl: {quote} steht nicht an den Codepunkten {start}-{end} des Absatzes in den Zeilen {a}-{b}",
  "link.ambiguous":
    "Mehrdeutige Auswahl: {quote} kommt im Manuskript mehr als einmal vor; ein längeres Zitat wählen",
  "link.outside_project": "Manuskript „{manuscript}“ liegt außerhalb des Projekts „{root}“",
  "link.quote_too_long": "„quote“ ist länger als {max} Codepunkte",
  "link.other_manuscript":
    "Verknüpfung {id} verankert „{file}“, nicht das gewählte Manuskript „{manuscript}“",
  "link.stale_revision":
    "Verknüpfung {id} steht bei Revision {latest}, nicht {expected}; neu lesen; nichts wurde geschrieben",
  "link.not_reconciled":
    "Für {id} ist eine erwartete Revision angegeben, die Verknüpfung wird aber nicht abgeglichen",
  "link.anchors_other": "Verknüpfung {id} verankert „{file}“, nicht „{key}“",
  "guard.snapshot_changed_short":
    "Das Archiv hat sich seit Snapshot {expected}… geändert; neu lesen",
  "init.exists":
    '„{dir}“ gibt es schon; ein Archiv wird nie über einem anderen angelegt (prüfen: svc research audit --project "{root}")',
  "init.exists_short": "„{dir}“ gibt es schon; ein Archiv wird nie über einem anderen angelegt",
  "init.is_file":
    "In „{root}“ lässt sich kein Archiv anlegen: das ist eine Datei, kein Ordner; den Projektordner angeben (bei einem Manuskript den Ordner, der es enthält)",
  "init.file_in_path":
    "In „{root}“ lässt sich kein Archiv anlegen: ein Teil des Pfads ist eine Datei, kein Ordner",
  "init.denied":
    "In „{root}“ lässt sich kein Archiv anlegen: {why}; einen beschreibbaren Ordner wählen",
  "init.empty_path":
    "init braucht den Projektordner, in dem das Archiv angelegt wird, keinen leeren Pfad",
  "init.language": "Unbekannte Archivsprache „{language}“; eine von {languages} verwenden",
  "ingest.retention":
    "Nichts wurde aufgenommen: die Bytes einer Quelle aufzubewahren braucht eine ausdrückliche Erlaubnis (--allow-retention oder allow_retention: true)",
  "ingest.needs_file": "Zum Aufnehmen wird eine Datei gebraucht",
  "ingest.not_file": "„{file}“ kann nicht aufgenommen werden: keine reguläre Datei",
  "ingest.not_found": "„{file}“ kann nicht aufgenommen werden: Datei fehlt",
  "ingest.unreadable": "„{file}“ kann nicht aufgenommen werden: {why}",
  "ingest.title_twice": "title zweimal mit verschiedenen Werten angegeben",
  "ingest.origin_twice": "origin_url zweimal mit verschiedenen Werten angegeben",
  "ingest.no_source":
    "Keine Quelle „{source}“ in diesem Archiv, der eine Version hinzugefügt werden könnte",
  "ingest.image_source":
    "Quelle „{source}“ enthält ein Bild; ein Text oder PDF kann nicht ihre neue Version sein",
  "ingest.same_bytes":
    "Diese Bytes sind schon Version {version} der Quelle „{source}“; nichts wurde geschrieben",
  "ingest.empty": "„{file}“ kann nicht aufgenommen werden: die Datei ist leer",
  "ingest.unsupported": "„{file}“ kann nicht aufgenommen werden: nicht unterstützter Typ ({type})",
  "ingest.binary":
    "„{file}“ kann nicht aufgenommen werden: nicht unterstützter Typ (Binärdaten, NUL bei Byte {offset})",
  "context.not_object": "Der Aufnahmekontext muss ein JSON-Objekt sein, nicht {kind}",
  "context.too_large": "Der Aufnahmekontext ist größer als {max} KiB",
  "context.string": "Kontext „{key}“ muss eine Zeichenkette sein",
  "context.too_long": "Kontext „{key}“ ist länger als {max} Zeichen",
  "context.reference_object": "Kontext „external_reference“ muss ein JSON-Objekt sein",
  "context.unreadable": "--context ist weder JSON noch eine lesbare Datei „{arg}“: {why}",
  "context.file_not_json": "--context-Datei „{arg}“ ist kein gültiges JSON",
  "json_arg.unreadable": "{flag} ist weder JSON noch eine lesbare Datei „{arg}“: {why}",
  "json_arg.not_json": "{flag} ist kein gültiges JSON",
  "link.retention_flag":
    "Eine Manuskriptverknüpfung zu speichern braucht --allow-retention (die Erlaubnis, ihr Zitat aufzubewahren)",
  "ocr.no_language":
    "ocr-status hat keine Option --language: die OCR-Sprachen kommen aus SVC_OCR_LANGUAGES",
  "image.needs_file": "Ein Bild braucht eine Datei (oder Bytes und einen Dateinamen)",
  "image.not_found": "Bild „{file}“ kann nicht gelesen werden: Datei fehlt",
  "image.unreadable": "Bild „{file}“ kann nicht gelesen werden: {why}",
  "image.not_file": "Bild „{file}“ kann nicht gelesen werden: keine reguläre Datei",
  "image.too_large":
    "Bild „{file}“ wird nicht angenommen: es hat {size} Bytes, mehr als die Grenze von {max} (16 MiB); nichts wurde geschrieben",
  "image.text_source":
    "Quelle „{source}“ enthält {type}, kein Bild; ein Bild kann nicht ihre neue Version sein",
  "image.stale_dossier":
    "Dossier {id} steht bei Revision {latest}, nicht {expected}; neu lesen; nichts wurde geschrieben",
  "image.no_section":
    "„section“: Dossier {id} hat in Revision {revision} keinen bearbeitbaren Abschnitt {section}; bearbeitbare Abschnitte: {sections}",
  "image.not_image": "Version {version} der Quelle {source} ist kein Bild",
  "source.none": "Keine Quelle „{source}“ in diesem Archiv",
  "source.no_version": "Quelle „{source}“ hat keine Version {version}",
  "source.no_version_id": "Keine Version {version} der Quelle {source} in diesem Archiv",
  "source.already":
    "Version {version} der Quelle {source} ist schon {state}; nichts wurde geschrieben",
  "section.none": "Kein Abschnitt namens {name}; bearbeitbare Abschnitte: {sections}",
  "section.ambiguous":
    "Abschnitt {name} lässt sich nicht ändern: die Überschrift steht {n}-mal da und benennt keinen einzelnen Abschnitt; stattdessen den ganzen Text bearbeiten",
  "section.structure":
    "Abschnitt {name} lässt sich nicht ändern: der neue Text enthält eine Überschrift oder einen offenen Codeblock, der die Abschnitte ändern würde; stattdessen den ganzen Text bearbeiten",
  "section.change_shape": 'Eine Abschnittsänderung ist genau {"body": …}, nicht {keys}',
  "section.no_revision": "Dossier {id} hat keine Revision {revision} (neueste {latest})",
  "section.no_revision_short": "Dossier {id} hat keine Revision {revision}",
  "merge.resolutions":
    "Änderungen lassen sich nicht zusammenführen: resolutions muss ein Objekt sein, nicht {value}",
  "merge.resolution":
    "Änderungen lassen sich nicht zusammenführen: Auflösung {value} für {key} muss „current“ oder „mine“ sein",
  "batch.operations_list": "„operations“ muss eine Liste sein",
  "batch.operations_empty": "„operations“ ist leer",
  "batch.too_many": "Ein Stapel enthält höchstens {max} Operationen",
  "batch.twice": "{id} kommt im Stapel zweimal vor",
  "batch.future_pin":
    "sie verweist auf Revision {rev} von {id}, die erst dieser Stapel anlegen würde; ein Stapel kann nicht auf seine eigenen künftigen Revisionen verweisen",
  "batch.operation": "Operation {n}: {error}",
  "compare.image": "Quelle „{source}“ ist ein Bild ({type}); Bilder werden nie verglichen",
  "compare.manuscript_missing": "Manuskript „{path}“ kann nicht gelesen werden: Datei fehlt",
  "compare.manuscript_directory": "Manuskript „{path}“ kann nicht gelesen werden: ist ein Ordner",
  "compare.manuscript_unreadable": "Manuskript „{path}“ kann nicht gelesen werden: {why}",
  "compare.manuscript_utf8":
    "Manuskript „{path}“ kann nicht gelesen werden: ungültiges UTF-8 bei Byte {offset}",
  "compare.unavailable":
    "Quelle „{source}“ Version {version} ist {availability}; sie wird nicht verglichen",
  "compare.format": "Unbekanntes Format „{format}“; json, text oder md verwenden",
  "warn.period_unplaced":
    "time_period {period} bleibt wie geschrieben, steht aber nicht auf der Zeitleiste ({reason})",
  "warn.evidenced_unlinked":
    "Die Behauptung ist als belegt markiert, aber noch ist keine Passage mit ihr verknüpft (svc research link PASSAGE_ID CLAIM_ID)",
  "warn.passage_both_ways":
    "Passage {passage} stützt Behauptung {claim} jetzt und widerspricht ihr zugleich: einen der beiden Links zurückziehen, falls das ein Versehen war (svc research link-evidence --link-id ID --update --state retracted)",
  "warn.claim_conflict":
    "Behauptung {claim} hat jetzt stützende ({supports}) und widersprechende ({contradicts}) Belege; die redaktionelle Prüfung listet sie",
  "view.matrix_format":
    "Die Behauptungsmatrix lässt sich nicht als {format} exportieren: Formate sind {formats}",
  // Manuscript selections and anchors (research/anchors).
  "anchors.read_manuscript": "Manuskript kann nicht gelesen werden {reason}",
  "anchors.unknown_field_fields": "Unbekanntes Feld „{field}.{k}“; Felder: {list}",
  "anchors.needs": "„{field}“ braucht „{k}“",
  "anchors.whole_number_least":
    "„{field}“ muss eine ganze Zahl von mindestens {min} sein, nicht {value}",
  "anchors.end_line_comes":
    "„{field}.end_line“ {end_line} liegt vor „{field}.start_line“ {start_line}",
  "anchors.paragraph_sha_lower":
    "„{field}.paragraph_sha256“ muss aus 64 Hex-Ziffern in Kleinbuchstaben bestehen",
  "anchors.end_greater_than": "„{field}.end“ {end} muss größer sein als „{field}.start“ {start}",
  "anchors.quote_string": "„{field}.quote“ muss eine Zeichenkette sein",
  "anchors.quote_blank": "„{field}.quote“ darf nicht leer sein",
  "anchors.quote_longer_than":
    "„{field}.quote“ ist länger als {max_quote_code_points} Codepunkte ({length})",
  "anchors.quote_has_code":
    "„{field}.quote“ hat {length} Codepunkte, aber start..end umfasst {end}",
  "anchors.manuscript_project_relative":
    "„{field}.manuscript“ muss ein Pfad relativ zum Projekt sein",
  "anchors.source_sha_lower":
    "„{field}.source_sha256“ muss aus 64 Hex-Ziffern in Kleinbuchstaben bestehen",
  "anchors.note_string": "„note“ muss eine Zeichenkette sein",
  "anchors.note_longer_than": "„note“ ist länger als {max_note_chars} Zeichen ({n})",
  // Records and source metadata (research/records).
  "records.passage_archive": "Keine Passage „{passage_id}“ in diesem Archiv",
  "records.claim_relation_pins":
    "Die Behauptungsbeziehung {record_id} verweist auf Revision {pinned} von {id}, die es nicht gibt (prüfen: svc research audit)",
  "records.source_metadata_json": "Die Metadaten einer Quelle müssen ein JSON-Objekt sein",
  "records.unknown_source_metadata": "Unbekanntes Metadatenfeld „{key}“ (bekannt: {list})",
  "records.authors_list_names": "„authors“ muss eine Liste von Namen sein",
  "records.authors_has_more": "„authors“ hat mehr als {max_authors} Namen",
  "records.language_language_tag":
    "„language“ muss ein Sprachkürzel wie de oder en-GB sein, nicht „{text}“",
  "records.kind_one": "„kind“ muss eines von {list} sein, nicht „{text}“",
  "records.longer_than_characters": "„{field}“ ist länger als {max_field} Zeichen",
  "records.non_empty_string": "{field} muss eine nicht leere Zeichenkette sein",
  "records.longer_than_characters_2": "{field} ist länger als {max_url} Zeichen",
  "records.absolute_url": "{field} „{text}“ ist keine absolute URL",
  "records.http_https": "{field} muss http oder https sein, nicht „{replace}“",
  "records.carry_user_name": "{field} darf weder Benutzernamen noch Passwort enthalten",
  "records.has_host": "{field} „{text}“ hat keinen Host",
  "records.source_metadata_changes":
    "Änderungen an den Metadaten einer Quelle müssen ein JSON-Objekt sein",
  "records.unknown_source_metadata_2": "Unbekanntes Metadatenfeld „{key}“",
  // Images (research/images).
  "images.accept_image": "Bild „{name}“ wird nicht angenommen: {why}; nichts wurde geschrieben",
  // Views.
  "views.renderclaimmatrix_renders_md":
    "renderClaimMatrix gibt md oder csv aus; JSON sind die Daten selbst",
  // The search index (research/search).
  "search.apply_commit_search":
    "Commit {commit} lässt sich nicht auf den Suchindex „{path}“ anwenden: er enthält Commits nur bis {recorded}",
  "search.apply_search_index":
    "Änderungen lassen sich nicht auf den Suchindex „{path}“ anwenden: er ändert sich ständig",
  "search.search_scope_one": "Der Suchbereich muss einer von {list} sein, nicht {scope}",
  "search.search_limit_integer":
    "Die Suchgrenze muss eine ganze Zahl von 1 bis {max_limit} sein, nicht {limit}",
  "search.search_offset_integer":
    "Der Suchversatz muss eine ganze Zahl von 0 bis {max_offset} sein, nicht {offset}",
  "search.search_needs_least":
    "Die Suche braucht mindestens ein Wort, nach dem sie sucht, nicht {clip}",
  "search.open_search_index": "Der Suchindex „{path}“ lässt sich nicht öffnen: nicht gefunden",
  "search.create_search_index":
    "Der Suchindex „{path}“ lässt sich nicht anlegen: keine Projekt-ID angegeben",
  "search.use_search_index":
    "Der Suchindex „{path}“ ist nicht verwendbar: {found}, erwartet ist Format {index_format}",
  "search.use_search_index_2":
    "Der Suchindex „{path}“ ist nicht verwendbar: er gehört zum Projekt {project_id}, nicht {expected}",
  "search.use_search_index_3": "Der Suchindex „{path}“ ist nicht verwendbar: {why}",
  // The archive's operations (research/api).
  "api.archive_has_empty":
    "Das Archiv in „{root}“ hat ein leeres Protokoll (prüfen: svc research audit)",
  "api.search_index_behind":
    "Der Suchindex ist hinter dem Archiv zurück (Commit {commit} von {commit2}); ausführen: svc research reindex, oder ohne --strict suchen",
  "api.search_index_used":
    "Der Suchindex ist nicht verwendbar ({reason}); ausführen: svc research reindex",
  "api.give_either_source":
    "Entweder eine Quelle angeben, der eine neue Version hinzugefügt wird, oder --as-new-source (as_new_source), nicht beides",
  "api.include_retracted_true": "„include_retracted“ muss true oder false sein",
  "api.batch_id": "„{id}“ ist keine Stapel-ID",
  "api.checkpoint_batch": "Kein Zwischenstand für Stapel „{batch_id}“",
  "api.checkpoint_batch_unreadable":
    "Der Zwischenstand von Stapel „{id}“ ist nicht lesbar; verwerfen: {why}",
  "api.archive_changed_since":
    "Das Archiv hat sich seit Snapshot {slice}… geändert; neu lesen; nichts wurde geschrieben",
  "api.expected_revision_whole":
    "expected_revision muss eine ganze Zahl sein (0, wenn die Quelle keine hat)",
  "api.change_give_least": "Nichts zu ändern: mindestens ein Metadatenfeld angeben",
  "api.source_archive": "Keine Quelle „{source_id}“ in diesem Archiv",
  "api.source_metadata_revision":
    "Quelle „{source_id}“ steht bei Metadaten-Revision {metadata_revision}, nicht {expected}; neu lesen und die Änderung wiederholen",
  "api.change_metadata_already": "Nichts zu ändern: die Metadaten haben diese Werte schon",
  "api.metadata_correction_needs":
    "Eine Korrektur der Metadaten braucht eine Begründung (--reason TEXT)",
  "api.reason_longer_than": "reason ist länger als {max_note} Zeichen",
  "api.change_kind_correction":
    "change_kind muss correction oder supersession sein, nicht „{value}“",
  "api.lower_case_hex": "„{field}“ muss aus 64 Hex-Ziffern in Kleinbuchstaben bestehen",
  "api.archive_belongs_project":
    "Das Archiv gehört zum Projekt {project_id}, nicht zu {expected_project_id}",
  "api.images_are_added":
    "„images“ werden mit dossier-image hinzugefügt, nicht beim Anlegen eines Dossiers",
  "api.claim_revision":
    "Behauptung {claim_id} steht bei Revision {latest}, nicht {expected}; nichts wurde geschrieben",
  "api.read_batch_found": "Stapel „{input}“ kann nicht gelesen werden: nicht gefunden",
  "api.batch_names_files": "Der Stapel „{input}“ nennt keine Dateien",
  "api.batch_names_file": "Der Stapel „{input}“ nennt eine Datei zweimal",
  "api.filename_string": "„filename“ muss eine Zeichenkette sein",
  "api.filename_names_file": "„filename“ {value} nennt keine Datei",
  "api.filename_single_line": "„filename“ muss eine einzige Zeile ohne Steuerzeichen sein",
  "api.filename_longer_than": "„filename“ ist länger als {max_filename} Zeichen",
  "api.archive_belongs_project_2":
    "Das Archiv gehört zum Projekt {project_id}, nicht zu {project_id2}",
  "api.image_bytes_are_2":
    "Bild {image_ref}: seine Bytes sind kein {media_type} (prüfen: svc research audit)",
  "api.link_re_pinned": "Verknüpfung {id} wurde nicht neu verankert: {reason}",
  // Reference manager: Zotero (research/refman).
  "refman.zotero_schema":
    "Die Zotero-Datenbank in „{dir}“ kann nicht gelesen werden (kein Schema von Zotero 5–7?): {why}",
  "refman.api_url_relative": "{name} „{text}“ ist keine absolute URL (oder „off“)",
  "refman.api_url_http": "{name} „{text}“ muss eine http-URL sein",
  "refman.api_url_plain":
    "{name} „{text}“ muss eine schlichte Adresse ohne Zugangsdaten oder Abfrage sein",
  "refman.local_api_switched": "Die lokale API ist ausgeschaltet",
  "refman.zotero_s_local": "Die lokale API von Zotero hat auf GET {url} nicht geantwortet: {why}",
  "refman.zotero_s_local_2":
    "Die lokale API von Zotero hat GET {path} mit {status} beantwortet: {split}",
  "refman.zotero_s_local_3":
    "Die lokale API von Zotero hat GET {path} mit ungültigem JSON beantwortet",
  "refman.zotero_s_local_4": "Die lokale API von Zotero hat GET {path} ohne Liste beantwortet",
  "refman.zotero_s_local_5": "Die lokale API von Zotero hat GET {path} mit {status} beantwortet",
  "refman.zotero_reported_unreadable": "Zotero hat für {key} eine unlesbare Datei-URL gemeldet",
  "refman.zotero_reports_file":
    "Zotero meldet die Datei des Anhangs {key} außerhalb von storage/{key}/",
  "refman.zotero_database": "Keine Zotero-Datenbank „{path}“",
  "refman.read_zotero_database": "Die Zotero-Datenbank „{path}“ kann nicht gelesen werden: {why}",
  "refman.sqlite_database": "„{path}“ ist keine SQLite-Datenbank",
  "refman.zotero_kept_writing":
    "Zotero hat weiter in „{path}“ geschrieben, während svc sie kopierte; gleich noch einmal versuchen",
  "refman.read_copy_zotero":
    "Die Kopie der Zotero-Datenbank „{path}“ kann nicht gelesen werden: {why}",
  "refman.copy_zotero_database":
    "Die Zotero-Datenbank „{path}“ kann nicht kopiert werden ({reason}): {why}",
  "refman.refman_restore_needs": "refman-restore braucht {flag}",
  "refman.restore_archive_one":
    "„{src}“ kann nicht wiederhergestellt werden: sein Archiv ist nicht das, das backup.json nennt",
  "refman.restore_changed_while":
    "„{src}“ kann nicht wiederhergestellt werden: „{path}“ hat sich während der Wiederherstellung geändert",
  "refman.restore": "„{src}“ kann nicht wiederhergestellt werden: {why}",
  "refman.zotero_read": "Zotero kann nicht gelesen werden: {why}; {why2}",
  "refman.project_id_required":
    "project_id ist erforderlich: die ID des Archivs, für das die Anfrage gilt",
  "refman.project_id_does":
    "project_id „{value}“ passt nicht zu „{actual}“ dieses Archivs; neu laden und noch einmal versuchen",
  "refman.whole_number_from":
    "{field} muss eine ganze Zahl von {min} bis {max} sein, nicht {value}",
  "refman.string": "{field} muss eine Zeichenkette sein, nicht {value}",
  "refman.longer_than_characters": "{field} ist länger als {max} Zeichen",
  "refman.file_attachment_on":
    "Die Datei des Anhangs {key} ist nicht auf diesem Rechner (kein Ordner „{folder}“); zuerst Zotero sie herunterladen lassen",
  "refman.file_attachment_on_2":
    "Die Datei des Anhangs {key} ist nicht auf diesem Rechner („{path}“ fehlt); zuerst Zotero sie herunterladen lassen",
  "refman.refused_attachment_file":
    "Anhang {key} abgelehnt: seine Datei „{path}“ führt zu „{real}“, außerhalb seines Speicherordners „{folder}“",
  "refman.refused_attachment_regular": "Anhang {key} abgelehnt: „{path}“ ist keine reguläre Datei",
  "refman.expected_server_id":
    "expected_server_id ist erforderlich: die server_id, die refman-status oder refman gemeldet hat",
  "refman.tell_which_zotero":
    "Es ist nicht zu erkennen, welche Zotero-Installation das ist (kein userID oder localUserKey in ihren Einstellungen); nichts wurde aufgenommen",
  "refman.expected_server_id_2":
    "expected_server_id „{expected}“ passt nicht zur Zotero-Installation, die svc liest („{server_id}“); neu durchsuchen und noch einmal versuchen",
  "refman.zotero_has_library": "Zotero hat keine Bibliothek „{path}“",
  "refman.attachment": "Kein Anhang „{key}“ in {path}",
  "refman.refused_attachment": "Anhang {key} abgelehnt: {refusal}",
  "refman.refused_attachment_zotero": "Anhang {key} abgelehnt: er liegt im Papierkorb von Zotero",
  "refman.refused_attachment_zotero_2":
    "Anhang {key} abgelehnt: Zotero verzeichnet keinen Dateinamen dafür",
  "refman.source_id_source": "source_id muss eine Quellen-ID (src_…) sein, nicht {value}",
  "refman.attachment_already_captured":
    "Anhang {attachment_key} ist schon als {source_id} (Version {version}) erfasst; source_id {source_id} angeben, um seine aktuelle Datei als neue Version zu erfassen",
  "refman.source_archive_refresh": "Keine Quelle „{source_id}“ in diesem Archiv zum Auffrischen",
  "refman.source_capture_zotero":
    "Quelle {source_id} ist keine Erfassung des Zotero-Anhangs {attachment_key} in {library}; nur die Quelle auffrischen, die ihn erfasst hat",
  "refman.zotero_key_characters":
    "{field} muss ein Zotero-Schlüssel sein (8 Zeichen aus {key_alphabet}), nicht {stringify}",
  "refman.library_users_groups":
    "library muss „users/0“ oder „groups/<Gruppen-ID>“ sein, nicht {stringify}",
  "refman.already_exists_reference":
    "„{path}“ gibt es schon; Bündel für die Literaturverwaltung werden nur in einen neuen Ordner geschrieben",
  "refman.create_parent_folder":
    "„{path}“ kann nicht angelegt werden: sein übergeordneter Ordner fehlt",
  "refman.create_folder": "„{path}“ kann nicht angelegt werden: „{parent}“ ist kein Ordner",
  "refman.backed_up_close":
    "Nichts wurde gesichert: zuerst Zotero schließen und das bestätigen (--confirm-refman-closed oder confirmRefmanClosed: true)",
  "refman.refman_backup_needs": "refman-backup braucht {flag}",
  "refman.backed_up_archive":
    "Nichts wurde gesichert: das Archiv von „{root}“ besteht seine Prüfung nicht, mit {length} Fehler(n), zuerst: {errors} (prüfen: svc research audit)",
  "refman.backed_up_archive_2":
    "Nichts wurde gesichert: das Archiv hat sich zwischen Prüfung und Export geändert; noch einmal versuchen",
  "refman.backed_up_zotero":
    "Nichts wurde gesichert: die Zotero-Datenbank „{database}“ hat sich beim Kopieren geändert; Zotero schließen und noch einmal versuchen",
  "refman.back_up_such": "„{data_dir}“ kann nicht gesichert werden: diesen Ordner gibt es nicht",
  "refman.back_up_folder": "„{data_dir}“ kann nicht gesichert werden: kein Ordner",
  "refman.back_up_holds":
    "„{data_dir}“ kann nicht gesichert werden: er enthält keine {database} (ist es das Datenverzeichnis von Zotero?)",
  "refman.back_up_regular": "„{database}“ kann nicht gesichert werden: keine reguläre Datei",
  "refman.backed_up_zotero_2":
    "Nichts wurde gesichert: Zotero scheint geöffnet („{database}{suffix}“ existiert); Zotero schließen und noch einmal versuchen",
  "refman.backed_up_zotero_3":
    "Nichts wurde gesichert: Zotero scheint geöffnet (seine Datenbank „{database}“ ist gesperrt); Zotero schließen und noch einmal versuchen",
  "refman.back_up": "„{database}“ kann nicht gesichert werden: {message}",
  "refman.backed_up_copy":
    "Nichts wurde gesichert: die Kopie der Zotero-Datenbank ist keine lesbare SQLite-Datenbank ({why})",
  "refman.backed_up_sqlite":
    "Nichts wurde gesichert: die Integritätsprüfung von SQLite ist bei der kopierten Datenbank gescheitert: {length}",
  "refman.backed_up_unexpected": "Nichts wurde gesichert: unerwartete Einträge in „{top}/“",
  "refman.exported_copying_retained":
    "Nichts wurde exportiert: aufbewahrte Bytes von Quellen aus dem Archiv zu kopieren braucht eine ausdrückliche Erlaubnis (--allow-retention oder allowRetention: true)",
  "refman.refman_export_needs": "refman-export braucht einen Ausgabeordner (--output NEUER_ORDNER)",
  "refman.export_archive_object":
    "Export nicht möglich: Archivobjekt {sha256} ist beschädigt (prüfen: svc research audit)",
  "refman.export_archive_object_2":
    "Export nicht möglich: Archivobjekt {sha256} von {version_id} fehlt oder ist beschädigt (prüfen: svc research audit)",
  "refman.mode_items_collections": "mode muss „items“ oder „collections“ sein, nicht {mode}",
  "refman.item_key_reads":
    "item_key liest einen Eintrag; es lässt sich nicht mit mode, collection_key oder query verbinden",
  "refman.collection": "Keine Sammlung „{collection_key}“ in {path}",
  "refman.item": "Kein Eintrag „{item_key}“ in {path}",
  // Comparison (research/compare).
  "compare.compare_unknown_language":
    "{subject} kann nicht verglichen werden: unbekannte Sprache „{choice}“",
  "compare.compare_source_text":
    "{subject} kann nicht verglichen werden: der Quelltext hat keine Wörter",
  "compare.compare_with_manuscript":
    "{subject} kann nicht mit dem Manuskript{name} verglichen werden: das Manuskript hat keine Wörter in Kapiteln",
  "compare.render_comparison_unknown":
    "Der Vergleich kann nicht ausgegeben werden: unbekanntes Format „{format}“",
  // The command line (research/cli).
  "cli.used": "{flag_of} ist {where} nicht verwendbar",
  "cli.refman_backup_needs":
    "refman-backup braucht --data-dir: kein Home-Ordner ist bekannt und kein [refman] data_dir gesetzt",
  "cli.clear_value_together": "--clear {field} und zugleich ein Wert dafür",
  "cli.source_meta_revision": "source-meta: Revisionsoptionen ohne ein zu änderndes Feld",
  "cli.source_meta_change":
    "source-meta: eine Änderung braucht --expected-revision N (die gelesene Metadaten-Revision; 0, wenn keine)",
  "cli.pass_link_id":
    "Eine Verknüpfungs-ID mit --link-id {verb} und --inspect, --history oder --update angeben",
  "cli.new_version_source": "--new-version-of und --source-id nennen verschiedene Quellen",
  // Ingest (research/ingest).
  "ingest.ingest_ocr_misconfigured":
    "„{filename}“ kann nicht aufgenommen werden: OCR ist falsch eingerichtet: {why}",
  "ingest.ingest_ocr_page":
    "„{filename}“ kann nicht aufgenommen werden: OCR von Seite {page} ist gescheitert ({why}); nichts wurde importiert (--ocr-fallback-native oder SVC_OCR_FALLBACK=native behält stattdessen den eingebetteten Text)",
  "ingest.ingest_ocr_misconfigured_2":
    "„{filename}“ kann nicht aufgenommen werden: OCR ist falsch eingerichtet: unbekanntes SVC_OCR_FALLBACK „{v}“ (erwartet „native“ oder nicht gesetzt)",
  "ingest.ingest_readable_pdf":
    "„{filename}“ kann nicht aufgenommen werden: kein lesbares PDF ({reason})",
  "ingest.ingest_text_could":
    "„{filename}“ kann nicht aufgenommen werden: es ließ sich kein Text gewinnen{why}",
  "ingest.ingest_invalid_utf":
    "„{filename}“ kann nicht aufgenommen werden: ungültiges UTF-8 bei Byte {offset}",
  // The archive store: log, objects, bundles (research/store).
  "store.export_archive_object":
    "Export nicht möglich: Archivobjekt {hash} ist beschädigt (prüfen: svc research audit)",
  "store.export_archive_object_2":
    "Das Archiv in „{root}“ kann nicht exportiert werden: Objekt {sha256} der Quelle {source_id} Version {version} fehlt; nichts wurde geschrieben; die Datei aus einer Sicherung nach „{object_path}“ zurücklegen oder das Archiv aus einem früheren Bündel wiederherstellen (svc research audit listet jedes fehlende Objekt)",
  "store.restore_bundle_incomplete":
    "„{src}“ kann nicht wiederhergestellt werden: das Bündel ist unvollständig (sein Export wurde unterbrochen)",
  "store.restore_readable_bundle":
    "„{src}“ kann nicht wiederhergestellt werden: keine lesbare bundle.json ({why})",
  "store.restore_bundle_json":
    "„{src}“ kann nicht wiederhergestellt werden: bundle.json ist kein Bündel von svc research",
  "store.restore_unsafe_path":
    "„{src}“ kann nicht wiederhergestellt werden: unsicherer Pfad „{path}“ in bundle.json",
  "store.restore_missing": "„{src}“ kann nicht wiederhergestellt werden: „{path}“ fehlt",
  "store.restore_does_match":
    "„{src}“ kann nicht wiederhergestellt werden: „{path}“ passt nicht zu seiner SHA-256 in bundle.json",
  "store.restore_manifest_log":
    "„{src}“ kann nicht wiederhergestellt werden: Manifest oder Protokoll fehlt",
  "store.restore_log_s":
    "„{src}“ kann nicht wiederhergestellt werden: der Kopf des Protokolls ist nicht der Snapshot des Bündels",
  "store.restore_object_missing":
    "„{src}“ kann nicht wiederhergestellt werden: Objekt {hash} fehlt im Bündel",
  "store.already_exists_export":
    "„{path}“ gibt es schon; Export und Wiederherstellung schreiben nie in einen bestehenden Ordner",
  "fault.read_only_reason":
    "dort darf nicht geschrieben werden (ein schreibgeschützter Ordner oder ein schreibgeschütztes Dateisystem)",
  "fault.read_only_advice": "einen Ordner wählen, in den geschrieben werden darf",
  "fault.size_reason":
    "eine Datei würde über die Dateigrößen-Grenze dieses Prozesses wachsen (ulimit -f)",
  "fault.size_reason_limit":
    "eine Datei würde über die Dateigrößen-Grenze dieses Prozesses von {limit} Bytes wachsen (ulimit -f)",
  "fault.size_advice": "die Grenze anheben (ulimit -f), dann erneut versuchen",
  "fault.full_reason": "der Datenträger ist voll",
  "fault.full_advice": "Platz freimachen, dann erneut versuchen",
  "fault.quota_reason": "das Speicherkontingent ist aufgebraucht",
  "fault.quota_advice":
    "Platz freimachen oder ein größeres Kontingent besorgen, dann erneut versuchen",
  "fault.io_reason": "der Datenträger hat das Schreiben verweigert (voll oder defekt)",
  "fault.io_reason_limit":
    "der Datenträger hat das Schreiben verweigert (dieser Prozess darf Dateien von höchstens {limit} Bytes schreiben: ulimit -f)",
  "fault.io_advice":
    "Platz freimachen, die Dateigrößen-Grenze anheben oder den Datenträger prüfen, dann erneut versuchen",
  "fault.nothing_written": "nichts wurde geschrieben",
  "fault.nothing_kept": "nichts wurde behalten („{path}“ wurde wieder entfernt)",
  "fault.index_not_rebuilt": "der Suchindex wurde nicht neu aufgebaut",
  "fault.state_not_rebuilt": "der Stand der Einträge wurde nicht neu aufgebaut",
  "fault.index_not_current": "der Suchindex kann nicht auf den neuesten Stand gebracht werden",
  "store.write_fault": "{what}: {reason} ({why}); {consequence}; {advice}",
  "store.cannot_export": "Das Archiv kann nicht nach „{path}“ exportiert werden",
  "store.cannot_restore": "„{src}“ kann nicht nach „{path}“ wiederhergestellt werden",
  "layout.needs_file": "„{path}“ ist ein Ordner, das Archiv braucht dort aber eine Datei",
  "layout.needs_folder": "„{path}“ ist eine Datei, das Archiv braucht dort aber einen Ordner",
  "layout.lock": "es entfernen und erneut versuchen (svc legt die leere Sperrdatei wieder an)",
  "layout.restore":
    "das archiveigene Original zurücklegen oder das Archiv aus einem Bündel oder Export wiederherstellen (svc research restore --from BUNDLE --to NEW_DIR)",
  "layout.recreated": "es beiseiteschieben und erneut versuchen (svc legt es bei Bedarf wieder an)",
  "layout.reindex": "es beiseiteschieben und ausführen: svc research reindex",
  "layout.refused": "{problem}; {consequence}; {advice}",
  "head.lost":
    "Das Archivprotokoll „{log}“ {what}; nichts wurde geändert; das Archiv aus einem Bündel oder Export wiederherstellen (svc research restore --from BUNDLE --to NEW_DIR)",
  "head.not_reached": "reicht nicht bis zum bestätigten Commit {commit}",
  "head.ends_one":
    "endet bei Commit {last}, bestätigt war aber Commit {commit}: Commit {commit} fehlt",
  "head.ends_many":
    "endet bei Commit {last}, bestätigt war aber Commit {commit}: die Commits {from} bis {commit} fehlen",
  "head.replaced":
    "enthält den bestätigten Commit {commit} nicht mehr an der Stelle, an der er geschrieben wurde (er wurde ersetzt oder umgeschrieben)",
  "store.archive_read_only":
    "Das Archiv in „{root}“ ist schreibgeschützt ({why}); {consequence}; „{dir}“ für sich beschreibbar machen oder es anderswohin kopieren (svc research export, dann svc research restore --from BUNDLE --to NEW_DIR) und an der Kopie arbeiten",
  "store.archive_could":
    "Das Archiv in „{root}“ konnte nicht geschrieben werden: {reason} ({why}); {consequence}; {advice}",
  "store.archive_object_exists":
    "Archivobjekt „{target}“ existiert mit anderen Bytes (prüfen: svc research audit)",
  "store.archive_object_damaged":
    "Archivobjekt „{target}“ ist beschädigt: seine Bytes passen nicht zu seinem Namen (prüfen: svc research audit)",
  "store.archive_object_missing": "Archivobjekt {sha256} fehlt (prüfen: svc research audit)",
  "store.archive_object_damaged_2":
    "Archivobjekt {sha256} ist beschädigt (prüfen: svc research audit)",
  "store.read_archive_s":
    "Die Kopfmarke des Archivs „{head}“ kann nicht gelesen werden: {why}; nichts wurde geändert (prüfen: svc research audit)",
  "store.archive_s_head":
    "Die Kopfmarke des Archivs „{head}“ ist keine gültige {head_format}-Datei; nichts wurde geändert (prüfen: svc research audit)",
  "store.export_archive_into":
    "Das Archiv kann nicht nach „{output}“ exportiert werden: das liegt im Archivordner „{archive}“; einen Ordner außerhalb wählen. Nichts wurde geschrieben",
  "store.archive_log_damaged":
    "Das Archivprotokoll „{where}“ ist in Zeile {line} (Byte {offset}) beschädigt: {reason}; nichts wurde geändert (prüfen: svc research audit)",
  "store.archive_log_damaged_2":
    "Das Archivprotokoll „{path}“ ist in seiner letzten Zeile beschädigt; nichts wurde geändert (prüfen: svc research audit)",
  "store.archive_has_log": "Das Archiv in „{root}“ hat kein Protokoll (prüfen: svc research audit)",
  "store.archive_log_has":
    "Das Archivprotokoll in „{root}“ hat einen neueren Commit als sein Manifest (prüfen: svc research audit)",
  "store.archive_has_log_2":
    "Das Archiv in „{root}“ hat das Protokoll eines anderen Projekts (prüfen: svc research audit)",
  // The record state (research/state).
  "state.missing": "Der Datensatzstand „{path}“ fehlt",
  "state.damaged": "Der Datensatzstand „{path}“ ist beschädigt",
  "state.damaged_or_format":
    "Der Datensatzstand „{path}“ ist beschädigt oder hat ein anderes Format",
  "state.not_this_log": "Der Datensatzstand „{path}“ entspricht nicht diesem Protokoll",
  "state.behind": "Der Datensatzstand ist hinter dem Archiv zurück (Commit {commit} von {latest})",
  "state.strict": "{what}; ausführen: svc research reindex, oder ohne --strict lesen",
  "state.record_state_keeps":
    "Der Datensatzstand „{path}“ ändert sich ständig; noch einmal versuchen",
  // The archive's operations (research/api).
  "api.same_bytes_are":
    "Dieselben Bytes sind schon als Quelle {source_id} „{title}“ (Version {version}) archiviert; nichts wurde geschrieben. Sagen, was gemeint ist: eine neue Version dieser Quelle oder eine eigene neue Quelle",
  "api.image_bytes_are": "Bild {image_ref} ist {state}; seine Bytes werden nicht ausgeliefert",
  // The command line (research/cli).
  "cli.new_version_new": "{why}: --new-version-of {id} oder --as-new-source",
  // The archive store: log, objects, bundles (research/store).
  "store.another_svc_process":
    "Ein anderer svc-Prozess schreibt gerade in das Archiv; gleich noch einmal versuchen",
  // Why an image is refused (research/images/validate.ts), inside images.accept_image.
  "image_why.empty": "die Datei ist leer",
  "image_why.too_many_bytes":
    "es hat {length} Bytes, mehr als die Grenze von {max_image_bytes} (16 MiB)",
  "image_why.other_type": "es ist {label}; nur PNG- und JPEG-Bilder werden angenommen",
  "image_why.not_image":
    "es ist kein PNG- oder JPEG-Bild; nur PNG- und JPEG-Bilder werden angenommen",
  "image_why.name_contradicts":
    "seine Bytes sind ein {type_names}-Bild, aber sein Name sagt {type_names2}; der Typ wird aus den Bytes genommen, daher die Datei passend umbenennen",
  "image_why.too_many_pixels":
    "es hat {width} × {height} = {pixels} Pixel, mehr als die Grenze von {max_image_pixels}",
  "image_why.after_iend": "{length} Bytes folgen auf den IEND-Chunk",
  "image_why.truncated_chunk_header":
    "es ist abgeschnitten, mitten in einem Chunk-Kopf bei Byte {pos}",
  "image_why.chunk_no_type": "Chunk {index} bei Byte {pos} hat keinen gültigen Typ",
  "image_why.chunk_past_end":
    "es ist abgeschnitten: Chunk {type} bei Byte {pos} reicht über das Dateiende hinaus",
  "image_why.chunk_crc": "Chunk {type} bei Byte {pos} besteht seine CRC-32-Prüfung nicht",
  "image_why.first_chunk": "der erste Chunk ist {type}, nicht IHDR",
  "image_why.second_ihdr": "es hat einen zweiten IHDR-Chunk",
  "image_why.unknown_critical": "es hat einen unbekannten kritischen Chunk {type}",
  "image_why.ihdr_length": "sein IHDR-Chunk hat {length} Bytes, nicht 13",
  "image_why.png_size": "sein Kopf nennt eine ungültige Größe {width} × {height}",
  "image_why.colour_depth": "sein Kopf nennt Farbtyp {color_type} mit Bittiefe {depth}",
  "image_why.png_methods":
    "sein Kopf nennt eine unbekannte Kompressions-, Filter- oder Zeilensprungmethode",
  "image_why.plte_after_data": "sein PLTE-Chunk folgt auf die Bilddaten",
  "image_why.second_plte": "es hat einen zweiten PLTE-Chunk",
  "image_why.grey_plte": "ein Graustufen-PNG hat einen PLTE-Chunk",
  "image_why.plte_length": "sein PLTE-Chunk hat {length} Bytes",
  "image_why.idat_apart": "seine IDAT-Chunks folgen nicht aufeinander",
  "image_why.iend_not_empty": "sein IEND-Chunk ist nicht leer",
  "image_why.no_chunks": "es hat keine Chunks",
  "image_why.no_iend": "es ist abgeschnitten: kein IEND-Chunk",
  "image_why.no_idat": "es hat keinen IDAT-Chunk (keine Bilddaten)",
  "image_why.palette_no_plte": "ein Paletten-PNG hat keinen PLTE-Chunk",
  "image_why.before_eoi": "es ist abgeschnitten: es endet vor seinem EOI-Marker",
  "image_why.not_marker": "Byte {pos} sollte einen Marker beginnen",
  "image_why.no_sof": "es hat keinen Frame-Kopf (SOF)",
  "image_why.no_scan": "es hat keinen Scan (keine Bilddaten)",
  "image_why.after_eoi": "{length} Bytes folgen auf den EOI-Marker",
  "image_why.second_soi": "es hat einen zweiten SOI-Marker bei Byte {at}",
  "image_why.marker_out_of_place": "Marker {hex} bei Byte {at} steht an falscher Stelle",
  "image_why.truncated_segment": "es ist abgeschnitten, mitten im Segment {hex} bei Byte {at}",
  "image_why.segment_past_end":
    "es ist abgeschnitten: das Segment {hex} bei Byte {at} reicht über das Dateiende hinaus",
  "image_why.second_sof": "es hat einen zweiten Frame-Kopf (SOF {hex}) bei Byte {at}",
  "image_why.sof_malformed": "sein Frame-Kopf bei Byte {at} ist fehlerhaft",
  "image_why.jpeg_size": "sein Frame-Kopf nennt die Größe {width} × {height}",
  "image_why.scan_before_sof": "es hat bei Byte {at} einen Scan vor jedem Frame-Kopf",
  "image_why.sos_malformed": "sein Scan-Kopf bei Byte {at} ist fehlerhaft",
  "image_why.inside_data":
    "es ist abgeschnitten: es endet mitten in den Bilddaten, vor seinem EOI-Marker",
};

/** Record kinds as German messages name them. */
export const RESEARCH_TERMS_DE: Readonly<Record<string, string>> = {
  dossier: "Dossier",
  claim: "Behauptung",
  evidence_link: "Beleglink",
  decision: "Entscheidung",
  claim_relation: "Behauptungsbeziehung",
  manuscript_claim_link: "Manuskriptverknüpfung",
  Decision: "Entscheidung",
  Dossier: "Dossier",
  or: "oder",
  // File kinds an image is refused as (images/validate.ts OTHER_TYPES).
  "a GIF image": "ein GIF-Bild",
  "a WebP image": "ein WebP-Bild",
  "a BMP image": "ein BMP-Bild",
  "a TIFF image": "ein TIFF-Bild",
  "an ISO media file (e.g. HEIC or AVIF)": "eine ISO-Mediendatei (etwa HEIC oder AVIF)",
  "a PDF document": "ein PDF-Dokument",
  "an SVG or other XML document": "ein SVG- oder anderes XML-Dokument",
  // What became of a source version or an image (research/store/tombstones.ts Availability).
  available: "verfügbar",
  withdrawn: "zurückgezogen",
  purged: "gelöscht",
  missing: "nicht vorhanden",
};
