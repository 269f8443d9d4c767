/**
 * Portuguese profile tests.
 *
 * Syllable convention of testdata/syllables/pt.tsv: syllables as school grammars divide words
 * (the division Martins et al. relied on). Falling and nasal diphthongs are one syllable
 * (pai, muito, céu, mão, mãe, põe); an unstressed i/u before a vowel is a hiatus (di-a,
 * his-tó-ri-a, fa-mí-li-a), except the u of qu/gu (quan-do, á-gua); strong vowels in contact
 * split (po-e-ta, le-ão, bo-a); accented í/ú split (sa-í-da, sa-ú-de); an i/u between vowels
 * or before nh/closing m,n,r,l,z starts a syllable (sa-ia, ra-i-nha, a-in-da, sa-ir).
 */
import assert from "node:assert/strict";
import { DEFAULT_WORD_PATTERN, foldToken } from "../text/tokenize.ts";
import {
  countPortuguesePassives,
  PORTUGUESE,
  portugueseIsAdjective,
  portugueseTenseOf,
} from "./pt.ts";

async function syllableRows(): Promise<[string, number][]> {
  const text = await Deno.readTextFile(
    new URL("../../testdata/syllables/pt.tsv", import.meta.url),
  );
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => {
    const [w, n] = l.split("\t");
    return [w, Number(n)];
  });
}

function tokens(text: string): string[] {
  return (text.match(new RegExp(DEFAULT_WORD_PATTERN, "gu")) ?? []).map((t) => foldToken(t, "pt"));
}

function marks(text: string): { past: number; present: number } {
  const ws = tokens(text);
  let past = 0, present = 0;
  ws.forEach((w, i) => {
    const t = portugueseTenseOf(w, i > 0 ? ws[i - 1] : "");
    if (t === "past") past++;
    if (t === "present") present++;
  });
  return { past, present };
}

Deno.test("countSyllables() matches at least 95% of the hand-checked Portuguese list", async () => {
  const rows = await syllableRows();
  assert.ok(rows.length >= 100);
  const hits = rows.filter(([w, n]) => PORTUGUESE.countSyllables(w) === n).length;
  const accuracy = hits / rows.length;
  console.log(`Portuguese syllable accuracy: ${hits}/${rows.length} = ${accuracy.toFixed(3)}`);
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`);
});

Deno.test("countSyllables() keeps nasal diphthongs together and splits hiatus", () => {
  assert.equal(PORTUGUESE.countSyllables("coração"), 3);
  assert.equal(PORTUGUESE.countSyllables("mãe"), 1);
  assert.equal(PORTUGUESE.countSyllables("história"), 4);
  assert.equal(PORTUGUESE.countSyllables("água"), 2);
  assert.equal(PORTUGUESE.countSyllables("rainha"), 3);
  assert.equal(PORTUGUESE.countSyllables("disse-lhe"), 3);
  assert.equal(PORTUGUESE.countSyllables(""), 0);
});

Deno.test("tenseOf() marks Eça's past narration as past", () => {
  // A Ilustre Casa de Ramires, ch. 1 (corpus lines 41 and 43).
  assert.deepEqual(
    marks(
      "Abalou, agarrado ao seu rolo e ao seu tomo -- e Gonçalo ainda o avistou, na porta e " +
        "claridade da tabacaria Nunes, agitando o braço esguio de Apóstolo diante dum " +
        "sujeito obeso, de vasto colete branco, que recuava, com espanto",
    ),
    { past: 3, present: 0 },
  );
  assert.deepEqual(
    marks(
      "O Fidalgo da Torre recolheu para o Bragança, impressionado, ruminando a ideia do " +
        "Patriota. Tudo nela o seduzia -- e lhe convinha",
    ),
    { past: 3, present: 0 },
  );
});

Deno.test("tenseOf() marks written present narration as present", () => {
  assert.deepEqual(
    marks("Gonçalo levanta-se e abre a janela. A noite é doce; ele olha a torre e sente-se só."),
    { past: 0, present: 4 },
  );
});

Deno.test("tenseOf() handles clitics and returns null for ambiguous forms", () => {
  assert.equal(portugueseTenseOf("levantou-se", ""), "past");
  assert.equal(portugueseTenseOf("dir-lhe-ia", ""), "past");
  assert.equal(portugueseTenseOf("dir-lhe-á", ""), null);
  for (const w of ["falamos", "falarei", "cansado", "ideia", "dia", "el-rei", "maneira"]) {
    assert.equal(portugueseTenseOf(w, "se"), null, w);
  }
});

Deno.test("countPassives() counts ser + participle only", () => {
  assert.equal(countPortuguesePassives(tokens("A carta foi lida por ele")), 1);
  assert.equal(countPortuguesePassives(tokens("A torre foi construída")), 1);
  assert.equal(countPortuguesePassives(tokens("Era a saída da vila")), 0);
  assert.equal(countPortuguesePassives(tokens("Vendem-se casas")), 0);
  assert.equal(countPortuguesePassives(tokens("Não era deputado")), 0);
});

Deno.test("isAdjective() uses the list, suffixes and exclusions", () => {
  assert.ok(portugueseIsAdjective("formosa", "formosa"));
  assert.ok(portugueseIsAdjective("histórica", "histórica"));
  assert.ok(portugueseIsAdjective("brancas", "brancas"));
  assert.ok(!portugueseIsAdjective("coisa", "coisa"));
  assert.ok(!portugueseIsAdjective("feitosa", "Feitosa"));
});

Deno.test("Portuguese word sets hold the documented forms", () => {
  for (const w of ["eu", "comigo", "nós", "nosso"]) {
    assert.ok(PORTUGUESE.firstPersonPronouns.has(w), w);
  }
  for (const w of ["viu", "ouviu", "sentia", "notou", "percebeu", "parecia", "olhava", "soube"]) {
    assert.ok(PORTUGUESE.filterVerbs.has(w), w);
  }
  for (const w of ["podia", "devia", "quis", "pôde"]) assert.ok(PORTUGUESE.modalVerbs.has(w), w);
  assert.ok(!PORTUGUESE.filterVerbs.has("olho") && !PORTUGUESE.filterVerbs.has("vista"));
  assert.ok(PORTUGUESE.abbreviations.has("sr") && PORTUGUESE.dashDialogue);
  assert.ok(PORTUGUESE.nominalSuffixes.includes("ção"));
  assert.ok(PORTUGUESE.nominalExclusions.has("coração"));
});

Deno.test("Martins coefficients give the hand-computed score", () => {
  const { base, asl, asw } = PORTUGUESE.flesch;
  // By hand: 248.835 - 1.015 * 20 - 84.6 * 2 = 248.835 - 20.3 - 169.2 = 59.335
  assert.ok(Math.abs(base - asl * 20 - asw * 2 - 59.335) < 1e-9);
  assert.equal(PORTUGUESE.flesch.variant, "martins_1996");
});
