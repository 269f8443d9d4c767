/**
 * Tense flags and dismissals: the flagged paragraphs with their fingerprints, and the profile's
 * per-chapter counts net of the dismissed ones (what every count and badge reads).
 *
 * @module
 */

import { findingFingerprints } from "./fingerprint.ts";
import type { ProfileParagraph, ProfileResult } from "./profile.ts";

/**
 * The profile with each chapter's `flagged` count net of its dismissed tense flags (the
 * paragraphs themselves stay, with their severity).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { profileView } from "./profile.ts";
 * const profile = profileView(analyzeDocument("## One\n\nIt was late.\n"), 2);
 * withoutDismissedFlags(profile, 2, new Set()).chapters[0].flagged; // 0
 * ```
 */
export function withoutDismissedFlags(
  profile: ProfileResult,
  minSeverity: number,
  dismissed: ReadonlySet<string>,
): ProfileResult {
  if (dismissed.size === 0) return profile;
  const gone = new Map<number, number>();
  for (const f of tenseFingerprints(profile, minSeverity)) {
    if (dismissed.has(f.fingerprint)) {
      gone.set(f.paragraph.chapter, (gone.get(f.paragraph.chapter) ?? 0) + 1);
    }
  }
  if (gone.size === 0) return profile;
  return {
    ...profile,
    chapters: profile.chapters.map((c) => ({
      ...c,
      flagged: c.flagged - (gone.get(c.number) ?? 0),
    })),
  };
}

/**
 * The flagged paragraphs (severity ≥ `minSeverity`) in chapter and line order, each with its
 * fingerprint (the key the dashboard's tense list and the dismissals use).
 *
 * @example
 * ```ts
 * import { analyzeDocument } from "../features/pipeline.ts";
 * import { profileView } from "./profile.ts";
 * const profile = profileView(analyzeDocument("## One\n\nIt was late.\n"), 2);
 * tenseFingerprints(profile, 2); // [] (nothing flagged)
 * ```
 */
export function tenseFingerprints(
  profile: Pick<ProfileResult, "chapters" | "paragraphs">,
  minSeverity: number,
): { fingerprint: string; paragraph: ProfileParagraph }[] {
  const titles = new Map(profile.chapters.map((c) => [c.number, c.title]));
  const flagged = profile.paragraphs.filter((p) => p.severity >= minSeverity)
    .sort((a, b) => a.chapter - b.chapter || a.start_line - b.start_line);
  const prints = findingFingerprints(flagged.map((p) => ({
    chapterTitle: titles.get(p.chapter) ?? "",
    flag: "tense",
    text: p.text,
  })));
  return flagged.map((paragraph, i) => ({ fingerprint: prints[i], paragraph }));
}
