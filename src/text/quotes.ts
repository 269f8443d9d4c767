/**
 * Dialogue spans: which parts of a paragraph stand inside quotation marks.
 *
 * Quote styles by language: “…” ‘…’ "…" (en), „…“ ‚…‘ »…« «…» (de), «…» “…” (fr es it pt),
 * „…” ‘…’ (nl), ‹…› / ›…‹. A single quote ‘ or ’ next to letters on both sides is an
 * apostrophe, not a quote. An unclosed quote runs to the end of its paragraph.
 *
 * Dash dialogue (es, fr, it, pt, as printed and as in many plain-text editions): a paragraph
 * that opens with a dash is speech, and later dashes of the same kind toggle between speech
 * and narration. The opening dash decides the kind:
 * - em dash `—` or en dash `–`: each later em dash toggles (`—Hola —dijo Juan—. ¿Qué tal?`);
 * - horizontal bar `―`: each later bar or em dash toggles;
 * - two or more hyphens `--`: each later run of two or more hyphens toggles
 *   (`-- Ah! -- murmurou o Castanheiro. -- Então…`);
 * - one hyphen-minus followed by speech (a capital letter, `¿`, `¡`, a quote mark or an
 *   ellipsis; `- et tout…` in lower case continues narration):
 *   each later hyphen that is not inside a word toggles (`-¿Para los Pazos? -contestó-.`,
 *   `- Ho capito, - disse`). A Markdown list item `- ¿Qué…` counts the same way: the parser
 *   removes the list marker, and the pipeline passes `listDash`.
 * A hyphen between two letters or digits (`sacro-ilíaca`, `dit-il`, `1890-1900`) never
 * toggles. Languages without dash dialogue (en, de, nl) never read dashes as speech, so a
 * Markdown list item there stays narration.
 *
 * In en, de and nl a quotation left open at the end of a paragraph continues into the
 * following paragraphs only when the text shows it: {@linkcode chapterDialogueSpans} carries it over paragraphs
 * without any quote mark up to one whose first mark closes it (an asymmetric closer such as
 * `”`, `«` or `›`; a straight `"` only when it follows a non-space character), and only when
 * some word follows the opening mark (a mark at the very end of a paragraph is a closer the
 * scan did not see open, not a new quotation). A paragraph
 * that re-opens the quotation (the English convention for multi-paragraph quotations and
 * letters) is quoted by its own opening mark. Without a visible closer nothing is carried, so
 * a stray opening mark never swallows the narration after it.
 *
 * @module
 */

/** Half-open character ranges [start, end) of quoted text, including the marks. */
export type Spans = number[];

const CLOSERS_BY_LANGUAGE: Record<string, Record<string, string>> = {
  de: { "„": "“”", "»": "«", "«": "»", "‚": "‘’", "›": "‹", "‹": "›", '"': '"', "“": "”" },
  nl: { "„": "”“", "“": "”", "‘": "’", "«": "»", "»": "«", '"': '"', "‚": "’‘" },
  default: { "“": "”", "‘": "’", "«": "»", "‹": "›", '"': '"', "„": "“”", "»": "«" },
};

const LETTER = /[\p{L}\p{N}]/u;
/** Every character that can open or close a quote in any language (fast pre-scan). */
const QUOTE_CHARS = /[“”„‘’‚«»‹›"]/g;
/** The opening dash of a dash-dialogue paragraph; a single hyphen only before speech. */
const DASH_OPEN = /^\s*(?:[\u2014\u2013\u2015]|-{2,}|-(?=\s*(?:[\p{Lu}¿¡«»"“„‹›…]|\.\.\.)))/u;
/** What a paragraph opened by a Markdown list marker must start with to be speech. */
const SPEECH_START = /^(?:[\p{Lu}¿¡«»"“„‹›…]|\.\.\.)/u;

/** Dash kinds of a dash-dialogue paragraph (see the module notes). */
type DashKind = "em" | "bar" | "double" | "single";

/**
 * Finds quoted spans in one paragraph. `listDash`: the paragraph's first line opened with a
 * Markdown `- ` list marker that the parser removed (dash dialogue in es, fr, it, pt).
 * `carry`: the closing marks of a quotation left open by an earlier paragraph (see
 * {@linkcode chapterDialogueSpans}); the paragraph starts inside it.
 *
 * @example
 * ```ts
 * dialogueSpans("“Hi,” she said.", "en", false); // [0, 5]
 * dialogueSpans("-¿Sí? -dijo.", "es", true); // [0, 6]
 * ```
 */
export function dialogueSpans(
  text: string,
  language: string,
  dashDialogue: boolean,
  listDash = false,
  carry = "",
): Spans {
  return scan(text, language, dashDialogue, listDash, carry).spans;
}

interface Scan {
  spans: Spans;
  /** The closing marks still expected at the paragraph end ("" when nothing is open). */
  open: string;
}

function scan(
  text: string,
  language: string,
  dashDialogue: boolean,
  listDash: boolean,
  carry: string,
): Scan {
  const closers = CLOSERS_BY_LANGUAGE[language] ?? CLOSERS_BY_LANGUAGE.default;
  if (dashDialogue && carry === "") {
    if (listDash && SPEECH_START.test(text)) {
      return { spans: withQuotes(dashSpans(text, 0, "single"), text, language), open: "" };
    }
    const opener = DASH_OPEN.exec(text);
    if (opener) {
      const at = opener[0].length - 1;
      const ch = text[at];
      const kind: DashKind = ch === "-"
        ? (at > 0 && text[at - 1] === "-" ? "double" : "single")
        : ch === "\u2015"
        ? "bar"
        : "em";
      const start = kind === "double" ? text.indexOf("--") : at;
      return { spans: withQuotes(dashSpans(text, start, kind), text, language), open: "" };
    }
  }
  const spans: Spans = [];
  let open = carry === "" ? -1 : 0;
  let expected = carry;
  QUOTE_CHARS.lastIndex = 0;
  for (let q = QUOTE_CHARS.exec(text); q !== null; q = QUOTE_CHARS.exec(text)) {
    const i = q.index;
    const ch = q[0];
    if (open < 0) {
      const close = closers[ch];
      if (close === undefined) continue;
      if ((ch === "‘" || ch === "‚") && isInnerApostrophe(text, i)) continue;
      open = i;
      expected = close;
    } else if (expected.includes(ch)) {
      if ((ch === "’" || ch === "‘") && isInnerApostrophe(text, i)) continue;
      spans.push(open, i + 1);
      open = -1;
    }
  }
  if (open >= 0) spans.push(open, text.length);
  return { spans, open: open >= 0 ? expected : "" };
}

function isInnerApostrophe(text: string, i: number): boolean {
  return i > 0 && LETTER.test(text[i - 1]) && i + 1 < text.length && LETTER.test(text[i + 1]);
}

/**
 * Dash speech together with the quotations of the same paragraph (Manzoni: `- Ho capito, -
 * disse … «via,» disse poi`): the union of both span lists.
 */
function withQuotes(dash: Spans, text: string, language: string): Spans {
  const quotes = scan(text, language, false, false, "").spans;
  if (quotes.length === 0) return dash;
  const all: [number, number][] = [];
  for (let i = 0; i < dash.length; i += 2) all.push([dash[i], dash[i + 1]]);
  for (let i = 0; i < quotes.length; i += 2) all.push([quotes[i], quotes[i + 1]]);
  all.sort((a, b) => a[0] - b[0]);
  const out: Spans = [];
  for (const [from, to] of all) {
    if (out.length > 0 && from <= out[out.length - 1]) {
      out[out.length - 1] = Math.max(out[out.length - 1], to);
    } else out.push(from, to);
  }
  return out;
}

/** Length of the toggling mark at `i` for a dash kind, or 0. */
function toggleAt(text: string, i: number, kind: DashKind): number {
  const ch = text[i];
  if (kind === "em") return ch === "\u2014" ? 1 : 0;
  if (kind === "bar") return ch === "\u2014" || ch === "\u2015" ? 1 : 0;
  if (ch !== "-") return 0;
  let j = i;
  while (j < text.length && text[j] === "-") j++;
  if (kind === "double") return j - i >= 2 ? j - i : 0;
  const inWord = j - i === 1 && i > 0 && LETTER.test(text[i - 1]) && j < text.length &&
    LETTER.test(text[j]);
  return inWord ? 0 : j - i;
}

/** Speech spans of a dash paragraph whose speech starts at `start`. */
function dashSpans(text: string, start: number, kind: DashKind): Spans {
  const spans: Spans = [];
  let from = start;
  let inSpeech = true;
  // The opening mark itself does not toggle.
  let i = start + Math.max(1, toggleAt(text, start, kind));
  if (start === 0 && toggleAt(text, 0, kind) === 0) i = 0;
  while (i < text.length) {
    const n = toggleAt(text, i, kind);
    if (n === 0) {
      i++;
      continue;
    }
    if (inSpeech) spans.push(from, i);
    else from = i;
    inSpeech = !inSpeech;
    i += n;
  }
  if (inSpeech) spans.push(from, text.length);
  return spans;
}

/**
 * Languages whose quotation marks tell an opening from a closing mark. French, Spanish,
 * Italian and Portuguese editions use `»` both to close and, at a paragraph start, to continue
 * a quotation (and plain-text editions mix both guillemets), so nothing is carried there.
 */
const CARRY_LANGUAGES: ReadonlySet<string> = new Set(["en", "de", "nl"]);

/** One paragraph as {@linkcode chapterDialogueSpans} reads it. */
export interface QuoteParagraph {
  readonly text: string;
  /** The first line opened with a Markdown `- ` list marker (removed by the parser). */
  readonly listDash?: boolean;
}

/**
 * Quoted spans of a chapter's paragraphs, with open quotations carried over paragraphs as
 * the module notes describe.
 *
 * @example
 * ```ts
 * chapterDialogueSpans([{ text: "»Liebe Käthe, ich bin hier." }, { text: "Es regnet." },
 *   { text: "Deine Anna« Er las es zweimal." }], "de", false);
 * // [[0, 27], [0, 10], [0, 11]]
 * ```
 */
export function chapterDialogueSpans(
  paragraphs: readonly QuoteParagraph[],
  language: string,
  dashDialogue: boolean,
): Spans[] {
  const closers = CLOSERS_BY_LANGUAGE[language] ?? CLOSERS_BY_LANGUAGE.default;
  const carries = CARRY_LANGUAGES.has(language);
  const out: Spans[] = [];
  let carry = "";
  for (let k = 0; k < paragraphs.length; k++) {
    const p = paragraphs[k];
    const result = scan(p.text, language, dashDialogue, p.listDash ?? false, carry);
    out.push(result.spans);
    // A mark on the paragraph's last characters, with no word after it, closes something the
    // scan did not see open; it never opens a quotation that runs on.
    const openAt = result.spans[result.spans.length - 2];
    carry = carries && result.open !== "" && /\p{L}/u.test(p.text.slice(openAt + 1)) &&
        closesLater(paragraphs, k + 1, result.open, closers)
      ? result.open
      : "";
  }
  return out;
}

/**
 * Whether the paragraphs from `from` on show the close of a quotation that expects one of
 * `expected`: zero or more paragraphs without any quote mark, then one whose first mark
 * closes it. A paragraph whose first mark opens a quote (a re-opened or a new quotation)
 * ends the search: that paragraph is read on its own.
 */
function closesLater(
  paragraphs: readonly QuoteParagraph[],
  from: number,
  expected: string,
  closers: Readonly<Record<string, string>>,
): boolean {
  if (expected.includes("’")) return false; // a closing ’ is too easily an apostrophe
  for (let k = from; k < paragraphs.length; k++) {
    const text = paragraphs[k].text;
    QUOTE_CHARS.lastIndex = 0;
    for (let q = QUOTE_CHARS.exec(text); q !== null; q = QUOTE_CHARS.exec(text)) {
      const i = q.index;
      const ch = q[0];
      if ((ch === "’" || ch === "‘" || ch === "‚") && isInnerApostrophe(text, i)) continue;
      if (expected.includes(ch)) {
        // A straight quote closes only right after a word or punctuation.
        return ch !== '"' || (i > 0 && !/\s/.test(text[i - 1]));
      }
      if (closers[ch] !== undefined) return false;
    }
  }
  return false;
}

/**
 * Whether offset `pos` lies inside one of the spans; `cursor` lets a caller scanning
 * increasing offsets resume where it left off.
 *
 * @example
 * ```ts
 * inSpans([0, 5], 3, { i: 0 }); // true
 * ```
 */
export function inSpans(spans: Spans, pos: number, cursor: { i: number }): boolean {
  while (cursor.i < spans.length && spans[cursor.i + 1] <= pos) cursor.i += 2;
  return cursor.i < spans.length && spans[cursor.i] <= pos;
}
