/**
 * Project configuration (SPEC 2.8): the keys of `svc.toml`, of `[tool.svc]` in
 * `pyproject.toml` and of `~/.config/svc.toml`, read from an already parsed TOML table.
 *
 * Layout: `title`, `author_name`, `language` (the analysis language), `ui_language` (the
 * interface language, see languages.ts) and `names` (character names, see names.ts) at the top; thresholds at the top or in a
 * `[thresholds]` table; corpus settings (`chapter_marker`, `appendix_marker`, `word_regex`,
 * `nominal_regex`, `signal_keywords`) at the top or in a `[corpus]` table (a table value wins
 * over a top-level one); where Zotero is in a `[refman]` table (`data_dir`, `api_url`, see
 * refman_config.ts). Other tables (`publication`, `nda`, `scene_analysis`) and the build's
 * `check_formats`/`check_fail_on` (src/project/exports/check_files.ts) are kept raw
 * for the modules that own them. An invalid value is reported and ignored; the rest of the
 * file still applies.
 *
 * @module
 */

import { isLanguageChoice } from "../language/registry.ts";
import type { LanguageChoice } from "../language/types.ts";
import {
  checkThreshold,
  DEFAULT_THRESHOLDS,
  type StyleThresholds,
  THRESHOLD_ALIASES,
  type ThresholdKey,
} from "./thresholds.ts";
import { readRefmanTable, type RefmanFileConfig } from "./refman_config.ts";
import { INTERFACE_LANGUAGES, type InterfaceLanguage, isInterfaceLanguage } from "./languages.ts";

/** Corpus settings from a config file. */
export interface CorpusConfig {
  chapter_marker?: string;
  appendix_marker?: string;
  word_regex?: string;
  nominal_regex?: string;
  signal_keywords?: Record<string, string[]>;
}

/** What one config file contributes. */
export interface ProjectConfig {
  title?: string;
  author_name?: string;
  /** The analysis language. */
  language?: LanguageChoice;
  /** The interface language (labels, messages, reports). */
  ui_language?: InterfaceLanguage;
  /** Character names for presence (`names = ["Hyde", "Harry|Henry=Jekyll"]`, as `--names`). */
  names?: string[];
  thresholds: Partial<StyleThresholds>;
  corpus: CorpusConfig;
  /** The `[refman]` table: where the Zotero bridge looks (data_dir as written). */
  refman: RefmanFileConfig;
  /** Every table of the file as parsed, for modules that own other keys. */
  raw: Record<string, unknown>;
}

/** An empty configuration (no file). */
export const EMPTY_CONFIG: ProjectConfig = { thresholds: {}, corpus: {}, refman: {}, raw: {} };

const THRESHOLD_KEYS = new Set(Object.keys(DEFAULT_THRESHOLDS));
const STRING_CORPUS_KEYS = ["chapter_marker", "appendix_marker", "word_regex", "nominal_regex"];

/**
 * Interprets a parsed table. `problems` receives one message per ignored value.
 *
 * @example
 * ```ts
 * const problems: string[] = [];
 * readProjectConfig({ language: "de", thresholds: { z_mild: 2 } }, problems).thresholds;
 * // { z_mild: 2 }
 * ```
 */
export function readProjectConfig(
  table: Record<string, unknown>,
  problems: string[],
): ProjectConfig {
  const config: ProjectConfig = {
    thresholds: {},
    corpus: {},
    refman: readRefmanTable(table.refman, problems),
    raw: table,
  };
  for (const key of ["title", "author_name"] as const) {
    const v = table[key];
    if (v === undefined) continue;
    if (typeof v === "string") config[key] = v;
    else problems.push(`${key} must be a string`);
  }
  if (table.language !== undefined) {
    const v = table.language;
    if (typeof v === "string" && isLanguageChoice(v)) config.language = v;
    else problems.push(`language must be one of auto de en fr es it pt nl generic`);
  }
  if (table.ui_language !== undefined) {
    const v = table.ui_language;
    if (isInterfaceLanguage(v)) config.ui_language = v;
    else problems.push(`ui_language must be one of ${INTERFACE_LANGUAGES.join(" ")}`);
  }
  if (table.names !== undefined) {
    const v = table.names;
    if (Array.isArray(v) && v.every((n) => typeof n === "string")) config.names = v;
    else problems.push("names must be a list of strings");
  }
  const thresholds = { ...pick(table, THRESHOLD_KEYS), ...asTable(table.thresholds) };
  for (const [k, v] of Object.entries(thresholds)) {
    const key = (THRESHOLD_ALIASES[k] ?? k) as ThresholdKey;
    if (!THRESHOLD_KEYS.has(key)) continue;
    const checked = checkThreshold(key, v);
    if (checked.ok) (config.thresholds as Record<string, unknown>)[key] = checked.value;
    else problems.push(checked.message);
  }
  const corpus = { ...pick(table, new Set([...STRING_CORPUS_KEYS, "signal_keywords"])) };
  Object.assign(corpus, asTable(table.corpus));
  for (const key of STRING_CORPUS_KEYS) {
    const v = corpus[key];
    if (v === undefined) continue;
    if (typeof v !== "string" || v === "") {
      problems.push(`${key} must be a non-empty string`);
    } else if (key.endsWith("_regex") && !validPattern(v)) {
      problems.push(
        `${key} "${v}" is not a valid regular expression that needs at least one character`,
      );
    } else (config.corpus as Record<string, unknown>)[key] = v;
  }
  if (corpus.signal_keywords !== undefined) {
    const sk = readSignalKeywords(corpus.signal_keywords);
    if (sk) config.corpus.signal_keywords = sk;
    else problems.push("signal_keywords must be a table of string lists");
  }
  return config;
}

function pick(table: Record<string, unknown>, keys: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(table)) {
    if (keys.has(k) || keys.has(THRESHOLD_ALIASES[k] ?? "")) out[k] = v;
  }
  return out;
}

function asTable(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v)
    ? v as Record<string, unknown>
    : {};
}

function readSignalKeywords(v: unknown): Record<string, string[]> | null {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return null;
  const out: Record<string, string[]> = {};
  for (const [k, list] of Object.entries(v)) {
    if (!Array.isArray(list) || !list.every((s) => typeof s === "string")) return null;
    out[k] = list;
  }
  return out;
}

function validPattern(pattern: string): boolean {
  try {
    return !new RegExp(pattern, "u").test("");
  } catch {
    return false;
  }
}
