/**
 * `svc about [--json]`.
 *
 * @module
 */

import { about } from "../about.ts";
import type { CommandContext } from "../console/spec.ts";
import { currentBuildKind } from "../project/build_kind.ts";

/**
 * Prints what this build offers.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * await run({ args: [], options: { json: true }, io, messages: messages("en") }); // 0
 * ```
 */
export function run(ctx: CommandContext): Promise<number> {
  const info = about(currentBuildKind());
  if (ctx.options.json) {
    ctx.io.stdout(JSON.stringify(info, null, 2) + "\n");
    return Promise.resolve(0);
  }
  const t = info.thresholds;
  const lines = [
    `${info.tool} ${info.version}`,
    `build:      ${info.build}`,
    `commands:   ${info.commands.join(", ")}`,
    `languages:  ${info.languages.join(", ")} (default ${info.default_language})`,
    `features:   ${info.features.join(", ")}`,
    `thresholds: z_mild ${t.z_mild}, z_strong ${t.z_strong}, fdr_q ${t.fdr_q}, fdr_method ${t.fdr_method}, dim ${t.dim_score_threshold}, flag_min_severity ${t.flag_min_severity}, min_chapters ${t.min_chapters}`,
    "heuristics:",
    ...Object.entries(info.heuristics).map(([k, v]) => `  ${k} = ${v}`),
  ];
  ctx.io.stdout(lines.join("\n") + "\n");
  return Promise.resolve(0);
}
