/**
 * Dashboard label packs (SPEC 9.8–9.9): per interface language ten packs, merged in the order
 * guidance, scene, identity, core, metric, help, group, layer, cross-cutting, workspace — a
 * later pack overrides an earlier one for the same key. A key missing in the chosen language
 * falls back to English, then to the key itself.
 *
 * Every label table of the renderers has one shape, {@linkcode LabelTable} (key → text with
 * `{name}` placeholders), and its keys come from its English table: the dashboard's keys
 * ({@linkcode LabelKey}) from the English packs (`en.ts`) with the feature, findings, signal
 * and research tables they merge, the sheet's, the A4 report's and the book's own keys from
 * their English tables. A lookup ({@linkcode Translate}) takes only those keys, so a label
 * that no English table has is a type error, not a key printed on a page. A key built at run
 * time from data (a language code, a formula name) is checked with {@linkcode isLabelKey}.
 *
 * @module
 */

import { DE_LABELS } from "./de.ts";
import { EN_LABELS } from "./en.ts";
import type { FeatureLabelKey } from "./features.ts";
import type { FindingsLabelKey } from "./findings.ts";
import type { ResearchLabelKey } from "./research/en.ts";
import { ES_LABELS } from "./es.ts";
import { featurePack } from "./features.ts";
import { FINDINGS_LABELS } from "./findings.ts";
import type { FindingWordsLabelKey } from "./finding_words.ts";
import { FINDING_WORDS_LABELS } from "./finding_words.ts";
import { FR_LABELS } from "./fr.ts";
import { IT_LABELS } from "./it.ts";
import { NL_LABELS } from "./nl.ts";
import { PT_LABELS } from "./pt.ts";
import { RESEARCH_LABELS } from "./research/mod.ts";

/** The merge order of the packs (SPEC 9.8). */
export const PACK_ORDER = [
  "guidance",
  "scene",
  "identity",
  "core",
  "metric",
  "help",
  "group",
  "layer",
  "cross-cutting",
  "workspace",
] as const;

/** The name of one pack. */
export type PackName = typeof PACK_ORDER[number];

/** The one shape of a label table: each key to its text, with `{name}` placeholders. */
export type LabelTable<K extends string = string> = { readonly [P in K]: string };

/** The English packs: each pack a label table (the reference key set, `en.ts`). */
export type LabelPacks = { readonly [P in PackName]?: LabelTable };

/** Every key of a table. */
type KeysOf<T> = T extends LabelTable<infer K> ? K : never;

/**
 * The dashboard's label keys: those of the English packs and of the tables merged into them
 * (feature texts, findings, research area).
 */
export type LabelKey =
  | { [P in keyof typeof EN_LABELS]: KeysOf<typeof EN_LABELS[P]> }[keyof typeof EN_LABELS]
  | FeatureLabelKey
  | FindingsLabelKey
  | FindingWordsLabelKey
  | ResearchLabelKey;

/** The packs of another language: any of the English keys, in any pack (English fills in). */
export type TranslatedPacks<K extends string = LabelKey> = {
  readonly [P in PackName]?: Partial<LabelTable<K>>;
};

/** Interface languages that have label packs (SPEC 9.9). */
export const LABEL_LANGUAGES = ["de", "en", "fr", "es", "it", "pt", "nl"] as const;

/** One interface language. */
export type LabelLanguage = typeof LABEL_LANGUAGES[number];

/**
 * A language's packs with the feature texts (`features.ts`) in the metric pack, the findings
 * labels (`findings.ts`) in the cross-cutting pack and the research area's labels
 * (`research/`) in the workspace pack: one source for every surface.
 */
function withFindings(packs: TranslatedPacks, language: LabelLanguage): TranslatedPacks {
  return {
    ...packs,
    metric: { ...packs.metric, ...featurePack(language) },
    "cross-cutting": {
      ...packs["cross-cutting"],
      ...FINDINGS_LABELS[language],
      ...FINDING_WORDS_LABELS[language],
    },
    workspace: { ...packs.workspace, ...RESEARCH_LABELS[language] },
  };
}

const PACKS: Readonly<Record<LabelLanguage, TranslatedPacks>> = {
  de: withFindings(DE_LABELS, "de"),
  en: withFindings(EN_LABELS, "en"),
  fr: withFindings(FR_LABELS, "fr"),
  es: withFindings(ES_LABELS, "es"),
  it: withFindings(IT_LABELS, "it"),
  pt: withFindings(PT_LABELS, "pt"),
  nl: withFindings(NL_LABELS, "nl"),
};

/**
 * Merges packs in {@linkcode PACK_ORDER}: later packs override earlier ones.
 *
 * @example
 * ```ts
 * mergePacks({ guidance: { a: "1" }, workspace: { a: "2" } }); // { a: "2" }
 * ```
 */
export function mergePacks<K extends string>(
  packs: TranslatedPacks<K>,
): Partial<Record<K, string>> {
  const merged: Partial<Record<K, string>> = {};
  for (const name of PACK_ORDER) Object.assign(merged, packs[name] ?? {});
  return merged;
}

/** Values of a label's `{name}` placeholders. */
export type LabelValues = Readonly<Record<string, string | number>>;

/**
 * A label lookup: `t(key, {name: value})` fills `{name}` placeholders. It takes the keys of
 * its English tables only (the dashboard's by default).
 */
export type Translate<K extends string = LabelKey> = (key: K, values?: LabelValues) => string;

/**
 * A label's text with its `{name}` placeholders filled; a placeholder without a value stays.
 *
 * @example
 * ```ts
 * fillLabel("Page {n} of {m}", { n: 2, m: 9 }); // "Page 2 of 9"
 * fillLabel("{x} left", {}); // "{x} left"
 * ```
 */
export function fillLabel(text: string, values?: LabelValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name) => name in values ? String(values[name]) : whole);
}

/**
 * A lookup of a surface's own labels (the sheet's, the A4 report's) in front of the dashboard's:
 * a key of `own` reads there, any other goes to `base`.
 *
 * @example
 * ```ts
 * const t = withOwnLabels({ sheet_date: "Datum" }, labelsFor("de"));
 * t("sheet_date"); // "Datum"
 * t("words"); // "Wörter"
 * ```
 */
export function withOwnLabels<K extends string>(
  own: LabelTable<K>,
  base: Translate,
): Translate<K | LabelKey> {
  const table: Readonly<Record<string, string>> = own;
  return (key, values) => {
    const text = table[key];
    return text === undefined ? base(key as LabelKey, values) : fillLabel(text, values);
  };
}

const ENGLISH_KEYS: ReadonlySet<string> = new Set(
  Object.keys(mergePacks(withFindings(EN_LABELS, "en"))),
);

/**
 * Whether a key built at run time (from a language code, a formula or a setting's name) is a
 * dashboard label key, that is, one the English packs have.
 *
 * @example
 * ```ts
 * isLabelKey("language_de"); // true
 * isLabelKey("language_xx"); // false
 * ```
 */
export function isLabelKey(key: string): key is LabelKey {
  return ENGLISH_KEYS.has(key);
}

/**
 * Whether a code names an interface language with label packs.
 *
 * @example
 * ```ts
 * isLabelLanguage("fr"); // true
 * isLabelLanguage("generic"); // false
 * ```
 */
export function isLabelLanguage(code: string): code is LabelLanguage {
  return (LABEL_LANGUAGES as readonly string[]).includes(code);
}

/**
 * The lookup for one interface language (any other code gets English). Fallback: the
 * language's merged packs, then English, then the key. Other packs than the dashboard's (a
 * test's) bring their own keys.
 *
 * @example
 * ```ts
 * labelsFor("de")("tab_overview"); // "Überblick"
 * labelsFor("xx")("tab_overview"); // "Overview" (English for a code without packs)
 * ```
 */
export function labelsFor(language: string): Translate;
export function labelsFor<K extends string>(
  language: string,
  packs: Readonly<Record<LabelLanguage, TranslatedPacks<K>>>,
): Translate<K>;
export function labelsFor(
  language: string,
  packs: Readonly<Record<LabelLanguage, TranslatedPacks<string>>> = PACKS,
): Translate<string> {
  const english = mergePacks(packs.en);
  const own = isLabelLanguage(language) ? mergePacks(packs[language]) : english;
  return (key, values) => fillLabel(own[key] ?? english[key] ?? key, values);
}

/**
 * The label of a key built at run time from data (a language code, a formula, a tense or an
 * effect name from a result): the text when the key is a dashboard label key
 * ({@linkcode isLabelKey}), else the key itself, as before there were types.
 *
 * @example
 * ```ts
 * const t = labelsFor("en");
 * runtimeLabel(t, `language_${"de"}`); // "German"
 * runtimeLabel(t, "formula_unknown"); // "formula_unknown"
 * ```
 */
export function runtimeLabel(t: Translate, key: string, values?: LabelValues): string {
  return isLabelKey(key) ? t(key, values) : fillLabel(key, values);
}
