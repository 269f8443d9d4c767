/**
 * Dashboard label packs (SPEC 9.8–9.9): per interface language ten packs, merged in the order
 * guidance, scene, identity, core, metric, help, group, layer, cross-cutting, workspace — a
 * later pack overrides an earlier one for the same key. A key missing in the chosen language
 * falls back to English, then to the key itself.
 *
 * @module
 */

import { DE_LABELS } from "./de.ts";
import { EN_LABELS } from "./en.ts";
import { ES_LABELS } from "./es.ts";
import { featurePack } from "./features.ts";
import { FINDINGS_LABELS } from "./findings.ts";
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

/** The packs of one language; each pack maps keys to label text (`{name}` placeholders). */
export type LabelPacks = { readonly [P in PackName]?: Readonly<Record<string, string>> };

/** Interface languages that have label packs (SPEC 9.9). */
export const LABEL_LANGUAGES = ["de", "en", "fr", "es", "it", "pt", "nl"] as const;

/** One interface language. */
export type LabelLanguage = typeof LABEL_LANGUAGES[number];

/**
 * A language's packs with the feature texts (`features.ts`) in the metric pack, the findings
 * labels (`findings.ts`) in the cross-cutting pack and the research area's labels
 * (`research/`) in the workspace pack: one source for every surface.
 */
function withFindings(packs: LabelPacks, language: LabelLanguage): LabelPacks {
  return {
    ...packs,
    metric: { ...packs.metric, ...featurePack(language) },
    "cross-cutting": { ...packs["cross-cutting"], ...FINDINGS_LABELS[language] },
    workspace: { ...packs.workspace, ...RESEARCH_LABELS[language] },
  };
}

const PACKS: Readonly<Record<LabelLanguage, LabelPacks>> = {
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
export function mergePacks(packs: LabelPacks): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const name of PACK_ORDER) Object.assign(merged, packs[name] ?? {});
  return merged;
}

/** A label lookup: `t(key, {name: value})` fills `{name}` placeholders. */
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

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
 * language's merged packs, then English, then the key.
 *
 * @example
 * ```ts
 * labelsFor("de")("tab_overview"); // "Überblick"
 * labelsFor("en")("no_such_key"); // "no_such_key"
 * ```
 */
export function labelsFor(language: string, packs = PACKS): Translate {
  const english = mergePacks(packs.en);
  const own = isLabelLanguage(language) ? mergePacks(packs[language]) : english;
  return (key, values) => {
    const text = own[key] ?? english[key] ?? key;
    if (!values) return text;
    return text.replace(
      /\{(\w+)\}/g,
      (whole, name) => name in values ? String(values[name]) : whole,
    );
  };
}
