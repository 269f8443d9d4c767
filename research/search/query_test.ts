import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { mulberry32 } from "../../src/codec/prng.ts";
import { fold } from "./fold.ts";
import { MAX_DEPTH, MAX_TERMS, parseQuery } from "./query.ts";
import { SCHEMA_SQL } from "./schema.ts";

/** An in-memory index schema with a few folded passages, to run MATCH for real. */
function ftsTable(texts: string[]): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(SCHEMA_SQL);
  const insert = db.prepare("INSERT INTO passages_fts (rowid, text) VALUES (?, ?)");
  texts.forEach((t, i) => insert.run(i + 1, fold(t)));
  return db;
}

/** Rowids (1-based positions in `texts`) that a query matches, in order. */
function matchIds(db: DatabaseSync, query: string, german = false): number[] {
  const { match } = parseQuery(query, { german });
  if (match === null) return [];
  return (db.prepare("SELECT rowid FROM passages_fts WHERE passages_fts MATCH ? ORDER BY rowid")
    .all(match) as { rowid: number }[]).map((r) => r.rowid);
}

const TEXTS = [
  "An der Straße stand die alte Mühle.", // 1
  "Die Mühle war größer als das Haus.", // 2
  "Er ging die Straße hinunter.", // 3
  "Der Müller schlief; Schlafen war ihm lieb.", // 4
  "Ein Schlaf ohne Träume.", // 5
  "Herr Mueller kam spät.", // 6
  "Die alte Stadt und die neue Mühle.", // 7
  "not a word or two, and NEAR the title: here", // 8
];

Deno.test("words are ANDed, in any order", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "Mühle Straße"), [1]);
  assert.deepEqual(matchIds(db, "Straße Mühle"), [1]);
  assert.equal(parseQuery("Straße alte").match, '("strasse" AND "alte")');
});

Deno.test('"phrases" match the words side by side, in order', () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, '"alte Mühle"'), [1]);
  assert.deepEqual(matchIds(db, '"Mühle alte"'), []);
  assert.deepEqual(matchIds(db, "alte Mühle"), [1, 7]);
  // A run of words without spaces is a phrase too.
  assert.equal(parseQuery("Goethe-Haus").match, '"goethe haus"');
});

Deno.test("prefix* finds words that start with it, and at least what the word finds", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "Schlaf"), [5]);
  assert.deepEqual(matchIds(db, "Schlaf*"), [4, 5]);
  assert.deepEqual(matchIds(db, '"ohne Träu"*'), [5]);
  assert.equal(parseQuery("Schlaf*").match, '"schlaf"*');
  // Shorter than 3 letters: the word itself, never a flood.
  assert.equal(parseQuery("ab*").match, '"ab"');
  // A word is a word: no implicit prefix on the last one.
  assert.equal(parseQuery("Schlaf").match, '"schlaf"');
});

Deno.test("OR finds either side", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "Straße OR Mühle"), [1, 2, 3, 7]);
  assert.deepEqual(matchIds(db, "Schlaf OR Mueller OR Stadt"), [5, 6, 7]);
});

Deno.test("NOT leaves out what follows it", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "Mühle NOT Größer"), [1, 7]);
  assert.deepEqual(matchIds(db, "Mühle NOT (Größer OR neue)"), [1]);
});

Deno.test("AND is a space; NOT binds before AND, AND before OR; parentheses group", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "alte AND Mühle"), [1, 7]);
  assert.equal(
    parseQuery("a b OR c NOT d e").match,
    '(("a" AND "b") OR (("c" NOT "d") AND "e"))',
  );
  assert.deepEqual(matchIds(db, "(Straße OR Stadt) alte"), [1, 7]);
  assert.deepEqual(matchIds(db, "Straße OR Stadt alte"), [1, 3, 7]);
});

Deno.test("lower-case or, and, not are words; so are operators without two operands", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "not or"), [8]);
  assert.equal(parseQuery("OR").match, '"or"');
  assert.equal(parseQuery("NOT").match, '"not"');
  assert.equal(parseQuery("AND").match, '"and"');
  assert.equal(parseQuery("NOT Stadt").match, '("not" AND "stadt")');
  assert.equal(parseQuery("word OR").match, '("word" AND "or")');
  assert.equal(parseQuery("(OR)").match, '"or"');
  assert.equal(parseQuery("a OR OR b").match, '(("a" AND "or") OR "b")');
});

Deno.test("unbalanced quotes and parentheses are mended, never an error", () => {
  const db = ftsTable(TEXTS);
  assert.equal(parseQuery('"alte Stadt').match, '"alte stadt"');
  assert.equal(parseQuery('alte"').match, '"alte"');
  assert.equal(parseQuery("a (b OR c").match, '("a" AND ("b" OR "c"))');
  assert.equal(parseQuery("a) OR (b").match, '("a" OR "b")');
  assert.equal(parseQuery(")))a(((").match, '"a"');
  assert.equal(parseQuery("() a ( )").match, '"a"');
  assert.deepEqual(matchIds(db, '(Straße OR "alte Mühle'), [1, 3]);
  const deep = "(".repeat(100) + "x" + ")".repeat(100);
  assert.equal(parseQuery(deep).match, '"x"');
  const nested = "(".repeat(MAX_DEPTH) + "x OR y" + ")".repeat(MAX_DEPTH);
  assert.equal(parseQuery(nested).match, '("x" OR "y")');
});

Deno.test("FTS5 syntax of its own is no syntax here: NEAR, column filters, ^, +, -, {}", () => {
  const db = ftsTable(TEXTS);
  assert.equal(parseQuery("NEAR(lodz warsaw)").match, '("near" AND ("lodz" AND "warsaw"))');
  assert.equal(parseQuery("title:lodz").match, '"title lodz"');
  assert.equal(parseQuery("{text}: lodz").match, '("text" AND "lodz")');
  assert.equal(parseQuery("^lodz -warsaw +x").match, '(("lodz" AND "warsaw") AND "x")');
  assert.equal(parseQuery('say "x""y"').match, '(("say" AND "x") AND "y")');
  assert.deepEqual(matchIds(db, "title: here"), [8]);
  assert.deepEqual(matchIds(db, "NEAR"), [8]);
});

Deno.test("text without a word to look for gives no expression, never an error", () => {
  for (
    const q of ["", "   ", '"', '""', "*", "**", "(", ")", "()", "-", "^", ":", "\u0301", "!?"]
  ) {
    assert.deepEqual(parseQuery(q), { terms: [], match: null }, JSON.stringify(q));
  }
});

Deno.test("terms are the words searched for: not those after NOT", () => {
  assert.deepEqual(parseQuery("alte Stadt* NOT Haus").terms, [
    { text: "alte", prefix: false },
    { text: "stadt", prefix: true },
  ]);
  // German: every spelling of a word is marked.
  assert.deepEqual(parseQuery("Mühle").terms, [
    { text: "mühle", prefix: false },
    { text: "muehle", prefix: false },
  ]);
});

Deno.test("at most MAX_TERMS words (and operators) are read", () => {
  const q = parseQuery(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "));
  assert.equal(q.terms.length, MAX_TERMS);
  const ors = parseQuery(Array(5000).fill("OR").join(" "));
  assert.equal(ors.terms.length, MAX_TERMS);
});

// Lucene's GermanNormalizationFilter (after Snowball's German2): ä ö ü are also written ae oe
// ue; "ue" is ü except after a vowel or q. https://lucene.apache.org/core/8_6_0/
// analyzers-common/org/apache/lucene/analysis/de/GermanNormalizationFilter.html
Deno.test("German: Mueller finds Müller and Müller finds Mueller; ss and ß are one", () => {
  const db = ftsTable(TEXTS);
  assert.deepEqual(matchIds(db, "Mueller", true), [4, 6]);
  assert.deepEqual(matchIds(db, "Müller"), [4, 6]); // ü makes the query German
  assert.deepEqual(matchIds(db, "Mueller", false), [6]);
  assert.deepEqual(matchIds(db, "Strasse"), [1, 3]);
  assert.deepEqual(matchIds(db, "Muehle NOT groesser", true), [1, 7]);
  assert.deepEqual(matchIds(db, '"alte Muehle"', true), [1]);
  assert.deepEqual(matchIds(db, "Muell*", true), [4, 6]);
  // "neue" keeps its ue (after a vowel): it does not find "neu".
  assert.equal(
    parseQuery("neue Quelle Bauer", { german: true }).match,
    '(("neue" AND "quelle") AND "bauer")',
  );
});

/** Random strings over everything that could break a MATCH expression. */
function randomQuery(next: () => number): string {
  const pools = [
    ['"', "'", "*", "^", "(", ")", ":", "-", "+", "{", "}", "[", "]", ",", ".", "\\", "/"],
    ["AND", "OR", "NOT", "NEAR", "NEAR(", "title:", "text:", "{text}:", "rank", "bm25"],
    ["\u0000", "\u0007", "\t", "\n", "\r", "\u001f", "\u007f", "\u200b", "\u200e", "\ufeff"],
    ["\ud800", "\udfff", "\ud83d", "\ude00", "\u{1F600}", "\u{10FFFF}", "\u{E0001}"],
    ["\u0301", "\u0345", "\u094d", "\u19b0", "\u1cf2", "\u3164", "\uffa0", "\u115f"],
    ["ł", "ß", "ﬁ", "İ", "Σ", "ǅ", "①", "½", "가", "中", "ไ", "ᦰ", "٣", "Ⅻ", "ü", "Ä"],
    ["a", "lodz", "Straße", "x1", "9", " ", "  ", "ab*", "Mühle*", "ue", "OR ", " NOT "],
  ];
  let s = "";
  const n = Math.floor(next() * 16);
  for (let i = 0; i < n; i++) {
    if (next() < 0.15) {
      s += String.fromCharCode(Math.floor(next() * 0x10000));
    } else if (next() < 0.05) {
      s += String.fromCodePoint(Math.floor(next() * 0x110000));
    } else {
      const pool = pools[Math.floor(next() * pools.length)];
      s += pool[Math.floor(next() * pool.length)];
    }
  }
  return s;
}

Deno.test("random Unicode queries never throw and always give valid FTS5, against real FTS5", () => {
  const db = ftsTable([
    "lodz Straße ﬁne",
    "AND OR NOT NEAR title",
    "中文 ไทย हिन्दी 가각",
    "x1 9 ① a Mühle",
  ]);
  const stmt = db.prepare(
    "SELECT rowid, bm25(passages_fts) FROM passages_fts WHERE passages_fts MATCH ?",
  );
  const next = mulberry32(2024);
  let empty = 0;
  let run = 0;
  for (let i = 0; i < 5000; i++) {
    const q = randomQuery(next);
    const german = next() < 0.5;
    const { match } = parseQuery(q, { german });
    if (match === null) {
      empty++;
      continue;
    }
    assert.doesNotThrow(() => stmt.all(match), `${JSON.stringify(q)} -> ${match}`);
    run++;
  }
  // Both outcomes were exercised many times.
  assert.ok(empty > 200 && run > 2000, `empty ${empty}, run ${run}`);
});
