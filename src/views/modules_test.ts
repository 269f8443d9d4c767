import assert from "node:assert/strict";
import { characters, dialogue, motifs, pacing, scenes, showing, UsageError } from "../../mod.ts";
import { assertClose } from "../../testing/close.ts";

const BOOK = [
  "## One",
  "",
  "“Come here,” said Anna. “Now.” Bob waited by the sea.",
  "",
  "The sea was grey. Anna looked at the sea and at Bob.",
  "",
  "* * *",
  "",
  "Bob left. Was he gone?",
  "",
  "## Two",
  "",
  "Nobody spoke of the weather that day, and nobody spoke of the weather the next day either.",
  "",
  "## Three",
  "",
  "Anna returned at dawn. “Bob!”",
].join("\n");

Deno.test("dialogue() counts quoted segments and dialogue paragraphs (hand-counted)", () => {
  const r = dialogue(BOOK, { language: "en" });
  // Turns: “Come here,” (2) “Now.” (1) “Bob!” (1).
  assert.equal(r.turns, 3);
  assert.equal(r.longest_turn_words, 2);
  assertClose(r.avg_turn_words, 4 / 3);
  assert.equal(r.median_turn_words, 1);
  // Paragraphs with words: 5; none has >= 50 % of its words quoted except "Anna returned at
  // dawn. “Bob!”" (1 of 5: no). So 0 %.
  assert.equal(r.dialogue_paragraph_pct, 0);
  assert.deepEqual(r.chapters.map((c) => c.turns), [2, 0, 1]);
});

Deno.test("dialogue() reads hyphen and list-item dialogue in Spanish, never in English", () => {
  const es = [
    "## I",
    "",
    "El peón alzó la cabeza.",
    "",
    "-¿Tendrá usted la bondad de decirme si falta mucho?",
    "",
    "- ¿Para los Pazos de Ulloa? -contestó el peón.",
    "",
    "-- Eso es.",
  ].join("\n");
  const r = dialogue(es, { language: "es" });
  // Three turns: the whole first question, "¿Para los Pazos de Ulloa?", "Eso es".
  assert.equal(r.turns, 3);
  // Paragraphs: narration (0 %), 9/9, 5/7, 2/2 words quoted -> 3 of 4 dialogue paragraphs.
  assert.equal(r.dialogue_paragraph_pct, 75);
  const en = "## One\n\nShe wrote a list.\n\n- Buy bread and milk\n\n- Call the doctor";
  assert.equal(dialogue(en, { language: "en" }).turns, 0);
  assert.equal(
    dialogue(en.replace("She wrote a list.", "Sie schrieb."), { language: "de" }).turns,
    0,
  );
});

Deno.test("pacing() counts scenes and scores the chapter endings", () => {
  const r = pacing(BOOK, { language: "en" });
  assert.equal(r.explicit_scene_breaks, 1);
  assert.equal(r.scenes_are_chapters, false);
  assert.deepEqual(r.chapters.map((c) => c.scenes), [2, 1, 1]);
  // One ends "Was he gone?": 3 words (+1), "?" (+1), narration (0) = 2.
  assert.equal(r.chapters[0].hook_score, 2);
  // Two ends with a 17-word narration sentence and a period: 0.
  assert.equal(r.chapters[1].hook_score, 0);
  // Three ends "“Bob!”": short (+1), "!" (+1), in dialogue (+1) = 3.
  assert.equal(r.chapters[2].hook_score, 3);
  assert.equal(r.slowest_chapter, 2);
  assert.equal(r.fastest_chapter, 3);
  const plain = pacing("## A\n\nOne. Two.\n\n## B\n\nThree.", { language: "en" });
  assert.equal(plain.explicit_scene_breaks, 0);
  assert.equal(plain.scenes_are_chapters, true);
});

Deno.test("characters() matches whole words case-insensitively and reports gaps", () => {
  const r = characters(BOOK, ["anna", "Bob", "Annabel", "B[o0]b=Robert"], { language: "en" });
  const [anna, bob, annabel, robert] = r.characters;
  assert.equal(anna.mentions, 3);
  assert.deepEqual(anna.per_chapter, { "1": 2, "2": 0, "3": 1 });
  assert.equal(anna.chapters_present, 2);
  assert.equal(anna.first_chapter, 1);
  assert.equal(anna.last_chapter, 3);
  assert.equal(anna.longest_gap, 1);
  assertClose(anna.presence_ratio, 2 / 3);
  assert.equal(bob.mentions, 4);
  assert.equal(annabel.mentions, 0);
  assert.equal(annabel.first_chapter, null);
  assert.equal(robert.name, "Robert");
  assert.equal(robert.mentions, 4);
});

Deno.test("characters() matches names case- and accent-insensitively", () => {
  const text =
    "## A\n\nNatásha laughed. NATASHA! Nata\u0301sha ran; natasha stayed. Natashas left.";
  const r = characters(text, ["Natasha", "Natásha=Nat", "Rostóv"], { language: "en" });
  // Precomposed, upper case, decomposed (a + U+0301) and lower case count; "Natashas" does not.
  assert.equal(r.characters[0].mentions, 4);
  assert.equal(r.characters[1].name, "Nat");
  assert.equal(r.characters[1].mentions, 4);
  assert.equal(r.characters[2].mentions, 0);
  assert.deepEqual(r.unmatched, [{ name: "Rostóv", suggestions: [] }]);
});

Deno.test("characters() lists unmatched names with the close spellings the text contains", () => {
  const text = [
    "## One",
    "",
    "Prince Andréy rode on. Andréy said nothing. Pierre laughed at Andréy's horse.",
    "",
    "## Two",
    "",
    "Anna Pávlovna met Pierre. And then Andreas came, with Prince Andréy.",
  ].join("\n");
  const r = characters(text, ["Andrew", "Pierre", "Prince Andrey", "Zebedee", "Piere=P"], {
    language: "en",
  });
  const byName = new Map(r.unmatched.map((u) => [u.name, u.suggestions]));
  assert.deepEqual([...byName.keys()], ["Andrew", "Zebedee", "P"]);
  assert.deepEqual(byName.get("Zebedee"), []);
  // andrew -> andrey: 1 substitution (Andréy 4x as a capitalised word, "Andréy's" folded to
  // Andréy); andrew -> andreas: 2 edits; "And" is 3 edits away (limit 2 for 6 letters).
  assert.deepEqual(byName.get("Andrew"), [
    { spelling: "Andréy", count: 4, distance: 1 },
    { spelling: "Andreas", count: 1, distance: 2 },
  ]);
  // The regex alias Piere=P is probed by its display name "P" only: nothing close.
  assert.deepEqual(byName.get("P"), []);
  // "Prince Andrey" matches "Prince Andréy" by folding, so it is not unmatched.
  assert.equal(r.characters[2].mentions, 2);
});

Deno.test("characters() rejects an empty names list", () => {
  assert.throws(() => characters(BOOK, [], { language: "en" }), UsageError);
  assert.throws(() => characters(BOOK, ["", " "], { language: "en" }), UsageError);
  assert.throws(() => characters(BOOK, ["(=X"], { language: "en" }), UsageError);
});

Deno.test("motifs() counts patterns, top words and repeated phrases", () => {
  const r = motifs(BOOK, { sea: "\\bsea\\b", weather: "weather" }, { language: "en" });
  assert.equal(r.motifs[0].mentions, 3);
  assert.deepEqual(r.motifs[0].per_chapter, { "1": 3, "2": 0, "3": 0 });
  assert.equal(r.motifs[1].mentions, 2);
  // bob 4, then anna 3 and sea 3 (ties by word); "the" and "at" are stop words.
  assert.deepEqual(r.top_words.slice(0, 3), [
    { word: "bob", count: 4 },
    { word: "anna", count: 3 },
    { word: "sea", count: 3 },
  ]);
  assert.throws(() => motifs(BOOK, { bad: "(" }), UsageError);
  const rep = motifs("## A\n\nThe old lamp. The old lamp. The old lamp burned.", {}, {
    language: "en",
  });
  // Only ever first in its sentence: the capital is the text's own spelling.
  assert.deepEqual(rep.repeated_phrases, [{ phrase: "The old lamp", count: 3, chapters: [1] }]);
});

Deno.test("motifs() writes repeated phrases as the text does, not lower-cased", () => {
  const text = [
    "## Eins",
    "",
    "Er ging in Gregors Zimmer. Sie sah in Gregors Zimmer nach.",
    "",
    "## Zwei",
    "",
    "In Gregors Zimmer war es still. Dann trat die Mutter in Gregors Zimmer.",
  ].join("\n");
  const r = motifs(text, {}, { language: "de" });
  // 4 occurrences, one of them first in its sentence ("In Gregors Zimmer"): the spelling
  // inside sentences wins, with the capital of the noun kept.
  assert.deepEqual(r.repeated_phrases, [
    { phrase: "in Gregors Zimmer", count: 4, chapters: [1, 2] },
  ]);
});

Deno.test("showing() keeps short chapters raw and out of rankings", () => {
  const r = showing(BOOK, { language: "en" });
  assert.deepEqual(r.comparable_chapters, []);
  assert.ok(r.chapters.every((c) => !c.comparable && c.tell_z === null && c.balance === null));
  assert.deepEqual(r.most_telling, []);
  assert.deepEqual(r.signal_counts, {});
  assert.ok(r.chapters[0].values.dialog_pct !== null);
});

Deno.test("showing() ranks comparable chapters and counts configured signals", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/deviant-en.md", import.meta.url));
  const r = showing(text, { language: "en", signalKeywords: { talk: ["said", "asked"] } });
  assert.equal(r.comparable_chapters.length, 12);
  assert.equal(r.most_showing[0], 7);
  assert.ok(r.chapters[6].balance! > 0);
  // Independent count: whole words "said" / "asked", any case, in each chapter's body.
  const bodies = text.split(/^## .*$/m).slice(1);
  const perChapter = bodies.map((b) =>
    (b.match(/(?<![\p{L}\p{N}])(said|asked)(?![\p{L}\p{N}])/giu) ?? []).length
  );
  assert.deepEqual(r.chapters.map((c) => c.signal_counts.talk), perChapter);
  assert.equal(r.signal_counts.talk, perChapter.reduce((a, b) => a + b, 0));
  assert.ok(r.signal_counts.talk > 0);
});

Deno.test("showing() counts signal keywords as whole words in any case, by hand", () => {
  const book = '## One\n\n"Hi," she said. He ASKED. Said she, unsaid, saidx.\n\n' +
    "## Two\n\nNothing here.\n\n## Three\n\nShe asked; he said; they asked again.\n";
  const r = showing(book, {
    language: "en",
    signalKeywords: { talk: ["said", "asked"], none: [] },
  });
  assert.deepEqual(r.chapters.map((c) => c.signal_counts), [
    { talk: 3, none: 0 },
    { talk: 0, none: 0 },
    { talk: 3, none: 0 },
  ]);
  assert.deepEqual(r.signal_counts, { talk: 6, none: 0 });
});

Deno.test("scenes() measures every scene and keeps explicit register baselines", () => {
  const r = scenes(BOOK, {
    language: "en",
    projectConfig: {
      scene_analysis: { assignments: { "1:2": "tense" }, targets: { tense: { asl: 3 } } },
    },
  });
  assert.equal(r.meta.schema_version, 1);
  assert.deepEqual(r.scenes.items.map((i) => i.id), ["1:1", "1:2", "2:1", "3:1"]);
  const tense = r.scenes.items[1];
  assert.equal(tense.group, "tense");
  assert.equal(tense.words, 5);
  assert.equal(tense.data_support, "insufficient");
  assert.equal(tense.features.asl, null);
  assert.deepEqual(tense.targets, { asl: { target: 3, value: null, difference: null } });
  assert.equal(r.scenes.explicit_scene_breaks, 1);
  assert.ok("default" in r.scenes.baselines && "tense" in r.scenes.baselines);
  assert.throws(
    () => scenes(BOOK, { projectConfig: { scene_analysis: { assignments: { "x": "y" } } } }),
    UsageError,
  );
});
