/**
 * The public-domain novels of `../shared/corpus` (present in CI, absent in a bare clone),
 * listed once for every corpus test.
 *
 * @module
 */

/** The corpus languages, one folder each. */
export const CORPUS_LANGUAGES = ["de", "en", "es", "fr", "it", "nl", "pt"];

/** The corpus folder, beside the repository. */
export const CORPUS = new URL("../../shared/corpus/", import.meta.url);

/**
 * Every corpus manuscript with its language, sorted by path; empty when the corpus is absent.
 *
 * @example
 * ```ts
 * corpusFiles().length; // 10 in CI, 0 without the corpus
 * corpusFiles()[0]?.language; // "de"
 * ```
 */
export function corpusFiles(): { language: string; path: URL }[] {
  const files: { language: string; path: URL }[] = [];
  try {
    for (const language of CORPUS_LANGUAGES) {
      const dir = new URL(`${language}/`, CORPUS);
      for (const entry of Deno.readDirSync(dir)) {
        if (entry.name.endsWith(".md")) files.push({ language, path: new URL(entry.name, dir) });
      }
    }
  } catch {
    return [];
  }
  return files.sort((a, b) => a.path.href.localeCompare(b.path.href));
}
