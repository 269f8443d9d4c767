/**
 * Labels that only the A4 report prints (page furniture, list notes, chart legends the
 * dashboard shows as tooltips), in the seven interface languages. Everything else comes from
 * the dashboard's label packs: {@linkcode reportLabels} looks here first, then in the packs
 * (which fall back to English and then to the key). Typographic spaces in labels (French uses
 * U+202F before `:` and `;`) are made plain, as many fonts lack them.
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
import { plainSpaces } from "../../text_fit.ts";

/** The keys of this module. */
export type ReportLabelKey =
  | "report_subtitle"
  | "page_of"
  | "contents"
  | "charts"
  | "how_to_read"
  | "date"
  | "created_with"
  | "thresholds_used"
  | "heatmap_part"
  | "heatmap_split"
  | "list_capped"
  | "continued"
  | "outside_band"
  | "median"
  | "fastest_slowest"
  | "runs_flagged"
  | "bins_note";

type Pack = LabelTable<ReportLabelKey>;

/** The report's lookup: its own keys and the dashboard's. */
export type ReportTranslate = Translate<ReportLabelKey | LabelKey>;

const EN: Pack = {
  report_subtitle: "Manuscript analysis report",
  page_of: "Page {n} of {m}",
  contents: "Contents",
  charts: "Charts",
  how_to_read: "How to read this report",
  date: "Date",
  created_with: "Created with {creator}",
  thresholds_used: "Thresholds used",
  heatmap_part: "Chapters {from}–{to}",
  heatmap_split: "The chart is split into blocks of at most {n} chapters.",
  list_capped: "{shown} of {total} listed (most marked first); {omitted} omitted.",
  continued: "continued",
  outside_band: "outside the usual range",
  median: "median",
  fastest_slowest: "fastest or slowest chapter",
  runs_flagged: "Features with runs of similar neighbouring chapters",
  bins_note:
    "Each column groups {n} consecutive paragraphs and shows the highest severity among them.",
};

/** PDF-only labels per language. */
export const REPORT_LABELS: Readonly<Record<LabelLanguage, Pack>> = {
  en: EN,
  de: {
    report_subtitle: "Bericht zur Manuskriptanalyse",
    page_of: "Seite {n} von {m}",
    contents: "Inhalt",
    charts: "Diagramme",
    how_to_read: "So lesen Sie diesen Bericht",
    date: "Datum",
    created_with: "Erstellt mit {creator}",
    thresholds_used: "Verwendete Schwellenwerte",
    heatmap_part: "Kapitel {from}–{to}",
    heatmap_split: "Das Diagramm ist in Blöcke zu höchstens {n} Kapiteln aufgeteilt.",
    list_capped:
      "{shown} von {total} aufgeführt (die auffälligsten zuerst); {omitted} ausgelassen.",
    continued: "Fortsetzung",
    outside_band: "außerhalb des üblichen Bereichs",
    median: "Median",
    fastest_slowest: "schnellstes oder langsamstes Kapitel",
    runs_flagged: "Merkmale mit Läufen ähnlicher Nachbarkapitel",
    bins_note:
      "Jede Säule fasst {n} aufeinanderfolgende Absätze zusammen und zeigt den höchsten Schweregrad darunter.",
  },
  fr: {
    report_subtitle: "Rapport d’analyse du manuscrit",
    page_of: "Page {n} sur {m}",
    contents: "Sommaire",
    charts: "Graphiques",
    how_to_read: "Comment lire ce rapport",
    date: "Date",
    created_with: "Créé avec {creator}",
    thresholds_used: "Seuils utilisés",
    heatmap_part: "Chapitres {from} à {to}",
    heatmap_split: "Le graphique est découpé en blocs d’au plus {n} chapitres.",
    list_capped:
      "{shown} sur {total} listés (les plus marqués d’abord)\u00A0; {omitted} autres omis.",
    continued: "suite",
    outside_band: "hors de la plage habituelle",
    median: "médiane",
    fastest_slowest: "chapitre le plus rapide ou le plus lent",
    runs_flagged: "Caractéristiques avec des séries de chapitres voisins semblables",
    bins_note:
      "Chaque colonne regroupe {n} paragraphes consécutifs et montre la gravité la plus élevée parmi eux.",
  },
  es: {
    report_subtitle: "Informe de análisis del manuscrito",
    page_of: "Página {n} de {m}",
    contents: "Índice",
    charts: "Gráficos",
    how_to_read: "Cómo leer este informe",
    date: "Fecha",
    created_with: "Creado con {creator}",
    thresholds_used: "Umbrales utilizados",
    heatmap_part: "Capítulos {from}–{to}",
    heatmap_split: "El gráfico se divide en bloques de {n} capítulos como máximo.",
    list_capped: "Se muestran {shown} de {total} (primero los más marcados); se omiten {omitted}.",
    continued: "continuación",
    outside_band: "fuera del rango habitual",
    median: "mediana",
    fastest_slowest: "capítulo más rápido o más lento",
    runs_flagged: "Rasgos con rachas de capítulos vecinos parecidos",
    bins_note:
      "Cada columna agrupa {n} párrafos consecutivos y muestra la gravedad más alta entre ellos.",
  },
  it: {
    report_subtitle: "Rapporto di analisi del manoscritto",
    page_of: "Pagina {n} di {m}",
    contents: "Indice",
    charts: "Grafici",
    how_to_read: "Come leggere questo rapporto",
    date: "Data",
    created_with: "Creato con {creator}",
    thresholds_used: "Soglie utilizzate",
    heatmap_part: "Capitoli {from}–{to}",
    heatmap_split: "Il grafico è suddiviso in blocchi di al massimo {n} capitoli.",
    list_capped: "Elencati {shown} su {total} (prima i più marcati); {omitted} omessi.",
    continued: "continua",
    outside_band: "fuori dall’intervallo abituale",
    median: "mediana",
    fastest_slowest: "capitolo più veloce o più lento",
    runs_flagged: "Caratteristiche con serie di capitoli vicini simili",
    bins_note:
      "Ogni colonna raggruppa {n} paragrafi consecutivi e mostra la gravità più alta tra di essi.",
  },
  pt: {
    report_subtitle: "Relatório de análise do manuscrito",
    page_of: "Página {n} de {m}",
    contents: "Sumário",
    charts: "Gráficos",
    how_to_read: "Como ler este relatório",
    date: "Data",
    created_with: "Criado com {creator}",
    thresholds_used: "Limiares utilizados",
    heatmap_part: "Capítulos {from}–{to}",
    heatmap_split: "O gráfico está dividido em blocos de no máximo {n} capítulos.",
    list_capped: "{shown} de {total} listados (os mais marcados primeiro); {omitted} omitidos.",
    continued: "continuação",
    outside_band: "fora do intervalo habitual",
    median: "mediana",
    fastest_slowest: "capítulo mais rápido ou mais lento",
    runs_flagged: "Características com sequências de capítulos vizinhos semelhantes",
    bins_note:
      "Cada coluna agrupa {n} parágrafos consecutivos e mostra a gravidade mais alta entre eles.",
  },
  nl: {
    report_subtitle: "Analyserapport van het manuscript",
    page_of: "Pagina {n} van {m}",
    contents: "Inhoud",
    charts: "Grafieken",
    how_to_read: "Zo leest u dit rapport",
    date: "Datum",
    created_with: "Gemaakt met {creator}",
    thresholds_used: "Gebruikte drempelwaarden",
    heatmap_part: "Hoofdstukken {from}–{to}",
    heatmap_split: "De grafiek is opgedeeld in blokken van hoogstens {n} hoofdstukken.",
    list_capped: "{shown} van {total} vermeld (de opvallendste eerst); {omitted} weggelaten.",
    continued: "vervolg",
    outside_band: "buiten het gebruikelijke bereik",
    median: "mediaan",
    fastest_slowest: "snelste of langzaamste hoofdstuk",
    runs_flagged: "Kenmerken met reeksen van gelijkende naburige hoofdstukken",
    bins_note:
      "Elke kolom bundelt {n} opeenvolgende alinea’s en toont de hoogste ernst daarbinnen.",
  },
};

/**
 * The report's label lookup: PDF-only labels of the language, then the dashboard packs
 * (`labelsFor`), with `{name}` placeholders filled.
 *
 * @example
 * ```ts
 * reportLabels("de")("page_of", { n: 2, m: 9 }); // "Seite 2 von 9"
 * reportLabels("de")("tab_overview"); // "Überblick"
 * ```
 */
export function reportLabels(language: LabelLanguage): ReportTranslate {
  const fill = withOwnLabels(REPORT_LABELS[language] ?? EN, labelsFor(language));
  return (key, values) => plainSpaces(fill(key, values));
}
