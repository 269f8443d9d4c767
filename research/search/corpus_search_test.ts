/**
 * Search on the real corpus (../shared/corpus, ten novels in seven languages), one passage per
 * paragraph: `count` against an independent count of the paragraphs (a plain scan of the
 * words, no SQLite), `OR` and `NOT` against set algebra on those scans, `word*` against
 * `word` for words of every novel, and German spellings (`Tuer` for `Tür`) on the German
 * novels. Skipped with a notice where the corpus is absent.
 *
 * @module
 */

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { corpusFiles } from "../../testing/corpus.ts";
import { buildIndexFile } from "./build.ts";
import { fold } from "./fold.ts";
import { type IndexedPassage, openIndex, type PassageHit, type SearchIndex } from "./index.ts";

const files = corpusFiles();
if (files.length === 0) {
  console.warn("[notice] ../shared/corpus not found: corpus search test skipped");
}

interface Paragraph {
  readonly id: string;
  readonly language: string;
  /** The paragraph's words, folded and without diacritics: the reference tokenisation. */
  readonly words: ReadonlySet<string>;
}

/** Folded words without diacritics, by a plain regular expression (not the index's code). */
function wordsOf(text: string): Set<string> {
  const bare = fold(text).normalize("NFD").replace(/\p{M}/gu, "");
  return new Set(bare.match(/[\p{L}\p{N}]+/gu) ?? []);
}

async function corpusIndex(dir: string): Promise<{ index: SearchIndex; paragraphs: Paragraph[] }> {
  const passages: IndexedPassage[] = [];
  const paragraphs: Paragraph[] = [];
  for (const { language, path } of files) {
    const name = path.pathname.split("/").pop()!.replace(/\.md$/, "");
    const text = await Deno.readTextFile(path);
    let offset = 0;
    for (const [ordinal, para] of text.split(/\n\s*\n/).entries()) {
      const length = [...para].length;
      const id = `psg_${name}_${ordinal}`;
      passages.push({
        passage_id: id,
        source_id: `src_${name}`,
        version_id: `ver_${name}`,
        version: 1,
        title: name,
        page: null,
        ordinal,
        start: offset,
        end: offset + length,
        sha256: createHash("sha256").update(para).digest("hex"),
        text: para,
      });
      paragraphs.push({ id, language, words: wordsOf(para) });
      offset += length + 2;
    }
  }
  const path = join(dir, "search.sqlite");
  await buildIndexFile(path, [{ commit: 1, sha256: "a".repeat(64), passages }], {
    projectId: "prj_corpus",
  });
  return { index: openIndex(path, { readonly: true }), paragraphs };
}

/** Every hit of a query, page by page. */
function allIds(index: SearchIndex, query: string, german = false): Set<string> {
  const out = new Set<string>();
  for (let offset = 0;; offset += 100) {
    const page = index.search(query, { limit: 100, offset, german });
    for (const h of page.hits) out.add((h as PassageHit).passage_id);
    if (offset + 100 >= page.count) {
      assert.equal(out.size, page.count, `${query}: pages hold every hit once`);
      return out;
    }
  }
}

function having(paragraphs: readonly Paragraph[], test: (w: ReadonlySet<string>) => boolean) {
  return new Set(paragraphs.filter((p) => test(p.words)).map((p) => p.id));
}

Deno.test({
  name: "on the corpus: count, OR, NOT, word* ⊇ word and German spellings match a plain scan",
  ignore: files.length === 0,
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "svc-corpus-search-" });
    try {
      const { index, paragraphs } = await corpusIndex(dir);
      using _ = index;
      // count is the number of all matching paragraphs, far past the ranking window.
      for (const word of ["und", "the", "de", "che", "het", "que", "sie", "whom"]) {
        const expected = having(paragraphs, (w) => w.has(wordsOf(word).values().next().value!));
        assert.equal(index.search(word, { limit: 1 }).count, expected.size, word);
      }
      const the = index.search("the", { limit: 1 });
      assert.ok(the.count > 1000 && the.capped, `the: ${the.count}`);

      // OR and NOT are set union and difference.
      const gregor = having(paragraphs, (w) => w.has("gregor"));
      const grete = having(paragraphs, (w) => w.has("grete"));
      assert.deepEqual(allIds(index, "Gregor OR Grete"), gregor.union(grete));
      assert.deepEqual(allIds(index, "Gregor NOT Grete"), gregor.difference(grete));
      assert.deepEqual(allIds(index, "Gregor Grete"), gregor.intersection(grete));
      const lene = having(paragraphs, (w) => w.has("lene"));
      assert.deepEqual(
        allIds(index, "(Gregor OR Lene) NOT Grete"),
        gregor.union(lene).difference(grete),
      );

      // word* finds at least what word finds, for words of every language.
      let checked = 0;
      let wider = 0;
      for (const lang of new Set(files.map((f) => f.language))) {
        const vocabulary = new Map<string, number>();
        for (const p of paragraphs) {
          if (p.language !== lang) continue;
          for (const w of p.words) vocabulary.set(w, (vocabulary.get(w) ?? 0) + 1);
        }
        const words = [...vocabulary].filter(([w, n]) => [...w].length >= 4 && n <= 300)
          .sort((a, b) => a[0] < b[0] ? -1 : 1).filter((_, i) => i % 97 === 0).slice(0, 25);
        for (const [w] of words) {
          const exact = allIds(index, w);
          const prefix = allIds(index, `${w}*`);
          assert.ok(exact.isSubsetOf(prefix), `${lang} ${w}: ${exact.size} vs ${prefix.size}`);
          assert.ok(exact.size > 0, `${lang} ${w} is found`);
          checked++;
          if (prefix.size > exact.size) wider++;
        }
      }
      assert.ok(checked >= 150 && wider > 10, `${checked} words, ${wider} wider by prefix`);

      // German: every word of the German novels written with ä, ö or ü is found under its
      // digraph spelling too (Tür -> Tuer), exactly where the word itself is.
      const german = paragraphs.filter((p) => p.language === "de");
      const umlautWords = new Set<string>();
      for (const { path, language } of files) {
        if (language !== "de") continue;
        const text = fold(await Deno.readTextFile(path));
        for (const w of text.match(/\p{L}*[äöü]\p{L}*/gu) ?? []) umlautWords.add(w);
      }
      // (A ü after a vowel is left out: its digraph "ue" there reads as u + e, as in "neue";
      // german.ts, Lucene's rule.)
      const sample = [...umlautWords].filter((w) => !/[aeiouyäöüq]ü/.test(w)).sort()
        .filter((_, i) => i % 40 === 0);
      assert.ok(sample.length > 20, `${sample.length} umlaut words`);
      for (const w of sample) {
        const digraphs = w.replace(/[äöü]/g, (c) => ({ ä: "ae", ö: "oe", ü: "ue" })[c]!);
        const bare = w.normalize("NFD").replace(/\p{M}/gu, "");
        const expected = having(german, (words) => words.has(bare));
        const found = allIds(index, digraphs, true);
        assert.ok(expected.isSubsetOf(found), `${digraphs} finds every ${w}`);
        assert.deepEqual(allIds(index, w), found, `${w} and ${digraphs} find the same`);
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});
