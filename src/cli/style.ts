/**
 * `svc style FILE --json`: the style reference, schema 4. Without `--json` a text summary is
 * printed in the interface language (`SVC_LANG`): the threshold hits, FDR-selected cells and
 * tense flags as finding sentences, the chapters to look at with the words behind each
 * finding (`finding_words.ts`; the character names of the project or user config are left
 * out of the long words) and the usual ranges.
 * `--explain-chapter N` prints instead the words behind chapter N's signals
 * (`signal_words.ts`; as JSON with `--json`).
 *
 * @module
 */

import { findingWordsView, nameWords } from "../views/finding_words.ts";
import { parseNames } from "../views/characters.ts";
import { resolveNames } from "../settings/names.ts";
import { warn } from "../project/io.ts";
import type { StyleThresholds } from "../settings/thresholds.ts";
import type { CommandContext } from "../console/spec.ts";
import { UsageError } from "../errors.ts";
import { uiLanguage } from "../i18n/messages.ts";
import { renderSignalWordsText } from "../report/signal_words_text.ts";
import { renderStyleText } from "../report/style_text.ts";
import { measureChapter } from "../features/chapter_features.ts";
import { profileView } from "../views/profile.ts";
import { signalWordsView } from "../views/signal_words.ts";
import { fingerprintView } from "../views/style.ts";
import { triageView } from "../views/triage.ts";
import { withoutDismissedFlags } from "../views/tense_flags.ts";
import { manuscriptDismissals } from "../project/dismissals.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";
import { thresholdsFor } from "../console/threshold_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const options = { json: true, zMild: "3" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let thresholds: StyleThresholds | undefined;
  const explain = explainChapter(ctx.options.explainChapter);
  let names: string[] = [];
  const { analysis } = await loadAnalysis(ctx, (settings) => {
    thresholds = thresholdsFor(ctx.options, settings, ctx.messages);
    const entries = resolveNames({ project: settings.project, user: settings.user });
    try {
      names = entries.length > 0 ? nameWords(parseNames(entries)) : [];
    } catch (e) {
      // An invalid config value is reported and ignored, as any invalid config value.
      warn(ctx.io, `names: ${(e as Error).message}`);
    }
  });
  // Measured once: the style reference and the triage's chapter values share them.
  const measures = analysis.chapters.map((c) => measureChapter(c, analysis));
  const result = fingerprintView(analysis, thresholds!, measures);
  if (explain !== null) {
    const words = signalWordsView(analysis, explain, result);
    return printResult(ctx, words, () => renderSignalWordsText(words, ctx.messages));
  }
  // The text report leaves dismissed findings out; the JSON is the reference, unchanged.
  const dismissed = ctx.options.json ? new Set<string>() : await manuscriptDismissals(ctx.args[0]);
  return printResult(ctx, result, () => {
    const triage = triageView({
      style: result,
      chapters: measures.map((m, i) => ({
        number: m.number,
        title: analysis.chapters[i].chapter.title,
        ...m.values,
      })),
      tense: withoutDismissedFlags(
        profileView(analysis, thresholds!.flag_min_severity),
        thresholds!.flag_min_severity,
        dismissed,
      ).chapters,
      dismissed,
    });
    const words = findingWordsView(analysis, triage, { names });
    return renderStyleText(result, triage, uiLanguage(ctx.io.env("SVC_LANG")), words);
  });
}

/** The `--explain-chapter` value as a chapter number, null when absent. */
function explainChapter(value: unknown): number | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  if (!/^[1-9]\d*$/.test(text)) {
    throw new UsageError(`--explain-chapter needs a chapter number (1, 2, …), not "${text}"`);
  }
  return Number(text);
}
