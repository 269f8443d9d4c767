/**
 * Exports of the claim/decision matrix (`renderClaimMatrix`, `claimMatrixFormat`, SPEC 4.2).
 * Both text formats have one row per claim and decision that pins it (a claim without
 * decisions has one row with empty decision cells; decisions that pin no claim follow with
 * empty claim cells), so every claim and every decision appears and the table can be
 * filtered in a spreadsheet. JSON is the data envelope itself, exact.
 *
 * CSV follows RFC 4180: comma separated, CRLF after every record (the last included), a
 * field quoted when it holds a comma, a double quote, CR or LF, quotes doubled inside. A
 * header row names the columns. The text starts with a UTF-8 byte order mark (U+FEFF): without
 * it spreadsheet programs (Excel, LibreOffice's import default on some systems) read the file
 * in the system's legacy code page and show "Mühle" as "MÃ¼hle"; CSV readers that follow
 * RFC 4180 strictly see it as part of the first header name. Formula-injection guard (OWASP "CSV injection"): a cell that
 * begins with `=`, `+`, `-`, `@`, a tab or a CR gets a leading apostrophe, so a spreadsheet
 * shows it as text instead of evaluating it; the apostrophe is added before quoting, so it is
 * part of the value a CSV parser returns. No numeric cell this export writes is negative, so
 * the guard never touches a number.
 *
 * Markdown: a GitHub-flavoured table; cells escape `\` and `|`, write line breaks as `<br>`
 * and other control characters as spaces (see `markdownCell` in src/codec/markdown_cell.ts);
 * other Markdown in titles is left as the author wrote it.
 *
 * @module
 */

import type { ClaimMatrixData, MatrixClaim, MatrixDecision } from "./matrix.ts";
import type { ResearchTextKey } from "../../src/i18n/research_text_en.ts";
import { countIn, mdTable, type RenderTextOptions, sayIn, snapshotIn, TEXT_EN } from "./text.ts";
import { usageError } from "../keyed_errors.ts";

/** Formats of the matrix export. */
export const MATRIX_FORMATS = ["json", "md", "csv"] as const;
/** A matrix export format. */
export type MatrixFormat = typeof MATRIX_FORMATS[number];

/** What a format is served as. */
export interface MatrixFormatInfo {
  readonly format: MatrixFormat;
  /** HTTP `Content-Type`. */
  readonly media_type: string;
  /** File name extension with its dot. */
  readonly extension: string;
}

const INFO: Readonly<Record<MatrixFormat, MatrixFormatInfo>> = {
  json: { format: "json", media_type: "application/json; charset=utf-8", extension: ".json" },
  md: { format: "md", media_type: "text/markdown; charset=utf-8", extension: ".md" },
  csv: { format: "csv", media_type: "text/csv; charset=utf-8", extension: ".csv" },
};

/**
 * Checks a matrix format (absent means `json`) and says how it is served.
 *
 * @example
 * ```ts
 * claimMatrixFormat("csv").media_type; // "text/csv; charset=utf-8"
 * ```
 */
export function claimMatrixFormat(format: unknown = "json"): MatrixFormatInfo {
  if (typeof format !== "string" || !Object.hasOwn(INFO, format)) {
    throw usageError("view.matrix_format", {
      format: JSON.stringify(format),
      formats: MATRIX_FORMATS.join(", "),
    });
  }
  return INFO[format as MatrixFormat];
}

/** Columns: CSV header (the JSON field name), Markdown header label, value. */
const COLUMNS: readonly [
  string,
  ResearchTextKey,
  (c: MatrixClaim | null, d: MatrixDecision | null) => string,
][] = [
  ["claim_id", "col_claim_id", (c) => c?.claim_id ?? ""],
  ["claim_title", "col_claim", (c) => c?.title ?? ""],
  ["confidence", "col_confidence", (c) => c?.confidence ?? ""],
  ["claim_revision", "col_revision", (c) => c ? String(c.revision) : ""],
  ["time_period", "col_period", (c) => c?.time_period ?? ""],
  ["dossier_id", "col_dossier_id", (c) => c?.dossier_id ?? ""],
  ["supports", "col_supports", (c) => c ? String(c.evidence.supports) : ""],
  ["contradicts", "col_contradicts", (c) => c ? String(c.evidence.contradicts) : ""],
  ["qualifies", "col_qualifies", (c) => c ? String(c.evidence.qualifies) : ""],
  ["mentions", "col_mentions", (c) => c ? String(c.evidence.mentions) : ""],
  ["decision_id", "col_decision_id", (_, d) => d?.decision_id ?? ""],
  ["decision_title", "col_decision", (_, d) => d?.title ?? ""],
  ["decision_revision", "col_decision_revision", (_, d) => d ? String(d.revision) : ""],
  [
    "pinned_claim_revision",
    "col_pinned_claim_revision",
    (_, d) => d?.pinned_claim_revision == null ? "" : String(d.pinned_claim_revision),
  ],
  [
    "deviation_from_fact",
    "col_deviation_from_fact",
    (_, d) => d ? String(d.deviation_from_fact) : "",
  ],
  ["review_needed", "col_review_needed", (_, d) => d ? String(d.review_needed) : ""],
];

/** The rows of the text exports, as strings, in order. */
function matrixRows(data: ClaimMatrixData): string[][] {
  const rows: string[][] = [];
  const row = (c: MatrixClaim | null, d: MatrixDecision | null) =>
    rows.push(COLUMNS.map(([, , value]) => value(c, d)));
  for (const c of data.claims) {
    if (c.decisions.length === 0) row(c, null);
    for (const d of c.decisions) row(c, d);
  }
  for (const d of data.unlinked_decisions) row(null, d);
  return rows;
}

/** Starts the CSV export so that spreadsheet programs read it as UTF-8 (see the module doc). */
const CSV_BOM = "\uFEFF";

/** Code units of `=`, `+`, `-`, `@`, tab and CR: a cell starting with one is guarded. */
const FORMULA_LEADS = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field: the formula guard, then RFC 4180 quoting.
 *
 * @example
 * ```ts
 * csvCell('=1+1'); // "'=1+1"
 * csvCell('say "hi", then go'); // '"say ""hi"", then go"'
 * ```
 */
export function csvCell(value: string): string {
  const guarded = FORMULA_LEADS.has(value.charCodeAt(0)) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * Renders the matrix as Markdown or CSV (see the module doc for both formats).
 *
 * @example
 * ```ts
 * import { claimMatrixData } from "../api/views.ts";
 * const data = await claimMatrixData("/tmp/ledger");
 * renderClaimMatrix(data, "csv").startsWith("\uFEFFclaim_id,claim_title,confidence,"); // true
 * renderClaimMatrix(data, "md").startsWith("# Claim/decision matrix\n"); // true
 * ```
 *
 * The Markdown is worded in English unless `options.text` gives another language's; the CSV
 * header is the JSON's field names in every language.
 */
export function renderClaimMatrix(
  data: ClaimMatrixData,
  format: "md" | "csv",
  options: RenderTextOptions = {},
): string {
  const info = claimMatrixFormat(format);
  const rows = matrixRows(data);
  if (info.format === "csv") {
    return CSV_BOM +
      [COLUMNS.map(([h]) => h), ...rows].map((r) => r.map(csvCell).join(",") + "\r\n").join("");
  }
  if (info.format !== "md") {
    throw usageError("views.renderclaimmatrix_renders_md");
  }
  const decisions = data.claims.reduce((n, c) => n + c.decisions.length, 0) +
    data.unlinked_decisions.length;
  const t = options.text ?? TEXT_EN;
  const footer = sayIn(t)("matrix_footer", {
    claims: countIn(t, "claim", data.claims.length),
    decisions: countIn(t, "decision", decisions),
    snapshot: snapshotIn(t, data.snapshot),
  });
  return `# ${t.matrix_title}\n\n` + mdTable(COLUMNS.map(([, h]) => t[h]), rows) +
    `\n${footer}\n`;
}
