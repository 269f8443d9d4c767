import assert from "node:assert/strict";
import { parseManuscript } from "../src/document/parse.ts";
import {
  chopSentences,
  glueSentences,
  plantChanges,
  repeatOpenings,
  swapVocabulary,
  switchTense,
} from "./plants.ts";

const EN = { code: "en", dashDialogue: false, abbreviations: new Set(["mr", "mrs"]) };

Deno.test("glueSentences() glues the given share of sentence ends, evenly, past abbreviations", () => {
  const text = "Mr. Darcy came. We stayed. Nobody left. It rained. They sang.";
  assert.equal(
    glueSentences(text, 1, { k: 0 }, EN.abbreviations),
    "Mr. Darcy came, we stayed, nobody left, it rained, they sang.",
  );
  // Share 0.5: the 2nd and 4th of the four boundaries.
  assert.equal(
    glueSentences(text, 0.5, { k: 0 }, EN.abbreviations),
    "Mr. Darcy came. We stayed, nobody left. It rained, they sang.",
  );
});

Deno.test("chopSentences(), repeatOpenings(), swapVocabulary() and switchTense() edit", () => {
  assert.equal(
    chopSentences("When it rained, we stayed, and read."),
    "When it rained. We stayed. And read.",
  );
  assert.equal(
    repeatOpenings("It rained. Mr. Darcy came.", "Then", EN.abbreviations),
    "Then it rained. Then mr. Darcy came.",
  );
  assert.equal(
    swapVocabulary("An extraordinary conversation began.", ["thing", "good"], { k: 0 }),
    "An thing good began.",
  );
  assert.equal(
    switchTense("She was late. Was he? Hadley had", { was: "is", had: "has" }),
    "She is late. Is he? Hadley has",
  );
  assert.equal(
    switchTense("Er war müde, sie waren fort.", { war: "ist", waren: "sind" }),
    "Er ist müde, sie sind fort.",
  );
});

Deno.test("plantChanges() edits only the planted chapter and removes its dialogue paragraphs", () => {
  const text = [
    "# Book",
    "",
    "## One",
    "",
    "It rained. We stayed",
    "inside all day.",
    "",
    "“Come in,” she said.",
    "",
    "## Two",
    "",
    "It rained. We stayed.",
    "",
  ].join("\n");
  const doc = parseManuscript(text);
  const glued = plantChanges(text, doc, [{ kind: "glue", chapter: 1, share: 1 }], EN);
  assert.equal(
    glued.split("\n").slice(4, 12).join("\n"),
    "It rained, we stayed inside all day.\n\n\n“Come in,” she said.\n\n## Two\n\nIt rained. We stayed.",
  );
  const quiet = plantChanges(text, doc, [{ kind: "no_dialogue", chapter: 1 }], EN);
  assert.ok(!quiet.includes("Come in"));
  assert.ok(quiet.includes("## Two\n\nIt rained. We stayed."));
  assert.throws(() => plantChanges(text, doc, [{ kind: "chop", chapter: 3 }], EN), /No chapter 3/);
});
