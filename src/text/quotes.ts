/**
 * Dialogue spans: which parts of a paragraph stand inside quotation marks.
 *
 * Quote styles by language: “…” ‘…’ "…" (en), „…“ ‚…‘ »…« «…» (de), «…» “…” (fr es it pt),
 * „…” ‘…’ (nl), ‹…› / ›…‹; and for es, fr, it, pt the em-dash dialogue: a paragraph opening
 * with a dash is speech, and each later em dash toggles between speech and narration
 * (`—Hola —dijo Juan—. ¿Qué tal?`). State resets at each paragraph: an unclosed quote ends
 * with its paragraph (the convention for multi-paragraph speeches re-opens it anyway).
 * A single quote ‘ or ’ next to letters on both sides is an apostrophe, not a quote.
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
const DASH_OPEN = /^\s*[\u2014\u2013]/;

/**
 * Finds quoted spans in one paragraph.
 *
 * @example
 * ```ts
 * dialogueSpans("“Hi,” she said.", "en", false); // [0, 5]
 * ```
 */
export function dialogueSpans(text: string, language: string, dashDialogue: boolean): Spans {
  const closers = CLOSERS_BY_LANGUAGE[language] ?? CLOSERS_BY_LANGUAGE.default;
  const spans: Spans = [];
  if (dashDialogue && DASH_OPEN.test(text)) return dashSpans(text);
  let open = -1;
  let expected = "";
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
  return spans;
}

function isInnerApostrophe(text: string, i: number): boolean {
  return i > 0 && LETTER.test(text[i - 1]) && i + 1 < text.length && LETTER.test(text[i + 1]);
}

function dashSpans(text: string): Spans {
  const spans: Spans = [];
  let start = text.search(/[\u2014\u2013]/);
  let inSpeech = true;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] !== "\u2014") continue;
    if (inSpeech) {
      spans.push(start, i);
      inSpeech = false;
    } else {
      start = i;
      inSpeech = true;
    }
  }
  if (inSpeech) spans.push(start, text.length);
  return spans;
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
