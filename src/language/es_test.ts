/**
 * Spanish profile tests.
 *
 * Syllable convention of testdata/syllables/es.tsv: orthographic syllables as the Real
 * Academia divides words, the unit Fernández Huerta counted. Diphthongs and triphthongs are
 * one syllable (cie-lo, buey), strong vowels in contact are two (po-e-ta, le-er), an accented
 * í/ú forms a hiatus (dí-a, ba-úl, o-ír), two closed vowels stay one (rui-do, ciu-dad).
 * Words whose division is disputed (huir, prohibir) are not in the list.
 */
import assert from "node:assert/strict";
import { DEFAULT_WORD_PATTERN, foldToken } from "../text/tokenize.ts";
import { countSpanishPassives, SPANISH, spanishIsAdjective, spanishTenseOf } from "./es.ts";

async function syllableRows(): Promise<[string, number][]> {
  const text = await Deno.readTextFile(
    new URL("../../testdata/syllables/es.tsv", import.meta.url),
  );
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [w, n] = l.split("\t");
    return [w, Number(n)];
  });
}

function tokens(text: string): string[] {
  return (text.match(new RegExp(DEFAULT_WORD_PATTERN, "gu")) ?? []).map((t) => foldToken(t, "es"));
}

function marks(text: string): { past: number; present: number } {
  const ws = tokens(text);
  let past = 0, present = 0;
  ws.forEach((w, i) => {
    const t = spanishTenseOf(w, i > 0 ? ws[i - 1] : "");
    if (t === "past") past++;
    if (t === "present") present++;
  });
  return { past, present };
}

Deno.test("countSyllables() matches at least 95% of the hand-checked Spanish list", async () => {
  const rows = await syllableRows();
  assert.ok(rows.length >= 100);
  const hits = rows.filter(([w, n]) => SPANISH.countSyllables(w) === n).length;
  const accuracy = hits / rows.length;
  console.log(`Spanish syllable accuracy: ${hits}/${rows.length} = ${accuracy.toFixed(3)}`);
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
});

Deno.test("countSyllables() splits hiatus and keeps diphthongs together", () => {
  assert.equal(SPANISH.countSyllables("poeta"), 3);
  assert.equal(SPANISH.countSyllables("día"), 2);
  assert.equal(SPANISH.countSyllables("ciudad"), 2);
  assert.equal(SPANISH.countSyllables("buey"), 1);
  assert.equal(SPANISH.countSyllables("guerra"), 2);
  assert.equal(SPANISH.countSyllables("vergüenza"), 3);
  assert.equal(SPANISH.countSyllables("y"), 1);
  assert.equal(SPANISH.countSyllables(""), 0);
});

Deno.test("tenseOf() marks Pardo Bazán's past narration as past", () => {
  // Los pazos de Ulloa, ch. 3 (corpus lines 307 and 309).
  assert.deepEqual(
    marks(
      "Primero limpió, sacudió, planchó sirviéndose de la palma de la mano, pegó papelitos " +
        "de cigarro a fin de juntar los pedazos rotos de alguna escritura.",
    ),
    { past: 4, present: 0 },
  );
  assert.deepEqual(
    marks(
      "Tres o cuatro ejecutorias, todas con su colgante de plomo, quedaron apartadas, " +
        "envueltas en paños limpios. Todo estaba arreglado ya.",
    ),
    { past: 2, present: 0 },
  );
});

Deno.test("tenseOf() marks written present narration as present", () => {
  assert.deepEqual(
    marks(
      "Se sienta junto a la ventana y mira los papeles; el polvo le cubre las manos. " +
        "Es tarde y hay poca luz.",
    ),
    { past: 0, present: 5 },
  );
});

Deno.test("tenseOf() returns null for ambiguous forms", () => {
  for (const w of ["hablamos", "miraré", "cerrado", "día", "todavía", "qué"]) {
    assert.equal(spanishTenseOf(w, "se"), null, w);
  }
  assert.equal(spanishTenseOf("cara", "la"), null);
  assert.equal(spanishTenseOf("dijesen", ""), "past");
  assert.equal(spanishTenseOf("cualquiera", ""), null);
});

Deno.test("countPassives() counts ser + participle only", () => {
  assert.equal(countSpanishPassives(tokens("La casa fue vendida por el marqués")), 1);
  assert.equal(countSpanishPassives(tokens("Los papeles eran muy bien guardados")), 0);
  assert.equal(countSpanishPassives(tokens("Los papeles eran muy guardados")), 1);
  assert.equal(countSpanishPassives(tokens("Se vendieron las casas")), 0);
  assert.equal(countSpanishPassives(tokens("Era la vida de siempre")), 0);
  assert.equal(countSpanishPassives(tokens("Había sido escrito en latín")), 1);
});

Deno.test("isAdjective() uses the list, suffixes and exclusions", () => {
  assert.ok(spanishIsAdjective("hermosa", "hermosa"));
  assert.ok(spanishIsAdjective("milagroso", "milagroso"));
  assert.ok(spanishIsAdjective("blancas", "blancas"));
  assert.ok(!spanishIsAdjective("cosa", "cosa"));
  assert.ok(!spanishIsAdjective("secretario", "secretario"));
  assert.ok(!spanishIsAdjective("moscoso", "Moscoso"));
});

Deno.test("Spanish word sets hold the documented forms", () => {
  for (const w of ["yo", "conmigo", "nosotras", "nuestro"]) {
    assert.ok(SPANISH.firstPersonPronouns.has(w), w);
  }
  for (const w of ["vio", "oyó", "sintió", "notaba", "percibió", "parecía", "miraba", "supo"]) {
    assert.ok(SPANISH.filterVerbs.has(w), w);
  }
  for (const w of ["pudo", "debía", "quiso", "podría"]) assert.ok(SPANISH.modalVerbs.has(w), w);
  assert.ok(!SPANISH.filterVerbs.has("vista") && !SPANISH.modalVerbs.has("querida"));
  assert.ok(SPANISH.abbreviations.has("dña") && SPANISH.dashDialogue);
  assert.ok(SPANISH.nominalSuffixes.includes("ción") && SPANISH.nominalExclusions.has("ciudad"));
});

Deno.test("Fernández Huerta coefficients give the hand-computed score", () => {
  const { base, asl, asw } = SPANISH.flesch;
  // By hand: 206.84 - 1.02 * 15 - 60 * 1.9 = 206.84 - 15.3 - 114 = 77.54
  assert.ok(Math.abs(base - asl * 15 - asw * 1.9 - 77.54) < 1e-9);
  assert.equal(SPANISH.flesch.variant, "fernandez_huerta_1959");
});
