/**
 * The JSON data block the page script reads for chapter details: numbers pre-formatted in
 * the interface language, excerpts shortened, at most {@linkcode MAX_PARAGRAPHS} flagged
 * paragraphs per chapter (the rest counted).
 *
 * @module
 */

import { STYLE_FEATURES } from "../../features/feature_ids.ts";
import { COUNT_SIGNALS } from "../../features/signal_spans.ts";
import type { ClientChapter, ClientData } from "./client.ts";
import { excerpt } from "./format.ts";
import { clipSegments, tally } from "../../views/dashboard_signals.ts";
import type { SectionContext } from "./sections/context.ts";
import { type LabelKey, runtimeLabel } from "../labels/packs.ts";

/** Flagged paragraphs listed per chapter in the details panel. */
const MAX_PARAGRAPHS = 50;

/**
 * Labels the script looks up (`L(key)` in `client.ts`): dashboard label keys, so a key the
 * English packs lack is a type error here, and a key the script uses but this list lacks is
 * one there.
 */
export const SCRIPT_LABELS = [
  "chapter",
  "feature",
  "value",
  "z_score",
  "strong",
  "mild",
  "fdr_selected",
  "section_flagged_paragraphs",
  "section_markers",
  "none_found",
  "severity",
  "more_hidden",
  "line",
  "words_title",
  "words_guide",
  "words_none",
  "words_counted",
  "words_in_place",
  "tense_present_words",
  "tense_past_words",
  "marker_here",
  "marker_here_hint",
  "kind",
  "note",
  "add_marker",
] as const satisfies readonly LabelKey[];

/** A label key the page script may look up. */
export type ScriptLabelKey = typeof SCRIPT_LABELS[number];

/** Characters of a flagged paragraph shown in the chapter details. */
const DETAIL_EXCERPT = 400;

/**
 * Builds the data block.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./sections/context.ts";
 * declare const ctx: SectionContext;
 * clientData(ctx).chapters[0].cells.length; // 16 (one per style feature)
 * ```
 */
export function clientData(ctx: SectionContext): ClientData {
  const { t, num } = ctx;
  const { signals, profile } = ctx.model.views;
  const firstLine = new Map<number, number>();
  for (const p of profile.paragraphs) {
    if (!firstLine.has(p.chapter)) firstLine.set(p.chapter, p.start_line);
  }
  const labels = Object.fromEntries(SCRIPT_LABELS.map((key) => [key, t(key)])) as Record<
    ScriptLabelKey,
    string
  >;
  return {
    labels,
    features: STYLE_FEATURES.map((f) => `${t(`feature_${f}`)} (${t(`feature_unit_${f}`)})`),
    featureIds: [...STYLE_FEATURES],
    signalIds: [...COUNT_SIGNALS],
    signals: COUNT_SIGNALS.map((f) => t(`feature_${f}`)),
    markerAdd: ctx.host.markerAdd,
    chapters: ctx.model.chapters.map((c) => ({
      n: c.number,
      title: c.title,
      facts: [
        [t("words"), num(c.words, 0)],
        [t("sentences"), num(c.sentences, 0)],
        [t("feature_asl"), num(c.asl, 1)],
        [t("dialogue_share"), `${num(c.dialogPct, 1)} %`],
        [t("tense"), runtimeLabel(t, `tense_${c.dominance}`)],
        [t("scenes"), num(c.scenes, 0)],
        [t("hook_score"), num(c.hookScore, 0)],
        [t("balance"), num(c.balance, 2)],
      ],
      cells: c.cells.map((cell) => [
        num(cell.value, 2),
        num(cell.z, 2),
        cell.level,
        cell.fdr,
        cell.effect ? runtimeLabel(t, `effect_${cell.effect}`) : "",
      ]),
      paras: c.flaggedParagraphs.slice(0, MAX_PARAGRAPHS).map(
        (p): ClientChapter["paras"][number] => {
          const lines = t("line_n", {
            n: p.start_line === p.end_line ? p.start_line : `${p.start_line}–${p.end_line}`,
          });
          const words = signals.tense.get(`${p.chapter}:${p.paragraph}`);
          // With the marked excerpt, the plain one would only repeat the text.
          const head = [
            p.severity,
            lines,
            t(`tense_${p.dominant}`),
            words ? "" : excerpt(p.text, DETAIL_EXCERPT),
          ] as const;
          if (!words) return head;
          return [
            ...head,
            clipSegments(words.segments, DETAIL_EXCERPT),
            tally(words.present),
            tally(words.past),
            p.start_line,
          ];
        },
      ),
      moreParas: Math.max(0, c.flaggedParagraphs.length - MAX_PARAGRAPHS),
      markers: c.markers.map((m) => [m.kind, m.line, m.note]),
      words: (signals.chapters.get(c.number) ?? []).map((w, k) => [
        k,
        w.count,
        w.top,
        w.example,
      ]),
      line: firstLine.get(c.number) ?? null,
    })),
  };
}
