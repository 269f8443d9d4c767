/**
 * The search query language, parsed by our own small parser into a safe FTS5 MATCH
 * expression. User text never reaches MATCH as it is: every word is folded ({@linkcode fold}),
 * cut into terms ({@linkcode termSpans}) and written as a quoted FTS5 string; only the
 * operators below, which the parser itself writes, are FTS5 syntax. Parsing never throws.
 *
 * | you write | finds passages with |
 * |---|---|
 * | `Mühle Straße` | both words (anywhere, any order) |
 * | `"alte Mühle"` | the words side by side, in that order |
 * | `Schlaf*` | a word that starts with `schlaf` (at least 3 letters before `*`) |
 * | `Straße OR Mühle` | either word |
 * | `Mühle NOT Größer` | `Mühle`, but not `Größer` |
 * | `(Mühle OR Mill) Stadt` | parentheses group |
 *
 * Rules: `OR`, `AND` and `NOT` are operators only in capitals and only between two operands;
 * anywhere else (`NOT Mühle`, `Mühle OR`, `or`) they are plain words. `NOT` binds tighter than
 * `AND` (a space is `AND`), which binds tighter than `OR`. Everything else that is not a
 * letter or digit separates words (`title:x`, `NEAR`, `^`, `-`, `+` are no syntax); a run of
 * words written without spaces (`Goethe-Haus`, `title:x`) is a phrase. A missing closing
 * quote or parenthesis is added at the end, a stray `)` ignored, `()` dropped, nesting deeper
 * than {@linkcode MAX_DEPTH} flattened, and words and operators after the first
 * {@linkcode MAX_TERMS} ignored (a pasted page is not a query). A prefix shorter than 3
 * letters is searched as a whole word: `a*` would match most of an archive, and the index
 * keeps prefix lists for 3 and 4 letters only. So `word*` always finds at least what `word`
 * finds.
 *
 * German: with `german` (the archive's language is German, or the query holds ä, ö, ü or ß:
 * {@linkcode looksGerman}) every word is looked for in all its spellings
 * ({@linkcode germanSpellings}): `Mueller` finds `Müller` and the other way round.
 *
 * @module
 */

import { fold } from "./fold.ts";
import { germanSpellings, looksGerman } from "./german.ts";
import { type QueryTerm, termSpans } from "./terms.ts";

export type { QueryTerm } from "./terms.ts";

/** A parsed query. */
export interface SearchQuery {
  /** The words searched for (not those after `NOT`), for marking matches in excerpts. */
  readonly terms: readonly QueryTerm[];
  /** The FTS5 MATCH expression, or null when the text holds no word to look for. */
  readonly match: string | null;
}

/** Options of {@linkcode parseQuery}. */
export interface ParseOptions {
  /** Look for German words in all their spellings (also on when the query looks German). */
  readonly german?: boolean;
}

/** Most words and operators one query may hold; the rest are ignored. */
export const MAX_TERMS = 32;
/** Deepest parenthesis nesting kept; deeper pairs are dropped. */
export const MAX_DEPTH = 16;
/** Shortest prefix, in code points, searched as a prefix. */
const MIN_PREFIX = 3;

type Token =
  | { t: "words"; words: string[]; prefix: boolean }
  | { t: "op"; op: "AND" | "OR" | "NOT" }
  | { t: "(" }
  | { t: ")" };

type Node =
  | { n: "words"; words: string[]; prefix: boolean }
  | { n: "AND" | "OR" | "NOT"; a: Node; b: Node };

/**
 * Parses a query (see the module doc for the syntax). Never throws; `match` is null when
 * nothing is left to look for (`""`, `*`, `()`).
 *
 * @example
 * ```ts
 * parseQuery("Straße OR Mühle").match; // '("strasse" OR ("mühle" OR "muehle"))'
 * parseQuery('"alte Stadt" NOT Hafen').match; // '("alte stadt" NOT "hafen")'
 * parseQuery("Mueller", { german: true }).match; // '("mueller" OR "muller")'
 * parseQuery("Schlaf*").match; // '"schlaf"*'
 * parseQuery("*").match; // null
 * ```
 */
export function parseQuery(text: string, options: ParseOptions = {}): SearchQuery {
  const german = options.german === true || looksGerman(text);
  const tokens = asWords(balance(lex(text)));
  const terms: QueryTerm[] = [];
  let at = 0;
  const node = tokens.length === 0 ? null : orExpr();
  if (node === null) return { terms: [], match: null };
  collect(node, true);
  return { terms, match: render(node) };

  function orExpr(): Node {
    let a = andExpr();
    while (isOp("OR")) {
      at++;
      a = { n: "OR", a, b: andExpr() };
    }
    return a;
  }
  function andExpr(): Node {
    let a = notExpr();
    while (at < tokens.length && tokens[at].t !== ")" && !isOp("OR")) {
      if (isOp("AND")) at++;
      a = { n: "AND", a, b: notExpr() };
    }
    return a;
  }
  function notExpr(): Node {
    let a = primary();
    while (isOp("NOT")) {
      at++;
      a = { n: "NOT", a, b: primary() };
    }
    return a;
  }
  function primary(): Node {
    const tok = tokens[at++];
    if (tok.t === "words") return { n: "words", words: tok.words, prefix: tok.prefix };
    // balance() leaves only "(" here, always with an operand and its ")".
    const inner = orExpr();
    at++;
    return inner;
  }
  function isOp(op: string): boolean {
    const tok = tokens[at];
    return tok !== undefined && tok.t === "op" && tok.op === op;
  }

  function collect(n: Node, positive: boolean): void {
    if (n.n === "words") {
      if (!positive) return;
      for (const [i, w] of n.words.entries()) {
        const prefix = n.prefix && i === n.words.length - 1;
        for (const s of german ? germanSpellings(w) : [w]) terms.push({ text: s, prefix });
      }
      return;
    }
    collect(n.a, positive);
    collect(n.b, positive && n.n !== "NOT");
  }

  function render(n: Node): string {
    if (n.n !== "words") return `(${render(n.a)} ${n.n} ${render(n.b)})`;
    const star = n.prefix ? "*" : "";
    if (!german) return quote(n.words.join(" ")) + star;
    const spellings = n.words.map(germanSpellings);
    // A phrase in each word's first, second, … spelling (its own when it has fewer).
    const most = Math.max(...spellings.map((s) => s.length));
    const phrases = Array.from(
      { length: most },
      (_, k) => quote(spellings.map((s) => s[Math.min(k, s.length - 1)]).join(" ")) + star,
    );
    return phrases.length === 1 ? phrases[0] : `(${phrases.join(" OR ")})`;
  }
}

/** A string as an FTS5 string literal: inner quotes doubled. */
function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** Cuts raw text into word groups, operators and parentheses; at most MAX_TERMS words. */
function lex(text: string): Token[] {
  const out: Token[] = [];
  // Words and operators (an operator may become the word "or"), and parentheses apart.
  let budget = MAX_TERMS;
  let parens = 4 * MAX_DEPTH;
  const words = (raw: string, prefix: boolean) => {
    if (budget <= 0) return;
    const found = termSpans(fold(raw)).slice(0, budget).map((s) => s.text);
    if (found.length === 0) return;
    budget -= found.length;
    const last = [...found[found.length - 1]].length;
    out.push({ t: "words", words: found, prefix: prefix && last >= MIN_PREFIX });
  };
  const chunk = /"([^"]*)("?)(\*?)|([()])|([^\s"()]+)/gu;
  for (const m of text.matchAll(chunk)) {
    if (m[1] !== undefined) {
      // A phrase; its `*` counts only right after a closing quote.
      words(m[1], m[2] === '"' && m[3] === "*");
    } else if (m[4] !== undefined) {
      if (parens-- > 0) out.push({ t: m[4] as "(" | ")" });
    } else {
      const raw = m[5];
      if (raw === "OR" || raw === "AND" || raw === "NOT") {
        out.push({ t: "op", op: raw });
        budget--;
      } // A prefix when the chunk ends in `*` right after its last letter or digit.
      else words(raw, /[\p{L}\p{N}\p{M}]\*+$/u.test(raw));
    }
    if (budget <= 0) break;
  }
  return out;
}

/** Operators without an operand on each side become words ("or", "not"). */
function asWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const endsOperand = (t: Token | undefined) => t !== undefined && (t.t === "words" || t.t === ")");
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.t !== "op") {
      out.push(tok);
      continue;
    }
    const next = tokens[i + 1];
    const startsOperand = next !== undefined && (next.t === "words" || next.t === "(");
    if (endsOperand(out[out.length - 1]) && startsOperand) out.push(tok);
    else out.push({ t: "words", words: [tok.op.toLowerCase()], prefix: false });
  }
  return out;
}

/**
 * Matches parentheses: a stray `)` goes, a missing `)` is added at the end, groups without
 * anything inside and pairs nested deeper than MAX_DEPTH go (their content stays).
 */
function balance(tokens: readonly Token[]): Token[] {
  const keep = tokens.map((t) => t.t !== ")");
  // Each open group: where it starts, and whether anything but parentheses is inside yet.
  const open: { at: number; full: boolean }[] = [];
  const close = (g: { at: number; full: boolean }, at: number | null) => {
    const kept = g.full && open.length < MAX_DEPTH;
    keep[g.at] = kept;
    if (at !== null) keep[at] = kept;
    if (g.full && open.length > 0) open[open.length - 1].full = true;
    return kept;
  };
  tokens.forEach((t, i) => {
    if (t.t === "(") open.push({ at: i, full: false });
    else if (t.t === ")") {
      const g = open.pop();
      if (g) close(g, i);
    } else if (open.length > 0) open[open.length - 1].full = true;
  });
  let missing = 0;
  while (open.length > 0) if (close(open.pop()!, null)) missing++;
  const out = tokens.filter((_, i) => keep[i]);
  for (let i = 0; i < missing; i++) out.push({ t: ")" });
  return out;
}
