/**
 * Italian profile tests.
 *
 * Syllable convention of testdata/syllables/it.tsv: syllables as Italian grammars divide
 * words, the unit of the Flesch–Vacca formula. Unstressed i/u next to a vowel are glides
 * (pia-no, uo-mo, mai, tuoi, miei); strong vowels in contact split (pa-e-se, po-e-ta); an i/u
 * between vowels opens the next syllable (no-ia, a-iu-to); ci/gi/sci/gli before a vowel are
 * consonant spellings (già 1, cie-lo 2, fi-glio 2); a stressed i/u in hiatus is two
 * syllables (mi-o, Lu-ci-a, pa-u-ra, com-pa-gni-a).
 */
import assert from "node:assert/strict";
import { DEFAULT_WORD_PATTERN, foldToken } from "../text/tokenize.ts";
import { countItalianPassives, ITALIAN, italianIsAdjective, italianTenseOf } from "./it.ts";

async function syllableRows(): Promise<[string, number][]> {
  const text = await Deno.readTextFile(
    new URL("../../testdata/syllables/it.tsv", import.meta.url),
  );
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [w, n] = l.split("\t");
    return [w, Number(n)];
  });
}

function tokens(text: string): string[] {
  return (text.match(new RegExp(DEFAULT_WORD_PATTERN, "gu")) ?? []).map((t) => foldToken(t, "it"));
}

function marks(text: string): { past: number; present: number } {
  const ws = tokens(text);
  let past = 0, present = 0;
  ws.forEach((w, i) => {
    const t = italianTenseOf(w, i > 0 ? ws[i - 1] : "");
    if (t === "past") past++;
    if (t === "present") present++;
  });
  return { past, present };
}

Deno.test("countSyllables() matches at least 95% of the hand-checked Italian list", async () => {
  const rows = await syllableRows();
  assert.ok(rows.length >= 100);
  const hits = rows.filter(([w, n]) => ITALIAN.countSyllables(w) === n).length;
  const accuracy = hits / rows.length;
  console.log(`Italian syllable accuracy: ${hits}/${rows.length} = ${accuracy.toFixed(3)}`);
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
});

Deno.test("countSyllables() handles glides, hiatus and elision", () => {
  assert.equal(ITALIAN.countSyllables("paese"), 3);
  assert.equal(ITALIAN.countSyllables("chiaro"), 2);
  assert.equal(ITALIAN.countSyllables("gioia"), 2);
  assert.equal(ITALIAN.countSyllables("suoi"), 1);
  assert.equal(ITALIAN.countSyllables("mio"), 2);
  assert.equal(ITALIAN.countSyllables("dell'anima"), 4);
  assert.equal(ITALIAN.countSyllables(""), 0);
});

Deno.test("tenseOf() marks Manzoni's past narration as past", () => {
  // I promessi sposi, ch. 5 and ch. 7.
  assert.deepEqual(
    marks(
      "Il padre Cristoforo camminava, con una consolazione che non aveva mai più provata, " +
        "dopo quel giorno terribile",
    ),
    { past: 2, present: 0 },
  );
  assert.deepEqual(
    marks(
      "Detto questo, uscì in fretta, e se n'andò, correndo, e quasi saltelloni, giù per " +
        "quella viottola storta e sassosa",
    ),
    { past: 2, present: 0 },
  );
});

Deno.test("tenseOf() catches strong passato remoto forms after clitics", () => {
  // Written for the test: rimise/rispose are strong remote forms, c'era an imperfect.
  assert.deepEqual(marks("Renzo si rimise in cammino, e gli rispose che c'era tempo."), {
    past: 3,
    present: 0,
  });
});

Deno.test("tenseOf() marks written present narration as present", () => {
  assert.deepEqual(
    marks(
      "Renzo si volta e guarda la strada. Lucia è alla finestra; i bravi vengono dal paese " +
        "e si fermano davanti all'osteria.",
    ),
    { past: 0, present: 5 },
  );
});

Deno.test("tenseOf() returns null for ambiguous forms", () => {
  for (const w of ["provata", "però", "così", "sarò", "parliamo", "stesse", "viva"]) {
    assert.equal(italianTenseOf(w, "si"), null, w);
  }
  assert.equal(italianTenseOf("s'era", ""), "past");
  assert.equal(italianTenseOf("c'è", ""), "present");
});

Deno.test("countPassives() counts essere/venire + participle but not essere-verbs", () => {
  assert.equal(countItalianPassives(tokens("La grida fu pubblicata dal governatore")), 1);
  assert.equal(countItalianPassives(tokens("Il bravo venne chiamato dal signore")), 1);
  assert.equal(countItalianPassives(tokens("Era stato preso dai bravi")), 1);
  assert.equal(countItalianPassives(tokens("Era andato via")), 0);
  assert.equal(countItalianPassives(tokens("Si era fermato")), 0);
  assert.equal(countItalianPassives(tokens("Era la vita")), 0);
});

Deno.test("isAdjective() uses the list, suffixes and exclusions", () => {
  assert.ok(italianIsAdjective("pietosa", "pietosa"));
  assert.ok(italianIsAdjective("terribile", "terribile"));
  assert.ok(italianIsAdjective("bianche", "bianche"));
  assert.ok(!italianIsAdjective("cosa", "cosa"));
  assert.ok(!italianIsAdjective("finalmente", "finalmente"));
  assert.ok(!italianIsAdjective("ferrante", "Ferrante"));
  assert.ok(!italianIsAdjective("prima", "prima"));
});

Deno.test("Italian word sets hold the documented forms", () => {
  for (const w of ["io", "noi", "mio", "nostri"]) {
    assert.ok(ITALIAN.firstPersonPronouns.has(w), w);
  }
  for (const w of ["vide", "sentì", "udiva", "notò", "accorse", "sembrava", "parve", "seppe"]) {
    assert.ok(ITALIAN.filterVerbs.has(w), w);
  }
  for (const w of ["poteva", "dovette", "volle", "potè"]) assert.ok(ITALIAN.modalVerbs.has(w), w);
  assert.ok(!ITALIAN.filterVerbs.has("vista") && !ITALIAN.modalVerbs.has("voglia"));
  assert.ok(ITALIAN.abbreviations.has("sig") && ITALIAN.dashDialogue);
  assert.ok(ITALIAN.nominalSuffixes.includes("zione") && ITALIAN.nominalExclusions.has("momento"));
});

Deno.test("Flesch–Vacca coefficients give the hand-computed score", () => {
  const { base, asl, asw } = ITALIAN.flesch;
  // By hand: 206 - 1 * 20 - 65 * 2 = 56
  assert.ok(Math.abs(base - asl * 20 - asw * 2 - 56) < 1e-9);
  assert.equal(ITALIAN.flesch.variant, "flesch_vacca_1972");
});
