/**
 * The source metadata flags of `ingest` and `source-meta` as one metadata object: `--author`
 * (repeatable), `--date`, `--publisher`, `--place`, `--url`, `--kind`, `--source-language`
 * (the global `--language` is the interface and analysis language, SPEC 4.1). `--title`
 * stays apart: `ingest` has always taken it.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";

/** Flag (commander's camelCase key) → metadata field. */
const FLAGS = {
  date: "date",
  publisher: "publisher",
  place: "place",
  url: "url",
  kind: "kind",
  sourceLanguage: "language",
} as const;

/**
 * The metadata fields given on the command line (unchecked: the API checks them), or
 * undefined when none was.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const options = { author: ["Fontane, Theodor"], date: "1888" };
 * metadataFlags({ args: [], options, io, messages: messages("en") });
 * // { authors: ["Fontane, Theodor"], date: "1888" }
 * ```
 */
export function metadataFlags(ctx: CommandContext): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const authors = ctx.options.author;
  if (Array.isArray(authors) && authors.length) out.authors = authors;
  for (const [flag, field] of Object.entries(FLAGS)) {
    const v = ctx.options[flag];
    if (typeof v === "string") out[field] = v;
  }
  return Object.keys(out).length ? out : undefined;
}
