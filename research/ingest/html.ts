/**
 * The visible text of an HTML document, by a small tokenizer that follows the HTML tokenizer's
 * rules for tags, attributes, comments and raw-text elements — never a DOM, never a script
 * engine, so nothing in the file can run.
 *
 * What is kept and what is dropped:
 * - Dropped whole: comments, `<!…>` and `<?…>` declarations, CDATA sections (in HTML they are
 *   bogus comments; their content is not prose), and the content of `script`, `style`,
 *   `noscript`, `iframe`, `noembed`, `noframes` (raw text up to the matching end tag, so a
 *   `"</p>"` inside a script is never seen as markup) and of `template`.
 * - `<head>` is dropped except the first `<title>`, which becomes the first paragraph. As in
 *   the HTML parser, a body element or non-blank text ends the head even without `</head>`.
 * - Block elements (p, div, li, h1-h6, tr, blockquote, section, article, table, …) end the
 *   paragraph: a blank line. `<br>` is a line break, so `<br><br>` (the old way to write
 *   paragraphs) is a blank line and a poem's lines stay in one passage. Table cells are
 *   separated by a space.
 * - White space collapses to one space outside `<pre>`/`<listing>`/`<xmp>`, whose text is
 *   kept as written (minus the newline right after `<pre>`).
 * - Character references are decoded by `npm:entities` (the full HTML named set, numeric and
 *   hex, legacy forms without `;` as browsers do) after tokenizing, so `&lt;script&gt;` is
 *   text, never a tag.
 * - Not evaluated: CSS (`display:none`, the `hidden` attribute) and `alt` texts.
 *
 * @module
 */

import { decodeHTML } from "npm:entities@9.0.0";

/** Result of {@link htmlToText}. */
export interface HtmlText {
  /** Visible text, paragraphs separated by a blank line; the title is the first paragraph. */
  readonly text: string;
  /** The first `<title>`, white space collapsed, or null. */
  readonly title: string | null;
}

const DROPPED_RAW = new Set(["script", "style", "noscript", "iframe", "noembed", "noframes"]);
const VERBATIM = new Set(["pre", "listing"]);
const HEAD_CONTENT = new Set([
  "base",
  "basefont",
  "bgsound",
  "link",
  "meta",
  "noscript",
  "script",
  "style",
  "template",
  "title",
  "head",
  "html",
]);
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "caption",
  "center",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "frameset",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "html",
  "legend",
  "li",
  "listing",
  "main",
  "menu",
  "nav",
  "ol",
  "optgroup",
  "option",
  "p",
  "pre",
  "search",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "tr",
  "ul",
  "xmp",
]);

/**
 * Extracts the visible text of an HTML document (see the module notes for the rules).
 *
 * @example
 * ```ts
 * htmlToText("<title>T</title><p>A &amp; B<script>x()</script></p><p>C</p>").text;
 * // "T\n\nA & B\n\nC"
 * ```
 */
export function htmlToText(html: string): HtmlText {
  const src = html.replace(/\r\n?/g, "\n").replace(/^\uFEFF/, "");
  const out = new TextSink();
  const n = src.length;
  let title: string | null = null;
  let inHead = false;
  let headDone = false;
  let template = 0;
  let verbatim = 0;
  let skipNewline = false;

  const leaveHead = () => {
    inHead = false;
    headDone = true;
  };
  const emit = (raw: string) => {
    if (template > 0 || raw === "") return;
    const blank = /^[\t\n\f ]*$/.test(raw);
    if (inHead) {
      if (blank) return;
      leaveHead();
    } else if (!blank) headDone = true;
    let text = decode(raw);
    if (verbatim > 0) {
      if (skipNewline && text.startsWith("\n")) text = text.slice(1);
      skipNewline = false;
      out.verbatim(text);
    } else out.text(text);
  };

  let i = 0;
  while (i < n) {
    const lt = src.indexOf("<", i);
    if (lt < 0) {
      emit(src.slice(i));
      break;
    }
    if (lt > i) emit(src.slice(i, lt));
    i = lt;
    const next = src[i + 1];
    if (src.startsWith("<!--", i)) {
      i = commentEnd(src, i + 4);
      continue;
    }
    if (src.startsWith("<![CDATA[", i)) {
      const close = src.indexOf("]]>", i + 9);
      i = close < 0 ? n : close + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const close = src.indexOf(">", i + 2);
      i = close < 0 ? n : close + 1;
      continue;
    }
    const isEnd = next === "/";
    if (!isAsciiLetter(src.charCodeAt(i + (isEnd ? 2 : 1)))) {
      if (isEnd && src[i + 2] === ">") i += 3;
      else if (isEnd && i + 2 < n) {
        const close = src.indexOf(">", i + 2);
        i = close < 0 ? n : close + 1;
      } else {
        emit("<");
        i++;
      }
      continue;
    }
    const tag = readTag(src, i + (isEnd ? 2 : 1));
    // A tag cut off by the end of the file is dropped, as the HTML tokenizer does.
    if (!tag) break;
    i = tag.end;
    const name = tag.name;
    skipNewline = false;

    if (isEnd) {
      if (name === "template") template = Math.max(0, template - 1);
      else if (name === "head") leaveHead();
      else if (name === "br") out.lineBreak();
      else if (VERBATIM.has(name)) verbatim = Math.max(0, verbatim - 1);
      if (BLOCK.has(name)) out.paragraphBreak();
      continue;
    }

    if (name === "head") {
      if (!headDone) inHead = true;
      continue;
    }
    if (inHead && !HEAD_CONTENT.has(name)) leaveHead();
    else if (!inHead && name !== "html") headDone = true;

    if (DROPPED_RAW.has(name) || name === "title" || name === "textarea" || name === "xmp") {
      const close = rawTextEnd(src, i, name);
      const content = src.slice(i, close);
      i = close;
      if (template > 0) continue;
      if (name === "title") {
        if (title === null) {
          title = collapse(decode(content));
          out.paragraphBreak();
          out.text(title);
          out.paragraphBreak();
        }
      } else if (name === "textarea") out.text(decode(content));
      else if (name === "xmp") {
        out.paragraphBreak();
        out.verbatim(content.startsWith("\n") ? content.slice(1) : content);
      }
      continue;
    }
    if (name === "plaintext") {
      out.paragraphBreak();
      if (template === 0) out.verbatim(src.slice(i));
      break;
    }
    if (name === "template") {
      template++;
      continue;
    }
    if (name === "body") leaveHead();
    if (name === "br") out.lineBreak();
    else if (name === "td" || name === "th") out.space();
    if (BLOCK.has(name)) out.paragraphBreak();
    if (VERBATIM.has(name)) {
      verbatim++;
      skipNewline = true;
    }
  }
  return { text: out.result(), title };
}

/** Collects text with collapsed white space and explicit line and paragraph breaks. */
class TextSink {
  #parts: string[] = [];
  #started = false;
  #lineHasText = false;
  #space = false;
  #breaks = 0;
  /** Newlines at the end of the output (at most 2). */
  #newlines = 0;

  text(s: string): void {
    const words = s.split(/[\t\n\f\r ]+/);
    for (let k = 0; k < words.length; k++) {
      if (k > 0) this.space();
      if (words[k] !== "") this.#put(words[k]);
    }
  }

  verbatim(s: string): void {
    if (s === "") return;
    this.#space = false;
    this.#put(s);
    const kept = s.length - s.replace(/\n+$/, "").length;
    this.#newlines = kept === s.length ? Math.min(2, this.#newlines + kept) : Math.min(2, kept);
    this.#lineHasText = kept === 0;
  }

  space(): void {
    if (this.#lineHasText) this.#space = true;
  }

  lineBreak(): void {
    this.#breaks = Math.min(2, this.#breaks + 1);
    this.#space = false;
  }

  paragraphBreak(): void {
    this.#breaks = 2;
    this.#space = false;
  }

  result(): string {
    return this.#parts.join("").trim();
  }

  #put(s: string): void {
    if (this.#breaks > 0 && this.#started) {
      // Newlines a <pre> already ended with count towards the break.
      this.#parts.push("\n".repeat(Math.max(0, this.#breaks - this.#newlines)));
      this.#lineHasText = false;
    } else if (this.#space && this.#lineHasText) this.#parts.push(" ");
    this.#breaks = 0;
    this.#space = false;
    this.#parts.push(s);
    this.#started = true;
    this.#lineHasText = true;
    this.#newlines = 0;
  }
}

function decode(s: string): string {
  const clean = s.includes("\0") ? s.replaceAll("\0", "") : s;
  return clean.includes("&") ? decodeHTML(clean) : clean;
}

function collapse(s: string): string {
  return s.replace(/[\t\n\f\r ]+/g, " ").trim();
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

function isSpace(ch: string): boolean {
  return ch === " " || ch === "\t" || ch === "\n" || ch === "\f";
}

/** End of a comment opened at `from` - 4: `-->`, `--!>`, or the abrupt `<!-->` / `<!--->`. */
function commentEnd(src: string, from: number): number {
  if (src[from] === ">") return from + 1;
  if (src.startsWith("->", from)) return from + 2;
  const a = src.indexOf("-->", from);
  const b = src.indexOf("--!>", from);
  if (a < 0 && b < 0) return src.length;
  if (b < 0 || (a >= 0 && a < b)) return a + 3;
  return b + 4;
}

/**
 * Reads a tag's name and skips its attributes (quoted values may hold `>`), from the first
 * letter of the name. Null when the file ends inside the tag.
 */
function readTag(src: string, from: number): { name: string; end: number } | null {
  const n = src.length;
  let j = from;
  while (j < n && !isSpace(src[j]) && src[j] !== "/" && src[j] !== ">") j++;
  const name = src.slice(from, j).toLowerCase();
  for (;;) {
    while (j < n && (isSpace(src[j]) || src[j] === "/")) j++;
    if (j >= n) return null;
    if (src[j] === ">") return { name, end: j + 1 };
    j++; // the first character of an attribute name may be anything, even "="
    while (j < n && !isSpace(src[j]) && src[j] !== "/" && src[j] !== ">" && src[j] !== "=") j++;
    while (j < n && isSpace(src[j])) j++;
    if (src[j] !== "=") continue;
    j++;
    while (j < n && isSpace(src[j])) j++;
    const q = src[j];
    if (q === '"' || q === "'") {
      const close = src.indexOf(q, j + 1);
      if (close < 0) return null;
      j = close + 1;
    } else {
      while (j < n && !isSpace(src[j]) && src[j] !== ">") j++;
    }
  }
}

/** Where the raw text of element `name` (opened just before `from`) ends: at `</name`. */
function rawTextEnd(src: string, from: number, name: string): number {
  const re = new RegExp(`</${name}(?=[\\t\\n\\f />]|$)`, "ig");
  re.lastIndex = from;
  const m = re.exec(src);
  return m ? m.index : src.length;
}
