/**
 * Texts that only the overview sheet prints, in the seven interface languages. Everything the
 * dashboard already says (column names, totals, severity and departure names) comes from the
 * dashboard packs through {@linkcode sheetLabels}, so the sheet and the dashboard use the same
 * words. Legend bodies start lower case: the legend prints them after the column's name.
 *
 * @module
 */

import {
  type LabelKey,
  type LabelLanguage,
  labelsFor,
  type LabelTable,
  type Translate,
  withOwnLabels,
} from "../../labels/packs.ts";

const EN = {
  sheet_caveat:
    "Diagnostic heuristics: they show where the prose changes, not whether it is good. This is no quality score.",
  sheet_date: "Date",
  sheet_words_per_scene: "Words/scene",
  sheet_hooks: "Hooks",
  sheet_show_tell: "Show/tell",
  sheet_style: "Style z*",
  sheet_legend: "How to read the strips",
  sheet_key_chapter: "chapter number and heading; long headings are shortened with …",
  sheet_key_words: "words of the chapter's prose",
  sheet_key_asl:
    "average words per sentence; the bar runs from the median over the chapters ({median}, thin line) to the chapter: right = longer, left = shorter sentences",
  sheet_key_dialogue: "percentage of words in dialogue; the bar spans 0–100 %",
  sheet_key_scenes: "scenes in the chapter and their average length in words",
  sheet_key_hooks: "three pips for how the chapter ends, in this order: {hooks}; filled = present",
  sheet_key_tense:
    "highest tense-switch severity among the chapter's paragraphs: one, two or three filled steps ({s1}, {s2}, {s3}); all empty = none",
  sheet_key_show_tell:
    "balance of showing over telling signals against the book's median: a bar to the right leans to showing, to the left to telling; grey dash = not comparable",
  sheet_key_style:
    "one cell per style feature (numbered below): robust z* against this book's own median and spread; blue = lower, orange = higher",
  sheet_key_strong: "|z*| ≥ {strong}: filled dot; first count under {flags}",
  sheet_key_mild: "{mild} ≤ |z*| < {strong}: ring; second count under {flags}",
  sheet_key_fdr: "q = {q} ({method}): thick outline; third count under {flags}",
  sheet_key_unmeasured:
    "chapter below the comparability floors: grey hatched cells, counts shown as –",
  sheet_key_paragraphs: "tense severity ≥ {severity}; last count under {flags}",
  sheet_features: "Style features",
  sheet_thresholds:
    "Thresholds: mild |z*| ≥ {mild} · strong |z*| ≥ {strong} · FDR q = {q} ({method}) · flagged paragraphs: severity ≥ {severity} · baselines need {min} chapters",
} as const;

/** The keys of the sheet's own texts. */
export type SheetLabelKey = keyof typeof EN;

/** The sheet's lookup: its own keys and the dashboard's. */
export type SheetTranslate = Translate<SheetLabelKey | LabelKey>;

/** The sheet's own texts per interface language (every key in every language). */
export const SHEET_LABELS: Readonly<Record<LabelLanguage, LabelTable<SheetLabelKey>>> = {
  en: EN,
  de: {
    sheet_caveat:
      "Diagnostische Heuristiken: Sie zeigen, wo sich die Prosa verändert, nicht ob sie gut ist. Dies ist keine Qualitätsnote.",
    sheet_date: "Datum",
    sheet_words_per_scene: "Wörter/Szene",
    sheet_hooks: "Schlusshaken",
    sheet_show_tell: "Zeigen/Erzählen",
    sheet_style: "Stil z*",
    sheet_legend: "So lesen Sie die Streifen",
    sheet_key_chapter: "Kapitelnummer und Überschrift; lange Überschriften enden auf …",
    sheet_key_words: "Wörter des Kapiteltexts",
    sheet_key_asl:
      "mittlere Wörter je Satz; der Balken reicht vom Median der Kapitel ({median}, dünne Linie) bis zum Kapitel: rechts = längere, links = kürzere Sätze",
    sheet_key_dialogue: "Prozent der Wörter in wörtlicher Rede; der Balken reicht von 0 bis 100 %",
    sheet_key_scenes: "Szenen im Kapitel und ihre mittlere Länge in Wörtern",
    sheet_key_hooks:
      "drei Punkte für das Kapitelende, in dieser Reihenfolge: {hooks}; gefüllt = vorhanden",
    sheet_key_tense:
      "höchster Schweregrad eines Tempuswechsels in den Absätzen des Kapitels: eine, zwei oder drei gefüllte Stufen ({s1}, {s2}, {s3}); alle leer = keiner",
    sheet_key_show_tell:
      "Bilanz der Zeige- über die Erzählsignale gegenüber dem Median des Buchs: ein Balken nach rechts neigt zum Zeigen, nach links zum Erzählen; grauer Strich = nicht vergleichbar",
    sheet_key_style:
      "je Stilmerkmal (unten nummeriert) eine Zelle: robuster z* gegenüber Median und Streuung dieses Buchs; blau = niedriger, orange = höher",
    sheet_key_strong: "|z*| ≥ {strong}: gefüllter Punkt; erste Zahl unter {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}: Ring; zweite Zahl unter {flags}",
    sheet_key_fdr: "q = {q} ({method}): dicker Rahmen; dritte Zahl unter {flags}",
    sheet_key_unmeasured:
      "Kapitel unter den Vergleichbarkeitsgrenzen: graue, schraffierte Zellen, Zahlen als –",
    sheet_key_paragraphs: "Tempus-Schweregrad ≥ {severity}; letzte Zahl unter {flags}",
    sheet_features: "Stilmerkmale",
    sheet_thresholds:
      "Schwellen: leicht |z*| ≥ {mild} · stark |z*| ≥ {strong} · FDR q = {q} ({method}) · markierte Absätze: Schweregrad ≥ {severity} · Basislinien ab {min} Kapiteln",
  },
  fr: {
    sheet_caveat:
      "Heuristiques de diagnostic\u202f: elles montrent où la prose change, pas si elle est bonne. Ce n’est pas une note de qualité.",
    sheet_date: "Date",
    sheet_words_per_scene: "Mots/scène",
    sheet_hooks: "Accroches",
    sheet_show_tell: "Montrer/raconter",
    sheet_style: "Style z*",
    sheet_legend: "Comment lire les bandes",
    sheet_key_chapter: "numéro et titre du chapitre\u202f; un titre long est abrégé par …",
    sheet_key_words: "mots du texte du chapitre",
    sheet_key_asl:
      "nombre moyen de mots par phrase\u202f; la barre va de la médiane des chapitres ({median}, trait fin) au chapitre\u202f: à droite = phrases plus longues, à gauche = plus courtes",
    sheet_key_dialogue: "pourcentage des mots en dialogue\u202f; la barre couvre 0–100\u00a0%",
    sheet_key_scenes: "scènes du chapitre et leur longueur moyenne en mots",
    sheet_key_hooks:
      "trois points pour la fin du chapitre, dans cet ordre\u202f: {hooks}\u202f; plein = présent",
    sheet_key_tense:
      "gravité maximale d’un changement de temps verbal parmi les paragraphes du chapitre\u202f: un, deux ou trois échelons pleins ({s1}, {s2}, {s3})\u202f; tous vides = aucun",
    sheet_key_show_tell:
      "équilibre des signaux du montrer sur ceux du raconter par rapport à la médiane du livre\u202f: une barre vers la droite penche vers le montrer, vers la gauche vers le raconter\u202f; trait gris = non comparable",
    sheet_key_style:
      "une cellule par indicateur de style (numérotés ci-dessous)\u202f: z* robuste par rapport à la médiane et à la dispersion propres au livre\u202f; bleu = plus bas, orange = plus haut",
    sheet_key_strong: "|z*| ≥ {strong}\u202f: point plein\u202f; premier nombre sous {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}\u202f: anneau\u202f; deuxième nombre sous {flags}",
    sheet_key_fdr: "q = {q} ({method})\u202f: contour épais\u202f; troisième nombre sous {flags}",
    sheet_key_unmeasured:
      "chapitre sous les seuils de comparabilité\u202f: cellules grises hachurées, nombres affichés –",
    sheet_key_paragraphs: "gravité du temps verbal ≥ {severity}\u202f; dernier nombre sous {flags}",
    sheet_features: "Indicateurs de style",
    sheet_thresholds:
      "Seuils\u202f: modéré |z*| ≥ {mild} · fort |z*| ≥ {strong} · FDR q = {q} ({method}) · paragraphes signalés\u202f: gravité ≥ {severity} · valeurs de référence dès {min} chapitres",
  },
  es: {
    sheet_caveat:
      "Heurísticas de diagnóstico: muestran dónde cambia la prosa, no si es buena. No es una puntuación de calidad.",
    sheet_date: "Fecha",
    sheet_words_per_scene: "Palabras/escena",
    sheet_hooks: "Ganchos",
    sheet_show_tell: "Mostrar/contar",
    sheet_style: "Estilo z*",
    sheet_legend: "Cómo leer las franjas",
    sheet_key_chapter: "número y título del capítulo; los títulos largos se acortan con …",
    sheet_key_words: "palabras de la prosa del capítulo",
    sheet_key_asl:
      "media de palabras por frase; la barra va de la mediana de los capítulos ({median}, línea fina) al capítulo: a la derecha = frases más largas, a la izquierda = más cortas",
    sheet_key_dialogue: "porcentaje de palabras en diálogo; la barra abarca 0–100 %",
    sheet_key_scenes: "escenas del capítulo y su longitud media en palabras",
    sheet_key_hooks:
      "tres puntos sobre el final del capítulo, en este orden: {hooks}; relleno = presente",
    sheet_key_tense:
      "gravedad máxima de un cambio de tiempo verbal entre los párrafos del capítulo: uno, dos o tres escalones rellenos ({s1}, {s2}, {s3}); todos vacíos = ninguno",
    sheet_key_show_tell:
      "balance de las señales de mostrar frente a las de contar respecto a la mediana del libro: una barra a la derecha se inclina hacia mostrar, a la izquierda hacia contar; raya gris = no comparable",
    sheet_key_style:
      "una celda por rasgo de estilo (numerados abajo): z* robusto frente a la mediana y la dispersión del propio libro; azul = más bajo, naranja = más alto",
    sheet_key_strong: "|z*| ≥ {strong}: punto relleno; primera cifra en {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}: anillo; segunda cifra en {flags}",
    sheet_key_fdr: "q = {q} ({method}): contorno grueso; tercera cifra en {flags}",
    sheet_key_unmeasured:
      "capítulo por debajo de los mínimos de comparabilidad: celdas grises rayadas, cifras como –",
    sheet_key_paragraphs: "gravedad del tiempo verbal ≥ {severity}; última cifra en {flags}",
    sheet_features: "Rasgos de estilo",
    sheet_thresholds:
      "Umbrales: leve |z*| ≥ {mild} · fuerte |z*| ≥ {strong} · FDR q = {q} ({method}) · párrafos señalados: gravedad ≥ {severity} · valores de referencia desde {min} capítulos",
  },
  it: {
    sheet_caveat:
      "Euristiche diagnostiche: mostrano dove cambia la prosa, non se è buona. Non è un punteggio di qualità.",
    sheet_date: "Data",
    sheet_words_per_scene: "Parole/scena",
    sheet_hooks: "Ganci",
    sheet_show_tell: "Mostrare/raccontare",
    sheet_style: "Stile z*",
    sheet_legend: "Come leggere le strisce",
    sheet_key_chapter: "numero e titolo del capitolo; i titoli lunghi sono abbreviati con …",
    sheet_key_words: "parole della prosa del capitolo",
    sheet_key_asl:
      "media di parole per frase; la barra va dalla mediana dei capitoli ({median}, linea sottile) al capitolo: a destra = frasi più lunghe, a sinistra = più brevi",
    sheet_key_dialogue: "percentuale di parole nel dialogo; la barra copre 0–100 %",
    sheet_key_scenes: "scene del capitolo e loro lunghezza media in parole",
    sheet_key_hooks:
      "tre punti sul finale del capitolo, in quest’ordine: {hooks}; pieno = presente",
    sheet_key_tense:
      "gravità massima di un cambio di tempo verbale tra i paragrafi del capitolo: uno, due o tre gradini pieni ({s1}, {s2}, {s3}); tutti vuoti = nessuno",
    sheet_key_show_tell:
      "bilancio dei segnali del mostrare su quelli del raccontare rispetto alla mediana del libro: una barra a destra tende al mostrare, a sinistra al raccontare; trattino grigio = non confrontabile",
    sheet_key_style:
      "una cella per indicatore di stile (numerati sotto): z* robusto rispetto a mediana e dispersione del libro stesso; blu = più basso, arancione = più alto",
    sheet_key_strong: "|z*| ≥ {strong}: punto pieno; primo numero in {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}: anello; secondo numero in {flags}",
    sheet_key_fdr: "q = {q} ({method}): bordo spesso; terzo numero in {flags}",
    sheet_key_unmeasured:
      "capitolo sotto le soglie di confrontabilità: celle grigie tratteggiate, numeri come –",
    sheet_key_paragraphs: "gravità del tempo verbale ≥ {severity}; ultimo numero in {flags}",
    sheet_features: "Indicatori di stile",
    sheet_thresholds:
      "Soglie: lieve |z*| ≥ {mild} · forte |z*| ≥ {strong} · FDR q = {q} ({method}) · paragrafi segnalati: gravità ≥ {severity} · valori di riferimento da {min} capitoli",
  },
  pt: {
    sheet_caveat:
      "Heurísticas de diagnóstico: mostram onde a prosa muda, não se é boa. Não é uma classificação de qualidade.",
    sheet_date: "Data",
    sheet_words_per_scene: "Palavras/cena",
    sheet_hooks: "Ganchos",
    sheet_show_tell: "Mostrar/contar",
    sheet_style: "Estilo z*",
    sheet_legend: "Como ler as faixas",
    sheet_key_chapter: "número e título do capítulo; os títulos longos são encurtados com …",
    sheet_key_words: "palavras da prosa do capítulo",
    sheet_key_asl:
      "média de palavras por frase; a barra vai da mediana dos capítulos ({median}, linha fina) até ao capítulo: à direita = frases mais longas, à esquerda = mais curtas",
    sheet_key_dialogue: "percentagem de palavras em diálogo; a barra abrange 0–100 %",
    sheet_key_scenes: "cenas do capítulo e o seu comprimento médio em palavras",
    sheet_key_hooks:
      "três pontos sobre o fim do capítulo, por esta ordem: {hooks}; preenchido = presente",
    sheet_key_tense:
      "gravidade máxima de uma mudança de tempo verbal nos parágrafos do capítulo: um, dois ou três degraus preenchidos ({s1}, {s2}, {s3}); todos vazios = nenhuma",
    sheet_key_show_tell:
      "balanço dos sinais de mostrar face aos de contar em relação à mediana do livro: uma barra para a direita tende a mostrar, para a esquerda a contar; traço cinzento = não comparável",
    sheet_key_style:
      "uma célula por indicador de estilo (numerados abaixo): z* robusto face à mediana e à dispersão do próprio livro; azul = mais baixo, laranja = mais alto",
    sheet_key_strong: "|z*| ≥ {strong}: ponto preenchido; primeiro número em {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}: anel; segundo número em {flags}",
    sheet_key_fdr: "q = {q} ({method}): contorno espesso; terceiro número em {flags}",
    sheet_key_unmeasured:
      "capítulo abaixo dos mínimos de comparabilidade: células cinzentas tracejadas, números como –",
    sheet_key_paragraphs: "gravidade do tempo verbal ≥ {severity}; último número em {flags}",
    sheet_features: "Indicadores de estilo",
    sheet_thresholds:
      "Limiares: ligeiro |z*| ≥ {mild} · forte |z*| ≥ {strong} · FDR q = {q} ({method}) · parágrafos assinalados: gravidade ≥ {severity} · valores de referência a partir de {min} capítulos",
  },
  nl: {
    sheet_caveat:
      "Diagnostische heuristieken: ze tonen waar het proza verandert, niet of het goed is. Dit is geen kwaliteitscijfer.",
    sheet_date: "Datum",
    sheet_words_per_scene: "Woorden/scène",
    sheet_hooks: "Haken",
    sheet_show_tell: "Tonen/vertellen",
    sheet_style: "Stijl z*",
    sheet_legend: "Hoe de stroken te lezen",
    sheet_key_chapter: "hoofdstuknummer en titel; lange titels worden ingekort met …",
    sheet_key_words: "woorden van de tekst van het hoofdstuk",
    sheet_key_asl:
      "gemiddeld aantal woorden per zin; de balk loopt van de mediaan van de hoofdstukken ({median}, dunne lijn) naar het hoofdstuk: rechts = langere, links = kortere zinnen",
    sheet_key_dialogue: "percentage woorden in dialoog; de balk beslaat 0–100 %",
    sheet_key_scenes: "scènes in het hoofdstuk en hun gemiddelde lengte in woorden",
    sheet_key_hooks:
      "drie stippen voor het slot van het hoofdstuk, in deze volgorde: {hooks}; gevuld = aanwezig",
    sheet_key_tense:
      "hoogste ernst van een tijdswissel in de alinea’s van het hoofdstuk: één, twee of drie gevulde treden ({s1}, {s2}, {s3}); alle leeg = geen",
    sheet_key_show_tell:
      "balans van toon- tegenover vertelsignalen ten opzichte van de mediaan van het boek: een balk naar rechts neigt naar tonen, naar links naar vertellen; grijs streepje = niet vergelijkbaar",
    sheet_key_style:
      "één cel per stijlkenmerk (hieronder genummerd): robuuste z* ten opzichte van de eigen mediaan en spreiding van dit boek; blauw = lager, oranje = hoger",
    sheet_key_strong: "|z*| ≥ {strong}: gevulde stip; eerste getal onder {flags}",
    sheet_key_mild: "{mild} ≤ |z*| < {strong}: ring; tweede getal onder {flags}",
    sheet_key_fdr: "q = {q} ({method}): dikke rand; derde getal onder {flags}",
    sheet_key_unmeasured:
      "hoofdstuk onder de vergelijkbaarheidsdrempels: grijze gearceerde cellen, getallen als –",
    sheet_key_paragraphs: "ernst van de werkwoordstijd ≥ {severity}; laatste getal onder {flags}",
    sheet_features: "Stijlkenmerken",
    sheet_thresholds:
      "Drempels: mild |z*| ≥ {mild} · sterk |z*| ≥ {strong} · FDR q = {q} ({method}) · gemarkeerde alinea’s: ernst ≥ {severity} · basislijnen vanaf {min} hoofdstukken",
  },
};

/**
 * The label lookup of the sheet: its own texts in the interface language first, then the
 * dashboard packs (which fall back to English, then to the key).
 *
 * @example
 * ```ts
 * sheetLabels("de")("sheet_date"); // "Datum"
 * sheetLabels("de")("words"); // "Wörter"
 * ```
 */
export function sheetLabels(language: LabelLanguage): SheetTranslate {
  return withOwnLabels(SHEET_LABELS[language] ?? EN, labelsFor(language));
}
