/**
 * A `svc check` diagnostic (`report/check/diagnostics.ts`: 1-based lines and columns, end
 * column exclusive, UTF-16 code units) as an LSP diagnostic (0-based lines and characters in
 * UTF-16, the protocol's default position encoding): only the coordinates and the severity
 * scale change, the range, message and related locations are the check's own. The finding's
 * fingerprint travels in `data`, so code actions know what they act on.
 *
 * @module
 */

import type {
  Diagnostic as LspDiagnostic,
  DiagnosticSeverity,
  Range,
} from "npm:vscode-languageserver@10.1.2/node";
import type { Diagnostic, Position, Severity } from "../../src/report/check/diagnostics.ts";

/** LSP severities: Error 1, Warning 2, Information 3. */
const LSP_SEVERITY: Readonly<Record<Severity, DiagnosticSeverity>> = {
  error: 1,
  warning: 2,
  note: 3,
};

/** The diagnostic source shown by editors. */
export const SOURCE = "svc";

/** What a published diagnostic carries in `data`. */
export interface DiagnosticData {
  readonly fingerprint: string;
}

/**
 * A 1-based range as an LSP range.
 *
 * @example
 * ```ts
 * lspRange({ line: 3, column: 1 }, { line: 3, column: 12 });
 * // { start: { line: 2, character: 0 }, end: { line: 2, character: 11 } }
 * ```
 */
export function lspRange(start: Position, end: Position): Range {
  return {
    start: { line: start.line - 1, character: start.column - 1 },
    end: { line: end.line - 1, character: end.column - 1 },
  };
}

/**
 * A check diagnostic of the document at `uri` as an LSP diagnostic.
 *
 * @example
 * ```ts
 * import type { Diagnostic } from "../../src/report/check/diagnostics.ts";
 * declare const d: Diagnostic;
 * toLspDiagnostic(d, "file:///home/me/book.md").source; // "svc"
 * ```
 */
export function toLspDiagnostic(d: Diagnostic, uri: string): LspDiagnostic {
  const data: DiagnosticData = { fingerprint: d.fingerprint };
  return {
    range: lspRange(d.start, d.end),
    severity: LSP_SEVERITY[d.severity],
    code: d.rule,
    source: SOURCE,
    message: d.message,
    data,
    ...(d.related.length > 0
      ? {
        relatedInformation: d.related.map((r) => ({
          location: { uri, range: lspRange(r.start, r.end) },
          message: r.message,
        })),
      }
      : {}),
  };
}
