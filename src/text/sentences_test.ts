import assert from "node:assert/strict";
import { sentenceBreaks } from "./sentences.ts";

const EN = {
  abbreviations: new Set(["mr", "mrs", "dr", "st", "e.g", "etc"]),
  ordinalPeriod: false,
};
const DE = { abbreviations: new Set(["z.b", "bzw", "usw", "dr", "ca", "nr"]), ordinalPeriod: true };

function split(text: string, rules = EN): string[] {
  const starts = [0, ...sentenceBreaks(text, rules), text.length];
  return starts.slice(0, -1).map((s, i) => text.slice(s, starts[i + 1]).trim());
}

Deno.test("sentenceBreaks() splits at terminal punctuation before a capital", () => {
  assert.deepEqual(split("It rained. We stayed in! Did we? Yes."), [
    "It rained.",
    "We stayed in!",
    "Did we?",
    "Yes.",
  ]);
});

Deno.test("sentenceBreaks() survives English abbreviations and initials", () => {
  assert.deepEqual(split("Dr. Hale met Mrs. Orme on St. Agnes Street. J. K. Smith waved."), [
    "Dr. Hale met Mrs. Orme on St. Agnes Street.",
    "J. K. Smith waved.",
  ]);
  assert.deepEqual(split("Bring tools, e.g. Hammers. Then go."), [
    "Bring tools, e.g. Hammers.",
    "Then go.",
  ]);
});

Deno.test("sentenceBreaks() keeps dialogue tags with their quote", () => {
  assert.deepEqual(split("“Come in!” she said. “Sit.” He sat."), [
    "“Come in!” she said.",
    "“Sit.”",
    "He sat.",
  ]);
});

Deno.test("sentenceBreaks() handles German abbreviations and ordinals", () => {
  assert.deepEqual(split("Er kam z. B. am 3. Mai. Dann ging er bzw. lief er.", DE), [
    "Er kam z. B. am 3. Mai.",
    "Dann ging er bzw. lief er.",
  ]);
  assert.deepEqual(split("„Komm!“, sagte sie. Er kam.", DE), ["„Komm!“, sagte sie.", "Er kam."]);
});

Deno.test("sentenceBreaks() treats ellipses by what follows", () => {
  assert.deepEqual(split("He waited… and waited... Then he left."), [
    "He waited… and waited...",
    "Then he left.",
  ]);
});

Deno.test("sentenceBreaks() keeps a Spanish dialogue tag after a dash", () => {
  const es = { abbreviations: new Set(["sr", "sra"]), ordinalPeriod: false };
  assert.deepEqual(split("—¿Vienes? —preguntó la Sra. Ulloa. —Sí.", es), [
    "—¿Vienes? —preguntó la Sra. Ulloa.",
    "—Sí.",
  ]);
});

Deno.test("sentenceBreaks() does not treat the pronoun I as an initial", () => {
  assert.deepEqual(split("It was I. Nobody else came."), ["It was I.", "Nobody else came."]);
});
