/**
 * The dialogue and pacing section: dialogue share, words per scene and chapter-ending hooks
 * per chapter, each a full-width chart with its own visible title and legend (side by side
 * they were drawn at half size, below a legible text size).
 *
 * @module
 */

import { chapterBars } from "../../charts/chapter_bars.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterLabel, type SectionContext } from "./context.ts";

/**
 * Renders the dialogue and pacing section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * pacingSection(ctx).value.includes('id="chart-dialogue-title"'); // true
 * ```
 */
export function pacingSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { pacing, dialogue, figures } = ctx.model.views;
  const chapters = ctx.model.chapters;
  const dialogueChart = chapterBars({
    id: "chart-dialogue",
    chapters: chapters.map((c) => ({
      number: c.number,
      label: chapterLabel(ctx, c),
      value: c.words > 0 ? c.dialogPct : null,
    })),
    reference: figures.dialogueShare * 100,
    unit: "%",
    max: 100,
    labels: {
      title: t("section_dialogue"),
      description: t("dialogue_share"),
      bars: `${t("feature_dialog_pct")} (${t("feature_unit_dialog_pct")})`,
      axis: "%",
      reference: t("whole_book"),
      emptyText: t("none_found"),
    },
  });
  const perScene = new Map(pacing.chapters.map((c) => [c.number, c]));
  const sceneChart = chapterBars({
    id: "chart-scenes",
    chapters: chapters.map((c) => ({
      number: c.number,
      label: chapterLabel(ctx, c),
      value: perScene.get(c.number)?.words_per_scene ?? null,
      marked: c.number === pacing.fastest_chapter || c.number === pacing.slowest_chapter,
    })),
    reference: null,
    unit: "",
    labels: {
      title: t("words_per_scene"),
      description: t("words_per_scene"),
      bars: t("words_per_scene"),
      axis: t("words_per_scene"),
      marked: t("fastest_or_slowest"),
      emptyText: t("none_found"),
    },
  });
  const hookChart = chapterBars({
    id: "chart-hooks",
    chapters: chapters.map((c) => ({
      number: c.number,
      label: chapterLabel(ctx, c),
      value: c.hookScore,
    })),
    reference: pacing.mean_hook_score,
    unit: "",
    max: 3,
    labels: {
      title: t("hooks"),
      description: `${t("hook_short_close")} · ${t("hook_open_punctuation")} · ${
        t("hook_dialogue_close")
      }`,
      bars: t("hook_score_scale"),
      axis: t("hook_score"),
      reference: t("whole_book"),
      emptyText: t("none_found"),
    },
  });
  const fast = pacing.fastest_chapter;
  const slow = pacing.slowest_chapter;
  return html`
    <div class="cards">
      <div class="stat">
        <div class="k">${t("turns")}</div>
        <div class="v">${num(figures.dialogueTurns, 0)}</div>
        <div class="n">${num(dialogue.turns_per_1000, 1)} / 1000 · ⌀ ${num(
          dialogue.avg_turn_words,
          1,
        )} ${t("words")}</div>
      </div>
      <div class="stat">
        <div class="k">${t("total_scenes")}</div>
        <div class="v">${num(figures.scenes, 0)}</div>
        <div class="n">${t("scene_breaks")}: ${num(pacing.explicit_scene_breaks, 0)}</div>
      </div>
      <div class="stat">
        <div class="k">${t("fastest_chapter")}</div>
        <div class="v">${fast ?? "–"}</div>
        <div class="n">${t("slowest_chapter")}: ${slow ?? "–"}</div>
      </div>
    </div>
    ${pacing.scenes_are_chapters ? html`<p class="meta">${t("scenes_are_chapters")}</p>` : ""}
    <div class="chart">${dialogueChart}</div>
    <div class="chart">${sceneChart}</div>
    <div class="chart">${hookChart}</div>
    <p class="meta">${t("hooks")}: ${t("hook_short_close")} · ${t("hook_open_punctuation")} · ${t(
      "hook_dialogue_close",
    )}</p>
  `;
}
