/**
 * Labels of the words behind the signals (chapter details), the tense-flag list (present and
 * past words, filter, dismissals), adding a work marker from a chapter or paragraph, and the
 * one-sentence explanations of the statistical settings. Each language's `workspace` pack
 * spreads its entry, so these keys follow the pack rules (same keys in every language,
 * placeholders kept, formula names, svc, FDR and z* untranslated).
 *
 * @module
 */

import type { LabelLanguage, LabelTable } from "./packs.ts";

/** The English labels: the reference key set. */
const EN = {
  words_title: "Words behind the signals",
  words_guide:
    "What each count found in this chapter, most frequent first. Where the chapter is outside the book's usual range, a passage shows the counted words in place.",
  words_none: "none counted",
  words_counted: "{n} counted",
  words_in_place: "In place:",
  tense_present_words: "Read as present",
  tense_past_words: "Read as past",
  tense_marks_legend: "Marked in the text: blue, read as present; orange, read as past.",
  tense_filter_label: "Filter flagged paragraphs",
  tense_show_dismissed: "Show dismissed flags",
  tense_dismiss: "Dismiss flag",
  tense_undo: "Undo dismissal",
  tense_dismissed: "dismissed",
  tense_dismissed_count: "Dismissed: {n}",
  tense_shown: "{shown} of {total} flagged paragraphs shown",
  tense_group_flags: "{n} flagged",
  tense_whole_paragraph: "Whole paragraph",
  tense_open_chapter: "Chapter details",
  tense_memory_note:
    "Dismissing a flag in this file lasts until the page is reloaded: a file cannot store anything. In the served dashboard (svc serve) dismissals are saved with the project.",
  tense_saved_note:
    "Dismissed flags are saved in the project's svc-dismissals.json, keyed by the chapter title and the paragraph's text, so they survive edits elsewhere in the manuscript.",
  marker_here: "Add a work marker here",
  marker_here_hint: "Written into the manuscript as its own line before line {line}.",
  settings_help_z_mild:
    "A chapter counts as a mild departure for a feature when its robust z-score (its distance from the book's median, in robust standard deviations) reaches this value.",
  settings_help_z_strong:
    "From this robust z-score on, a departure counts as strong; it cannot be lower than the mild threshold.",
  settings_help_fdr_q:
    "The share of false alarms accepted among the FDR-selected cells: 0.05 means about one selected cell in twenty may be chance.",
  settings_help_fdr_method:
    "Benjamini–Hochberg is the usual choice; Benjamini–Yekutieli is stricter and stays valid when features depend on each other.",
  settings_help_names:
    "Comma-separated names whose presence the Characters tab shows, as svc characters --names takes them; Pattern=Display merges spellings (Harry|Henry=Jekyll). Saved in the project's config file.",
  settings_help_dim_threshold:
    "An exploratory dimension marks a chapter whose score on it reaches this value; these marks are hints, never findings.",
  settings_help_flag_min_severity:
    "Paragraph tense flags from this severity up are listed: 1 lists every switch or mix, 3 only a switch together with a strong mix.",
  settings_help_min_chapters:
    "Baselines need at least this many comparable chapters (100 words and 5 sentences each); with fewer, no chapter is compared.",
};

/** The keys of these labels (the English table's). */
export type SignalLabelKey = keyof typeof EN;

/** The labels by interface language, every key in every language. */
export const SIGNAL_LABELS: Readonly<Record<LabelLanguage, LabelTable<SignalLabelKey>>> = {
  en: EN,
  de: {
    words_title: "Die Wörter hinter den Signalen",
    words_guide:
      "Was jede Zählung in diesem Kapitel gefunden hat, die häufigsten zuerst. Wo das Kapitel außerhalb des üblichen Bereichs des Buches liegt, zeigt eine Textstelle die gezählten Wörter im Zusammenhang.",
    words_none: "keine gezählt",
    words_counted: "{n} gezählt",
    words_in_place: "Im Text:",
    tense_present_words: "Als Präsens gelesen",
    tense_past_words: "Als Vergangenheit gelesen",
    tense_marks_legend: "Im Text markiert: blau als Präsens, orange als Vergangenheit gelesen.",
    tense_filter_label: "Markierte Absätze filtern",
    tense_show_dismissed: "Verworfene Markierungen zeigen",
    tense_dismiss: "Markierung verwerfen",
    tense_undo: "Verwerfen rückgängig machen",
    tense_dismissed: "verworfen",
    tense_dismissed_count: "Verworfen: {n}",
    tense_shown: "{shown} von {total} markierten Absätzen angezeigt",
    tense_group_flags: "{n} markiert",
    tense_whole_paragraph: "Ganzer Absatz",
    tense_open_chapter: "Kapiteldetails",
    tense_memory_note:
      "Das Verwerfen einer Markierung gilt in dieser Datei nur bis zum Neuladen der Seite: Eine Datei kann nichts speichern. Im ausgelieferten Dashboard (svc serve) wird es im Projekt gespeichert.",
    tense_saved_note:
      "Verworfene Markierungen werden in svc-dismissals.json des Projekts gespeichert, nach Kapiteltitel und Absatztext, und überstehen so Änderungen an anderen Stellen des Manuskripts.",
    marker_here: "Arbeitsmarke hier setzen",
    marker_here_hint: "Wird als eigene Zeile vor Zeile {line} ins Manuskript geschrieben.",
    settings_help_z_mild:
      "Ein Kapitel weicht bei einem Merkmal leicht ab, wenn sein robuster z-Wert (sein Abstand vom Median des Buches in robusten Standardabweichungen) diesen Wert erreicht.",
    settings_help_z_strong:
      "Ab diesem robusten z-Wert gilt eine Abweichung als stark; er darf nicht unter der Schwelle für leichte Abweichungen liegen.",
    settings_help_fdr_q:
      "Der hingenommene Anteil falscher Alarme unter den FDR-ausgewählten Zellen: 0,05 heißt, etwa jede zwanzigste ausgewählte Zelle kann Zufall sein.",
    settings_help_fdr_method:
      "Benjamini–Hochberg ist die übliche Wahl; Benjamini–Yekutieli ist strenger und bleibt gültig, wenn Merkmale voneinander abhängen.",
    settings_help_names:
      "Durch Kommas getrennte Namen, deren Auftreten der Reiter Figuren zeigt, wie svc characters --names sie nimmt; Muster=Anzeige fasst Schreibweisen zusammen (Harry|Henry=Jekyll). Gespeichert in der Konfigurationsdatei des Projekts.",
    settings_help_dim_threshold:
      "Eine explorative Dimension markiert ein Kapitel, dessen Wert auf ihr diese Schwelle erreicht; solche Markierungen sind Hinweise, nie Befunde.",
    settings_help_flag_min_severity:
      "Tempus-Markierungen von Absätzen werden ab diesem Schweregrad aufgeführt: 1 zeigt jeden Wechsel und jede Mischung, 3 nur einen Wechsel mit starker Mischung.",
    settings_help_min_chapters:
      "Basislinien brauchen mindestens so viele vergleichbare Kapitel (je 100 Wörter und 5 Sätze); bei weniger wird kein Kapitel verglichen.",
  },
  fr: {
    words_title: "Les mots derrière les signaux",
    words_guide:
      "Ce que chaque comptage a trouvé dans ce chapitre, les plus fréquents d’abord. Là où le chapitre sort de la plage habituelle du livre, un passage montre les mots comptés en contexte.",
    words_none: "aucun compté",
    words_counted: "{n} comptés",
    words_in_place: "Dans le texte\u202f:",
    tense_present_words: "Lus comme présent",
    tense_past_words: "Lus comme passé",
    tense_marks_legend:
      "Marqués dans le texte\u202f: en bleu, lus comme présent\u202f; en orange, lus comme passé.",
    tense_filter_label: "Filtrer les paragraphes signalés",
    tense_show_dismissed: "Afficher les signalements écartés",
    tense_dismiss: "Écarter le signalement",
    tense_undo: "Annuler l’écart",
    tense_dismissed: "écarté",
    tense_dismissed_count: "Écartés\u202f: {n}",
    tense_shown: "{shown} paragraphes signalés affichés sur {total}",
    tense_group_flags: "{n} signalés",
    tense_whole_paragraph: "Paragraphe entier",
    tense_open_chapter: "Détails du chapitre",
    tense_memory_note:
      "Dans ce fichier, écarter un signalement ne dure que jusqu’au rechargement de la page\u202f: un fichier ne peut rien enregistrer. Dans le tableau de bord servi (svc serve), les écarts sont enregistrés avec le projet.",
    tense_saved_note:
      "Les signalements écartés sont enregistrés dans le fichier svc-dismissals.json du projet, par titre de chapitre et texte du paragraphe, et survivent donc aux modifications ailleurs dans le manuscrit.",
    marker_here: "Ajouter un marqueur de travail ici",
    marker_here_hint: "Écrit dans le manuscrit sur sa propre ligne, avant la ligne {line}.",
    settings_help_z_mild:
      "Un chapitre s’écarte légèrement pour un critère quand son score z robuste (sa distance à la médiane du livre, en écarts types robustes) atteint cette valeur.",
    settings_help_z_strong:
      "À partir de ce score z robuste, un écart compte comme fort\u202f; il ne peut pas être inférieur au seuil léger.",
    settings_help_fdr_q:
      "La part de fausses alertes acceptée parmi les cellules retenues par le FDR\u202f: 0,05 signifie qu’environ une cellule retenue sur vingt peut être due au hasard.",
    settings_help_fdr_method:
      "Benjamini–Hochberg est le choix habituel\u202f; Benjamini–Yekutieli est plus strict et reste valable quand les critères dépendent les uns des autres.",
    settings_help_names:
      "Noms séparés par des virgules dont l’onglet Personnages montre la présence, comme les prend svc characters --names\u202f; Motif=Affichage réunit des graphies (Harry|Henry=Jekyll). Enregistrés dans le fichier de configuration du projet.",
    settings_help_dim_threshold:
      "Une dimension exploratoire marque un chapitre dont le score sur elle atteint cette valeur\u202f; ces marques sont des indices, jamais des constats.",
    settings_help_flag_min_severity:
      "Les signalements de temps des paragraphes sont listés à partir de cette gravité\u202f: 1 liste chaque changement ou mélange, 3 seulement un changement avec un fort mélange.",
    settings_help_min_chapters:
      "Les références demandent au moins ce nombre de chapitres comparables (100 mots et 5 phrases chacun)\u202f; en deçà, aucun chapitre n’est comparé.",
  },
  es: {
    words_title: "Las palabras detrás de las señales",
    words_guide:
      "Lo que cada recuento encontró en este capítulo, las más frecuentes primero. Donde el capítulo queda fuera del rango habitual del libro, un pasaje muestra las palabras contadas en su contexto.",
    words_none: "ninguna contada",
    words_counted: "{n} contados",
    words_in_place: "En el texto:",
    tense_present_words: "Leídas como presente",
    tense_past_words: "Leídas como pasado",
    tense_marks_legend:
      "Marcadas en el texto: en azul, leídas como presente; en naranja, como pasado.",
    tense_filter_label: "Filtrar párrafos señalados",
    tense_show_dismissed: "Mostrar señales descartadas",
    tense_dismiss: "Descartar señal",
    tense_undo: "Deshacer el descarte",
    tense_dismissed: "descartada",
    tense_dismissed_count: "Descartadas: {n}",
    tense_shown: "{shown} de {total} párrafos señalados visibles",
    tense_group_flags: "{n} señalados",
    tense_whole_paragraph: "Párrafo completo",
    tense_open_chapter: "Detalles del capítulo",
    tense_memory_note:
      "En este archivo, descartar una señal dura hasta que se recarga la página: un archivo no puede guardar nada. En el panel servido (svc serve) los descartes se guardan con el proyecto.",
    tense_saved_note:
      "Las señales descartadas se guardan en svc-dismissals.json del proyecto, por título de capítulo y texto del párrafo, así que sobreviven a cambios en otras partes del manuscrito.",
    marker_here: "Añadir aquí una marca de trabajo",
    marker_here_hint: "Se escribe en el manuscrito como línea propia antes de la línea {line}.",
    settings_help_z_mild:
      "Un capítulo se desvía levemente en un rasgo cuando su puntuación z robusta (su distancia a la mediana del libro, en desviaciones típicas robustas) alcanza este valor.",
    settings_help_z_strong:
      "A partir de esta puntuación z robusta, una desviación cuenta como fuerte; no puede ser menor que el umbral leve.",
    settings_help_fdr_q:
      "La proporción de falsas alarmas aceptada entre las celdas seleccionadas por FDR: 0,05 significa que una de cada veinte celdas seleccionadas puede deberse al azar.",
    settings_help_fdr_method:
      "Benjamini–Hochberg es la opción habitual; Benjamini–Yekutieli es más estricto y sigue siendo válido cuando los rasgos dependen entre sí.",
    settings_help_names:
      "Nombres separados por comas cuya presencia muestra la pestaña Personajes, como los toma svc characters --names; Patrón=Nombre agrupa grafías (Harry|Henry=Jekyll). Se guardan en el archivo de configuración del proyecto.",
    settings_help_dim_threshold:
      "Una dimensión exploratoria marca un capítulo cuya puntuación en ella alcanza este valor; estas marcas son indicios, nunca hallazgos.",
    settings_help_flag_min_severity:
      "Se listan las señales de tiempo verbal de los párrafos desde esta gravedad: 1 lista cada cambio o mezcla, 3 solo un cambio junto a una mezcla fuerte.",
    settings_help_min_chapters:
      "Las referencias necesitan al menos este número de capítulos comparables (100 palabras y 5 oraciones cada uno); con menos, no se compara ningún capítulo.",
  },
  it: {
    words_title: "Le parole dietro i segnali",
    words_guide:
      "Ciò che ogni conteggio ha trovato in questo capitolo, le più frequenti per prime. Dove il capitolo esce dall’intervallo abituale del libro, un passo mostra le parole contate nel contesto.",
    words_none: "nessuna contata",
    words_counted: "{n} contati",
    words_in_place: "Nel testo:",
    tense_present_words: "Lette come presente",
    tense_past_words: "Lette come passato",
    tense_marks_legend:
      "Segnate nel testo: in blu, lette come presente; in arancione, come passato.",
    tense_filter_label: "Filtra i paragrafi segnalati",
    tense_show_dismissed: "Mostra le segnalazioni archiviate",
    tense_dismiss: "Archivia la segnalazione",
    tense_undo: "Annulla l’archiviazione",
    tense_dismissed: "archiviata",
    tense_dismissed_count: "Archiviate: {n}",
    tense_shown: "{shown} di {total} paragrafi segnalati visibili",
    tense_group_flags: "{n} segnalati",
    tense_whole_paragraph: "Paragrafo intero",
    tense_open_chapter: "Dettagli del capitolo",
    tense_memory_note:
      "In questo file l’archiviazione di una segnalazione dura fino al ricaricamento della pagina: un file non può salvare nulla. Nel cruscotto servito (svc serve) le archiviazioni si salvano con il progetto.",
    tense_saved_note:
      "Le segnalazioni archiviate si salvano in svc-dismissals.json del progetto, per titolo del capitolo e testo del paragrafo, e sopravvivono quindi alle modifiche altrove nel manoscritto.",
    marker_here: "Aggiungi qui un segno di lavoro",
    marker_here_hint: "Scritto nel manoscritto come riga a sé prima della riga {line}.",
    settings_help_z_mild:
      "Un capitolo si scosta lievemente per una caratteristica quando il suo punteggio z robusto (la distanza dalla mediana del libro, in deviazioni standard robuste) raggiunge questo valore.",
    settings_help_z_strong:
      "Da questo punteggio z robusto in su uno scostamento è forte; non può essere inferiore alla soglia lieve.",
    settings_help_fdr_q:
      "La quota di falsi allarmi accettata tra le celle selezionate dal FDR: 0,05 significa che circa una cella selezionata su venti può essere dovuta al caso.",
    settings_help_fdr_method:
      "Benjamini–Hochberg è la scelta abituale; Benjamini–Yekutieli è più severo e resta valido quando le caratteristiche dipendono l’una dall’altra.",
    settings_help_names:
      "Nomi separati da virgole di cui la scheda Personaggi mostra la presenza, come li prende svc characters --names; Modello=Nome riunisce più grafie (Harry|Henry=Jekyll). Salvati nel file di configurazione del progetto.",
    settings_help_dim_threshold:
      "Una dimensione esplorativa segna un capitolo il cui punteggio su di essa raggiunge questo valore; questi segni sono indizi, mai risultati.",
    settings_help_flag_min_severity:
      "Le segnalazioni di tempo verbale dei paragrafi sono elencate da questa gravità in su: 1 elenca ogni cambio o mescolanza, 3 solo un cambio con una forte mescolanza.",
    settings_help_min_chapters:
      "Le basi di confronto richiedono almeno questo numero di capitoli confrontabili (100 parole e 5 frasi ciascuno); con meno, nessun capitolo viene confrontato.",
  },
  pt: {
    words_title: "As palavras por trás dos sinais",
    words_guide:
      "O que cada contagem encontrou neste capítulo, as mais frequentes primeiro. Onde o capítulo fica fora do intervalo habitual do livro, um trecho mostra as palavras contadas no contexto.",
    words_none: "nenhuma contada",
    words_counted: "{n} contados",
    words_in_place: "No texto:",
    tense_present_words: "Lidas como presente",
    tense_past_words: "Lidas como passado",
    tense_marks_legend: "Marcadas no texto: a azul, lidas como presente; a laranja, como passado.",
    tense_filter_label: "Filtrar parágrafos assinalados",
    tense_show_dismissed: "Mostrar sinais descartados",
    tense_dismiss: "Descartar sinal",
    tense_undo: "Desfazer o descarte",
    tense_dismissed: "descartado",
    tense_dismissed_count: "Descartados: {n}",
    tense_shown: "{shown} de {total} parágrafos assinalados visíveis",
    tense_group_flags: "{n} assinalados",
    tense_whole_paragraph: "Parágrafo inteiro",
    tense_open_chapter: "Detalhes do capítulo",
    tense_memory_note:
      "Neste ficheiro, descartar um sinal dura até a página ser recarregada: um ficheiro não consegue guardar nada. No painel servido (svc serve) os descartes são guardados com o projeto.",
    tense_saved_note:
      "Os sinais descartados são guardados em svc-dismissals.json do projeto, pelo título do capítulo e pelo texto do parágrafo, e sobrevivem assim a alterações noutras partes do manuscrito.",
    marker_here: "Adicionar aqui uma marca de trabalho",
    marker_here_hint: "Escrita no manuscrito como linha própria antes da linha {line}.",
    settings_help_z_mild:
      "Um capítulo desvia-se ligeiramente num traço quando a sua pontuação z robusta (a distância à mediana do livro, em desvios-padrão robustos) atinge este valor.",
    settings_help_z_strong:
      "A partir desta pontuação z robusta, um desvio conta como forte; não pode ser inferior ao limiar ligeiro.",
    settings_help_fdr_q:
      "A proporção de falsos alarmes aceite entre as células selecionadas pelo FDR: 0,05 significa que cerca de uma célula selecionada em vinte pode ser acaso.",
    settings_help_fdr_method:
      "Benjamini–Hochberg é a escolha habitual; Benjamini–Yekutieli é mais rigoroso e continua válido quando os traços dependem uns dos outros.",
    settings_help_names:
      "Nomes separados por vírgulas cuja presença o separador Personagens mostra, como svc characters --names os aceita; Padrão=Nome junta grafias (Harry|Henry=Jekyll). Guardados no ficheiro de configuração do projeto.",
    settings_help_dim_threshold:
      "Uma dimensão exploratória assinala um capítulo cuja pontuação nela atinge este valor; estas marcas são indícios, nunca conclusões.",
    settings_help_flag_min_severity:
      "Os sinais de tempo verbal dos parágrafos são listados a partir desta gravidade: 1 lista cada mudança ou mistura, 3 só uma mudança com uma mistura forte.",
    settings_help_min_chapters:
      "As referências precisam de pelo menos este número de capítulos comparáveis (100 palavras e 5 frases cada); com menos, nenhum capítulo é comparado.",
  },
  nl: {
    words_title: "De woorden achter de signalen",
    words_guide:
      "Wat elke telling in dit hoofdstuk vond, de vaakste eerst. Waar het hoofdstuk buiten het gebruikelijke bereik van het boek valt, toont een passage de getelde woorden in hun context.",
    words_none: "geen geteld",
    words_counted: "{n} geteld",
    words_in_place: "In de tekst:",
    tense_present_words: "Gelezen als tegenwoordige tijd",
    tense_past_words: "Gelezen als verleden tijd",
    tense_marks_legend:
      "Gemarkeerd in de tekst: blauw gelezen als tegenwoordige tijd, oranje als verleden tijd.",
    tense_filter_label: "Gemarkeerde alinea's filteren",
    tense_show_dismissed: "Verworpen markeringen tonen",
    tense_dismiss: "Markering verwerpen",
    tense_undo: "Verwerpen ongedaan maken",
    tense_dismissed: "verworpen",
    tense_dismissed_count: "Verworpen: {n}",
    tense_shown: "{shown} van {total} gemarkeerde alinea's getoond",
    tense_group_flags: "{n} gemarkeerd",
    tense_whole_paragraph: "Hele alinea",
    tense_open_chapter: "Hoofdstukdetails",
    tense_memory_note:
      "In dit bestand geldt het verwerpen van een markering tot de pagina opnieuw wordt geladen: een bestand kan niets bewaren. In het geserveerde dashboard (svc serve) wordt het bij het project bewaard.",
    tense_saved_note:
      "Verworpen markeringen worden bewaard in svc-dismissals.json van het project, op hoofdstuktitel en alineatekst, zodat ze wijzigingen elders in het manuscript overleven.",
    marker_here: "Hier een werkmarkering toevoegen",
    marker_here_hint: "Wordt als eigen regel vóór regel {line} in het manuscript geschreven.",
    settings_help_z_mild:
      "Een hoofdstuk wijkt licht af op een kenmerk wanneer zijn robuuste z-score (de afstand tot de mediaan van het boek, in robuuste standaardafwijkingen) deze waarde bereikt.",
    settings_help_z_strong:
      "Vanaf deze robuuste z-score telt een afwijking als sterk; hij mag niet lager zijn dan de drempel voor lichte afwijkingen.",
    settings_help_fdr_q:
      "Het aanvaarde aandeel valse alarmen onder de door FDR geselecteerde cellen: 0,05 betekent dat ongeveer één op de twintig geselecteerde cellen toeval kan zijn.",
    settings_help_fdr_method:
      "Benjamini–Hochberg is de gebruikelijke keuze; Benjamini–Yekutieli is strenger en blijft geldig wanneer kenmerken van elkaar afhangen.",
    settings_help_names:
      "Door komma’s gescheiden namen waarvan het tabblad Personages de aanwezigheid toont, zoals svc characters --names ze neemt; Patroon=Weergave voegt spellingen samen (Harry|Henry=Jekyll). Opgeslagen in het configuratiebestand van het project.",
    settings_help_dim_threshold:
      "Een verkennende dimensie markeert een hoofdstuk waarvan de score erop deze waarde bereikt; zulke markeringen zijn aanwijzingen, nooit bevindingen.",
    settings_help_flag_min_severity:
      "Tijdsmarkeringen van alinea's worden vanaf deze ernst getoond: 1 toont elke wissel of menging, 3 alleen een wissel samen met een sterke menging.",
    settings_help_min_chapters:
      "Basislijnen hebben minstens zoveel vergelijkbare hoofdstukken nodig (elk 100 woorden en 5 zinnen); met minder wordt geen hoofdstuk vergeleken.",
  },
};
