/**
 * The selected project as the routes need it: its layered settings (CLI flag, UI session,
 * project config, user config, defaults), its analysis views (cached until the manuscript
 * file or the settings change), and its guard token.
 *
 * The project token (SPEC 5.2) is an HMAC under the server's secret of the selected root and
 * manuscript path, the bytes of both root configs (`svc.toml`, `pyproject.toml`), the session
 * settings and the selection generation. It does not cover manuscript content: metadata edits
 * invalidate a token, file edits alone do not. Tokens never reach the log.
 *
 * @module
 */

import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { join } from "node:path";
import { loadConfig } from "../src/project/config_files.ts";
import type { ProjectConfig } from "../src/settings/project_config.ts";
import { mergeThresholds, type StyleThresholds } from "../src/settings/thresholds.ts";
import { ConflictError, UsageError } from "../src/errors.ts";
import type { LanguageChoice } from "../src/language/types.ts";
import { analyzeDocument, type CorpusSettings } from "../src/pipeline.ts";
import { computeDashboardViews, type DashboardViews } from "../src/report/dashboard/views.ts";
import { decodeUtf8 } from "../src/project/manuscript.ts";
import { corpusSettings } from "../src/project/settings.ts";
import { messages } from "../src/i18n/messages.ts";
import type { ServerState } from "./state.ts";

/** The effective settings of the selected project. */
export interface ProjectSettings {
  readonly thresholds: StyleThresholds;
  readonly corpus: CorpusSettings;
  readonly project: ProjectConfig;
  /** The user config (`~/.config/svc.toml`), for keys the project may leave unset. */
  readonly user: ProjectConfig;
  readonly projectFile: string | null;
  readonly warnings: readonly string[];
}

/**
 * Layers the settings of the selection (SPEC 4.1 priority). Throws `UsageError` for an
 * invalid combination (z_strong < z_mild).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * (await projectSettings(state)).thresholds.z_mild; // e.g. 2, after every settings layer
 * ```
 */
export async function projectSettings(state: ServerState): Promise<ProjectSettings> {
  const sel = state.selection;
  const loaded = await loadConfig(sel?.manuscript ?? null, {
    home: state.launch.home,
    ...(sel ? { projectDir: sel.root } : {}),
  });
  const { project, user } = loaded;
  const merged = mergeThresholds([
    user.thresholds,
    project.thresholds,
    state.session.thresholds,
    state.launch.cliThresholds,
  ]);
  if (!merged.ok) throw new UsageError(merged.message);
  const language: LanguageChoice = state.launch.cliLanguage ?? state.session.language ??
    project.language ?? user.language ?? "en";
  return {
    thresholds: merged.value,
    project,
    user,
    projectFile: loaded.projectFile,
    warnings: loaded.warnings,
    corpus: corpusSettings(language, project, user),
  };
}

interface CacheEntry {
  readonly key: string;
  readonly views: DashboardViews;
  readonly settings: ProjectSettings;
}

const CACHE = new WeakMap<ServerState, CacheEntry>();

/**
 * The views of the selected manuscript, cached per state until the file (path, size, mtime)
 * or the settings change. Throws `UsageError` without a manuscript.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const { views, settings } = await projectViews(state); // the cached views until a change
 * ```
 */
export async function projectViews(
  state: ServerState,
): Promise<{ views: DashboardViews; settings: ProjectSettings }> {
  const manuscript = state.selection?.manuscript;
  if (!manuscript) throw new UsageError("No manuscript is selected");
  const settings = await projectSettings(state);
  const info = await Deno.stat(manuscript);
  const key = JSON.stringify([
    manuscript,
    info.size,
    info.mtime?.getTime(),
    settings.thresholds,
    settings.corpus,
    settings.project.title,
  ]);
  const cached = CACHE.get(state);
  if (cached?.key === key) return cached;
  const text = decodeUtf8(await Deno.readFile(manuscript), manuscript, messages(undefined));
  const views = computeDashboardViews(analyzeDocument(text, settings.corpus), {
    thresholds: settings.thresholds,
  });
  const entry = { key, views, settings };
  CACHE.set(state, entry);
  return entry;
}

/**
 * Forgets the cached views (after a write to the manuscript or a settings change).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * invalidateViews(state); // the next projectViews(state) analyses the manuscript again
 * ```
 */
export function invalidateViews(state: ServerState): void {
  CACHE.delete(state);
}

async function digestOf(path: string): Promise<string | null> {
  try {
    return createHash("sha256").update(await Deno.readFile(path)).digest("hex");
  } catch {
    return null;
  }
}

/**
 * The current project token (see the module doc).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const token = await projectToken(state); // 43 base64url characters
 * ```
 */
export async function projectToken(state: ServerState): Promise<string> {
  const sel = state.selection;
  const configs = sel
    ? [await digestOf(join(sel.root, "svc.toml")), await digestOf(join(sel.root, "pyproject.toml"))]
    : [];
  const material = JSON.stringify([
    sel?.root ?? null,
    sel?.manuscript ?? null,
    configs,
    state.session,
    state.generation,
  ]);
  return createHmac("sha256", state.secret).update(material).digest("base64url");
}

/**
 * Checks a token passed back by a client: missing or stale throws `ConflictError` (409).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * declare const body: { project_token?: string };
 * await requireProjectToken(state, body.project_token); // throws ConflictError (409) when stale
 * ```
 */
export async function requireProjectToken(state: ServerState, token: unknown): Promise<void> {
  if (typeof token !== "string" || token === "") {
    throw new ConflictError("The project token is missing; reload the page");
  }
  const expected = Buffer.from(await projectToken(state));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ConflictError("The selected project or its settings changed; reload the page");
  }
}
