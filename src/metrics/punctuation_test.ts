import assert from "node:assert/strict";
import { countPunctuation, type PunctuationCounts } from "./punctuation.ts";

const ZERO: PunctuationCounts = {
  periods: 0,
  commas: 0,
  dashes: 0,
  colons: 0,
  semicolons: 0,
  questions: 0,
  exclamations: 0,
  ellipses: 0,
};
const counts = (partial: Partial<PunctuationCounts>) => ({ ...ZERO, ...partial });

Deno.test("countPunctuation() counts each mark of a plain sentence", () => {
  assert.deepEqual(
    countPunctuation("Yes, he said: no; really? Stop! Done."),
    counts({ commas: 1, colons: 1, semicolons: 1, questions: 1, exclamations: 1, periods: 1 }),
  );
  assert.deepEqual(countPunctuation(""), ZERO);
});

Deno.test("countPunctuation() counts ellipses once and not as periods", () => {
  assert.deepEqual(
    countPunctuation("Wait... no.... Well… fine."),
    counts({ ellipses: 3, periods: 1 }),
  );
  assert.deepEqual(countPunctuation("Er.. right……"), counts({ periods: 2, ellipses: 1 }));
  // spaced dots are three periods (no ellipsis run)
  assert.deepEqual(countPunctuation("So . . . yes"), counts({ periods: 3 }));
});

Deno.test("countPunctuation() counts dashes but not word hyphens", () => {
  // en dash, em dash, spaced hyphen, double hyphen -> 4; "well-known" and "Haupt- und" -> 0
  assert.deepEqual(
    countPunctuation("A – B — C - D -- E well-known Haupt- und Nebensatz"),
    counts({ dashes: 4 }),
  );
  // a run of dashes is one dash; a dialogue dash at the start of the text counts
  assert.deepEqual(countPunctuation("——Nein, sagte sie ---"), counts({ dashes: 2, commas: 1 }));
  assert.deepEqual(countPunctuation("- Hola\n-\tAdiós -x x-"), counts({ dashes: 2 }));
});

Deno.test("countPunctuation() counts closing ? and ! only, not ¿ and ¡", () => {
  assert.deepEqual(
    countPunctuation("¿Vienes? ¡Claro! ¿¡Qué?! Oui ?"),
    counts({ questions: 3, exclamations: 2 }),
  );
});

Deno.test("countPunctuation() handles French no-break spaces around a dash", () => {
  assert.deepEqual(
    countPunctuation("Il vint\u00a0-\u202fpuis partit\u00a0; enfin."),
    counts({
      dashes: 1,
      semicolons: 1,
      periods: 1,
    }),
  );
});
