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
  "batch.operation": "Operation {n}: {error}",
  "compare.image": "Quelle „{source}“ ist ein Bild ({type}); Bilder werden nie verglichen",
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
};
