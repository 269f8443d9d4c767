/**
 * The words behind a finding in words, for every surface (dashboard, `style` text report, A4
 * report): one block per kind of evidence a chapter's carriers call for
 * (`views/finding_words.ts`), each with its title and items. An item has a line of text, a
 * quoted passage, or both, and the passage's place ("paragraph 5, line 2555"). Nothing is
 * computed here but wording and number formatting.
 *
 * @module
 */

import type { StyleFeature } from "../features/feature_ids.ts";
import type {
  ChapterWords,
  EvidenceKind,
  EvidencePlace,
  WordEvidence,
} from "../views/finding_words.ts";
import type { Translate } from "./labels/packs.ts";
import { formatNumber, formatShare } from "./dashboard/format.ts";

/** One line of a block. */
export interface WordsItem {
  /** A line of text (a count, a list of words), or null. */
  readonly text: string | null;
  /** A passage of the chapter, as written, or null. */
  readonly quote: string | null;
  /** Where the passage stands, in words, or null. */
  readonly place: string | null;
  /** The passage's place as numbers (for links), or null. */
  readonly at: EvidencePlace | null;
}

/** The evidence of one kind. */
export interface WordsBlock {
  readonly kind: EvidenceKind;
  /** The first carrier feature that calls for it (a dashboard link selects it). */
  readonly feature: StyleFeature;
  readonly title: string;
  readonly items: readonly WordsItem[];
}

const TITLES = {
  longest: "behind_longest",
  shortest: "behind_shortest",
  openings: "behind_openings",
  long_words: "behind_long_words",
  passive: "behind_passive",
  filter: "behind_filter",
  modal: "behind_modal",
  dialogue: "behind_dialogue",
} as const satisfies Record<EvidenceKind, string>;

function wordList(words: readonly WordEvidence[], language: string): string {
  return words.map((w) => `${w.word} ×${formatNumber(w.count, language, 0)}`).join(", ");
}

function items(cw: ChapterWords, kind: EvidenceKind, t: Translate, language: string) {
  const num = (n: number) => formatNumber(n, language, 0);
  const place = (p: EvidencePlace) =>
    t("behind_place", { paragraph: String(p.paragraph), line: String(p.line) });
  const quoted = (text: string | null, q: { text: string } & EvidencePlace): WordsItem => ({
    text,
    quote: q.text,
    place: place(q),
    at: { paragraph: q.paragraph, line: q.line },
  });
  const line = (text: string): WordsItem => ({ text, quote: null, place: null, at: null });
  switch (kind) {
    case "longest":
    case "shortest":
      return cw[kind].map((s) => ({
        ...quoted(null, s),
        place: `${t("behind_words", { n: num(s.words) })} · ${place(s)}`,
      }));
    case "openings":
      return cw.openings.map((o) =>
        quoted(
          t("behind_opening", {
            opening: o.opening,
            count: num(o.count),
            sentences: num(o.sentences),
          }),
          o.examples[0],
        )
      );
    case "long_words":
    case "passive":
    case "filter":
    case "modal": {
      const words = cw[kind];
      return words.length === 0 ? [] : [line(wordList(words, language))];
    }
    case "dialogue": {
      const d = cw.dialogue;
      const out: WordsItem[] = [
        line(t("behind_share", { share: formatShare(d.share / 100, language) })),
      ];
      if (d.dialogue) out.push(quoted(`${t("behind_dialogue_example")}:`, d.dialogue));
      if (d.narration) out.push(quoted(`${t("behind_narration_example")}:`, d.narration));
      return out;
    }
  }
}

/**
 * The blocks of one chapter's evidence, in carrier order; a kind with nothing to show says
 * so ("none in this chapter").
 *
 * @example
 * ```ts
 * import { labelsFor } from "./labels/packs.ts";
 * import type { ChapterWords } from "../views/finding_words.ts";
 * declare const cw: ChapterWords;
 * findingWordsBlocks(cw, labelsFor("en"), "en")[0]?.title; // e.g. "Longest sentences"
 * ```
 */
export function findingWordsBlocks(
  cw: ChapterWords,
  t: Translate,
  language: string,
): WordsBlock[] {
  return cw.kinds.map((kind) => {
    const list = items(cw, kind, t, language);
    return {
      kind,
      feature: cw.carriers.find((c) => c.kind === kind)!.feature,
      title: t(TITLES[kind]),
      items: list.length > 0
        ? list
        : [{ text: t("behind_none"), quote: null, place: null, at: null }],
    };
  });
}

/**
 * One item as a single line of plain text: text, the quoted passage, its place in brackets;
 * with `placeFirst` the place leads ("paragraph 2, line 9: “It rained.”"), so a line cut to
 * a few lines on paper keeps it.
 *
 * @example
 * ```ts
 * const item = { text: null, quote: "It rained.", place: "paragraph 2, line 9", at: null };
 * itemLine(item); // "“It rained.” (paragraph 2, line 9)"
 * itemLine(item, { placeFirst: true }); // "paragraph 2, line 9: “It rained.”"
 * ```
 */
export function itemLine(item: WordsItem, options: { placeFirst?: boolean } = {}): string {
  const lead = item.text !== null && item.quote !== null && !item.text.endsWith(":")
    ? `${item.text}:`
    : item.text;
  const quote = item.quote === null ? null : `“${item.quote}”`;
  if (options.placeFirst && item.place !== null) {
    return [`${item.place}:`, lead, quote].filter((x) => x !== null).join(" ");
  }
  return [lead, quote, item.place === null ? null : `(${item.place})`]
    .filter((x) => x !== null).join(" ");
}
