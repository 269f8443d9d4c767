/**
 * Documents printed inside a novel without quotation marks: letters with a salutation and a
 * signature (“Dear Sir,” … “William Collins.”; “Mein lieber Botho.” … “Josephine von R.«”;
 * “To Prince Murat,” … “Napoleon”). Their paragraphs are the writer's words, not the
 * narration, so the tense profile leaves them out as it leaves out dialogue.
 *
 * A document is recognised only with both ends in view, so a lone “Dear Sir,” never swallows
 * the narration after it:
 * - the signature: a short paragraph (at most {@linkcode SIGNATURE_MAX_WORDS} words) that is
 *   a closing formula (“Yours, etc.”, “Ihr …”, “Votre …”) or a name (capitalised words,
 *   initials and name particles such as “von”, “de”), optionally closing a quotation;
 * - the salutation: a short paragraph (at most {@linkcode SALUTATION_MAX_WORDS} words) before
 *   it, at most {@linkcode MAX_BODY_PARAGRAPHS} paragraphs back, that addresses the reader
 *   (“Dear …”, “My dear …”, “Sir,”, “To …,”, “Lieber …”, “Cher …”, “Querido …”, “Caro …”,
 *   “Beste …”) and is not itself a line of dialogue;
 * - at least one paragraph between them (the body).
 * The document runs from the salutation to the signature inclusive; datelines before the
 * salutation carry no finite verb and need no treatment.
 *
 * @module
 */

/** Longest salutation paragraph, in words. */
export const SALUTATION_MAX_WORDS = 14;
/** Longest signature paragraph, in words. */
export const SIGNATURE_MAX_WORDS = 5;
/** Most body paragraphs between salutation and signature. */
export const MAX_BODY_PARAGRAPHS = 25;

/** Forms of address that open a letter (en, de, fr, es, it, pt, nl), lower case. */
const SALUTATION =
  /^(?:(?:my|mein|meine|mon|ma|mi|mio|mia|meu|minha|mijn)\s+)?(?:dear|dearest|beloved|sir|madam|gentlemen|to|lieber|liebe|liebster|liebste|teurer|teure|verehrter|verehrte|sehr\s+geehrter|sehr\s+geehrte|hochverehrter|hochverehrte|gnädige|gnädiger|cher|chère|chers|très\s+cher|très\s+chère|monsieur|madame|mademoiselle|messieurs|querido|querida|queridos|estimado|estimada|señor|señora|muy\s+señor|caro|cara|carissimo|carissima|gentile|egregio|signore|signora|prezado|prezada|exmo|senhor|senhora|beste|lieve|waarde|geachte|amice|mijnheer|mevrouw)\b/u;
/** Any address inside a short opening line (“Sorrow, it seems, is our lot, my dear friend Julie.”). */
const ADDRESS =
  /\b(?:my\s+dear|my\s+dearest|dear\s+sir|mein\s+lieber|meine\s+liebe|mon\s+cher|ma\s+chère|mi\s+querid[oa]|mio\s+caro|mia\s+cara|meu\s+caro|minha\s+cara|mijn\s+beste|mijn\s+lieve)\b/u;
/** Closing formulas that sign a letter. */
const CLOSING =
  /^(?:yours|your|ever\s+yours|sincerely|affectionately|ihr|ihre|dein|deine|euer|eure|votre|vos|ton|ta|tout\s+à\s+vous|suyo|suya|tuyo|tuya|vostro|vostra|tuo|tua|seu|sua|teu|tua|uw|je|jouw)\b/u;
/** A name: capitalised words, initials and lower-case name particles. */
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}’'-]*\.?|\p{Lu}\.|von|van|der|den|de|du|des|di|da|le|la|zu|y|e)$/u;
/** Quotation marks and dashes that may open a line of dialogue. */
const OPENING_MARK = /^[“”"„‚‘’»«›‹—–―-]/u;
/** Closing punctuation a signature may carry. */
const TRAILING = /[.,!;:…“”"„‚‘’»«›‹]+$/u;

function wordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter((w) => w !== "");
}

/**
 * How many whitespace-separated words `text` has (the length of {@linkcode wordsOf}), counted
 * only up to `max + 1`: most paragraphs are far longer than a salutation or a signature, and
 * splitting each whole was a few per cent of an analysis.
 */
function wordCountUpTo(text: string, max: number): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length && n <= max; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}

/** Is this UTF-16 unit white space as the regular expression `\s` (and `trim()`) sees it? */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c >= 0xa0 && (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 ||
    c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  ));
}

/** Is this paragraph a salutation that opens a letter? */
function isSalutation(text: string): boolean {
  const count = wordCountUpTo(text, SALUTATION_MAX_WORDS);
  if (count === 0 || count > SALUTATION_MAX_WORDS) return false;
  if (OPENING_MARK.test(text.trim())) return false;
  if (!/[,.!:]$/u.test(text.trim())) return false;
  const lower = text.trim().toLocaleLowerCase();
  return SALUTATION.test(lower) || ADDRESS.test(lower);
}

/** Is this paragraph a signature that closes a letter? */
function isSignature(text: string): boolean {
  const unquoted = text.replace(/^[»«“„‚‘›‹"]+/u, "");
  if (wordCountUpTo(unquoted, SIGNATURE_MAX_WORDS) > SIGNATURE_MAX_WORDS) return false;
  const words = wordsOf(unquoted);
  if (words.length === 0) return false;
  const lower = words.join(" ").toLocaleLowerCase();
  if (CLOSING.test(lower)) return true;
  const bare = words.map((w) => w.replace(TRAILING, "")).filter((w) => w !== "");
  return bare.length > 0 && /^\p{Lu}/u.test(bare[0]) && bare.every((w) => NAME_WORD.test(w));
}

/**
 * Marks the paragraphs of one chapter that belong to an unquoted letter (salutation, body
 * and signature).
 *
 * @example
 * ```ts
 * documentParagraphs([
 *   "He opened the letter.",
 *   "Dear Sir,",
 *   "I have the honour to be your servant.",
 *   "William Collins.",
 *   "He laughed.",
 * ]); // [false, true, true, true, false]
 * ```
 */
export function documentParagraphs(paragraphs: readonly string[]): boolean[] {
  const inDocument = paragraphs.map(() => false);
  let open = -1;
  for (let p = 0; p < paragraphs.length; p++) {
    if (open >= 0 && p - open > MAX_BODY_PARAGRAPHS + 1) open = -1;
    if (open >= 0 && p - open >= 2 && isSignature(paragraphs[p])) {
      for (let q = open; q <= p; q++) inDocument[q] = true;
      open = -1;
      continue;
    }
    if (isSalutation(paragraphs[p])) open = p;
  }
  return inDocument;
}
