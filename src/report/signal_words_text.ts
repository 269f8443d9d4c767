/**
 * Text report of the words behind one chapter's signals (`svc style FILE --explain-chapter N`):
 * per signal its value and z*, the number of counted words, the most frequent ones and every
 * counted word by paragraph, wrapped to {@linkcode WIDTH} columns. Numbers use the catalogue's
 * locale (decimal comma in German).
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { SignalWordsResult } from "../views/signal_words.ts";

/** Line width of the report. */
export const WIDTH = 100;

/** Wraps `items` after `head` (a space between), continuing with `indent` spaces; items stay whole. */
function wrapList(head: string, items: readonly string[], indent: number, comma = true): string[] {
  const lines: string[] = [];
  let line = head;
  let pieces = 0;
  items.forEach((item, k) => {
    const piece = item + (comma && k < items.length - 1 ? "," : "");
    if (pieces > 0 && line.length + 1 + piece.length > WIDTH) {
      lines.push(line);
      line = " ".repeat(indent) + piece;
    } else {
      line += " " + piece;
    }
    pieces++;
  });
  lines.push(line);
  return lines;
}

/**
 * Renders the report.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { SignalWordsResult } from "../views/signal_words.ts";
 * declare const result: SignalWordsResult;
 * const text = renderSignalWordsText(result, messages("en"));
 * // "Words behind the signals — Chapter 3 · …" when result.meta.chapter is 3
 * ```
 */
export function renderSignalWordsText(result: SignalWordsResult, m: Messages): string {
  const w = m.signalWords;
  const number = new Intl.NumberFormat(w.locale, { maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(w.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "exceptZero",
  });
  const title = w.title(result.meta.chapter, result.meta.title);
  const lines = [title, "=".repeat([...title].length), w.note, ""];
  for (const s of result.signals) {
    const facts: string[] = [];
    if (s.value !== null) facts.push(number.format(s.value));
    if (s.z !== null) facts.push(`z* ${signed.format(s.z)}`);
    // A passive is two counted tokens (auxiliary and participle) but one construction.
    facts.push(
      s.signal === "passive_density" ? w.countedPassives(s.tokens / 2) : w.counted(s.tokens),
    );
    lines.push(`${w.names[s.signal] ?? s.signal}: ${facts.join(" · ")}`);
    if (s.tokens === 0) {
      lines.push(`  ${w.none}`, "");
      continue;
    }
    // The commonest words of speech say nothing about it ("you", "the"): dialogue lists runs only.
    if (s.signal !== "dialog_pct") {
      lines.push(...wrapList(`  ${w.mostOften}:`, s.top.map((t) => `${t.word} ${t.count}`), 4));
    }
    for (const p of s.paragraphs) {
      const head = `  ¶${p.paragraph} (${w.lines(p.start_line, p.end_line)}):`;
      // Quoted speech is shown in quotation marks, one segment after the other.
      const speech = s.signal === "dialog_pct";
      const items = speech ? p.runs.map((r) => `“${r}”`) : p.runs;
      lines.push(...wrapList(head, items, 4, !speech));
    }
    lines.push("");
  }
  return lines.join("\n");
}
