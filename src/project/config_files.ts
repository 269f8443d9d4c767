/**
 * Finding and reading configuration files (the only I/O of the config module).
 *
 * Order (highest priority first): CLI flag, UI session, project config (`svc.toml` in the
 * manuscript's folder, else `[tool.svc]` of `pyproject.toml` there), user config
 * (`~/.config/svc.toml`), code defaults. An absent file is silent; a file that is present but
 * unreadable, not UTF-8 or not valid TOML gives one warning naming it and is ignored; an invalid
 * value gives a warning naming the file and key, and only that value is ignored.
 *
 * @module
 */

import { dirname, join } from "node:path";
import { parse as parseToml } from "npm:smol-toml@1.9.1";
import { EMPTY_CONFIG, type ProjectConfig, readProjectConfig } from "../settings/project_config.ts";

/** The two config layers that come from files. */
export interface LoadedConfig {
  readonly project: ProjectConfig;
  readonly user: ProjectConfig;
  /** The project config file that was read, if any. */
  readonly projectFile: string | null;
  /** One line per problem, each naming its file. */
  readonly warnings: readonly string[];
}

/**
 * Loads the project config beside a manuscript and the user config.
 *
 * @example
 * ```ts
 * const cfg = await loadConfig("book/manuscript.md", { home: Deno.env.get("HOME") });
 * cfg.projectFile; // "book/svc.toml" when that file exists
 * cfg.user.thresholds; // from ~/.config/svc.toml, {} without one
 * ```
 */
export async function loadConfig(
  manuscriptPath: string | null,
  options: { home?: string | null; projectDir?: string } = {},
): Promise<LoadedConfig> {
  const warnings: string[] = [];
  let project = EMPTY_CONFIG;
  let projectFile: string | null = null;
  const dir = options.projectDir ?? (manuscriptPath ? dirname(manuscriptPath) : null);
  if (dir !== null) {
    const svcToml = join(dir, "svc.toml");
    const table = await readTomlFile(svcToml, warnings);
    if (table !== undefined) {
      projectFile = svcToml;
      project = interpret(table ?? {}, svcToml, warnings);
    } else {
      const pyproject = join(dir, "pyproject.toml");
      const py = await readTomlFile(pyproject, warnings);
      const tool = py?.tool as Record<string, unknown> | undefined;
      const svc = tool?.svc;
      if (svc && typeof svc === "object" && !Array.isArray(svc)) {
        projectFile = pyproject;
        project = interpret(svc as Record<string, unknown>, `${pyproject} [tool.svc]`, warnings);
      }
    }
  }
  let user = EMPTY_CONFIG;
  if (options.home) {
    const userFile = join(options.home, ".config", "svc.toml");
    const table = await readTomlFile(userFile, warnings);
    if (table) user = interpret(table, userFile, warnings);
  }
  return { project, user, projectFile, warnings };
}

function interpret(table: Record<string, unknown>, name: string, warnings: string[]) {
  const problems: string[] = [];
  const config = readProjectConfig(table, problems);
  for (const p of problems) warnings.push(`Ignoring a setting in config file "${name}": ${p}`);
  return config;
}

/**
 * undefined: absent; null: present but unusable (warned); otherwise the parsed table.
 */
async function readTomlFile(
  path: string,
  warnings: string[],
): Promise<Record<string, unknown> | null | undefined> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return undefined;
    warnings.push(`Ignoring config file "${path}": cannot read it (${(e as Error).message})`);
    return null;
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return parseToml(text.startsWith("\uFEFF") ? text.slice(1) : text) as Record<string, unknown>;
  } catch (e) {
    const why = (e as Error).message.split("\n")[0];
    warnings.push(`Ignoring config file "${path}": it is not valid UTF-8 TOML (${why})`);
    return null;
  }
}
