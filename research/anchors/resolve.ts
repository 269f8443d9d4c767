/**
 * Where a stored selection stands in the current manuscript (SPEC 3, anchor states), and the
 * check a new selection must pass before it is saved.
 *
 * Resolution, in this order (a link is `resolved` exactly when its selection would still be
 * accepted as a new link, which demands an exact and unique quote):
 * 1. The quote is searched in every paragraph's displayed text (overlapping occurrences
 *    count). More than one → `ambiguous`: even an intact paragraph can no longer be told
 *    apart from its copy. None → `changed` (the quote itself was edited or deleted).
 * 2. `resolved`: a paragraph spans exactly the recorded lines and its displayed text still
 *    has the recorded SHA-256 (so the one occurrence is at the recorded offsets).
 * 3. Otherwise the one occurrence is `moved` when its paragraph's text is byte-identical to
 *    the recorded one (it only stands at other lines), else `adjusted` (the paragraph was
 *    edited around the quote, wherever it stands now).
 * `unavailable` is decided before any of this, from the file (see `manuscript_file.ts`).
 *
 * Candidates are reported for every state but `changed` (at most {@linkcode MAX_CANDIDATES});
 * only `resolved` has a resolved location.
 *
 * @module
 */

import { usageError } from "../keyed_errors.ts";
import { CodePointText } from "../code_points.ts";
import type { Occurrence, ParagraphIndex } from "./paragraph_index.ts";
import type { Selection } from "./selection.ts";

/** Anchor states (SPEC 3). */
export const ANCHOR_STATES = [
  "resolved",
  "moved",
  "adjusted",
  "ambiguous",
  "changed",
  "unavailable",
] as const;
/** One anchor state. */
export type AnchorState = typeof ANCHOR_STATES[number];

/** Most candidate locations one review row lists. */
export const MAX_CANDIDATES = 100;

/** A place where the recorded quote stands in the current manuscript. */
export interface Candidate {
  readonly start_line: number;
  readonly end_line: number;
  readonly paragraph_sha256: string;
  readonly start: number;
  readonly end: number;
}

/** A selection's standing in the current manuscript. */
export interface Resolution {
  readonly anchor_state: Exclude<AnchorState, "unavailable">;
  readonly candidates: readonly Candidate[];
}

/**
 * Resolves a recorded selection against the current paragraphs (see the module doc).
 * `found` may pass the quote's occurrences when a caller searched many quotes at once
 * (`ParagraphIndex.findMany` with {@linkcode MAX_CANDIDATES}).
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../src/document/parse.ts";
 * import { ParagraphIndex, textSha256 } from "./paragraph_index.ts";
 * const index = new ParagraphIndex(parseManuscript("## One\n\nThe ledger was red.\n", {}));
 * const paragraph_sha256 = textSha256("The ledger was red.");
 * const selection = { start_line: 3, end_line: 3, paragraph_sha256, start: 4, end: 10 };
 * resolveSelection({ ...selection, quote: "ledger" }, index).anchor_state; // "resolved"
 * resolveSelection({ ...selection, quote: "blue" }, index).anchor_state; // "changed"
 * ```
 */
export function resolveSelection(
  selection: Selection,
  index: ParagraphIndex,
  found: readonly Occurrence[] = index.find(selection.quote, MAX_CANDIDATES),
): Resolution {
  if (found.length === 0) return { anchor_state: "changed", candidates: [] };
  const candidates = found.map((o) => candidateOf(index, o.paragraph, o));
  if (found.length > 1) return { anchor_state: "ambiguous", candidates };
  const same = index.at(selection.start_line, selection.end_line);
  if (same >= 0 && index.digest(same) === selection.paragraph_sha256) {
    return { anchor_state: "resolved", candidates };
  }
  const state = candidates[0].paragraph_sha256 === selection.paragraph_sha256
    ? "moved"
    : "adjusted";
  return { anchor_state: state, candidates };
}

function candidateOf(
  index: ParagraphIndex,
  i: number,
  at: { start: number; end: number },
): Candidate {
  const p = index.paragraphs[i];
  return {
    start_line: p.startLine,
    end_line: p.endLine,
    paragraph_sha256: index.digest(i),
    start: at.start,
    end: at.end,
  };
}

/**
 * Checks a new selection against the manuscript it is saved for: a paragraph must span
 * exactly its lines, have its digest, hold the quote at its offsets, and the quote must occur
 * nowhere else (an ambiguous selection could never be told apart from its copy later).
 * Every failure is a `UsageError` (400: an invalid selection, the source digest having
 * matched).
 *
 * @example
 * ```ts
 * import { parseManuscript } from "../../src/document/parse.ts";
 * import { ParagraphIndex, textSha256 } from "./paragraph_index.ts";
 * const index = new ParagraphIndex(parseManuscript("## One\n\nThe ledger was red.\n", {}));
 * const paragraph_sha256 = textSha256("The ledger was red.");
 * const selection = { start_line: 3, end_line: 3, paragraph_sha256, start: 4, end: 10 };
 * requireExactSelection({ ...selection, quote: "ledger" }, index); // passes
 * requireExactSelection({ ...selection, quote: "ledgers" }, index); // throws UsageError
 * ```
 */
export function requireExactSelection(selection: Selection, index: ParagraphIndex): void {
  const { start_line: a, end_line: b } = selection;
  const i = index.at(a, b);
  if (i < 0) {
    throw usageError("link.no_paragraph", { a, b });
  }
  if (index.digest(i) !== selection.paragraph_sha256) {
    throw usageError("link.paragraph_digest", {
      a,
      b,
      actual: index.digest(i),
      expected: selection.paragraph_sha256,
    });
  }
  const text = new CodePointText(index.paragraphs[i].text);
  if (
    selection.end > text.length || text.slice(selection.start, selection.end) !== selection.quote
  ) {
    throw usageError("link.quote_not_there", {
      quote: JSON.stringify(excerpt(selection.quote)),
      start: selection.start,
      end: selection.end,
      a,
      b,
    });
  }
  if (index.find(selection.quote, 2).length > 1) {
    throw usageError("link.ambiguous", { quote: JSON.stringify(excerpt(selection.quote)) });
  }
}

function excerpt(quote: string): string {
  const cps = [...quote];
  return cps.length > 60 ? cps.slice(0, 60).join("") + "…" : quote;
}
