/**
 * `svc style FILE --json`: the style reference, schema 4. Without `--json` a text summary is
 * printed in the interface language (`SVC_LANG`): the threshold hits, FDR-selected cells and
 * tense flags as finding sentences, the chapters to look at and the usual ranges.
 *
 * @module
 */

import type { StyleThresholds } from "../config/thresholds.ts";
import type { CommandContext } from "../cli/io.ts";
import { uiLanguage } from "../i18n/messages.ts";
import { renderStyleText } from "../report/style_text.ts";
import { measureChapter } from "../features/chapter_features.ts";
import { profileView } from "../views/profile.ts";
import { fingerprintView } from "../views/style.ts";
import { triageView } from "../views/triage.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";
import { thresholdsFor } from "./thresholds.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * // await run({ args: ["book.md"], options: { json: true, zMild: "3" }, io, messages });
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let thresholds: StyleThresholds | undefined;
  const { analysis } = await loadAnalysis(ctx, (settings) => {
    thresholds = thresholdsFor(ctx.options, settings, ctx.messages);
  });
  // Measured once: the style reference and the triage's chapter values share them.
  const measures = analysis.chapters.map((c) => measureChapter(c, analysis));
  const result = fingerprintView(analysis, thresholds!, measures);
  return printResult(ctx, result, () => {
    const triage = triageView({
      style: result,
      chapters: measures.map((m, i) => ({
        number: m.number,
        title: analysis.chapters[i].chapter.title,
        ...m.values,
      })),
      tense: profileView(analysis, thresholds!.flag_min_severity).chapters,
    });
    return renderStyleText(result, triage, uiLanguage(ctx.io.env("SVC_LANG")));
  });
}
