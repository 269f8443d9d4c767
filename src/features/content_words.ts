/**
 * Content words: the vocabulary that carries a text's subject, used by `jsd_top_words`, the
 * co-occurrence graph and keyness. A folded token of at least 3 characters that is neither a
 * stop word nor a function word of the language.
 *
 * @module
 */

import type { LanguageProfile } from "../language/types.ts";

/** Shortest content word, in UTF-16 code units of the folded token. */
const MIN_CONTENT_WORD_LENGTH = 3;

/**
 * Whether a folded token is a content word.
 *
 * @example
 * ```ts
 * import { ENGLISH } from "../language/en.ts";
 * isContentWord("lighthouse", ENGLISH); // true
 * isContentWord("the", ENGLISH); // false
 * ```
 */
export function isContentWord(w: string, profile: LanguageProfile | null): boolean {
  if (w.length < MIN_CONTENT_WORD_LENGTH) return false;
  if (!profile) return true;
  return !profile.stopWords.has(w) && !profile.functionWords.has(w);
}
