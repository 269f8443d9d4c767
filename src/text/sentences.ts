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
const LETTER = /^\p{L}$/u;
const NEXT_SHORT_WORD = /^\s*(\p{L}{1,3})\./u;
const UPPER_INITIAL = /^\p{Lu}$/u;
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
  if (rules.ordinalPeriod && dot > 0 && isDigit(text.charCodeAt(dot - 1))) return true;
  const start = wordStart(text, dot);
  if (start === dot) return false;
  const word = text.slice(start, dot);
  if (UPPER_INITIAL.test(word) && !NOT_INITIALS.has(word)) return true;
  const lower = word.toLowerCase();
  if (rules.abbreviations.has(lower)) return true;
  const spaced = spacedAbbreviation(text, start);
  if (spaced !== null && rules.abbreviations.has(`${spaced}.${lower}`)) return true;
  const next = NEXT_SHORT_WORD.exec(text.slice(dot + 1, dot + 8))?.[1];
  return next !== undefined && rules.abbreviations.has(`${lower}.${next.toLowerCase()}`);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Start of the letters-and-inner-periods word that ends at `end` ("e.g" in "e.g."). */
function wordStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && end - i < 40) {
    const ch = text[i - 1];
    if (LETTER.test(ch)) i--;
    else if (ch === "." && i > 1 && i < end && LETTER.test(text[i - 2])) i--;
    else break;
  }
  return i;
}

/**
 * For "z. B." at the second period: the short words with periods before `start`, folded and
 * joined ("z"), or null.
 */
function spacedAbbreviation(text: string, start: number): string | null {
  const parts: string[] = [];
  let i = start;
  while (parts.length < 3) {
    let j = i;
    if (j > 0 && text[j - 1] === " ") j--;
    if (j === 0 || text[j - 1] !== ".") break;
    const end = j - 1;
    let k = end;
    while (k > 0 && end - k < 3 && LETTER.test(text[k - 1])) k--;
    if (k === end || (k > 0 && LETTER.test(text[k - 1]))) break;
    parts.unshift(text.slice(k, end).toLowerCase());
    i = k;
  }
  return parts.length > 0 ? parts.join(".") : null;
}
