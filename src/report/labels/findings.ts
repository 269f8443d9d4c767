/**
 * Labels of the triage ("chapters to look at") and of the captions that state a statistical
 * result in words (lag-1 autocorrelation, runs tests), in the seven interface languages. The
 * label packs merge them (`packs.ts`), so every surface looks them up with the same `t()`.
 *
 * Plural forms are separate keys (`_one`, `_other`); `triage_text.ts` picks one.
 *
 * @module
 */

import type { LabelLanguage, LabelTable } from "./packs.ts";

/** The keys of this module. */
export type FindingsLabelKey =
  | "finding_chapter"
  | "finding_tense_one"
  | "finding_tense_other"
  | "finding_exploratory"
  | "triage_title"
  | "triage_summary"
  | "triage_chance"
  | "triage_beyond_one"
  | "triage_beyond_other"
  | "triage_nothing"
  | "triage_few"
  | "triage_stands_out"
  | "triage_leans"
  | "triage_feature_high"
  | "triage_feature_low"
  | "triage_anyway"
  | "triage_details"
  | "triage_evidence_details"
  | "triage_length_note"
  | "triage_none"
  | "triage_unavailable"
  | "triage_more"
  | "triage_usual"
  | "triage_exploratory"
  | "chip_strong"
  | "chip_mild"
  | "chip_fdr"
  | "chip_tense"
  | "filter_look_at"
  | "lexical_diversity_mtld"
  | "consistency_note"
  | "lag_alike"
  | "lag_alternate"
  | "lag_none"
  | "lag_unavailable"
  | "runs_found"
  | "runs_none"
  | "dimension_share"
  | "report_style_title"
  | "report_hits"
  | "report_fdr"
  | "report_fdr_expected"
  | "report_tense"
  | "report_look_at"
  | "report_baselines"
  | "median"
  | "fastest_or_slowest"
  | "hook_score_scale";

type Pack = LabelTable<FindingsLabelKey>;

const EN: Pack = {
  finding_chapter: "Chapter {n}: {text}",
  finding_tense_one: "{n} paragraph mixes or switches tense (severity {severity} or higher)",
  finding_tense_other: "{n} paragraphs mix or switch tense (severity {severity} or higher)",
  finding_exploratory: "Exploratory dimension {dimension}: score {score} — a hint, not counted",
  triage_title: "Chapters to look at",
  triage_summary:
    "{n} of {total} chapters have a threshold hit or a tense flag: {strong} strong and {mild} mild hits, {fdr} FDR-selected cells, {tense} tense flags.",
  triage_beyond_one:
    "{n} chapter stands out beyond what chance gives in a book of {total} chapters.",
  triage_beyond_other:
    "{n} chapters stand out beyond what chance gives in a book of {total} chapters.",
  triage_nothing: "Nothing stands out beyond what chance gives in a book of {total} chapters.",
  triage_few:
    "With {total} chapters the book is too short to weigh whole chapters against each other; a chapter is listed when one measure alone lies beyond chance.",
  triage_stands_out: "Differs from the rest of the book in {features}.",
  triage_leans: "Comes closest in {features}, still within what chance gives.",
  triage_feature_high: "{feature} (higher than usual)",
  triage_feature_low: "{feature} (lower than usual)",
  triage_anyway: "If you want to look anyway",
  triage_details: "Details for statisticians",
  triage_evidence_details:
    "Chapter score: robust Mahalanobis distance d² = {distance} on {df} features (genomic control λ = {lambda}; {reference}); p = {p}, FDR-adjusted q = {q} ({method}); beyond chance when q ≤ {fdr_q}.",
  triage_length_note:
    "Measures that move with chapter length do not decide this list: the type–token ratio is left out (HD-D stands in) and the variety of sentence openings is taken net of chapter length.",
  triage_chance:
    "By chance alone about {expected} of the {cells} measured cells would pass the mild threshold; {hits} did.",
  triage_none: "No chapter leaves this book's usual range, and no paragraph is flagged for tense.",
  triage_unavailable: "No chapter can be compared yet; only tense flags are listed.",
  triage_more: "{n} more chapters to look at",
  triage_usual:
    "“Usually” is this book's own range: the median ± {z} robust deviations (σ = 1.4826 × MAD), the band the thresholds are measured against.",
  triage_exploratory:
    "Exploratory dimensions are shown with a chapter but never counted as findings.",
  chip_strong: "strong",
  chip_mild: "mild",
  chip_fdr: "FDR",
  chip_tense: "tense",
  filter_look_at: "Only chapters to look at",
  lexical_diversity_mtld: "Lexical diversity (MTLD)",
  consistency_note: "of {n} measured cells lie inside the mild threshold",
  lag_alike:
    "Neighbouring chapters are more alike than distant ones (mean lag-1 ρ = {rho}, beyond ±{critical}), so the baseline may hide slow drifts.",
  lag_alternate:
    "Neighbouring chapters differ more than distant ones (mean lag-1 ρ = {rho}, beyond ±{critical}): the book alternates.",
  lag_none:
    "Neighbouring chapters are no more alike than distant ones (mean lag-1 ρ = {rho}, within ±{critical}).",
  lag_unavailable: "Too few chapters to compare neighbouring chapters.",
  runs_found:
    "Runs of neighbouring chapters on the same side of the median (runs test, p < 0.05): {features}.",
  runs_none: "No feature runs on one side of its median for long (runs test, p < 0.05).",
  dimension_share: "Dimension {n} · {pct} of variance",
  report_style_title: "Style reference",
  report_hits:
    "Threshold hits: {strong} strong (|z*| ≥ {z_strong}), {mild} mild ({z_mild} ≤ |z*| < {z_strong})",
  report_fdr: "FDR-selected cells ({method}, q = {q}): {n}",
  report_fdr_expected: "About {expected} false positives are expected among all cells by chance.",
  report_tense: "Tense flags: {n} paragraphs (severity {severity} or higher)",
  report_look_at: "Chapters to look at, most pressing first",
  report_baselines: "Usual ranges (median ± {z} σ, σ = 1.4826 × MAD)",
  median: "median",
  fastest_or_slowest: "Fastest or slowest chapter (by average sentence length)",
  hook_score_scale: "Hook score per chapter (0–3)",
};

/** The findings labels per language. */
export const FINDINGS_LABELS: Readonly<Record<LabelLanguage, Pack>> = {
  en: EN,
  de: {
    finding_chapter: "Kapitel {n}: {text}",
    finding_tense_one:
      "{n} Absatz mischt oder wechselt das Tempus (Schweregrad {severity} oder höher)",
    finding_tense_other:
      "{n} Absätze mischen oder wechseln das Tempus (Schweregrad {severity} oder höher)",
    finding_exploratory:
      "Explorative Dimension {dimension}: Wert {score} – ein Hinweis, nicht gezählt",
    triage_title: "Kapitel zum Ansehen",
    triage_summary:
      "{n} von {total} Kapiteln haben einen Schwellentreffer oder eine Tempusmarkierung: {strong} starke und {mild} leichte Treffer, {fdr} FDR-ausgewählte Zellen, {tense} Tempusmarkierungen.",
    triage_beyond_one:
      "{n} Kapitel hebt sich über das hinaus ab, was der Zufall in einem Buch mit {total} Kapiteln ergibt.",
    triage_beyond_other:
      "{n} Kapitel heben sich über das hinaus ab, was der Zufall in einem Buch mit {total} Kapiteln ergibt.",
    triage_nothing:
      "Nichts hebt sich über das hinaus ab, was der Zufall in einem Buch mit {total} Kapiteln ergibt.",
    triage_few:
      "Mit {total} Kapiteln ist das Buch zu kurz, um ganze Kapitel gegeneinander abzuwägen; ein Kapitel steht auf der Liste, wenn schon ein Maß allein über den Zufall hinausgeht.",
    triage_stands_out: "Weicht vom Rest des Buches ab bei {features}.",
    triage_leans: "Am ehesten bei {features}, noch im Rahmen des Zufalls.",
    triage_feature_high: "{feature} (höher als üblich)",
    triage_feature_low: "{feature} (niedriger als üblich)",
    triage_anyway: "Wenn Sie trotzdem hinsehen möchten",
    triage_details: "Details für Statistiker",
    triage_evidence_details:
      "Kapitelwert: robuste Mahalanobis-Distanz d² = {distance} über {df} Merkmale (Genomic Control λ = {lambda}; {reference}); p = {p}, FDR-bereinigtes q = {q} ({method}); über dem Zufall bei q ≤ {fdr_q}.",
    triage_length_note:
      "Maße, die mit der Kapitellänge wandern, entscheiden diese Liste nicht: das Type-Token-Verhältnis bleibt außen vor (HD-D tritt an seine Stelle), die Vielfalt der Satzanfänge zählt bereinigt um die Kapitellänge.",
    triage_chance:
      "Allein durch Zufall würden etwa {expected} der {cells} gemessenen Zellen die leichte Schwelle überschreiten; {hits} taten es.",
    triage_none:
      "Kein Kapitel verlässt den üblichen Bereich dieses Buchs, und kein Absatz ist beim Tempus markiert.",
    triage_unavailable:
      "Noch kein Kapitel ist vergleichbar; nur Tempusmarkierungen werden aufgeführt.",
    triage_more: "{n} weitere Kapitel zum Ansehen",
    triage_usual:
      "„Meist“ ist der eigene Bereich dieses Buchs: Median ± {z} robuste Abweichungen (σ = 1,4826 × MAD), das Band, an dem die Schwellen gemessen werden.",
    triage_exploratory:
      "Explorative Dimensionen werden beim Kapitel gezeigt, aber nie als Befund gezählt.",
    chip_strong: "stark",
    chip_mild: "leicht",
    chip_fdr: "FDR",
    chip_tense: "Tempus",
    filter_look_at: "Nur Kapitel zum Ansehen",
    lexical_diversity_mtld: "Lexikalische Vielfalt (MTLD)",
    consistency_note: "von {n} gemessenen Zellen liegen innerhalb der leichten Schwelle",
    lag_alike:
      "Benachbarte Kapitel ähneln einander mehr als entfernte (mittleres Lag-1-ρ = {rho}, außerhalb ±{critical}); die Basislinie kann langsame Verschiebungen verdecken.",
    lag_alternate:
      "Benachbarte Kapitel unterscheiden sich stärker als entfernte (mittleres Lag-1-ρ = {rho}, außerhalb ±{critical}): Das Buch wechselt ab.",
    lag_none:
      "Benachbarte Kapitel ähneln einander nicht mehr als entfernte (mittleres Lag-1-ρ = {rho}, innerhalb ±{critical}).",
    lag_unavailable: "Zu wenige Kapitel, um Nachbarkapitel zu vergleichen.",
    runs_found:
      "Läufe benachbarter Kapitel auf derselben Seite des Medians (Runs-Test, p < 0,05): {features}.",
    runs_none: "Kein Merkmal bleibt lange auf einer Seite seines Medians (Runs-Test, p < 0,05).",
    dimension_share: "Dimension {n} · {pct} der Varianz",
    report_style_title: "Stilreferenz",
    report_hits:
      "Schwellentreffer: {strong} stark (|z*| ≥ {z_strong}), {mild} leicht ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "FDR-ausgewählte Zellen ({method}, q = {q}): {n}",
    report_fdr_expected:
      "Unter allen Zellen sind zufällig etwa {expected} falsch positive zu erwarten.",
    report_tense: "Tempusmarkierungen: {n} Absätze (Schweregrad {severity} oder höher)",
    report_look_at: "Kapitel zum Ansehen, das dringlichste zuerst",
    report_baselines: "Übliche Bereiche (Median ± {z} σ, σ = 1,4826 × MAD)",
    median: "Median",
    fastest_or_slowest: "Schnellstes oder langsamstes Kapitel (nach mittlerer Satzlänge)",
    hook_score_scale: "Schlusshaken-Wert je Kapitel (0–3)",
  },
  fr: {
    finding_chapter: "Chapitre {n}\u202f: {text}",
    finding_tense_one: "{n} paragraphe mêle ou change de temps (gravité {severity} ou plus)",
    finding_tense_other: "{n} paragraphes mêlent ou changent de temps (gravité {severity} ou plus)",
    finding_exploratory:
      "Dimension exploratoire {dimension}\u202f: score {score} – un indice, non compté",
    triage_title: "Chapitres à examiner",
    triage_summary:
      "{n} chapitres sur {total} ont un dépassement de seuil ou un signalement de temps\u202f: {strong} forts et {mild} modérés, {fdr} cellules retenues par FDR, {tense} signalements de temps.",
    triage_beyond_one:
      "{n} chapitre se distingue au-delà de ce que donne le hasard dans un livre de {total} chapitres.",
    triage_beyond_other:
      "{n} chapitres se distinguent au-delà de ce que donne le hasard dans un livre de {total} chapitres.",
    triage_nothing:
      "Rien ne se distingue au-delà de ce que donne le hasard dans un livre de {total} chapitres.",
    triage_few:
      "Avec {total} chapitres, le livre est trop court pour comparer des chapitres entiers entre eux ; un chapitre est listé quand une seule mesure dépasse déjà le hasard.",
    triage_stands_out: "Se distingue du reste du livre par {features}.",
    triage_leans: "S’en approche le plus par {features}, encore dans les limites du hasard.",
    triage_feature_high: "{feature} (plus élevé que d’habitude)",
    triage_feature_low: "{feature} (plus bas que d’habitude)",
    triage_anyway: "Si vous voulez regarder quand même",
    triage_details: "Détails pour statisticiens",
    triage_evidence_details:
      "Score du chapitre : distance de Mahalanobis robuste d² = {distance} sur {df} mesures (contrôle génomique λ = {lambda} ; {reference}) ; p = {p}, q ajusté FDR = {q} ({method}) ; au-delà du hasard si q ≤ {fdr_q}.",
    triage_length_note:
      "Les mesures qui varient avec la longueur du chapitre ne décident pas de cette liste : le rapport type/occurrence est écarté (HD-D le remplace) et la variété des débuts de phrase est prise nette de la longueur.",
    triage_chance:
      "Par le seul hasard, environ {expected} des {cells} cellules mesurées dépasseraient le seuil modéré\u202f; {hits} l’ont fait.",
    triage_none:
      "Aucun chapitre ne sort de la plage habituelle de ce livre et aucun paragraphe n’est signalé pour le temps.",
    triage_unavailable:
      "Aucun chapitre n’est encore comparable\u202f; seuls les signalements de temps sont listés.",
    triage_more: "{n} autres chapitres à examiner",
    triage_usual:
      "«\u202fD’ordinaire\u202f» désigne la plage propre à ce livre\u202f: la médiane ± {z} écarts robustes (σ = 1,4826 × MAD), la bande à laquelle les seuils se mesurent.",
    triage_exploratory:
      "Les dimensions exploratoires sont montrées avec le chapitre mais jamais comptées comme constats.",
    chip_strong: "fort",
    chip_mild: "modéré",
    chip_fdr: "FDR",
    chip_tense: "temps",
    filter_look_at: "Seulement les chapitres à examiner",
    lexical_diversity_mtld: "Diversité lexicale (MTLD)",
    consistency_note: "des {n} cellules mesurées restent sous le seuil modéré",
    lag_alike:
      "Les chapitres voisins se ressemblent plus que les chapitres éloignés (ρ moyen de décalage 1 = {rho}, au-delà de ±{critical})\u202f; la référence peut masquer des dérives lentes.",
    lag_alternate:
      "Les chapitres voisins diffèrent plus que les chapitres éloignés (ρ moyen de décalage 1 = {rho}, au-delà de ±{critical})\u202f: le livre alterne.",
    lag_none:
      "Les chapitres voisins ne se ressemblent pas plus que les chapitres éloignés (ρ moyen de décalage 1 = {rho}, dans ±{critical}).",
    lag_unavailable: "Trop peu de chapitres pour comparer des chapitres voisins.",
    runs_found:
      "Suites de chapitres voisins du même côté de la médiane (test des suites, p < 0,05)\u202f: {features}.",
    runs_none:
      "Aucune caractéristique ne reste longtemps d’un seul côté de sa médiane (test des suites, p < 0,05).",
    dimension_share: "Dimension {n} · {pct} de la variance",
    report_style_title: "Référence stylistique",
    report_hits:
      "Dépassements de seuil\u202f: {strong} forts (|z*| ≥ {z_strong}), {mild} modérés ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "Cellules retenues par FDR ({method}, q = {q})\u202f: {n}",
    report_fdr_expected:
      "Environ {expected} faux positifs sont attendus par hasard parmi toutes les cellules.",
    report_tense: "Signalements de temps\u202f: {n} paragraphes (gravité {severity} ou plus)",
    report_look_at: "Chapitres à examiner, le plus urgent d’abord",
    report_baselines: "Plages habituelles (médiane ± {z} σ, σ = 1,4826 × MAD)",
    median: "médiane",
    fastest_or_slowest:
      "Chapitre le plus rapide ou le plus lent (selon la longueur moyenne des phrases)",
    hook_score_scale: "Score d’accroche par chapitre (0–3)",
  },
  es: {
    finding_chapter: "Capítulo {n}: {text}",
    finding_tense_one: "{n} párrafo mezcla o cambia el tiempo verbal (gravedad {severity} o más)",
    finding_tense_other:
      "{n} párrafos mezclan o cambian el tiempo verbal (gravedad {severity} o más)",
    finding_exploratory:
      "Dimensión exploratoria {dimension}: puntuación {score} – un indicio, no se cuenta",
    triage_title: "Capítulos que conviene revisar",
    triage_summary:
      "{n} de {total} capítulos tienen un umbral superado o una marca de tiempo verbal: {strong} fuertes y {mild} leves, {fdr} celdas seleccionadas por FDR, {tense} marcas de tiempo verbal.",
    triage_beyond_one:
      "{n} capítulo destaca más allá de lo que da el azar en un libro de {total} capítulos.",
    triage_beyond_other:
      "{n} capítulos destacan más allá de lo que da el azar en un libro de {total} capítulos.",
    triage_nothing: "Nada destaca más allá de lo que da el azar en un libro de {total} capítulos.",
    triage_few:
      "Con {total} capítulos el libro es demasiado corto para comparar capítulos enteros entre sí; un capítulo aparece cuando una sola medida ya supera el azar.",
    triage_stands_out: "Se aparta del resto del libro en {features}.",
    triage_leans: "Lo que más se acerca: {features}, aún dentro de lo que da el azar.",
    triage_feature_high: "{feature} (más alto de lo habitual)",
    triage_feature_low: "{feature} (más bajo de lo habitual)",
    triage_anyway: "Si quiere mirar de todos modos",
    triage_details: "Detalles para estadísticos",
    triage_evidence_details:
      "Puntuación del capítulo: distancia de Mahalanobis robusta d² = {distance} sobre {df} medidas (control genómico λ = {lambda}; {reference}); p = {p}, q ajustado por FDR = {q} ({method}); más allá del azar si q ≤ {fdr_q}.",
    triage_length_note:
      "Las medidas que cambian con la longitud del capítulo no deciden esta lista: la razón tipo-token queda fuera (HD-D la sustituye) y la variedad de inicios de frase se toma descontando la longitud.",
    triage_chance:
      "Solo por azar, unas {expected} de las {cells} celdas medidas superarían el umbral leve; lo hicieron {hits}.",
    triage_none:
      "Ningún capítulo sale del rango habitual de este libro y ningún párrafo está marcado por el tiempo verbal.",
    triage_unavailable:
      "Aún no hay capítulos comparables; solo se enumeran las marcas de tiempo verbal.",
    triage_more: "{n} capítulos más que conviene revisar",
    triage_usual:
      "«Suele» se refiere al rango propio de este libro: la mediana ± {z} desviaciones robustas (σ = 1,4826 × MAD), la banda con la que se miden los umbrales.",
    triage_exploratory:
      "Las dimensiones exploratorias se muestran con el capítulo, pero nunca cuentan como hallazgos.",
    chip_strong: "fuerte",
    chip_mild: "leve",
    chip_fdr: "FDR",
    chip_tense: "tiempo",
    filter_look_at: "Solo capítulos que conviene revisar",
    lexical_diversity_mtld: "Diversidad léxica (MTLD)",
    consistency_note: "de {n} celdas medidas quedan dentro del umbral leve",
    lag_alike:
      "Los capítulos vecinos se parecen más que los lejanos (ρ medio de desfase 1 = {rho}, fuera de ±{critical}); la referencia puede ocultar derivas lentas.",
    lag_alternate:
      "Los capítulos vecinos difieren más que los lejanos (ρ medio de desfase 1 = {rho}, fuera de ±{critical}): el libro alterna.",
    lag_none:
      "Los capítulos vecinos no se parecen más que los lejanos (ρ medio de desfase 1 = {rho}, dentro de ±{critical}).",
    lag_unavailable: "Hay muy pocos capítulos para comparar capítulos vecinos.",
    runs_found:
      "Rachas de capítulos vecinos del mismo lado de la mediana (prueba de rachas, p < 0,05): {features}.",
    runs_none:
      "Ningún rasgo se queda mucho tiempo de un solo lado de su mediana (prueba de rachas, p < 0,05).",
    dimension_share: "Dimensión {n} · {pct} de la varianza",
    report_style_title: "Referencia de estilo",
    report_hits:
      "Umbrales superados: {strong} fuertes (|z*| ≥ {z_strong}), {mild} leves ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "Celdas seleccionadas por FDR ({method}, q = {q}): {n}",
    report_fdr_expected:
      "Por azar se esperan unos {expected} falsos positivos entre todas las celdas.",
    report_tense: "Marcas de tiempo verbal: {n} párrafos (gravedad {severity} o más)",
    report_look_at: "Capítulos que conviene revisar, el más urgente primero",
    report_baselines: "Rangos habituales (mediana ± {z} σ, σ = 1,4826 × MAD)",
    median: "mediana",
    fastest_or_slowest: "Capítulo más rápido o más lento (según la longitud media de las frases)",
    hook_score_scale: "Puntuación de gancho por capítulo (0–3)",
  },
  it: {
    finding_chapter: "Capitolo {n}: {text}",
    finding_tense_one: "{n} paragrafo mescola o cambia tempo verbale (gravità {severity} o più)",
    finding_tense_other:
      "{n} paragrafi mescolano o cambiano tempo verbale (gravità {severity} o più)",
    finding_exploratory:
      "Dimensione esplorativa {dimension}: punteggio {score} – un indizio, non conteggiato",
    triage_title: "Capitoli da rivedere",
    triage_summary:
      "{n} capitoli su {total} superano una soglia o hanno una segnalazione del tempo verbale: {strong} forti e {mild} lievi, {fdr} celle selezionate con FDR, {tense} segnalazioni del tempo verbale.",
    triage_beyond_one:
      "{n} capitolo spicca oltre quanto dà il caso in un libro di {total} capitoli.",
    triage_beyond_other:
      "{n} capitoli spiccano oltre quanto dà il caso in un libro di {total} capitoli.",
    triage_nothing: "Nulla spicca oltre quanto dà il caso in un libro di {total} capitoli.",
    triage_few:
      "Con {total} capitoli il libro è troppo breve per confrontare capitoli interi tra loro; un capitolo è elencato quando una sola misura supera già il caso.",
    triage_stands_out: "Si discosta dal resto del libro per {features}.",
    triage_leans: "Ci si avvicina di più per {features}, ancora entro quanto dà il caso.",
    triage_feature_high: "{feature} (più alto del solito)",
    triage_feature_low: "{feature} (più basso del solito)",
    triage_anyway: "Se vuole guardare comunque",
    triage_details: "Dettagli per statistici",
    triage_evidence_details:
      "Punteggio del capitolo: distanza di Mahalanobis robusta d² = {distance} su {df} misure (controllo genomico λ = {lambda}; {reference}); p = {p}, q corretto FDR = {q} ({method}); oltre il caso se q ≤ {fdr_q}.",
    triage_length_note:
      "Le misure che variano con la lunghezza del capitolo non decidono questo elenco: il rapporto type/token è escluso (HD-D lo sostituisce) e la varietà degli attacchi di frase è presa al netto della lunghezza.",
    triage_chance:
      "Per puro caso circa {expected} delle {cells} celle misurate supererebbero la soglia lieve; l’hanno fatto {hits}.",
    triage_none:
      "Nessun capitolo esce dall’intervallo abituale di questo libro e nessun paragrafo è segnalato per il tempo verbale.",
    triage_unavailable:
      "Nessun capitolo è ancora confrontabile; sono elencate solo le segnalazioni del tempo verbale.",
    triage_more: "Altri {n} capitoli da rivedere",
    triage_usual:
      "«Di solito» indica l’intervallo proprio di questo libro: la mediana ± {z} scarti robusti (σ = 1,4826 × MAD), la banda su cui si misurano le soglie.",
    triage_exploratory:
      "Le dimensioni esplorative sono mostrate con il capitolo, ma non contano mai come risultati.",
    chip_strong: "forte",
    chip_mild: "lieve",
    chip_fdr: "FDR",
    chip_tense: "tempo",
    filter_look_at: "Solo i capitoli da rivedere",
    lexical_diversity_mtld: "Varietà lessicale (MTLD)",
    consistency_note: "delle {n} celle misurate restano entro la soglia lieve",
    lag_alike:
      "I capitoli vicini si somigliano più di quelli lontani (ρ medio di ritardo 1 = {rho}, oltre ±{critical}); il riferimento può nascondere derive lente.",
    lag_alternate:
      "I capitoli vicini differiscono più di quelli lontani (ρ medio di ritardo 1 = {rho}, oltre ±{critical}): il libro alterna.",
    lag_none:
      "I capitoli vicini non si somigliano più di quelli lontani (ρ medio di ritardo 1 = {rho}, entro ±{critical}).",
    lag_unavailable: "Troppo pochi capitoli per confrontare capitoli vicini.",
    runs_found:
      "Sequenze di capitoli vicini dallo stesso lato della mediana (test delle successioni, p < 0,05): {features}.",
    runs_none:
      "Nessuna caratteristica resta a lungo da un solo lato della sua mediana (test delle successioni, p < 0,05).",
    dimension_share: "Dimensione {n} · {pct} della varianza",
    report_style_title: "Riferimento stilistico",
    report_hits:
      "Soglie superate: {strong} forti (|z*| ≥ {z_strong}), {mild} lievi ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "Celle selezionate con FDR ({method}, q = {q}): {n}",
    report_fdr_expected:
      "Per caso ci si attendono circa {expected} falsi positivi tra tutte le celle.",
    report_tense: "Segnalazioni del tempo verbale: {n} paragrafi (gravità {severity} o più)",
    report_look_at: "Capitoli da rivedere, il più urgente per primo",
    report_baselines: "Intervalli abituali (mediana ± {z} σ, σ = 1,4826 × MAD)",
    median: "mediana",
    fastest_or_slowest: "Capitolo più veloce o più lento (secondo la lunghezza media delle frasi)",
    hook_score_scale: "Punteggio del gancio per capitolo (0–3)",
  },
  pt: {
    finding_chapter: "Capítulo {n}: {text}",
    finding_tense_one:
      "{n} parágrafo mistura ou muda o tempo verbal (gravidade {severity} ou mais)",
    finding_tense_other:
      "{n} parágrafos misturam ou mudam o tempo verbal (gravidade {severity} ou mais)",
    finding_exploratory:
      "Dimensão exploratória {dimension}: pontuação {score} – um indício, não contado",
    triage_title: "Capítulos a rever",
    triage_summary:
      "{n} de {total} capítulos ultrapassam um limiar ou têm uma marca de tempo verbal: {strong} fortes e {mild} ligeiros, {fdr} células selecionadas por FDR, {tense} marcas de tempo verbal.",
    triage_beyond_one:
      "{n} capítulo destaca-se além do que o acaso dá num livro de {total} capítulos.",
    triage_beyond_other:
      "{n} capítulos destacam-se além do que o acaso dá num livro de {total} capítulos.",
    triage_nothing: "Nada se destaca além do que o acaso dá num livro de {total} capítulos.",
    triage_few:
      "Com {total} capítulos o livro é curto demais para comparar capítulos inteiros entre si; um capítulo aparece quando uma só medida já ultrapassa o acaso.",
    triage_stands_out: "Afasta-se do resto do livro em {features}.",
    triage_leans: "O que mais se aproxima: {features}, ainda dentro do que o acaso dá.",
    triage_feature_high: "{feature} (mais alto do que o habitual)",
    triage_feature_low: "{feature} (mais baixo do que o habitual)",
    triage_anyway: "Se quiser olhar mesmo assim",
    triage_details: "Detalhes para estatísticos",
    triage_evidence_details:
      "Pontuação do capítulo: distância de Mahalanobis robusta d² = {distance} sobre {df} medidas (controlo genómico λ = {lambda}; {reference}); p = {p}, q ajustado por FDR = {q} ({method}); além do acaso se q ≤ {fdr_q}.",
    triage_length_note:
      "As medidas que variam com o comprimento do capítulo não decidem esta lista: a razão tipo-token fica de fora (o HD-D substitui-a) e a variedade de inícios de frase é tomada descontando o comprimento.",
    triage_chance:
      "Só por acaso, cerca de {expected} das {cells} células medidas ultrapassariam o limiar ligeiro; {hits} ultrapassaram.",
    triage_none:
      "Nenhum capítulo sai do intervalo habitual deste livro e nenhum parágrafo está assinalado pelo tempo verbal.",
    triage_unavailable:
      "Ainda nenhum capítulo é comparável; só as marcas de tempo verbal são listadas.",
    triage_more: "Mais {n} capítulos a rever",
    triage_usual:
      "«Costuma» refere-se ao intervalo próprio deste livro: a mediana ± {z} desvios robustos (σ = 1,4826 × MAD), a faixa com que se medem os limiares.",
    triage_exploratory:
      "As dimensões exploratórias são mostradas com o capítulo, mas nunca contam como resultados.",
    chip_strong: "forte",
    chip_mild: "ligeiro",
    chip_fdr: "FDR",
    chip_tense: "tempo",
    filter_look_at: "Só capítulos a rever",
    lexical_diversity_mtld: "Diversidade lexical (MTLD)",
    consistency_note: "das {n} células medidas ficam dentro do limiar ligeiro",
    lag_alike:
      "Capítulos vizinhos parecem-se mais do que capítulos distantes (ρ médio de desfasamento 1 = {rho}, fora de ±{critical}); a referência pode esconder derivas lentas.",
    lag_alternate:
      "Capítulos vizinhos diferem mais do que capítulos distantes (ρ médio de desfasamento 1 = {rho}, fora de ±{critical}): o livro alterna.",
    lag_none:
      "Capítulos vizinhos não se parecem mais do que capítulos distantes (ρ médio de desfasamento 1 = {rho}, dentro de ±{critical}).",
    lag_unavailable: "Poucos capítulos para comparar capítulos vizinhos.",
    runs_found:
      "Sequências de capítulos vizinhos do mesmo lado da mediana (teste de sequências, p < 0,05): {features}.",
    runs_none:
      "Nenhuma característica fica muito tempo de um só lado da sua mediana (teste de sequências, p < 0,05).",
    dimension_share: "Dimensão {n} · {pct} da variância",
    report_style_title: "Referência de estilo",
    report_hits:
      "Limiares ultrapassados: {strong} fortes (|z*| ≥ {z_strong}), {mild} ligeiros ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "Células selecionadas por FDR ({method}, q = {q}): {n}",
    report_fdr_expected:
      "Por acaso esperam-se cerca de {expected} falsos positivos entre todas as células.",
    report_tense: "Marcas de tempo verbal: {n} parágrafos (gravidade {severity} ou mais)",
    report_look_at: "Capítulos a rever, o mais urgente primeiro",
    report_baselines: "Intervalos habituais (mediana ± {z} σ, σ = 1,4826 × MAD)",
    median: "mediana",
    fastest_or_slowest: "Capítulo mais rápido ou mais lento (pelo comprimento médio das frases)",
    hook_score_scale: "Pontuação de gancho por capítulo (0–3)",
  },
  nl: {
    finding_chapter: "Hoofdstuk {n}: {text}",
    finding_tense_one: "{n} alinea mengt of wisselt de werkwoordstijd (ernst {severity} of hoger)",
    finding_tense_other:
      "{n} alinea’s mengen of wisselen de werkwoordstijd (ernst {severity} of hoger)",
    finding_exploratory:
      "Verkennende dimensie {dimension}: score {score} – een aanwijzing, niet meegeteld",
    triage_title: "Hoofdstukken om te bekijken",
    triage_summary:
      "{n} van {total} hoofdstukken hebben een drempeloverschrijding of een tijdsmarkering: {strong} sterke en {mild} milde, {fdr} door FDR geselecteerde cellen, {tense} tijdsmarkeringen.",
    triage_beyond_one:
      "{n} hoofdstuk springt eruit, verder dan toeval geeft in een boek van {total} hoofdstukken.",
    triage_beyond_other:
      "{n} hoofdstukken springen eruit, verder dan toeval geeft in een boek van {total} hoofdstukken.",
    triage_nothing:
      "Niets springt eruit boven wat toeval geeft in een boek van {total} hoofdstukken.",
    triage_few:
      "Met {total} hoofdstukken is het boek te kort om hele hoofdstukken tegen elkaar af te wegen; een hoofdstuk staat op de lijst als één maat alleen al boven toeval uitkomt.",
    triage_stands_out: "Wijkt af van de rest van het boek in {features}.",
    triage_leans: "Komt het dichtst in de buurt bij {features}, nog binnen wat toeval geeft.",
    triage_feature_high: "{feature} (hoger dan gewoonlijk)",
    triage_feature_low: "{feature} (lager dan gewoonlijk)",
    triage_anyway: "Als u toch wilt kijken",
    triage_details: "Details voor statistici",
    triage_evidence_details:
      "Hoofdstukscore: robuuste Mahalanobis-afstand d² = {distance} over {df} maten (genomic control λ = {lambda}; {reference}); p = {p}, FDR-gecorrigeerde q = {q} ({method}); boven toeval bij q ≤ {fdr_q}.",
    triage_length_note:
      "Maten die met de hoofdstuklengte meebewegen, bepalen deze lijst niet: de type-tokenverhouding blijft buiten beschouwing (HD-D neemt haar plaats in) en de variatie in zinsbegin telt gecorrigeerd voor de lengte.",
    triage_chance:
      "Door toeval alleen zouden ongeveer {expected} van de {cells} gemeten cellen de milde drempel halen; {hits} deden dat.",
    triage_none:
      "Geen hoofdstuk valt buiten het gebruikelijke bereik van dit boek en geen alinea is gemarkeerd voor de werkwoordstijd.",
    triage_unavailable:
      "Nog geen hoofdstuk is vergelijkbaar; alleen tijdsmarkeringen worden vermeld.",
    triage_more: "Nog {n} hoofdstukken om te bekijken",
    triage_usual:
      "‘Meestal’ is het eigen bereik van dit boek: de mediaan ± {z} robuuste afwijkingen (σ = 1,4826 × MAD), de band waaraan de drempels worden gemeten.",
    triage_exploratory:
      "Verkennende dimensies worden bij het hoofdstuk getoond, maar tellen nooit als bevinding.",
    chip_strong: "sterk",
    chip_mild: "mild",
    chip_fdr: "FDR",
    chip_tense: "tijd",
    filter_look_at: "Alleen hoofdstukken om te bekijken",
    lexical_diversity_mtld: "Lexicale diversiteit (MTLD)",
    consistency_note: "van {n} gemeten cellen blijven binnen de milde drempel",
    lag_alike:
      "Naburige hoofdstukken lijken meer op elkaar dan verre (gemiddelde lag-1-ρ = {rho}, buiten ±{critical}); de basislijn kan trage verschuivingen verbergen.",
    lag_alternate:
      "Naburige hoofdstukken verschillen meer dan verre (gemiddelde lag-1-ρ = {rho}, buiten ±{critical}): het boek wisselt af.",
    lag_none:
      "Naburige hoofdstukken lijken niet meer op elkaar dan verre (gemiddelde lag-1-ρ = {rho}, binnen ±{critical}).",
    lag_unavailable: "Te weinig hoofdstukken om naburige hoofdstukken te vergelijken.",
    runs_found:
      "Reeksen naburige hoofdstukken aan dezelfde kant van de mediaan (runstest, p < 0,05): {features}.",
    runs_none: "Geen kenmerk blijft lang aan één kant van zijn mediaan (runstest, p < 0,05).",
    dimension_share: "Dimensie {n} · {pct} van de variantie",
    report_style_title: "Stijlreferentie",
    report_hits:
      "Drempeloverschrijdingen: {strong} sterk (|z*| ≥ {z_strong}), {mild} mild ({z_mild} ≤ |z*| < {z_strong})",
    report_fdr: "Door FDR geselecteerde cellen ({method}, q = {q}): {n}",
    report_fdr_expected:
      "Door toeval worden onder alle cellen ongeveer {expected} fout-positieven verwacht.",
    report_tense: "Tijdsmarkeringen: {n} alinea’s (ernst {severity} of hoger)",
    report_look_at: "Hoofdstukken om te bekijken, het dringendste eerst",
    report_baselines: "Gebruikelijke bereiken (mediaan ± {z} σ, σ = 1,4826 × MAD)",
    median: "mediaan",
    fastest_or_slowest: "Snelste of traagste hoofdstuk (naar gemiddelde zinslengte)",
    hook_score_scale: "Haakscore per hoofdstuk (0–3)",
  },
};
