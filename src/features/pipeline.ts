/**
 * The shared analysis pipeline: text -> Document -> tokens, sentences, dialogue and tense marks,
 * computed once. Every view (analyze, style, profile, …) reads this structure and never
 * re-parses text.
 *
 * @module
 */

import { parseManuscript } from "../document/parse.ts";
import type { Chapter, Document } from "../document/types.ts";
import { getProfile, resolveLanguage } from "../language/registry.ts";
import type { LanguageChoice, LanguageCode, LanguageProfile } from "../language/types.ts";
import { countPunctuation, type PunctuationCounts } from "../metrics/punctuation.ts";
import { documentParagraphs } from "../text/documents.ts";
import { chapterDialogueSpans, inSpans } from "../text/quotes.ts";
import { sentenceBreaks, type SentenceRules } from "../text/sentences.ts";
import {
  compileWordRegex,
  DEFAULT_WORD_PATTERN,
  whitespaceWords,
  wordSpans,
} from "../text/tokenize.ts";
import { Vocabulary } from "../text/vocabulary.ts";
import { chapterKey, type ChapterMemo } from "./chapter_memo.ts";
import { buildLexicon, type Lexicon, tokenTotals } from "./lexicon.ts";

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

/** Tense mark codes stored per token (0: no tense mark). */
export const TENSE_PRESENT = 1, TENSE_PAST = 2;

/** Tokens and sentences of one chapter. Arrays are indexed by token or sentence. */
export interface ChapterText {
  readonly chapter: Chapter;
  /** Case-folded tokens. */
  readonly words: readonly string[];
  /** Type id of each token in the analysis' vocabulary. */
  readonly ids: Int32Array;
  /** Tokens as written. */
  readonly raw: readonly string[];
  /**
   * Where each token stands: its offset (UTF-16 code units) in the text of its paragraph,
   * `chapter.paragraphs[k].text`, where k is the paragraph whose token range
   * (`paragraphTokenStarts`) holds it; the token ends `raw[i].length` units later. Recorded
   * while tokenising, so spans of counted words never need the text parsed again.
   */
  readonly tokenStarts: Int32Array;
  /** 1 where the token stands inside quotation marks or dash dialogue. */
  readonly dialogue: Uint8Array;
  /** TENSE_* of each token in narration (dialogue and unquoted letters are always TENSE_NONE). */
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
  /** Passive constructions per sentence. */
  readonly sentencePassives: Uint16Array;
  /** Token indices of each counted passive's auxiliary and participle, in pairs. */
  readonly passiveTokens: Int32Array;
  /** Words of each quoted segment (dialogue turn) with at least one word, in order. */
  readonly turnWords: readonly number[];
  /** Turn index where each paragraph starts; one extra entry = turn count. */
  readonly paragraphTurnStarts: readonly number[];
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
  /** Every folded type of the manuscript. */
  readonly vocabulary: Vocabulary;
  /** Word classes and syllables per type. */
  readonly lexicon: Lexicon;
  /** The compiled `nominal_regex`, or null for the default per-type rule. */
  readonly nominalPattern: RegExp | null;
}

/**
 * Parses and tokenises a manuscript once. With a `memo` (one per manuscript, kept between
 * calls), chapters whose prose is unchanged since the previous call are taken from it instead
 * of being tokenised again; the result is the same, byte for byte.
 * Throws `SyntaxError`/`Error` for an invalid `wordRegex` or `nominalRegex`.
 *
 * @example
 * ```ts
 * const a = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * a.chapters[0].sentenceLengths; // [2, 3]
 * ```
 */
export function analyzeDocument(
  text: string,
  settings: CorpusSettings = {},
  memo?: ChapterMemo,
): Analysis {
  const document = parseManuscript(text, settings);
  const prose = document.chapters.flatMap((c) => c.paragraphs.map((p) => p.text));
  const language = resolveLanguage(settings.language ?? "en", prose.join("\n"));
  const profile = getProfile(language);
  const wordRegex = settings.wordRegex && settings.wordRegex !== DEFAULT_WORD_PATTERN
    ? compileWordRegex(settings.wordRegex)
    : null;
  const nominalPattern = settings.nominalRegex ? new RegExp(settings.nominalRegex, "u") : null;
  const rules: SentenceRules = {
    abbreviations: profile.abbreviations,
    ordinalPeriod: language === "de",
  };
  const vocabulary = new Vocabulary(profile.locale);
  const tools: Tools = { profile, wordRegex, rules, vocabulary };
  let drafts: ChapterDraft[];
  if (memo) {
    memo.begin(JSON.stringify([language, wordRegex?.source ?? null]));
    drafts = document.chapters.map((chapter) => memoChapter(chapter, tools, memo));
  } else {
    drafts = document.chapters.map((chapter) => chapterText(chapter, tools, null));
  }
  const lexicon = buildLexicon(vocabulary, profile, memo);
  memo?.end();
  const chapters = drafts.map((d): ChapterText => ({
    ...d,
    ...tokenTotals(d.ids, d.raw, lexicon, nominalPattern),
  }));
  return {
    document,
    language,
    profile,
    settings,
    chapters,
    vocabulary,
    lexicon,
    nominalPattern,
  };
}

interface Tools {
  readonly profile: LanguageProfile;
  /** null: the default word pattern (fast scanner). */
  readonly wordRegex: RegExp | null;
  readonly rules: SentenceRules;
  readonly vocabulary: Vocabulary;
}

type ChapterDraft = Omit<ChapterText, "syllables" | "nominalizations">;

/** A chapter from the memo (its type ids renumbered into `tools.vocabulary`), else fresh. */
function memoChapter(chapter: Chapter, tools: Tools, memo: ChapterMemo): ChapterDraft {
  const { vocabulary } = tools;
  const key = chapterKey(chapter);
  const kept = memo.take(key);
  if (kept) {
    // Interning the chapter's forms in first-occurrence order assigns the ids a fresh pass does.
    const typeOfLocal = new Int32Array(kept.forms.length);
    for (let f = 0; f < kept.forms.length; f++) {
      typeOfLocal[f] = vocabulary.typeOfForm[vocabulary.formOfString(kept.forms[f])];
    }
    const local = kept.formOfToken;
    const ids = new Int32Array(local.length);
    for (let i = 0; i < local.length; i++) ids[i] = typeOfLocal[local[i]];
    // The same key order as chapterText's result, so both have one shape.
    const { words, ...rest } = kept.text;
    return { chapter, words, ids, ...rest };
  }
  const formIds: number[] = [];
  const draft = chapterText(chapter, tools, formIds);
  // Chapter-local form numbers: the chapter's distinct forms in first-occurrence order.
  const localOf = new Map<number, number>();
  const forms: string[] = [];
  const formOfToken = new Int32Array(formIds.length);
  for (let i = 0; i < formIds.length; i++) {
    let f = localOf.get(formIds[i]);
    if (f === undefined) {
      f = forms.length;
      localOf.set(formIds[i], f);
      forms.push(vocabulary.forms[formIds[i]]);
    }
    formOfToken[i] = f;
  }
  const { chapter: _chapter, ids: _ids, ...text } = draft;
  memo.put(key, { text, forms, formOfToken });
  return draft;
}

/** Measures one chapter; `formIds` (when given) receives the form id of each token. */
function chapterText(chapter: Chapter, tools: Tools, formIds: number[] | null): ChapterDraft {
  const { profile, wordRegex, rules, vocabulary } = tools;
  const types = vocabulary.words;
  const ids: number[] = [];
  const words: string[] = [];
  const raw: string[] = [];
  const tokenStarts: number[] = [];
  const dialogueFlags: number[] = [];
  const sentenceLengths: number[] = [];
  const sentenceStarts: number[] = [];
  const paragraphTokenStarts: number[] = [];
  const paragraphSentenceStarts: number[] = [];
  const turnWords: number[] = [];
  const paragraphTurnStarts: number[] = [];
  let cleanWords = 0;
  const spans: number[] = [];
  const quotedSpans = chapterDialogueSpans(chapter.paragraphs, profile.code, profile.dashDialogue);
  for (let p = 0; p < chapter.paragraphs.length; p++) {
    const text = chapter.paragraphs[p].text;
    paragraphTokenStarts.push(words.length);
    paragraphSentenceStarts.push(sentenceLengths.length);
    paragraphTurnStarts.push(turnWords.length);
    cleanWords += whitespaceWords(text);
    const quoted = quotedSpans[p];
    const breaks = sentenceBreaks(text, rules);
    wordSpans(text, wordRegex, spans);
    const cursor = { i: 0 };
    let turnSpan = -1;
    let b = 0;
    let sentenceStart = words.length;
    for (let k = 0; k < spans.length; k += 2) {
      const start = spans[k];
      if (b < breaks.length && breaks[b] <= start) {
        while (b < breaks.length && breaks[b] <= start) b++;
        if (words.length > sentenceStart) {
          sentenceStarts.push(sentenceStart);
          sentenceLengths.push(words.length - sentenceStart);
        }
        sentenceStart = words.length;
      }
      const form = vocabulary.formOf(text, start, spans[k + 1]);
      if (formIds) formIds.push(form);
      const id = vocabulary.typeOfForm[form];
      raw.push(vocabulary.forms[form]);
      tokenStarts.push(start);
      ids.push(id);
      words.push(types[id]);
      const inQuote = quoted.length > 0 && inSpans(quoted, start, cursor);
      dialogueFlags.push(inQuote ? 1 : 0);
      if (inQuote) {
        if (cursor.i !== turnSpan) {
          turnSpan = cursor.i;
          turnWords.push(0);
        }
        turnWords[turnWords.length - 1]++;
      }
    }
    if (words.length > sentenceStart) {
      sentenceStarts.push(sentenceStart);
      sentenceLengths.push(words.length - sentenceStart);
    }
  }
  paragraphTokenStarts.push(words.length);
  paragraphSentenceStarts.push(sentenceLengths.length);
  paragraphTurnStarts.push(turnWords.length);
  const passiveTokens: number[] = [];
  const sentencePassives = passivesPerSentence(
    words,
    sentenceStarts,
    sentenceLengths,
    profile,
    passiveTokens,
  );
  const dialogue = new Uint8Array(dialogueFlags);
  return {
    chapter,
    words,
    ids: new Int32Array(ids),
    raw,
    tokenStarts: new Int32Array(tokenStarts),
    dialogue,
    tense: tenseMarks(
      words,
      narrationMask(dialogue, chapter, paragraphTokenStarts),
      sentenceStarts,
      profile,
    ),
    sentenceLengths,
    sentenceStarts,
    paragraphTokenStarts,
    paragraphSentenceStarts,
    passives: sentencePassives.reduce((a, b) => a + b, 0),
    sentencePassives,
    passiveTokens: new Int32Array(passiveTokens),
    turnWords,
    paragraphTurnStarts,
    cleanWords,
    punctuation: countPunctuation(chapter.paragraphs.map((p) => p.text).join("\n")),
  };
}

/**
 * 1 for tokens that are not narration: dialogue, and the paragraphs of an unquoted letter
 * ({@linkcode documentParagraphs}), whose tense is the writer's, not the narrator's.
 */
function narrationMask(
  dialogue: Uint8Array,
  chapter: Chapter,
  paragraphTokenStarts: readonly number[],
): Uint8Array {
  const documents = documentParagraphs(chapter.paragraphs.map((p) => p.text));
  if (!documents.includes(true)) return dialogue;
  const mask = Uint8Array.from(dialogue);
  documents.forEach((inDocument, p) => {
    if (inDocument) mask.fill(1, paragraphTokenStarts[p], paragraphTokenStarts[p + 1]);
  });
  return mask;
}

function tenseMarks(
  words: readonly string[],
  dialogue: Uint8Array,
  sentenceStarts: readonly number[],
  profile: LanguageProfile,
): Uint8Array {
  const marks = new Uint8Array(words.length);
  const refine = profile.tenseInSentence;
  let s = 0;
  for (let i = 0; i < words.length; i++) {
    while (s + 1 < sentenceStarts.length && sentenceStarts[s + 1] <= i) s++;
    if (dialogue[i]) continue;
    const previous = i > 0 && sentenceStarts[s] !== i ? words[i - 1] : "";
    const end = s + 1 < sentenceStarts.length ? sentenceStarts[s + 1] : words.length;
    const refined = refine?.(words, i, Math.min(sentenceStarts[s] ?? 0, i), end);
    const mark = refined !== undefined ? refined : profile.tenseOf(words[i], previous);
    if (mark === "present") marks[i] = TENSE_PRESENT;
    else if (mark === "past") marks[i] = TENSE_PAST;
  }
  return marks;
}

function passivesPerSentence(
  words: readonly string[],
  starts: readonly number[],
  lengths: readonly number[],
  profile: LanguageProfile,
  tokens: number[],
): Uint16Array {
  const out = new Uint16Array(starts.length);
  const at: number[] = [];
  for (let s = 0; s < starts.length; s++) {
    at.length = 0;
    const sentence = words.slice(starts[s], starts[s] + lengths[s]);
    out[s] = Math.min(65535, profile.countPassives(sentence, at));
    for (const k of at) tokens.push(starts[s] + k);
  }
  return out;
}
