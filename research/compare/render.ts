/**
 * Readable renderings of a comparison report: plain text for a terminal and Markdown for a
 * file or a dossier. Numbers are rounded here and only here; the JSON report stays exact.
 * Titles, names and words come from the texts and are inert data: control characters become
 * spaces, and Markdown punctuation is escaped so a title cannot open a link, an HTML tag or a
 * table cell.
 *
 * @module
 */

import { markdownCell } from "../../src/codec/markdown_cell.ts";
import { fillMessage } from "../../src/i18n/keyed_message.ts";
import type { ResearchTextKey } from "../../src/i18n/research_text_en.ts";
import { FEATURE_TEXTS } from "../../src/report/labels/features.ts";
import {
  isLabelKey,
  LABEL_LANGUAGES,
  type LabelLanguage,
  labelsFor,
} from "../../src/report/labels/packs.ts";
import {
  type RenderTextOptions,
  type ResearchText,
  type Say,
  sayIn,
  TEXT_EN,
} from "../views/text.ts";
import type { CompareNote, ComparisonReport } from "./compare.ts";
import { featureDisplayName, LENGTH_DEPENDENT_FEATURES, type RegisterRow } from "./register.ts";
import type { DistinctiveWord } from "./vocabulary.ts";
import { usageError } from "../keyed_errors.ts";

/** Output formats of {@linkcode renderComparison}. */
export type CompareFormat = "text" | "md";

const formats = new Map<number, Intl.NumberFormat>();

/** A number with fixed decimals and thousands separators; `n/a` (or its wording) for null. */
function num(x: number | null, decimals: number, say: Say): string {
  if (x === null || !Number.isFinite(x)) return say("compare_none");
  let f = formats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, f);
  }
  // "-0.00" says nothing a reader needs.
  const s = f.format(x);
  return /^-0(\.0+)?$/.test(s) ? s.slice(1) : s;
}

const pct = (x: number | null, say: Say) =>
  x === null ? say("compare_none") : `${num(100 * x, 1, say)} %`;

/** Decimals a register value is shown with, by unit. */
function unitDecimals(unit: string): number {
  return unit === "ratio" || unit === "bits" ? 3 : 2;
}

function plain(s: string): string {
  return s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

/**
 * Inert text for Markdown: flattened by {@linkcode plain}, then escaped as a table cell with
 * its Markdown and HTML escaped too; with no line break left, that is right for a line of
 * running text as well.
 */
function md(s: string): string {
  return markdownCell(plain(s), { escapeMarkup: true });
}

function rangeLabel(row: RegisterRow, say: Say): string {
  if (!row.manuscript_range) return say("compare_none");
  const d = unitDecimals(row.unit);
  const kind = row.range_kind === "p10_p90" ? "P10–P90" : "min–max";
  const [low, high] = row.manuscript_range;
  return `${num(low, d, say)} – ${num(high, d, say)} (${kind})`;
}

interface Lines {
  readonly source: string;
  readonly manuscript: string;
  readonly jsd: string;
  readonly tokens: string;
  readonly types: string;
  readonly coverage: string;
}

function summary(r: ComparisonReport, escape: (s: string) => string, say: Say): Lines {
  const s = r.source;
  const n = (x: number | null, d: number) => num(x, d, say);
  const ids = [s.id, s.version ? say("compare_version", { n: s.version }) : null]
    .filter((x) => x !== null).map((x) => escape(x!)).join(", ");
  const title = (s.title ? `“${escape(s.title)}”` : say("compare_untitled")) +
    (ids ? ` [${ids}]` : "");
  const m = r.manuscript;
  const v = r.vocabulary;
  return {
    source: say("compare_source_line", {
      title,
      words: n(s.words, 0),
      sentences: n(s.sentences, 0),
      language: s.language,
    }) +
      (s.detected_language !== s.language && s.detected_language !== "generic"
        ? say("compare_reads_as", { language: s.detected_language })
        : ""),
    manuscript: say("compare_manuscript_line", {
      name: m.name ? escape(m.name) : say("compare_unnamed"),
      words: n(m.words, 0),
      chapters: n(m.chapters, 0),
      comparable: n(m.comparable_chapters, 0),
    }),
    jsd: say("compare_jsd_line", { jsd: n(v.jsd, 4), max: n(v.jsd_max, 4) }),
    tokens: say("compare_tokens_line", {
      source: n(v.source_tokens, 0),
      manuscript: n(v.manuscript_tokens, 0),
    }),
    types: say("compare_types_line", {
      source: n(v.source_types, 0),
      manuscript: n(v.manuscript_types, 0),
      shared: n(v.shared_types, 0),
      jaccard: n(v.jaccard, 3),
    }),
    coverage: say("compare_coverage_line", {
      source: pct(v.source_token_coverage, say),
      manuscript: pct(v.manuscript_token_coverage, say),
    }),
  };
}

function per1000(count: number, total: number, say: Say): string {
  return total > 0 ? num((1000 * count) / total, 2, say) : say("compare_none");
}

function pad(cells: readonly string[][], right: ReadonlySet<number>): string[] {
  const widths = cells[0].map((_, j) => Math.max(...cells.map((row) => row[j].length)));
  return cells.map((row) =>
    "  " + row.map((c, j) => (right.has(j) ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ").trimEnd()
  );
}

function wordRows(r: ComparisonReport, list: readonly DistinctiveWord[], say: Say): string[][] {
  const d = r.distinctive;
  return list.map((w, i) => [
    `${i + 1}.`,
    w.word,
    num(w.g2, 1, say),
    num(w.source_count, 0, say),
    num(w.manuscript_count, 0, say),
    per1000(w.source_count, d.source_content_tokens, say),
    per1000(w.manuscript_count, d.manuscript_content_tokens, say),
  ]);
}

function wordHead(say: Say): string[] {
  return [
    "#",
    say("compare_col_word"),
    "G²",
    say("compare_source"),
    say("compare_manuscript"),
    say("compare_col_source_per_1000"),
    say("compare_col_manuscript_per_1000"),
  ];
}

/** Feature names and units in the wording's language (English names when it has none). */
function featureName(row: RegisterRow, say: Say): string {
  const language = say("compare_names_language");
  if (language === "en" || !isLabelLanguage(language)) return row.display_name;
  return FEATURE_TEXTS[language][row.feature]?.[0] ?? row.display_name;
}

function unitName(row: RegisterRow, say: Say): string {
  const language = say("compare_names_language");
  if (language === "en" || !isLabelLanguage(language)) return row.unit_label;
  const key = `unit_${row.unit}`;
  return isLabelKey(key) ? labelsFor(language)(key) : row.unit_label;
}

function isLabelLanguage(code: string): code is LabelLanguage {
  return (LABEL_LANGUAGES as readonly string[]).includes(code);
}

function registerCells(row: RegisterRow, say: Say): string[] {
  const d = unitDecimals(row.unit);
  return [
    featureName(row, say),
    unitName(row, say),
    num(row.source_value, d, say),
    num(row.manuscript_median, d, say),
    rangeLabel(row, say),
    row.position === null ? say("compare_none") : say(`compare_position_${row.position}`),
  ];
}

function registerHead(say: Say): string[] {
  return [
    say("compare_col_feature"),
    say("compare_col_unit"),
    say("compare_source"),
    say("compare_col_median"),
    say("compare_col_range"),
    say("compare_col_position"),
  ];
}

/**
 * A note in the wording's language: its English sentence (compare.ts fills the English
 * template `compare_note_<code>`) read back into values and filled into the wording's template;
 * the feature list of `length_dependent_omitted` is named again in that language.
 */
function noteText(n: CompareNote, t: ResearchText, say: Say): string {
  const key = `compare_note_${n.code}` as ResearchTextKey;
  if (t === TEXT_EN || !Object.hasOwn(t, key)) return n.message;
  const names: string[] = [];
  const pattern = TEXT_EN[key].split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    names.push(name);
    return "(.*?)";
  }).join("");
  const match = new RegExp(`^${pattern}$`, "s").exec(n.message);
  if (match === null) return n.message;
  const values: Record<string, string> = Object.fromEntries(
    names.map((name, i) => [name, match[i + 1]]),
  );
  if (n.code === "length_dependent_omitted") {
    values.features = [...LENGTH_DEPENDENT_FEATURES].map((feature) =>
      featureName({ feature, display_name: featureDisplayName(feature) } as RegisterRow, say)
    ).join(", ");
  }
  return fillMessage(t[key], values);
}

function renderText(r: ComparisonReport, t: ResearchText): string {
  const say = sayIn(t);
  const s = summary(r, plain, say);
  const labels = [
    say("compare_jsd"),
    say("compare_tokens"),
    say("compare_types"),
    say("compare_coverage"),
  ];
  const width = Math.max(...labels.map((l) => l.length)) + 2;
  const [source, manuscript] = [say("compare_source"), say("compare_manuscript")].map((l) =>
    `${l}:`
  );
  const head = Math.max(source.length, manuscript.length) + 1;
  const out = [
    say("compare_title"),
    "",
    `${source.padEnd(head)}${s.source}`,
    `${manuscript.padEnd(head)}${s.manuscript}`,
    "",
    say("compare_vocabulary"),
    ...[s.jsd, s.tokens, s.types, s.coverage].map((v, i) => `  ${labels[i].padEnd(width)}${v}`),
  ];
  const words = (heading: string, list: readonly DistinctiveWord[]) => {
    out.push("", heading);
    if (list.length === 0) out.push(`  ${say("compare_no_words")}`);
    else {
      out.push(...pad([wordHead(say), ...wordRows(r, list, say)], new Set([0, 2, 3, 4, 5, 6])));
    }
  };
  const columns = say("compare_words_columns");
  words(say("compare_words_source", { columns }), r.distinctive.source);
  words(say("compare_words_manuscript", { columns }), r.distinctive.manuscript);
  out.push("", say("compare_register_line"));
  const rows = r.register.map((row) => registerCells(row, say));
  out.push(...pad([registerHead(say), ...rows], new Set([2, 3])));
  out.push("", say("compare_notes"));
  for (const n of r.notes) out.push(`  - ${plain(noteText(n, t, say))}`);
  return out.join("\n") + "\n";
}

/** Rows of a Markdown table; the columns in `inert` hold text from the texts ({@linkcode md}). */
function mdTable(
  head: readonly string[],
  rows: readonly string[][],
  right: ReadonlySet<number>,
  inert: ReadonlySet<number> = new Set(),
) {
  const cells = (row: readonly string[]) =>
    row.map((c, j) => (inert.has(j) ? md(c) : markdownCell(c))).join(" | ");
  return [
    `| ${cells(head)} |`,
    `|${head.map((_, j) => (right.has(j) ? "---:" : "---")).join("|")}|`,
    ...rows.map((row) => `| ${cells(row)} |`),
  ];
}

function renderMarkdown(r: ComparisonReport, t: ResearchText): string {
  const say = sayIn(t);
  const s = summary(r, md, say);
  const out = [
    `# ${say("compare_md_title")}`,
    "",
    say("compare_md_label"),
    "",
    `- **${say("compare_source")}:** ${s.source}`,
    `- **${say("compare_manuscript")}:** ${s.manuscript}`,
    "",
    `## ${say("compare_vocabulary")}`,
    "",
    `- **${say("compare_jsd")}:** ${s.jsd}`,
    `- **${say("compare_tokens")}:** ${s.tokens}`,
    `- **${say("compare_types")}:** ${s.types}`,
    `- **${say("compare_coverage")}:** ${s.coverage}`,
  ];
  const words = (heading: string, list: readonly DistinctiveWord[]) => {
    out.push("", `### ${heading}`, "");
    if (list.length === 0) out.push(say("compare_md_no_words"));
    else {
      const rows = wordRows(r, list, say);
      out.push(...mdTable(wordHead(say), rows, new Set([0, 2, 3, 4, 5, 6]), new Set([1])));
    }
  };
  out.push("", `## ${say("compare_md_distinctive")}`, "", say("compare_md_distinctive_note"));
  words(say("compare_md_source_more"), r.distinctive.source);
  words(say("compare_md_manuscript_more"), r.distinctive.manuscript);
  out.push("", `## ${say("compare_register")}`, "", say("compare_md_register_note"), "");
  const rows = r.register.map((row) => registerCells(row, say));
  out.push(...mdTable(registerHead(say), rows, new Set([2, 3])));
  out.push("", `## ${say("compare_notes")}`, "");
  // Notes are this module's own sentences, not text from the source or manuscript.
  for (const n of r.notes) out.push(`- ${plain(noteText(n, t, say))}`);
  return out.join("\n") + "\n";
}

/**
 * Renders a comparison report as plain text or Markdown, worded in English unless
 * `options.text` gives another language's table (the CLI passes its interface language's).
 * Throws `UsageError` for another format.
 *
 * @example
 * ```ts
 * import { compareTexts } from "./compare.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * const report = compareTexts("The sea.", "## One\n\nThe sea was grey.\n", { language: "en" });
 * renderComparison(report, "md").startsWith("# Source comparison"); // true
 * renderComparison(report, "text").split("\n")[0]; // "Source comparison (source_internal)"
 * renderComparison(report, "text", { text: messages("de").researchText }).split("\n")[0];
 * // "Quellenvergleich (source_internal)"
 * ```
 */
export function renderComparison(
  report: ComparisonReport,
  format: CompareFormat,
  options: RenderTextOptions = {},
): string {
  const t = options.text ?? TEXT_EN;
  if (format === "text") return renderText(report, t);
  if (format === "md") return renderMarkdown(report, t);
  throw usageError("compare.render_comparison_unknown", { format });
}
