/**
 * Keys of tense flags (their fingerprints, `views/fingerprint.ts`), for dismissals that survive editing: a flag is named by the SHA-256
 * of its chapter's title and its paragraph's text (first 16 hex digits), not by a line
 * number, so adding or removing text elsewhere in the manuscript keeps every other key.
 * Editing the paragraph itself, or renaming its chapter, gives a new key (the flag is about
 * different text then). Paragraphs with the same text in the same chapter get `-2`, `-3`, …
 * in line order.
 *
 * @module
 */

import { findingFingerprint, findingFingerprints } from "../../views/fingerprint.ts";
import type { ProfileParagraph } from "../../views/profile.ts";
import type { DashboardViews } from "../../views/dashboard.ts";

/** The shape of a key: `t-` and 16 hex digits, with an optional `-N` for repeats. */
export const TENSE_KEY_PATTERN = /^t-[0-9a-f]{16}(?:-[1-9][0-9]{0,5})?$/;

/**
 * The key of one paragraph's tense flag.
 *
 * @example
 * ```ts
 * tenseFlagKey("The Storm", "It rains. It rained.").startsWith("t-"); // true
 * ```
 */
export function tenseFlagKey(chapterTitle: string, text: string, repeat = 1): string {
  const base = findingFingerprint({ chapterTitle, flag: "tense", text });
  return `${base}${repeat > 1 ? `-${repeat}` : ""}`;
}

/**
 * Keys of a list of paragraphs (in line order), numbering repeats within a chapter.
 *
 * @example
 * ```ts
 * tenseFlagKeys([{ chapterTitle: "A", text: "x" }, { chapterTitle: "A", text: "x" }])[1]
 *   .endsWith("-2"); // true
 * ```
 */
export function tenseFlagKeys(
  paragraphs: readonly { readonly chapterTitle: string; readonly text: string }[],
): string[] {
  return findingFingerprints(paragraphs.map((p) => ({ ...p, flag: "tense" })));
}

/** One flagged paragraph with its dismissal key. */
export interface TenseFlag {
  readonly key: string;
  readonly chapterTitle: string;
  readonly paragraph: ProfileParagraph;
}

/**
 * The flagged paragraphs of a dashboard (severity >= `flag_min_severity`) in chapter and
 * line order, each with its key; what the tense list shows and what the server checks a
 * dismissal against.
 *
 * @example
 * ```ts
 * import type { DashboardViews } from "../../views/dashboard.ts";
 * declare const views: DashboardViews;
 * tenseFlags(views)[0]?.key; // e.g. "t-5ed0d96c283a44b6"
 * ```
 */
export function tenseFlags(views: Pick<DashboardViews, "profile" | "thresholds">): TenseFlag[] {
  const titles = new Map(views.profile.chapters.map((c) => [c.number, c.title]));
  const flagged = views.profile.paragraphs
    .filter((p) => p.severity >= views.thresholds.flag_min_severity)
    .sort((a, b) => a.chapter - b.chapter || a.start_line - b.start_line);
  const entries = flagged.map((p) => ({ chapterTitle: titles.get(p.chapter) ?? "", text: p.text }));
  const keys = tenseFlagKeys(entries);
  return flagged.map((paragraph, k) => ({
    key: keys[k],
    chapterTitle: entries[k].chapterTitle,
    paragraph,
  }));
}
