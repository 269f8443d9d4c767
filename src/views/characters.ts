/**
 * The characters module (SPEC 2.5): presence of caller-supplied names per chapter. No
 * named-entity recognition. A plain name matches as a literal, whole-word and
 * case-insensitively; the alias form `Pattern=Display` takes a regular expression (also
 * whole-word, case-insensitive) and reports it under the display name. Entries with the same
 * display name are merged (their matches are summed). An empty name list is a usage error.
 *
 * @module
 */

import { UsageError } from "../errors.ts";
import type { Analysis } from "../pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { countPerChapter, escapeRegex, type Presence, presence, wholeWord } from "./presence.ts";

/** One character's figures. */
export interface CharacterPresence extends Presence {
  name: string;
  patterns: string[];
}

/** The characters result. */
export interface CharactersResult {
  meta: ResultMeta;
  n_chapters: number;
  characters: CharacterPresence[];
}

/** A parsed name entry. */
export interface NameEntry {
  display: string;
  pattern: string;
  regex: boolean;
}

/**
 * Parses `A,B` / `Pattern=Display` entries; throws UsageError for an empty list, an empty
 * entry or an invalid pattern.
 *
 * @example
 * ```ts
 * parseNames(["Lizzy|Eliza=Elizabeth", "Darcy"]);
 * // [{ display: "Elizabeth", pattern: "Lizzy|Eliza", regex: true }, { display: "Darcy", … }]
 * ```
 */
export function parseNames(entries: readonly string[]): NameEntry[] {
  const names = entries.map((e) => e.trim()).filter((e) => e !== "");
  if (names.length === 0) {
    throw new UsageError("The names list is empty: pass at least one name (--names A,B)");
  }
  return names.map((entry) => {
    const eq = entry.lastIndexOf("=");
    if (eq < 0) return { display: entry, pattern: escapeRegex(entry), regex: false };
    const pattern = entry.slice(0, eq).trim();
    const display = entry.slice(eq + 1).trim();
    if (pattern === "" || display === "") {
      throw new UsageError(`Invalid name entry "${entry}": use Name or Pattern=Display`);
    }
    try {
      if (wholeWord(pattern).test("")) throw new Error("it matches the empty string");
    } catch (e) {
      throw new UsageError(`Invalid name pattern "${pattern}": ${(e as Error).message}`);
    }
    return { display, pattern, regex: true };
  });
}

/**
 * Builds the characters result.
 *
 * @example
 * ```ts
 * // charactersView(analysis, parseNames(["Hyde", "Utterson"])).characters[0].mentions
 * ```
 */
export function charactersView(analysis: Analysis, names: readonly NameEntry[]): CharactersResult {
  const byDisplay = new Map<string, NameEntry[]>();
  for (const n of names) byDisplay.set(n.display, [...(byDisplay.get(n.display) ?? []), n]);
  const characters = [...byDisplay].map(([display, entries]): CharacterPresence => {
    const pattern = wholeWord(entries.map((e) => `(?:${e.pattern})`).join("|"));
    return {
      name: display,
      patterns: entries.map((e) => e.pattern),
      ...presence(analysis, countPerChapter(analysis, pattern)),
    };
  });
  return { meta: resultMeta(analysis, 2), n_chapters: analysis.chapters.length, characters };
}
