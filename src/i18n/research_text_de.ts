/**
 * German wording of the research text views: the keys and placeholders of
 * `research_text_en.ts` (`research_text_test.ts` checks both).
 *
 * @module
 */

import type { ResearchText } from "./research_text_en.ts";

/** German research text-view labels. */
export const RESEARCH_TEXT_DE: ResearchText = {
  item_one: "{n} Eintrag",
  item_other: "{n} Einträge",
  more_items_one: "… und {n} weiterer Eintrag",
  more_items_other: "… und {n} weitere Einträge",
  more_lines_one: "… und {n} weitere Zeile",
  more_lines_other: "… und {n} weitere Zeilen",
  claim_one: "{n} Behauptung",
  claim_other: "{n} Behauptungen",
  decision_one: "{n} Entscheidung",
  decision_other: "{n} Entscheidungen",
  link_one: "{n} Verknüpfung",
  link_other: "{n} Verknüpfungen",
  snapshot_none: "keiner",
  review_heading: "Redaktionelle Prüfung · {items} · Snapshot {snapshot}",
  review_empty:
    "Nichts zu prüfen: keine Fixierung ist veraltet, keine Bestätigung überholt, jede belegte Behauptung hat Stützen, keine Behauptung hat widersprüchliche Belege und keine zitierte Quelle hat eine neuere Version.",
  review_flags_note: "Markierungen sind strukturelle Prüfsignale, keine Urteile über den Inhalt.",
  review_acknowledgement:
    "{status} für {dossier} bei Entscheidung r{decision_revision}/Dossier r{dossier_revision} (jetzt r{current_decision_revision}/r{current_dossier_revision})",
  review_conflict: "stützend {supports}, widersprechend {contradicts}",
  review_both_ways: "; {passage} in beide Richtungen",
  impact_review_needed: "Prüfung nötig",
  impact_marked_applied: "als umgesetzt markiert",
  impact_pins_current: "Fixierungen aktuell",
  impact_heading:
    "Entscheidung {id} r{revision} {title}{deviation} · {state} · Snapshot {snapshot}",
  impact_deviation: " (Abweichung von den Fakten)",
  impact_no_claim: "Behauptung: keine fixiert",
  impact_claim: "Behauptung {id} {title}: fixiert r{pinned}, aktuell r{current}{unchanged}",
  impact_dossier: "Dossier {id} {title}: fixiert r{pinned}, aktuell r{current}{unchanged}",
  impact_unchanged: " (unverändert)",
  impact_section: "  Abschnitt {name}{occurrence}: {change}",
  impact_before_first_heading: "(vor der ersten Überschrift)",
  impact_evidence:
    "Belege seit Commit {commit}: {now} jetzt aktiv ({then} damals), {added} hinzugefügt, {retracted} zurückgezogen, {revised} überarbeitet",
  impact_link: "{id} ({relation} {passage}, Behauptung r{revision})",
  impact_added: "  hinzugefügt {link}",
  impact_retracted: "  zurückgezogen {link}",
  impact_revised: "  überarbeitet {id} r{from}→r{to}",
  impact_no_acknowledgement: "Bestätigung für {dossier}: keine",
  impact_acknowledgement:
    "Bestätigung für {dossier}: {status} bei Entscheidung r{decision_revision}, Dossier r{dossier_revision}{stale}",
  impact_stale: " — veraltet",
  timeline_title: "Zeitleiste",
  timeline_summary: "{dated} datiert · {unplaced} nicht eingeordnet{scope} · Snapshot {snapshot}",
  timeline_scope: " · Dossier {id}",
  timeline_no_period: "(keiner)",
  timeline_none_dated: "Keine Behauptung hat einen einordenbaren Zeitraum.",
  timeline_unplaced: "Nicht eingeordnet",
  col_period: "Zeitraum",
  col_precision: "Genauigkeit",
  col_start: "Beginn",
  col_end: "Ende",
  col_claim: "Behauptung",
  col_confidence: "Sicherheit",
  col_id: "ID",
  col_reason: "Grund",
  matrix_title: "Matrix der Behauptungen und Entscheidungen",
  matrix_footer: "{claims} · {decisions} · Snapshot {snapshot}",
  col_claim_id: "Behauptungs-ID",
  col_revision: "Revision",
  col_dossier_id: "Dossier-ID",
  col_supports: "Stützend",
  col_contradicts: "Widersprechend",
  col_qualifies: "Einschränkend",
  col_mentions: "Erwähnend",
  col_decision_id: "Entscheidungs-ID",
  col_decision: "Entscheidung",
  col_decision_revision: "Entscheidungsrevision",
  col_pinned_claim_revision: "Fixierte Behauptungsrevision",
  col_deviation_from_fact: "Abweichung von den Fakten",
  col_review_needed: "Prüfung nötig",
  sources_source: "Quelle",
  sources_versions: "Versionen",
  sources_type: "Typ",
  sources_passages: "Passagen",
  sources_availability: "Verfügbarkeit",
  sources_title: "Titel",
  sources_footer: "{n} Quellen · Snapshot {snapshot}",
  manuscript_heading: "Manuskriptprüfung: {links}, {review} zu prüfen (Snapshot {snapshot})",
  manuscript_no_links: "keine Verknüpfungen",
  manuscript_unavailable: " (nicht verfügbar)",
  manuscript_lines: "Zeilen {start}-{end}",
  manuscript_now: " (jetzt r{revision})",
  manuscript_more: "… und {n} weitere (--format json zeigt alle)",
  lock_wait: "Warte, bis ein anderer svc-Prozess das Schreiben ins Archiv beendet hat …",
  cite_no_match: "Keine Passage passt zu „{query}“",
  cite_choose: "{n} Passagen passen zu „{query}“; eine auswählen:",
  cite_page: ", S. {page}",
  cite_then: "  danach: {command}",
  anchor_missing: "Das Zitat {quote} steht nicht im Manuskript",
  anchor_repeated: "Das Zitat {quote} steht {n}-mal da; ein längeres wählen",
  // Source comparison (svc research compare --format text|md); notes by their code.
  compare_names_language: "de",
  compare_title: "Quellenvergleich (source_internal)",
  compare_md_title: "Quellenvergleich",
  compare_md_label:
    "Kennzeichnung: `source_internal`. Die Quelle geht nie in die Vergleichsbasis des Manuskripts ein.",
  compare_source: "Quelle",
  compare_manuscript: "Manuskript",
  compare_untitled: "(ohne Titel)",
  compare_unnamed: "(ohne Namen)",
  compare_version: "Version {n}",
  compare_source_line: "{title}: {words} Wörter, {sentences} Sätze, analysiert als {language}",
  compare_reads_as: " (liest sich als {language})",
  compare_manuscript_line:
    "{name}: {words} Wörter in {chapters} Kapiteln ({comparable} mit mindestens 100 Wörtern)",
  compare_jsd_line:
    "{jsd} (natürlicher Logarithmus; 0 = gleiche Verteilung, ln 2 = {max} = kein gemeinsames Wort)",
  compare_tokens_line: "Quelle {source}, Manuskript {manuscript}",
  compare_types_line:
    "Quelle {source}, Manuskript {manuscript}, gemeinsam {shared} (Jaccard {jaccard})",
  compare_coverage_line:
    "{source} der laufenden Wörter der Quelle sind Wörter, die das Manuskript hat; {manuscript} umgekehrt",
  compare_vocabulary: "Wortschatz",
  compare_jsd: "Jensen-Shannon-Divergenz",
  compare_tokens: "Laufende Wörter",
  compare_types: "Wortformen",
  compare_coverage: "Abdeckung",
  compare_words_columns: "Log-Likelihood G², Anzahlen und je 1.000 Inhaltswörter (‰)",
  compare_words_source: "Wörter, die die Quelle öfter gebraucht: {columns}",
  compare_words_manuscript: "Wörter, die das Manuskript öfter gebraucht: {columns}",
  compare_no_words: "(kein Wort erreicht die Schwellen)",
  compare_md_distinctive: "Kennzeichnende Wörter",
  compare_md_distinctive_note:
    "Log-Likelihood G² der Inhaltswörter; Anzahlen und je 1.000 Inhaltswörter (‰).",
  compare_md_source_more: "Die Quelle gebraucht öfter",
  compare_md_manuscript_more: "Das Manuskript gebraucht öfter",
  compare_md_no_words: "Kein Wort erreicht die Schwellen.",
  compare_register_line: "Register: die ganze Quelle gegen die Kapitel des Manuskripts",
  compare_register: "Register",
  compare_md_register_note: "Die ganze Quelle gegen die Kapitel des Manuskripts.",
  compare_notes: "Hinweise",
  compare_col_word: "Wort",
  compare_col_source_per_1000: "Quelle ‰",
  compare_col_manuscript_per_1000: "Manuskript ‰",
  compare_col_feature: "Merkmal",
  compare_col_unit: "Einheit",
  compare_col_median: "Median Manuskript",
  compare_col_range: "Spanne Manuskript",
  compare_col_position: "Lage",
  compare_position_below: "darunter",
  compare_position_within: "innerhalb",
  compare_position_above: "darüber",
  compare_none: "k. A.",
  compare_note_source_internal:
    "Die Quelle wird für sich analysiert (source_internal). Sie geht nie in die Vergleichsbasis des Manuskripts ein, und dieser Vergleich ändert die Stilreferenz des Manuskripts nicht.",
  compare_note_diagnostic:
    "Jede Zahl ist eine diagnostische Faustregel für Unterschiede. Keine misst Qualität, Einfluss, Entlehnung oder historische Genauigkeit.",
  compare_note_source_one_unit:
    "Die Quelle wird als eine Einheit gemessen: ihre Überschriften teilen sie nicht in Kapitel, und Überschriften, Kommentare und Codeblöcke zählen nicht als Prosa.",
  compare_note_jsd_length:
    "Die Jensen-Shannon-Divergenz steigt, wenn einer der Texte kurz ist, weil seltene Wörter dann zufällig fehlen; sie nur zwischen Vergleichen ähnlicher Länge vergleichen.",
  compare_note_distinctive_words:
    "Kennzeichnende Wörter sind Inhaltswörter mit einer Log-Likelihood G² von mindestens {g2} und mindestens {count} Vorkommen in beiden Texten zusammen. Tausende Wörter werden geprüft; die Liste daher als Rangfolge lesen, nicht als Signifikanz; Namen und Themenwörter stehen meist vorn.",
  compare_note_register_scope:
    "Das Register stellt die ganze Quelle gegen die Streuung der Kapitel des Manuskripts. Eine lange Quelle mittelt viele Passagen und neigt zur Mitte; eine Lage außerhalb der Spanne ist ein Unterschied, der sich zu lesen lohnt, kein Testergebnis.",
  compare_note_length_dependent_omitted:
    "Nicht im Register, weil sie von der Länge des gemessenen Textes abhängen: {features}.",
  compare_note_source_below_floor:
    "Die Quelle hat {words} Wörter und {sentences} Sätze; Registerwerte brauchen mindestens {min_words} Wörter, die Satzmerkmale mindestens {min_sentences} Sätze.",
  compare_note_manuscript_few_chapters:
    "Einige Registermerkmale haben weniger als {min} gemessene Kapitel des Manuskripts und zeigen keine Lage.",
  compare_note_range_min_max:
    "Bei weniger als {min} gemessenen Kapiteln reicht die Spanne des Manuskripts vom Minimum zum Maximum; sonst vom 10. zum 90. Perzentil.",
  compare_note_language_mismatch:
    "Die Quelle liest sich als Sprache „{detected}“, aber beide Texte wurden als „{language}“ analysiert; Wortlisten und Registermerkmale folgen der Analysesprache.",
};
