/**
 * Work markers: list, add and resolve `<!-- svc:KIND m-XXXXXXXX NOTE -->` comments in a
 * manuscript, changing no other byte of it.
 *
 * Conventions (the choices the definition leaves open):
 * - A BOM is kept in front of everything; line numbers count from the text after it.
 * - Lines are split at LF (a CRLF line is one line), as the parser does. The line count is the
 *   count an editor shows: a final line ending does not start a further line, and "" has 0.
 * - The line ending written is the dominant one: CRLF when the file has more CRLF than bare LF
 *   endings, else LF (a tie or a file without endings gets LF).
 * - Appending to a file without a final line ending puts the line ending *before* the comment
 *   (`text + EOL + comment`), so the file keeps its shape and resolving restores it exactly.
 * - The note is trimmed and its runs of spaces/tabs collapsed to one space, exactly as
 *   {@linkcode parseMarkerBody} reads it back; an empty note writes `<!-- svc:KIND m-ID -->`.
 *
 * @module
 */

import { parseMarkerBody, stripComments } from "./comments.ts";
import type { Chapter, Marker } from "./types.ts";
import { ConflictError, UsageError } from "../errors.ts";

// Errors carry the key of their English text in the server's catalogue
// (src/i18n/server_messages_en.ts, `marker.*`), so a German page gets them in German.

// Errors carry the key of their English text in the server's catalogue
// (src/i18n/server_messages_en.ts, `marker.*`), so a German page gets them in German.

export type { Marker };

/** Options of {@linkcode addMarker}. */
export interface AddMarkerOptions {
  /** Marker kind: 1–40 letters, digits, `_` or `-`. */
  readonly kind: string;
  /** Free text, one line, at most {@linkcode MAX_NOTE_LENGTH} characters; may be empty. */
  readonly note: string;
  /** 1-based source line the comment is inserted before; line count + 1 appends. */
  readonly line: number;
}

/** The result of {@linkcode addMarker} and {@linkcode resolveMarker}. */
export interface MarkerEdit {
  /** The whole manuscript after the edit. */
  readonly text: string;
  /** The marker added or removed, with the line it stands (stood) on. */
  readonly marker: Marker;
}

/** Longest note accepted, in Unicode code points. */
export const MAX_NOTE_LENGTH = 2000;

const BOM = "\uFEFF";
const KIND = /^[\p{L}\p{N}_-]{1,40}$/u;
const ID = /^m-[0-9a-f]{8}$/;
/** Control characters other than tab would be invisible or break the line. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Must agree with `FENCE` in document/parse.ts: a matching line opens or closes code. */
const FENCE = /^\s{0,3}(```|~~~)/;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Every work marker of a manuscript, in line order.
 *
 * @example
 * ```ts
 * markers("Text.\n<!-- svc:todo m-0a1b2c3d check -->\n");
 * // [{ id: "m-0a1b2c3d", kind: "todo", note: "check", line: 2 }]
 * ```
 */
export function markers(text: string): Marker[] {
  return [...stripComments(splitBom(text).body).markers];
}

/**
 * The chapter each marker belongs to, in the order of `markers`: the last chapter whose heading
 * line is at or above the marker's line, so a marker on the line right under a heading (where
 * `addMarker` puts one added at a chapter's first line) belongs to that heading's chapter, even
 * before the chapter's first paragraph. Null for a marker above the first chapter (front
 * matter); a marker after the last chapter's text (the appendix) stays with the last chapter.
 *
 * @example
 * ```ts
 * import { parseManuscript } from "./parse.ts";
 * const text = "## One\nIt rained.\n\n## Two\n<!-- svc:todo m-0a1b2c3d check -->\nSun.\n";
 * const doc = parseManuscript(text);
 * markerChapters(doc.markers, doc.chapters); // [2]
 * ```
 */
export function markerChapters(
  markers: readonly Marker[],
  chapters: readonly Pick<Chapter, "number" | "headingLine">[],
): (number | null)[] {
  const starts = [...chapters].sort((a, b) => a.headingLine - b.headingLine);
  return markers.map((m) => {
    let owner: number | null = null;
    for (const c of starts) {
      if (c.headingLine > m.line) break;
      owner = c.number;
    }
    return owner;
  });
}

/**
 * Inserts a new marker comment as its own line before source line `line`. The result is
 * `before + comment + EOL + after` (see the module notes for the file without a final line
 * ending). The id is `m-` + FNV-1a 32-bit (over UTF-8) of
 * `kind + "\0" + note + "\0" + line + "\0" + text`; while it collides with a marker already in
 * the file, `"\0" + n` (n = 1, 2, …) is appended to that input and it is hashed again.
 *
 * @throws {UsageError} for an invalid kind, note or line, or a line inside a multi-line HTML
 * comment or a fenced code block.
 * @example
 * ```ts
 * const { text, marker } = addMarker("One.\nTwo.\n", { kind: "todo", note: "check", line: 2 });
 * // text === `One.\n<!-- svc:todo ${marker.id} check -->\nTwo.\n`; marker.line === 2
 * ```
 */
export function addMarker(text: string, options: AddMarkerOptions): MarkerEdit {
  const kind = checkKind(options.kind);
  const note = checkNote(options.note);
  const { bom, body } = splitBom(text);
  const starts = lineStarts(body);
  const lineCount = starts.length - (body === "" || body.endsWith("\n") ? 1 : 0);
  const line = options.line;
  if (!Number.isInteger(line) || line < 1 || line > lineCount + 1) {
    throw new UsageError(
      `Marker line must be an integer from 1 to ${lineCount + 1}, got ${String(line)}`,
      { ref: { key: "marker.line_range", values: { max: lineCount + 1, line: String(line) } } },
    );
  }
  const at = line - 1 < starts.length ? starts[line - 1] : body.length;
  checkOutsideBlocks(body, line, at);

  const taken = new Set(markers(text).map((m) => m.id));
  const seed = `${kind}\u0000${note}\u0000${line}\u0000${text}`;
  let id = markerId(seed);
  for (let n = 1; taken.has(id); n++) id = markerId(`${seed}\u0000${n}`);

  const comment = note === "" ? `<!-- svc:${kind} ${id} -->` : `<!-- svc:${kind} ${id} ${note} -->`;
  const eol = dominantEol(body);
  const edited = line - 1 < starts.length
    ? body.slice(0, at) + comment + eol + body.slice(at)
    : body + eol + comment;
  return { text: bom + edited, marker: { id, kind, note, line } };
}

/**
 * Removes the marker comment with this id. A comment alone on its line(s) (only spaces or tabs
 * around it) goes with its whole line and line ending; on a last line without a line ending,
 * the line ending before it goes instead. Otherwise only the `<!-- … -->` text is removed. If a
 * hand-edited file holds the id twice, only the first comment (in text order) is removed.
 *
 * @throws {UsageError} when the id is not `m-` + 8 lower-case hex digits.
 * @throws {ConflictError} when no marker has that id (it may have been resolved already).
 * @example
 * ```ts
 * resolveMarker("One.\n<!-- svc:todo m-0a1b2c3d check -->\nTwo.\n", "m-0a1b2c3d").text;
 * // "One.\nTwo.\n"
 * ```
 */
export function resolveMarker(text: string, id: string): MarkerEdit {
  if (typeof id !== "string" || !ID.test(id)) {
    throw new UsageError(`Marker id must be "m-" and 8 lower-case hex digits, got "${id}"`, {
      ref: { key: "marker.id_form", values: { id } },
    });
  }
  const { bom, body } = splitBom(text);
  for (const span of commentSpans(body)) {
    // An unclosed comment is never a marker (stripComments reads markers only at `-->`).
    if (span.end < 0) break;
    const marker = parseMarkerBody(body.slice(span.start + 4, span.end - 3), span.line);
    if (marker?.id === id) {
      return { text: bom + removeComment(body, span.start, span.end), marker };
    }
  }
  throw new ConflictError(`No marker ${id} in the manuscript; it may have been resolved already`, {
    ref: { key: "marker.none", values: { id } },
  });
}

function checkKind(kind: unknown): string {
  if (typeof kind !== "string" || !KIND.test(kind)) {
    throw new UsageError(
      `Marker kind must be 1 to 40 letters, digits, "_" or "-", got "${String(kind)}"`,
      { ref: { key: "marker.kind_form", values: { kind: String(kind) } } },
    );
  }
  return kind;
}

function checkNote(raw: unknown): string {
  if (typeof raw !== "string") {
    throw new UsageError(`Marker note must be a string`, {
      ref: { key: "marker.note_string", values: {} },
    });
  }
  if (/[\r\n\u0085\u2028\u2029]/.test(raw)) {
    throw new UsageError(`Marker note must be one line`, {
      ref: { key: "marker.note_one_line", values: {} },
    });
  }
  const note = raw.replace(/[ \t]+/g, " ").trim();
  if (CONTROL.test(note)) {
    throw new UsageError(`Marker note must not contain control characters`, {
      ref: { key: "marker.note_control", values: {} },
    });
  }
  if ([...note].length > MAX_NOTE_LENGTH) {
    throw new UsageError(`Marker note must be at most ${MAX_NOTE_LENGTH} characters`, {
      ref: { key: "marker.note_length", values: { max: MAX_NOTE_LENGTH } },
    });
  }
  // `--` covers `-->` and `<!--`; a leading `>` is rejected as the definition asks.
  if (note.includes("--") || note.startsWith(">")) {
    throw new UsageError(`Marker note must not contain "--" or start with ">"`, {
      ref: { key: "marker.note_comment", values: {} },
    });
  }
  return note;
}

function checkOutsideBlocks(body: string, line: number, at: number): void {
  const comment = commentSpans(body).find((s) => s.start < at && (s.end < 0 || at < s.end));
  if (comment) {
    throw new UsageError(
      `Line ${line} is inside the HTML comment that starts on line ${comment.line}; ` +
        "choose a line before or after it",
      { ref: { key: "marker.in_comment", values: { line, start: comment.line } } },
    );
  }
  const lines = stripComments(body).lines;
  let fence: number | null = null;
  for (let i = 0; i < line - 1 && i < lines.length; i++) {
    if (FENCE.test(lines[i].text)) fence = fence === null ? i + 1 : null;
  }
  if (fence !== null) {
    throw new UsageError(
      `Line ${line} is inside the fenced code block that starts on line ${fence}; ` +
        "choose a line before or after it",
      { ref: { key: "marker.in_fence", values: { line, start: fence } } },
    );
  }
}

/** `start`: index of `<!--`; `end`: index after `-->` or -1 if unclosed; `line`: of `<!--`. */
interface CommentSpan {
  readonly start: number;
  readonly end: number;
  readonly line: number;
}

/** The comments exactly as {@linkcode stripComments} finds them, with their offsets. */
function commentSpans(body: string): CommentSpan[] {
  const spans: CommentSpan[] = [];
  let pos = 0;
  let line = 1;
  let counted = 0;
  while (pos < body.length) {
    const start = body.indexOf("<!--", pos);
    if (start < 0) break;
    for (let i = counted; i < start; i++) if (body.charCodeAt(i) === 10) line++;
    counted = start;
    const close = body.indexOf("-->", start + 4);
    spans.push({ start, end: close < 0 ? -1 : close + 3, line });
    if (close < 0) break;
    pos = close + 3;
  }
  return spans;
}

function removeComment(body: string, start: number, end: number): string {
  const lineStart = body.lastIndexOf("\n", start - 1) + 1;
  const nl = body.indexOf("\n", end);
  const lineEnd = nl < 0 ? body.length : nl;
  const alone = /^[ \t]*$/.test(body.slice(lineStart, start)) &&
    /^[ \t]*\r?$/.test(body.slice(end, lineEnd));
  if (!alone) return body.slice(0, start) + body.slice(end);
  if (nl >= 0) return body.slice(0, lineStart) + body.slice(nl + 1);
  if (lineStart === 0) return "";
  // Last line without an ending: dropping the ending before it keeps the file's shape.
  const eolStart = lineStart >= 2 && body[lineStart - 2] === "\r" ? lineStart - 2 : lineStart - 1;
  return body.slice(0, eolStart);
}

function splitBom(text: string): { bom: string; body: string } {
  return text.startsWith(BOM) ? { bom: BOM, body: text.slice(1) } : { bom: "", body: text };
}

/** Offset where each line starts: 0 and one past every LF. */
function lineStarts(body: string): number[] {
  const starts = [0];
  for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function dominantEol(body: string): string {
  let crlf = 0;
  let lf = 0;
  for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) {
    if (i > 0 && body[i - 1] === "\r") crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}

/** `m-` + FNV-1a 32-bit hash of the UTF-8 bytes, as 8 lower-case hex digits. */
function markerId(input: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(input)) {
    hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
  }
  return `m-${hash.toString(16).padStart(8, "0")}`;
}
