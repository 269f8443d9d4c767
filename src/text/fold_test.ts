import assert from "node:assert/strict";
import { editDistance, foldAccents, foldKey } from "./fold.ts";

Deno.test("foldAccents() drops accents in composed and decomposed form and keeps case", () => {
  assert.equal(foldAccents("Natásha"), "Natasha");
  assert.equal(foldAccents("Nata\u0301sha"), "Natasha");
  assert.equal(
    foldAccents("Bolkónski, Ñandú, Žižek, Łódź, Søren"),
    "Bolkonski, Nandu, Zizek, Lodz, Soren",
  );
  assert.equal(foldAccents("plain ASCII"), "plain ASCII");
  assert.equal(foldKey("ÉLODIE"), "elodie");
});

Deno.test("editDistance() counts edits and adjacent swaps (by hand)", () => {
  assert.equal(editDistance("kitten", "sitting"), 3); // k->s, e->i, +g
  assert.equal(editDistance("andrew", "andrey"), 1);
  assert.equal(editDistance("natsaha", "natasha"), 1); // one swap "sa" -> "as"
  assert.equal(editDistance("", "abc"), 3);
  assert.equal(editDistance("same", "same"), 0);
  assert.equal(editDistance("abcdef", "uvwxyz", 2), 3); // gives up past max
  assert.equal(editDistance("a", "abcd", 1), 2);
});
