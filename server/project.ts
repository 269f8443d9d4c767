/**
 * The selected project as the routes need it: its layered settings (CLI flag, UI session,
 * project config, user config, defaults; by `src/settings/layers.ts`, the analysis language
 * and the interface language apart), its analysis views (cached until the manuscript
 * file or the settings change), and its guard token.
 *
 * The project token (SPEC 5.2) is an HMAC under the server's secret of the selected root and
 * manuscript path, the bytes of both root configs (`svc.toml`, `pyproject.toml`), the session
 * settings and the selection generation. It does not cover manuscript content: metadata edits
 * invalidate a token, file edits alone do not. Tokens never reach the log.
 *
 * @module
 */

import { dismissedSet, readDismissals } from "../src/project/dismissals.ts";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { join } from "node:path";
import { loadConfig } from "../src/project/config_files.ts";
import type { ProjectConfig } from "../src/settings/project_config.ts";
import { mergeThresholds, type StyleThresholds } from "../src/settings/thresholds.ts";
import { type InterfaceLanguage, resolveLanguages } from "../src/settings/languages.ts";
import { ConflictError, UsageError } from "../src/errors.ts";
import type { Analysis, CorpusSettings } from "../src/features/pipeline.ts";
import { computeDashboardViews, type DashboardViews } from "../src/views/dashboard.ts";
import { corpusSettings } from "../src/settings/corpus.ts";
import { resolveNames } from "../src/settings/names.ts";
import { parseNames } from "../src/views/characters.ts";
import { messages } from "../src/i18n/messages.ts";
import type { ServerState } from "./state.ts";
import { serverKeyedArgs } from "./http.ts";

/** The effective settings of the selected project. */
export interface ProjectSettings {
  readonly thresholds: StyleThresholds;
  /** The analysis settings: the analysis language and the corpus keys. */
  readonly corpus: CorpusSettings;
  /** The interface language of the page (labels, the served PDFs). */
  readonly uiLanguage: InterfaceLanguage;
  readonly project: ProjectConfig;
  /** The user config (`~/.config/svc.toml`), for keys the project may leave unset. */
  readonly user: ProjectConfig;
  readonly projectFile: string | null;
  readonly warnings: readonly string[];
  /**
   * The character names of the Characters tab (`--names`, else the project's `names`, else the
   * user's), as entries of the `--names` form; empty when none or when they do not parse
   * (then `warnings` says why).
   */
  readonly names: readonly string[];
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
  const merged = mergeThresholds({
    flags: state.launch.cliThresholds,
    session: state.session.thresholds,
    project: project.thresholds,
    user: user.thresholds,
  });
  if (!merged.ok) throw new UsageError(merged.message, { ref: merged.ref });
  const languages = resolveLanguages({
    flags: { language: state.launch.cliLanguage, ui_language: state.launch.uiLanguage },
    session: state.session,
    project,
    user,
  });
  const warnings = [...loaded.warnings];
  let names = resolveNames({
    flags: state.launch.cliNames ? { names: state.launch.cliNames } : undefined,
    project,
    user,
  });
  if (names.length > 0) {
    try {
      parseNames(names);
    } catch (e) {
      // A hand-edited config value: reported and ignored, as any invalid config value.
      warnings.push(`names: ${(e as Error).message}`);
      names = [];
    }
  }
  return {
    thresholds: merged.value,
    project,
    user,
    projectFile: loaded.projectFile,
    warnings,
    names,
    uiLanguage: languages.ui_language,
    corpus: corpusSettings(languages.language, project, user),
  };
}

interface ViewsEntry {
  /** The Analysis the views were computed from (`state.analyses` keeps it). */
  readonly analysis: Analysis;
  readonly key: string;
  readonly views: DashboardViews;
}

const VIEWS = new WeakMap<ServerState, ViewsEntry>();

/**
 * The Analysis and views of the selected manuscript. The Analysis (Document included) comes
 * from the state's Analysis cache (`src/project/analysis_cache.ts`: kept while the text hash
 * and the analysis settings stay the same; the interface language is not one of them); the
 * views are kept while that Analysis and the thresholds stay the same. Throws `UsageError`
 * without a manuscript.
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * const { views, settings, analysis } = await projectViews(state); // cached until a change
 * analysis.document.chapters.length; // the Document the views and the book PDF start from
 * ```
 */
export async function projectViews(
  state: ServerState,
): Promise<{ views: DashboardViews; settings: ProjectSettings; analysis: Analysis }> {
  const manuscript = state.selection?.manuscript;
  if (!manuscript) throw new UsageError(...serverKeyedArgs("project.manuscript_selected"));
  const settings = await projectSettings(state);
  const { analysis } = await state.analyses.get(
    manuscript,
    settings.corpus,
    messages(undefined),
  );
  // An unreadable dismissals file must not take the views down: nothing is dismissed then,
  // and the route that writes it reports the problem.
  const dismissed = await readDismissals(state.selection!.root).then(
    dismissedSet,
    () => new Set<string>(),
  );
  const key = JSON.stringify([
    settings.thresholds,
    settings.project.title,
    settings.names,
    [...dismissed].sort(),
  ]);
  const cached = VIEWS.get(state);
  // Fresh settings go with cached views: what the views depend on is in the key.
  if (cached?.analysis === analysis && cached.key === key) {
    return { views: cached.views, settings, analysis };
  }
  const views = computeDashboardViews(analysis, {
    thresholds: settings.thresholds,
    names: settings.names.length > 0 ? parseNames(settings.names) : [],
    dismissed,
  });
  VIEWS.set(state, { analysis, key, views });
  return { views, settings, analysis };
}

/**
 * Forgets the cached Analysis and views (after a write to the manuscript or a refresh).
 *
 * @example
 * ```ts
 * import type { ServerState } from "./state.ts";
 * declare const state: ServerState;
 * invalidateViews(state); // the next projectViews(state) reads and analyses the manuscript again
 * ```
 */
export function invalidateViews(state: ServerState): void {
  VIEWS.delete(state);
  state.analyses.clear();
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
    throw new ConflictError(...serverKeyedArgs("project.project_token_missing"));
  }
  const expected = Buffer.from(await projectToken(state));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ConflictError(...serverKeyedArgs("project.selected_project_settings"));
  }
}
