import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { UsageError } from "../../src/errors.ts";
import { fold, SIMPLE_SCRIPT_RE } from "./fold.ts";
import { MAX_TERMS, parseQuery, termSpans } from "./query.ts";
import { SCHEMA_SQL } from "./schema.ts";
import { mulberry32 } from "../../src/codec/prng.ts";

/** An in-memory index schema with a few folded passages, to run MATCH for real. */
function ftsTable(texts: string[]): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(SCHEMA_SQL);
  const insert = db.prepare("INSERT INTO passages_fts (rowid, text) VALUES (?, ?)");
  texts.forEach((t, i) => insert.run(i + 1, fold(t)));
  return db;
}

function matchIds(db: DatabaseSync, query: string): number[] {
  return (db.prepare("SELECT rowid FROM passages_fts WHERE passages_fts MATCH ? ORDER BY rowid")
    .all(parseQuery(query).match) as { rowid: number }[]).map((r) => r.rowid);
}

Deno.test("parseQuery() quotes every term, ANDs them and makes the last a prefix", () => {
  assert.equal(parseQuery("Łódź Straße").match, '"lódź" AND "strasse"*');
  assert.deepEqual(parseQuery("Łódź Straße").terms, [
    { text: "lódź", prefix: false },
    { text: "strasse", prefix: true },
  ]);
});

Deno.test("parseQuery() makes no prefix after a trailing space or for 1-2 letter words", () => {
  assert.equal(parseQuery("strasse ").match, '"strasse"');
  assert.equal(parseQuery("lodz ab").match, '"lodz" AND "ab"');
  assert.equal(parseQuery("abc").match, '"abc"*');
});

Deno.test("parseQuery() turns FTS5 syntax into plain words", () => {
  assert.equal(parseQuery('"lodz').match, '"lodz"*');
  assert.equal(
    parseQuery("a AND b OR c NOT dee").match,
    '"a" AND "and" AND "b" AND "or" AND "c" AND "not" AND "dee"*',
  );
  assert.equal(parseQuery("(lodz)").match, '"lodz"');
  assert.equal(parseQuery("title:lodz").match, '"title" AND "lodz"*');
  assert.equal(parseQuery("lod*").match, '"lod"');
  assert.equal(parseQuery("NEAR(lodz warsaw)").match, '"near" AND "lodz" AND "warsaw"');
  assert.equal(parseQuery("^lodz -warsaw +x").match, '"lodz" AND "warsaw" AND "x"');
  assert.equal(parseQuery("{text}: lodz").match, '"text" AND "lodz"*');
});

Deno.test("parseQuery() rejects text without a word as a usage error", () => {
  for (
    const q of ["", "   ", '"', '""', "*", "(", ")", "-", "^", ":", "\u0301", "\u0000\u0007", "!?"]
  ) {
    assert.throws(() => parseQuery(q), (e) => {
      assert.ok(e instanceof UsageError);
      assert.match((e as Error).message, /^Search needs at least one word/);
      return true;
    }, JSON.stringify(q));
  }
});

Deno.test("parseQuery() keeps at most MAX_TERMS terms and then no prefix", () => {
  const q = parseQuery(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "));
  assert.equal(q.terms.length, MAX_TERMS);
  assert.ok(q.terms.every((t) => !t.prefix));
});

Deno.test("operators in a query are searched as words, not obeyed", () => {
  const db = ftsTable([
    "lodz and warsaw",
    "lodz without the other",
    "warsaw alone",
    "the title of lodz",
  ]);
  assert.deepEqual(matchIds(db, "lodz AND warsaw"), [1]);
  assert.deepEqual(matchIds(db, "lodz OR warsaw"), []); // "or" is a word no text has
  assert.deepEqual(matchIds(db, "lodz NOT warsaw"), []);
  assert.deepEqual(matchIds(db, "title:lodz"), [4]);
  assert.deepEqual(matchIds(db, "NEAR(lodz warsaw)"), []);
  assert.deepEqual(matchIds(db, "-warsaw"), [1, 3]);
  assert.deepEqual(matchIds(db, '"lod'), [1, 2, 4]);
  assert.deepEqual(matchIds(db, 'lod"'), []); // a separator after the word: no prefix
});

Deno.test("termSpans() gives code-point offsets, also after astral characters", () => {
  assert.deepEqual(termSpans("😀 lodz, 𝐀b"), [
    { text: "lodz", start: 2, end: 6 },
    { text: "𝐀b", start: 8, end: 10 },
  ]);
  assert.deepEqual(termSpans("हिन्दी ok"), [
    { text: "हिन्दी", start: 0, end: 6 },
    { text: "ok", start: 7, end: 9 },
  ]);
});

/** Random strings over everything that could break a MATCH expression. */
function randomQuery(next: () => number): string {
  const pools = [
    ['"', "'", "*", "^", "(", ")", ":", "-", "+", "{", "}", "[", "]", ",", ".", "\\", "/"],
    ["AND", "OR", "NOT", "NEAR", "NEAR(", "title:", "text:", "{text}:", "rank", "bm25"],
    ["\u0000", "\u0007", "\t", "\n", "\r", "\u001f", "\u007f", "\u200b", "\u200e", "\ufeff"],
    ["\ud800", "\udfff", "\ud83d", "\ude00", "\u{1F600}", "\u{10FFFF}", "\u{E0001}"],
    ["\u0301", "\u0345", "\u094d", "\u19b0", "\u1cf2", "\u3164", "\uffa0", "\u115f"],
    ["ł", "ß", "ﬁ", "İ", "Σ", "ǅ", "①", "½", "가", "中", "ไ", "ᦰ", "٣", "Ⅻ"],
    ["a", "lodz", "Straße", "x1", "9", " ", "  "],
  ];
  let s = "";
  const n = Math.floor(next() * 12);
  for (let i = 0; i < n; i++) {
    if (next() < 0.2) {
      s += String.fromCharCode(Math.floor(next() * 0x10000));
    } else if (next() < 0.1) {
      s += String.fromCodePoint(Math.floor(next() * 0x110000));
    } else {
      const pool = pools[Math.floor(next() * pools.length)];
      s += pool[Math.floor(next() * pool.length)];
    }
  }
  return s;
}

const EXPRESSION_RE = /^"(?:[^"]|"")+"\*?(?: AND "(?:[^"]|"")+"\*?)*$/u;

Deno.test("random Unicode queries never throw anything but the usage error, against real FTS5", () => {
  const db = ftsTable([
    "lodz Straße ﬁne",
    "AND OR NOT NEAR title",
    "中文 ไทย हिन्दी 가각",
    "x1 9 ① a",
  ]);
  const stmt = db.prepare(
    "SELECT rowid, bm25(passages_fts) FROM passages_fts WHERE passages_fts MATCH ?",
  );
  const next = mulberry32(2024);
  let usage = 0;
  let run = 0;
  for (let i = 0; i < 5000; i++) {
    const q = randomQuery(next);
    let match: string;
    try {
      match = parseQuery(q).match;
    } catch (e) {
      assert.ok(e instanceof UsageError, `${JSON.stringify(q)}: ${e}`);
      usage++;
      continue;
    }
    assert.match(match, EXPRESSION_RE, JSON.stringify(q));
    assert.doesNotThrow(() => stmt.all(match), JSON.stringify(q));
    run++;
  }
  // Both paths were exercised many times.
  assert.ok(usage > 200 && run > 2000, `usage ${usage}, run ${run}`);
});

Deno.test("every letter and digit that makes a term makes at least one unicode61 token", () => {
  // A term the tokenizer reduced to nothing would be an empty phrase and make the whole AND
  // match nothing. Checks every code point against this SQLite build.
  const db = new DatabaseSync(":memory:");
  db.exec(`CREATE VIRTUAL TABLE t USING fts5(x, tokenize="unicode61 remove_diacritics 2");
    CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');`);
  const insert = db.prepare("INSERT INTO t (rowid, x) VALUES (?, ?)");
  const withTerm: number[] = [];
  db.exec("BEGIN");
  for (let c = 0; c <= 0x10ffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    const folded = fold(String.fromCodePoint(c));
    if (termSpans(folded).length === 0) continue;
    withTerm.push(c);
    insert.run(c, folded);
  }
  db.exec("COMMIT");
  const tokenised = new Set(
    (db.prepare("SELECT DISTINCT doc FROM v").all() as { doc: number }[]).map((r) => r.doc),
  );
  const empty = withTerm.filter((c) => !tokenised.has(c)).map((c) => c.toString(16));
  assert.ok(withTerm.length > 100_000);
  assert.deepEqual(empty, []);
});

Deno.test("termSpans() gives the same terms for every simple character on either path", () => {
  // A CJK character at the end sends the text down the general path.
  const general = (t: string) => termSpans(`${t} 中`).slice(0, -1);
  let checked = 0;
  for (let c = 0; c < 0x2e40; c++) {
    if (!SIMPLE_SCRIPT_RE.test(String.fromCodePoint(c))) continue;
    const t = `a${String.fromCodePoint(c)}b`;
    assert.deepEqual(termSpans(t), general(t), `U+${c.toString(16)}`);
    checked++;
  }
  assert.ok(checked > 950, `${checked} characters checked`);
});
