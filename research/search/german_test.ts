import assert from "node:assert/strict";
import { germanSpellings, looksGerman } from "./german.ts";

// The rule of Lucene's GermanNormalizationFilter (after Snowball's German2 stemmer): ß is ss,
// ä ö ü are a o u, "ae" and "oe" are a and o, "ue" is u when not following a vowel or q.
// https://lucene.apache.org/core/8_6_0/analyzers-common/org/apache/lucene/analysis/de/
// GermanNormalizationFilter.html
Deno.test("germanSpellings() gives the word, its plain-vowel and its digraph spelling", () => {
  const table: [string, string[]][] = [
    ["mueller", ["mueller", "muller"]],
    ["müller", ["müller", "mueller"]],
    ["groesse", ["groesse", "grosse"]],
    ["grösse", ["grösse", "groesse"]],
    ["maedchen", ["maedchen", "madchen"]],
    ["übermässig", ["übermässig", "uebermaessig"]], // folded: ß is already ss
    ["ueberfluss", ["ueberfluss", "uberfluss"]],
    // "ue" after a vowel or q is no ü.
    ["neue", ["neue"]],
    ["bauer", ["bauer"]],
    ["quelle", ["quelle"]],
    ["feuer", ["feuer"]],
    // Nothing to vary.
    ["strasse", ["strasse"]],
    ["haus", ["haus"]],
  ];
  for (const [word, expected] of table) assert.deepEqual(germanSpellings(word), expected, word);
});

Deno.test("looksGerman() is true for ä, ö, ü and ß in either case only", () => {
  for (const t of ["Müller", "ÄRGER", "Straße", "GROẞ", "öl"]) assert.ok(looksGerman(t), t);
  for (const t of ["Mueller", "Strasse", "café", "Łódź", ""]) assert.ok(!looksGerman(t), t);
});
