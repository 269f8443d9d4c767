/**
 * Planted changes for the evidence benchmark (`planted_bench.ts`): pure text transforms of one
 * chapter's paragraphs in a Markdown manuscript, each a known kind of edit an author might
 * make or a revision might leave behind:
 * - `glue`: a share of the sentence ends inside paragraphs become commas (longer sentences;
 *   the share sets the size, so the hard case, ASL raised short of the mild threshold,
 *   is `glue` with a small share);
 * - `chop`: every comma followed by a word ends the sentence (short, choppy sentences);
 * - `no_dialogue`: paragraphs with quoted speech (the project's own quote detector) removed;
 * - `openings`: every sentence opens with the same word;
 * - `tense`: the past forms of the commonest verbs (be, have, do, say, go, come, see, know, …)
 *   put in the present (`PRESENT_OF`), as a revision from past to present narration starts;
 * - `vocabulary`: every word of more than seven letters swapped for a plain everyday word of
 *   the language (`PLAIN_WORDS`, in turn): a plainer, repetitive vocabulary, fewer long words
 *   and lower diversity.
 *
 * Each paragraph is rewritten on its first source line (its other lines emptied), so the
 * chapter keeps its heading, order and paragraph count (less removed ones).
 *
 * @module
 */

import type { Document } from "../src/document/types.ts";
import { chapterDialogueSpans } from "../src/text/quotes.ts";

/** The kinds of plant. */
export type PlantKind = "glue" | "chop" | "no_dialogue" | "openings" | "tense" | "vocabulary";

/** One plant: its kind, the chapter number and, for `glue`, the share of sentence ends glued. */
export interface Plant {
  readonly kind: PlantKind;
  readonly chapter: number;
  readonly share?: number;
}

/** The word every sentence opens with under `openings`, by language. */
export const OPENING_WORD: Readonly<Record<string, string>> = {
  en: "Then",
  de: "Dann",
  fr: "Puis",
  es: "Luego",
  it: "Poi",
  pt: "Depois",
  nl: "Toen",
};

/** Past forms to present forms (third person singular where they differ), by language. */
export const PRESENT_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    was: "is",
    were: "are",
    had: "has",
    did: "does",
    said: "says",
    went: "goes",
    came: "comes",
    saw: "sees",
    knew: "knows",
    thought: "thinks",
    could: "can",
    would: "will",
    looked: "looks",
    asked: "asks",
    felt: "feels",
  },
  de: {
    war: "ist",
    waren: "sind",
    hatte: "hat",
    hatten: "haben",
    wurde: "wird",
    wurden: "werden",
    sagte: "sagt",
    ging: "geht",
    kam: "kommt",
    sah: "sieht",
    wusste: "weiß",
    konnte: "kann",
    sollte: "soll",
    musste: "muss",
  },
  fr: {
    était: "est",
    étaient: "sont",
    avait: "a",
    avaient: "ont",
    fut: "est",
    allait: "va",
    venait: "vient",
    voyait: "voit",
    savait: "sait",
    pouvait: "peut",
    faisait: "fait",
  },
  es: {
    era: "es",
    eran: "son",
    estaba: "está",
    estaban: "están",
    había: "ha",
    habían: "han",
    tenía: "tiene",
    fue: "es",
    dijo: "dice",
    iba: "va",
    podía: "puede",
    hacía: "hace",
  },
  it: {
    era: "è",
    erano: "sono",
    aveva: "ha",
    avevano: "hanno",
    fu: "è",
    disse: "dice",
    andava: "va",
    poteva: "può",
    faceva: "fa",
    stava: "sta",
  },
  pt: {
    era: "é",
    eram: "são",
    estava: "está",
    estavam: "estão",
    tinha: "tem",
    tinham: "têm",
    foi: "é",
    disse: "diz",
    ia: "vai",
    podia: "pode",
    fazia: "faz",
  },
  nl: {
    was: "is",
    waren: "zijn",
    had: "heeft",
    hadden: "hebben",
    werd: "wordt",
    zei: "zegt",
    ging: "gaat",
    kwam: "komt",
    zag: "ziet",
    wist: "weet",
    kon: "kan",
    moest: "moet",
  },
};

/** Plain everyday words that `vocabulary` puts in place of long ones, by language. */
export const PLAIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["thing", "good", "place", "time", "man", "way"],
  de: ["Ding", "gut", "Ort", "Zeit", "Mann", "Weg"],
  fr: ["chose", "bon", "lieu", "temps", "homme", "voie"],
  es: ["cosa", "bueno", "sitio", "tiempo", "hombre", "modo"],
  it: ["cosa", "buono", "posto", "tempo", "uomo", "modo"],
  pt: ["coisa", "bom", "lugar", "tempo", "homem", "modo"],
  nl: ["ding", "goed", "plaats", "tijd", "man", "weg"],
};

const SENTENCE_END = /(\p{L}*)([.!?])(["”»’]?)(\s+)(\p{Lu})/gu;

/** What the plants need of the language profile. */
export interface PlantProfile {
  readonly code: string;
  readonly dashDialogue: boolean;
  /** Lower case, without the final period (the profile's list). */
  readonly abbreviations: ReadonlySet<string>;
}

/** Whether a period after `word` ends no sentence (an abbreviation or an initial). */
function abbreviated(word: string, mark: string, abbreviations: ReadonlySet<string>): boolean {
  return mark === "." && (word.length === 1 || abbreviations.has(word.toLowerCase()));
}
const COMMA = /,(\s+)(\p{L})/gu;
const LONG_WORD = /\p{L}{8,}/gu;

/**
 * Glues sentence ends: of the boundaries met in order, the k-th is glued when ⌊(k+1)·share⌋ >
 * ⌊k·share⌋, which spreads `share` of them evenly; the glue is a comma and the next sentence
 * starts in lower case. `counter` carries the boundary count across paragraphs.
 *
 * @example
 * ```ts
 * glueSentences("Mr. Darcy came. We stayed. Nobody left.", 1, { k: 0 }, new Set(["mr"]));
 * // "Mr. Darcy came, we stayed, nobody left."
 * ```
 */
export function glueSentences(
  text: string,
  share: number,
  counter: { k: number },
  abbreviations: ReadonlySet<string>,
): string {
  return text.replace(
    SENTENCE_END,
    (all, word: string, mark: string, close: string, space: string, letter: string) => {
      if (abbreviated(word, mark, abbreviations)) return all;
      const k = counter.k++;
      if (Math.floor((k + 1) * share) === Math.floor(k * share)) return all;
      return `${word},${close}${space}${letter.toLocaleLowerCase()}`;
    },
  );
}

/**
 * Ends a sentence at every comma followed by a word.
 *
 * @example
 * ```ts
 * chopSentences("When it rained, we stayed, and read."); // "When it rained. We stayed. And read."
 * ```
 */
export function chopSentences(text: string): string {
  return text.replace(
    COMMA,
    (_all, space: string, letter: string) => `.${space}${letter.toLocaleUpperCase()}`,
  );
}

/**
 * Opens every sentence, and the paragraph when it starts with a letter, with `word`.
 *
 * @example
 * ```ts
 * repeatOpenings("It rained. We stayed.", "Then", new Set());
 * // "Then it rained. Then we stayed."
 * ```
 */
export function repeatOpenings(
  text: string,
  word: string,
  abbreviations: ReadonlySet<string>,
): string {
  const inner = text.replace(
    SENTENCE_END,
    (all, w: string, mark: string, close: string, space: string, l: string) =>
      abbreviated(w, mark, abbreviations)
        ? all
        : `${w}${mark}${close}${space}${word} ${l.toLocaleLowerCase()}`,
  );
  return /^\p{L}/u.test(inner)
    ? `${word} ${inner.charAt(0).toLocaleLowerCase()}${inner.slice(1)}`
    : inner;
}

/**
 * Swaps every word of more than seven letters for the next of `plain` (in turn; `counter`
 * carries the turn across paragraphs).
 *
 * @example
 * ```ts
 * swapVocabulary("An extraordinary conversation began.", ["thing", "good"], { k: 0 });
 * // "An thing good began."
 * ```
 */
export function swapVocabulary(
  text: string,
  plain: readonly string[],
  counter: { k: number },
): string {
  return text.replace(LONG_WORD, () => plain[counter.k++ % plain.length]);
}

const WORD = /\p{L}+/gu;

/**
 * Puts the past forms of `present` (lower case keys) in the present, keeping an initial
 * capital.
 *
 * @example
 * ```ts
 * switchTense("She was late. Was he?", { was: "is" }); // "She is late. Is he?"
 * ```
 */
export function switchTense(text: string, present: Readonly<Record<string, string>>): string {
  return text.replace(WORD, (w) => {
    const lower = w.toLocaleLowerCase();
    const next = Object.hasOwn(present, lower) ? present[lower] : undefined;
    if (next === undefined) return w;
    return w.charAt(0) === lower.charAt(0)
      ? next
      : next.charAt(0).toLocaleUpperCase() + next.slice(1);
  });
}

/**
 * Applies the plants to a manuscript and returns the new text. `document` is the parse of
 * `text`; `profile` the analysis's language profile (quotes, dash dialogue, abbreviations).
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../src/document/parse.ts";
 * const text = "## One\n\nIt rained. We stayed.\n";
 * const profile = { code: "en", dashDialogue: false, abbreviations: new Set<string>() };
 * plantChanges(text, parseManuscript(text), [{ kind: "glue", chapter: 1, share: 1 }], profile);
 * // "## One\n\nIt rained, we stayed.\n"
 * ```
 */
export function plantChanges(
  text: string,
  document: Document,
  plants: readonly Plant[],
  profile: PlantProfile,
): string {
  const lines = text.split("\n");
  for (const plant of plants) {
    const chapter = document.chapters.find((c) => c.number === plant.chapter);
    if (!chapter) throw new Error(`No chapter ${plant.chapter} to plant "${plant.kind}" in`);
    const quoted = plant.kind === "no_dialogue"
      ? chapterDialogueSpans(chapter.paragraphs, profile.code, profile.dashDialogue)
      : [];
    const counter = { k: 0 };
    chapter.paragraphs.forEach((p, i) => {
      const raw = lines.slice(p.startLine - 1, p.endLine).join(" ");
      let next: string;
      switch (plant.kind) {
        case "glue":
          next = glueSentences(raw, plant.share ?? 0.5, counter, profile.abbreviations);
          break;
        case "chop":
          next = chopSentences(raw);
          break;
        case "openings":
          next = repeatOpenings(
            raw,
            OPENING_WORD[profile.code] ?? OPENING_WORD.en,
            profile.abbreviations,
          );
          break;
        case "tense":
          next = switchTense(raw, PRESENT_OF[profile.code] ?? PRESENT_OF.en);
          break;
        case "vocabulary":
          next = swapVocabulary(raw, PLAIN_WORDS[profile.code] ?? PLAIN_WORDS.en, counter);
          break;
        case "no_dialogue":
          next = quoted[i].length > 0 ? "" : raw;
          break;
      }
      for (let l = p.startLine; l <= p.endLine; l++) lines[l - 1] = "";
      lines[p.startLine - 1] = next;
    });
  }
  return lines.join("\n");
}
