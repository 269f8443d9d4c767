/**
 * German messages of the local server: the keys and placeholders of `server_messages_en.ts`
 * (`research_catalogues_test.ts` checks both). Field names, options and ids stay as sent.
 *
 * @module
 */

import type { ServerMessages } from "./server_messages_en.ts";

/** German server message templates. */
export const SERVER_MESSAGES_DE: ServerMessages = {
  "config_write.config_file_valid":
    "Die Konfigurationsdatei „{name}“ ist kein gültiges TOML ({why}); nichts wurde gespeichert",
  "config_write.config_file_has":
    "Die Konfigurationsdatei „{name}“ hat keine Tabelle [tool.svc]; nichts wurde gespeichert",
  "config_write.publication_table_saved":
    "„publication“ in „{name}“ ist keine Tabelle; nichts wurde gespeichert",
  "config_write.publication_settings_after":
    "Die Veröffentlichungsangaben wären nach dieser Änderung ungültig: {list} (in „{name}“); nichts wurde gespeichert",
  "config_write.read_config_file":
    "Die Konfigurationsdatei „{path}“ kann nicht gelesen werden ({why}); nichts wurde gespeichert",
  "config_write.config_file_valid_2":
    "Die Konfigurationsdatei „{path}“ ist kein gültiges UTF-8; nichts wurde gespeichert",
  "query.unknown_query_field": "Unbekanntes Abfragefeld „{name}“; diese Route nimmt {map}",
  "query.given_more_than": "„{name}“ ist mehr als einmal angegeben",
  "query.query_field_required": "Das Abfragefeld „{name}“ ist erforderlich",
  "query.positive_integer": "„{name}“ muss eine positive ganze Zahl sein, nicht {value}",
  "query.true_false": "„{name}“ muss true oder false sein, nicht {value}",
  "project.manuscript_selected": "Kein Manuskript ist gewählt",
  "project.project_token_missing": "Das Projekt-Token fehlt; die Seite neu laden",
  "project.selected_project_settings":
    "Das gewählte Projekt oder seine Einstellungen haben sich geändert; die Seite neu laden",
  "select.open_such_file":
    "„{path}“ kann nicht geöffnet werden: keine solche Datei und kein solcher Ordner",
  "select.open_folder_markdown":
    "„{path}“ kann nicht geöffnet werden: weder ein Ordner noch ein Markdown-Manuskript",
  "project_file.name_file_inside": "„{field}“ muss eine Datei im Projektordner nennen",
  "project_file.use": "„{path}“ ist als „{field}“ nicht verwendbar: {why}",
  "project_file.outside_project_folder":
    "„{path}“ liegt außerhalb des Projektordners; nichts wurde gelesen",
  "project_file.inside_research_archive":
    "„{path}“ liegt im Recherche-Archiv; nichts wurde gelesen",
  "project_file.regular_file": "„{path}“ ist keine reguläre Datei",
  "http.request_body_valid": "Der Inhalt der Anfrage ist kein gültiges JSON",
  "http.request_body_json": "Der Inhalt der Anfrage muss ein JSON-Objekt sein",
  "research_ingest_checks.context_json_object":
    "„context“ muss ein JSON-Objekt sein; nichts wurde gelesen",
  "research_root.research_context_changed":
    "Der Recherche-Kontext hat sich geändert; die Seite neu laden",
  "research_root.needs_research_token":
    "{action} braucht das research_token des gewählten Recherche-Ordners (data-research-token an #research-manager); die Seite neu laden; nichts wurde geschrieben",
  "research_root.project_folder_selected": "Kein Projektordner ist gewählt; zuerst einen öffnen",
  "research_root.holds_research_archive":
    "„{root}“ enthält kein Recherche-Archiv; eines mit POST /api/research-init anlegen",
  "routes.query_field_given": "Das Abfragefeld „{name}“ ist mehr als einmal angegeben",
  "routes.send_dim_threshold": "„dim_threshold“ oder „dim_score_threshold“ senden, nicht beide",
  "routes.title_author_names":
    "Titel, Autor, Namen und Veröffentlichung brauchen ein geöffnetes Projekt",
  "routes.selected_project_changed": "Das gewählte Projekt hat sich geändert; die Seite neu laden",
  "routes.write_saved": "„{path}“ kann nicht geschrieben werden ({why}); nichts wurde gespeichert",
  "routes.list": "„{dir}“ kann nicht aufgelistet werden: {why}",
  "routes.path_absolute": "Der Pfad „{path}“ ist nicht absolut",
  "routes.list_2": "„{path}“ kann nicht aufgelistet werden: {why}",
  "routes.list_folder_markdown":
    "„{path}“ kann nicht aufgelistet werden: weder ein Ordner noch ein Markdown-Manuskript",
  "routes.single_line_without": "„{field}“ muss eine einzige Zeile ohne Steuerzeichen sein",
  "routes.longer_than_characters": "„{field}“ ist länger als {max_line_field} Zeichen",
  "routes.file_name": "Der Dateiname „{name}“ {why}",
  "routes.folder_available": "Der Ordner „{path}“ ist nicht verfügbar: {why}",
  "routes.title_blank": "„title“ darf nicht leer sein",
  "routes.language_one": "„language“ muss eines von {list} sein",
  "routes.template_one": "„template“ muss eines von {list} sein",
  "routes.exists_folder": "„{folder}“ existiert und ist kein Ordner; nichts wurde geschrieben",
  "routes.already_holds_project":
    "„{folder}“ enthält schon eine Projektkonfiguration; nichts wurde geschrieben",
  "routes.already_holds_research":
    "„{folder}“ enthält schon ein Recherche-Archiv; nichts wurde geschrieben",
  "routes.already_holds_config": "„{folder}“ enthält schon „{basename}“ oder eine Konfiguration",
  "routes.create_project": "Das Projekt in „{folder}“ kann nicht angelegt werden: {why}",
  "routes.create_research_archive":
    "Das Recherche-Archiv in „{folder}“ kann nicht angelegt werden: {why}; das Projekt wurde nicht angelegt",
  "routes.content_valid_text": "„content“ ist kein gültiger Text",
  "routes.content_larger_than": "„content“ ist größer als 5 MiB",
  "routes.saved_manuscript_named":
    "Ein gespeichertes Manuskript namens „{name}“ gibt es schon; nichts wurde geändert",
  "routes.save": "„{name}“ kann nicht gespeichert werden: {why}",
  "routes.open": "„{path}“ kann nicht geöffnet werden: {why}",
  "routes.project_id_expected":
    "„project_id“ ({a}) und „expected_project_id“ ({b}) unterscheiden sich; nur eines davon senden",
  "routes.unknown_query_field": "Unbekanntes Abfragefeld „{name}“",
  "routes.query_field_given_2": "Das Abfragefeld „{name}“ ist doppelt angegeben",
  "routes.query_field_required": "Das Abfragefeld „{name}“ ist erforderlich",
  "routes.manuscript_selected_open": "Kein Manuskript ist gewählt; zuerst eines öffnen",
  "routes.include_retracted_true": "„include_retracted“ muss true oder false sein, nicht „{flag}“",
  "routes.dismiss_flagged_paragraph":
    "„{key}“ kann nicht verworfen werden: kein markierter Absatz hat jetzt diesen Schlüssel; die Seite neu laden",
  "routes.save_dismissal_changed":
    "Das Verwerfen kann nicht gespeichert werden ({why}); nichts wurde geändert",
  "routes.already_holds_research_2":
    "„{root}“ enthält schon ein Recherche-Archiv; nichts wurde geschrieben",
  "routes.dossier_revision_has":
    "Dossier {record_id} Revision {revision} hat keinen Abschnitt {name}: {why}; bearbeitbare Abschnitte: {map}",
  "routes.revision_section_read":
    "„revision“ und „section“ lesen ein Dossier; auch seine „id“ angeben",
  "routes.heading_repeats":
    "die Überschrift kommt {n}-mal vor und nennt so keinen einzelnen Abschnitt",
  "routes.no_such_section": "einen solchen Abschnitt gibt es nicht",
  "routes.no_sections": "keine",
  "routes.claim_id_reads":
    "„claim_id“ liest eine Behauptung; es lässt sich nicht mit „dossier_id“ verbinden",
  "routes.zotero_could_read": "Zotero konnte nicht gelesen werden: {why}",
  "routes.query_blank": "„query“ darf nicht leer sein",
  "routes.read_manuscript": "Das Manuskript kann nicht gelesen werden ({why})",
  "routes.manuscript_valid_utf": "Das Manuskript ist kein gültiges UTF-8; nichts wurde geändert",
  "routes.write_manuscript_left":
    "Das Manuskript kann nicht geschrieben werden ({why}); es blieb unverändert",
  "routes.manuscript_selected_open_2":
    "Kein Manuskript ist gewählt; eines öffnen oder „manuscript“ angeben",
  "routes.content_base_valid":
    "„content_base64“ ist kein gültiges Base64; nichts wurde geschrieben",
  "routes.content_base_empty": "„content_base64“ ist leer; nichts wurde geschrieben",
  "routes.image_has_bytes":
    "Das Bild hat {size} Bytes, mehr als die Grenze von {max_image_bytes} (16 MiB); nichts wurde geschrieben",
  "routes.section_applies_dossiers": "„section“ gilt nur für Dossiers, nicht für Typ {kind}",
  "routes.passage_id_name": "„passage_id“ muss eine Passage nennen (psg_…)",
  "routes.style_chicago_mla": "„style“ muss chicago, mla oder apa sein, nicht „{style}“",
  "routes.language_interface_language":
    "„language“ muss eine Oberflächensprache sein (en, de, …), nicht „{language}“",
  "routes.version_needs_id": "„version“ braucht eine „id“",
  "routes.id_name_source": "„id“ muss eine Quelle nennen (src_…)",
  "routes.version_positive_whole":
    "„version“ muss eine positive ganze Zahl sein, nicht „{version}“",
  "app.not_found": "Nicht gefunden",
  "app.internal": "Interner Fehler",
  "http.unknown_field": "Unbekanntes Feld {fields}",
  "http.invalid_field": "Ungültiger Wert für „{path}“: {why}",
  "settings.applied": "Einstellungen übernommen",
  "settings.applied_saved": "Einstellungen übernommen und in {file} gespeichert",
  "projects.created": "Das Projekt „{title}“ ist angelegt",
  "projects.created_with_research":
    "Das Projekt „{title}“ ist mit seinem Recherche-Archiv angelegt",
  "projects.opened": "„{title}“ geöffnet",
  "marker.line_range":
    "Die Zeile der Markierung muss eine ganze Zahl von 1 bis {max} sein, nicht {line}",
  "marker.id_form":
    "Die Markierungs-ID muss „m-“ und 8 Hex-Ziffern in Kleinbuchstaben sein, nicht „{id}“",
  "marker.none": "Keine Markierung {id} im Manuskript; sie ist vielleicht schon erledigt",
  "marker.kind_form":
    "Die Art der Markierung muss aus 1 bis 40 Buchstaben, Ziffern, „_“ oder „-“ bestehen, nicht „{kind}“",
  "marker.note_string": "Die Notiz der Markierung muss eine Zeichenkette sein",
  "marker.note_one_line": "Die Notiz der Markierung muss eine einzige Zeile sein",
  "marker.note_control": "Die Notiz der Markierung darf keine Steuerzeichen enthalten",
  "marker.note_length": "Die Notiz der Markierung darf höchstens {max} Zeichen lang sein",
  "marker.note_comment":
    "Die Notiz der Markierung darf kein „--“ enthalten und nicht mit „>“ beginnen",
  "marker.in_comment":
    "Zeile {line} liegt im HTML-Kommentar, der in Zeile {start} beginnt; eine Zeile davor oder danach wählen",
  "marker.in_fence":
    "Zeile {line} liegt im Codeblock, der in Zeile {start} beginnt; eine Zeile davor oder danach wählen",
  "markers.added": "Markierung {id} in Zeile {line} hinzugefügt",
  "projects.saved_opened": "„{name}“ gespeichert und geöffnet",
  "projects.read_again": "Die Manuskriptdatei wird neu gelesen",
  "research_archive.created": "Das Recherche-Archiv von „{root}“ ist angelegt",
  "markers.resolved": "Markierung {id} erledigt",
  "dashboard.part_needs": "Ein Dashboard-Teil braucht genau eine Seite und einen Teil",
  "dashboard.out_of_date": "Diese Seite ist veraltet: neu laden",
  "dashboard.no_part": "Kein Dashboard-Teil „{name}“",
  "unsupported.not_available":
    "„{name}“ gibt es auf dem lokalen Server nicht; nichts wurde angelegt",
  "security.host_refused": "Dieser Server antwortet nur auf localhost, 127.0.0.1 und [::1]",
  "security.cross_origin": "Anfragen von anderen Ursprüngen werden abgelehnt",
  "security.body_too_large": "Der Inhalt der Anfrage ist größer als {mib} MiB",
  "settings.joined": "{first}; {rest}",
  "settings.single_line": "„{name}“ muss eine einzige Zeile ohne Steuerzeichen sein",
  "settings.control": "„{name}“ darf keine Steuerzeichen enthalten",
  "settings.blank": "„{name}“ darf nicht leer sein (zum Leeren „“ senden)",
  "settings.too_long": "„{name}“ darf höchstens {max} Zeichen lang sein",
  "settings.year": "„{name}“ muss ein Jahr von {min} bis {max} sein (vier Ziffern)",
  "settings.isbn": "„{name}“ ist keine gültige ISBN: {why}",
  "settings.isbn_no_digits": "sie enthält keine Ziffern",
  "settings.isbn_characters":
    "erlaubt sind nur Ziffern, einzelne Bindestriche oder Leerzeichen zwischen ihnen und ein X am Ende",
  "settings.isbn_length": "eine ISBN hat 10 oder 13 Ziffern, diese hat {n}",
  "settings.isbn_labelled": "sie ist als ISBN-{label} bezeichnet, hat aber {n} Ziffern",
  "settings.isbn_x_13": "X ist nur bei ISBN-10 eine Prüfziffer",
  "settings.isbn_group": "eine ISBN-13 beginnt mit 978 oder 979, nicht mit {group}",
  "settings.isbn_check_digit": "die Prüfziffer ist {given}, sollte aber {expected} sein",
  "settings.isbn_x_last": "X darf nur das letzte Zeichen einer ISBN-10 sein",
  "settings.publication_table": "„publication“ muss eine Tabelle sein",
  "settings.a_list": "eine Liste",
  "settings.a_date": "ein Datum",
  "settings.a_table": "eine Tabelle",
  "settings.enabled_boolean": "„publication.enabled“ muss true oder false sein (erhalten: {got})",
  "settings.publication_unknown": "Unbekanntes Feld „publication.{key}“",
  "settings.publication_text": "„publication.{key}“ muss Text sein (erhalten: {got})",
  "settings.same_isbn":
    "„publication.isbn_print“ und „publication.isbn_digital“ sind dieselbe ISBN ({isbn}); Druck- und Digitalausgabe brauchen verschiedene ISBNs",
  "settings.threshold_bh_by": "{key} muss „bh“ oder „by“ sein (erhalten: {got})",
  "settings.threshold_finite": "{key} muss eine endliche Zahl sein (erhalten: {got})",
  "settings.threshold_non_negative": "{key} muss eine nicht negative Zahl sein (erhalten: {got})",
  "settings.threshold_open_unit": "{key} muss echt zwischen 0 und 1 liegen (erhalten: {got})",
  "settings.threshold_positive": "{key} muss eine positive Zahl sein (erhalten: {got})",
  "settings.threshold_severity": "{key} muss eine ganze Zahl von 1 bis 3 sein (erhalten: {got})",
  "settings.threshold_chapters": "{key} muss eine ganze Zahl ab 2 sein (erhalten: {got})",
  "settings.z_order": "z_strong ({strong}) muss mindestens so groß wie z_mild ({mild}) sein",
  "settings.names_empty": "Die Namensliste ist leer: mindestens einen Namen angeben (--names A,B)",
  "settings.name_entry": "Ungültiger Namenseintrag „{entry}“: Name oder Muster=Anzeige verwenden",
  "settings.name_pattern": "Ungültiges Namensmuster „{pattern}“: {why}",
  "settings.name_matches_empty": "es passt auf die leere Zeichenkette",
};
