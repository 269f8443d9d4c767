/**
 * `compare`: the separate lexical/register report of one archived source against a
 * manuscript, labelled `source_internal`. It reads the source's stored text (never the
 * original file again) and the manuscript as given; it never changes the manuscript's
 * fingerprint, and sources never enter any manuscript baseline.
 *
 * @module
 */

import { resolve } from "node:path";
import { decodeManuscript } from "../../src/project/manuscript.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import { compareTexts } from "../compare/compare.ts";
import { type CompareFormat, renderComparison } from "../compare/render.ts";
import { loadArchive } from "../store/load.ts";
import { getObject } from "../store/objects.ts";
import { archivePaths } from "../store/paths.ts";
import { latestVersion } from "../store/state.ts";
import { versionAvailability } from "../store/tombstones.ts";
import { processingError, usageError } from "../keyed_errors.ts";
import type { ResearchText } from "../views/text.ts";

/**
 * Compares source `sourceId` (its latest version) with the manuscript at `manuscriptPath`.
 * `format` `json` (default) returns the report object; `text` or `md` a rendered string.
 *
 * @example
 * ```ts
 * const id = "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T";
 * const report = await compareSource("/tmp/ledger", id, "book.md", { format: "json" });
 * (report as Record<string, unknown>).label; // "source_internal"
 * ```
 */
export async function compareSource(
  root: string,
  sourceId: string,
  manuscriptPath: string,
  options: {
    format?: "json" | CompareFormat;
    language?: LanguageChoice;
    manuscriptText?: string;
    /** The wording of `text` and `md` (default English; the CLI passes its interface's). */
    text?: ResearchText;
  } = {},
): Promise<Record<string, unknown> | string> {
  const archive = await loadArchive(archivePaths(root));
  const source = archive.state.sources.get(sourceId);
  if (!source) throw usageError("source.none", { source: sourceId });
  const v = latestVersion(source);
  if (!v.text) {
    throw usageError("compare.image", { source: sourceId, type: v.media_type });
  }
  const availability = versionAvailability(archive.state, v.version_id);
  if (availability !== "available") {
    throw usageError("compare.unavailable", {
      source: sourceId,
      version: v.version,
      availability: { term: availability },
    });
  }
  const sourceText = new TextDecoder().decode(await getObject(archive.paths, v.text));
  const manuscript = options.manuscriptText ??
    await manuscriptText(resolve(manuscriptPath));
  const report = compareTexts(sourceText, manuscript, {
    language: options.language ?? (archive.state.init.language as LanguageChoice) ?? "en",
    sourceId,
    versionId: v.version_id,
    sourceTitle: v.title,
    manuscriptName: manuscriptPath,
  });
  const format = options.format ?? "json";
  if (format === "json") {
    return { ...report, project_id: archive.manifest.project_id, snapshot: archive.state.head };
  }
  if (format !== "text" && format !== "md") {
    throw usageError("compare.format", { format: String(format) });
  }
  return renderComparison(report, format, { text: options.text });
}

/**
 * The manuscript's text by the manuscript rule (strict UTF-8, a leading BOM dropped); a read
 * or decoding failure is a keyed `ProcessingError` (`compare.manuscript_*`), worded in the
 * interface language.
 */
async function manuscriptText(path: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) {
      throw processingError("compare.manuscript_missing", { path });
    }
    if (e instanceof Deno.errors.IsADirectory) {
      throw processingError("compare.manuscript_directory", { path });
    }
    throw processingError("compare.manuscript_unreadable", { path, why: (e as Error).message });
  }
  const decoded = decodeManuscript(bytes);
  if (!decoded.ok) {
    throw processingError("compare.manuscript_utf8", { path, offset: decoded.offset });
  }
  return decoded.text;
}
