/**
 * The artifacts of one build, rendered in memory (pure: no I/O). Names are
 * `<slug>-<kind>.<ext>` (see `slug.ts`):
 *
 * | kind | content |
 * |---|---|
 * | `analysis` | `svc analyze --json` |
 * | `style` | `svc style --json` with the run's thresholds |
 * | `profile` | `svc profile` (flags at the run's `flag_min_severity`) |
 * | `dialogue`, `pacing`, `showing` | `svc <kind> --json` |
 * | `motifs` | `svc motifs --json` without `--motif`: top words and repeated phrases |
 * | `scenes` | `svc scenes --json` with the project's `scene_analysis` |
 * | `dashboard` | the single-file HTML dashboard (`.html`) |
 * | `check-FORMAT` | when asked: `svc check --format FORMAT` (see `check_files.ts`) |
 *
 * JSON artifacts are `JSON.stringify(result, null, 2) + "\n"`, byte-identical to what the
 * matching command prints. Every view comes from one analysis through
 * `computeDashboardViews`, so the dashboard and the JSON beside it cannot disagree. The
 * manifest (`<slug>-manifest.json`) is not an artifact of this list: it describes them.
 *
 * @module
 */

import type { StyleThresholds } from "../../settings/thresholds.ts";
import type { Analysis } from "../../features/pipeline.ts";
import { computeDashboardViews } from "../../views/dashboard.ts";
import { motifsView } from "../../views/motifs.ts";
import { type SceneSettings, scenesView } from "../../views/scenes.ts";
import { standaloneDashboard } from "../../report/dashboard/standalone.ts";
import { artifact, type RenderedArtifact } from "./artifact.ts";
import { checkArtifacts, type CheckExport } from "./check_files.ts";

export { artifact, type RenderedArtifact } from "./artifact.ts";

/** Artifact kinds and their file extensions. */
export const ARTIFACT_KINDS: readonly { readonly kind: string; readonly ext: string }[] = [
  { kind: "analysis", ext: "json" },
  { kind: "style", ext: "json" },
  { kind: "profile", ext: "json" },
  { kind: "dialogue", ext: "json" },
  { kind: "pacing", ext: "json" },
  { kind: "showing", ext: "json" },
  { kind: "motifs", ext: "json" },
  { kind: "scenes", ext: "json" },
  { kind: "dashboard", ext: "html" },
];

/** What {@linkcode renderArtifacts} needs besides the analysis. */
export interface ArtifactOptions {
  readonly slug: string;
  readonly thresholds: StyleThresholds;
  readonly scenes: SceneSettings;
  /** Dashboard title (the project config's `title`). */
  readonly title?: string;
  /** The dashboard's label language (the interface language); default English. */
  readonly uiLanguage?: string;
  /** The project's dismissed fingerprints (`svc-dismissals.json`); none by default. */
  readonly dismissed?: ReadonlySet<string>;
  /**
   * `svc check` files to write as well (`check_files.ts`), with the manuscript's text as
   * analysed and its base name; none by default.
   */
  readonly check?: {
    readonly export: CheckExport;
    readonly text: string;
    readonly file: string;
  };
}

/**
 * The file name of an artifact kind (`.json` for kinds not in the table, as the manifest).
 *
 * @example
 * ```ts
 * artifactName("book", "style"); // "book-style.json"
 * artifactName("book", "dashboard"); // "book-dashboard.html"
 * ```
 */
export function artifactName(slug: string, kind: string): string {
  const ext = ARTIFACT_KINDS.find((k) => k.kind === kind)?.ext ?? "json";
  return `${slug}-${kind}.${ext}`;
}

/**
 * Renders every artifact of one analysis, sorted by name.
 *
 * @example
 * ```ts
 * import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
 * import { analyzeDocument } from "../../features/pipeline.ts";
 * const analysis = analyzeDocument("## One\n\nIt rained. We stayed in.", { language: "en" });
 * const options = { slug: "book", thresholds: DEFAULT_THRESHOLDS, scenes: {} };
 * renderArtifacts(analysis, options)[0].name; // "book-analysis.json"
 * ```
 */
export function renderArtifacts(
  analysis: Analysis,
  options: ArtifactOptions,
): RenderedArtifact[] {
  const views = computeDashboardViews(analysis, {
    thresholds: options.thresholds,
    dismissed: options.dismissed,
  });
  const results: Record<string, unknown> = {
    analysis: views.analyze,
    style: views.style,
    profile: views.profile,
    dialogue: views.dialogue,
    pacing: views.pacing,
    showing: views.showing,
    motifs: motifsView(analysis, new Map()),
    scenes: scenesView(analysis, options.scenes),
  };
  const out = ARTIFACT_KINDS.map(({ kind }) => {
    const content = kind === "dashboard"
      ? standaloneDashboard(views, { title: options.title, uiLanguage: options.uiLanguage ?? "en" })
      : JSON.stringify(results[kind], null, 2) + "\n";
    return artifact(artifactName(options.slug, kind), kind, content);
  });
  if (options.check) {
    out.push(...checkArtifacts(analysis, views, {
      slug: options.slug,
      check: options.check.export,
      text: options.check.text,
      file: options.check.file,
      uiLanguage: options.uiLanguage ?? "en",
      dismissed: options.dismissed ?? new Set(),
    }));
  }
  return out.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
