import assert from "node:assert/strict";
import { dominantTense, paragraphDominance } from "./tense.ts";

Deno.test("dominantTense() follows the minority share", () => {
  assert.equal(dominantTense(1, 9), "past");
  assert.equal(dominantTense(3, 9), "past"); // 3/12 = 0.25, not above the default 0.25
  assert.equal(dominantTense(4, 8), "mixed"); // 4/12 = 0.33
});

Deno.test("paragraphDominance() makes a whole sentence in each tense mixed", () => {
  // A gnomic present sentence inside past narration (testdata/tense README: en-002 kind).
  assert.equal(
    paragraphDominance([{ present: 0, past: 6 }, { present: 1, past: 0 }, { present: 0, past: 5 }]),
    "mixed",
  );
  // The same present marker inside a past sentence (a relative clause) leaves it past.
  assert.equal(paragraphDominance([{ present: 1, past: 6 }, { present: 0, past: 5 }]), "past");
  assert.equal(paragraphDominance([{ present: 4, past: 0 }, { present: 0, past: 0 }]), "present");
  assert.equal(paragraphDominance([]), "neutral");
});
