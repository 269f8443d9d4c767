/**
 * Citations in a named style through citeproc-js (npm `citeproc`, the engine Zotero uses),
 * with the Chicago notes-bibliography, MLA and APA styles and the CSL locales of the seven
 * interface languages vendored in `csl/` (see `csl/SOURCE.md`). The only module that touches
 * the engine's API.
 *
 * A note (Chicago) or in-text citation (MLA, APA) is the first citation of the item, with the
 * page as its locator; the bibliography entry is the item's one entry. Output is plain text:
 * what "Copy citation" puts on the clipboard. An internal id never appears in either.
 *
 * @module
 */

import CSL from "npm:citeproc@2.4.63";
import type { CslItem } from "./csl_item.ts";

/** Style names and the CSL files they read. */
export const CITATION_STYLES = {
  chicago: "chicago-note-bibliography",
  mla: "modern-language-association",
  apa: "apa",
} as const;

/** One of {@linkcode CITATION_STYLES}' keys. */
export type CitationStyle = keyof typeof CITATION_STYLES;

/** Interface languages → CSL locale files. */
const LOCALES: Record<string, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pt: "pt-PT",
  nl: "nl-NL",
};

/** A styled citation. */
export interface StyledCitation {
  readonly style: CitationStyle;
  readonly locale: string;
  /** The first note (Chicago) or in-text citation (MLA, APA), with the page when known. */
  readonly note: string;
  /** The bibliography entry. */
  readonly bibliography: string;
}

/**
 * The vendored files, each by a literal URL so that `deno compile` (whose `--include` holds
 * `research/cite/csl`) and its readiness check can follow every one.
 */
const CSL_FILES: Readonly<Record<string, URL>> = {
  "apa.csl": new URL("./csl/apa.csl", import.meta.url),
  "chicago-note-bibliography.csl": new URL("./csl/chicago-note-bibliography.csl", import.meta.url),
  "locales-de-DE.xml": new URL("./csl/locales-de-DE.xml", import.meta.url),
  "locales-en-US.xml": new URL("./csl/locales-en-US.xml", import.meta.url),
  "locales-es-ES.xml": new URL("./csl/locales-es-ES.xml", import.meta.url),
  "locales-fr-FR.xml": new URL("./csl/locales-fr-FR.xml", import.meta.url),
  "locales-it-IT.xml": new URL("./csl/locales-it-IT.xml", import.meta.url),
  "locales-nl-NL.xml": new URL("./csl/locales-nl-NL.xml", import.meta.url),
  "locales-pt-PT.xml": new URL("./csl/locales-pt-PT.xml", import.meta.url),
  "modern-language-association.csl": new URL(
    "./csl/modern-language-association.csl",
    import.meta.url,
  ),
};

const files = new Map<string, string>();
function file(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    const url = CSL_FILES[name];
    if (url === undefined) throw new Error(`No vendored CSL file ${name}`);
    text = Deno.readTextFileSync(url);
    files.set(name, text);
  }
  return text;
}

/**
 * Whether `value` names a style.
 *
 * @example
 * ```ts
 * isCitationStyle("mla"); // true
 * isCitationStyle("harvard"); // false
 * ```
 */
export function isCitationStyle(value: unknown): value is CitationStyle {
  return typeof value === "string" && Object.hasOwn(CITATION_STYLES, value);
}

/**
 * `item` cited in `style`, in the locale of `language` (an interface language; others fall
 * back to English), at `page` when given.
 *
 * @example
 * ```ts
 * const item = { id: "x", type: "book", title: "Effi Briest", publisher: "Fontane",
 *   author: [{ family: "Fontane", given: "Theodor" }], issued: { "date-parts": [[1896]] } };
 * styledCitation(item, { style: "mla" }).bibliography;
 * // "Fontane, Theodor. Effi Briest. Fontane, 1896."
 * ```
 */
export function styledCitation(
  item: CslItem,
  options: { style: CitationStyle; language?: string; page?: number | null },
): StyledCitation {
  const locale = LOCALES[options.language ?? "en"] ?? "en-US";
  const sys = {
    retrieveLocale: (lang: string) => {
      const name = Object.values(LOCALES).find((l) => l === lang) ?? LOCALES[lang.slice(0, 2)];
      return name ? file(`locales-${name}.xml`) : file("locales-en-US.xml");
    },
    retrieveItem: (id: string) => (id === item.id ? item : undefined),
  };
  const engine = new CSL.Engine(sys, file(`${CITATION_STYLES[options.style]}.csl`), locale, true);
  engine.setOutputFormat("text");
  engine.updateItems([item.id]);
  const cite = {
    id: item.id,
    ...(options.page ? { locator: String(options.page), label: "page" } : {}),
  };
  const [, clusters] = engine.processCitationCluster(
    { citationItems: [cite], properties: { noteIndex: 1 } },
    [],
    [],
  );
  const note = String(clusters[0]?.[1] ?? "");
  const bib = engine.makeBibliography();
  const bibliography = bib ? String(bib[1][0] ?? "").trim() : "";
  return { style: options.style, locale, note, bibliography };
}
