/**
 * Dutch profile tests.
 *
 * Syllable convention of testdata/syllables/nl.tsv: one syllable per spoken vowel, as Douma
 * counted. Vowel digraphs and trigraphs are one syllable (aa ee oo uu ie oe eu ui ei ij ou au,
 * aai ooi oei eeu ieu: nieuw 1, mooi-e 2), every schwa counts (lo-pen, de), other vowel
 * sequences are a hiatus (the-a-ter, pi-a-no), and a diaeresis starts a syllable (po-ë-zie,
 * knie-ën). Words whose count depends on a French reading (exceptioneel) are not listed.
 */
import assert from "node:assert/strict";
import { DEFAULT_WORD_PATTERN, foldToken } from "../text/tokenize.ts";
import {
  countDutchPassives,
  DUTCH,
  dutchIsAdjective,
  dutchTenseInSentence,
  dutchTenseOf,
} from "./nl.ts";

async function syllableRows(): Promise<[string, number][]> {
  const text = await Deno.readTextFile(
    new URL("../../testdata/syllables/nl.tsv", import.meta.url),
  );
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [w, n] = l.split("\t");
    return [w, Number(n)];
  });
}

function tokens(text: string): string[] {
  return (text.match(new RegExp(DEFAULT_WORD_PATTERN, "gu")) ?? []).map((t) => foldToken(t, "nl"));
}

function marks(text: string): { past: number; present: number } {
  const ws = tokens(text);
  let past = 0, present = 0;
  ws.forEach((w, i) => {
    const t = dutchTenseOf(w, i > 0 ? ws[i - 1] : "");
    if (t === "past") past++;
    if (t === "present") present++;
  });
  return { past, present };
}

Deno.test("countSyllables() matches at least 95% of the hand-checked Dutch list", async () => {
  const rows = await syllableRows();
  assert.ok(rows.length >= 100);
  const hits = rows.filter(([w, n]) => DUTCH.countSyllables(w) === n).length;
  const accuracy = hits / rows.length;
  console.log(`Dutch syllable accuracy: ${hits}/${rows.length} = ${accuracy.toFixed(3)}`);
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
});

Deno.test("countSyllables() reads digraphs, trigraphs and the diaeresis", () => {
  assert.equal(DUTCH.countSyllables("eeuwig"), 2);
  assert.equal(DUTCH.countSyllables("mooie"), 2);
  assert.equal(DUTCH.countSyllables("theater"), 3);
  assert.equal(DUTCH.countSyllables("geëerd"), 2);
  assert.equal(DUTCH.countSyllables("knieën"), 2);
  assert.equal(DUTCH.countSyllables("bureau"), 2);
  assert.equal(DUTCH.countSyllables(""), 0);
});

Deno.test("tenseOf() marks Bosboom-Toussaint's past narration as past", () => {
  // Frits Millioen en zijne vrienden, part 1, ch. 2 (corpus lines 33 and 37).
  assert.deepEqual(
    marks(
      "Met loffelijke getrouwheid hield dominé ook met de knapen een vol uur catechisatie, " +
        "maar was ook toch zeker zelf niet minder in zijn schik dan zijne leerlingen, toen " +
        "hij ook dezen hun afscheid kon geven",
    ),
    { past: 3, present: 0 },
  );
  assert.deepEqual(
    marks(
      "Dominé was als altijd de eerste geweest om de muffe catechisatiekamer den rug toe te " +
        "wenden en zijn vroolijk, luchtig studeervertrek op te zoeken.",
    ),
    { past: 1, present: 0 },
  );
  assert.deepEqual(
    marks("liet hij zich in zijn gemakkelijken armstoel neervallen, en zat eene wijle mijmerend"),
    { past: 2, present: 0 },
  );
});

Deno.test("tenseOf() marks written present narration as present", () => {
  assert.deepEqual(
    marks(
      "Dominé zit aan zijne schrijftafel. Hij zucht en hij bladert in den bijbel; de " +
        "jongens zijn weg en hij heeft eindelijk rust.",
    ),
    { past: 0, present: 4 },
  );
});

Deno.test("tenseOf() separates weak pasts from adjectives and returns null when ambiguous", () => {
  assert.equal(dutchTenseOf("wachtte", "hij"), "past");
  assert.equal(dutchTenseOf("antwoordde", ""), "past");
  assert.equal(dutchTenseOf("goede", "de"), null);
  assert.equal(dutchTenseOf("laatste", "de"), null);
  assert.equal(dutchTenseOf("hoogte", ""), null);
  assert.equal(dutchTenseOf("zijn", "in"), null);
  assert.equal(dutchTenseOf("zijn", "wij"), "present");
  assert.equal(dutchTenseOf("hebben", "zou"), null);
  assert.equal(dutchTenseOf("vroeg", "hij"), null);
  assert.equal(dutchTenseOf("dát", "hij"), null);
});

Deno.test("countPassives() counts worden/zijn + participle, not zijn-verbs", () => {
  assert.equal(countDutchPassives(tokens("Hij werd door den vader gestraft")), 1);
  assert.equal(countDutchPassives(tokens("dat hij geslagen werd")), 1);
  assert.equal(countDutchPassives(tokens("Het huis is verleden jaar opgebouwd")), 1);
  assert.equal(countDutchPassives(tokens("Hij is gisteren gekomen")), 0);
  assert.equal(countDutchPassives(tokens("De jongens zijn aangekomen")), 0);
  assert.equal(countDutchPassives(tokens("Hij was een goed mensch")), 0);
});

Deno.test("isAdjective() uses the list, old spellings and suffixes", () => {
  assert.ok(dutchIsAdjective("groote", "groote"));
  assert.ok(dutchIsAdjective("grote", "grote"));
  assert.ok(dutchIsAdjective("witte", "witte"));
  assert.ok(dutchIsAdjective("twijfelachtig", "twijfelachtig"));
  assert.ok(!dutchIsAdjective("koning", "koning"));
  assert.ok(!dutchIsAdjective("twintig", "twintig"));
  assert.ok(!dutchIsAdjective("huwelijk", "huwelijk"));
});

Deno.test("Dutch word sets hold the documented forms", () => {
  for (const w of ["ik", "mij", "wij", "onze"]) assert.ok(DUTCH.firstPersonPronouns.has(w), w);
  for (const w of ["zag", "hoorde", "hooren", "voelde", "merkte", "leek", "scheen", "dacht"]) {
    assert.ok(DUTCH.filterVerbs.has(w), w);
  }
  for (const w of ["kon", "moest", "mocht", "wilde", "zou"]) {
    assert.ok(DUTCH.modalVerbs.has(w), w);
  }
  assert.ok(DUTCH.abbreviations.has("bijv") && DUTCH.abbreviations.has("d.w.z"));
  assert.equal(DUTCH.dashDialogue, false);
  assert.ok(DUTCH.nominalSuffixes.includes("heid") && DUTCH.nominalExclusions.has("koning"));
});

Deno.test("Douma coefficients give the hand-computed score", () => {
  const { base, asl, asw } = DUTCH.flesch;
  // By hand: 206.835 - 0.93 * 20 - 77 * 1.5 = 206.835 - 18.6 - 115.5 = 72.735
  assert.ok(Math.abs(base - asl * 20 - asw * 1.5 - 72.735) < 1e-9);
  assert.equal(DUTCH.flesch.variant, "douma_1960");
});

Deno.test("dutchTenseInSentence() reads hebben/zijn after zou or a modal as an infinitive", () => {
  assert.equal(dutchTenseInSentence(["hij", "zou", "het", "gedaan", "hebben"], 4, 0), null);
  assert.equal(
    dutchTenseInSentence(["hij", "zou", "gelukkig", "zijn", "geweest"], 3, 0),
    null,
  );
  assert.equal(dutchTenseInSentence(["zij", "hebben", "het", "gedaan"], 1, 0), undefined);
  assert.equal(dutchTenseInSentence(["hij", "liep", "weg"], 1, 0), undefined);
});
