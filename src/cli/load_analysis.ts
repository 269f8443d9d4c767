/**
 * The first steps every analysis command shares: settings (config files + flags), then the
 * manuscript, then the shared pipeline result.
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { type Analysis, analyzeDocument } from "../features/pipeline.ts";
import { readManuscript } from "../project/manuscript.ts";
import { resolveSettings, type RunSettings } from "../project/settings.ts";

/**
 * Reads the manuscript named by the first argument and analyses it once. `validate` runs
 * after the settings are known and before the file is read, so usage errors win over file
 * errors.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: {}, io, messages: messages("en") };
 * const { analysis, settings } = await loadAnalysis(ctx);
 * settings.corpus.language; // "en" unless a config file says otherwise
 * ```
 */
export async function loadAnalysis(
  ctx: CommandContext,
  validate: (settings: RunSettings) => void = () => {},
): Promise<{ analysis: Analysis; settings: RunSettings }> {
  const path = ctx.args[0];
  const settings = await resolveSettings(path, ctx.options, ctx.io);
  validate(settings);
  const text = await readManuscript(path, ctx.messages);
  return { analysis: analyzeDocument(text, settings.corpus), settings };
}

/**
 * Prints a result as JSON (with `--json`, or always for JSON-only commands) or as text.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: [], options: { json: true }, io, messages: messages("en") };
 * printResult(ctx, { words: 3 }, () => "3 words\n"); // 0, after printing the JSON
 * ```
 */
export function printResult(ctx: CommandContext, result: unknown, text: () => string): number {
  ctx.io.stdout(ctx.options.json ? JSON.stringify(result, null, 2) + "\n" : text());
  return 0;
}
