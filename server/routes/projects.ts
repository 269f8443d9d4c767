/**
 * Project routes (SPEC 4.3): browsing folders (`GET /api/project-paths`), creating, opening
 * and loading a project or manuscript, and the dashboard refresh (`/api/analyze`,
 * `/api/rebuild`).
 *
 * Rules this module decides (SPEC leaves them open):
 * - Paths in requests must be absolute; they are resolved with `realPath` (links followed) and
 *   responses report real paths. An omitted or empty `path` lists the user's home.
 * - The listing shows folders and every Markdown file (`.md`, `.markdown`), hidden names
 *   excluded, folders first, each group by name (case-insensitive, then exact), cut to 200.
 * - `project-create` has no location field: the project folder, named by the slug of the
 *   title, is created beside the selected project (in its parent folder), or in the home
 *   folder when none is selected.
 * - `project-create` with `init_research: true` also creates the research archive in the new
 *   folder (title and language of the project), after the manuscript and config. The request
 *   is all or nothing: a folder that already holds `svc-research` is refused with 409 before
 *   anything is written, and when the archive cannot be created (the facade builds it in a
 *   hidden temp folder and renames it, so it leaves nothing behind) the manuscript, config
 *   and folder written by this request are removed as for any other failed write, and the
 *   answer is 500 `{ok: false, message}`. A half project with no archive would look like a
 *   success of the `init_research: false` request, which the author did not ask for.
 * - New files (`project-create`, `load`) are written to a fresh temp file, synced, then
 *   hard-linked to their name: a link never replaces an existing file, so a file that appears
 *   between the check and the write is kept and the request gets 409 (a rename would
 *   silently replace it).
 * - `analyze` / `rebuild` never write the manuscript: any `content` is ignored; the refresh
 *   drops the cached views so the next page load re-reads the file.
 *
 * @module
 */

import { basename, dirname, isAbsolute, join } from "node:path";
import { Hono } from "npm:hono@4.13.19";
import { stringify } from "npm:smol-toml@1.9.1";
import { z } from "npm:zod@4.6.7";
import { ARCHIVE_DIR } from "../../research/mod.ts";
import { manuscriptSlug } from "../../src/project/exports/slug.ts";
import { isMarkdownName, markdownStem } from "../../src/project/manuscript_name.ts";
import { SvcError } from "../../src/errors.ts";
import { LANGUAGE_CHOICES, type LanguageChoice } from "../../src/language/types.ts";
import { httpError, ok, readJson } from "../http.ts";
import { invalidateViews } from "../project.ts";
import { probeProject, type ProjectProbe } from "../probe.ts";
import { researchFacade } from "../research_facade.ts";
import { MAX_JSON_BODY } from "../security.ts";
import { resolveSelection } from "../select.ts";
import type { ServerState } from "../state.ts";
import { MAX_PATH_ENTRIES } from "../project_limits.ts";
import { isTemplateName, starterManuscript, TEMPLATE_NAMES } from "../templates.ts";
import { pageLanguage, serverText } from "../worded.ts";
import { messageOf } from "../../src/i18n/keyed_message.ts";

/** Longest `title` and `author_name` of a new project, in characters (SPEC 8). */
export const MAX_LINE_FIELD = 500;

/** Longest file name `POST /api/load` accepts, in UTF-8 bytes (common file-system limit). */
const MAX_FILE_NAME_BYTES = 255;

/** Longest folder slug of a new project, in characters (file names stay far below 255 bytes). */
const MAX_PROJECT_SLUG = 64;

/** How many folders are probed at once (bounds open file handles). */
const PROBE_BATCH = 16;

/** One entry of a path listing. */
interface PathEntry {
  name: string;
  path: string;
  kind: "directory" | "manuscript";
  project?: ProjectProbe;
}

/** The body of a `GET /api/project-paths` answer (without `ok`). */
interface PathListing {
  readonly path: string;
  readonly parent: string | null;
  readonly project: ProjectProbe;
  readonly entries: readonly PathEntry[];
  readonly truncated: boolean;
}

/**
 * Lists a folder (or the folder of a Markdown file). Throws `HttpError(400)` for a relative,
 * missing or unreadable path or a file that is not Markdown.
 */
async function listProjectPaths(path: string): Promise<PathListing> {
  const dir = await realFolder(path);
  const found: PathEntry[] = [];
  let project: ProjectProbe;
  try {
    for await (const entry of Deno.readDir(dir)) {
      const item = await entryOf(dir, entry);
      if (item) found.push(item);
    }
    project = await probeProject(dir);
  } catch (e) {
    throw httpError(400, "routes.list", { dir, why: messageOf(e) });
  }
  found.sort((a, b) =>
    (a.kind === b.kind ? 0 : a.kind === "directory" ? -1 : 1) || compareNames(a.name, b.name)
  );
  const entries = found.slice(0, MAX_PATH_ENTRIES);
  const folders = entries.filter((e) => e.kind === "directory");
  for (let i = 0; i < folders.length; i += PROBE_BATCH) {
    await Promise.all(
      folders.slice(i, i + PROBE_BATCH).map(async (entry) => {
        const probe = await probeProject(entry.path).catch(() => null);
        if (probe?.detected) entry.project = probe;
      }),
    );
  }
  const parent = dirname(dir);
  return {
    path: dir,
    parent: parent === dir ? null : parent,
    project,
    entries,
    truncated: found.length > entries.length,
  };
}

async function realFolder(path: string): Promise<string> {
  if (!isAbsolute(path)) throw httpError(400, "routes.path_absolute", { path });
  let real: string;
  let info: Deno.FileInfo;
  try {
    real = await Deno.realPath(path);
    info = await Deno.stat(real);
  } catch (e) {
    const why = e instanceof Deno.errors.NotFound ? "no such file or folder" : (e as Error).message;
    throw httpError(400, "routes.list_2", { path, why });
  }
  if (info.isDirectory) return real;
  if (info.isFile && isMarkdownName(real)) return dirname(real);
  throw httpError(400, "routes.list_folder_markdown", { path });
}

async function entryOf(dir: string, entry: Deno.DirEntry): Promise<PathEntry | null> {
  if (entry.name.startsWith(".")) return null;
  let path = join(dir, entry.name);
  let isDirectory = entry.isDirectory;
  let isFile = entry.isFile;
  if (entry.isSymlink) {
    try {
      path = await Deno.realPath(path);
      const info = await Deno.stat(path);
      isDirectory = info.isDirectory;
      isFile = info.isFile;
    } catch {
      return null; // a dangling or unreadable link leads nowhere
    }
  }
  if (isDirectory) return { name: entry.name, path, kind: "directory" };
  if (isFile && isMarkdownName(path)) return { name: entry.name, path, kind: "manuscript" };
  return null;
}

function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Checks a single-line text field: no control characters or line separators, at most
 * {@linkcode MAX_LINE_FIELD} characters after trimming; returns the trimmed value.
 */
function singleLine(value: string, field: string): string {
  if (/[\p{Cc}\u2028\u2029]/u.test(value)) {
    throw httpError(400, "routes.single_line_without", { field });
  }
  const trimmed = value.trim();
  if ([...trimmed].length > MAX_LINE_FIELD) {
    throw httpError(400, "routes.longer_than_characters", {
      field,
      max_line_field: MAX_LINE_FIELD,
    });
  }
  return trimmed;
}

/**
 * Checks a file name for `POST /api/load`; throws `HttpError(400)` naming the problem.
 *
 * @example
 * ```ts
 * checkLoadName("draft.md"); // ok
 * // checkLoadName("../x.md") throws HttpError(400)
 * ```
 */
export function checkLoadName(name: string): void {
  const bad = (why: string) => httpError(400, "routes.file_name", { name, why });
  if (/[/\\]/.test(name) || name.includes("..")) throw bad("must not contain /, \\ or ..");
  if (name.startsWith(".")) throw bad("must not start with a dot");
  if (/[\p{Cc}\u2028\u2029]/u.test(name)) throw bad("must not contain control characters");
  if (new TextEncoder().encode(name).length > MAX_FILE_NAME_BYTES) {
    throw bad(`is longer than ${MAX_FILE_NAME_BYTES} bytes`);
  }
  if (!isMarkdownName(name) || markdownStem(name).trim() === "") {
    throw bad("must end in .md or .markdown");
  }
}

/** Writes a new file that never replaces an existing one (see the module doc). */
async function writeNewFile(path: string, text: string): Promise<void> {
  // Not named after the target: a 255-byte name plus a prefix would be too long.
  const temp = join(dirname(path), `.svc-new-${crypto.randomUUID()}.tmp`);
  const bytes = new TextEncoder().encode(text);
  const file = await Deno.open(temp, { write: true, createNew: true });
  try {
    try {
      for (let at = 0; at < bytes.length;) at += await file.write(bytes.subarray(at));
      await file.sync();
    } finally {
      file.close();
    }
    await Deno.link(temp, path); // AlreadyExists when the name is taken: nothing replaced
  } finally {
    await Deno.remove(temp).catch(() => {});
  }
}

async function realBase(path: string): Promise<string> {
  try {
    return await Deno.realPath(path);
  } catch (e) {
    throw httpError(400, "routes.folder_available", { path, why: messageOf(e) });
  }
}

const CREATE_BODY = z.strictObject({
  title: z.string(),
  language: z.string(),
  author_name: z.string().optional(),
  template: z.string(),
  init_research: z.boolean(),
});
const OPEN_BODY = z.strictObject({ path: z.string() });
const LOAD_BODY = z.strictObject({ name: z.string(), content: z.string() });
const REFRESH_BODY = z.strictObject({ content: z.string().optional() });

/** What `project-create` writes, validated (nothing written yet). */
interface CreatePlan {
  readonly title: string;
  readonly language: LanguageChoice;
  readonly author?: string;
  readonly template: (typeof TEMPLATE_NAMES)[number];
  /** Also create the research archive. */
  readonly initResearch: boolean;
}

function planCreate(body: z.infer<typeof CREATE_BODY>): CreatePlan {
  const title = singleLine(body.title, "title");
  if (title === "") throw httpError(400, "routes.title_blank");
  if (!(LANGUAGE_CHOICES as readonly string[]).includes(body.language)) {
    throw httpError(400, "routes.language_one", { list: LANGUAGE_CHOICES.join(", ") });
  }
  const author = body.author_name === undefined ? "" : singleLine(body.author_name, "author_name");
  if (!isTemplateName(body.template)) {
    throw httpError(400, "routes.template_one", { list: TEMPLATE_NAMES.join(", ") });
  }
  return {
    title,
    language: body.language as LanguageChoice,
    template: body.template,
    initResearch: body.init_research,
    ...(author === "" ? {} : { author }),
  };
}

/** What the routes call that tests may replace (the archive creation of `init_research`). */
export interface ProjectRouteDeps {
  readonly initArchive: (
    root: string,
    options: { title: string; language: string },
  ) => Promise<unknown>;
}

const DEFAULT_DEPS: ProjectRouteDeps = {
  initArchive: async (root, options) => await (await researchFacade()).init(root, options),
};

async function createProject(
  state: ServerState,
  plan: CreatePlan,
  deps: ProjectRouteDeps,
): Promise<{ folder: string; manuscript: string }> {
  const base = await realBase(state.selection ? dirname(state.selection.root) : state.launch.home);
  const slug = manuscriptSlug(plan.title).slice(0, MAX_PROJECT_SLUG).replace(/-+$/, "");
  const folder = join(base, slug);
  const manuscript = join(folder, `${slug}.md`);
  const config = join(folder, "svc.toml");
  const info = await Deno.lstat(folder).catch(() => null);
  if (info && !info.isDirectory) {
    throw httpError(409, "routes.exists_folder", { folder });
  }
  if (info && (await probeProject(folder)).config !== null) {
    throw httpError(409, "routes.already_holds_project", { folder });
  }
  if (info && plan.initResearch && await Deno.lstat(join(folder, ARCHIVE_DIR)).catch(() => null)) {
    throw httpError(409, "routes.already_holds_research", { folder });
  }
  const toml = stringify({
    title: plan.title,
    ...(plan.author ? { author_name: plan.author } : {}),
    language: plan.language,
  });
  const text = starterManuscript(plan.template, plan);
  const written: string[] = [];
  let madeFolder = false;
  try {
    if (!info) {
      await Deno.mkdir(folder);
      madeFolder = true;
    }
    await writeNewFile(manuscript, text);
    written.push(manuscript);
    await writeNewFile(config, toml); // stringify() ends with a newline
    written.push(config);
  } catch (e) {
    await rollBack(written, madeFolder ? folder : null);
    if (e instanceof Deno.errors.AlreadyExists) {
      throw httpError(409, "routes.already_holds_config", {
        folder,
        basename: basename(manuscript),
      });
    }
    throw httpError(500, "routes.create_project", { folder, why: messageOf(e) });
  }
  if (plan.initResearch) {
    try {
      await deps.initArchive(folder, { title: plan.title, language: plan.language });
    } catch (e) {
      await rollBack(written, madeFolder ? folder : null);
      throw httpError(500, "routes.create_research_archive", { folder, why: messageOf(e) });
    }
  }
  return { folder, manuscript };
}

/** Removes the files of a failed create (newest first), then its folder when it made one. */
async function rollBack(written: string[], folder: string | null): Promise<void> {
  for (const path of [...written].reverse()) await Deno.remove(path).catch(() => {});
  if (folder) await Deno.remove(folder).catch(() => {});
}

async function loadManuscript(state: ServerState, name: string, content: string) {
  checkLoadName(name);
  if (!content.isWellFormed() || content.includes("\u0000")) {
    throw httpError(400, "routes.content_valid_text");
  }
  if (new TextEncoder().encode(content).length > MAX_JSON_BODY) {
    throw httpError(400, "routes.content_larger_than");
  }
  const root = state.selection?.root ?? await realBase(state.launch.home);
  const dir = join(root, "exports", "manuscripts");
  const target = join(dir, name);
  try {
    await Deno.mkdir(dir, { recursive: true });
    await writeNewFile(target, content);
  } catch (e) {
    if (e instanceof Deno.errors.AlreadyExists) {
      throw httpError(409, "routes.saved_manuscript_named", { name });
    }
    throw httpError(500, "routes.save", { name, why: messageOf(e) });
  }
  return { root, target };
}

/**
 * The project routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const res = await projectRoutes(state).request("/project-paths?path=/home/me");
 * (await res.json()).entries; // the folders and manuscripts of /home/me, each probed
 * ```
 */
export function projectRoutes(
  state: ServerState,
  deps: ProjectRouteDeps = DEFAULT_DEPS,
): Hono {
  const app = new Hono();

  app.get("/project-paths", async (c) => {
    const path = c.req.query("path") || state.launch.home;
    return ok(c, { ...await listProjectPaths(path) });
  });

  app.post("/project-create", async (c) => {
    const plan = planCreate(await readJson(c, CREATE_BODY));
    const language = await pageLanguage(state);
    const { folder, manuscript } = await createProject(state, plan, deps);
    state.select({ root: folder, manuscript });
    invalidateViews(state);
    const message = serverText(
      language,
      plan.initResearch ? "projects.created_with_research" : "projects.created",
      { title: plan.title },
    );
    return ok(c, { message, reload: true, path: folder, manuscript, research: plan.initResearch });
  });

  app.post("/project-open", async (c) => {
    const { path } = await readJson(c, OPEN_BODY);
    if (!isAbsolute(path)) throw httpError(400, "routes.path_absolute", { path });
    let selection;
    let project;
    try {
      selection = await resolveSelection(path);
      project = await probeProject(selection.root);
    } catch (e) {
      if (e instanceof SvcError) throw e;
      throw httpError(400, "routes.open", { path, why: messageOf(e) });
    }
    const language = await pageLanguage(state);
    state.select(selection);
    invalidateViews(state);
    const message = serverText(language, "projects.opened", {
      title: project.title ?? basename(selection.root),
    });
    return ok(c, { message, reload: true, project, manuscript: selection.manuscript });
  });

  app.post("/load", async (c) => {
    const { name, content } = await readJson(c, LOAD_BODY);
    const language = await pageLanguage(state);
    const { root, target } = await loadManuscript(state, name, content);
    state.select({ root, manuscript: target });
    invalidateViews(state);
    return ok(c, {
      message: serverText(language, "projects.saved_opened", { name }),
      reload: true,
      manuscript: target,
    });
  });

  for (const route of ["/analyze", "/rebuild"]) {
    app.post(route, async (c) => {
      await readJson(c, REFRESH_BODY); // `content` is accepted and ignored (module doc)
      if (!state.selection?.manuscript) throw httpError(400, "project.manuscript_selected");
      invalidateViews(state);
      return ok(c, {
        message: serverText(await pageLanguage(state), "projects.read_again"),
        reload: true,
      });
    });
  }

  return app;
}
