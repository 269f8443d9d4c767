/**
 * `svc lsp [--stdio] [--language L]` plus the threshold flags: the Language Server for editors
 * (issue 29), over standard input and output. It publishes the findings of `svc check` as
 * diagnostics on open and, debounced, on change (`server/lsp/server.ts`), with hover and code
 * actions; `svc lsp --help` says how to set an editor up. The flags are the top settings layer
 * (then the editor's options, then svc.toml, then the user config); `SVC_LANG` sets the
 * interface language. Standard output carries only the protocol.
 *
 * @module
 */

import process from "node:process";
import { createConnection, ProposedFeatures } from "npm:vscode-languageserver@10.1.2/node";
import type { CommandContext } from "../../src/console/spec.ts";
import { thresholdFlags } from "../../src/console/threshold_options.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import { interfaceLanguageOf } from "../../src/settings/languages.ts";
import { serveLsp } from "../lsp/server.ts";

/**
 * Runs the server until the editor sends `exit` (the library then ends the process: 0 after a
 * `shutdown`, else 1) or closes its end of the pipes.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * await run({ args: [], options: { zMild: "3" }, io, messages: messages("en") });
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { options, io } = ctx;
  // Invalid flags are usage errors before the protocol starts, as for every command.
  const thresholds = thresholdFlags(options, ctx.messages);
  const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
  const closed = new Promise<number>((resolve) => {
    process.stdin.on("close", () => resolve(0));
  });
  serveLsp(connection, {
    flags: {
      thresholds,
      ...(options.language !== undefined ? { language: options.language as LanguageChoice } : {}),
      ...(interfaceLanguageOf(io.env("SVC_LANG")) !== undefined
        ? { uiLanguage: interfaceLanguageOf(io.env("SVC_LANG")) }
        : {}),
      home: io.env("HOME") ?? null,
    },
    env: (name) => io.env(name),
  });
  return await closed;
}
