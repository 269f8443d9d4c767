/**
 * The words behind every finding (issue 26): for each chapter the triage lists (the chapters
 * to look at and those offered "if you want to look anyway"), the concrete text behind each
 * feature that carries its finding, so that "sentences average 37 words" comes with the
 * sentences. Computed once from the shared analysis and the triage; the dashboard, the `style`
 * text report and the A4 report only render it.
 *
 * Which evidence a carrier feature gets ({@linkcode FEATURE_KINDS}):
 * - average sentence length, its spread and the share of long sentences: the longest
 *   sentences (text, word count, paragraph and first source line); a chapter whose sentences
 *   are shorter than usual (or has more very short ones) gets the shortest instead;
 * - the variety of sentence openings and first-person openings: the repeated openings (first
 *   word, how many sentences start with it, two examples);
 * - long words, HD-D, the type–token ratio and nominalisations: the commonest long words with
 *   names left out: a word written with a capital inside a sentence anywhere in the chapter
 *   is taken for a name, and so is every word of the configured character names. German
 *   capitalises every noun, so there only the configured names are left out;
 * - passives, filter words and modal verbs: the commonest counted words or constructions, as
 *   the feature counted them (`features/signal_spans.ts`);
 * - dialogue: the share of the chapter's words in dialogue, one passage of dialogue and one
 *   sentence of narration.
 *
 * Everything is bounded ({@linkcode TOP_EVIDENCE} per kind, sentences cut at
 * {@linkcode MAX_EXCERPT_CHARS} characters at a word boundary) so pages stay small. Places are
 * the paragraph number inside the chapter (from 1, as in `profile`) and the paragraph's first
 * source line: a paragraph's displayed text joins its source lines, so a finer line is not
 * known.
 *
 * @module
 */

import type { StyleFeature } from "../features/feature_ids.ts";
import { FILTER_VERB, LONG_WORD, MODAL_VERB } from "../features/lexicon.ts";
import type { Analysis, ChapterText } from "../features/pipeline.ts";
import { paragraphIndexOf, passivePhrases } from "../features/signal_spans.ts";
import { foldToken } from "../text/tokenize.ts";
import type { Triage, TriageCell } from "./triage.ts";
import type { NameEntry } from "./characters.ts";

/** Items listed per kind of evidence. */
export const TOP_EVIDENCE = 3;
/** Longest excerpt kept, in characters (cut at a word boundary, "…" added). */
export const MAX_EXCERPT_CHARS = 600;
/** Words of a sentence shown as an example of an opening. */
const OPENING_EXAMPLE_WORDS = 12;

/** A kind of evidence. */
export type EvidenceKind =
  | "longest"
  | "shortest"
  | "openings"
  | "long_words"
  | "passive"
  | "filter"
  | "modal"
  | "dialogue";

/** Where a piece of evidence stands in the chapter. */
export interface EvidencePlace {
  /** Paragraph inside the chapter, from 1. */
  readonly paragraph: number;
  /** First source line of the paragraph (1-based, in the manuscript file). */
  readonly line: number;
}

/** A passage of the chapter. */
export interface Excerpt extends EvidencePlace {
  /** The text as displayed; cut passages end in "…". */
  readonly text: string;
}

/** A sentence with its length in words. */
export interface SentenceEvidence extends Excerpt {
  readonly words: number;
}

/** A repeated sentence opening. */
export interface OpeningEvidence {
  /** The opening word as first written. */
  readonly opening: string;
  /** Sentences of the chapter that open with it. */
  readonly count: number;
  /** The chapter's sentences. */
  readonly sentences: number;
  /** The first sentences that open with it, cut after a few words. */
  readonly examples: readonly Excerpt[];
}

/** A counted word or construction. */
export interface WordEvidence {
  /** As first written (a passive: auxiliary and participle, folded). */
  readonly word: string;
  readonly count: number;
  /** Its first place in the chapter. */
  readonly place: EvidencePlace;
}

/** Dialogue against narration. */
export interface DialogueEvidence {
  /** Share of the chapter's words inside dialogue, in percent (exact). */
  readonly share: number;
  /** A passage of dialogue (the first of at least four words, else the longest), or null. */
  readonly dialogue: Excerpt | null;
  /** A sentence of narration (the first of at least six words, else the longest), or null. */
  readonly narration: Excerpt | null;
}

/** One carrier feature of a finding and the evidence shown for it. */
export interface CarrierEvidence {
  readonly feature: StyleFeature;
  readonly direction: "high" | "low";
  /** Null when the feature has no words to show (function words, adjectives). */
  readonly kind: EvidenceKind | null;
}

/** The words behind one listed chapter. */
export interface ChapterWords {
  readonly chapter: number;
  /** The carriers of its finding, in the triage's order. */
  readonly carriers: readonly CarrierEvidence[];
  /** The kinds to show, in carrier order, each once. */
  readonly kinds: readonly EvidenceKind[];
  readonly longest: readonly SentenceEvidence[];
  readonly shortest: readonly SentenceEvidence[];
  readonly openings: readonly OpeningEvidence[];
  readonly long_words: readonly WordEvidence[];
  readonly passive: readonly WordEvidence[];
  readonly filter: readonly WordEvidence[];
  readonly modal: readonly WordEvidence[];
  readonly dialogue: DialogueEvidence;
}

/**
 * The result of {@linkcode findingWordsView}: the listed chapters with carriers, in triage
 * order.
 */
export interface FindingWords {
  readonly chapters: readonly ChapterWords[];
}

/** Options of {@linkcode findingWordsView}. */
export interface FindingWordsOptions {
  /** Character names (display forms or plain patterns; each word of them is left out). */
  readonly names?: readonly string[];
}

/**
 * The names of parsed `--names` entries as {@linkcode FindingWordsOptions.names} takes them:
 * each display form, and of a `Pattern=Display` entry the alternatives of its pattern that are
 * plain words (other regular expressions match words that cannot be listed).
 *
 * @example
 * ```ts
 * import { parseNames } from "./characters.ts";
 * nameWords(parseNames(["Lizzy|Eliza=Elizabeth", "Darcy"])); // ["Elizabeth", "Lizzy", "Eliza", "Darcy"]
 * ```
 */
export function nameWords(names: readonly NameEntry[]): string[] {
  return names.flatMap((n) =>
    n.regex
      ? [n.display, ...n.pattern.split("|").filter((w) => /^[\p{L}\p{M}'’ -]+$/u.test(w))]
      : [n.display]
  );
}

/** Which evidence a carrier feature gets, by the direction it moved. */
export const FEATURE_KINDS: Readonly<
  Record<StyleFeature, { readonly high: EvidenceKind | null; readonly low: EvidenceKind | null }>
> = {
  asl: { high: "longest", low: "shortest" },
  sentence_cv: { high: "longest", low: "longest" },
  kaskade_pct: { high: "longest", low: "shortest" },
  staccato_pct: { high: "shortest", low: "longest" },
  start_entropy: { high: "openings", low: "openings" },
  first_person_start_rate: { high: "openings", low: "openings" },
  long_word_pct: { high: "long_words", low: "long_words" },
  hd_d: { high: "long_words", low: "long_words" },
  ttr: { high: "long_words", low: "long_words" },
  nominalization_density: { high: "long_words", low: "long_words" },
  passive_density: { high: "passive", low: "passive" },
  filter_density: { high: "filter", low: "filter" },
  modal_density: { high: "modal", low: "modal" },
  dialog_pct: { high: "dialogue", low: "dialogue" },
  function_word_pct: { high: null, low: null },
  adjective_density: { high: null, low: null },
};

/** Languages that capitalise every noun: a capital says nothing about names there. */
const NOUN_CAPITALS: ReadonlySet<string> = new Set(["de"]);

function placeOf(ct: ChapterText, token: number): EvidencePlace {
  const k = paragraphIndexOf(ct, token);
  return { paragraph: k + 1, line: ct.chapter.paragraphs[k].startLine };
}

/** Cuts a passage at a word boundary. */
function clip(text: string, max = MAX_EXCERPT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** Closing punctuation kept after a sentence's last word. */
const TRAILING = /^[.!?…;:,"'”’»)\]]*/u;

/** Opening punctuation kept before a sentence's first word. */
const LEADING: ReadonlySet<string> = new Set([..."\"'“‘„«¿¡([—–"]);

/**
 * The displayed text from token `first` to token `last` (cut to the first's paragraph); a
 * whole sentence (`closing`) keeps its opening and closing punctuation.
 */
function passage(ct: ChapterText, first: number, last: number, closing: boolean): Excerpt {
  const k = paragraphIndexOf(ct, first);
  const end = Math.min(last, ct.paragraphTokenStarts[k + 1] - 1);
  const text = ct.chapter.paragraphs[k].text;
  let start = ct.tokenStarts[first];
  let stop = ct.tokenStarts[end] + ct.raw[end].length;
  if (closing) {
    stop += TRAILING.exec(text.slice(stop))![0].length;
    while (start > 0 && LEADING.has(text[start - 1])) start--;
  }
  return {
    paragraph: k + 1,
    line: ct.chapter.paragraphs[k].startLine,
    text: clip(text.slice(start, stop)),
  };
}

function sentence(ct: ChapterText, s: number): SentenceEvidence {
  const first = ct.sentenceStarts[s];
  const words = ct.sentenceLengths[s];
  return { ...passage(ct, first, first + words - 1, true), words };
}

/** The longest (or shortest) sentences, ties in text order. */
function bySentenceLength(ct: ChapterText, longest: boolean): SentenceEvidence[] {
  const order = ct.sentenceLengths.map((_, s) => s);
  order.sort((a, b) =>
    (longest
      ? ct.sentenceLengths[b] - ct.sentenceLengths[a]
      : ct.sentenceLengths[a] - ct.sentenceLengths[b]) || a - b
  );
  return order.slice(0, TOP_EVIDENCE).map((s) => sentence(ct, s));
}

function repeatedOpenings(ct: ChapterText): OpeningEvidence[] {
  const bySentence = new Map<string, number[]>();
  ct.sentenceStarts.forEach((t, s) => {
    const list = bySentence.get(ct.words[t]);
    if (list) list.push(s);
    else bySentence.set(ct.words[t], [s]);
  });
  return [...bySentence.values()].filter((list) => list.length >= 2)
    .sort((a, b) => b.length - a.length || a[0] - b[0])
    .slice(0, TOP_EVIDENCE)
    .map((list) => ({
      opening: ct.raw[ct.sentenceStarts[list[0]]],
      count: list.length,
      sentences: ct.sentenceStarts.length,
      examples: list.slice(0, 2).map((s) => {
        const first = ct.sentenceStarts[s];
        const words = ct.sentenceLengths[s];
        const shown = Math.min(words, OPENING_EXAMPLE_WORDS);
        const e = passage(ct, first, first + shown - 1, shown === words);
        return shown < words ? { ...e, text: `${e.text} …` } : e;
      }),
    }));
}

/** The commonest of some tokens (or constructions), each with its first written form. */
function commonest(
  ct: ChapterText,
  items: readonly { key: string; shown: string; token: number }[],
): WordEvidence[] {
  const seen = new Map<string, { word: string; count: number; token: number }>();
  for (const { key, shown, token } of items) {
    const entry = seen.get(key);
    if (entry) entry.count++;
    else seen.set(key, { word: shown, count: 1, token });
  }
  return [...seen.values()]
    .sort((a, b) => b.count - a.count || a.token - b.token)
    .slice(0, TOP_EVIDENCE)
    .map((e) => ({ word: e.word, count: e.count, place: placeOf(ct, e.token) }));
}

function byFlag(ct: ChapterText, analysis: Analysis, bit: number, skip?: ReadonlySet<string>) {
  const { flags } = analysis.lexicon;
  const out: { key: string; shown: string; token: number }[] = [];
  for (let i = 0; i < ct.ids.length; i++) {
    if (!(flags[ct.ids[i]] & bit) || skip?.has(ct.words[i])) continue;
    out.push({ key: ct.words[i], shown: ct.words[i], token: i });
  }
  return out;
}

/** Folded words taken for names in this chapter (see the module notes). */
function namesOf(ct: ChapterText, analysis: Analysis, configured: ReadonlySet<string>) {
  const names = new Set(configured);
  if (NOUN_CAPITALS.has(analysis.language)) return names;
  const starts = new Set(ct.sentenceStarts);
  for (let i = 0; i < ct.words.length; i++) {
    if (starts.has(i)) continue;
    const raw = ct.raw[i];
    if (raw.charCodeAt(0) !== ct.words[i].charCodeAt(0)) names.add(ct.words[i]);
  }
  return names;
}

function dialogueOf(ct: ChapterText): DialogueEvidence {
  const n = ct.dialogue.length;
  let inside = 0;
  let first: [number, number] | null = null, longest: [number, number] | null = null;
  for (let i = 0; i < n;) {
    if (!ct.dialogue[i]) {
      i++;
      continue;
    }
    // A run of dialogue tokens inside one paragraph.
    const k = paragraphIndexOf(ct, i);
    let j = i;
    while (j + 1 < n && ct.dialogue[j + 1] && j + 1 < ct.paragraphTokenStarts[k + 1]) j++;
    inside += j - i + 1;
    if (first === null && j - i + 1 >= 4) first = [i, j];
    if (longest === null || j - i > longest[1] - longest[0]) longest = [i, j];
    i = j + 1;
  }
  const run = first ?? longest;
  let narration: number | null = null, longestNarration: number | null = null;
  for (let s = 0; s < ct.sentenceStarts.length; s++) {
    const a = ct.sentenceStarts[s];
    const len = ct.sentenceLengths[s];
    let quoted = false;
    for (let i = a; i < a + len && !quoted; i++) quoted = ct.dialogue[i] === 1;
    if (quoted) continue;
    if (narration === null && len >= 6) narration = s;
    if (longestNarration === null || len > ct.sentenceLengths[longestNarration]) {
      longestNarration = s;
    }
  }
  const told = narration ?? longestNarration;
  return {
    share: n === 0 ? 0 : (100 * inside) / n,
    dialogue: run === null ? null : passage(ct, run[0], run[1], false),
    narration: told === null ? null : (({ words: _, ...e }) => e)(sentence(ct, told)),
  };
}

function carrierEvidence(cell: TriageCell): CarrierEvidence {
  return {
    feature: cell.feature,
    direction: cell.direction,
    kind: FEATURE_KINDS[cell.feature][cell.direction],
  };
}

/**
 * The words behind one chapter, for the given carriers.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nShe saw it. She walked along the whole shore at night.");
 * chapterWords(a, a.chapters[0], []).longest[0].words; // 8
 * ```
 */
export function chapterWords(
  analysis: Analysis,
  ct: ChapterText,
  carriers: readonly TriageCell[],
  options: FindingWordsOptions = {},
): ChapterWords {
  const configured = new Set(
    (options.names ?? []).flatMap((name) =>
      name.split(/[\s|=,]+/u).filter((w) => w !== "").map((w) => foldToken(w, analysis.language))
    ),
  );
  const names = namesOf(ct, analysis, configured);
  const list = carriers.map(carrierEvidence);
  const kinds = [...new Set(list.flatMap((c) => c.kind === null ? [] : [c.kind]))];
  return {
    chapter: ct.chapter.number,
    carriers: list,
    kinds,
    longest: bySentenceLength(ct, true),
    shortest: bySentenceLength(ct, false),
    openings: repeatedOpenings(ct),
    long_words: commonest(ct, byFlag(ct, analysis, LONG_WORD, names)),
    passive: commonest(
      ct,
      passivePhrases(ct).map((p) => ({ key: p.phrase, shown: p.phrase, token: p.first })),
    ),
    filter: commonest(ct, byFlag(ct, analysis, FILTER_VERB)),
    modal: commonest(ct, byFlag(ct, analysis, MODAL_VERB)),
    dialogue: dialogueOf(ct),
  };
}

/**
 * The words behind the findings of every chapter the triage lists (`lookAt`, then `anyway`).
 * A chapter listed for its tense flags alone is left out (its tense words are shown with the
 * flags), and so is one without carriers.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { computeDashboardViews } from "./dashboard.ts";
 * const a = analyzeDocument("## One\n\nIt was late.\n\n## Two\n\nShe is here.\n");
 * const { triage } = computeDashboardViews(a, { thresholds: DEFAULT_THRESHOLDS });
 * findingWordsView(a, triage, { names: ["Elizabeth"] }).chapters.length; // 0: nothing listed
 * ```
 */
export function findingWordsView(
  analysis: Analysis,
  triage: Triage,
  options: FindingWordsOptions = {},
): FindingWords {
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const texts = new Map(analysis.chapters.map((ct) => [ct.chapter.number, ct]));
  const listed = [...new Set([...triage.lookAt, ...triage.anyway])];
  return {
    chapters: listed.flatMap((n) => {
      const ct = texts.get(n);
      const c = byNumber.get(n);
      // A chapter listed for its tense flags alone has no carriers to show words for.
      if (!ct || !c || !(c.beyond || triage.anyway.includes(n)) || c.carriers.length === 0) {
        return [];
      }
      return [chapterWords(analysis, ct, c.carriers, options)];
    }),
  };
}
