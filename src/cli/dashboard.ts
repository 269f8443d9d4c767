/**
 * `svc dashboard FILE [-o OUT.html] [--names A,B] [threshold flags]`: writes the single-file
 * review dashboard and prints its path. Character names come from `--names`, else from the
 * `names` list of the project config, else of the user config. Without `-o` the file is
 * `<manuscript-slug>-dashboard.html` beside the manuscript (the name `svc build` uses in
 * `exports/`). The write is atomic: an existing file is replaced whole or not at all. Labels
 * are in the interface language (`SVC_LANG`, else `ui_language` of the config files, else
 * English), whatever `--language` analysed.
 *
 * @module
 */

import { manuscriptDismissals } from "../project/dismissals.ts";
import { basename, dirname, join } from "node:path";
import { manuscriptSlug } from "../project/exports/slug.ts";
import type { CommandContext } from "../console/spec.ts";
import type { StyleThresholds } from "../settings/thresholds.ts";
import { ProcessingError } from "../errors.ts";
import { writeFileAtomic } from "../project/atomic_write.ts";
import { standaloneDashboard } from "../report/dashboard/standalone.ts";
import { computeDashboardViews } from "../views/dashboard.ts";
import { type NameEntry, parseNames } from "../views/characters.ts";
import { resolveNames, splitNames } from "../settings/names.ts";
import { warn } from "../project/io.ts";
import { loadAnalysis } from "./load_analysis.ts";
import { thresholdsFor } from "../console/threshold_options.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const options = { output: "/tmp/book.html" };
 * await run({ args: ["book.md"], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let thresholds: StyleThresholds | undefined;
  let names: NameEntry[] = [];
  const { analysis, settings } = await loadAnalysis(ctx, (s) => {
    thresholds = thresholdsFor(ctx.options, s, ctx.messages);
    const entries = resolveNames({
      flags: ctx.options.names !== undefined
        ? { names: splitNames(String(ctx.options.names)) }
        : undefined,
      project: s.project,
      user: s.user,
    });
    // An empty or invalid --names is a usage error, as for `characters`; an invalid config
    // value is reported and ignored, as any invalid config value.
    if (ctx.options.names !== undefined) names = parseNames(entries);
    else if (entries.length > 0) {
      try {
        names = parseNames(entries);
      } catch (e) {
        warn(ctx.io, `names: ${(e as Error).message}`);
      }
    }
  });
  const manuscript = ctx.args[0];
  const output = ctx.options.output !== undefined
    ? String(ctx.options.output)
    : join(dirname(manuscript), `${manuscriptSlug(basename(manuscript))}-dashboard.html`);
  const dismissed = await manuscriptDismissals(manuscript);
  const views = computeDashboardViews(analysis, { thresholds: thresholds!, names, dismissed });
  const page = standaloneDashboard(views, {
    title: settings.project.title,
    uiLanguage: settings.uiLanguage,
  });
  try {
    await writeFileAtomic(output, page);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ProcessingError(ctx.messages.output.cannotWrite(output, why));
  }
  ctx.io.stdout(output + "\n");
  return 0;
}
