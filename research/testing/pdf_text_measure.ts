/**
 * Measures of cleaned PDF text against its Markdown source (issue 24's recall table), shared by
 * `scripts/pdf_text_recall.ts` and the corpus test.
 *
 * - Words: maximal runs of letters, marks and digits, lower-cased (a hyphen splits, so a word
 *   wrongly joined or wrongly left broken at a line end costs recall either way).
 * - Word-sequence recall is bigram recall: the share of the reference's word pairs (as a
 *   multiset) that the extracted text also has, Σ min(ref(b), got(b)) / Σ ref(b) — ROUGE-2
 *   recall (C.-Y. Lin, "ROUGE: A Package for Automatic Evaluation of Summaries", ACL
 *   workshop, 2004). A word dropped, split, merged or moved away from its neighbour loses the
 *   pairs it is in; extra text (a contents page) costs nothing.
 *
 * @module
 */

/**
 * The words of a text (see the module doc).
 *
 * @example
 * ```ts
 * words("Goethe-Haus, ge-\nwählt"); // ["goethe", "haus", "ge", "wählt"]
 * ```
 */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);
}

/**
 * Bigram (ROUGE-2) recall of `got` against `reference`, both word lists; 1 for a reference of
 * fewer than two words.
 *
 * @example
 * ```ts
 * bigramRecall(["a", "b", "c"], ["a", "b", "x", "c"]); // 0.5 (a b kept, b c lost)
 * ```
 */
export function bigramRecall(reference: readonly string[], got: readonly string[]): number {
  const have = new Map<string, number>();
  for (let i = 1; i < got.length; i++) {
    const k = got[i - 1] + " " + got[i];
    have.set(k, (have.get(k) ?? 0) + 1);
  }
  let hit = 0;
  for (let i = 1; i < reference.length; i++) {
    const k = reference[i - 1] + " " + reference[i];
    const n = have.get(k) ?? 0;
    if (n > 0) {
      hit++;
      have.set(k, n - 1);
    }
  }
  return reference.length < 2 ? 1 : hit / (reference.length - 1);
}

/**
 * The text of a Markdown manuscript as a reader sees it: heading marks, emphasis marks and
 * scene-break lines removed.
 *
 * @example
 * ```ts
 * markdownText("# Title\n\nSome *word*."); // "Title\n\nSome word."
 * ```
 */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*([*\-_]\s*){3,}$/gm, "")
    .replace(/[*_]+/g, "");
}

/**
 * Passages that are only page furniture: a lone page number (arabic or roman), or a short line
 * without lower-case letters that stands as a passage three times or more (a running head).
 *
 * @example
 * ```ts
 * furniturePassages(["12", "DIE VERWANDLUNG", "DIE VERWANDLUNG", "DIE VERWANDLUNG", "Text."]);
 * // { pageNumbers: 1, runningHeads: 3 }
 * ```
 */
export function furniturePassages(
  texts: readonly string[],
): { pageNumbers: number; runningHeads: number } {
  const lone = /^[\s\-–—]*(\d{1,4}|[ivxlcdm]{1,9})[\s\-–—]*$/i;
  const counts = new Map<string, number>();
  const key = (t: string) => t.trim().replace(/\d+/g, "#").replace(/\s+/g, " ");
  for (const t of texts) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  let pageNumbers = 0, runningHeads = 0;
  for (const t of texts) {
    if (lone.test(t)) pageNumbers++;
    else if (
      t.length <= 100 && /\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t) && counts.get(key(t))! >= 3
    ) runningHeads++;
  }
  return { pageNumbers, runningHeads };
}

/**
 * Words broken at a line end in raw page texts: the left part ending in "-", the right part
 * starting the next line in lower case, with the words before and after (for a search query).
 *
 * @example
 * ```ts
 * brokenWords(["habe ich ge-\nwählt! Tag"]);
 * // [{ page: 1, left: "ge", right: "wählt", before: "ich", after: "Tag" }]
 * ```
 */
export function brokenWords(
  pages: readonly string[],
): { page: number; left: string; right: string; before?: string; after?: string }[] {
  const out: { page: number; left: string; right: string; before?: string; after?: string }[] = [];
  pages.forEach((text, i) => {
    const lines = text.split("\n");
    for (let k = 0; k + 1 < lines.length; k++) {
      const l = /(?:(\p{L}+)\s+)?(\p{L}+)-$/u.exec(lines[k]);
      const r = /^(\p{Ll}\p{L}*)(?:[^\p{L}]+(\p{L}+))?/u.exec(lines[k + 1]);
      if (!l || !r) continue;
      out.push({
        page: i + 1,
        left: l[2],
        right: r[1],
        ...(l[1] ? { before: l[1] } : {}),
        ...(r[2] ? { after: r[2] } : {}),
      });
    }
  });
  return out;
}
