/**
 * The headline cards of the overview, shared by the dashboard's Overview tab and the A4
 * report's overview page: the same figures (`views/figures.ts`), labels and notes, so that the
 * two surfaces cannot drift apart. Each surface only chooses its number formatting and how it
 * draws a card.
 *
 * @module
 */

import type { BookFigures } from "../views/figures.ts";
import { runtimeLabel, type Translate } from "./labels/packs.ts";
import { consistencyText } from "./triage_text.ts";

/** One headline card: its label, its value and an optional note under it. */
export interface OverviewCard {
  readonly label: string;
  readonly value: string;
  readonly note?: string;
}

/** How a surface formats the cards' numbers and words. */
export interface CardFormat {
  readonly t: Translate;
  /** The interface language (for the consistency wording). */
  readonly ui: string;
  readonly num: (value: number | null | undefined, digits?: number) => string;
  readonly share: (value: number | null | undefined) => string;
  /** Text before "HD-D … · MATTR …" in the lexical diversity note (the dashboard's help). */
  readonly lexicalNotePrefix?: string;
  /** Applied to the consistency value (the PDF turns typographic spaces into plain ones). */
  readonly text?: (value: string) => string;
}

/**
 * The overview's headline cards for the book's figures.
 *
 * @example
 * ```ts
 * import type { BookFigures } from "../views/figures.ts";
 * import { labelsFor } from "./labels/packs.ts";
 * declare const figures: BookFigures;
 * const num = (v: number | null | undefined, d = 1) => v == null ? "–" : v.toFixed(d);
 * const share = (v: number | null | undefined) => v == null ? "–" : `${Math.round(v * 100)} %`;
 * overviewCards(figures, { t: labelsFor("en"), ui: "en", num, share })[0].label; // "Words"
 * ```
 */
export function overviewCards(f: BookFigures, format: CardFormat): OverviewCard[] {
  const { t, num, share } = format;
  const text = format.text ?? ((value: string) => value);
  const lexicalPrefix = format.lexicalNotePrefix ? `${format.lexicalNotePrefix} ` : "";
  return [
    { label: t("words"), value: num(f.words, 0) },
    {
      label: t("chapters"),
      value: num(f.chapters, 0),
      note: `${t("total_scenes")}: ${num(f.scenes, 0)}`,
    },
    { label: t("language"), value: runtimeLabel(t, `language_${f.language}`) },
    {
      label: t("readability"),
      value: num(f.readability, 1),
      note: t("readability_formula", {
        formula: runtimeLabel(t, `formula_${f.readabilityFormula}`),
      }),
    },
    {
      label: t("lexical_diversity_mtld"),
      value: num(f.mtld, 1),
      note: `${lexicalPrefix}HD-D ${num(f.hdD, 3)} · MATTR ${num(f.mattr, 3)}`,
    },
    {
      label: t("dialogue_share"),
      value: share(f.dialogueShare),
      note: `${t("turns")}: ${num(f.dialogueTurns, 0)}`,
    },
    {
      label: t("consistency"),
      value: text(consistencyText(f.consistency, format.ui, t)),
      note: f.measuredCells > 0
        ? t("consistency_note", { n: num(f.measuredCells, 0) })
        : t("measured_cells", { n: num(0, 0) }),
    },
    {
      label: t("feature_asl"),
      value: num(f.asl, 1),
      note: `${t("median_sentence")}: ${num(f.medianSentence, 0)} · ${t("sentences")}: ${
        num(f.sentences, 0)
      }`,
    },
  ];
}
