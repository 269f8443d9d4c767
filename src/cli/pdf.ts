/**
 * `svc pdf FILE [--layout report|book|sheet] [-o OUT] [--author NAME] [--serif-font F]
 * [--bold-font F] [--mono-font F] [--sans-font F] [--sans-bold-font F]`: composes a PDF and
 * prints its path.
 *
 * - Default layout `report`; default output `<manuscript-slug>-<layout>.pdf` beside the
 *   manuscript (the name the server's download uses). The write is atomic; a processing error
 *   (missing glyph, no font) leaves no file behind, not even a partial one.
 * - Title: `title` of the project config, else the manuscript's level-one heading, else the
 *   file name. Author: `--author`, else `author_name` of the project config, else of the user
 *   config. The imprint comes from `[publication]` (printed by `book` only, when enabled).
 * - Fonts: see `src/project/fonts.ts` for the search order.
 * - Labels: `report` and `sheet` in the interface language (`SVC_LANG`, else `ui_language` of
 *   the config files, else English), whatever `--language` analysed; `book` in the book's own
 *   (analysis) language, which is also the language of its hyphenation patterns. That language
 *   defaults to English, so `book` warns when the text reads as another language (a French
 *   novel needs `--language fr`, or English breaks such as "plaisanter-ies" end its lines).
 * - The creation date in the PDF metadata is now, or `SOURCE_DATE_EPOCH` (seconds) when that
 *   variable is set, so CI pipelines can make the bytes reproducible.
 *
 * @module
 */

import { manuscriptDismissals } from "../project/dismissals.ts";
import { basename, dirname, join, resolve } from "node:path";
import { manuscriptSlug } from "../project/exports/slug.ts";
import { fallbackTitle } from "../project/manuscript_name.ts";
import { warn } from "../project/io.ts";
import type { CommandContext } from "../console/spec.ts";
import { publicationFromConfig } from "../settings/publication.ts";
import { ProcessingError, UsageError } from "../errors.ts";
import { findFonts } from "../project/fonts.ts";
import { writeFileAtomic } from "../project/atomic_write.ts";
import { composePdf } from "../report/pdf/compose.ts";
import { hyphenationLanguageMismatch } from "../report/pdf/book/book_language.ts";
import { FONT_ROLES, type FontRole } from "../report/pdf/fonts.ts";
import { PDF_LAYOUTS, type PdfLayout } from "../report/pdf/layout.ts";
import { TOOL, VERSION } from "../version.ts";
import { loadAnalysis } from "./load_analysis.ts";
import { thresholdsFor } from "../console/threshold_options.ts";

/** commander's camelCase option key per font role. */
const FONT_OPTIONS: Readonly<Record<FontRole, string>> = {
  serif: "serifFont",
  bold: "boldFont",
  mono: "monoFont",
  sans: "sansFont",
  "sans-bold": "sansBoldFont",
};

/** The metadata date: `SOURCE_DATE_EPOCH` (integer seconds) when set, else now. */
function creationDate(env: (name: string) => string | undefined): Date {
  const epoch = env("SOURCE_DATE_EPOCH");
  if (epoch === undefined || epoch === "") return new Date();
  if (!/^\d{1,12}$/.test(epoch)) {
    throw new UsageError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not "${epoch}"`);
  }
  return new Date(Number(epoch) * 1000);
}

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { layout: "book" }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing "book-book.pdf"
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const layout = (ctx.options.layout ?? "report") as PdfLayout;
  if (!PDF_LAYOUTS.includes(layout)) {
    throw new UsageError(`--layout must be report, book or sheet, not "${layout}"`);
  }
  const author = ctx.options.author === undefined ? undefined : String(ctx.options.author);
  if (author !== undefined && /[\p{Cc}\u2028\u2029]/u.test(author)) {
    throw new UsageError("--author must be a single line");
  }
  const created = creationDate(ctx.io.env);
  const manuscript = ctx.args[0];
  const { analysis, settings } = await loadAnalysis(ctx);
  if (layout === "book") {
    const reads = hyphenationLanguageMismatch(analysis.document, analysis.language);
    if (reads !== null) {
      warn(
        ctx.io,
        `The book is hyphenated as "${analysis.language}" (its analysis language), but its text ` +
          `reads as "${reads}": pass --language ${reads} or set language in svc.toml`,
      );
    }
  }
  const thresholds = thresholdsFor({}, settings, ctx.messages);
  const problems: string[] = [];
  const publication = publicationFromConfig(settings.project.raw, problems);
  for (const p of problems) warn(ctx.io, `Ignoring [publication] of the project config: ${p}`);
  const explicit: Partial<Record<FontRole, string>> = {};
  for (const role of FONT_ROLES) {
    const value = ctx.options[FONT_OPTIONS[role]];
    if (value !== undefined) explicit[role] = String(value);
  }
  const fonts = await findFonts({
    explicit,
    project: { root: resolve(dirname(manuscript)), raw: settings.project.raw },
    env: ctx.io.env,
  });
  const slug = manuscriptSlug(basename(manuscript));
  const bytes = await composePdf({
    layout,
    source: { analysis },
    thresholds,
    dismissed: await manuscriptDismissals(manuscript),
    // Report and sheet in the interface language; the book keeps the book's language.
    ...(layout === "book" ? {} : { uiLanguage: settings.uiLanguage }),
    title: settings.project.title,
    fallbackTitle: fallbackTitle(basename(manuscript)),
    author: author ?? settings.project.author_name ?? settings.user.author_name,
    publication,
    fonts,
    created,
    creator: `${TOOL} ${VERSION}`,
  });
  const output = ctx.options.output !== undefined
    ? String(ctx.options.output)
    : join(dirname(manuscript), `${slug}-${layout}.pdf`);
  try {
    await writeFileAtomic(output, bytes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ProcessingError(ctx.messages.output.cannotWrite(output, why));
  }
  ctx.io.stdout(output + "\n");
  return 0;
}
