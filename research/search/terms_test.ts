import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { fold, SIMPLE_SCRIPT_RE } from "./fold.ts";
import { termSpans } from "./terms.ts";

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
