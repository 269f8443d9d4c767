/**
 * The shared analysis pipeline: text -> Document -> tokens, sentences, dialogue and tense marks,
 * computed once. Every view (analyze, style, profile, …) reads this structure and never
 * re-parses text.
 *
 * @module
 */

import { parseManuscript } from "./document/parse.ts";
import type { Chapter, Document } from "./document/types.ts";
import { getProfile, resolveLanguage } from "./language/registry.ts";
import type { LanguageChoice, LanguageCode, LanguageProfile } from "./language/types.ts";
import { countPunctuation, type PunctuationCounts } from "./metrics/punctuation.ts";
import { dialogueSpans, inSpans } from "./text/quotes.ts";
import { sentenceBreaks, type SentenceRules } from "./text/sentences.ts";
import { compileWordRegex, foldToken } from "./text/tokenize.ts";

/** Corpus settings of one analysis (SPEC 2.1, 2.5). */
export interface CorpusSettings {
  readonly language?: LanguageChoice;
  readonly wordRegex?: string;
  readonly nominalRegex?: string;
  readonly chapterMarker?: string;
  readonly appendixMarker?: string;
  /** Keyword lists by signal name (`signal_counts`); empty unless configured. */
  readonly signalKeywords?: Readonly<Record<string, readonly string[]>>;
}

/** Tense mark codes stored per token. */
export const TENSE_NONE = 0, TENSE_PRESENT = 1, TENSE_PAST = 2;

/** Tokens and sentences of one chapter. Arrays are indexed by token or sentence. */
export interface ChapterText {
  readonly chapter: Chapter;
  /** Case-folded tokens. */
  readonly words: readonly string[];
  /** Tokens as written. */
  readonly raw: readonly string[];
  /** 1 where the token stands inside quotation marks or dash dialogue. */
  readonly dialogue: Uint8Array;
  /** TENSE_* of each token in narration (dialogue tokens are always TENSE_NONE). */
  readonly tense: Uint8Array;
  /** Words per sentence (sentences without words are dropped). */
  readonly sentenceLengths: readonly number[];
  /** Token index of each sentence's first word. */
  readonly sentenceStarts: readonly number[];
  /** Token index where each paragraph starts; one extra entry = words.length. */
  readonly paragraphTokenStarts: readonly number[];
  /** Sentence index where each paragraph starts; one extra entry = sentence count. */
  readonly paragraphSentenceStarts: readonly number[];
  /** Syllables over all tokens, by the language's counter. */
  readonly syllables: number;
  /** Tokens that the nominalisation rule accepts. */
  readonly nominalizations: number;
  /** Passive constructions found by the language heuristic. */
  readonly passives: number;
  /** Legacy whitespace-separated word count of the displayed paragraphs. */
  readonly cleanWords: number;
  readonly punctuation: PunctuationCounts;
}

/** The result of {@linkcode analyzeDocument}: everything views need, computed once. */
export interface Analysis {
  readonly document: Document;
  readonly language: LanguageCode;
  readonly profile: LanguageProfile;
  readonly settings: CorpusSettings;
  readonly chapters: readonly ChapterText[];
  /** Syllable count per distinct folded word (shared cache). */
  readonly syllableCache: ReadonlyMap<string, number>;
}

/**
 * Parses and tokenises a manuscript once.
 * Throws `SyntaxError`/`Error` for an invalid `wordRegex` or `nominalRegex`.
 *
 * @example
 * ```ts
 * const a = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * a.chapters[0].sentenceLengths; // [2, 3]
 * ```
 */
export function analyzeDocument(text: string, settings: CorpusSettings = {}): Analysis {
  const document = parseManuscript(text, settings);
  const prose = document.chapters.flatMap((c) => c.paragraphs.map((p) => p.text));
  const language = resolveLanguage(settings.language ?? "en", prose.join("\n"));
  const profile = getProfile(language);
  const wordRegex = compileWordRegex(settings.wordRegex);
  const nominalRegex = settings.nominalRegex ? new RegExp(settings.nominalRegex, "u") : null;
  const rules: SentenceRules = {
    abbreviations: profile.abbreviations,
    ordinalPeriod: language === "de",
  };
  const syllableCache = new Map<string, number>();
  const chapters = document.chapters.map((chapter) =>
    chapterText(chapter, { profile, wordRegex, nominalRegex, rules, syllableCache })
  );
  return { document, language, profile, settings, chapters, syllableCache };
}

interface Tools {
  readonly profile: LanguageProfile;
  readonly wordRegex: RegExp;
  readonly nominalRegex: RegExp | null;
  readonly rules: SentenceRules;
  readonly syllableCache: Map<string, number>;
}

function chapterText(chapter: Chapter, tools: Tools): ChapterText {
  const { profile, wordRegex, rules, syllableCache } = tools;
  const words: string[] = [];
  const raw: string[] = [];
  const dialogueFlags: number[] = [];
  const sentenceLengths: number[] = [];
  const sentenceStarts: number[] = [];
  const paragraphTokenStarts: number[] = [];
  const paragraphSentenceStarts: number[] = [];
  let cleanWords = 0;
  for (const paragraph of chapter.paragraphs) {
    const text = paragraph.text;
    paragraphTokenStarts.push(words.length);
    paragraphSentenceStarts.push(sentenceLengths.length);
    cleanWords += text.split(/\s+/).filter((w) => w !== "").length;
    const spans = dialogueSpans(text, profile.code, profile.dashDialogue);
    const breaks = sentenceBreaks(text, rules);
    const cursor = { i: 0 };
    let b = 0;
    let sentenceWords = 0;
    const closeSentence = () => {
      if (sentenceWords > 0) {
        sentenceStarts.push(words.length - sentenceWords);
        sentenceLengths.push(sentenceWords);
      }
      sentenceWords = 0;
    };
    wordRegex.lastIndex = 0;
    for (let m = wordRegex.exec(text); m !== null; m = wordRegex.exec(text)) {
      while (b < breaks.length && breaks[b] <= m.index) {
        closeSentence();
        b++;
      }
      raw.push(m[0]);
      words.push(foldToken(m[0], profile.locale));
      dialogueFlags.push(spans.length > 0 && inSpans(spans, m.index, cursor) ? 1 : 0);
      sentenceWords++;
    }
    closeSentence();
  }
  paragraphTokenStarts.push(words.length);
  paragraphSentenceStarts.push(sentenceLengths.length);
  const dialogue = Uint8Array.from(dialogueFlags);
  return {
    chapter,
    words,
    raw,
    dialogue,
    tense: tenseMarks(words, dialogue, sentenceStarts, profile),
    sentenceLengths,
    sentenceStarts,
    paragraphTokenStarts,
    paragraphSentenceStarts,
    syllables: countSyllables(words, profile, syllableCache),
    nominalizations: countNominalizations(words, raw, profile, tools.nominalRegex),
    passives: countPassives(words, sentenceStarts, sentenceLengths, profile),
    cleanWords,
    punctuation: countPunctuation(chapter.paragraphs.map((p) => p.text).join("\n")),
  };
}

function tenseMarks(
  words: readonly string[],
  dialogue: Uint8Array,
  sentenceStarts: readonly number[],
  profile: LanguageProfile,
): Uint8Array {
  const marks = new Uint8Array(words.length);
  let s = 0;
  for (let i = 0; i < words.length; i++) {
    while (s + 1 < sentenceStarts.length && sentenceStarts[s + 1] <= i) s++;
    if (dialogue[i]) continue;
    const previous = i > 0 && sentenceStarts[s] !== i ? words[i - 1] : "";
    const mark = profile.tenseOf(words[i], previous);
    if (mark === "present") marks[i] = TENSE_PRESENT;
    else if (mark === "past") marks[i] = TENSE_PAST;
  }
  return marks;
}

function countSyllables(
  words: readonly string[],
  profile: LanguageProfile,
  cache: Map<string, number>,
): number {
  let total = 0;
  for (const w of words) {
    let n = cache.get(w);
    if (n === undefined) {
      n = profile.countSyllables(w);
      cache.set(w, n);
    }
    total += n;
  }
  return total;
}

/**
 * Default rule: a token longer than its suffix by at least three letters that ends in one of
 * the language's nominal suffixes and is neither a function word nor a curated exclusion.
 * An explicit `nominal_regex` keeps its own semantics: `RegExp.test` on the token as written.
 */
function countNominalizations(
  words: readonly string[],
  raw: readonly string[],
  profile: LanguageProfile,
  nominalRegex: RegExp | null,
): number {
  let n = 0;
  if (nominalRegex) {
    for (const token of raw) if (nominalRegex.test(token)) n++;
    return n;
  }
  for (const w of words) {
    if (profile.functionWords.has(w) || profile.nominalExclusions.has(w)) continue;
    for (const suffix of profile.nominalSuffixes) {
      if (w.length >= suffix.length + 3 && w.endsWith(suffix)) {
        n++;
        break;
      }
    }
  }
  return n;
}

function countPassives(
  words: readonly string[],
  starts: readonly number[],
  lengths: readonly number[],
  profile: LanguageProfile,
): number {
  let n = 0;
  for (let s = 0; s < starts.length; s++) {
    n += profile.countPassives(words.slice(starts[s], starts[s] + lengths[s]));
  }
  return n;
}
