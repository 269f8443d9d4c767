/**
 * Code actions on the diagnostics of a range: "Dismiss this finding" and "Open the dashboard at
 * this chapter" are commands the server executes ({@linkcode COMMANDS}); "Add a work marker
 * here" is a workspace edit the editor applies to its buffer, computed by the one marker module
 * (`document/markers.ts`, SPEC's `add_marker`: id `m-<8 hex>`, kind `todo`, the finding's
 * message as the note). A tense flag's marker goes before its paragraph, as the dashboard places
 * it; a chapter finding's goes on the line after the heading, so it belongs to that chapter.
 * The edit names the document version it was computed for, so an editor whose buffer has moved
 * on refuses it instead of inserting at a wrong line.
 *
 * @module
 */

import type { CodeAction, Range, TextEdit } from "npm:vscode-languageserver@10.1.2/node";
import { addMarker, MAX_NOTE_LENGTH } from "../../src/document/markers.ts";
import type { DocumentResult } from "./diagnose.ts";
import { toLspDiagnostic } from "./convert.ts";

/** The commands the server executes (`workspace/executeCommand`). */
export const COMMANDS = {
  dismiss: "svc.dismiss",
  openDashboard: "svc.openDashboard",
} as const;

/** The kind of every marker this action adds. */
export const MARKER_KIND = "todo";

/**
 * The one edit that turns `before` into `after` (common prefix and suffix kept), as offsets.
 *
 * @example
 * ```ts
 * singleEdit("One.\nTwo.\n", "One.\nX\nTwo.\n"); // { start: 5, end: 5, text: "X\n" }
 * ```
 */
export function singleEdit(
  before: string,
  after: string,
): { start: number; end: number; text: string } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let tail = 0;
  while (
    tail < before.length - start && tail < after.length - start &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) tail++;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

function positionAt(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}

/**
 * The work-marker edit for finding `index` of a result: the text edit and the marker's id.
 *
 * @example
 * ```ts
 * import type { DocumentResult } from "./diagnose.ts";
 * declare const result: DocumentResult;
 * markerEdit(result, 0).edit.newText; // "<!-- svc:todo m-0a1b2c3d Chapter 2 …: … -->\n"
 * ```
 */
export function markerEdit(result: DocumentResult, index: number): { edit: TextEdit; id: string } {
  const f = result.findings[index];
  const line = f.kind === "tense" ? f.start_line : f.start_line + 1;
  const note = result.diagnostics[index].message.replace(/\s+/g, " ").slice(0, MAX_NOTE_LENGTH);
  const { text, marker } = addMarker(result.text, { kind: MARKER_KIND, note, line });
  const change = singleEdit(result.text, text);
  const range: Range = {
    start: positionAt(result.text, change.start),
    end: positionAt(result.text, change.end),
  };
  return { edit: { range, newText: change.text }, id: marker.id };
}

function overlaps(a: Range, b: Range): boolean {
  const before = (p: Range["start"], q: Range["start"]) =>
    p.line < q.line || (p.line === q.line && p.character <= q.character);
  return before(a.start, b.end) && before(b.start, a.end);
}

/**
 * The code actions of the diagnostics that overlap `range` in a result.
 *
 * @example
 * ```ts
 * import type { DocumentResult } from "./diagnose.ts";
 * declare const result: DocumentResult;
 * const range = { start: { line: 9, character: 0 }, end: { line: 9, character: 0 } };
 * codeActions(result, "file:///home/me/book.md", range).map((a) => a.title);
 * ```
 */
export function codeActions(result: DocumentResult, uri: string, range: Range): CodeAction[] {
  const m = result.messages.lsp;
  const actions: CodeAction[] = [];
  result.diagnostics.forEach((d, i) => {
    const diagnostic = toLspDiagnostic(d, uri);
    if (!overlaps(diagnostic.range, range)) return;
    actions.push({
      title: m.dismiss,
      kind: "quickfix",
      diagnostics: [diagnostic],
      command: { title: m.dismiss, command: COMMANDS.dismiss, arguments: [uri, d.fingerprint] },
    });
    try {
      const { edit } = markerEdit(result, i);
      actions.push({
        title: m.addMarker,
        kind: "quickfix",
        diagnostics: [diagnostic],
        edit: {
          documentChanges: [{ textDocument: { uri, version: result.version }, edits: [edit] }],
        },
      });
    } catch {
      // A line inside a fenced block or a multi-line comment takes no marker: no action.
    }
    actions.push({
      title: m.openDashboard,
      diagnostics: [diagnostic],
      command: {
        title: m.openDashboard,
        command: COMMANDS.openDashboard,
        arguments: [uri, d.chapter],
      },
    });
  });
  return actions;
}
