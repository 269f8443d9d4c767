/**
 * HTML comments: removed from prose (they never count as words) and read for work markers.
 *
 * @module
 */

import type { Marker } from "./types.ts";

/** A source line with its comments removed. */
export interface StrippedLine {
  /** The line without any comment text. */
  readonly text: string;
  /** True when the line held comment text and nothing but whitespace besides. */
  readonly commentOnly: boolean;
}

/** The result of {@linkcode stripComments}. */
export interface StrippedText {
  readonly lines: readonly StrippedLine[];
  readonly markers: readonly Marker[];
}

const MARKER_BODY = /^\s*svc:([\p{L}\p{N}_-]+)\s+(m-[0-9a-f]{8})(?:\s+([\s\S]*?))?\s*$/u;

/**
 * Parses the inside of one comment as a work marker, or returns null.
 *
 * @example
 * ```ts
 * parseMarkerBody(" svc:todo m-0a1b2c3d check the date ", 7);
 * // { id: "m-0a1b2c3d", kind: "todo", note: "check the date", line: 7 }
 * ```
 */
export function parseMarkerBody(body: string, line: number): Marker | null {
  const m = MARKER_BODY.exec(body);
  if (!m) return null;
  return { id: m[2], kind: m[1], note: (m[3] ?? "").replace(/\s+/g, " ").trim(), line };
}

/**
 * Splits text into lines and removes every `<!-- … -->` comment, including comments that span
 * lines. An unclosed comment runs to the end of the file (as a browser would treat it).
 *
 * @example
 * ```ts
 * stripComments("a <!-- x --> b\n<!-- svc:todo m-00000001 fix -->").markers[0].line; // 2
 * ```
 */
export function stripComments(text: string): StrippedText {
  const source = text.split("\n");
  const lines: StrippedLine[] = [];
  const markers: Marker[] = [];
  let inComment = false;
  let body = "";
  let bodyLine = 0;
  for (let i = 0; i < source.length; i++) {
    const line = source[i].endsWith("\r") ? source[i].slice(0, -1) : source[i];
    if (!inComment && !line.includes("<!--")) {
      lines.push({ text: line, commentOnly: false });
      continue;
    }
    let out = "";
    let hadComment = inComment;
    let pos = 0;
    while (pos < line.length) {
      if (inComment) {
        const end = line.indexOf("-->", pos);
        if (end < 0) {
          body += line.slice(pos) + "\n";
          pos = line.length;
        } else {
          body += line.slice(pos, end);
          const marker = parseMarkerBody(body, bodyLine);
          if (marker) markers.push(marker);
          inComment = false;
          pos = end + 3;
        }
      } else {
        const start = line.indexOf("<!--", pos);
        if (start < 0) {
          out += line.slice(pos);
          pos = line.length;
        } else {
          out += line.slice(pos, start);
          inComment = true;
          hadComment = true;
          body = "";
          bodyLine = i + 1;
          pos = start + 4;
        }
      }
    }
    lines.push({ text: out, commentOnly: hadComment && out.trim() === "" });
  }
  return { lines, markers };
}
