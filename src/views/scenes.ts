/**
 * Scenes and register (SPEC 2.6), schema_version 1: the 16 style features per scene (a run of
 * paragraphs between scene dividers; without dividers each chapter is one scene), register
 * baselines per group (median, MAD and sigma = 1.4826 × MAD, explicit), and targets.
 *
 * Scene settings come only from the explicit `scene_analysis` table of the project config:
 *
 * ```toml
 * [scene_analysis.assignments]   # scene id -> group; unassigned scenes are "default"
 * "3:2" = "action"
 * [scene_analysis.targets.action] # group -> feature -> target value
 * asl = 9.0
 * ```
 *
 * `data_support` is `sufficient` (>= 100 words and >= 5 sentences), `partial` (>= 100 words,
 * fewer sentences: no sentence-distribution features) or `insufficient` (under 100 words: no
 * features). Research sources never enter these baselines: only manuscript scenes do.
 *
 * @module
 */

import { UsageError } from "../errors.ts";
import { measureChapter } from "../features/chapter_features.ts";
import {
  MIN_COMPARABLE_SENTENCES,
  MIN_COMPARABLE_WORDS,
  STYLE_FEATURES,
  type StyleFeature,
} from "../features/feature_ids.ts";
import { sliceParagraphs } from "../features/slice.ts";
import type { Analysis } from "../features/pipeline.ts";
import { mad, median } from "../stats/descriptive.ts";
import { featureMatrix } from "../style/matrix.ts";
import { TOOL, VERSION } from "../version.ts";
import { finite } from "./finite.ts";

/** Explicit scene settings (`scene_analysis`). */
export interface SceneSettings {
  readonly assignments?: Readonly<Record<string, string>>;
  readonly targets?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** Group of scenes without an assignment. */
export const DEFAULT_GROUP = "default";

/** One scene. */
export interface SceneItem {
  id: string;
  chapter: number;
  scene: number;
  group: string;
  start_line: number;
  end_line: number;
  paragraphs: number;
  words: number;
  sentences: number;
  features: Record<string, number | null>;
  standard_errors: Record<string, number>;
  targets: Record<string, { target: number; value: number | null; difference: number | null }>;
  data_support: "sufficient" | "partial" | "insufficient";
}

/** The scenes envelope. */
export interface ScenesResult {
  meta: Record<string, unknown>;
  scenes: {
    items: SceneItem[];
    baselines: Record<
      string,
      Record<string, { median: number | null; mad: number | null; sigma: number | null; n: number }>
    >;
    explicit_scene_breaks: number;
    scenes_are_chapters: boolean;
  };
}

/**
 * Validates `scene_analysis` from a config table; throws `UsageError` for a bad shape.
 *
 * @example
 * ```ts
 * readSceneSettings({ assignments: { "1:1": "calm" } }).assignments?.["1:1"]; // "calm"
 * ```
 */
export function readSceneSettings(table: unknown): SceneSettings {
  if (table === undefined) return {};
  if (!isTable(table)) throw new UsageError("scene_analysis must be a table");
  const assignments: Record<string, string> = {};
  for (
    const [id, group] of Object.entries(asTable(table.assignments, "scene_analysis.assignments"))
  ) {
    if (!/^\d+:\d+$/.test(id) || typeof group !== "string" || group === "") {
      throw new UsageError(
        `scene_analysis.assignments: "${id}" must map a scene id "chapter:scene" to a group name`,
      );
    }
    assignments[id] = group;
  }
  const targets: Record<string, Record<string, number>> = {};
  for (const [group, values] of Object.entries(asTable(table.targets, "scene_analysis.targets"))) {
    targets[group] = {};
    for (const [feature, v] of Object.entries(asTable(values, `scene_analysis.targets.${group}`))) {
      if (
        !(STYLE_FEATURES as readonly string[]).includes(feature) || typeof v !== "number" ||
        !Number.isFinite(v)
      ) {
        throw new UsageError(
          `scene_analysis.targets.${group}.${feature} must be a style feature with a number`,
        );
      }
      targets[group][feature] = v;
    }
  }
  return { assignments, targets };
}

function isTable(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function asTable(v: unknown, name: string): Record<string, unknown> {
  if (v === undefined) return {};
  if (!isTable(v)) throw new UsageError(`${name} must be a table`);
  return v;
}

/**
 * Builds the scenes envelope.
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * const a = analyzeDocument("## One\n\nIt rained.\n\n* * *\n\nWe stayed in.");
 * scenesView(a, {}).scenes.items[0].id; // "1:1"
 * ```
 */
export function scenesView(analysis: Analysis, settings: SceneSettings): ScenesResult {
  const breaks = analysis.chapters.reduce((s, c) => s + c.chapter.sceneBreaks, 0);
  const items: SceneItem[] = [];
  const rows: (number | null)[][] = [];
  for (const ct of analysis.chapters) {
    const ps = ct.chapter.paragraphs;
    let from = 0;
    for (let k = 1; k <= ps.length; k++) {
      if (k < ps.length && ps[k].scene === ps[from].scene) continue;
      const scene = ps[from].scene + 1;
      const slice = sliceParagraphs(analysis, ct, from, k);
      const m = measureChapter(slice, analysis);
      const row = featureMatrix([m])[0];
      rows.push([...row.values]);
      const id = `${ct.chapter.number}:${scene}`;
      const group = settings.assignments?.[id] ?? DEFAULT_GROUP;
      const features: Record<string, number | null> = {};
      STYLE_FEATURES.forEach((f, j) => (features[f] = finite(row.values[j])));
      const standardErrors: Record<string, number> = {};
      for (const f of STYLE_FEATURES) {
        const se = m.se[f];
        if (se !== undefined && features[f] !== null) standardErrors[f] = finite(se)!;
      }
      const targets: SceneItem["targets"] = {};
      for (const [f, target] of Object.entries(settings.targets?.[group] ?? {})) {
        const value = features[f];
        targets[f] = { target, value, difference: value === null ? null : finite(value - target) };
      }
      items.push({
        id,
        chapter: ct.chapter.number,
        scene,
        group,
        start_line: ps[from].startLine,
        end_line: ps[k - 1].endLine,
        paragraphs: k - from,
        words: m.words,
        sentences: m.sentences,
        features,
        standard_errors: standardErrors,
        targets,
        data_support: m.words < MIN_COMPARABLE_WORDS
          ? "insufficient"
          : m.sentences < MIN_COMPARABLE_SENTENCES
          ? "partial"
          : "sufficient",
      });
      from = k;
    }
  }
  return {
    meta: {
      tool: TOOL,
      version: VERSION,
      schema_version: 1,
      language: analysis.language,
      n_scenes: items.length,
      groups: [...new Set(items.map((i) => i.group))].sort(),
      min_comparable_words: MIN_COMPARABLE_WORDS,
      min_comparable_sentences: MIN_COMPARABLE_SENTENCES,
      register_scale: "1.4826 * MAD",
    },
    scenes: {
      items,
      baselines: baselines(items, rows),
      explicit_scene_breaks: breaks,
      scenes_are_chapters: breaks === 0,
    },
  };
}

function baselines(
  items: readonly SceneItem[],
  rows: readonly (readonly (number | null)[])[],
): ScenesResult["scenes"]["baselines"] {
  const out: ScenesResult["scenes"]["baselines"] = {};
  const groups = [...new Set(items.map((i) => i.group))].sort();
  for (const group of groups) {
    out[group] = {};
    STYLE_FEATURES.forEach((f: StyleFeature, j) => {
      const values: number[] = [];
      items.forEach((item, k) => {
        const v = rows[k][j];
        if (item.group === group && v !== null) values.push(v);
      });
      const d = mad(values);
      out[group][f] = {
        median: finite(median(values)),
        mad: finite(d),
        sigma: d === null ? null : finite(1.4826 * d),
        n: values.length,
      };
    });
  }
  return out;
}
