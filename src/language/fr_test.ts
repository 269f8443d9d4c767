/**
 * French profile tests.
 *
 * Syllable convention of testdata/syllables/fr.tsv (the one Kandel & Moles' formula needs):
 * spoken syllables in careful standard diction. A final mute -e, -es and the verb ending -ent
 * are not syllables (table 1, parlent 1, étaient 2) unless they hold the word's only vowel
 * (le 1, les 1); a pronounced final -ent counts (moment 2, client 2); a word-internal e always
 * counts (samedi 3, seulement 3); glides after a single consonant share the nucleus (bien 1,
 * nuit 1, lumière 2) but split after consonant + l/r (cri-er 2, ou-bli-er 3). Words whose count
 * depends on the speaker (tuer, nuage, jouer, hier) are not in the list.
 */
import assert from "node:assert/strict";
import { DEFAULT_WORD_PATTERN, foldToken } from "../text/tokenize.ts";
import { countFrenchPassives, FRENCH, frenchIsAdjective, frenchTenseOf } from "./fr.ts";

async function syllableRows(): Promise<[string, number][]> {
  const text = await Deno.readTextFile(
    new URL("../../testdata/syllables/fr.tsv", import.meta.url),
  );
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [w, n] = l.split("\t");
    return [w, Number(n)];
  });
}

function tokens(text: string): string[] {
  return (text.match(new RegExp(DEFAULT_WORD_PATTERN, "gu")) ?? []).map((t) => foldToken(t, "fr"));
}

function marks(text: string): { past: number; present: number } {
  const ws = tokens(text);
  let past = 0, present = 0;
  ws.forEach((w, i) => {
    const t = frenchTenseOf(w, i > 0 ? ws[i - 1] : "");
    if (t === "past") past++;
    if (t === "present") present++;
  });
  return { past, present };
}

Deno.test("countSyllables() matches at least 95% of the hand-checked French list", async () => {
  const rows = await syllableRows();
  assert.ok(rows.length >= 100);
  const hits = rows.filter(([w, n]) => FRENCH.countSyllables(w) === n).length;
  const accuracy = hits / rows.length;
  console.log(`French syllable accuracy: ${hits}/${rows.length} = ${accuracy.toFixed(3)}`);
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
});

Deno.test("countSyllables() drops mute endings but keeps pronounced -ent", () => {
  assert.equal(FRENCH.countSyllables("parlent"), 1);
  assert.equal(FRENCH.countSyllables("étaient"), 2);
  assert.equal(FRENCH.countSyllables("tables"), 1);
  assert.equal(FRENCH.countSyllables("moment"), 2);
  assert.equal(FRENCH.countSyllables("rapidement"), 4);
  assert.equal(FRENCH.countSyllables("le"), 1);
  assert.equal(FRENCH.countSyllables("aujourd'hui"), 3);
  assert.equal(FRENCH.countSyllables("peut-être"), 2);
  assert.equal(FRENCH.countSyllables(""), 0);
});

Deno.test("tenseOf() marks Flaubert's past narration as past", () => {
  // L'Éducation sentimentale, Partie 1, ch. 1 and ch. 4 (corpus lines 5 and 3095).
  const a = marks(
    "Des gens arrivaient hors d'haleine ; des barriques, des câbles, des corbeilles de linge " +
      "gênaient la circulation ; les matelots ne répondaient à personne ; on se heurtait ; " +
      "les colis montaient entre les deux tambours, et le tapage s'absorbait dans le " +
      "bruissement de la vapeur",
  );
  assert.deepEqual(a, { past: 6, present: 0 });
  const b = marks(
    "Frédéric le regarda ; avec sa pauvre redingote, ses lunettes dépolies et sa figure " +
      "blême, l'avocat lui parut un tel cuistre, qu'il ne put empêcher sur ses lèvres un " +
      "sourire dédaigneux. Deslauriers l'aperçut, et rougit.",
  );
  assert.deepEqual(b, { past: 4, present: 0 });
  const c = marks("Enfin le navire partit ; et les deux berges filèrent comme deux larges rubans.");
  assert.deepEqual(c, { past: 2, present: 0 });
});

Deno.test("tenseOf() marks written present narration as present", () => {
  const m = marks(
    "Il regarde les convives. Les voitures passent dans la rue ; elle se lève et " +
      "s'approche de la fenêtre. Nous sommes à Paris, et les cloches sonnent.",
  );
  assert.deepEqual(m, { past: 0, present: 6 });
});

Deno.test("tenseOf() returns null for ambiguous and non-verb forms", () => {
  for (const w of ["dit", "vit", "finit", "mais", "jamais", "moment", "cela", "sera", "fait"]) {
    assert.equal(frenchTenseOf(w, "avait"), null, w);
  }
  assert.equal(frenchTenseOf("fait", "il"), "present");
  assert.equal(frenchTenseOf("s'était", ""), "past");
  assert.equal(frenchTenseOf("était-ce", ""), "past");
  assert.equal(frenchTenseOf("mettre", "se"), null);
});

Deno.test("countPassives() counts être + participle but not être-verbs or reflexives", () => {
  assert.equal(countFrenchPassives(tokens("La rivière était bordée par des grèves de sable")), 1);
  assert.equal(countFrenchPassives(tokens("Le tableau a été vendu hier")), 1);
  assert.equal(countFrenchPassives(tokens("L'ordre n'est pas rétabli")), 1);
  assert.equal(countFrenchPassives(tokens("Il est allé à Nogent")), 0);
  assert.equal(countFrenchPassives(tokens("Elle s'est levée")), 0);
  assert.equal(countFrenchPassives(tokens("Il était jeune")), 0);
});

Deno.test("isAdjective() uses the list, suffixes and exclusions", () => {
  assert.ok(frenchIsAdjective("grande", "grande"));
  assert.ok(frenchIsAdjective("dédaigneux", "dédaigneux"));
  assert.ok(frenchIsAdjective("blanchâtre", "blanchâtre"));
  assert.ok(!frenchIsAdjective("cheveux", "cheveux"));
  assert.ok(!frenchIsAdjective("table", "table"));
  assert.ok(!frenchIsAdjective("dambreuse", "Dambreuse"));
  assert.ok(!frenchIsAdjective("l'homme", "l'homme"));
});

Deno.test("French word sets hold the documented forms", () => {
  assert.ok(FRENCH.firstPersonPronouns.has("je") && FRENCH.firstPersonPronouns.has("nous"));
  assert.ok(!FRENCH.firstPersonPronouns.has("tu"));
  for (const w of ["aperçut", "regardait", "entendit", "semblait", "sut", "pensa"]) {
    assert.ok(FRENCH.filterVerbs.has(w), w);
  }
  assert.ok(!FRENCH.filterVerbs.has("vue") && !FRENCH.filterVerbs.has("pensée"));
  for (const w of ["pouvait", "dut", "voulut", "faut", "fallait"]) {
    assert.ok(FRENCH.modalVerbs.has(w), w);
  }
  assert.ok(!FRENCH.modalVerbs.has("puis") && !FRENCH.modalVerbs.has("devant"));
  assert.ok(FRENCH.functionWords.has("dans") && FRENCH.stopWords.has("dans"));
  assert.ok(FRENCH.abbreviations.has("mme") && FRENCH.dashDialogue);
  assert.ok(FRENCH.nominalExclusions.has("agité") && FRENCH.nominalSuffixes.includes("tion"));
});

Deno.test("Kandel & Moles coefficients give the hand-computed score", () => {
  const { base, asl, asw } = FRENCH.flesch;
  // By hand: 207 - 1.015 * 15 - 73.6 * 1.5 = 207 - 15.225 - 110.4 = 81.375
  assert.ok(Math.abs(base - asl * 15 - asw * 1.5 - 81.375) < 1e-9);
  assert.equal(FRENCH.flesch.variant, "kandel_moles_1958");
});
