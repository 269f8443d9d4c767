/**
 * BibTeX from CSL-JSON items through citation-js (`@citation-js/core` with
 * `@citation-js/plugin-bibtex`, the converter behind citation.js.org): entry types by CSL
 * type (`book` → `@book`, `article-journal` and `article-newspaper` → `@article`, `chapter`
 * → `@inbook`, `manuscript` → `@unpublished`, everything else `@misc`), LaTeX escapes for
 * `& % $ # _ { } ~ ^ \` and accents, `and` between names. The only module that touches
 * citation-js.
 *
 * Keys are ours, not the library's: the first author's family name (else the title's first
 * word), folded to ASCII letters, then the year, then `a`, `b`, … when a key is taken, so that
 * two versions of one source (same metadata) still get two entries. The CSL item carries its
 * key as `citation-key`, which citation-js writes as the entry key, so the CSL-JSON and the
 * BibTeX export name each record alike.
 *
 * @module
 */

import { Cite } from "npm:@citation-js/core@0.8.2";
import "npm:@citation-js/plugin-bibtex@0.8.2";
import type { CslItem } from "../cite/csl_item.ts";

/**
 * The BibTeX text of `items` (each with its `citation-key`), in order.
 *
 * @example
 * ```ts
 * formatBibtex([{ id: "ver_1", type: "book", "citation-key": "Fontane1896", title: "Effi Briest",
 *   author: [{ family: "Fontane", given: "Theodor" }], issued: { "date-parts": [[1896]] } }]);
 * // "@book{Fontane1896,\n\tauthor = {Fontane, Theodor},\n\tyear = {1896},\n\ttitle = {Effi {Briest}},\n}\n"
 * ```
 */
export function formatBibtex(items: readonly CslItem[]): string {
  if (items.length === 0) return "";
  return String(new Cite(items.map((i) => ({ ...i }))).format("bibtex", { format: "text" }))
    .trimEnd() + "\n";
}

/**
 * A BibTeX key for `item` not in `taken` (which it joins).
 *
 * @example
 * ```ts
 * const taken = new Set<string>();
 * const item = { id: "v", type: "book", author: [{ family: "Müller", given: "Anna" }],
 *   issued: { "date-parts": [[1893]] } };
 * citationKey(item, taken); // "Muller1893"
 * citationKey(item, taken); // "Muller1893a"
 * ```
 */
export function citationKey(item: CslItem, taken: Set<string>): string {
  const authors = item.author as { family?: string; literal?: string }[] | undefined;
  const first = authors?.[0];
  const name = first?.family ?? first?.literal ?? String(item.title ?? "").split(/\s+/)[0];
  const parts = (item.issued as { "date-parts"?: number[][] } | undefined)?.["date-parts"];
  const base = (ascii(name ?? "") || "source") + (parts?.[0]?.[0] ?? "");
  let key = base;
  for (let n = 0; taken.has(key); n++) key = base + suffix(n);
  taken.add(key);
  return key;
}

/** Letters of `text` folded to ASCII (Müller → Muller, Łódź → Lodz), nothing else. */
function ascii(text: string): string {
  return text.replaceAll("ł", "l").replaceAll("Ł", "L").replaceAll("ß", "ss")
    .normalize("NFKD").replace(/[^A-Za-z]/g, "");
}

/** a … z, then aa, ab, … */
function suffix(n: number): string {
  const letter = String.fromCharCode(97 + (n % 26));
  return n < 26 ? letter : suffix(Math.floor(n / 26) - 1) + letter;
}
