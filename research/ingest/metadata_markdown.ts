/**
 * What a Markdown file says about itself: a YAML front matter block (`---` on the first line,
 * up to the next `---` or `...` line, read by `npm:yaml` with its safe core schema: no tags,
 * no code) and, for the title, the first level-1 heading (`# Title`) when the front matter
 * gives none.
 *
 * Front matter keys, as Pandoc, Jekyll and Hugo spell them: `title`, `author` / `authors`
 * (a name or a list), `date`, `publisher`, `place` / `publisher-place` / `location`, `url`,
 * `lang` / `language`, `kind` / `type`. Other keys are ignored; a front matter that is not
 * valid YAML is ignored, not an error (the file is still a source).
 *
 * @module
 */

import { parse } from "npm:yaml@2.9.1";
import type { SourceMetadata } from "../records/source_metadata.ts";
import { acceptedMetadata } from "./metadata_accept.ts";

const FRONT = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
const HEADING = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m;

/**
 * The metadata of a Markdown text (see the module doc).
 *
 * @example
 * ```ts
 * markdownMetadata("---\ntitle: Briefe\nauthor: [Fontane, Theodor]\ndate: 1898\n---\n\nText");
 * // { title: "Briefe", authors: ["Fontane", "Theodor"], date: "1898" }
 * markdownMetadata("# Die Verwandlung\n\n## Kapitel I\n"); // { title: "Die Verwandlung" }
 * ```
 */
export function markdownMetadata(text: string): SourceMetadata {
  const front = FRONT.exec(text);
  let fields: Record<string, unknown> = {};
  if (front) {
    try {
      const value = parse(front[1], { schema: "core", logLevel: "silent" });
      if (value && typeof value === "object" && !Array.isArray(value)) fields = value;
    } catch {
      // Not YAML after all: the file is read as text (see the module doc).
    }
  }
  const body = front ? text.slice(front[0].length) : text;
  const get = (...keys: string[]) => {
    for (const k of keys) if (fields[k] !== undefined && fields[k] !== null) return fields[k];
    return undefined;
  };
  const authors = get("authors", "author", "creator");
  return acceptedMetadata({
    title: scalar(get("title")) ?? HEADING.exec(body)?.[1],
    authors: Array.isArray(authors)
      ? authors.map(scalar)
      : authors === undefined
      ? undefined
      : [scalar(authors)],
    date: scalar(get("date", "issued")),
    publisher: scalar(get("publisher")),
    place: scalar(get("place", "publisher-place", "location")),
    url: scalar(get("url", "URL")),
    language: scalar(get("lang", "language")),
    kind: scalar(get("kind", "type")),
  });
}

function scalar(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return undefined;
}
