/**
 * `svc scenes FILE [--json]`: scene features and register baselines, schema_version 1
 * (SPEC 2.6). Groups and targets come from `[scene_analysis]` of the project config; a
 * malformed table is a usage error.
 *
 * @module
 */

import type { CommandContext } from "../console/spec.ts";
import { renderScenesText } from "../report/modules_text.ts";
import { readSceneSettings, type SceneSettings, scenesView } from "../views/scenes.ts";
import { loadAnalysis, printResult } from "./load_analysis.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { json: true }, io, messages: messages("en") };
 * await run(ctx); // 0, after printing the scenes JSON
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  let settings: SceneSettings = {};
  const { analysis } = await loadAnalysis(ctx, (run) => {
    settings = readSceneSettings(run.project.raw.scene_analysis);
  });
  const result = scenesView(analysis, settings);
  return printResult(ctx, result, () => renderScenesText(result, ctx.messages));
}
