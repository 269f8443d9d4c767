/**
 * Display texts of the 16 style features (SPEC 2.3) in the seven interface languages: a
 * name, the unit a value is read in, and the finding sentence that states a chapter's value
 * against the book's usual range. These are the only names any surface prints for a feature
 * (the label packs take them as `feature_<id>`, `feature_unit_<id>` and `finding_<id>`), so a
 * feature identifier such as `kaskade_pct` never reaches a reader.
 *
 * Placeholders of a finding: `{value}`, `{low}`, `{high}`, `{median}` (numbers formatted in
 * the language) and `{limit}` (the feature's word or letter limit from `feature_ids.ts`).
 * A finding starts in lower case where the language continues a sentence after a colon
 * ("Chapter 15: sentences average …"); `capitalise()` of `triage_text.ts` lifts it when it
 * stands alone.
 *
 * @module
 */

import {
  KASKADE_MIN_WORDS,
  LONG_WORD_MIN_LETTERS,
  STACCATO_MAX_WORDS,
  STYLE_FEATURES,
  type StyleFeature,
} from "../../features/feature_ids.ts";
import type { LabelLanguage, LabelTable } from "./packs.ts";

/** Name, unit and finding sentence of one feature in one language. */
export type FeatureText = readonly [name: string, unit: string, finding: string];

/** The label keys of the feature texts: name, unit and finding sentence of each feature. */
export type FeatureLabelKey =
  | `feature_${StyleFeature}`
  | `feature_unit_${StyleFeature}`
  | `finding_${StyleFeature}`;

/** The `{limit}` of the features that have one. */
const FEATURE_LIMITS: Readonly<Partial<Record<StyleFeature, number>>> = {
  staccato_pct: STACCATO_MAX_WORDS,
  kaskade_pct: KASKADE_MIN_WORDS,
  long_word_pct: LONG_WORD_MIN_LETTERS,
};

const EN: Record<StyleFeature, FeatureText> = {
  asl: [
    "Average sentence length",
    "words per sentence",
    "sentences average {value} words; in this book they usually run {low}–{high} (median {median})",
  ],
  ttr: [
    "Type–token ratio",
    "distinct words ÷ words",
    "the type–token ratio is {value}; in this book it usually lies between {low} and {high} (median {median})",
  ],
  hd_d: [
    "HD-D vocabulary diversity",
    "share of distinct words in 42-word samples",
    "vocabulary diversity (HD-D) is {value}; in this book it usually lies between {low} and {high} (median {median})",
  ],
  dialog_pct: [
    "Dialogue share",
    "% of words",
    "{value} % of the words are dialogue; in this book usually {low}–{high} % (median {median} %)",
  ],
  staccato_pct: [
    "Short sentences",
    "% of sentences with at most {limit} words",
    "{value} % of the sentences have at most {limit} words; in this book usually {low}–{high} % (median {median} %)",
  ],
  kaskade_pct: [
    "Long sentences",
    "% of sentences with {limit} words or more",
    "{value} % of the sentences have {limit} words or more; in this book usually {low}–{high} % (median {median} %)",
  ],
  sentence_cv: [
    "Sentence-length variation",
    "standard deviation ÷ mean",
    "sentence lengths vary by {value} (standard deviation ÷ mean); in this book usually {low}–{high} (median {median})",
  ],
  start_entropy: [
    "Variety of sentence openings",
    "bits",
    "sentence openings reach a variety of {value}; in this book usually {low}–{high} (median {median})",
  ],
  first_person_start_rate: [
    "First-person sentence openings",
    "% of sentences",
    "{value} % of the sentences open in the first person; in this book usually {low}–{high} % (median {median} %)",
  ],
  function_word_pct: [
    "Function words",
    "% of words",
    "{value} % of the words are function words; in this book usually {low}–{high} % (median {median} %)",
  ],
  long_word_pct: [
    "Long words",
    "% of words with {limit} letters or more",
    "{value} % of the words have {limit} letters or more; in this book usually {low}–{high} % (median {median} %)",
  ],
  filter_density: [
    "Filter verbs",
    "per 1,000 words",
    "{value} filter verbs per 1,000 words; in this book usually {low}–{high} (median {median})",
  ],
  modal_density: [
    "Modal verbs",
    "per 1,000 words",
    "{value} modal verbs per 1,000 words; in this book usually {low}–{high} (median {median})",
  ],
  passive_density: [
    "Passive constructions",
    "per 1,000 words",
    "{value} passive constructions per 1,000 words; in this book usually {low}–{high} (median {median})",
  ],
  nominalization_density: [
    "Nominalisations",
    "per 1,000 words",
    "{value} nominalisations per 1,000 words; in this book usually {low}–{high} (median {median})",
  ],
  adjective_density: [
    "Adjectives",
    "per 1,000 words",
    "{value} adjectives per 1,000 words; in this book usually {low}–{high} (median {median})",
  ],
};

const DE: Record<StyleFeature, FeatureText> = {
  asl: [
    "Mittlere Satzlänge",
    "Wörter je Satz",
    "Die Sätze sind im Schnitt {value} Wörter lang; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  ttr: [
    "Type-Token-Relation",
    "verschiedene Wörter ÷ Wörter",
    "Die Type-Token-Relation beträgt {value}; in diesem Buch liegt sie meist zwischen {low} und {high} (Median {median})",
  ],
  hd_d: [
    "Wortschatzvielfalt HD-D",
    "Anteil verschiedener Wörter in Stichproben von 42 Wörtern",
    "Die Wortschatzvielfalt (HD-D) beträgt {value}; in diesem Buch liegt sie meist zwischen {low} und {high} (Median {median})",
  ],
  dialog_pct: [
    "Dialoganteil",
    "% der Wörter",
    "{value} % der Wörter sind Dialog; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  staccato_pct: [
    "Kurze Sätze",
    "% der Sätze mit höchstens {limit} Wörtern",
    "{value} % der Sätze haben höchstens {limit} Wörter; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  kaskade_pct: [
    "Lange Sätze",
    "% der Sätze mit {limit} oder mehr Wörtern",
    "{value} % der Sätze haben {limit} oder mehr Wörter; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  sentence_cv: [
    "Variation der Satzlänge",
    "Standardabweichung ÷ Mittelwert",
    "Die Satzlängen streuen um {value} (Standardabweichung ÷ Mittelwert); in diesem Buch meist {low}–{high} (Median {median})",
  ],
  start_entropy: [
    "Vielfalt der Satzanfänge",
    "Bit",
    "Die Satzanfänge erreichen eine Vielfalt von {value}; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  first_person_start_rate: [
    "Satzanfänge in der ersten Person",
    "% der Sätze",
    "{value} % der Sätze beginnen in der ersten Person; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  function_word_pct: [
    "Funktionswörter",
    "% der Wörter",
    "{value} % der Wörter sind Funktionswörter; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  long_word_pct: [
    "Lange Wörter",
    "% der Wörter mit {limit} oder mehr Buchstaben",
    "{value} % der Wörter haben {limit} oder mehr Buchstaben; in diesem Buch meist {low}–{high} % (Median {median} %)",
  ],
  filter_density: [
    "Filterverben",
    "je 1.000 Wörter",
    "{value} Filterverben je 1.000 Wörter; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  modal_density: [
    "Modalverben",
    "je 1.000 Wörter",
    "{value} Modalverben je 1.000 Wörter; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  passive_density: [
    "Passivkonstruktionen",
    "je 1.000 Wörter",
    "{value} Passivkonstruktionen je 1.000 Wörter; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  nominalization_density: [
    "Nominalisierungen",
    "je 1.000 Wörter",
    "{value} Nominalisierungen je 1.000 Wörter; in diesem Buch meist {low}–{high} (Median {median})",
  ],
  adjective_density: [
    "Adjektive",
    "je 1.000 Wörter",
    "{value} Adjektive je 1.000 Wörter; in diesem Buch meist {low}–{high} (Median {median})",
  ],
};

// French: a narrow no-break space (U+202F) before ";" and "%", as the French pack writes it.
const FR: Record<StyleFeature, FeatureText> = {
  asl: [
    "Longueur moyenne des phrases",
    "mots par phrase",
    "les phrases comptent en moyenne {value} mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  ttr: [
    "Ratio types/occurrences",
    "mots différents ÷ mots",
    "le ratio types/occurrences est de {value}\u202f; dans ce livre, il se situe d’ordinaire entre {low} et {high} (médiane {median})",
  ],
  hd_d: [
    "Diversité du vocabulaire HD-D",
    "part de mots différents dans des échantillons de 42 mots",
    "la diversité du vocabulaire (HD-D) est de {value}\u202f; dans ce livre, elle se situe d’ordinaire entre {low} et {high} (médiane {median})",
  ],
  dialog_pct: [
    "Part du dialogue",
    "% des mots",
    "{value}\u202f% des mots sont du dialogue\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  staccato_pct: [
    "Phrases courtes",
    "% des phrases de {limit} mots au plus",
    "{value}\u202f% des phrases ont {limit} mots au plus\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  kaskade_pct: [
    "Phrases longues",
    "% des phrases de {limit} mots ou plus",
    "{value}\u202f% des phrases ont {limit} mots ou plus\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  sentence_cv: [
    "Variation de la longueur des phrases",
    "écart type ÷ moyenne",
    "la longueur des phrases varie de {value} (écart type ÷ moyenne)\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  start_entropy: [
    "Variété des débuts de phrase",
    "bits",
    "les débuts de phrase atteignent une variété de {value}\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  first_person_start_rate: [
    "Débuts de phrase à la première personne",
    "% des phrases",
    "{value}\u202f% des phrases commencent à la première personne\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  function_word_pct: [
    "Mots-outils",
    "% des mots",
    "{value}\u202f% des mots sont des mots-outils\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  long_word_pct: [
    "Mots longs",
    "% des mots de {limit} lettres ou plus",
    "{value}\u202f% des mots ont {limit} lettres ou plus\u202f; dans ce livre, d’ordinaire {low} à {high}\u202f% (médiane {median}\u202f%)",
  ],
  filter_density: [
    "Verbes filtres",
    "pour 1\u202f000 mots",
    "{value} verbes filtres pour 1\u202f000 mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  modal_density: [
    "Verbes modaux",
    "pour 1\u202f000 mots",
    "{value} verbes modaux pour 1\u202f000 mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  passive_density: [
    "Tournures passives",
    "pour 1\u202f000 mots",
    "{value} tournures passives pour 1\u202f000 mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  nominalization_density: [
    "Nominalisations",
    "pour 1\u202f000 mots",
    "{value} nominalisations pour 1\u202f000 mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
  adjective_density: [
    "Adjectifs",
    "pour 1\u202f000 mots",
    "{value} adjectifs pour 1\u202f000 mots\u202f; dans ce livre, d’ordinaire {low} à {high} (médiane {median})",
  ],
};

const ES: Record<StyleFeature, FeatureText> = {
  asl: [
    "Longitud media de las frases",
    "palabras por frase",
    "las frases tienen de media {value} palabras; en este libro suelen tener entre {low} y {high} (mediana {median})",
  ],
  ttr: [
    "Relación tipo-token",
    "palabras distintas ÷ palabras",
    "la relación tipo-token es {value}; en este libro suele estar entre {low} y {high} (mediana {median})",
  ],
  hd_d: [
    "Diversidad léxica HD-D",
    "proporción de palabras distintas en muestras de 42 palabras",
    "la diversidad léxica (HD-D) es {value}; en este libro suele estar entre {low} y {high} (mediana {median})",
  ],
  dialog_pct: [
    "Proporción de diálogo",
    "% de las palabras",
    "el {value} % de las palabras es diálogo; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  staccato_pct: [
    "Frases cortas",
    "% de las frases de {limit} palabras o menos",
    "el {value} % de las frases tiene {limit} palabras o menos; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  kaskade_pct: [
    "Frases largas",
    "% de las frases de {limit} palabras o más",
    "el {value} % de las frases tiene {limit} palabras o más; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  sentence_cv: [
    "Variación de la longitud de las frases",
    "desviación típica ÷ media",
    "la longitud de las frases varía {value} (desviación típica ÷ media); en este libro suele estar entre {low} y {high} (mediana {median})",
  ],
  start_entropy: [
    "Variedad de inicios de frase",
    "bits",
    "los inicios de frase alcanzan una variedad de {value}; en este libro suele estar entre {low} y {high} (mediana {median})",
  ],
  first_person_start_rate: [
    "Inicios de frase en primera persona",
    "% de las frases",
    "el {value} % de las frases empieza en primera persona; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  function_word_pct: [
    "Palabras funcionales",
    "% de las palabras",
    "el {value} % de las palabras son palabras funcionales; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  long_word_pct: [
    "Palabras largas",
    "% de las palabras de {limit} letras o más",
    "el {value} % de las palabras tiene {limit} letras o más; en este libro suele ser del {low} al {high} % (mediana {median} %)",
  ],
  filter_density: [
    "Verbos filtro",
    "por cada 1000 palabras",
    "{value} verbos filtro por cada 1000 palabras; en este libro suelen ser entre {low} y {high} (mediana {median})",
  ],
  modal_density: [
    "Verbos modales",
    "por cada 1000 palabras",
    "{value} verbos modales por cada 1000 palabras; en este libro suelen ser entre {low} y {high} (mediana {median})",
  ],
  passive_density: [
    "Construcciones pasivas",
    "por cada 1000 palabras",
    "{value} construcciones pasivas por cada 1000 palabras; en este libro suelen ser entre {low} y {high} (mediana {median})",
  ],
  nominalization_density: [
    "Nominalizaciones",
    "por cada 1000 palabras",
    "{value} nominalizaciones por cada 1000 palabras; en este libro suelen ser entre {low} y {high} (mediana {median})",
  ],
  adjective_density: [
    "Adjetivos",
    "por cada 1000 palabras",
    "{value} adjetivos por cada 1000 palabras; en este libro suelen ser entre {low} y {high} (mediana {median})",
  ],
};

const IT: Record<StyleFeature, FeatureText> = {
  asl: [
    "Lunghezza media delle frasi",
    "parole per frase",
    "le frasi contano in media {value} parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  ttr: [
    "Rapporto type/token",
    "parole diverse ÷ parole",
    "il rapporto type/token è {value}; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  hd_d: [
    "Varietà lessicale HD-D",
    "quota di parole diverse in campioni di 42 parole",
    "la varietà lessicale (HD-D) è {value}; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  dialog_pct: [
    "Quota di dialogo",
    "% delle parole",
    "il {value} % delle parole è dialogo; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  staccato_pct: [
    "Frasi brevi",
    "% delle frasi con al massimo {limit} parole",
    "il {value} % delle frasi ha al massimo {limit} parole; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  kaskade_pct: [
    "Frasi lunghe",
    "% delle frasi con {limit} parole o più",
    "il {value} % delle frasi ha {limit} parole o più; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  sentence_cv: [
    "Variazione della lunghezza delle frasi",
    "deviazione standard ÷ media",
    "la lunghezza delle frasi varia di {value} (deviazione standard ÷ media); in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  start_entropy: [
    "Varietà degli attacchi di frase",
    "bit",
    "gli attacchi di frase raggiungono una varietà di {value}; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  first_person_start_rate: [
    "Attacchi di frase in prima persona",
    "% delle frasi",
    "il {value} % delle frasi inizia in prima persona; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  function_word_pct: [
    "Parole funzionali",
    "% delle parole",
    "il {value} % delle parole sono parole funzionali; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  long_word_pct: [
    "Parole lunghe",
    "% delle parole con {limit} lettere o più",
    "il {value} % delle parole ha {limit} lettere o più; in questo libro di solito tra il {low} e il {high} % (mediana {median} %)",
  ],
  filter_density: [
    "Verbi filtro",
    "ogni 1000 parole",
    "{value} verbi filtro ogni 1000 parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  modal_density: [
    "Verbi modali",
    "ogni 1000 parole",
    "{value} verbi modali ogni 1000 parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  passive_density: [
    "Costruzioni passive",
    "ogni 1000 parole",
    "{value} costruzioni passive ogni 1000 parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  nominalization_density: [
    "Nominalizzazioni",
    "ogni 1000 parole",
    "{value} nominalizzazioni ogni 1000 parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
  adjective_density: [
    "Aggettivi",
    "ogni 1000 parole",
    "{value} aggettivi ogni 1000 parole; in questo libro di solito tra {low} e {high} (mediana {median})",
  ],
};

const PT: Record<StyleFeature, FeatureText> = {
  asl: [
    "Comprimento médio das frases",
    "palavras por frase",
    "as frases têm em média {value} palavras; neste livro costumam ter entre {low} e {high} (mediana {median})",
  ],
  ttr: [
    "Razão tipo/ocorrência",
    "palavras diferentes ÷ palavras",
    "a razão tipo/ocorrência é {value}; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  hd_d: [
    "Diversidade lexical HD-D",
    "proporção de palavras diferentes em amostras de 42 palavras",
    "a diversidade lexical (HD-D) é {value}; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  dialog_pct: [
    "Proporção de diálogo",
    "% das palavras",
    "{value} % das palavras são diálogo; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  staccato_pct: [
    "Frases curtas",
    "% das frases com {limit} palavras ou menos",
    "{value} % das frases têm {limit} palavras ou menos; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  kaskade_pct: [
    "Frases longas",
    "% das frases com {limit} palavras ou mais",
    "{value} % das frases têm {limit} palavras ou mais; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  sentence_cv: [
    "Variação do comprimento das frases",
    "desvio-padrão ÷ média",
    "o comprimento das frases varia {value} (desvio-padrão ÷ média); neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  start_entropy: [
    "Variedade de inícios de frase",
    "bits",
    "os inícios de frase atingem uma variedade de {value}; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  first_person_start_rate: [
    "Inícios de frase na primeira pessoa",
    "% das frases",
    "{value} % das frases começam na primeira pessoa; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  function_word_pct: [
    "Palavras funcionais",
    "% das palavras",
    "{value} % das palavras são palavras funcionais; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  long_word_pct: [
    "Palavras longas",
    "% das palavras com {limit} letras ou mais",
    "{value} % das palavras têm {limit} letras ou mais; neste livro costuma ficar entre {low} e {high} % (mediana {median} %)",
  ],
  filter_density: [
    "Verbos filtro",
    "por 1000 palavras",
    "{value} verbos filtro por 1000 palavras; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  modal_density: [
    "Verbos modais",
    "por 1000 palavras",
    "{value} verbos modais por 1000 palavras; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  passive_density: [
    "Construções passivas",
    "por 1000 palavras",
    "{value} construções passivas por 1000 palavras; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  nominalization_density: [
    "Nominalizações",
    "por 1000 palavras",
    "{value} nominalizações por 1000 palavras; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
  adjective_density: [
    "Adjetivos",
    "por 1000 palavras",
    "{value} adjetivos por 1000 palavras; neste livro costuma ficar entre {low} e {high} (mediana {median})",
  ],
};

const NL: Record<StyleFeature, FeatureText> = {
  asl: [
    "Gemiddelde zinslengte",
    "woorden per zin",
    "zinnen tellen gemiddeld {value} woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  ttr: [
    "Type-tokenverhouding",
    "verschillende woorden ÷ woorden",
    "de type-tokenverhouding is {value}; in dit boek meestal tussen {low} en {high} (mediaan {median})",
  ],
  hd_d: [
    "Woordenschatvariatie HD-D",
    "aandeel verschillende woorden in steekproeven van 42 woorden",
    "de woordenschatvariatie (HD-D) is {value}; in dit boek meestal tussen {low} en {high} (mediaan {median})",
  ],
  dialog_pct: [
    "Dialoogaandeel",
    "% van de woorden",
    "{value} % van de woorden is dialoog; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  staccato_pct: [
    "Korte zinnen",
    "% van de zinnen met hoogstens {limit} woorden",
    "{value} % van de zinnen heeft hoogstens {limit} woorden; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  kaskade_pct: [
    "Lange zinnen",
    "% van de zinnen met {limit} woorden of meer",
    "{value} % van de zinnen heeft {limit} woorden of meer; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  sentence_cv: [
    "Variatie in zinslengte",
    "standaardafwijking ÷ gemiddelde",
    "de zinslengte varieert met {value} (standaardafwijking ÷ gemiddelde); in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  start_entropy: [
    "Variatie in zinsbegin",
    "bits",
    "de zinsbegins halen een variatie van {value}; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  first_person_start_rate: [
    "Zinsbegin in de eerste persoon",
    "% van de zinnen",
    "{value} % van de zinnen begint in de eerste persoon; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  function_word_pct: [
    "Functiewoorden",
    "% van de woorden",
    "{value} % van de woorden zijn functiewoorden; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  long_word_pct: [
    "Lange woorden",
    "% van de woorden met {limit} letters of meer",
    "{value} % van de woorden heeft {limit} letters of meer; in dit boek meestal {low}–{high} % (mediaan {median} %)",
  ],
  filter_density: [
    "Filterwerkwoorden",
    "per 1000 woorden",
    "{value} filterwerkwoorden per 1000 woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  modal_density: [
    "Modale werkwoorden",
    "per 1000 woorden",
    "{value} modale werkwoorden per 1000 woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  passive_density: [
    "Passiefconstructies",
    "per 1000 woorden",
    "{value} passiefconstructies per 1000 woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  nominalization_density: [
    "Nominalisaties",
    "per 1000 woorden",
    "{value} nominalisaties per 1000 woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
  adjective_density: [
    "Bijvoeglijke naamwoorden",
    "per 1000 woorden",
    "{value} bijvoeglijke naamwoorden per 1000 woorden; in dit boek meestal {low}–{high} (mediaan {median})",
  ],
};

/** The feature texts per interface language. */
export const FEATURE_TEXTS: Readonly<
  Record<LabelLanguage, Readonly<Record<StyleFeature, FeatureText>>>
> = { en: EN, de: DE, fr: FR, es: ES, it: IT, pt: PT, nl: NL };

/**
 * The feature texts of one language as label-pack entries: `feature_<id>` (name),
 * `feature_unit_<id>` (unit, `{limit}` filled in) and `finding_<id>` (the sentence, `{limit}`
 * filled in, the numbers left as placeholders).
 *
 * @example
 * ```ts
 * featurePack("en").feature_unit_filter_density; // "per 1,000 words"
 * featurePack("en").feature_kaskade_pct; // "Long sentences"
 * ```
 */
export function featurePack(language: LabelLanguage): LabelTable<FeatureLabelKey> {
  const texts = FEATURE_TEXTS[language];
  const out = {} as Record<FeatureLabelKey, string>;
  for (const f of STYLE_FEATURES) {
    const limit = String(FEATURE_LIMITS[f] ?? "");
    const [name, unit, finding] = texts[f];
    out[`feature_${f}`] = name;
    out[`feature_unit_${f}`] = unit.replaceAll("{limit}", limit);
    out[`finding_${f}`] = finding.replaceAll("{limit}", limit);
  }
  return out;
}
