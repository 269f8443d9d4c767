/**
 * The project probe (SPEC 2.8) shown in the path listing: whether a folder is an svc project
 * and what opening it would select. It must stay cheap because the listing probes up to 200
 * folders per request: one folder listing, plus reading `svc.toml` or `pyproject.toml` only
 * when the listing holds one, and the archive manifest only when the listing holds an
 * `svc-research` folder. No analysis, no manuscript bytes, no log replay, no recursion.
 *
 * `research` is true when the folder validates as an archive (`isArchiveRoot`: a readable,
 * supported manifest); such a folder is `detected` even without a manuscript or config (a
 * research-only project).
 *
 * @module
 */

import { join } from "node:path";
import { pickManuscript } from "../src/project/exports/find_manuscript.ts";
import { loadConfig } from "../src/project/config_files.ts";
import type { LanguageChoice } from "../src/language/types.ts";
import { ARCHIVE_DIR } from "../research/mod.ts";
import { validArchive } from "./research_facade.ts";

/** What {@linkcode probeProject} reports about one folder. */
export interface ProjectProbe {
  /** Has a `svc.toml`, a `[tool.svc]` table in `pyproject.toml`, a manuscript or an archive. */
  readonly detected: boolean;
  /** The config file in use, or null. */
  readonly config: "svc.toml" | "pyproject.toml" | null;
  /** Holds a research archive that validates (see the module doc). */
  readonly research: boolean;
  /** `title` of the config, or null. */
  readonly title: string | null;
  /** `language` of the config, or null. */
  readonly language: LanguageChoice | null;
  /** The manuscript that opening the folder selects (a name), or null. */
  readonly manuscript: string | null;
  /** Every manuscript of the folder (names, in name order). */
  readonly manuscripts: readonly string[];
}

/**
 * Probes a folder. Throws the underlying `Deno.errors.*` error when the folder cannot be
 * listed. A config that is present but unreadable or malformed still counts (its settings
 * are ignored, as everywhere else); a `pyproject.toml` without `[tool.svc]` does not.
 *
 * @example
 * ```ts
 * await probeProject("/home/me/novel");
 * // { detected: true, config: "svc.toml", research: false, title: "Novel",
 * //   language: "en", manuscript: "novel.md", manuscripts: ["novel.md"] }
 * ```
 */
export async function probeProject(dir: string): Promise<ProjectProbe> {
  const files: string[] = [];
  let archiveFolder = false;
  // Same candidates as `manuscriptsIn` (server/select.ts), so the probe names the manuscript
  // that `project-open` selects.
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile || entry.isSymlink) files.push(entry.name);
    if (entry.name === ARCHIVE_DIR) archiveFolder = true;
  }
  const pick = pickManuscript(files);
  const manuscripts = pick.kind === "one" ? [pick.name] : pick.kind === "many" ? pick.names : [];
  let config: ProjectProbe["config"] = null;
  let title: string | null = null;
  let language: LanguageChoice | null = null;
  if (files.includes("svc.toml") || files.includes("pyproject.toml")) {
    // No home: the user config is not part of a folder's probe.
    const loaded = await loadConfig(null, { projectDir: dir });
    if (loaded.projectFile === join(dir, "svc.toml")) config = "svc.toml";
    else if (loaded.projectFile === join(dir, "pyproject.toml")) config = "pyproject.toml";
    title = config ? loaded.project.title ?? null : null;
    language = config ? loaded.project.language ?? null : null;
  }
  const research = archiveFolder && await validArchive(dir);
  return {
    detected: config !== null || manuscripts.length > 0 || research,
    config,
    research,
    title,
    language,
    manuscript: manuscripts[0] ?? null,
    manuscripts: [...manuscripts],
  };
}
