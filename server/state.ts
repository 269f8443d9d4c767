/**
 * The server's mutable state: the selected project (root folder and manuscript), the UI
 * session settings layer, the launch options, and a per-process secret for guard tokens.
 * One `ServerState` per server; routes receive it through `createApp(state)`.
 *
 * Settings priority (SPEC 4.1): CLI flag, then UI session, then project config, then user
 * config, then code defaults (layered in `project.ts` by `src/settings/layers.ts`).
 *
 * @module
 */

import { AnalysisCache } from "../src/project/analysis_cache.ts";
import type { StyleThresholds } from "../src/settings/thresholds.ts";
import type { LanguageChoice } from "../src/language/types.ts";
import type { InterfaceLanguage } from "../src/settings/languages.ts";

/** How the server was launched (never changed by requests). */
export interface LaunchOptions {
  /** The folder path browsing starts from (the user's home). */
  readonly home: string;
  /** Threshold flags given on the command line (highest priority). */
  readonly cliThresholds: Partial<StyleThresholds>;
  /** `--language` given on the command line: the analysis language. */
  readonly cliLanguage?: LanguageChoice;
  /** `--names A,B`: character names (highest priority; the workspace field shows them fixed). */
  readonly cliNames?: readonly string[];
  /** `SVC_LANG` of the server's environment: the interface language of the page. */
  readonly uiLanguage?: InterfaceLanguage;
  /** Access log on (`--debug` / `SVC_DEBUG`): method, path (never the query) and status. */
  readonly debug: boolean;
  /** `--research-project DIR`: the archive the research routes use instead of the selection's. */
  readonly researchProject?: string | null;
  /** Where the access log goes; default stderr. */
  readonly log?: (line: string) => void;
}

/** The selected project. */
export interface Selection {
  /** Project root folder (absolute). */
  readonly root: string;
  /** Selected manuscript (absolute), or null for a folder without one. */
  readonly manuscript: string | null;
}

/** The UI session layer of the settings. */
export interface SessionSettings {
  /** The analysis language. */
  language?: LanguageChoice;
  /** The interface language (labels of the page); never changes the analysis. */
  ui_language?: InterfaceLanguage;
  thresholds: Partial<StyleThresholds>;
}

/** Everything a request may read or change. */
export class ServerState {
  readonly launch: LaunchOptions;
  /** Null: empty workspace (welcome page). */
  selection: Selection | null = null;
  session: SessionSettings = { thresholds: {} };
  /** The port the server listens on (Host allow-list); 0 until bound. */
  port = 0;
  /** Bumped on every settings or selection change; part of the project token. */
  generation = 0;
  /** Per-process secret of the guard tokens: tokens are opaque and unguessable. */
  readonly secret: Uint8Array;
  /**
   * The Analysis (Document included) of the selected manuscript, kept while its text and
   * analysis settings stay the same: views and PDFs start from it (`project.ts`).
   */
  analyses: AnalysisCache = new AnalysisCache();

  /** Creates a state for one server process. */
  constructor(
    launch: LaunchOptions,
    secret: Uint8Array = crypto.getRandomValues(new Uint8Array(32)),
  ) {
    this.launch = launch;
    this.secret = secret;
  }

  /** Selects a project (or none) and invalidates tokens of the earlier selection. */
  select(selection: Selection | null): void {
    this.selection = selection;
    this.session = { thresholds: {} };
    this.generation++;
  }
}
