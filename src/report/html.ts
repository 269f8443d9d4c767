/**
 * HTML building with one escaping rule: every interpolated value is escaped (through
 * `npm:escape-html`) unless it is already {@linkcode SafeHtml} made by {@linkcode html} or
 * {@linkcode raw}. Manuscript text, titles, names and notes are inert data, so they only ever
 * enter a page as interpolations.
 *
 * @module
 */

// @ts-types="npm:@types/escape-html@1.0.4"
import escapeHtmlLib from "npm:escape-html@1.0.3";

/** A fragment of markup that is already safe to concatenate. */
export class SafeHtml {
  /** The markup. */
  readonly value: string;
  /** Wraps markup that the caller vouches for. Prefer {@linkcode html}. */
  constructor(value: string) {
    this.value = value;
  }
  /** The markup as a string. */
  toString(): string {
    return this.value;
  }
}

/** A value that {@linkcode html} accepts: escaped text, safe markup, or lists of them. */
export type HtmlValue =
  | SafeHtml
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly HtmlValue[];

/**
 * Escapes text for element content and quoted attribute values (`& < > " '`).
 *
 * @example
 * ```ts
 * escapeHtml('"><img onerror=x>'); // "&quot;&gt;&lt;img onerror=x&gt;"
 * ```
 */
export function escapeHtml(text: string): string {
  return escapeHtmlLib(text);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.value;
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

/**
 * Tagged template: literal parts are markup, interpolations are escaped (arrays are joined,
 * `null`/`undefined`/`false` render nothing).
 *
 * @example
 * ```ts
 * html`<p>${"<b>"}</p>`.value; // "<p>&lt;b&gt;</p>"
 * ```
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/**
 * Marks trusted markup (our own CSS, script or SVG built with {@linkcode html}) as safe.
 *
 * @example
 * ```ts
 * html`<div>${raw("<br>")}</div>`.value; // "<div><br></div>"
 * ```
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * JSON for a `<script type="application/json">` block: `<`, `>`, `&` and the line separators
 * are written as `\u` escapes, so no text inside can close the script element.
 *
 * @example
 * ```ts
 * jsonForScript({ a: "</script>" }); // '{"a":"\\u003c/script\\u003e"}'
 * ```
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"),
  );
}
