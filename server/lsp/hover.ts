/**
 * Hover on a diagnostic: its plain sentence (the check's message) and the words behind it, as
 * Markdown. For a chapter finding or a threshold hit the words come from the finding-words view
 * (`views/finding_words.ts`: the longest sentences, repeated openings, counted words … of the
 * carrying features) in the wording every other surface uses (`report/finding_words_text.ts`);
 * for a tense flag they are the paragraph's narration words read as present and as past
 * (`features/signal_spans.ts`, as the dashboard marks them). Manuscript text is escaped, so it
 * is shown, never rendered as Markdown.
 *
 * @module
 */

import type { Hover, Position } from "npm:vscode-languageserver@10.1.2/node";
import { chapterSpans } from "../../src/features/signal_spans.ts";
import { findingWordsBlocks, itemLine } from "../../src/report/finding_words_text.ts";
import { labelsFor } from "../../src/report/labels/packs.ts";
import { chapterWords, nameWords } from "../../src/views/finding_words.ts";
import type { Finding } from "../../src/views/findings.ts";
import { lspRange } from "./convert.ts";
import type { DocumentResult } from "./diagnose.ts";

/**
 * Markdown text with every character that Markdown or HTML would read escaped.
 *
 * @example
 * ```ts
 * escapeMarkdown("*so* <b>"); // "\\*so\\* \\<b\\>"
 * ```
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}\[\]()#+\-.!|<>~&]/g, (c) => `\\${c}`);
}

function wordsOf(result: DocumentResult, f: Finding): string[] {
  const { analysis } = result;
  const language = result.settings.uiLanguage;
  const t = labelsFor(language);
  const ct = analysis.chapters.find((c) => c.chapter.number === f.chapter);
  if (ct === undefined) return [];
  if (f.kind === "tense") {
    if (f.paragraph === null) return [];
    const spans = chapterSpans(ct, analysis, {
      signals: ["tense_present", "tense_past"],
      paragraph: f.paragraph.paragraph,
    });
    const list = (signal: string) =>
      spans.filter((s) => s.signal === signal).map((s) => escapeMarkdown(s.text)).join(", ") ||
      "–";
    return [
      `- ${t("tense_present_words")}: ${list("tense_present")}`,
      `- ${t("tense_past_words")}: ${list("tense_past")}`,
    ];
  }
  const names = nameWords(result.settings.names);
  const blocks = findingWordsBlocks(chapterWords(analysis, ct, f.cells, { names }), t, language);
  return blocks.flatMap((b) => [
    `**${escapeMarkdown(b.title)}**`,
    "",
    ...b.items.map((item) => `- ${escapeMarkdown(itemLine(item))}`),
    "",
  ]);
}

function contains(
  d: { start: { line: number }; end: { line: number } },
  line: number,
): boolean {
  return d.start.line <= line && line <= d.end.line;
}

/**
 * The hover at a position: every diagnostic whose lines hold it, its message and its words;
 * null where there is none.
 *
 * @example
 * ```ts
 * import type { DocumentResult } from "./diagnose.ts";
 * declare const result: DocumentResult;
 * hoverAt(result, { line: 10, character: 0 })?.contents; // Markdown, or no hover
 * ```
 */
export function hoverAt(result: DocumentResult, position: Position): Hover | null {
  const line = position.line + 1;
  const hits = result.diagnostics.flatMap((d, i) => contains(d, line) ? [i] : []);
  if (hits.length === 0) return null;
  const parts = hits.map((i) => {
    const d = result.diagnostics[i];
    return [`**${escapeMarkdown(d.message)}**`, "", ...wordsOf(result, result.findings[i])]
      .join("\n").trimEnd();
  });
  const first = result.diagnostics[hits[0]];
  return {
    contents: { kind: "markdown", value: parts.join("\n\n---\n\n") },
    range: lspRange(first.start, first.end),
  };
}
