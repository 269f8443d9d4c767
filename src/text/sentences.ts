/**
 * Sentence boundaries inside one paragraph (sentences never cross paragraphs).
 *
 * A run of `.`, `!`, `?`, `…` (with any closing quotes or brackets after it) ends a sentence
 * when whitespace follows and the next word does not start in lower case. It does not end one
 * after an abbreviation of the language (`Mr.`, `z. B.`, `bzw.`, `Sra.`), after a single
 * capital initial (`J. K. Rowling`; not I, A, O, Y, E, which are words), after a German ordinal number (`am 3. Mai`), or before
 * a dash that introduces a lower-case dialogue tag (`—¿Vienes? —preguntó.`).
 *
 * @module
 */

const END_RUN = /[.!?…]+[”’"»«›‹“)\]]*(?=\s|$)/gu;
const LOWER_START = /^[\s]*(?:[\u2014\u2013][\s]*)?[\p{Ll}]/u;
const WORD_BEFORE = /(\p{L}+(?:\.\p{L}+)*)$/u;
const SPACED_ABBREVIATION = /((?:\p{L}{1,3}\.\s?)+\p{L}{1,3})$/u;
const NEXT_SHORT_WORD = /^\s*(\p{L}{1,3})\./u;
const UPPER_INITIAL = /^\p{Lu}$/u;
const DIGIT_BEFORE = /\d$/;
/** Capital letters that are words of their own and often end a sentence ("It was I."). */
const NOT_INITIALS = new Set(["I", "A", "O", "Y", "E", "À", "É"]);

/** What the splitter needs to know about a language. */
export interface SentenceRules {
  /** Lower-case abbreviations without their final period (`mr`, `z.b`). */
  readonly abbreviations: ReadonlySet<string>;
  /** Whether a number followed by a period is an ordinal (German `3. Mai`). */
  readonly ordinalPeriod: boolean;
}

/**
 * Returns the start offsets of every sentence after the first (the first starts at 0).
 *
 * @example
 * ```ts
 * const rules = { abbreviations: new Set(["mr"]), ordinalPeriod: false };
 * sentenceBreaks("Mr. Smith came. He sat.", rules); // [16]
 * ```
 */
export function sentenceBreaks(text: string, rules: SentenceRules): number[] {
  const breaks: number[] = [];
  END_RUN.lastIndex = 0;
  for (let m = END_RUN.exec(text); m !== null; m = END_RUN.exec(text)) {
    const end = m.index + m[0].length;
    if (end >= text.length) break;
    const rest = text.slice(end, end + 8);
    if (LOWER_START.test(rest)) continue;
    if (m[0][0] === "." && m[0].replace(/[^.]/g, "").length === 1) {
      if (isAbbreviationPeriod(text, m.index, rules)) continue;
    }
    let next = end;
    while (next < text.length && /\s/.test(text[next])) next++;
    if (next < text.length) breaks.push(next);
  }
  return breaks;
}

function isAbbreviationPeriod(text: string, dot: number, rules: SentenceRules): boolean {
  const before = text.slice(Math.max(0, dot - 40), dot);
  if (rules.ordinalPeriod && DIGIT_BEFORE.test(before)) return true;
  const word = WORD_BEFORE.exec(before)?.[1];
  if (!word) return false;
  if (UPPER_INITIAL.test(word) && !NOT_INITIALS.has(word)) return true;
  const lower = word.toLowerCase();
  if (rules.abbreviations.has(lower)) return true;
  const spaced = SPACED_ABBREVIATION.exec(before)?.[1];
  if (spaced && rules.abbreviations.has(spaced.replace(/\s/g, "").toLowerCase())) return true;
  const next = NEXT_SHORT_WORD.exec(text.slice(dot + 1, dot + 8))?.[1];
  return next !== undefined && rules.abbreviations.has(`${lower}.${next.toLowerCase()}`);
}
