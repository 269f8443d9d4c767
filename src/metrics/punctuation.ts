/**
 * Language-neutral punctuation counts in one pass over the text (runs over a whole novel,
 * so it scans char codes without regular expressions or allocations).
 *
 * @module
 */

/** Punctuation counts with the SPEC's language-neutral keys. */
export interface PunctuationCounts {
  /** Full stops not part of an ellipsis (abbreviation and decimal points included). */
  periods: number;
  /** "," characters. */
  commas: number;
  /** En/em dash runs, "--" runs and spaced hyphens (" - "); word hyphens excluded. */
  dashes: number;
  /** ":" characters. */
  colons: number;
  /** ";" characters. */
  semicolons: number;
  /** Closing "?" (each character); the Spanish opener "¿" is not counted. */
  questions: number;
  /** Closing "!" (each character); the Spanish opener "¡" is not counted. */
  exclamations: number;
  /** Runs of three or more "." and runs of "…" (U+2026), one per run. */
  ellipses: number;
}

const FULL_STOP = 0x2e;
const HYPHEN = 0x2d;
const EN_DASH = 0x2013;
const EM_DASH = 0x2014;
const ELLIPSIS = 0x2026;

/** Spaces that may surround a dash, including the no-break spaces of French typography. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0xa0 ||
    code === 0x2009 || code === 0x202f;
}

/** Index just past the run of `code` that starts at `i`. */
function runEnd(text: string, i: number, code: number): number {
  let j = i + 1;
  while (j < text.length && text.charCodeAt(j) === code) j++;
  return j;
}

/**
 * Counts punctuation marks in `text`. Conventions: a run of 3+ periods or of "…" is one
 * ellipsis and its periods are not periods (". . ." with spaces counts as three periods);
 * a run of en/em dashes is one dash, so is a run of 2+ hyphens ("--"), and a single hyphen
 * is a dash only with whitespace (or the text edge) on both sides, so "well-known" and the
 * German "Haupt- und" are not; "?" and "!" count per character ("?!" is one of each), and
 * the inverted openers "¿" "¡" are not counted, so a Spanish question counts once. Pass
 * prose only: Markdown rules such as "---" would count as dashes.
 *
 * @example
 * ```ts
 * countPunctuation("Wait... what? Yes – no, fine."); // periods 1, ellipses 1, dashes 1, …
 * ```
 */
export function countPunctuation(text: string): PunctuationCounts {
  const counts: PunctuationCounts = {
    periods: 0,
    commas: 0,
    dashes: 0,
    colons: 0,
    semicolons: 0,
    questions: 0,
    exclamations: 0,
    ellipses: 0,
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    switch (code) {
      case FULL_STOP: {
        const end = runEnd(text, i, FULL_STOP);
        if (end - i >= 3) counts.ellipses++;
        else counts.periods += end - i;
        i = end;
        continue;
      }
      case ELLIPSIS:
        counts.ellipses++;
        i = runEnd(text, i, ELLIPSIS);
        continue;
      case EN_DASH:
      case EM_DASH: {
        let end = i + 1;
        while (end < n) {
          const next = text.charCodeAt(end);
          if (next !== EN_DASH && next !== EM_DASH) break;
          end++;
        }
        counts.dashes++;
        i = end;
        continue;
      }
      case HYPHEN: {
        const end = runEnd(text, i, HYPHEN);
        if (end - i >= 2) counts.dashes++;
        else if (
          (i === 0 || isSpace(text.charCodeAt(i - 1))) &&
          (end === n || isSpace(text.charCodeAt(end)))
        ) {
          counts.dashes++;
        }
        i = end;
        continue;
      }
      case 0x2c:
        counts.commas++;
        break;
      case 0x3a:
        counts.colons++;
        break;
      case 0x3b:
        counts.semicolons++;
        break;
      case 0x3f:
        counts.questions++;
        break;
      case 0x21:
        counts.exclamations++;
        break;
    }
    i++;
  }
  return counts;
}
