/**
 * A check that a German surface holds no English wording of svc's message catalogues: a line
 * fails when it holds a phrase of an English template (research errors, research text views,
 * server messages) whose German differs, or when a table cell, heading or whole line is an
 * English label without placeholders. Shared by the German CLI and server tests.
 *
 * @module
 */

import { RESEARCH_ERRORS_DE } from "../../src/i18n/research_errors_de.ts";
import { RESEARCH_ERRORS_EN } from "../../src/i18n/research_errors_en.ts";
import { RESEARCH_TEXT_DE } from "../../src/i18n/research_text_de.ts";
import { RESEARCH_TEXT_EN } from "../../src/i18n/research_text_en.ts";
import { SERVER_MESSAGES_DE } from "../../src/i18n/server_messages_de.ts";
import { SERVER_MESSAGES_EN } from "../../src/i18n/server_messages_en.ts";

/** English wording that must not reach a German surface. */
export interface English {
  /** Phrases of two or more words (a template's text between placeholders). */
  readonly phrases: readonly string[];
  /** Labels without placeholders: a whole line, heading or cell equal to one is English. */
  readonly labels: ReadonlySet<string>;
}

const TWO_WORDS = /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u;

function englishOf(
  tables: readonly [Readonly<Record<string, string>>, Readonly<Record<string, string>>][],
): English {
  const phrases = new Set<string>();
  const labels = new Set<string>();
  for (const [en, de] of tables) {
    for (const [key, text] of Object.entries(en)) {
      // Identical, or a language code (the wording's own language, e.g. "en" / "de").
      if (text === de[key] || /^[a-z]{2}$/.test(text)) continue;
      if (!/\{\w+\}/.test(text)) labels.add(text.trim());
      // Each stretch between placeholders, and each clause of it (split at : ; , ( ) and —).
      for (const part of text.split(/\{\w+\}/)) {
        for (const piece of [part, ...part.split(/[:;,()]| — /)]) {
          const p = piece.trim();
          if (TWO_WORDS.test(p) && !de[key].includes(p)) phrases.add(p);
        }
      }
    }
  }
  return { phrases: [...phrases], labels };
}

/** The English wording of every catalogue with a German twin. */
export const ENGLISH: English = englishOf([
  [RESEARCH_TEXT_EN, RESEARCH_TEXT_DE],
  [RESEARCH_ERRORS_EN, RESEARCH_ERRORS_DE],
  [SERVER_MESSAGES_EN, SERVER_MESSAGES_DE],
]);

/**
 * The English wording found in `output`, as "line: wording" entries.
 *
 * @example
 * ```ts
 * englishIn("Zeitleiste · 0 datiert\n\nUnplaced"); // ["Unplaced: «Unplaced»"]
 * ```
 */
export function englishIn(output: string): string[] {
  const found = new Set<string>();
  for (const line of output.split("\n")) {
    for (const p of ENGLISH.phrases) if (line.includes(p)) found.add(`${line}: «${p}»`);
    const cells = line.replace(/^\[error\] /, "").replace(/^#+ /, "")
      .split(/ \| |^\| | \|$|\s{2,}| · |: /).map((c) => c.trim());
    for (const c of [line.trim(), ...cells]) {
      if (ENGLISH.labels.has(c)) found.add(`${line}: «${c}»`);
    }
  }
  return [...found];
}
