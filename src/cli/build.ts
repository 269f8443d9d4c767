/**
 * `svc build [FILE] [--dry-run] [--json]` (issue 5): an idempotent, content-hashed build of
 * every result into `exports/` beside the manuscript: the analysis, style, profile, module
 * JSON results and the dashboard HTML (see `src/project/exports/artifacts.ts`), plus the manifest
 * `<slug>-manifest.json` (see `src/project/exports/manifest.ts`). With `--check FORMATS` (or the
 * project config's `check_formats`) it also writes the `svc check` files in those formats
 * (`src/project/exports/check_files.ts`), marking failures at `--fail-on` (or
 * `check_fail_on`; default `beyond-chance`); the build itself never fails on findings. When a
 * format is dropped from the list, its old file is left in `exports/` untouched (a build never
 * deletes files it did not write in this run) and is no longer listed in the manifest.
 *
 * Steps: find the manuscript (FILE, else the one Markdown manuscript in the working folder),
 * layer the settings exactly like `style` (usage errors exit 2 before the manuscript is
 * read), hash the manuscript. If the manifest matches this input, settings and tool version
 * and every artifact on disk still has its recorded hash, nothing is analysed or written.
 * Otherwise everything is rendered in memory and only files whose bytes differ are replaced
 * (atomically), the manifest last. `--dry-run` reports the same decisions and writes
 * nothing (not even the folder). A write failure exits 1 with one `[error]` line; files
 * not yet replaced keep their old bytes and no temp file stays behind.
 *
 * @module
 */

import { basename, dirname, join } from "node:path";
import type { CommandContext } from "../console/spec.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { readSceneSettings } from "../views/scenes.ts";
import { VERSION } from "../version.ts";
import {
  artifact,
  ARTIFACT_KINDS,
  artifactName,
  renderArtifacts,
  type RenderedArtifact,
} from "../project/exports/artifacts.ts";
import { hashFiles, readFileOrNull, writeArtifacts } from "../project/exports/exports_dir.ts";
import { findManuscript } from "../project/exports/find_manuscript.ts";
import { sha256Hex } from "../codec/hash.ts";
import {
  createManifest,
  MANIFEST_KIND,
  parseManifest,
  renderManifest,
} from "../project/exports/manifest.ts";
import {
  artifactsIntact,
  type BuildExpectation,
  manifestMatches,
  type PlannedArtifact,
  planWrites,
} from "../project/exports/plan.ts";
import {
  buildReportJson,
  EXPORTS_FOLDER,
  renderBuildText,
  type ReportEntry,
} from "../project/exports/report.ts";
import { requestedSettings, withResolvedLanguage } from "../project/exports/settings.ts";
import { manuscriptSlug } from "../project/exports/slug.ts";
import { decodeUtf8, readManuscriptBytes } from "../project/manuscript.ts";
import { resolveSettings } from "../project/settings.ts";
import { manuscriptDismissals } from "../project/dismissals.ts";
import { thresholdsFor } from "../console/threshold_options.ts";
import { checkExportOf, checkNames } from "../project/exports/check_files.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../project/io.ts";
 * import { messages } from "../i18n/messages.ts";
 * const ctx = { args: ["book.md"], options: { dryRun: true }, io, messages: messages("en") };
 * await run(ctx); // 0; lists what would change in exports/, writes nothing
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const m = ctx.messages;
  const dryRun = ctx.options.dryRun === true;
  const path = ctx.args[0] ?? await findManuscript(Deno.cwd(), m);
  const settings = await resolveSettings(path, ctx.options, ctx.io);
  const thresholds = thresholdsFor(ctx.options, settings, m);
  const scenes = readSceneSettings(settings.project.raw.scene_analysis);
  const dismissed = await manuscriptDismissals(path);
  const raw = settings.project.raw;
  const check = checkExportOf(
    ctx.options.check,
    raw.check_formats,
    ctx.options.failOn ?? raw.check_fail_on,
    m,
  );
  const requested = requestedSettings(
    settings.corpus,
    thresholds,
    scenes,
    settings.project.title,
    settings.uiLanguage,
    [...dismissed],
    check,
  );

  // The input hash is of the file as stored, BOM included.
  const input = await readManuscriptBytes(path, m);
  const slug = manuscriptSlug(basename(path));
  const target: Target = {
    exportsDir: join(dirname(path), EXPORTS_FOLDER),
    manifestName: artifactName(slug, MANIFEST_KIND),
    expected: {
      version: VERSION,
      inputFile: basename(path),
      inputSha256: input.sha256,
      requested,
      names: [
        ...ARTIFACT_KINDS.map(({ kind }) => artifactName(slug, kind)),
        ...checkNames(slug, check),
      ],
    },
  };
  let entries = await upToDateEntries(target);
  if (entries === null) {
    const text = decodeUtf8(input.bytes, path, m);
    const analysis = analyzeDocument(text, settings.corpus);
    const rendered = renderArtifacts(analysis, {
      slug,
      thresholds,
      scenes,
      title: settings.project.title,
      uiLanguage: settings.uiLanguage,
      dismissed,
      check: check === null ? undefined : { export: check, text, file: basename(path) },
    });
    const planned = await plan(target, rendered, analysis.language, dryRun);
    if (!dryRun) await writeArtifacts(target.exportsDir, planned, m);
    entries = planned.map((a) => ({
      name: a.name,
      kind: a.kind,
      status: a.status,
      sha256: a.sha256,
      bytes: a.data.length,
    }));
  }

  const report = { dryRun, exportsDir: target.exportsDir, entries };
  ctx.io.stdout(
    ctx.options.json
      ? JSON.stringify(buildReportJson(report), null, 2) + "\n"
      : renderBuildText(report, m),
  );
  return 0;
}

/** Where a build goes and what it would record. */
interface Target {
  readonly exportsDir: string;
  readonly manifestName: string;
  readonly expected: BuildExpectation;
}

/**
 * The fast path: every entry `unchanged` when the manifest on disk matches this run and
 * every artifact it lists is intact; null when a real build is needed.
 */
async function upToDateEntries(target: Target): Promise<ReportEntry[] | null> {
  const { exportsDir, manifestName, expected } = target;
  const bytes = await readFileOrNull(join(exportsDir, manifestName));
  if (bytes === null) return null;
  const old = parseManifest(new TextDecoder().decode(bytes));
  if (!manifestMatches(old, expected)) return null;
  if (!artifactsIntact(old, await hashFiles(exportsDir, expected.names))) return null;
  const manifest = { name: manifestName, kind: MANIFEST_KIND, sha256: sha256Hex(bytes) };
  return [...old.artifacts, { ...manifest, bytes: bytes.length }]
    .map((a) => ({ ...a, status: "unchanged" }));
}

/** Adds the manifest (last: it is written only after every artifact it lists) and decides. */
async function plan(
  target: Target,
  rendered: readonly RenderedArtifact[],
  language: string,
  dryRun: boolean,
): Promise<PlannedArtifact[]> {
  const { expected } = target;
  const manifest = createManifest({
    version: expected.version,
    inputFile: expected.inputFile,
    inputSha256: expected.inputSha256,
    settings: withResolvedLanguage(expected.requested, language),
    artifacts: rendered.map((a) => ({ ...a, bytes: a.data.length })),
  });
  const all = [...rendered, artifact(target.manifestName, MANIFEST_KIND, renderManifest(manifest))];
  return planWrites(all, await hashFiles(target.exportsDir, all.map((a) => a.name)), dryRun);
}
