/**
 * Findings as diagnostics (issue 29): what every `svc check` format prints. A diagnostic has a
 * rule, a level, a severity word, a file range (1-based lines and columns, end column
 * exclusive, in UTF-16 code units as SARIF counts by default), a plain message in the
 * interface language and the related locations behind it:
 *
 * - a chapter beyond chance spans its heading line; its related locations are the features
 *   that carry it, each over the chapter's lines;
 * - a threshold hit (`mild`) spans the heading line of its chapter;
 * - a tense flag spans its paragraph (first column of the first line to the end of the last).
 *
 * @module
 */

import type { Messages } from "../../i18n/messages.ts";
import type { Finding, FindingLevel } from "../../views/findings.ts";
import { labelsFor, type Translate } from "../labels/packs.ts";
import { featurePhrase, findingText } from "../triage_text.ts";

/** The severity words of the formats that have three. */
export type Severity = "error" | "warning" | "note";

/** Severity of each level: a strong chapter is an error, beyond chance a warning, mild a note. */
export const SEVERITY: Readonly<Record<FindingLevel, Severity>> = {
  strong: "error",
  "beyond-chance": "warning",
  mild: "note",
};

/** A 1-based place in the file. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** A range with a message (a related location). */
export interface RelatedLocation {
  readonly message: string;
  readonly start: Position;
  readonly end: Position;
}

/** One finding as a diagnostic. */
export interface Diagnostic {
  readonly fingerprint: string;
  /** `chapter-beyond-chance`, `style/FEATURE` or `tense`. */
  readonly rule: string;
  readonly level: FindingLevel;
  readonly severity: Severity;
  readonly chapter: number;
  readonly chapter_title: string;
  readonly start: Position;
  /** Exclusive end. */
  readonly end: Position;
  readonly message: string;
  readonly related: readonly RelatedLocation[];
}

/** What {@linkcode diagnosticsOf} needs beside the findings. */
export interface DiagnosticsInput {
  /** The manuscript's source lines (`text.split("\n")`, BOM dropped). */
  readonly lines: readonly string[];
  /** Each chapter's last source line, by chapter number. */
  readonly endLines: ReadonlyMap<number, number>;
  readonly messages: Messages;
  /** The interface language of the messages. */
  readonly language: string;
}

/**
 * The rule of a finding.
 *
 * @example
 * ```ts
 * ruleOf({ kind: "cell", feature: "asl" }); // "style/asl"
 * ```
 */
export function ruleOf(finding: Pick<Finding, "kind" | "feature">): string {
  if (finding.kind === "chapter") return "chapter-beyond-chance";
  if (finding.kind === "cell") return `style/${finding.feature}`;
  return "tense";
}

function lineEnd(lines: readonly string[], line: number): Position {
  const text = lines[line - 1] ?? "";
  return { line, column: text.replace(/\r$/, "").length + 1 };
}

function messageOf(f: Finding, input: DiagnosticsInput, t: Translate): string {
  const m = input.messages.check;
  const where = m.chapter(f.chapter, f.chapter_title);
  if (f.kind === "tense") return `${where}: ${m.tense(f.severity ?? 0)}`;
  if (f.kind === "cell") return `${where}: ${findingText(f.cells[0], t, input.language)}`;
  if (f.cells.length === 0) return `${where}: ${m.beyondChance}`;
  // The triage's own sentence (standsOutText) from the carrying features.
  const features = new Intl.ListFormat(input.language, { type: "conjunction" })
    .format(f.cells.map((cell) => featurePhrase(cell, t, input.language)));
  return `${where}: ${t("triage_stands_out", { features })}`;
}

/**
 * The diagnostics of a list of findings, in the same order.
 *
 * @example
 * ```ts
 * import { messages } from "../../i18n/messages.ts";
 * import type { Finding } from "../../views/findings.ts";
 * declare const findings: Finding[];
 * const lines = ["## One", "", "It is late. It was late."];
 * const input = { lines, endLines: new Map([[1, 3]]), messages: messages("en"), language: "en" };
 * diagnosticsOf(findings, input)[0]?.severity; // "error", "warning" or "note"
 * ```
 */
export function diagnosticsOf(
  findings: readonly Finding[],
  input: DiagnosticsInput,
): Diagnostic[] {
  const t = labelsFor(input.language);
  return findings.map((f): Diagnostic => {
    const start = { line: f.start_line, column: 1 };
    const end = lineEnd(input.lines, f.end_line);
    const chapterEnd = lineEnd(input.lines, input.endLines.get(f.chapter) ?? f.end_line);
    return {
      fingerprint: f.fingerprint,
      rule: ruleOf(f),
      level: f.level,
      severity: SEVERITY[f.level],
      chapter: f.chapter,
      chapter_title: f.chapter_title,
      start,
      end,
      message: messageOf(f, input, t),
      related: f.kind === "chapter"
        ? f.cells.map((cell) => ({
          message: findingText(cell, t, input.language),
          start,
          end: chapterEnd,
        }))
        : [],
    };
  });
}
