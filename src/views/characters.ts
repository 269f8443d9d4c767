/**
 * The characters module (SPEC 2.5): presence of caller-supplied names per chapter. No
 * named-entity recognition. A plain name matches as a literal, whole-word, case- and
 * accent-insensitively (`Natasha` finds `Natásha` and `NATASHA`: text and name are compared
 * after {@linkcode foldAccents}); the alias form `Pattern=Display` takes a regular expression
 * (also whole-word, case-insensitive, run over the folded text with its literal letters
 * folded the same way) and reports it under the display name. Entries with the same display
 * name are merged (their matches are summed). An empty name list is a usage error.
 *
 * A character without any match is listed in `unmatched` with the close spellings the text
 * does contain (see {@linkcode suggestSpellings}), so that a typo or a transliteration
 * (`Andrew` for `Andréy`) does not pass for an absent character.
 *
 * @module
 */

import { type MessageRef, UsageError } from "../errors.ts";
import type { Analysis } from "../features/pipeline.ts";
import { type ResultMeta, resultMeta } from "./meta.ts";
import { foldAccents } from "../text/fold.ts";
import { type NameSuggestion, suggestSpellings } from "./name_suggestions.ts";
import { countInTexts, escapeRegex, type Presence, presence, wholeWord } from "./presence.ts";

export type { NameSuggestion };

/** One character's figures. */
export interface CharacterPresence extends Presence {
  name: string;
  patterns: string[];
}

/** A character that the text never mentions, with the close spellings it does contain. */
export interface UnmatchedName {
  /** The display name (as in `characters[].name`). */
  name: string;
  /** Closest first; empty when nothing in the text is close. */
  suggestions: NameSuggestion[];
}

/** The characters result. */
export interface CharactersResult {
  meta: ResultMeta;
  n_chapters: number;
  characters: CharacterPresence[];
  /** Characters with 0 mentions, in the order of `characters`; empty when all match. */
  unmatched: UnmatchedName[];
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
    throw new UsageError("The names list is empty: pass at least one name (--names A,B)", {
      ref: { key: "settings.names_empty", values: {} },
    });
  }
  return names.map((entry) => {
    const eq = entry.lastIndexOf("=");
    if (eq < 0) return { display: entry, pattern: escapeRegex(entry), regex: false };
    const pattern = entry.slice(0, eq).trim();
    const display = entry.slice(eq + 1).trim();
    if (pattern === "" || display === "") {
      throw new UsageError(`Invalid name entry "${entry}": use Name or Pattern=Display`, {
        ref: { key: "settings.name_entry", values: { entry } },
      });
    }
    // The keys are the server catalogue's (`settings.name_*`): the settings page words them.
    const refused = (why: string, whyRef?: MessageRef) =>
      new UsageError(`Invalid name pattern "${pattern}": ${why}`, {
        ref: {
          key: "settings.name_pattern",
          values: { pattern, why: whyRef ? { text: why, ref: whyRef } : why },
        },
      });
    let matchesEmpty: boolean;
    try {
      matchesEmpty = wholeWord(pattern).test("");
    } catch (e) {
      // The JavaScript engine's own wording of the invalid regular expression.
      throw refused((e as Error).message);
    }
    if (matchesEmpty) {
      throw refused("it matches the empty string", {
        key: "settings.name_matches_empty",
        values: {},
      });
    }
    return { display, pattern, regex: true };
  });
}

/**
 * Builds the characters result.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nHyde left. Utterson followed Hyde.");
 * charactersView(a, parseNames(["Hyde", "Utterson"])).characters[0].mentions; // 2
 * ```
 */
export function charactersView(analysis: Analysis, names: readonly NameEntry[]): CharactersResult {
  const byDisplay = new Map<string, NameEntry[]>();
  for (const n of names) byDisplay.set(n.display, [...(byDisplay.get(n.display) ?? []), n]);
  const folded = analysis.chapters.map((c) => c.chapter.paragraphs.map((p) => foldAccents(p.text)));
  const characters = [...byDisplay].map(([display, entries]): CharacterPresence => {
    const pattern = wholeWord(entries.map((e) => `(?:${foldAccents(e.pattern)})`).join("|"));
    return {
      name: display,
      patterns: entries.map((e) => e.pattern),
      ...presence(analysis, countInTexts(folded, pattern)),
    };
  });
  const unmatched = characters.filter((c) => c.mentions === 0).map((c): UnmatchedName => {
    const entries = byDisplay.get(c.name)!;
    const probes = [...new Set([...entries.filter((e) => !e.regex).map((e) => e.display), c.name])];
    return { name: c.name, suggestions: suggestSpellings(analysis, probes) };
  });
  return {
    meta: resultMeta(analysis, 2),
    n_chapters: analysis.chapters.length,
    characters,
    unmatched,
  };
}
