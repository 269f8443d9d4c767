/**
 * `svc serve [PATH] [--port N] [--host IP] [--no-project] [--research-project DIR] [--debug]
 * [--names A,B]` plus the threshold flags: the foreground local server. It binds to 127.0.0.1 by default; a
 * host that is not a loopback address is refused unless `--allow-non-loopback` is given too
 * (the server has no accounts: anyone who reaches it can read the manuscript). Without PATH
 * the current folder is opened when it holds a manuscript; `--no-project` starts empty.
 * `--language` fixes the analysis language, `SVC_LANG` the served page's interface language,
 * `--names` the character names of the Characters tab (all the flags layer: the settings form
 * shows them fixed).
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { thresholdFlags } from "../../src/console/threshold_options.ts";
import { mergeThresholds, type StyleThresholds } from "../../src/settings/thresholds.ts";
import { interfaceLanguageOf } from "../../src/settings/languages.ts";
import { UsageError } from "../../src/errors.ts";
import type { LanguageChoice } from "../../src/language/types.ts";
import type { Messages } from "../../src/i18n/messages.ts";
import { splitNames } from "../../src/settings/names.ts";
import { parseNames } from "../../src/views/characters.ts";
import { createApp } from "../app.ts";
import { resolveSelection } from "../select.ts";
import { ServerState } from "../state.ts";

/** Default port of `svc serve`. */
export const DEFAULT_PORT = 8765;

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

/**
 * Parses `--port`: an integer 0–65535 (0 picks a free port).
 *
 * @example
 * ```ts
 * parsePort("8080"); // 8080
 * ```
 */
export function parsePort(text: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new UsageError(`Invalid --port "${text}": an integer from 0 to 65535`);
  }
  return Number(text);
}

/** The threshold flags, checked as a set over the defaults (z_strong >= z_mild). */
function cliThresholds(
  options: Readonly<Record<string, unknown>>,
  m: Messages,
): Partial<StyleThresholds> {
  const flags = thresholdFlags(options, m);
  const merged = mergeThresholds({ flags });
  if (!merged.ok) throw new UsageError(merged.message);
  return flags;
}

/** `--names`: checked as the analysis commands check it (an empty or invalid list is a usage error). */
function cliNames(text: string): string[] {
  const entries = splitNames(text);
  parseNames(entries);
  return entries;
}

/**
 * The state of the server an invocation asks for: its launch settings (threshold flags,
 * `--language` the analysis language, `SVC_LANG` the interface language, debug, research
 * project) and its selection (PATH, else `SVC_DIR`, else the current folder when it holds a
 * manuscript; none with `--no-project`). Invalid flags are usage errors.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const state = await serverState({ args: ["novel/"], options: {}, io, messages: messages("en") });
 * state.selection?.manuscript; // "/…/novel/novel.md"
 * ```
 */
export async function serverState(ctx: CommandContext): Promise<ServerState> {
  const { options, io } = ctx;
  const state = new ServerState({
    home: io.env("HOME") ?? Deno.cwd(),
    cliThresholds: cliThresholds(options, ctx.messages),
    // Two settings: `--language` the analysis language, SVC_LANG the interface language.
    cliLanguage: options.language as LanguageChoice | undefined,
    uiLanguage: interfaceLanguageOf(io.env("SVC_LANG")),
    ...(options.names !== undefined ? { cliNames: cliNames(String(options.names)) } : {}),
    debug: Boolean(options.debug) || Boolean(io.env("SVC_DEBUG")),
    researchProject: options.researchProject ? String(options.researchProject) : null,
  });
  const path = ctx.args[0] ?? io.env("SVC_DIR");
  if (options.project !== false) {
    if (path) state.select(await resolveSelection(path));
    else {
      const here = await resolveSelection(Deno.cwd()).catch(() => null);
      if (here?.manuscript) state.select(here);
    }
  }
  return state;
}

/**
 * Runs the server until the process is stopped; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const ctx = { args: ["novel/"], options: { port: "8765" }, io, messages: messages("en") };
 * await run(ctx); // 0, once the server has stopped
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const { options, io } = ctx;
  const port = parsePort(String(options.port ?? DEFAULT_PORT));
  const host = String(options.host ?? "127.0.0.1");
  if (!LOOPBACK.has(host) && !options.allowNonLoopback) {
    throw new UsageError(
      `Refusing to listen on "${host}": it is not a loopback address and the server has no accounts. ` +
        "Pass --allow-non-loopback as well if you really want that.",
    );
  }
  const state = await serverState(ctx);
  const app = createApp(state);
  const server = Deno.serve({
    hostname: host,
    port,
    onListen: ({ port: bound }) => {
      state.port = bound;
      const shown = host.includes(":") ? `[${host}]` : host;
      io.stdout(`svc serving on http://${shown}:${bound}/ (Ctrl-C stops)\n`);
    },
  }, app.fetch);
  await server.finished;
  return 0;
}
