/**
 * The one Markdown-name rule: a Markdown file's name ends in `.md` or `.markdown` (any letter
 * case). A manuscript candidate is a Markdown name that is not hidden (no leading dot) and
 * whose stem is not README, CHANGELOG, LICENSE or CONTRIBUTING (any letter case): those are
 * project documents. Every place that lists, picks, opens, slugs or titles a manuscript by
 * its name asks this module.
 *
 * @module
 */

const MARKDOWN_EXTENSION = /\.(?:md|markdown)$/i;

/** Stems (lower case) of Markdown files that are project documents, not manuscripts. */
const NOT_MANUSCRIPTS = new Set(["readme", "changelog", "license", "contributing"]);

/**
 * Whether a file name (or path) ends in a Markdown extension.
 *
 * @example
 * ```ts
 * isMarkdownName("Book.MD"); // true
 * isMarkdownName("notes.markdown"); // true
 * isMarkdownName("book.txt"); // false
 * ```
 */
export function isMarkdownName(name: string): boolean {
  return MARKDOWN_EXTENSION.test(name);
}

/**
 * A file name without its Markdown extension (unchanged when it has none).
 *
 * @example
 * ```ts
 * markdownStem("Der Zauberberg.md"); // "Der Zauberberg"
 * markdownStem("book.txt"); // "book.txt"
 * ```
 */
export function markdownStem(name: string): string {
  return name.replace(MARKDOWN_EXTENSION, "");
}

/**
 * Whether a base name is a manuscript candidate (see the module rule).
 *
 * @example
 * ```ts
 * isManuscriptName("book.md"); // true
 * isManuscriptName("README.md"); // false
 * isManuscriptName(".draft.md"); // false
 * ```
 */
export function isManuscriptName(name: string): boolean {
  if (name.startsWith(".") || !isMarkdownName(name)) return false;
  return !NOT_MANUSCRIPTS.has(markdownStem(name).toLowerCase());
}

/**
 * The title a PDF falls back to when the project sets none: the base name without its
 * Markdown extension, or without `.txt` for a plain-text manuscript.
 *
 * @example
 * ```ts
 * fallbackTitle("The Ledger.md"); // "The Ledger"
 * fallbackTitle("notes.TXT"); // "notes"
 * ```
 */
export function fallbackTitle(name: string): string {
  return isMarkdownName(name) ? markdownStem(name) : name.replace(/\.txt$/i, "");
}
