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
import type { ComparisonReport } from "./compare.ts";
import type { RegisterRow } from "./register.ts";
import type { DistinctiveWord } from "./vocabulary.ts";
import { usageError } from "../keyed_errors.ts";

/** Output formats of {@linkcode renderComparison}. */
export type CompareFormat = "text" | "md";

const formats = new Map<number, Intl.NumberFormat>();

/** A number with fixed decimals and thousands separators; `n/a` for null. */
function num(x: number | null, decimals: number): string {
  if (x === null || !Number.isFinite(x)) return "n/a";
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

const pct = (x: number | null) => (x === null ? "n/a" : `${num(100 * x, 1)} %`);

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

function rangeLabel(row: RegisterRow): string {
  if (!row.manuscript_range) return "n/a";
  const d = unitDecimals(row.unit);
  const kind = row.range_kind === "p10_p90" ? "P10–P90" : "min–max";
  return `${num(row.manuscript_range[0], d)} – ${num(row.manuscript_range[1], d)} (${kind})`;
}

interface Lines {
  readonly source: string;
  readonly manuscript: string;
  readonly jsd: string;
  readonly tokens: string;
  readonly types: string;
  readonly coverage: string;
}

function summary(r: ComparisonReport, escape: (s: string) => string): Lines {
  const s = r.source;
  const ids = [s.id, s.version ? `version ${s.version}` : null].filter((x) => x !== null)
    .map((x) => escape(x!)).join(", ");
  const title = s.title ? `“${escape(s.title)}”` : "(untitled)";
  const m = r.manuscript;
  const v = r.vocabulary;
  return {
    source: `${title}${ids ? ` [${ids}]` : ""}: ${num(s.words, 0)} words, ` +
      `${num(s.sentences, 0)} sentences, analysed as ${s.language}` +
      (s.detected_language !== s.language && s.detected_language !== "generic"
        ? ` (reads as ${s.detected_language})`
        : ""),
    manuscript: `${m.name ? escape(m.name) : "(unnamed)"}: ${num(m.words, 0)} words in ` +
      `${num(m.chapters, 0)} chapters (${num(m.comparable_chapters, 0)} of at least 100 words)`,
    jsd: `${num(v.jsd, 4)} (natural log; 0 = same distribution, ln 2 = ${
      num(v.jsd_max, 4)
    } = no shared word)`,
    tokens: `source ${num(v.source_tokens, 0)}, manuscript ${num(v.manuscript_tokens, 0)}`,
    types: `source ${num(v.source_types, 0)}, manuscript ${num(v.manuscript_types, 0)}, ` +
      `shared ${num(v.shared_types, 0)} (Jaccard ${num(v.jaccard, 3)})`,
    coverage: `${pct(v.source_token_coverage)} of the source's running words use a word ` +
      `the manuscript has; ${pct(v.manuscript_token_coverage)} the other way`,
  };
}

function per1000(count: number, total: number): string {
  return total > 0 ? num((1000 * count) / total, 2) : "n/a";
}

function pad(cells: readonly string[][], right: ReadonlySet<number>): string[] {
  const widths = cells[0].map((_, j) => Math.max(...cells.map((row) => row[j].length)));
  return cells.map((row) =>
    "  " + row.map((c, j) => (right.has(j) ? c.padStart(widths[j]) : c.padEnd(widths[j])))
      .join("  ").trimEnd()
  );
}

function wordRows(r: ComparisonReport, list: readonly DistinctiveWord[]): string[][] {
  const d = r.distinctive;
  return list.map((w, i) => [
    `${i + 1}.`,
    w.word,
    num(w.g2, 1),
    num(w.source_count, 0),
    num(w.manuscript_count, 0),
    per1000(w.source_count, d.source_content_tokens),
    per1000(w.manuscript_count, d.manuscript_content_tokens),
  ]);
}

const WORD_HEAD = ["#", "Word", "G²", "Source", "Manuscript", "Source ‰", "Manuscript ‰"];

function registerCells(row: RegisterRow): string[] {
  const d = unitDecimals(row.unit);
  return [
    row.display_name,
    row.unit_label,
    num(row.source_value, d),
    num(row.manuscript_median, d),
    rangeLabel(row),
    row.position ?? "n/a",
  ];
}

const REGISTER_HEAD = [
  "Feature",
  "Unit",
  "Source",
  "Manuscript median",
  "Manuscript range",
  "Position",
];

function renderText(r: ComparisonReport): string {
  const s = summary(r, plain);
  const out = [
    "Source comparison (source_internal)",
    "",
    `Source:     ${s.source}`,
    `Manuscript: ${s.manuscript}`,
    "",
    "Vocabulary",
    `  Jensen-Shannon divergence  ${s.jsd}`,
    `  Running words              ${s.tokens}`,
    `  Word types                 ${s.types}`,
    `  Coverage                   ${s.coverage}`,
  ];
  const words = (heading: string, list: readonly DistinctiveWord[]) => {
    out.push("", heading);
    if (list.length === 0) out.push("  (no word passes the thresholds)");
    else out.push(...pad([WORD_HEAD, ...wordRows(r, list)], new Set([0, 2, 3, 4, 5, 6])));
  };
  const columns = "log-likelihood G², counts, and per 1,000 content words (‰)";
  words(`Words the source uses more: ${columns}`, r.distinctive.source);
  words(`Words the manuscript uses more: ${columns}`, r.distinctive.manuscript);
  out.push("", "Register: the whole source against the manuscript's chapters");
  out.push(...pad([REGISTER_HEAD, ...r.register.map(registerCells)], new Set([2, 3])));
  out.push("", "Notes");
  for (const n of r.notes) out.push(`  - ${plain(n.message)}`);
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

function renderMarkdown(r: ComparisonReport): string {
  const s = summary(r, md);
  const out = [
    "# Source comparison",
    "",
    "Label: `source_internal`. The source never enters the manuscript's baseline.",
    "",
    `- **Source:** ${s.source}`,
    `- **Manuscript:** ${s.manuscript}`,
    "",
    "## Vocabulary",
    "",
    `- **Jensen-Shannon divergence:** ${s.jsd}`,
    `- **Running words:** ${s.tokens}`,
    `- **Word types:** ${s.types}`,
    `- **Coverage:** ${s.coverage}`,
  ];
  const words = (heading: string, list: readonly DistinctiveWord[]) => {
    out.push("", `### ${heading}`, "");
    if (list.length === 0) out.push("No word passes the thresholds.");
    else {
      out.push(...mdTable(WORD_HEAD, wordRows(r, list), new Set([0, 2, 3, 4, 5, 6]), new Set([1])));
    }
  };
  out.push(
    "",
    "## Distinctive words",
    "",
    "Log-likelihood G² of content words; counts, and per 1,000 content words (‰).",
  );
  words("The source uses more", r.distinctive.source);
  words("The manuscript uses more", r.distinctive.manuscript);
  out.push("", "## Register", "", "The whole source against the manuscript's chapters.", "");
  out.push(...mdTable(REGISTER_HEAD, r.register.map(registerCells), new Set([2, 3])));
  out.push("", "## Notes", "");
  // Notes are this module's own sentences, not text from the source or manuscript.
  for (const n of r.notes) out.push(`- ${plain(n.message)}`);
  return out.join("\n") + "\n";
}

/**
 * Renders a comparison report as plain text or Markdown. Throws `UsageError` for another
 * format.
 *
 * @example
 * ```ts
 * import { compareTexts } from "./compare.ts";
 * const report = compareTexts("The sea.", "## One\n\nThe sea was grey.\n", { language: "en" });
 * renderComparison(report, "md").startsWith("# Source comparison"); // true
 * renderComparison(report, "text").split("\n")[0]; // "Source comparison (source_internal)"
 * ```
 */
export function renderComparison(report: ComparisonReport, format: CompareFormat): string {
  if (format === "text") return renderText(report);
  if (format === "md") return renderMarkdown(report);
  throw usageError("compare.render_comparison_unknown", { format });
}
