/**
 * Fingerprints of findings (issue 29): the one identity that dismissals, CI baselines and
 * every diagnostic format share. A fingerprint is built from the chapter's title, the feature
 * or flag, and the paragraph's text (SHA-256, first 16 hex digits), never from a line or a
 * chapter number, so adding, removing or editing text elsewhere in the book keeps it.
 *
 * - a tense flag: `t-` + sha256(`title\ntext`) — the very key the dashboard has always saved
 *   dismissals under (`report/dashboard/tense_keys.ts`), so earlier dismissal files still apply;
 * - a chapter finding (the chapter is beyond chance): `f-` + sha256(`title\nchapter`);
 * - a feature cell carrying it: `f-` + sha256(`title\nFEATURE`).
 *
 * A chapter finding is about the whole chapter: editing its prose keeps its fingerprint
 * (a person who dismissed "chapter 5 runs long sentences" should not see it again after a
 * typo fix); renaming the chapter gives a new one. Equal inputs (two chapters with the same
 * title, two equal paragraphs in one chapter) are told apart by `-2`, `-3`, … in book order.
 *
 * @module
 */

import { createHash } from "node:crypto";

/** The shape of a fingerprint: a kind letter, 16 hex digits and an optional repeat number. */
export const FINGERPRINT_PATTERN = /^[tf]-[0-9a-f]{16}(?:-[1-9][0-9]{0,5})?$/;

/** The flag of a chapter finding as a whole (the cells carry their feature's name). */
export const CHAPTER_FLAG = "chapter";

/** What a fingerprint is made of. */
export interface FingerprintInput {
  readonly chapterTitle: string;
  /** `tense` for a tense flag, {@linkcode CHAPTER_FLAG} or a feature id for a chapter finding. */
  readonly flag: string;
  /** The paragraph's text (tense flags); chapter findings have none. */
  readonly text?: string;
}

/** Hashes of recent inputs: a long-running process fingerprints the same chapters each time. */
const HASHES = new Map<string, string>();
/** Inputs kept at most; the cache starts over beyond (a book has a few thousand). */
const MAX_HASHES = 20_000;

function hex16(text: string): string {
  let hash = HASHES.get(text);
  if (hash === undefined) {
    hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
    if (HASHES.size >= MAX_HASHES) HASHES.clear();
    HASHES.set(text, hash);
  }
  return hash;
}

/**
 * The fingerprint of one finding (without the repeat number).
 *
 * @example
 * ```ts
 * findingFingerprint({ chapterTitle: "The Storm", flag: "tense", text: "It rains." })
 *   .startsWith("t-"); // true
 * findingFingerprint({ chapterTitle: "The Storm", flag: "asl" })
 *   .startsWith("f-"); // true
 * ```
 */
export function findingFingerprint(input: FingerprintInput): string {
  if (input.flag === "tense") return `t-${hex16(`${input.chapterTitle}\n${input.text ?? ""}`)}`;
  return `f-${hex16(`${input.chapterTitle}\n${input.flag}`)}`;
}

/**
 * Fingerprints of a list of findings in book order, numbering repeats (`-2`, `-3`, …).
 *
 * @example
 * ```ts
 * const same = { chapterTitle: "A", flag: "tense", text: "x" };
 * findingFingerprints([same, same])[1].endsWith("-2"); // true
 * ```
 */
export function findingFingerprints(inputs: readonly FingerprintInput[]): string[] {
  const seen = new Map<string, number>();
  return inputs.map((input) => {
    const base = findingFingerprint(input);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

/**
 * The fingerprint of each chapter's finding for `flag` (a feature or {@linkcode CHAPTER_FLAG}),
 * repeats numbered over every chapter of the book in order (not only those with a finding),
 * so a chapter keeps its fingerprint whichever of its namesakes have findings.
 *
 * @example
 * ```ts
 * const [a, b] = chapterFingerprints(["Night", "Night"], "chapter");
 * b === `${a}-2`; // true
 * ```
 */
export function chapterFingerprints(titles: readonly string[], flag: string): string[] {
  return findingFingerprints(titles.map((chapterTitle) => ({ chapterTitle, flag })));
}
